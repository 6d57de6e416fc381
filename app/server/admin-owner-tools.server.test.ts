import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminCopy } from "~/content/admin";
import { BulkShipSchema, bulkShip, chosenOrderIds, getOrderForDesk, OWNER_NOTE_MAX, OwnerNoteSchema, ordersForBulkShip, saveOwnerNote } from "./admin-orders.server";
import { kronorCell, ordersCsv, parseExportPeriod } from "./admin-order-export.server";
import { applyDeskAction, getOrderForViewer } from "./orders.server";
import { auditLog, order, orderEvent } from "./schema";
import { placedOrder } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const deskDeps = { secret: "test-secret-for-gift-card-hashes-0123456789", publicUrl: "https://stilla.example", actorEmail: "agare@stilla.test" };
const adminId = `admin-${randomUUID()}`;
const actor = { id: adminId, email: "agare@stilla.test" };

describe(`the owner's everyday tools (${TEST_DB_KIND})`, () => {
  const seeded = useSeededDatabase({ admin: { id: adminId, email: "agare@stilla.test" } });

  /** An order placed now and moved by the desk through `steps`. */
  async function orderIn(steps: ("mark_paid" | "processing" | "cancel")[], opts: Parameters<typeof placedOrder>[2] = {}) {
    const placed = await placedOrder(seeded.db, [["sleep", 1]], opts);
    for (const type of steps) await applyDeskAction(seeded.db, placed.id, { type }, adminId, new Date());
    return placed;
  }

  describe("bulk ship", () => {
    it("ships every order that can ship through the desk's action, reports the others by number and changes nothing for them", async () => {
      const db = seeded.db;
      const a = await orderIn(["mark_paid", "processing"]);
      const b = await orderIn(["mark_paid", "processing"]);
      const unpaid = await orderIn([]);
      const cancelled = await orderIn(["cancel"]);
      const form = BulkShipSchema.parse({
        carrier: "DHL",
        orders: [
          { id: a.id, trackingNumber: "jjd 0001 2345" },
          { id: unpaid.id, trackingNumber: "JJD000111" },
          { id: b.id, trackingNumber: "JJD000222" },
          { id: cancelled.id, trackingNumber: "JJD000333" },
        ],
      });
      const before = await db.select().from(order).where(eq(order.id, unpaid.id));
      const result = await bulkShip(db, form, adminId, new Date(), deskDeps);
      expect(result.shipped).toEqual([a.number, b.number]);
      expect(result.refused.map((r) => r.number)).toEqual([unpaid.number, cancelled.number]);
      expect(result.refused[0]!.message).toMatch(/^Ordern kan inte gå från/);

      const [shippedA] = await db.select().from(order).where(eq(order.id, a.id));
      expect(shippedA).toMatchObject({ status: "shipped", carrier: "DHL", trackingNumber: "JJD 0001 2345" });
      expect(await db.select().from(order).where(eq(order.id, unpaid.id))).toEqual(before);
      const [cancelledRow] = await db.select({ status: order.status, carrier: order.carrier }).from(order).where(eq(order.id, cancelled.id));
      expect(cancelledRow).toEqual({ status: "cancelled", carrier: null });

      // The same trail as a single shipment: an order event and an audit entry per shipped order, none for the refused.
      const audits = await db.select().from(auditLog).where(eq(auditLog.action, "order.shipped"));
      expect(audits.filter((e) => e.entityId === a.id || e.entityId === b.id)).toHaveLength(2);
      expect(audits.filter((e) => e.entityId === unpaid.id || e.entityId === cancelled.id)).toHaveLength(0);
      const events = await db.select().from(orderEvent).where(and(eq(orderEvent.orderId, b.id), eq(orderEvent.toStatus, "shipped")));
      expect(events.map((e) => e.note)).toEqual(["DHL JJD000222"]);

      // A second run changes nothing: already shipped.
      const again = await bulkShip(db, BulkShipSchema.parse({ carrier: "DHL", orders: [{ id: a.id, trackingNumber: "JJD999999" }] }), adminId, new Date(), deskDeps);
      expect(again).toEqual({ shipped: [], unchanged: [a.number], refused: [] });
      expect((await db.select({ t: order.trackingNumber }).from(order).where(eq(order.id, a.id)))[0]!.t).toBe("JJD 0001 2345");
    });

    it("refuses a malformed form as a whole: a missing or bad tracking number, an unknown carrier, no orders", () => {
      const id = randomUUID();
      expect(BulkShipSchema.safeParse({ carrier: "DHL", orders: [{ id, trackingNumber: "x" }] }).error?.issues[0]?.message).toBe(adminCopy.actions.trackingInvalid);
      expect(BulkShipSchema.safeParse({ carrier: "Bring", orders: [{ id, trackingNumber: "JJD000111" }] }).error?.issues[0]?.message).toBe(adminCopy.actions.carrierInvalid);
      expect(BulkShipSchema.safeParse({ carrier: "DHL", orders: [] }).error?.issues[0]?.message).toBe(adminCopy.bulkShip.noneChosen);
      expect(chosenOrderIds([id, id, "1; drop table orders", ` ${id} `])).toEqual([id]);
    });

    it("lists the chosen orders with whether each can ship now", async () => {
      const ready = await orderIn(["mark_paid", "processing"]);
      const unpaid = await orderIn([]);
      const rows = await ordersForBulkShip(seeded.db, [unpaid.id, ready.id, randomUUID()]);
      expect(rows.map((r) => [r.number, r.canShip])).toEqual([
        [ready.number, true],
        [unpaid.number, false],
      ].sort((x, y) => Number(x[0]) - Number(y[0])));
    });
  });

  describe("the owner's note", () => {
    it("is saved under the row lock with an audit entry, cleared by an empty text, and a repeat changes nothing", async () => {
      const db = seeded.db;
      const o = await orderIn([]);
      const note = OwnerNoteSchema.parse({ note: "  Kunden hämtar själv\r\ni butiken.  " }).note;
      expect(note).toBe("Kunden hämtar själv\ni butiken.");
      expect(await saveOwnerNote(db, o.id, note, actor, new Date())).toEqual({ found: true, changed: true });
      expect(await saveOwnerNote(db, o.id, note, actor, new Date())).toEqual({ found: true, changed: false });
      expect((await getOrderForDesk(db, o.id))!.order.ownerNote).toBe(note);
      // The customer's order page never loads it.
      const mine = await getOrderForViewer(db, o.id, { userId: o.userId, token: null });
      expect(mine!.order.number).toBe(o.number);
      expect(mine!.order).not.toHaveProperty("ownerNote");
      expect(await saveOwnerNote(db, o.id, "", actor, new Date())).toEqual({ found: true, changed: true });
      expect((await getOrderForDesk(db, o.id))!.order.ownerNote).toBeNull();
      const entries = await db.select().from(auditLog).where(and(eq(auditLog.action, "order.note"), eq(auditLog.entityId, o.id)));
      expect(entries.map((e) => [e.before, e.after])).toEqual([
        [{ ownerNote: null }, { ownerNote: note }],
        [{ ownerNote: note }, { ownerNote: null }],
      ]);
      expect(await saveOwnerNote(db, randomUUID(), "x", actor, new Date())).toEqual({ found: false, changed: false });
    });

    it("is refused over the limit with a Swedish message", () => {
      expect(OwnerNoteSchema.safeParse({ note: "a".repeat(OWNER_NOTE_MAX) }).success).toBe(true);
      expect(OwnerNoteSchema.safeParse({ note: "a".repeat(OWNER_NOTE_MAX + 1) }).error?.issues[0]?.message).toBe(`Anteckningen får vara högst ${OWNER_NOTE_MAX} tecken.`);
    });
  });

  describe("orders as CSV", () => {
    it("checks the period: missing, malformed, impossible and reversed dates, and more than a year", () => {
      const p = (q: string) => parseExportPeriod(new URLSearchParams(q));
      expect(p("fran=2026-11-01&till=2026-11-30")).toEqual({ ok: true, from: "2026-11-01", to: "2026-11-30" });
      expect(p("till=2026-11-30")).toMatchObject({ ok: false, message: adminCopy.export.fromRequired });
      expect(p("fran=2026-11-01")).toMatchObject({ ok: false, message: adminCopy.export.toRequired });
      expect(p("fran=1/11/2026&till=2026-11-30")).toMatchObject({ ok: false, message: adminCopy.export.badDate });
      expect(p("fran=2026-02-30&till=2026-03-01")).toMatchObject({ ok: false, message: adminCopy.export.badDate });
      expect(p("fran=2026-12-01&till=2026-11-30")).toMatchObject({ ok: false, message: adminCopy.export.reversed });
      expect(p("fran=2026-01-01&till=2026-12-31").ok).toBe(true);
      expect(p("fran=2024-01-01&till=2024-12-31").ok).toBe(true); // 366 days
      expect(p("fran=2026-01-01&till=2027-01-01").ok).toBe(true); // 366 days
      expect(p("fran=2026-01-01&till=2027-01-02")).toMatchObject({ ok: false, message: adminCopy.export.tooLong(366) });
    });

    it("kronor with a decimal comma", () => {
      expect([kronorCell(0), kronorCell(5), kronorCell(12_345), kronorCell(100_000_00)]).toEqual(["0,00", "0,05", "123,45", "100000,00"]);
    });

    it("holds the orders of the Stockholm days, both ends included, semicolon-separated, with the injection guarded", async () => {
      const db = seeded.db;
      // 2026-06-30 22:30 UTC is 1 July 00:30 in Stockholm (summer time); 2026-07-31 21:59 UTC is 23:59 there.
      const first = await placedOrder(db, [["sleep", 2]], { now: new Date("2026-06-30T22:30:00Z"), form: { name: "=HYPERLINK(\"http://x\")", paymentMethod: "invoice" } });
      const last = await placedOrder(db, [["calm", 1], ["tea-cup", 1]], { now: new Date("2026-07-31T21:59:00Z"), form: { name: "Berg; Anna \"Annie\"" } });
      await placedOrder(db, [["sleep", 1]], { now: new Date("2026-06-30T21:59:00Z") }); // 30 June 23:59 Stockholm
      await placedOrder(db, [["sleep", 1]], { now: new Date("2026-07-31T22:00:00Z") }); // 1 August 00:00 Stockholm
      await db.update(order).set({ refundedOre: 1_050 }).where(eq(order.id, last.id));

      const { csv, count } = await ordersCsv(db, "2026-07-01", "2026-07-31");
      expect(count).toBe(2);
      expect(csv.startsWith("\ufeffOrdernummer;Datum;Kund;E-post;Status;Betalning;Betalsätt;Varor;Rabatter;Frakt;Moms ")).toBe(true);
      const lines = csv.slice(1).split("\r\n");
      expect(lines).toHaveLength(4); // header, two orders, the final empty line
      expect(lines[3]).toBe("");
      const header = lines[0]!.split(";");
      expect(header.slice(-3)).toEqual(["Totalt", "Betalt med presentkort", "Återbetalt"]);
      expect(header.filter((h) => h.startsWith("Moms "))).toEqual(["Moms 6 %", "Moms 25 %"]);

      const [o1] = await db.select().from(order).where(eq(order.id, first.id));
      expect(lines[1]!.startsWith(`${first.number};2026-07-01 00:30;"'=HYPERLINK(""http://x"")";`)).toBe(true);
      expect(lines[1]).toContain(";Väntar;Obetald;Faktura;");
      expect(lines[1]!.endsWith(`;${kronorCell(o1!.totalOre)};0,00;0,00`)).toBe(true);
      expect(lines[2]!.startsWith(`${last.number};2026-07-31 23:59;"Berg; Anna ""Annie""";`)).toBe(true);
      expect(lines[2]!.endsWith(";10,50")).toBe(true);
    });
  });
});
