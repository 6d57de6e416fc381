/**
 * Payments a provider confirms (ADR 075), provider-neutral: the payment row written in the order's transaction, the
 * one place a provider's verified outcome is applied (recorded once with `recordPaymentEventOnce` in the same
 * transaction as its effect: paid after the amount check, or the order cancelled with its stock, code use and
 * gift-card debit released once and the customer told), refunds confirmed, and the sweep that gives up on payments
 * that never come (claimed with FOR UPDATE SKIP LOCKED and a lease, as the outbox's mail, so two processes never
 * both act). A provider (stripe.server.ts) verifies its own signatures and maps its events to `ProviderOutcome`.
 */
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { paymentCancelledMail, providerEventNotes, refundConfirmedMail } from "~/content/provider-payments";
import { paymentStatusAfterRefund } from "~/domain/order-states";
import { canMovePayment, checkPaidAmount, EXPIRY_GRACE_MS, type ProviderPaymentState } from "~/domain/provider-payments";
import type { Db, Tx } from "../db.server";
import { afterCatalogueWrite } from "../catalogue-cache.server";
import type { GiftCardDeps } from "../gift-cards/codes.server";
import { giftCardPaidHook } from "../gift-cards/issue.server";
import { queueMail } from "../mail.server";
import { publishOrderChange } from "../order-events.server";
import { orderPageUrl } from "../order-links.server";
import { applyOrderChange } from "../orders.server";
import { order, paymentEvent, providerPayment, refund } from "../schema";
import { getShopFacts } from "../shop-identity.server";
import { recordPaymentEventOnce } from "./provider.server";

export type ProviderPaymentRow = typeof providerPayment.$inferSelect;

/** What applying an outcome needs besides the database. */
export interface ProviderContext {
  db: Db;
  now: Date;
  giftCards: GiftCardDeps;
  mailer: { dispatch(id: number): Promise<void> };
}

/** A provider's verified word about one order's payment or refund. */
export type ProviderOutcome =
  | { kind: "paid"; amountOre: number | null; currency: string | null; paymentReference: string | null }
  /** `note`: the provider's reason (Swish's error code), kept on the payment and shown to the customer. */
  | { kind: "failed" | "expired"; note?: string }
  /** A refund asked of the provider has moved (its id at the provider, and ours from its metadata). */
  | { kind: "refunded"; refundId: number | null; providerRefundId: string }
  /** Nothing to do (an event the shop does not act on, or a payment not final yet). */
  | { kind: "none"; why: string };

export interface ProviderEvent {
  provider: string;
  /** The provider's event id: stored once. A sweep's own reading uses a key of its own ("sweep:…"). */
  eventId: string;
  type: string;
  orderId: string | null;
  outcome: ProviderOutcome;
}

export type ApplyResult = "duplicate" | "unknown_order" | "applied" | "ignored";

/** In placeOrder's transaction: the payment the provider is to collect, awaiting until it says otherwise. */
export async function openProviderPayment(tx: Tx, p: { orderId: string; provider: string; amountOre: number; currency: string; expiresAt: Date; now: Date }): Promise<void> {
  await tx.insert(providerPayment).values({ orderId: p.orderId, provider: p.provider, state: "awaiting", amountOre: p.amountOre, currency: p.currency, expiresAt: p.expiresAt, createdAt: p.now, updatedAt: p.now });
}

export async function getProviderPayment(db: Db | Tx, orderId: string): Promise<ProviderPaymentRow | null> {
  const [row] = await db.select().from(providerPayment).where(eq(providerPayment.orderId, orderId));
  return row ?? null;
}

/** The provider's reference and page, once the request has been made (outside the order's transaction). */
export async function setProviderReference(db: Db, orderId: string, ref: { reference: string; redirectUrl: string | null }, now: Date): Promise<void> {
  await db.update(providerPayment).set({ reference: ref.reference, redirectUrl: ref.redirectUrl, updatedAt: now }).where(eq(providerPayment.orderId, orderId));
}

