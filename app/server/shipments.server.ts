/**
 * Parcels booked with a carrier and followed (issue #39, ADR 084).
 *
 * Booking ("Boka frakt och skriv ut etikett"): one `shipment` row per order (unique), made under the order's row lock
 * before the carrier is asked; the carrier is asked with a key derived from the order, so a second click, a second
 * process or a retry after a timeout gets the same parcel back. The label is stored with the row; the order is then
 * marked shipped through the desk's own action (state machine, order event, audit, the shipping mail).
 *
 * Tracking: a background poll claims due parcels with FOR UPDATE SKIP LOCKED and a lease (two processes never poll
 * one parcel at once), asks the carrier for its events, stores each once (unique per shipment and event key), works
 * out the parcel's state (app/domain/parcel.ts) and schedules the next look with a backoff. The carrier's delivered
 * event moves the order to delivered (the shop itself, through the state machine); the customer gets one mail when
 * the parcel is ready to collect and one when it is delivered.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { parcelDeliveredMail, parcelReadyMail } from "~/content/mails";
import { shipmentCopy } from "~/content/shipments";
import { isDeliveryOptionId, parcelWeightGrams } from "~/domain/delivery";
import { allowedDeskActions } from "~/domain/order-states";
import { FIRST_POLL_AFTER_MS, isParcelState, nextPollAt, parcelStateOf, parcelStateOfCode, POLL_LEASE_MS, type ParcelState } from "~/domain/parcel";
import { trackingUrl } from "~/domain/tracking";
import { runDeskAction, type DeskDeps } from "./admin-orders.server";
import { CarrierError, type CarrierEvent, type CarrierProvider } from "./carriers/provider.server";
import type { Db } from "./db.server";
import { transactionWithRetry } from "./db-retry.server";
import { queueMail } from "./mail.server";
import { publishOrderChange } from "./order-events.server";
import { orderPageUrl } from "./order-links.server";
import { applyOrderChange, OrderStateError } from "./orders.server";
import { order, orderItem, product, shipment, shipmentEvent } from "./schema";
import { getShopFacts, getShopIdentity } from "./shop-identity.server";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.server";

export type ShipmentRow = typeof shipment.$inferSelect;


/** What booking and polling need besides the database. */
export interface ShipmentDeps extends DeskDeps {
  carrier: CarrierProvider;
  /** Scales the poll's pauses (pollScale()); 1 in production. */
  backoffScale?: number;
}

/** STILLA_PARCEL_POLL_SCALE: the e2e server's seconds instead of minutes (0.002: 15 minutes → 1.8 s); 1 otherwise. */
export function pollScale(env: NodeJS.ProcessEnv = process.env): number {
  const scale = Number(env.STILLA_PARCEL_POLL_SCALE);
  return Number.isFinite(scale) && scale > 0 && scale <= 1 ? scale : 1;
}

/** The key the carrier is asked with: the same for every booking of the order. */
export const bookingKey = (orderId: string) => `stilla-order-${orderId}-parcel`;

export type BookResult =
  | { ok: true; orderNumber: number; trackingNumber: string; shipmentId: number; alreadyBooked: boolean }
  | { ok: false; notFound?: boolean; orderNumber?: number; message: string; unanswered?: boolean };

/**
 * How long one booking may hold the order's shipment row before another may try (the carrier's own limit is 15 s):
 * a second click, tab or process meanwhile is told the booking is under way, and the carrier is asked once.
 */
export const BOOKING_LEASE_MS = 60_000;

const t = shipmentCopy.book;

/**
 * Books the order's parcel with the carrier and marks the order shipped (the shipping mail with it). Booking an order
 * that has its parcel already answers with that parcel; nothing is booked twice. One booking at a time holds the
 * order's shipment row (a lease); an earlier try that got no clear answer is booked again only when the owner
 * confirms (`confirmUnanswered`), having checked that the carrier made no parcel of it (ADR 084).
 */
