/**
 * The shop's order desk: the order list with filters and paging, one order with its lines, customer
 * and event history (who and when), and the desk's changes. Every change goes through
 * applyDeskAction (exactly-once under the order's row lock) and is then published to the customer's
 * open /orders page.
 */
import { and, asc, desc, eq, ilike, inArray, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { adminCopy } from "~/content/admin";
import { SHIPPING } from "~/domain/constants";
import { ocrFromOrderNumber, orderNumberFromOcr } from "~/domain/ocr";
import { ERASED_NAME, isErasedAccount } from "~/domain/customer-erasure";
import type { DeskEvent, DeskLine, DeskOrder, OrderListRow } from "~/domain/desk-view";

import type { Db } from "./db.server";
import type { GiftCardDeps } from "./gift-cards/codes.server";
import { giftCardPaidHook } from "./gift-cards/issue.server";
import { publishOrderChange } from "./order-events.server";
import { queueMail } from "./mail.server";
import { orderPageUrl } from "./order-links.server";
import { getShopFacts } from "./shop-identity.server";
import { shippedMail } from "~/content/mails";
import { trackingUrl } from "~/domain/tracking";
import { applyDeskAction, OrderStateError, type DeskAction, type OrderRow } from "./orders.server";
import { recordAudit } from "./audit-log.server";
import { order, orderEvent, orderItem, profile, user } from "./schema";
import { allowedDeskActions, ORDER_STATUSES, PAYMENT_STATUSES } from "~/domain/order-states";
import { overdueCutoff, WORK_QUEUES, type WorkQueue } from "~/domain/overview";

export const ADMIN_PAGE_SIZE = 50;

/** The list's GET parameters; anything unknown or malformed is simply ignored (no filter). */
/** A list's search text from the query (`?q=`): trimmed, at most 100 characters; empty or anything else is none. */
export const searchTextSchema = z
  .string()
  .trim()
  .max(100)
  .transform((s) => s || undefined)
  .optional()
  .catch(undefined);

export const OrderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  payment: z.enum(PAYMENT_STATUSES).optional().catch(undefined),
  q: searchTextSchema,
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** A work queue from the overview (`?att=packa`): its orders, oldest first (ADR 062). */
  work: z.enum(WORK_QUEUES).optional().catch(undefined),
});
export type OrderFilter = z.infer<typeof OrderFilterSchema>;

/** What the overdue queue needs to know: today and the invoices' days to pay. */
export interface WorkContext {
  now: Date;
  invoiceDueDays: number;
}

/** The orders of a work queue (domain/overview.ts WORK_QUEUES), as one condition shared by the list and the overview. */
export function workQueueWhere(queue: WorkQueue, ctx: WorkContext): SQL {
  const invoice = eq(order.paymentMethod, "invoice");
  switch (queue) {
    case "betala":
      return and(eq(order.status, "pending"), eq(order.paymentStatus, "unpaid"), ne(order.paymentMethod, "invoice"))!;
    case "packa":
      return and(eq(order.status, "pending"), or(eq(order.paymentStatus, "paid"), and(invoice, eq(order.paymentStatus, "unpaid"))))!;
    case "skicka":
      return eq(order.status, "processing");
    case "forfallna":
      return and(invoice, eq(order.paymentStatus, "unpaid"), ne(order.status, "cancelled"), lt(order.createdAt, overdueCutoff(ctx.now, ctx.invoiceDueDays)))!;
  }
}

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  return OrderFilterSchema.parse({
    status: params.get("status") || undefined,
    payment: params.get("payment") || undefined,
    q: params.get("q") ?? undefined,
    page: params.get("page") ?? undefined,
    work: params.get("att") || undefined,
  });
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterWhere(f: OrderFilter, ctx: WorkContext | undefined): SQL | undefined {
  const parts: SQL[] = [];
  if (f.work) {
    if (!ctx) throw new Error("listOrdersForDesk: a work queue needs the time and the invoices' days to pay");
    parts.push(workQueueWhere(f.work, ctx));
  }
  if (f.status) parts.push(eq(order.status, f.status));
  if (f.payment) parts.push(eq(order.paymentStatus, f.payment));
  if (f.q) parts.push(searchWhere(f.q));
  return parts.length ? and(...parts) : undefined;
}

