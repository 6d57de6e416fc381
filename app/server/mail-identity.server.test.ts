/**
 * Every mail speaks with the identity in force (issue #34, ADR 071): after the owner saves a new company name and
 * e-mail address through the settings' own rule, each kind of mail the shop builds from the database signs with the
 * new address, and none carries the shipped example's.
 */
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { EXAMPLE_IDENTITY, identityFormValues } from "~/domain/shop-identity";
import { ownIdentity } from "~/domain/shop-identity.fixtures";
import { SettingsFormSchema } from "~/domain/site-settings";
import { runDeskAction } from "./admin-orders.server";
import { replyToMessage } from "./admin-messages.server";
import { hideReview } from "./admin-reviews.server";
import { createAuth, type Auth } from "./auth.server";
import { submitContactMessage } from "./contact.server";
import { eraseCustomer } from "./customer-data.server";
import { resendGiftCard } from "./gift-cards/desk.server";
import { deps, form, giftCardShop, now, recipient } from "./gift-cards/test-fixtures";
import { Mailer } from "./mail.server";
import { confirmSubscription, subscribe } from "./newsletter.server";
import { confirmationMailFor } from "./order-mail.server";
import { placeOrder } from "./orders.server";
import { refundOrder } from "./refunds.server";
import { listReviews, upsertReview } from "./reviews.server";
import { contactMessage, outbox } from "./schema";
import { getShopFacts } from "./shop-identity.server";
import { changeSiteSettings } from "./site-settings.server";
import { createCustomer } from "./test-factories";
import { TEST_DB_KIND } from "./test-db";

const OWN = ownIdentity({ legalName: "Tesalongen Norrland AB", email: "hej@tesalongen.se" });
const SIGNATURE = `Varma hälsningar,\nStilla\n${OWN.email}`;
const actor = { id: "admin", email: "agare@stilla.se" };
const PUBLIC_URL = "https://stilla.example";