export async function bookShipment(
  db: Db,
  orderId: string,
  admin: { id: string; email: string },
  now: Date,
  deps: ShipmentDeps,
  opts: { confirmUnanswered?: boolean } = {},
): Promise<BookResult> {
  const carrier = deps.carrier;
  // 1. Under the order's row lock: may it ship, and its one shipment row (made now, or the one already there).
  const prepared = await transactionWithRetry(db, async (tx) => {
    const [o] = await tx.select().from(order).where(eq(order.id, orderId)).for("update");
    if (!o) return { kind: "not_found" as const };
    const [existing] = await tx.select().from(shipment).where(eq(shipment.orderId, orderId)).for("update");
    if (existing?.trackingNumber) return { kind: "booked" as const, o, s: existing };
    if (!allowedDeskActions(o).includes("shipped")) return { kind: "refused" as const, o, message: t.cannotShip };
    if (o.deliveryOption === "postnord-service-point" && !o.servicePoint) return { kind: "refused" as const, o, message: t.noServicePoint };
    // The packed lines (the free gift too; gift cards weigh nothing), weighed by the one rule checkout uses.
    const packed = await tx
      .select({ productId: orderItem.productId, quantity: orderItem.quantity, grams: product.shippingWeightGrams })
      .from(orderItem)
      .innerJoin(product, eq(product.id, orderItem.productId))
      .where(and(eq(orderItem.orderId, orderId), ne(orderItem.kind, "gift_card")));
    const weightGrams = parcelWeightGrams(
      packed.map((l) => ({ kind: "product" as const, productId: l.productId!, quantity: l.quantity })),
      new Map(packed.map((l) => [l.productId!, { shippingWeightGrams: l.grams }])),
    );
    if (weightGrams === null) return { kind: "refused" as const, o, message: t.unweighed };
    if (existing?.lockedUntil && existing.lockedUntil > now) return { kind: "refused" as const, o, message: t.underWay(o.number) };
    if (existing?.bookingUnansweredAt && !opts.confirmUnanswered)
      return { kind: "refused" as const, o, message: t.unanswered(o.number, carrier.name), unanswered: true };
    const lease = { lockedBy: "booking", lockedUntil: new Date(now.getTime() + BOOKING_LEASE_MS), updatedAt: now };
    const s = existing
      ? (await tx.update(shipment).set(lease).where(eq(shipment.id, existing.id)).returning())[0]!
      : (await tx.insert(shipment).values({ orderId, carrierId: carrier.id, idempotencyKey: bookingKey(orderId), state: "booked", createdAt: now, ...lease }).returning())[0]!;
    return { kind: "book" as const, o, s, weightGrams };
  });
  if (prepared.kind === "not_found") return { ok: false, notFound: true, message: t.notFound };
  if (prepared.kind === "refused") return { ok: false, orderNumber: prepared.o.number, message: prepared.message, ...("unanswered" in prepared ? { unanswered: true } : {}) };

  let s = prepared.s;
  const o = prepared.o;
  if (prepared.kind === "book") {
    // 2. The carrier, outside any transaction (it may take seconds). The same key every time: one parcel.
    const { identity: shop } = await getShopIdentity(db);
    let booked;
    try {
      booked = await carrier.book({
        orderId,
        orderNumber: String(o.number),
        // An order from before delivery options (or typed by hand) goes as home delivery.
        option: isDeliveryOptionId(o.deliveryOption) ? o.deliveryOption : "postnord-home",
        servicePoint: o.servicePoint ? { id: o.servicePoint.id, name: o.servicePoint.name, ...(o.servicePoint.deliveryAddress ?? { street: o.servicePoint.street, postalCode: o.servicePoint.postalCode, city: o.servicePoint.city }) } : null,
        recipient: { name: o.shippingName, street: o.shippingAddress, postalCode: o.shippingPostalCode, city: o.shippingCity, email: o.shippingEmail, phone: o.shippingPhone },
        sender: { name: shop.legalName, street: shop.street, postalCode: shop.postalCode, city: shop.city },
        weightGrams: prepared.weightGrams,
        idempotencyKey: s.idempotencyKey,
      });
    } catch (err) {
      // The lease ends; a try the carrier did not clearly refuse is remembered, so the next one asks the owner first.
      const unknown = !(err instanceof CarrierError) || err.outcome === "unknown";
      await db
        .update(shipment)
        .set({ lockedBy: null, lockedUntil: null, updatedAt: now, ...(unknown ? { bookingUnansweredAt: now } : {}) })
        .where(eq(shipment.id, s.id));
      if (!(err instanceof CarrierError)) throw err;
      return unknown
        ? { ok: false, orderNumber: o.number, message: t.carrierNoAnswer(carrier.name, err.message), unanswered: true }
        : { ok: false, orderNumber: o.number, message: t.carrierFailed(carrier.name, err.message) };
    }
    // 3. The parcel kept with its label (a concurrent booking of the same order wrote the same parcel: the carrier's key).
    const [saved] = await db
      .update(shipment)
      .set({
        carrierShipmentId: booked.shipmentId,
        trackingNumber: booked.trackingNumber,
        labelPdf: booked.labelPdf,
        bookingUnansweredAt: null,
        lockedBy: null,
        lockedUntil: null,
        bookedAt: sql`coalesce(${shipment.bookedAt}, ${now})`,
        nextPollAt: sql`coalesce(${shipment.nextPollAt}, ${new Date(now.getTime() + FIRST_POLL_AFTER_MS * (deps.backoffScale ?? pollScale()))})`,
        updatedAt: now,
      })
      .where(and(eq(shipment.id, s.id), or(isNull(shipment.trackingNumber), eq(shipment.trackingNumber, booked.trackingNumber))))
      .returning();
    s = saved ?? (await db.select().from(shipment).where(eq(shipment.id, s.id)))[0]!;
  }

  // 4. The order marked shipped with the parcel's number, as the desk does it (the shipping mail goes with it).
  const trackingNumber = s.trackingNumber!;
  if (allowedDeskActions(o).includes("shipped") || o.status === "shipped") {
    const result = await runDeskAction(db, orderId, { type: "shipped", carrier: carrier.name, trackingNumber }, admin.id, now, { ...deps, actorEmail: admin.email });
    if (!result.ok) return { ok: false, orderNumber: o.number, message: result.message };
  }
  return { ok: true, orderNumber: o.number, trackingNumber, shipmentId: s.id, alreadyBooked: prepared.kind === "booked" };
}