/**
 * The desk's search: the order number ("1042", "#1042", "order 1042"), the OCR reference a Faktura
 * payment carried ("104265"), the start of the order id (8+ characters: the references printed before
 * order numbers existed), or part of an e-mail address or name.
 */
function searchWhere(q: string): SQL {
  const any = `%${likeEscape(q)}%`;
  const bare = q.replace(/^(order\s*)?#?/i, "").replace(/\s/g, "");
  const parts: SQL[] = [ilike(order.shippingEmail, any), ilike(order.shippingName, any), ilike(user.email, any), ilike(user.name, any)];
  if (/^\d{1,9}$/.test(bare)) parts.push(eq(order.number, Number(bare)));
  const byOcr = orderNumberFromOcr(bare);
  if (byOcr !== null) parts.push(eq(order.number, byOcr));
  if (/^[0-9a-f-]{8,36}$/i.test(bare)) parts.push(ilike(order.id, `${likeEscape(bare.toLowerCase())}%`));
  return or(...parts)!;
}

/** Orders newest first, 50 a page, filtered by status, payment status and a search text. */
/** `ctx`: needed for the work queues (the overdue one counts days from now). */
export async function listOrdersForDesk(db: Db, f: OrderFilter, ctx?: WorkContext) {
  const where = filterWhere(f, ctx);
  const itemCount = sql<number>`(select coalesce(sum(${orderItem.quantity}), 0)::int from ${orderItem} where ${orderItem.orderId} = ${order.id})`;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: order.id,
        number: order.number,
        createdAt: order.createdAt,
        customerName: order.shippingName,
        customerEmail: order.shippingEmail,
        itemCount,
        totalOre: order.totalOre,
        paymentStatus: order.paymentStatus,
        status: order.status,
      })
      .from(order)
      .leftJoin(user, eq(user.id, order.userId))
      .where(where)
      // A work queue is worked through oldest first; the plain list shows the newest first.
      .orderBy(...(f.work ? [asc(order.createdAt), asc(order.number)] : [desc(order.createdAt), desc(order.number)]))
      .limit(ADMIN_PAGE_SIZE)
      .offset((f.page - 1) * ADMIN_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(order)
      .leftJoin(user, eq(user.id, order.userId))
      .where(where),
  ]);
  const total = counted?.n ?? 0;
  return { rows: rows as OrderListRow[], total, page: f.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

/** Everything about one order for the desk, or null. */
export async function getOrderForDesk(db: Db, orderId: string) {
  const [row] = await db
    .select({ order, customerEmail: user.email, customerName: user.name, customerBan: user.banReason, fullName: profile.fullName })
    .from(order)
    .leftJoin(user, eq(user.id, order.userId))
    .leftJoin(profile, eq(profile.userId, order.userId))
    .where(eq(order.id, orderId));
  if (!row) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItem).where(eq(orderItem.orderId, orderId)).orderBy(asc(orderItem.id)),
    db
      .select({
        id: orderEvent.id,
        type: orderEvent.type,
        fromStatus: orderEvent.fromStatus,
        toStatus: orderEvent.toStatus,
        note: orderEvent.note,
        createdAt: orderEvent.createdAt,
        actorUserId: orderEvent.actorUserId,
        actorName: user.name,
        actorEmail: user.email,
        actorRole: user.role,
        actorBan: user.banReason,
      })
      .from(orderEvent)
      .leftJoin(user, eq(user.id, orderEvent.actorUserId))
      .where(eq(orderEvent.orderId, orderId))
      .orderBy(asc(orderEvent.createdAt), asc(orderEvent.id)),
  ]);
  return {
    order: row.order,
    // An erased customer (ADR 028) has no name or address left to show; the account's placeholder is not one.
    // A guest's order (ADR 065) has no account: the name on the order, and no account address to show.
    customer:
      row.order.userId === null
        ? { userId: null, name: row.order.shippingName, email: "", guest: true }
        : isErasedAccount({ email: row.customerEmail ?? "", banReason: row.customerBan })
          ? { userId: row.order.userId, name: ERASED_NAME, email: "", guest: false }
          : { userId: row.order.userId, name: row.fullName ?? row.customerName ?? "", email: row.customerEmail ?? "", guest: false },
    items,
    events,
    allowed: allowedDeskActions(row.order),
  };
}