/**
 * Applies one verified provider event exactly once: the event id is recorded in the same transaction as the change,
 * so a replay, a duplicate delivered at the same moment or a retry after a failure changes nothing twice. Mails are
 * dispatched and the customer's page told after the commit.
 */
export async function applyProviderEvent(ctx: ProviderContext, e: ProviderEvent): Promise<ApplyResult> {
  const { db, now } = ctx;
  const paidHook = giftCardPaidHook(ctx.giftCards, null, now);
  const mailIds = paidHook.mailIds;
  let userIdToTell: string | null | undefined;
  const result = await afterCatalogueWrite(db, db.transaction(async (tx): Promise<ApplyResult> => {
    // The order's row first (the desk's lock order), before the event is recorded: the event row's foreign key takes
    // a share lock on the order, so two events for one order recorded first would each wait for the other's lock.
    // An order id the shop does not know (another shop's event on a shared account): recorded without it.
    const [o] = e.orderId ? await tx.select().from(order).where(eq(order.id, e.orderId)).for("update") : [];
    const orderId = o?.id ?? null;
    if (!(await recordPaymentEventOnce(tx, e.provider, e.eventId, orderId))) return "duplicate";
    const note = (outcome: string) => tx.update(paymentEvent).set({ type: e.type, outcome }).where(and(eq(paymentEvent.provider, e.provider), eq(paymentEvent.eventId, e.eventId)));
    if (!orderId) {
      await note("unknown order");
      return "unknown_order";
    }
    const [p] = await tx.select().from(providerPayment).where(eq(providerPayment.orderId, orderId)).for("update");
    const out = e.outcome;
    if (out.kind === "none") {
      await note(`ignored: ${out.why}`);
      return "ignored";
    }
    if (out.kind === "refunded") {
      const done = await confirmRefund(tx, ctx, o!, out, mailIds);
      await note(done ? "refund confirmed" : "refund already confirmed or unknown");
      if (done) userIdToTell = o!.userId;
      return done ? "applied" : "ignored";
    }
    if (!p || p.provider !== e.provider) {
      await note("no payment asked of this provider");
      return "ignored";
    }
    const move = async (state: ProviderPaymentState, extra: Partial<ProviderPaymentRow> = {}) =>
      tx.update(providerPayment).set({ state, updatedAt: now, ...extra }).where(eq(providerPayment.orderId, orderId));

    if (out.kind === "paid") {
      if (p.state === "paid") {
        await note("already paid");
        return "ignored";
      }
      const check = checkPaidAmount({ amountOre: p.amountOre, currency: p.currency }, out);
      if (!check.ok) {
        // Never paid on a wrong amount: the owner sees it on the reconciliation page.
        if (canMovePayment(p.state, "mismatch")) await move("mismatch", { note: check.note, paymentReference: out.paymentReference });
        await note(`amount mismatch: ${check.note}`);
        userIdToTell = o!.userId;
        return "applied";
      }
      if (!canMovePayment(p.state, "paid") || o!.status === "cancelled") {
        // Money after the shop gave up (or after a mismatch): flagged, the order left as it is; the owner refunds.
        await move("mismatch", { note: `paid after ${p.state}`, paymentReference: out.paymentReference });
        await note(`paid after ${p.state}: refund by hand`);
        userIdToTell = o!.userId;
        return "applied";
      }
      await move("paid", { paymentReference: out.paymentReference });
      await applyOrderChange(tx, orderId, { type: "mark_paid" }, null, now, { by: "system", onPaid: paidHook.onPaid });
      await note("paid");
      userIdToTell = o!.userId;
      return "applied";
    }
    // failed | expired: the order is cancelled, everything it held released once (the desk's cancellation).
    if (!canMovePayment(p.state, out.kind) || o!.paymentStatus !== "unpaid") {
      await note(`ignored: payment is ${p.state}`);
      return "ignored";
    }
    await move(out.kind, out.note ? { note: out.note } : {});
    const cancelled = await applyOrderChange(tx, orderId, { type: "cancel" }, null, now, { by: "system", note: providerEventNotes[out.kind] });
    if (cancelled && o!.shippingEmail !== "") {
      mailIds.push(await queueMail(tx, paymentCancelledMail({ to: o!.shippingEmail, name: o!.shippingName, orderNumber: o!.number, reason: out.kind, shopUrl: `${ctx.giftCards.publicUrl}/shop`, shop: await getShopFacts(tx) })));
    }
    await note(cancelled ? `order cancelled (${out.kind})` : `${out.kind}; order already cancelled`);
    userIdToTell = o!.userId;
    return "applied";
  }));
  for (const id of mailIds) await ctx.mailer.dispatch(id);
  if (userIdToTell !== undefined && e.orderId) publishOrderChange({ orderId: e.orderId, userId: userIdToTell });
  return result;
}