/** The label PDF of the order's parcel, or null. */
export async function shipmentLabel(db: Db, orderId: string): Promise<{ pdf: Buffer; trackingNumber: string; orderNumber: number } | null> {
  const [row] = await db
    .select({ pdf: shipment.labelPdf, trackingNumber: shipment.trackingNumber, orderNumber: order.number })
    .from(shipment)
    .innerJoin(order, eq(order.id, shipment.orderId))
    .where(eq(shipment.orderId, orderId));
  if (!row?.pdf || !row.trackingNumber) return null;
  return { pdf: row.pdf, trackingNumber: row.trackingNumber, orderNumber: row.orderNumber };
}

// ---------------------------------------------------------------- the tracking poll

const POLL_BATCH = 20;

/** Due parcels claimed for this worker: FOR UPDATE SKIP LOCKED and a lease, as the outbox and the payment sweep. */
export async function claimDueShipments(db: Db, workerId: string, now: Date, limit = POLL_BATCH): Promise<ShipmentRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: shipment.id })
      .from(shipment)
      .where(and(lte(shipment.nextPollAt, now), or(isNull(shipment.lockedUntil), lt(shipment.lockedUntil, now))))
      .orderBy(asc(shipment.nextPollAt), asc(shipment.id))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(shipment)
      .set({ lockedBy: workerId, lockedUntil: new Date(now.getTime() + POLL_LEASE_MS) })
      .where(inArray(shipment.id, due.map((d) => d.id)))
      .returning();
  });
}

export interface PollDeps {
  /** The carrier of a shipment by its id; a shipment of a carrier no longer configured is left alone. */
  carrierOf: (carrierId: string) => CarrierProvider | undefined;
  publicUrl: string;
  secret: string;
  mailer?: { dispatch(id: number): Promise<void> };
  /** Scales the backoff's pauses (tests and the e2e server: seconds instead of minutes). */
  backoffScale?: number;
}

function scaledNextPoll(state: ParcelState, bookedAt: Date, quietPolls: number, now: Date, scale: number): Date | null {
  const next = nextPollAt({ state, bookedAt: new Date(now.getTime() - (now.getTime() - bookedAt.getTime()) / scale), quietPolls, now });
  return next && new Date(now.getTime() + (next.getTime() - now.getTime()) * scale);
}