/** The order as the desk page shows it: plain values, dates as ISO strings. */
export function toDeskView(found: NonNullable<Awaited<ReturnType<typeof getOrderForDesk>>>): { order: DeskOrder; lines: DeskLine[]; events: DeskEvent[] } {
  const o = found.order;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    order: {
      id: o.id,
      number: o.number,
      ocr: ocrFromOrderNumber(o.number),
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      created: o.createdAt.toISOString(),
      paid: iso(o.paidAt),
      withdrawn: iso(o.withdrawnAt),
      goodsListOre: o.goodsListOre,
      multiBuyDiscountOre: o.multiBuyDiscountOre,
      togetherDiscountOre: o.togetherDiscountOre,
      discountCode: o.discountCode,
      discountOre: o.discountOre,
      shippingOre: o.shippingOre,
      totalOre: o.totalOre,
      giftCardPaidOre: o.giftCardPaidOre,
      vatSummary: o.vatSummary.map((v) => ({ rateBp: v.rateBp, vatOre: v.vatOre })),
      shippingName: o.shippingName,
      shippingEmail: o.shippingEmail,
      shippingAddress: o.shippingAddress,
      shippingPostalCode: o.shippingPostalCode,
      shippingCity: o.shippingCity,
      shippingPhone: o.shippingPhone,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      deliveryOption: o.deliveryOption,
      servicePoint: o.servicePoint,
      customer: { name: found.customer.name, email: found.customer.email, guest: found.customer.guest },
    },
    lines: found.items.map((i) => ({
      id: i.id,
      kind: i.kind,
      name: i.productName,
      quantity: i.quantity,
      unitPriceOre: i.unitPriceOre,
      multiBuyDiscountOre: i.multiBuyDiscountOre,
      togetherDiscountOre: i.togetherDiscountOre,
      codeDiscountOre: i.codeDiscountOre,
      lineTotalOre: i.lineTotalOre,
      vatRateBp: i.vatRateBp,
    })),
    events: found.events.map((e) => ({
      id: e.id,
      type: e.type,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      created: e.createdAt.toISOString(),
      actor: e.actorUserId
        ? { name: e.actorName ?? "", email: isErasedAccount({ email: e.actorEmail ?? "", banReason: e.actorBan }) ? "" : (e.actorEmail ?? ""), isCustomer: e.actorUserId === o.userId && (e.type === "created" || e.actorRole !== "admin") }
        : null,
    })),
  };
}

const t = adminCopy.actions;

/** A parcel's tracking number: 5–40 letters, digits, spaces and hyphens, kept in capitals. */
const TrackingNumber = z
  .string(t.trackingInvalid)
  .trim()
  .min(5, t.trackingInvalid)
  .max(40, t.trackingInvalid)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, t.trackingInvalid)
  .transform((s) => s.replace(/\s+/g, " ").toUpperCase());
const Carrier = z.enum(SHIPPING.carriers, t.carrierInvalid);

/** The desk's form: one schema for every action; the carrier comes from the shop's constants. */
export const DeskFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark_paid") }),
  z.object({ intent: z.literal("processing") }),
  z.object({
    intent: z.literal("shipped"),
    carrier: Carrier,
    trackingNumber: TrackingNumber,
  }),
  z.object({ intent: z.literal("delivered") }),
  z.object({ intent: z.literal("returned") }),
  z.object({ intent: z.literal("cancel"), confirm: z.literal("yes", t.confirmRequired) }),
]);
export type DeskForm = z.infer<typeof DeskFormSchema>;