describe(`every mail signs with the identity in force (${TEST_DB_KIND})`, () => {
  const { db, buyCard, cartWith } = giftCardShop();
  let mailer: Mailer;

  beforeAll(async () => {
    mailer = new Mailer(db(), { from: "Stilla <butik@example.se>" });
    const saved = await changeSiteSettings(db(), SettingsFormSchema.parse({ intent: "save_identity", ...identityFormValues(OWN) }), { actorEmail: actor.email, now });
    expect(saved).toEqual({ ok: true, section: "identity" });
  });

  /** The newest mail of `kind` to `to`. */
  async function mailOf(kind: string, to: string) {
    const [m] = await db().select().from(outbox).where(and(eq(outbox.kind, kind), eq(outbox.to, to))).orderBy(desc(outbox.id)).limit(1);
    expect(m, `${kind} to ${to}`).toBeDefined();
    return m!;
  }
  function expectOwnIdentity(m: { text: string; html: string | null }, signed = true) {
    if (signed) expect(m.text).toContain(SIGNATURE);
    for (const part of [m.text, m.html ?? ""]) expect(part).not.toContain(EXAMPLE_IDENTITY.email);
  }

  it("gift cards: the recipient's card, the buyer's copy and a card sent again", async () => {
    const bought = await buyCard(30_000);
    expectOwnIdentity(await mailOf("gift_card", recipient.recipientEmail));
    const [copy] = await db().select().from(outbox).where(eq(outbox.kind, "gift_card_copy")).orderBy(desc(outbox.id)).limit(1);
    expectOwnIdentity(copy!);
    expect(copy!.text).toContain(`skriv till ${OWN.email}, så skickar vi presentkortet igen`);
    const again = await resendGiftCard(db(), bought.card.id, deps, actor, now);
    const [resent] = await db().select().from(outbox).where(eq(outbox.id, again!));
    expectOwnIdentity(resent!);
  });

  it("an order: its confirmation (seller, form, complaint address), the shipping mail and the refund", async () => {
    const c = await cartWith([["sleep", 1]]);
    const email = `${c.userId}@example.se`;
    // The confirmation as the checkout queues it (order-mail.server.ts), from the identity in force.
    const confirmationMail = confirmationMailFor({ publicUrl: PUBLIC_URL, invoiceDueDays: 14 }, await getShopFacts(db()));
    const placed = await placeOrder(db(), { ...c, form: form({ email }), now, confirmationMail });
    const built = await mailOf("order_confirmation", email);
    expect(built.text).toContain(`Till: ${OWN.legalName}, ${OWN.street}, ${OWN.postalCode} ${OWN.city}, ${OWN.email}`);
    expect(built.text).toContain(`Kontakta oss på ${OWN.email}, berätta vilken order det gäller`);
    expect(built.text).toContain(`Säljare: ${OWN.legalName}, org.nr ${OWN.orgNumber}`);
    expectOwnIdentity(built);

    for (const action of [{ type: "mark_paid" }, { type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "AB123456789SE" }] as const) {
      expect(await runDeskAction(db(), placed.orderId, action, "admin", now, deps)).toMatchObject({ ok: true });
    }
    expectOwnIdentity(await mailOf("order_shipped", email));

    const refunded = await refundOrder(db(), { actor, now, publicUrl: PUBLIC_URL, restock: true, reason: "Skadad vid leverans", orderId: placed.orderId, request: { lines: [], shipping: true } });
    expect(refunded).toMatchObject({ ok: true });
    expectOwnIdentity(await mailOf("refund", email));
  });

  it("the newsletter's confirmation and welcome", async () => {
    const env = { publicUrl: PUBLIC_URL, secret: "s".repeat(40) };
    const to = `brev-${Date.now().toString(36)}@example.se`;
    expect(await subscribe(db(), mailer, { email: to, clientKey: "10.9.0.1", now }, env)).toMatchObject({ status: "accepted" });
    const confirm = await mailOf("newsletter_confirmation", to);
    expectOwnIdentity(confirm);
    const token = decodeURIComponent(/bekrafta\?token=(\S+)/.exec(confirm.text)![1]!);
    expect(await confirmSubscription(db(), mailer, { token, now }, env)).toMatchObject({ status: "confirmed" });
    expectOwnIdentity(await mailOf("newsletter_welcome", to));
  });

  it("the contact form: the shop's mailbox gets the message, the sender the receipt; the owner's reply", async () => {
    const from = `fraga-${Date.now().toString(36)}@example.se`;
    const message = { name: "Åsa Öberg", email: from, subject: "Fråga om Sleep", message: "Hur länge ska teet dra?" };
    expect(await submitContactMessage(db(), mailer, { message, honeypot: "", userId: null, clientKey: "10.9.0.2", now })).toMatchObject({ status: "sent" });
    expect((await mailOf("contact_message", OWN.email)).text).toContain("Hur länge ska teet dra?");
    expectOwnIdentity(await mailOf("contact_receipt", from));
    const [row] = await db().select().from(contactMessage).where(eq(contactMessage.email, from));
    expect(await replyToMessage(db(), row!.id, "Fem minuter.", actor, now)).not.toBeNull();
    expectOwnIdentity(await mailOf("contact_reply", from));
  });

  it("a hidden review's notice and the erasure notice", async () => {
    const author = await createCustomer(db());
    await upsertReview(db(), { userId: author.userId, productId: "teapot", rating: 1, title: "Ring 070-1234567", comment: "Ring mig.", now });
    const target = (await listReviews(db(), "teapot")).find((r) => r.title === "Ring 070-1234567")!;
    expect(await hideReview(db(), target.id, "Innehåller ett telefonnummer", actor, now)).toMatchObject({ ok: true, changed: true });
    expectOwnIdentity(await mailOf("review_hidden", author.email));

    const leaving = await createCustomer(db());
    expect(await eraseCustomer(db(), leaving.userId, actor, now)).toMatchObject({ status: "erased" });
    const erased = await mailOf("customer_erased", leaving.email);
    expect(erased.text).toContain(`skriv till ${OWN.email}.`);
    expectOwnIdentity(erased, false);
  });

  describe("accounts", () => {
    let auth: Auth;
    beforeAll(() => {
      auth = createAuth({ db: db(), mailer, secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3999 });
    });
    const post = (path: string, body: unknown, ip: string, cookie?: string) =>
      auth.handler(
        new Request(`${PUBLIC_URL}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      );

    it("the password reset link and the e-mail change's link and notice", async () => {
      const email = `konto-${Date.now().toString(36)}@example.se`;
      const signedUp = await post("/sign-up/email", { name: "Bo Ek", email, password: "hemligt-lösen" }, "10.9.1.1");
      expect(signedUp.status).toBe(200);
      expect((await post("/request-password-reset", { email, redirectTo: "/auth/nytt-losenord" }, "10.9.1.2")).status).toBe(200);
      expectOwnIdentity(await mailOf("password_reset", email));

      const cookie = signedUp.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      const next = `ny-${email}`;
      expect((await post("/change-email", { newEmail: next, currentPassword: "hemligt-lösen", callbackURL: "/konto?epost=bytt" }, "10.9.1.3", cookie)).status).toBe(200);
      expectOwnIdentity(await mailOf("email_change", next));
      const notice = await mailOf("email_change_notice", email);
      expect(notice.text).toContain(`kontakta oss på ${OWN.email}.`);
      expectOwnIdentity(notice);
    });
  });
});