/** One parcel's poll: its events from the carrier, stored once each, and what they mean. Returns the new events' count. */
export async function pollShipment(db: Db, s: ShipmentRow, workerId: string, now: Date, deps: PollDeps): Promise<number> {
  const carrier = deps.carrierOf(s.carrierId);
  const scale = deps.backoffScale ?? 1;
  if (!carrier || !s.trackingNumber) {
    await db.update(shipment).set({ lockedBy: null, lockedUntil: null, nextPollAt: null }).where(and(eq(shipment.id, s.id), eq(shipment.lockedBy, workerId)));
    return 0;
  }
  let events: CarrierEvent[];
  try {
    events = await carrier.track(s.trackingNumber);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db
      .update(shipment)
      .set({
        lockedBy: null,
        lockedUntil: null,
        lastPolledAt: now,
        lastError: message.slice(0, 500),
        quietPolls: s.quietPolls + 1,
        nextPollAt: scaledNextPoll(isParcelState(s.state) ? s.state : "on_its_way", s.bookedAt ?? now, s.quietPolls + 1, now, scale),
        updatedAt: now,
      })
      .where(and(eq(shipment.id, s.id), eq(shipment.lockedBy, workerId)));
    console.error(`[parcels] tracking ${s.trackingNumber} failed (asked again later):`, message);
    return 0;
  }

  const outcome = await transactionWithRetry(db, async (tx) => {
    // The order's row first, then its shipment (the house's lock order).
    const [o] = await tx.select().from(order).where(eq(order.id, s.orderId)).for("update");
    const [current] = await tx.select().from(shipment).where(eq(shipment.id, s.id)).for("update");
    if (!o || !current || current.lockedBy !== workerId) return null; // our lease ran out and another poller took it
    const added = events.length
      ? await tx
          .insert(shipmentEvent)
          .values(events.map((e) => ({ shipmentId: s.id, eventKey: e.key, at: e.at, code: e.code, state: parcelStateOfCode(e.code), description: e.description, location: e.location, createdAt: now })))
          .onConflictDoNothing({ target: [shipmentEvent.shipmentId, shipmentEvent.eventKey] })
          .returning({ id: shipmentEvent.id })
      : [];
    const stored = await tx.select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, s.id)).orderBy(asc(shipmentEvent.at), asc(shipmentEvent.id));
    const before = isParcelState(current.state) ? current.state : "booked";
    const state = parcelStateOf(stored);
    const quiet = added.length > 0 ? 0 : current.quietPolls + 1;
    const mailIds: number[] = [];
    let orderChanged = false;
    const latestOf = (st: ParcelState) => [...stored].reverse().find((e) => e.state === st);
    const mailInput = async (e: { description: string; location: string | null }) => ({
      to: o.shippingEmail,
      name: o.shippingName,
      orderNumber: o.number,
      carrier: carrier.name,
      trackingNumber: current.trackingNumber!,
      trackingUrl: trackingUrl(carrier.name, current.trackingNumber),
      orderUrl: orderPageUrl(deps.publicUrl, deps.secret, o),
      place: e.location,
      description: e.description,
      shop: await getShopFacts(tx),
    });
    const stamps: Partial<typeof shipment.$inferInsert> = {};
    // Ready to collect: once, and only while it still waits (a parcel already delivered gets the delivered mail).
    if (state === "ready_for_pickup" && !current.readyMailAt) {
      mailIds.push(await queueMail(tx, parcelReadyMail(await mailInput(latestOf("ready_for_pickup")!))));
      stamps.readyMailAt = now;
    }
    if (state === "delivered") {
      const delivered = latestOf("delivered")!;
      // "Levererad" on the carrier's word: the order moves to delivered by the shop itself, at the carrier's time.
      if (o.status === "shipped") {
        try {
          orderChanged = await applyOrderChange(tx, o.id, { type: "delivered" }, null, delivered.at, { by: "system", note: `${carrier.name}: ${delivered.description}` });
        } catch (err) {
          if (!(err instanceof OrderStateError)) throw err;
        }
      }
      if (!current.deliveredMailAt) {
        mailIds.push(await queueMail(tx, parcelDeliveredMail(await mailInput(delivered))));
        stamps.deliveredMailAt = now;
      }
    }
    await tx
      .update(shipment)
      .set({
        ...stamps,
        state,
        quietPolls: quiet,
        lastPolledAt: now,
        lastError: null,
        lockedBy: null,
        lockedUntil: null,
        nextPollAt: scaledNextPoll(state, current.bookedAt ?? now, quiet, now, scale),
        updatedAt: now,
      })
      .where(eq(shipment.id, s.id));
    return { added: added.length, mailIds, changed: orderChanged || before !== state, userId: o.userId };
  });
  if (!outcome) return 0;
  for (const id of outcome.mailIds) await deps.mailer?.dispatch(id);
  if (outcome.changed || outcome.added > 0) publishOrderChange({ orderId: s.orderId, userId: outcome.userId });
  return outcome.added;
}

/** One pass: every due parcel this worker could claim, polled once. Returns how many were polled. */
export async function pollParcels(db: Db, workerId: string, now: Date, deps: PollDeps): Promise<number> {
  const claimed = await claimDueShipments(db, workerId, now);
  for (const s of claimed) {
    try {
      await pollShipment(db, s, workerId, now, deps);
    } catch (err) {
      console.error(`[parcels] the poll of shipment ${s.id} failed:`, (err as Error).message);
    }
  }
  return claimed.length;
}