export function toDeskAction(form: DeskForm): DeskAction {
  return form.intent === "shipped" ? { type: "shipped", carrier: form.carrier, trackingNumber: form.trackingNumber } : { type: form.intent };
}

export type DeskResult = { ok: true; changed: boolean } | { ok: false; notFound?: boolean; message: string };

/** What marking paid needs besides the database: gift cards are issued and their e-mails sent after commit. */
export interface DeskDeps extends GiftCardDeps {
  mailer?: { dispatch(id: number): Promise<void> };
  /** The admin's e-mail, for the audit log (ADR 025). */
  actorEmail?: string;
}

/**
 * One change by an admin: applied exactly once under the order's row lock, then published so the
 * customer's open /orders page updates. A refusal of the state machine comes back as a message.
 * Marking paid issues the order's gift cards in the same transaction (the onPaid hook).
 */
export async function runDeskAction(db: Db, orderId: string, action: DeskAction, adminUserId: string, now: Date, deps: DeskDeps): Promise<DeskResult> {
  const [o] = await db.select({ userId: order.userId }).from(order).where(eq(order.id, orderId));
  if (!o) return { ok: false, notFound: true, message: adminCopy.order.notFound };
  try {
    const paid = giftCardPaidHook(deps, adminUserId, now);
    const actor = { id: adminUserId, email: deps.actorEmail ?? "" };
    const fields = (r: OrderRow) => ({ status: r.status, paymentStatus: r.paymentStatus, carrier: r.carrier, trackingNumber: r.trackingNumber });
    const mailIds = paid.mailIds;
    const changed = await applyDeskAction(db, orderId, action, adminUserId, now, {
      onPaid: paid.onPaid,
      onChanged: async (tx, before, after) => {
        await recordAudit(tx, { actor, action: `order.${action.type}`, entity: "order", entityId: orderId, before: fields(before), after: fields(after), at: now });
        // The shipping mail the terms promise, queued with the change and sent once it has committed (issue #36).
        if (after.status === "shipped" && after.carrier && after.trackingNumber) {
          mailIds.push(await queueMail(tx, shippedMail({
            to: after.shippingEmail,
            name: after.shippingName,
            orderNumber: after.number,
            carrier: after.carrier,
            trackingNumber: after.trackingNumber,
            trackingUrl: trackingUrl(after.carrier, after.trackingNumber),
            orderUrl: orderPageUrl(deps.publicUrl, deps.secret, after),
            shop: await getShopFacts(tx),
          })));
        }
      },
    });
    for (const id of mailIds) await deps.mailer?.dispatch(id);
    if (changed) publishOrderChange({ orderId, userId: o.userId });
    return { ok: true, changed };
  } catch (err) {
    if (err instanceof OrderStateError) return { ok: false, message: adminCopy.stateError(err) };
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The owner's everyday tools (ADR 067): several orders shipped at once, the owner's note.

/** The most orders one bulk shipment takes (one list page). */
export const BULK_SHIP_MAX = ADMIN_PAGE_SIZE;
const bulk = adminCopy.bulkShip;

/**
 * Several orders marked shipped with one carrier, each with its own tracking number (the single action requires
 * one, and so does this). Every part is checked before anything changes: a malformed form changes nothing.
 */
export const BulkShipSchema = z.object({
  carrier: Carrier,
  orders: z
    .array(z.object({ id: z.string().uuid(bulk.unknown), trackingNumber: TrackingNumber }))
    .min(1, bulk.noneChosen)
    .max(BULK_SHIP_MAX, bulk.tooMany(BULK_SHIP_MAX))
    .refine((os) => new Set(os.map((o) => o.id)).size === os.length, bulk.noneChosen),
});
export type BulkShipForm = z.infer<typeof BulkShipSchema>;

/** The chosen orders' ids from the list's checkboxes (`order`, repeated), without repeats and malformed ids. */
export function chosenOrderIds(values: string[]): string[] {
  const uuid = z.string().uuid();
  return [...new Set(values.map((v) => v.trim()).filter((v) => uuid.safeParse(v).success))].slice(0, BULK_SHIP_MAX);
}

/** The chosen orders as the bulk page lists them, oldest first; whether each can be shipped now. */
export async function ordersForBulkShip(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: order.id, number: order.number, status: order.status, paymentStatus: order.paymentStatus, paymentMethod: order.paymentMethod, name: order.shippingName, city: order.shippingCity, createdAt: order.createdAt })
    .from(order)
    .where(inArray(order.id, ids))
    .orderBy(asc(order.createdAt), asc(order.number));
  return rows.map((r) => ({ ...r, canShip: allowedDeskActions(r).includes("shipped") }));
}

