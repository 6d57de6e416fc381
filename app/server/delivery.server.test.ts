/**
 * Delivery at checkout against the real database and the PostNord double (issue #39, ADR 083): the options and the
 * picker, the order that stores its service point, and every refusal (a tampered option or point, a letter too
 * heavy, the carrier down), with no carrier configured working as before.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { startPostnordDouble, type PostnordDouble } from "../../tests/doubles/postnord-double";
import { SettingsFormSchema } from "~/domain/site-settings";
import { CheckoutSchema } from "~/payments/registry";
import { addGiftCard, findCart } from "./carts.server";
import { postnordProvider } from "./carriers/postnord.server";
import { configuredCarrier } from "./carriers/carriers.server";
import type { CarrierProvider } from "./carriers/provider.server";
import { loadCheckout, newIdempotencyKey, placeCheckoutOrder } from "./checkout.server";
import type { Database } from "./db.server";
import { resolveDeliveryChoice } from "./delivery.server";
import { order } from "./schema";
import { changeSiteSettings } from "./site-settings.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { customerWithCart } from "./test-factories";

const now = new Date("2026-11-25T09:00:00Z");
const form = (over: Record<string, string> = {}) =>
  CheckoutSchema.parse({ name: "Åsa Öberg", email: "asa@example.se", address: "Hornsgatan 12", city: "Stockholm", postalCode: "11820", paymentMethod: "invoice", idempotencyKey: newIdempotencyKey(), ...over });
const noQuery = { option: null, postalCode: null, pointId: null };

describe(`delivery at checkout (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let double: PostnordDouble;
  let carrier: CarrierProvider;
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });
  beforeAll(async () => {
    double = await startPostnordDouble();
    carrier = postnordProvider({ apiKey: double.apiKey, apiBase: double.url });
  });
  afterAll(() => double.close());

  /** The whole place-order path as the route runs it: the choice resolved with the carrier, then the order. */
  async function place(userId: string, f: ReturnType<typeof form>, sent: { deliveryOption?: string; servicePointId?: string; servicePointPostalCode?: string }, c: CarrierProvider | null = carrier) {
    const choice = await resolveDeliveryChoice({ deliveryOption: sent.deliveryOption, servicePointId: sent.servicePointId, servicePointPostalCode: sent.servicePointPostalCode, addressPostalCode: f.postalCode }, c);
    if (!choice.ok) return { ok: false as const, message: choice.message, stage: "choice" };
    const placed = await placeCheckoutOrder(db, { userId, form: f, now, delivery: choice.choice, carrierConfigured: c !== null });
    return placed.ok ? { ...placed, stage: "placed" } : { ...placed, stage: "order" };
  }
  const orderRow = async (id: string) => (await db.select().from(order).where(eq(order.id, id)))[0]!;

  it("lists the options with the picker's nearest points, and prices the cart with the chosen one", async () => {
    const c = await customerWithCart(db, [["sleep-mini", 1]]);
    const row = (await findCart(db, { userId: c.userId }))!;
    const who = { id: c.userId, email: c.email };
    const view = await loadCheckout(db, row, who, now, { carrier, query: { option: "postnord-service-point", postalCode: "118 20", pointId: null } });
    expect(view!.delivery.options.map((o) => `${o.id}:${o.priceOre}`)).toEqual(["postnord-service-point:4900", "postnord-home:4900", "letter:2900"]);
    expect(view!.delivery.picker!.postalCode).toBe("11820");
    expect(view!.delivery.picker!.points).toHaveLength(5);
    expect(view!.delivery.picker!.points[0]).toMatchObject({ id: "SE-1182002", name: "PostNord Paketskåp Mariatorget", kind: "paketskap", city: "Stockholm", openingHours: ["Mån–Sön 00:00–23:59"] });
    expect(view!.delivery.picker!.chosenId).toBe("SE-1182002");
    const letter = await loadCheckout(db, row, who, now, { carrier, query: { ...noQuery, option: "letter" } });
    expect(letter!.delivery.chosen).toBe("letter");
    expect(letter!.cart.priced.shippingOre).toBe(2900);
    expect(letter!.delivery.picker).toBeNull();
    // A malformed postal code is the shopper's message, not a call to PostNord.
    const calls = double.servicePoints.calls.length;
    const bad = await loadCheckout(db, row, who, now, { carrier, query: { option: "postnord-service-point", postalCode: "12", pointId: null } });
    expect(bad!.delivery.picker!.postalCodeError).toMatch(/fem siffror/);
    expect(double.servicePoints.calls.length).toBe(calls);
  });

  it("a checkout with a chosen service point ends in an order that stores it as PostNord described it", async () => {
    const c = await customerWithCart(db, [["calm", 1]]);
    const placed = await place(c.userId, form(), { deliveryOption: "postnord-service-point", servicePointId: "SE-1172801", servicePointPostalCode: "11820" });
    expect(placed.stage).toBe("placed");
    const o = await orderRow((placed as { orderId: string }).orderId);
    expect(o.deliveryOption).toBe("postnord-service-point");
    expect(o.servicePoint).toMatchObject({ id: "SE-1172801", name: "ICA Nära Hornstull", kind: "ombud", street: "Hornsgatan 100", postalCode: "11728", city: "Stockholm" });
    expect(o.servicePoint!.openingHours).toEqual(["Mån–Fre 08:00–21:00", "Lör–Sön 09:00–20:00"]);
    expect(o.shippingOre).toBe(4900);
    expect(o.totalOre).toBe(24_900 + 4900);
  });

  it("without a chosen point, the point nearest to the delivery address's postal code", async () => {
    const c = await customerWithCart(db, [["focus", 1]]);
    const placed = await place(c.userId, form({ postalCode: "903 26", city: "Umeå" }), { deliveryOption: "postnord-service-point" });
    expect(placed.stage).toBe("placed");
    expect((await orderRow((placed as { orderId: string }).orderId)).servicePoint).toMatchObject({ id: "SE-9032612", city: "Umeå" });
  });

  it("refuses a point that is not PostNord's near the code searched, an unknown option, and the carrier down: nothing is written", async () => {
    const c = await customerWithCart(db, [["calm", 1]]);
    const before = (await db.select().from(order)).length;
    const foreign = await place(c.userId, form(), { deliveryOption: "postnord-service-point", servicePointId: "SE-FAKE-1", servicePointPostalCode: "11820" });
    expect(foreign).toMatchObject({ ok: false, message: expect.stringMatching(/finns inte bland PostNords ombud/) });
    const unknown = await place(c.userId, form(), { deliveryOption: "drone" });
    expect(unknown).toMatchObject({ ok: false, message: "Välj ett leveranssätt." });
    double.servicePoints.failNext(503);
    const down = await place(c.userId, form(), { deliveryOption: "postnord-service-point", servicePointId: "SE-1172801", servicePointPostalCode: "11820" });
    expect(down).toMatchObject({ ok: false, message: expect.stringMatching(/når inte PostNord/) });
    expect((await db.select().from(order)).length).toBe(before);
    expect((await findCart(db, { userId: c.userId }))).not.toBeNull();
  });

  it("the price comes from the server: a letter is charged the letter's fee, and refused when the parcel is too heavy", async () => {
    const light = await customerWithCart(db, [["sleep-mini", 2]]); // 140 g
    const placed = await place(light.userId, form(), { deliveryOption: "letter" });
    expect(placed.stage).toBe("placed");
    const o = await orderRow((placed as { orderId: string }).orderId);
    expect([o.deliveryOption, o.servicePoint, o.shippingOre]).toEqual(["letter", null, 2900]);

    const heavy = await customerWithCart(db, [["teapot", 1]]); // 900 g
    const refused = await place(heavy.userId, form(), { deliveryOption: "letter" });
    expect(refused).toMatchObject({ ok: false, stage: "order", kind: "delivery", message: expect.stringMatching(/för tung/) });
    expect(await findCart(db, { userId: heavy.userId })).not.toBeNull();
  });

  it("the owner's settings decide: a turned-off option is refused, new prices are charged", async () => {
    const saved = await changeSiteSettings(
      db,
      SettingsFormSchema.parse({ intent: "save_delivery", servicePointOffered: "on", servicePointFee: "39", letterFee: "19", letterMaxGrams: "250" }),
      { actorEmail: "agare@stilla.se", now },
    );
    expect(saved.ok).toBe(true);
    try {
      const c = await customerWithCart(db, [["sleep-mini", 1]]);
      expect(await place(c.userId, form(), { deliveryOption: "letter" })).toMatchObject({ ok: false, kind: "delivery", message: expect.stringMatching(/erbjuder vi inte/) });
      const placed = await place(c.userId, form(), { deliveryOption: "postnord-service-point", servicePointId: "SE-1182002", servicePointPostalCode: "11820" });
      expect((await orderRow((placed as { orderId: string }).orderId)).shippingOre).toBe(3900);
    } finally {
      await changeSiteSettings(db, SettingsFormSchema.parse({ intent: "save_delivery", servicePointOffered: "on", servicePointFee: "49", letterOffered: "on", letterFee: "29", letterMaxGrams: "250" }), { actorEmail: "agare@stilla.se", now });
    }
  });

  it("no carrier configured: home delivery at the shop's fee, no picker, a service point refused", async () => {
    expect(configuredCarrier({ postnord: null })).toBeNull();
    const c = await customerWithCart(db, [["calm", 1]]);
    const view = await loadCheckout(db, (await findCart(db, { userId: c.userId }))!, { id: c.userId, email: c.email }, now, { carrier: null, query: { ...noQuery, option: "postnord-service-point" } });
    expect(view!.delivery.chosen).toBe("postnord-home");
    expect(view!.delivery.picker).toBeNull();
    expect(view!.cart.priced.shippingOre).toBe(4900);
    expect(await place(c.userId, form(), { deliveryOption: "postnord-service-point", servicePointId: "SE-1182002", servicePointPostalCode: "11820" }, null)).toMatchObject({ ok: false, message: expect.stringMatching(/erbjuder vi inte/) });
    // As before options existed: nothing sent is home delivery.
    const placed = await place(c.userId, form(), {}, null);
    const o = await orderRow((placed as { orderId: string }).orderId);
    expect([o.deliveryOption, o.servicePoint, o.shippingOre]).toEqual(["postnord-home", null, 4900]);
  });

  it("a gift-card-only order ships nothing: no option, no fee", async () => {
    const c = await customerWithCart(db, []);
    const row = (await findCart(db, { userId: c.userId }))!;
    await addGiftCard(db, row.id, { amountOre: 50_000, recipientName: "Bo", recipientEmail: "bo@example.se", senderName: "Åsa", message: "" });
    const view = await loadCheckout(db, row, { id: c.userId, email: c.email }, now, { carrier, query: noQuery });
    expect(view!.delivery.options).toEqual([]);
    expect(view!.delivery.chosen).toBeNull();
    const placed = await place(c.userId, form(), { deliveryOption: "" });
    const o = await orderRow((placed as { orderId: string }).orderId);
    expect([o.deliveryOption, o.servicePoint, o.shippingOre, o.totalOre]).toEqual([null, null, 0, 50_000]);
  });
});