/**
 * The poll in this process (started by server.ts beside the payment sweep): every `intervalMs` and shortly after
 * start. Nothing runs without a configured carrier. STILLA_PARCEL_POLL_SCALE shortens the backoff (the e2e server).
 */
export function startParcelPolls(
  deps: Omit<PollDeps, "carrierOf"> & { db: Db; carrier: CarrierProvider | null },
  opts: { intervalMs?: number; now?: () => Date } = {},
): PeriodicJob {
  const carrier = deps.carrier;
  if (!carrier) return { stop: async () => {} };
  const scale = deps.backoffScale ?? pollScale();
  const { intervalMs = Math.max(500, Math.min(60_000, 60_000 * scale)), now = () => new Date() } = opts;
  const workerId = `parcels-${randomUUID()}`;
  return startPeriodicJob(
    "parcels",
    () => pollParcels(deps.db, workerId, now(), { ...deps, backoffScale: scale, carrierOf: (id) => (id === carrier.id ? carrier : undefined) }),
    { intervalMs, firstDelayMs: Math.min(5_000, intervalMs) },
  );
}

// ---------------------------------------------------------------- what the console and the customer see

export interface ParcelEventView {
  at: string;
  state: ParcelState;
  description: string;
  location: string | null;
}

export interface ParcelView {
  carrier: string;
  trackingNumber: string;
  state: ParcelState;
  bookedAt: string | null;
  /** Where it waits, when it is ready to collect. */
  pickupPlace: string | null;
  /** Newest first. */
  events: ParcelEventView[];
  hasLabel: boolean;
  lastError: string | null;
  nextPollAt: string | null;
}

/** The order's parcel as the console and the order page show it, or null when none was booked. */
export async function parcelOf(db: Db, orderId: string, carrierName = "PostNord"): Promise<ParcelView | null> {
  const [s] = await db.select().from(shipment).where(eq(shipment.orderId, orderId));
  if (!s?.trackingNumber) return null;
  const events = await db.select().from(shipmentEvent).where(eq(shipmentEvent.shipmentId, s.id)).orderBy(desc(shipmentEvent.at), desc(shipmentEvent.id));
  const state: ParcelState = isParcelState(s.state) ? s.state : "on_its_way";
  return {
    carrier: carrierName,
    trackingNumber: s.trackingNumber,
    state,
    bookedAt: s.bookedAt?.toISOString() ?? null,
    pickupPlace: state === "ready_for_pickup" ? (events.find((e) => e.state === "ready_for_pickup")?.location ?? null) : null,
    events: events.map((e) => ({ at: e.at.toISOString(), state: isParcelState(e.state) ? e.state : "on_its_way", description: e.description, location: e.location })),
    hasLabel: s.labelPdf !== null,
    lastError: s.lastError,
    nextPollAt: s.nextPollAt?.toISOString() ?? null,
  };
}

/** When the order's last booking got no clear answer from the carrier (it may have booked), or null. */
export async function unansweredBookingAt(db: Db, orderId: string): Promise<string | null> {
  const [s] = await db.select({ at: shipment.bookingUnansweredAt, trackingNumber: shipment.trackingNumber }).from(shipment).where(eq(shipment.orderId, orderId));
  return s?.at && !s.trackingNumber ? s.at.toISOString() : null;
}

export interface BulkBookResult {
  booked: { id: string; number: number; trackingNumber: string; again: boolean }[];
  refused: { id: string; number: number | null; message: string }[];
}

/** Several orders booked one after another (each as the single booking: its own lock, key and shipping mail). */
export async function bookShipments(db: Db, orderIds: string[], admin: { id: string; email: string }, now: Date, deps: ShipmentDeps): Promise<BulkBookResult> {
  const result: BulkBookResult = { booked: [], refused: [] };
  for (const id of orderIds) {
    const r = await bookShipment(db, id, admin, now, deps);
    if (r.ok) result.booked.push({ id, number: r.orderNumber, trackingNumber: r.trackingNumber, again: r.alreadyBooked });
    else result.refused.push({ id, number: r.orderNumber ?? null, message: r.message });
  }
  return result;
}

/** The start log's line about booking and tracking parcels. */
export function parcelStartLine(carrier: CarrierProvider | null): string {
  return carrier
    ? `Parcels: booked with ${carrier.name} from the console; tracking polled in the background.`
    : "Parcels: carrier and tracking number typed by hand (POSTNORD_API_KEY unset).";
}