export interface BulkShipResult {
  /** Order numbers marked shipped now. */
  shipped: number[];
  /** Already shipped with nothing to change. */
  unchanged: number[];
  /** Orders the state machine refused (or that are gone), with the reason; nothing changed for them. */
  refused: { number: number | null; id: string; message: string }[];
}

/**
 * Marks each order shipped through the same desk action as a single one (runDeskAction: its row lock, state
 * machine, order event, audit entry and the customer's live update), one order at a time: an order that cannot
 * ship is reported by number and the others still go.
 */
export async function bulkShip(db: Db, form: BulkShipForm, adminUserId: string, now: Date, deps: DeskDeps): Promise<BulkShipResult> {
  const numbers = new Map((await db.select({ id: order.id, number: order.number }).from(order).where(inArray(order.id, form.orders.map((o) => o.id)))).map((r) => [r.id, r.number]));
  const result: BulkShipResult = { shipped: [], unchanged: [], refused: [] };
  for (const o of form.orders) {
    const number = numbers.get(o.id) ?? null;
    if (number === null) {
      result.refused.push({ number, id: o.id, message: adminCopy.order.notFound });
      continue;
    }
    const r = await runDeskAction(db, o.id, { type: "shipped", carrier: form.carrier, trackingNumber: o.trackingNumber }, adminUserId, now, deps);
    if (!r.ok) result.refused.push({ number, id: o.id, message: r.message });
    else if (r.changed) result.shipped.push(number);
    else result.unchanged.push(number);
  }
  return result;
}

/** The owner's note on an order: never shown to the customer; at most OWNER_NOTE_MAX characters; empty clears it. */
export const OWNER_NOTE_MAX = 2000;
export const OwnerNoteSchema = z.object({
  note: z
    .string()
    .max(OWNER_NOTE_MAX * 2, adminCopy.note.tooLong(OWNER_NOTE_MAX))
    .transform((s) => s.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string().max(OWNER_NOTE_MAX, adminCopy.note.tooLong(OWNER_NOTE_MAX))),
});

/** Saves the note under the order's row lock, with an audit entry in the same transaction; false: the order is gone. */
export async function saveOwnerNote(db: Db, orderId: string, note: string, actor: { id: string; email: string }, now: Date): Promise<{ found: boolean; changed: boolean }> {
  const value = note === "" ? null : note;
  return db.transaction(async (tx) => {
    const [o] = await tx.select({ ownerNote: order.ownerNote }).from(order).where(eq(order.id, orderId)).for("update");
    if (!o) return { found: false, changed: false };
    if (o.ownerNote === value) return { found: true, changed: false };
    await tx.update(order).set({ ownerNote: value }).where(eq(order.id, orderId));
    await recordAudit(tx, { actor, action: "order.note", entity: "order", entityId: orderId, before: { ownerNote: o.ownerNote }, after: { ownerNote: value }, at: now });
    return { found: true, changed: true };
  });
}