/**
 * A refund asked of the provider is confirmed: `requested → done`, once; the order's payment status then follows the
 * refunds whose money has moved, and the customer hears "återbetalt".
 */
async function confirmRefund(tx: Tx, ctx: ProviderContext, o: typeof order.$inferSelect, out: { refundId: number | null; providerRefundId: string }, mailIds: number[]): Promise<boolean> {
  const match = out.refundId !== null ? eq(refund.id, out.refundId) : eq(refund.providerRefundId, out.providerRefundId);
  const [r] = await tx
    .update(refund)
    .set({ state: "done", settledAt: ctx.now, providerRefundId: out.providerRefundId })
    .where(and(match, eq(refund.orderId, o.id), eq(refund.state, "requested")))
    .returning();
  if (!r) return false;
  await settlePaymentStatus(tx, o);
  if (o.shippingEmail !== "") {
    mailIds.push(await queueMail(tx, refundConfirmedMail({ to: o.shippingEmail, name: o.shippingName, orderNumber: o.number, amountOre: r.amountOre, orderUrl: orderPageUrl(ctx.giftCards.publicUrl, ctx.giftCards.secret, o), shop: await getShopFacts(tx) })));
  }
  return true;
}

/**
 * The payment status from the refunds whose money has moved (`done`): "återbetald" only then (ADR 075). A refund
 * still `requested` or `owed` leaves the status as it was.
 */
export async function settlePaymentStatus(tx: Tx, o: { id: string; totalOre: number; paymentStatus: string }): Promise<void> {
  const [sum] = await tx.select({ done: sql<number>`coalesce(sum(${refund.amountOre}), 0)::int` }).from(refund).where(and(eq(refund.orderId, o.id), eq(refund.state, "done")));
  const done = sum?.done ?? 0;
  if (done === 0) return;
  await tx.update(order).set({ paymentStatus: paymentStatusAfterRefund(o.totalOre - done) }).where(eq(order.id, o.id));
}

// ---------------------------------------------------------------- the sweep: payments that never come

export const SWEEP_LEASE_MS = 2 * 60_000;
const SWEEP_BATCH = 20;

/**
 * Claims awaiting payments past their expiry (plus the grace that lets the provider's own expiry event come first):
 * FOR UPDATE SKIP LOCKED and a lease, so another process passes over them and a crashed process's claim runs out.
 */
export async function claimOverduePayments(db: Db, workerId: string, now: Date, limit = SWEEP_BATCH): Promise<ProviderPaymentRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ orderId: providerPayment.orderId })
      .from(providerPayment)
      .where(
        and(
          eq(providerPayment.state, "awaiting"),
          lte(providerPayment.expiresAt, new Date(now.getTime() - EXPIRY_GRACE_MS)),
          or(isNull(providerPayment.lockedUntil), lt(providerPayment.lockedUntil, now)),
        ),
      )
      .orderBy(asc(providerPayment.expiresAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(providerPayment)
      .set({ lockedBy: workerId, lockedUntil: new Date(now.getTime() + SWEEP_LEASE_MS) })
      .where(inArray(providerPayment.orderId, due.map((d) => d.orderId)))
      .returning();
  });
}

