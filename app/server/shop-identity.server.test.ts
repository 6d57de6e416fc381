/**
 * The shop's identity as a setting (ADR 063): saved through the settings form's rule, read at once through the
 * catalogue cache, charged by the cart and the order, named in the confirmation mail, and announced while the
 * example values are in force.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { identityCopy } from "~/content/shop-identity";
import { identityFormValues, type ShopIdentity } from "~/domain/shop-identity";
import { SettingsFormSchema } from "~/domain/site-settings";
import { ownIdentity } from "~/domain/shop-identity.fixtures";
import { watchCatalogue, type CatalogueWatch } from "./catalogue-cache.server";
import { loadCartView, findCart } from "./carts.server";
import type { Database } from "./db.server";
import { confirmationMailFor } from "./order-mail.server";
import { auditLog, outbox } from "./schema";
import { getShopFacts, getShopIdentity, identityStartLine, paymentConfigOf } from "./shop-identity.server";
import { changeSiteSettings } from "./site-settings.server";
import { customerWithCart, placedOrder } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const OWN = ownIdentity({ freeShippingFromOre: 80_000 });
const env = { swishNumber: "1231234567", bankgiro: "123-4567", invoiceDueDays: 14, publicUrl: "https://stilla.example" };
const now = new Date("2026-11-29T10:00:00Z");

describe(`shop identity (${TEST_DB_KIND})`, () => {
  let database: Database;
  let db: Database["db"];
  let watch: CatalogueWatch;
  useSeededDatabase({}, async (seeded) => {
    database = seeded.database;
    db = seeded.db;
    // The catalogue cache on, as in the running shop: a saved identity must not be served stale from it.
    watch = await watchCatalogue(database, undefined);
  });
  // Registered after the helper's, so it runs before the database closes.
  afterAll(async () => {
    await watch.stop();
  });

  it("a fresh shop uses the examples, says so at start, and charges the default shipping", async () => {
    const { placeholders, saved } = await getShopIdentity(db, env);
    expect(saved).toBe(false);
    expect(placeholders).toContain("orgNumber");
    expect(placeholders).toContain("swishNumber");
    const line = await identityStartLine(db, env);
    expect(line).toBe(identityCopy.startLog(placeholders));
    expect(line).toContain("orgNumber");
    // The operator's SWISH_NUMBER is not an example.
    expect(await identityStartLine(db, { ...env, swishNumber: "1239001234" })).not.toContain("swishNumber");
    const c = await customerWithCart(db, [["sleep", 1]]);
    const view = await loadCartView(db, await findCart(db, { userId: c.userId }), now);
    expect(view!.priced.shippingOre).toBe(4_900);
  });

  it("a refused form changes nothing", async () => {
    const parsed = SettingsFormSchema.safeParse({ intent: "save_identity", ...identityFormValues(OWN), orgNumber: "556012-5791" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toBe(identityCopy.orgNumberInvalid);
    expect((await getShopIdentity(db, env)).saved).toBe(false);
  });

  it("the owner's identity is in force at once: cart, order total, confirmation mail, payment, no placeholder; audited", async () => {
    // Read (and so cache) the old identity first.
    expect((await getShopFacts(db, env)).legalName).not.toBe(OWN.legalName);
    const result = await changeSiteSettings(db, SettingsFormSchema.parse({ intent: "save_identity", ...identityFormValues(OWN) }), { actorEmail: "agare@stilla.se", now });
    expect(result).toEqual({ ok: true, section: "identity" });

    const facts = await getShopFacts(db, env);
    expect(facts).toMatchObject({ legalName: OWN.legalName, orgNumber: OWN.orgNumber, address: "Storgatan 3, 903 26 Umeå", swishNumber: OWN.swishNumber, bankgiro: OWN.bankgiro });
    expect(facts.shipping).toEqual({ feeOre: 5_900, freeFromOre: 80_000 });
    expect((await getShopIdentity(db, env)).placeholders).toEqual([]);
    expect(await identityStartLine(db, env)).toBeNull();
    expect(paymentConfigOf(facts, env)).toEqual({ swishNumber: OWN.swishNumber, bankgiro: OWN.bankgiro, invoiceDueDays: 14, providers: [] });

    // 3 × Sleep is above the old threshold (500 kr) and below the new one (800 kr): the new fee is charged.
    const c = await customerWithCart(db, [["sleep", 3]]);
    const view = await loadCartView(db, await findCart(db, { userId: c.userId }), now);
    expect(view!.priced.goodsAfterDiscountsOre).toBeGreaterThanOrEqual(50_000);
    expect(view!.priced.goodsAfterDiscountsOre).toBeLessThan(80_000);
    expect(view!.priced.shippingOre).toBe(5_900);

    const placed = await placedOrder(db, [["sleep", 3]], { confirmationMail: confirmationMailFor(env, facts) });
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.kind, "order_confirmation"), eq(outbox.id, placed.mailId!)));
    expect(mail!.text).toContain(`Säljare: ${OWN.legalName}, org.nr ${OWN.orgNumber}, Storgatan 3, 903 26 Umeå, ${OWN.email}`);
    expect(mail!.text).toContain("123 900 12 34");
    expect(mail!.text).toContain("Frakt: 59");
    expect(mail!.text).not.toContain("559123-4567");

    const audits = await db.select().from(auditLog).where(and(eq(auditLog.action, "site_setting.update"), eq(auditLog.entityId, "identity")));
    expect(audits).toHaveLength(1);
    expect((audits[0]!.after as { values: ShopIdentity }).values.orgNumber).toBe(OWN.orgNumber);
  });
});
