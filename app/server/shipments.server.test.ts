/**
 * Booking a parcel and following it (issue #39, ADR 084), against the PostNord double over HTTP, on both databases:
 * booking twice books one parcel (the shipment row is unique, and the carrier's key gives the same parcel when two
 * bookings race), the label is a real PDF, the order is shipped with the shipping mail; repeated polls add no
 * duplicate events; an unknown status shows as "på väg"; two pollers claim each parcel once; the carrier's delivered
 * event moves the order to delivered by the shop itself, with one delivered mail; the ready-to-collect mail once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { startPostnordDouble, type PostnordDouble } from "../../tests/doubles/postnord-double";
import { runDeskAction } from "./admin-orders.server";
import { postnordProvider } from "./carriers/postnord.server";
import type { CarrierProvider } from "./carriers/provider.server";
import { order, orderEvent, orderItem, outbox, product, shipment, shipmentEvent } from "./schema";
import { bookShipment, bookShipments, claimDueShipments, parcelOf, pollParcels, pollShipment, shipmentLabel, type PollDeps } from "./shipments.server";
import { getShopIdentity } from "./shop-identity.server";
import { eraseCustomer } from "./customer-data.server";
import { raceName, TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { placedOrder } from "./test-factories";

const SECRET = "test-secret-for-parcels-0123456789abcdef";
const admin = { id: "admin-parcels", email: "agare@stilla.se" };
const POINT = { id: "SE-123456", name: "ICA Nära Hornstull", kind: "ombud" as const, street: "Hornsgatan 100", postalCode: "11728", city: "Stockholm", distanceM: 350, openingHours: ["Mån–Fre 08–21"] };

describe(`parcels booked and followed (${TEST_DB_KIND})`, () => {
  const seeded = useSeededDatabase({ admin: { id: admin.id, email: admin.email } });
  const db = () => seeded.db;
  let double: PostnordDouble;
  let carrier: CarrierProvider;
  let clock = new Date("2026-11-30T08:00:00Z").getTime();
  const now = () => new Date(clock);
  const deps = () => ({ carrier, secret: SECRET, publicUrl: "https://stilla.example" });
  const pollDeps = (): PollDeps => ({ carrierOf: (id) => (id === carrier.id ? carrier : undefined), publicUrl: "https://stilla.example", secret: SECRET });

  beforeAll(async () => {
    double = await startPostnordDouble();
    carrier = postnordProvider({ apiKey: double.apiKey, apiBase: double.url });
    double.shipments.nameServicePoint(POINT.id, POINT.name);
    await db().update(product).set({ shippingWeightGrams: 180 });
  });
  afterAll(async () => double?.close());

  /** A paid order being packed, to a service point (set directly: the checkout's part builds the choice). */
  async function packedOrder(opts: { option?: "postnord-service-point" | "postnord-home" } = {}) {
    clock += 60_000;
    const placed = await placedOrder(db(), [["sleep", 2], ["calm", 1]], { now: now(), form: { paymentMethod: "invoice" } });
    const option = opts.option ?? "postnord-service-point";
    await db().update(order).set({ deliveryOption: option, servicePoint: option === "postnord-service-point" ? POINT : null }).where(eq(order.id, placed.id));
    expect(await runDeskAction(db(), placed.id, { type: "processing" }, admin.id, now(), deps())).toMatchObject({ ok: true });
    const [row] = await db().select().from(order).where(eq(order.id, placed.id));
    return row!;
  }
  const mails = (to: string, kind: string) => db().select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, kind)));
  const shipmentOf = async (orderId: string) => (await db().select().from(shipment).where(eq(shipment.orderId, orderId)))[0]!;
  const eventsOf = async (shipmentId: number) => db().select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, shipmentId));
  /** Makes this parcel (and no other) due now and polls it as one worker. */
  async function pollNow(orderId: string, worker = "worker-a") {
    await db().update(shipment).set({ nextPollAt: null }).where(ne(shipment.orderId, orderId));
    await db().update(shipment).set({ nextPollAt: now() }).where(eq(shipment.orderId, orderId));
    return pollParcels(db(), worker, now(), pollDeps());
  }

  it("a product without a shipping weight is not booked with a guessed weight: the owner is told to weigh it", async () => {
    const o = await packedOrder();
    const asked = double.shipments.bookingRequests.length;
    await db().update(product).set({ shippingWeightGrams: 0 }).where(eq(product.id, "calm"));
    try {
      const refused = await bookShipment(db(), o.id, admin, now(), deps());
      expect(refused).toMatchObject({ ok: false, message: "En produkt i ordern saknar fraktvikt. Ange den i produktens uppgifter (Fraktvikt i gram) och boka sedan frakten." });
      expect(double.shipments.bookingRequests.length).toBe(asked);
    } finally {
      await db().update(product).set({ shippingWeightGrams: 180 }).where(eq(product.id, "calm"));
    }
  });

  it("erasing the customer takes the label (it carries the address); the tracking number stays", async () => {
    const o = await packedOrder();
    const result = await bookShipment(db(), o.id, admin, now(), deps());
    if (!result.ok) throw new Error(result.message);
    expect((await shipmentLabel(db(), o.id))?.pdf).toBeTruthy();
    expect(await runDeskAction(db(), o.id, { type: "mark_paid" }, admin.id, now(), deps())).toMatchObject({ ok: true });
    expect((await eraseCustomer(db(), o.userId!, admin, now())).status).toBe("erased");
    const s = await shipmentOf(o.id);
    expect(s.labelPdf).toBeNull();
    expect(s.trackingNumber).toBe(result.trackingNumber);
  });

  it("books a MyPack Collect parcel to the chosen service point, keeps its PDF label and marks the order shipped with the shipping mail", async () => {
    const o = await packedOrder();
    const result = await bookShipment(db(), o.id, admin, now(), deps());
    expect(result).toMatchObject({ ok: true, orderNumber: o.number, alreadyBooked: false });
    if (!result.ok) throw new Error(result.message);
    const sent = double.shipments.bookingRequests.at(-1)!.shipment![0]!;
    expect(sent.service?.basicServiceCode).toBe("19");
    expect(sent.parties?.deliveryParty?.partyIdentification?.partyId).toBe(POINT.id);
    // Every packed unit at 180 g (the free gift too; gift cards weigh nothing).
    const [units] = await db().select({ n: sql<number>`sum(quantity)::int` }).from(orderItem).where(and(eq(orderItem.orderId, o.id), ne(orderItem.kind, "gift_card")));
    expect(sent.totalGrossWeight).toEqual({ value: (units!.n * 180) / 1000, unit: "KGM" });
    expect(sent.references?.[0]?.referenceNo).toBe(String(o.number));
    // The sender is the shop as its owner saved it (ADR 063), not a placeholder.
    const { identity } = await getShopIdentity(db());
    expect(JSON.stringify(sent)).toContain(identity.street);
    expect(JSON.stringify(sent)).toContain(identity.legalName);
    const label = await shipmentLabel(db(), o.id);
    expect(label!.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(label!.trackingNumber).toBe(result.trackingNumber);
    const [after] = await db().select().from(order).where(eq(order.id, o.id));
    expect(after).toMatchObject({ status: "shipped", carrier: "PostNord", trackingNumber: result.trackingNumber });
    const shipped = await mails(o.shippingEmail, "order_shipped");
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain(`Spårningsnummer: ${result.trackingNumber}`);
    expect(await parcelOf(db(), o.id)).toMatchObject({ trackingNumber: result.trackingNumber, state: "booked", events: [], hasLabel: true });
  });

  it("booking twice books one parcel: two at once ask the carrier once (the other is told it is under way); a second click answers with the first parcel", async () => {
    const o = await packedOrder({ option: "postnord-home" });
    const before = double.shipments.bookings().length;
    const asked = double.shipments.bookingRequests.length;
    // The carrier takes its time, so the second click surely comes while the first booking waits for it.
    double.shipments.delayMs = 1_500;
    const first = bookShipment(db(), o.id, admin, now(), deps());
    await new Promise((r) => setTimeout(r, 100));
    const both = await Promise.all([first, bookShipment(db(), o.id, admin, now(), deps())]).finally(() => {
      double.shipments.delayMs = 0;
    });
    const a = both.find((r) => r.ok);
    if (!a?.ok) throw new Error("neither booking went through");
    expect(both.find((r) => !r.ok)).toMatchObject({ ok: false, message: `Frakten för order ${o.number} bokas just nu. Vänta en stund och ladda om sidan.` });
    expect(double.shipments.bookingRequests.length, "the carrier is asked once").toBe(asked + 1);
    const again = await bookShipment(db(), o.id, admin, now(), deps());
    expect(again).toMatchObject({ ok: true, alreadyBooked: true, trackingNumber: a.trackingNumber });
    expect(double.shipments.bookings().length).toBe(before + 1);
    expect(await db().select().from(shipment).where(eq(shipment.orderId, o.id))).toHaveLength(1);
    expect(await mails(o.shippingEmail, "order_shipped")).toHaveLength(1);
    expect(double.shipments.bookingRequests.at(-1)!.shipment![0]!.service?.basicServiceCode).toBe("17");
  });

  it("a carrier that refuses or does not answer changes nothing; the next try books with the same key", async () => {
    const o = await packedOrder();
    double.shipments.fail(1, 503);
    const refused = await bookShipment(db(), o.id, admin, now(), deps());
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.message).toMatch(/^PostNord kunde inte boka frakten: PostNord avvisade bokningen \(HTTP 503\)/);
    expect((await db().select().from(order).where(eq(order.id, o.id)))[0]!.status).toBe("processing");
    expect(await mails(o.shippingEmail, "order_shipped")).toHaveLength(0);
    const retried = await bookShipment(db(), o.id, admin, now(), deps());
    expect(retried).toMatchObject({ ok: true });
    const keys = double.shipments.bookingRequests.slice(-2).map((r) => r.messageId);
    expect(keys[0]).toBe(keys[1]);
  });

  it("a booking without a clear answer (a gateway timeout) may have booked: the next one waits for the owner's word, and books with the same key", async () => {
    const o = await packedOrder();
    double.shipments.fail(1, 504);
    const unanswered = await bookShipment(db(), o.id, admin, now(), deps());
    expect(unanswered).toMatchObject({ ok: false, unanswered: true });
    expect(!unanswered.ok && unanswered.message).toMatch(/^Det gick inte att se om PostNord bokade frakten \(.*HTTP 504.*\)\. Den kan vara bokad/);
    expect((await shipmentOf(o.id)).bookingUnansweredAt).toEqual(now());
    const asked = double.shipments.bookingRequests.length;
    // A second click, and the bulk booking, ask the owner first and send nothing.
    const again = await bookShipment(db(), o.id, admin, now(), deps());
    expect(again).toMatchObject({ ok: false, unanswered: true, message: expect.stringContaining("Boka igen ändå") });
    expect((await bookShipments(db(), [o.id], admin, now(), deps())).refused).toHaveLength(1);
    expect(double.shipments.bookingRequests.length).toBe(asked);
    expect((await db().select().from(order).where(eq(order.id, o.id)))[0]!.status).toBe("processing");
    // The owner has looked at PostNord's portal: booked again, with the same key; the mark is gone.
    const confirmed = await bookShipment(db(), o.id, admin, now(), deps(), { confirmUnanswered: true });
    expect(confirmed).toMatchObject({ ok: true, alreadyBooked: false });
    const keys = double.shipments.bookingRequests.slice(-2).map((r) => r.messageId);
    expect(keys[0]).toBe(keys[1]);
    expect(await shipmentOf(o.id)).toMatchObject({ bookingUnansweredAt: null, lockedUntil: null });
  });

  it("a booking whose process died leaves a lease that runs out: a minute later the order can be booked", async () => {
    const o = await packedOrder();
    await db().insert(shipment).values({ orderId: o.id, carrierId: carrier.id, idempotencyKey: `stilla-order-${o.id}-parcel`, lockedBy: "booking", lockedUntil: new Date(clock + 60_000), createdAt: now(), updatedAt: now() });
    expect(await bookShipment(db(), o.id, admin, now(), deps())).toMatchObject({ ok: false, message: expect.stringContaining("bokas just nu") });
    clock += 61_000;
    expect(await bookShipment(db(), o.id, admin, now(), deps())).toMatchObject({ ok: true });
  });

  it("several orders at once: each packed order booked with its own parcel and label, the others refused by number", async () => {
    const a = await packedOrder();
    const b = await packedOrder({ option: "postnord-home" });
    clock += 60_000;
    const notPacked = await placedOrder(db(), [["focus", 1]], { now: now(), form: { paymentMethod: "invoice" } });
    const result = await bookShipments(db(), [a.id, notPacked.id, b.id], admin, now(), deps());
    expect(result.booked.map((o) => o.number)).toEqual([a.number, b.number]);
    expect(new Set(result.booked.map((o) => o.trackingNumber)).size).toBe(2);
    expect(result.refused).toEqual([{ id: notPacked.id, number: notPacked.number, message: "Ordern kan inte skickas nu: börja packa den först." }]);
    for (const o of [a, b]) expect((await shipmentLabel(db(), o.id))!.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  it("an order not being packed is not booked", async () => {
    clock += 60_000;
    const placed = await placedOrder(db(), [["focus", 1]], { now: now(), form: { paymentMethod: "invoice" } });
    const before = double.shipments.bookingRequests.length;
    expect(await bookShipment(db(), placed.id, admin, now(), deps())).toMatchObject({ ok: false, message: "Ordern kan inte skickas nu: börja packa den först." });
    expect(double.shipments.bookingRequests.length).toBe(before);
    expect(await bookShipment(db(), "finns-inte", admin, now(), deps())).toMatchObject({ ok: false, notFound: true });
  });

  it("repeated polls add no duplicate events; an unknown status is 'på väg'; ready to collect mails once, with where", async () => {
    const o = await packedOrder();
    const booked = await bookShipment(db(), o.id, admin, now(), deps());
    if (!booked.ok) throw new Error(booked.message);
    const tn = booked.trackingNumber;
    double.shipments.script(tn, [
      { eventCode: "EDI_RECEIVED", status: "INFORMED", eventTime: "2026-11-30T10:00:00", eventDescription: "Försändelsen är föranmäld." },
      { eventCode: "PICKED_UP", status: "EN_ROUTE", eventTime: "2026-11-30T17:12:00", eventDescription: "Försändelsen har lämnats in.", location: { displayName: "Terminal Årsta", city: "Stockholm" } },
      { eventCode: "NEW_SORTING_CODE_99", eventTime: "2026-12-01T04:30:00", eventDescription: "Försändelsen har sorterats.", location: { displayName: "Terminal Rosersberg" } },
      { eventCode: "AVAILABLE", status: "AVAILABLE_FOR_DELIVERY", eventTime: "2026-12-01T11:02:00", eventDescription: "Försändelsen finns att hämta.", location: { displayName: "ICA Nära Hornstull", city: "Stockholm" } },
    ]);
    double.shipments.advance(tn, 2);
    clock += 3_600_000;
    expect(await pollNow(o.id)).toBe(1);
    const s = await shipmentOf(o.id);
    expect((await eventsOf(s.id)).length).toBe(2);
    expect(s.state).toBe("on_its_way");
    expect(s.quietPolls).toBe(0);
    expect(s.nextPollAt!.getTime() - clock).toBe(15 * 60_000);
    // The same answer again: nothing added, the pause doubles.
    await pollNow(o.id);
    expect((await eventsOf(s.id)).length).toBe(2);
    expect((await shipmentOf(o.id)).nextPollAt!.getTime() - clock).toBe(30 * 60_000);
    // A code the shop does not know: stored as given, shown as "på väg".
    double.shipments.advance(tn, 1);
    await pollNow(o.id);
    const unknown = (await parcelOf(db(), o.id))!;
    expect(unknown.state).toBe("on_its_way");
    expect(unknown.events[0]).toMatchObject({ state: "on_its_way", description: "Försändelsen har sorterats.", location: "Terminal Rosersberg", at: "2026-12-01T03:30:00.000Z" });
    // Ready at the service point: one mail saying where, however often it is polled.
    double.shipments.advance(tn, 1);
    await pollNow(o.id);
    await pollNow(o.id);
    const ready = await mails(o.shippingEmail, "parcel_ready");
    expect(ready).toHaveLength(1);
    expect(ready[0]!.text).toContain(`Ditt paket med order ${o.number} finns att hämta hos ICA Nära Hornstull, Stockholm.`);
    expect(ready[0]!.text).toContain("PostNord: Försändelsen finns att hämta.");
    expect(await parcelOf(db(), o.id)).toMatchObject({ state: "ready_for_pickup", pickupPlace: "ICA Nära Hornstull, Stockholm" });
    expect((await eventsOf(s.id)).length).toBe(4);
    expect((await db().select().from(order).where(eq(order.id, o.id)))[0]!.status).toBe("shipped");
  });

  it("the carrier's delivered event moves the order to delivered (the shop itself, at the carrier's time) and mails once; the poll then stops", async () => {
    const o = await packedOrder();
    const booked = await bookShipment(db(), o.id, admin, now(), deps());
    if (!booked.ok) throw new Error(booked.message);
    double.shipments.script(booked.trackingNumber, [
      { eventCode: "PICKED_UP", status: "EN_ROUTE", eventTime: "2026-12-01T09:00:00", eventDescription: "Försändelsen har lämnats in." },
      { eventCode: "DELIVERED", status: "DELIVERED", eventTime: "2026-12-02T14:20:00", eventDescription: "Försändelsen har lämnats ut till mottagaren.", location: { displayName: "ICA Nära Hornstull", city: "Stockholm" } },
      { eventCode: "DELIVERED", status: "DELIVERED", eventTime: "2026-12-02T14:20:00", eventDescription: "Försändelsen har lämnats ut till mottagaren.", location: { displayName: "ICA Nära Hornstull", city: "Stockholm" } },
    ]);
    double.shipments.advance(booked.trackingNumber, 3);
    clock += 86_400_000;
    await pollNow(o.id);
    await pollNow(o.id);
    const [after] = await db().select().from(order).where(eq(order.id, o.id));
    expect(after).toMatchObject({ status: "delivered", deliveredAt: new Date("2026-12-02T13:20:00Z") });
    const statusEvents = await db().select().from(orderEvent).where(and(eq(orderEvent.orderId, o.id), eq(orderEvent.toStatus, "delivered")));
    expect(statusEvents).toHaveLength(1);
    expect(statusEvents[0]).toMatchObject({ actorUserId: null, note: "PostNord: Försändelsen har lämnats ut till mottagaren." });
    const delivered = await mails(o.shippingEmail, "parcel_delivered");
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.text).toContain(`PostNord har levererat ditt paket med order ${o.number} (ICA Nära Hornstull, Stockholm).`);
    // Delivered straight from "på väg": no ready mail afterwards, no second delivered mail.
    expect(await mails(o.shippingEmail, "parcel_ready")).toHaveLength(0);
    const s = await shipmentOf(o.id);
    expect(s.state).toBe("delivered");
    expect(s.nextPollAt).toBeNull();
    expect((await eventsOf(s.id)).length).toBe(2);
  });

  it("a failing carrier is asked again later, with the pause growing", async () => {
    const o = await packedOrder();
    const booked = await bookShipment(db(), o.id, admin, now(), deps());
    if (!booked.ok) throw new Error(booked.message);
    double.shipments.fail(1, 500);
    await pollNow(o.id);
    const s = await shipmentOf(o.id);
    expect(s.lastError).toMatch(/HTTP 500/);
    expect(s.quietPolls).toBe(1);
    expect(s.nextPollAt!.getTime() - clock).toBe(30 * 60_000);
    expect(s.lockedBy).toBeNull();
  });

  it(raceName("two pollers at once: each due parcel is claimed and polled once"), async () => {
    const orders = [];
    for (let i = 0; i < 4; i++) {
      const o = await packedOrder({ option: "postnord-home" });
      const b = await bookShipment(db(), o.id, admin, now(), deps());
      if (!b.ok) throw new Error(b.message);
      double.shipments.script(b.trackingNumber, [{ eventCode: "X", status: "EN_ROUTE", eventTime: "2026-12-01T09:00:00", eventDescription: "På väg." }], 1);
      orders.push({ id: o.id, tn: b.trackingNumber });
    }
    // Only the four are due.
    const ids = orders.map((o) => o.id);
    await db().update(shipment).set({ nextPollAt: null });
    clock += 3_600_000;
    await db().update(shipment).set({ nextPollAt: now() }).where(inArray(shipment.orderId, ids));
    const calls = (tn: string) => double.shipments.trackCalls.get(tn) ?? 0;
    const before = orders.map((o) => calls(o.tn));
    // Two claims at once (on PostgreSQL each on its own connection): disjoint.
    const [ca, cb] = await Promise.all([claimDueShipments(db(), "claim-a", now()), claimDueShipments(db(), "claim-b", now())]);
    expect(ca.length + cb.length).toBe(4);
    expect(new Set([...ca, ...cb].map((s) => s.id)).size).toBe(4);
    // A claimed parcel is not claimed again while the lease runs.
    expect(await claimDueShipments(db(), "claim-c", now())).toEqual([]);
    await Promise.all([...ca.map((s) => pollShipment(db(), s, "claim-a", now(), pollDeps())), ...cb.map((s) => pollShipment(db(), s, "claim-b", now(), pollDeps()))]);
    // Two whole poll passes at once, after everything is due again: each parcel is asked once.
    clock += 3_600_000;
    await db().update(shipment).set({ nextPollAt: now() }).where(inArray(shipment.orderId, ids));
    const mid = orders.map((o) => calls(o.tn));
    const [pa, pb] = await Promise.all([pollParcels(db(), "worker-a", now(), pollDeps()), pollParcels(db(), "worker-b", now(), pollDeps())]);
    expect(pa + pb).toBe(4);
    expect(orders.map((o, i) => calls(o.tn) - mid[i]!)).toEqual([1, 1, 1, 1]);
    expect(orders.map((o, i) => mid[i]! - before[i]!)).toEqual([1, 1, 1, 1]);
    for (const o of orders) expect((await eventsOf((await shipmentOf(o.id)).id)).length).toBe(1);
  });
});
