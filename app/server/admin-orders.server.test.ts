import { describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { ocrFromOrderNumber } from "~/domain/ocr";
import type { CheckoutInput } from "~/domain/schemas";
import {
  ADMIN_PAGE_SIZE,
  DeskFormSchema,
  getOrderForDesk,
  listOrdersForDesk,
  parseOrderFilter,
  runDeskAction,
  toDeskView,
  type OrderFilter,
} from "./admin-orders.server";
import { addProduct, ensureCart } from "./carts.server";
import type { Database } from "./db.server";
import { subscribeToOrders, type OrderChange } from "./order-events.server";
import { applyDeskAction, placeOrder } from "./orders.server";
import { order, outbox, product } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { allowedDeskActions } from "~/domain/order-states";
import { createCustomer } from "./test-factories";

const T0 = new Date("2026-11-21T12:00:00Z");
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const filter = (f: Partial<OrderFilter> = {}): OrderFilter => ({ page: 1, ...f });
const deskDeps = { secret: "test-secret-for-gift-card-hashes-0123456789", publicUrl: "https://stilla.example" };

describe(`admin order desk (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  const adminId = `admin-${randomUUID()}`;
  const ids = { o1: "", o2: "", o3: "", o4: "" };
  const refs = { o1: 0, o2: 0, o3: 0, o4: 0 };
  let seq = 0;

  async function customer(name: string, email: string) {
    const id = `u-${randomUUID()}`;
    await createCustomer(db, { id, name, email });
    return id;
  }

  async function place(userId: string, items: [string, number][], now: Date, over: Partial<CheckoutInput>) {
    const c = await ensureCart(db, { userId });
    for (const [productId, q] of items) await addProduct(db, c.id, productId, q);
    const form: CheckoutInput = {
      name: "Kund",
      email: "kund@example.se",
      address: "Hornsgatan 12",
      city: "Stockholm",
      postalCode: "114 55",
      paymentMethod: "swish",
      idempotencyKey: `desk-test-key-${(seq++).toString().padStart(6, "0")}-${Date.now().toString(36)}`,
      ...over,
    };
    const placed = await placeOrder(db, { userId, cartId: c.id, form, now });
    return { id: placed.orderId, number: placed.number };
  }

  useSeededDatabase({ admin: { id: adminId, name: "Butiksägaren", email: "agare@stilla.test" } }, async (seeded) => {
    db = seeded.db;
    const asa = await customer("Åsa Öberg", "asa.oberg@example.se");
    const karl = await customer("Karl Svensson", "karl@example.se");
    const li = await customer("Li Chen", "li@example.se");

    const o1 = await place(asa, [["sleep", 2]], at(1), { name: "Åsa Öberg", email: "asa.oberg@example.se" });
    const o2 = await place(karl, [["calm", 1], ["tea-cup", 1]], at(2), { name: "Karl Svensson", email: "karl@example.se", paymentMethod: "invoice" });
    const o3 = await place(li, [["focus", 1]], at(3), { name: "Li Chen", email: "li.kontor@example.se" });
    const o4 = await place(asa, [["teapot", 1]], at(4), { name: "Åsa Öberg", email: "asa.oberg@example.se" });
    Object.assign(ids, { o1: o1.id, o2: o2.id, o3: o3.id, o4: o4.id });
    Object.assign(refs, { o1: o1.number, o2: o2.number, o3: o3.number, o4: o4.number });

    await applyDeskAction(db, o2.id, { type: "mark_paid" }, adminId, at(10));
    await applyDeskAction(db, o2.id, { type: "processing" }, adminId, at(11));
    await applyDeskAction(db, o2.id, { type: "shipped", carrier: "PostNord", trackingNumber: "RR123456789SE" }, adminId, at(12));
    await applyDeskAction(db, o3.id, { type: "cancel" }, adminId, at(13));
    await applyDeskAction(db, o4.id, { type: "mark_paid" }, adminId, at(14));

    // Fifty older, delivered orders of another customer, so that the list has a second page.
    const filler = await customer("Fyllnad Kund", "fyllnad@example.se");
    await db.insert(order).values(
      Array.from({ length: 50 }, (_, i) => {
        const id = randomUUID();
        return {
          id,
          userId: filler,
          idempotencyKey: `filler-${id}`,
          status: "delivered",
          paymentStatus: "paid",
          paymentMethod: "swish",
          goodsListOre: 24_900,
          multiBuyDiscountOre: 0,
          discountOre: 0,
          shippingOre: 4_900,
          totalOre: 29_800,
          vatSummary: [],
          shippingName: "Fyllnad Kund",
          shippingEmail: "fyllnad@example.se",
          shippingAddress: "Storgatan 1",
          shippingCity: "Umeå",
          shippingPostalCode: "903 25",
          createdAt: new Date(T0.getTime() - (i + 1) * 3_600_000),
        };
      }),
    );
  });

  const refsOf = async (f: Partial<OrderFilter>) => (await listOrdersForDesk(db, filter(f))).rows.map((r) => r.number);

  it("lists orders newest first, 50 a page, with customer, item count, total and statuses", async () => {
    const first = await listOrdersForDesk(db, filter());
    expect(first.total).toBe(54);
    expect(first.pageCount).toBe(2);
    expect(first.rows).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.rows.slice(0, 4).map((r) => r.number)).toEqual([refs.o4, refs.o3, refs.o2, refs.o1]);
    const o2 = first.rows.find((r) => r.id === ids.o2)!;
    // Calm 249 kr + Tekopp 229 kr = 478 kr, Calm's "Köps ofta tillsammans" pair: × 0.92 = 440 kr (ADR 038);
    // under 500 kr, so 49 kr shipping and no gift line.
    expect(o2).toMatchObject({ customerName: "Karl Svensson", customerEmail: "karl@example.se", itemCount: 2, totalOre: 48_900, paymentStatus: "paid", status: "shipped" });
    expect(first.rows.find((r) => r.id === ids.o1)).toMatchObject({ itemCount: 2, totalOre: 47_200, paymentStatus: "unpaid", status: "pending" });

    const second = await listOrdersForDesk(db, filter({ page: 2 }));
    expect(second.rows).toHaveLength(4);
    expect(second.rows.every((r) => r.customerName === "Fyllnad Kund")).toBe(true);
    const times = [...first.rows, ...second.rows].map((r) => r.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await listOrdersForDesk(db, filter({ page: 9 }))).rows).toEqual([]);
  });

  it("filters by status and by payment status, also combined", async () => {
    expect(await refsOf({ status: "pending" })).toEqual([refs.o4, refs.o1]);
    expect(await refsOf({ status: "shipped" })).toEqual([refs.o2]);
    expect(await refsOf({ status: "cancelled" })).toEqual([refs.o3]);
    expect(await refsOf({ payment: "unpaid" })).toEqual([refs.o3, refs.o1]);
    expect(await refsOf({ status: "pending", payment: "paid" })).toEqual([refs.o4]);
    expect((await listOrdersForDesk(db, filter({ status: "delivered" }))).total).toBe(50);
    expect(await refsOf({ status: "processing" })).toEqual([]);
  });

  it("searches by order number, OCR, old reference (id prefix), e-mail (order or account) and name, case-insensitively, with LIKE characters taken literally", async () => {
    expect([refs.o1, refs.o2, refs.o3, refs.o4]).toEqual([1001, 1002, 1003, 1004]);
    expect(await refsOf({ q: String(refs.o2) })).toEqual([refs.o2]);
    expect(await refsOf({ q: `#${refs.o3}` })).toEqual([refs.o3]);
    expect(await refsOf({ q: `Order ${refs.o3}` })).toEqual([refs.o3]);
    expect(await refsOf({ q: ocrFromOrderNumber(refs.o2) })).toEqual([refs.o2]);
    expect(await refsOf({ q: ids.o4.slice(0, 8).toUpperCase() })).toEqual([refs.o4]);
    expect(await refsOf({ q: ids.o4.slice(0, 8).toLowerCase() })).toEqual([refs.o4]);
    expect(await refsOf({ q: "KARL@example" })).toEqual([refs.o2]);
    expect(await refsOf({ q: "svensson" })).toEqual([refs.o2]);
    expect(await refsOf({ q: "Öberg" })).toEqual([refs.o4, refs.o1]);
    expect(await refsOf({ q: "li.kontor@" })).toEqual([refs.o3]); // the e-mail given at checkout
    expect(await refsOf({ q: "li@example.se" })).toEqual([refs.o3]); // the account's e-mail
    expect(await refsOf({ q: "Öberg", status: "pending", payment: "unpaid" })).toEqual([refs.o1]);
    expect(await refsOf({ q: "%" })).toEqual([]);
    expect(await refsOf({ q: "_" })).toEqual([]);
    expect(await refsOf({ q: "finns inte" })).toEqual([]);
  });

  it("reads the filter from the URL and ignores what it does not know", () => {
    expect(parseOrderFilter(new URLSearchParams("status=shipped&payment=paid&q=+karl+&page=2"))).toEqual({ status: "shipped", payment: "paid", q: "karl", page: 2 });
    expect(parseOrderFilter(new URLSearchParams("status=drop+table&payment=gratis&q=+++&page=-3"))).toEqual({ status: undefined, payment: undefined, q: undefined, page: 1 });
    expect(parseOrderFilter(new URLSearchParams("page=1.5")).page).toBe(1);
    expect(parseOrderFilter(new URLSearchParams(`q=${"x".repeat(101)}`)).q).toBeUndefined();
  });

  it("shows one order with lines, customer and every change with who and when", async () => {
    const found = await getOrderForDesk(db, ids.o2);
    expect(found).not.toBeNull();
    const view = toDeskView(found!);
    expect(view.order).toMatchObject({ number: refs.o2, ocr: ocrFromOrderNumber(refs.o2), status: "shipped", paymentStatus: "paid", paymentMethod: "invoice", carrier: "PostNord", trackingNumber: "RR123456789SE" });
    expect(view.order.customer).toEqual({ name: "Karl Svensson", email: "karl@example.se", guest: false });
    expect(view.lines.map((l) => [l.name, l.quantity])).toEqual([["Calm", 1], ["Tekopp", 1]]);
    expect(view.events.map((e) => [e.type, e.fromStatus, e.toStatus, e.actor?.name, e.actor?.isCustomer, e.created])).toEqual([
      ["created", null, "pending", "Karl Svensson", true, at(2).toISOString()],
      ["paid", null, null, "Butiksägaren", false, at(10).toISOString()],
      ["status", "pending", "processing", "Butiksägaren", false, at(11).toISOString()],
      ["status", "processing", "shipped", "Butiksägaren", false, at(12).toISOString()],
    ]);
    expect(view.events[3]!.note).toBe("PostNord RR123456789SE");
    expect(found!.allowed).toEqual(["delivered", "returned"]);
    expect(await getOrderForDesk(db, "finns-inte")).toBeNull();
  });

  it("offers only the changes the state allows", () => {
    expect(allowedDeskActions({ status: "pending", paymentStatus: "unpaid" })).toEqual(["mark_paid", "processing", "cancel"]);
    expect(allowedDeskActions({ status: "pending", paymentStatus: "paid" })).toEqual(["processing", "cancel"]);
    expect(allowedDeskActions({ status: "processing", paymentStatus: "paid" })).toEqual(["shipped", "cancel"]);
    expect(allowedDeskActions({ status: "shipped", paymentStatus: "unpaid" })).toEqual(["mark_paid", "delivered", "returned"]);
    expect(allowedDeskActions({ status: "delivered", paymentStatus: "paid" })).toEqual(["returned"]);
    expect(allowedDeskActions({ status: "returned", paymentStatus: "paid" })).toEqual([]);
    expect(allowedDeskActions({ status: "cancelled", paymentStatus: "unpaid" })).toEqual([]);
  });

  it("a desk change is applied once, published once, and a refused one comes back in Swedish", async () => {
    const changes: OrderChange[] = [];
    const [{ userId }] = (await db.select({ userId: order.userId }).from(order).where(eq(order.id, ids.o1))) as [{ userId: string }];
    const stop = subscribeToOrders(userId, (c) => changes.push(c));
    try {
      const stock = async () => (await db.select().from(product).where(eq(product.id, "sleep")))[0]!.stockCount;
      expect(await runDeskAction(db, ids.o1, { type: "mark_paid" }, adminId, at(20), deskDeps)).toEqual({ ok: true, changed: true });
      expect(await runDeskAction(db, ids.o1, { type: "mark_paid" }, adminId, at(21), deskDeps)).toEqual({ ok: true, changed: false });
      expect(changes).toEqual([{ orderId: ids.o1, userId }]);

      expect(await runDeskAction(db, ids.o1, { type: "delivered" }, adminId, at(22), deskDeps)).toEqual({
        ok: false,
        message: "Ordern kan inte gå från väntar till levererad.",
      });
      const before = await stock();
      const [a, b] = await Promise.all([
        runDeskAction(db, ids.o1, { type: "cancel" }, adminId, at(23), deskDeps),
        runDeskAction(db, ids.o1, { type: "cancel" }, adminId, at(23), deskDeps),
      ]);
      expect([a, b].map((r) => (r.ok ? r.changed : r.message)).sort()).toEqual([false, true]);
      expect(await stock()).toBe(before + 2);
      expect(changes).toHaveLength(2);
      expect(await runDeskAction(db, "finns-inte", { type: "cancel" }, adminId, at(24), deskDeps)).toMatchObject({ ok: false, notFound: true });
    } finally {
      stop();
    }
  });

  it("marking an order shipped mails the customer the carrier, the tracking number and its link, once", async () => {
    const shippedMails = () => db.select().from(outbox).where(and(eq(outbox.kind, "order_shipped"), eq(outbox.to, "asa.oberg@example.se")));
    expect(await runDeskAction(db, ids.o4, { type: "processing" }, adminId, at(30), deskDeps)).toEqual({ ok: true, changed: true });
    expect(await shippedMails()).toEqual([]);
    const ship = { type: "shipped", carrier: "DHL", trackingNumber: "JJD 000123" } as const;
    expect(await runDeskAction(db, ids.o4, ship, adminId, at(31), deskDeps)).toEqual({ ok: true, changed: true });
    expect(await runDeskAction(db, ids.o4, ship, adminId, at(32), deskDeps)).toEqual({ ok: true, changed: false });
    const mails = await shippedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Din order ${refs.o4} är skickad – Stilla`);
    expect(mails[0]!.text).toContain(`Din order ${refs.o4} är skickad med DHL.\nSpårningsnummer: JJD 000123`);
    expect(mails[0]!.text).toContain("https://www.dhl.com/se-sv/home/tracking/tracking-parcel.html?submit=1&tracking-id=JJD000123");
    expect(mails[0]!.text).toContain(`Din order: https://stilla.example/orders/${ids.o4}\n`);
  });

  it("the desk form needs a known carrier, a 5–40 character tracking number and a confirmed cancel", () => {
    const ok = DeskFormSchema.safeParse({ intent: "shipped", carrier: "PostNord", trackingNumber: " rr 1234-5 " });
    expect(ok.success && ok.data).toEqual({ intent: "shipped", carrier: "PostNord", trackingNumber: "RR 1234-5" });
    for (const trackingNumber of ["", "1234", "x".repeat(41), "<script>", "12345;drop"]) {
      expect(DeskFormSchema.safeParse({ intent: "shipped", carrier: "DHL", trackingNumber }).success, trackingNumber).toBe(false);
    }
    expect(DeskFormSchema.safeParse({ intent: "shipped", carrier: "Bud", trackingNumber: "12345" }).success).toBe(false);
    expect(DeskFormSchema.safeParse({ intent: "cancel" }).success).toBe(false);
    expect(DeskFormSchema.safeParse({ intent: "cancel", confirm: "yes" }).success).toBe(true);
    expect(DeskFormSchema.safeParse({ intent: "refund" }).success).toBe(false);
    expect(DeskFormSchema.safeParse({ intent: "mark_paid", status: "paid", totalOre: "1" })).toMatchObject({ success: true, data: { intent: "mark_paid" } });
  });
});