export async function releaseClaim(db: Db, orderId: string, workerId: string): Promise<void> {
  await db.update(providerPayment).set({ lockedBy: null, lockedUntil: null }).where(and(eq(providerPayment.orderId, orderId), eq(providerPayment.lockedBy, workerId)));
}

/** Refunds asked of a provider whose request never reached it (no provider id yet): asked again by the sweep. */
export async function unsentProviderRefunds(db: Db): Promise<(typeof refund.$inferSelect)[]> {
  return db.select().from(refund).where(and(eq(refund.state, "requested"), isNull(refund.providerRefundId))).orderBy(asc(refund.id)).limit(SWEEP_BATCH);
}

// ---------------------------------------------------------------- the console: the payment and reconciliation

/** The console's view of an order's provider payment: the row and every event the provider sent about the order. */
export async function providerPaymentForDesk(db: Db, orderId: string) {
  const [payment, events] = await Promise.all([
    getProviderPayment(db, orderId),
    db.select().from(paymentEvent).where(eq(paymentEvent.orderId, orderId)).orderBy(asc(paymentEvent.createdAt)),
  ]);
  if (!payment && events.length === 0) return null;
  return {
    payment: payment && {
      provider: payment.provider,
      state: payment.state,
      amountOre: payment.amountOre,
      currency: payment.currency,
      reference: payment.reference,
      paymentReference: payment.paymentReference,
      expiresAt: payment.expiresAt.toISOString(),
      note: payment.note,
    },
    events: events.map((e) => ({ eventId: e.eventId, provider: e.provider, type: e.type, outcome: e.outcome, at: e.createdAt.toISOString() })),
  };
}

export type ReconcileAction = "mismatch" | "paidButCancelled" | "overdue" | "refundPending";

/**
 * Orders whose shop status and provider status disagree, each with the action to take: a payment flagged (wrong
 * amount, or money after the shop gave up), a payment past its expiry that the sweep has not settled yet, and a refund
 * asked of a provider more than a day ago without its confirmation.
 */
export async function paymentsToReconcile(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60_000);
  const overdueBy = new Date(now.getTime() - EXPIRY_GRACE_MS);
  const payments = await db
    .select({ p: providerPayment, number: order.number, status: order.status, paymentStatus: order.paymentStatus })
    .from(providerPayment)
    .innerJoin(order, eq(order.id, providerPayment.orderId))
    .where(or(eq(providerPayment.state, "mismatch"), and(eq(providerPayment.state, "awaiting"), lte(providerPayment.expiresAt, overdueBy))))
    .orderBy(asc(providerPayment.createdAt))
    .limit(200);
  const refunds = await db
    .select({ r: refund, number: order.number, status: order.status, paymentStatus: order.paymentStatus, provider: providerPayment.provider, reference: providerPayment.paymentReference })
    .from(refund)
    .innerJoin(order, eq(order.id, refund.orderId))
    .innerJoin(providerPayment, eq(providerPayment.orderId, refund.orderId))
    .where(and(eq(refund.state, "requested"), lte(refund.createdAt, dayAgo)))
    .orderBy(asc(refund.createdAt))
    .limit(200);
  return [
    ...payments.map(({ p, number, status, paymentStatus }) => ({
      orderId: p.orderId,
      number,
      provider: p.provider,
      reference: p.paymentReference ?? p.reference,
      providerState: p.state,
      shopStatus: status,
      shopPaymentStatus: paymentStatus,
      amountOre: p.amountOre,
      note: p.note,
      action: (p.state === "awaiting" ? "overdue" : (p.note ?? "").startsWith("paid after") ? "paidButCancelled" : "mismatch") as ReconcileAction,
    })),
    ...refunds.map(({ r, number, status, paymentStatus, provider, reference }) => ({
      orderId: r.orderId,
      number,
      provider,
      reference: r.providerRefundId ?? reference,
      providerState: "refund requested",
      shopStatus: status,
      shopPaymentStatus: paymentStatus,
      amountOre: r.amountOre,
      note: null,
      action: "refundPending" as ReconcileAction,
    })),
  ];
}
