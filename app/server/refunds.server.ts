/**
 * Refunds from the order desk (ADR 026). One refund runs in one transaction under the order's row lock:
 * it reads what was refunded before, plans with app/domain/refunds.ts (so two refunds at once can never
 * give back more than was paid; the orders_refunded_range check is the last line of defence), records the
 * refund and its lines, puts the goods back in stock if asked, credits the gift-card part back to the
 * cards in their ledger, voids a refunded gift card that was bought on the order, moves the payment status
 * along the state machine, writes the order event, the audit entry and the customer's e-mail.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { refundMail } from "~/content/mails";
import { paymentStatusAfterRefund } from "~/domain/order-states";
import { fullRefundRequest, planRefund, remaining, type RefundableLine, type RefundableOrder, type RefundError, type RefundPanelView, type RefundRequest } from "~/domain/refunds";
import { FREE_GIFT, RETURNS } from "~/domain/constants";
import { maskPayout, payoutFromColumns } from "~/domain/refund-payout";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Db, Tx } from "./db.server";
import { queueMail } from "./mail.server";
import { getShopFacts } from "./shop-identity.server";
import { creditNoteAttachment } from "./documents/documents.server";
import { publishOrderChange } from "./order-events.server";
import { orderLinkToken } from "./order-links.server";
import { giftCard, giftCardLedger, order, orderEvent, orderItem, product, providerPayment, refund, refundLine } from "./schema";
import { afterCatalogueWrite } from "./catalogue-cache.server";
import { transactionWithRetry } from "./db-retry.server";
import { payoutPageUrl } from "./refund-payouts.server";

function maskedPayout(r: typeof refund.$inferSelect): string | null {
  const p = payoutFromColumns(r);
  return p && maskPayout(p);
}

/** What earlier refunds of the order still owe or have asked of a provider: not moved, so not "återbetald" yet. */
async function unsettledOre(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx.select({ ore: sql<number>`coalesce(sum(${refund.amountOre}), 0)::int` }).from(refund).where(and(eq(refund.orderId, orderId), ne(refund.state, "done")));
  return row?.ore ?? 0;
}

export type RefundFailure = RefundError | "not_found" | "gift_card_used";

export type RefundOutcome =
  | {
      ok: true;
      refundId: number;
      amountOre: number;
      methodOre: number;
      giftCardOre: number;
      /** Null when the customer's data was erased (no address to write to, ADR 028). */
      mailId: number | null;
      /**
       * The method part is to be asked of the provider that took the payment (ADR 075): the caller does so after the
       * commit; the refund is `requested` until the provider confirms it. Null: nothing for a provider to move.
       */
      providerRefund: { provider: string; paymentReference: string } | null;
      /** The method part is owed by the owner (invoice, manual Swish; ADR 081): paid back by hand, then marked. */
      owed: boolean;
    }
  | { ok: false; error: RefundFailure };

export interface RefundInput {
  orderId: string;
  /** The lines and quantities, or everything still refundable ("full"). */
  request: RefundRequest | "full";
  restock: boolean;
  reason: string;
  /** "Ångra köp": keep the return postage (only for goods that were sent). */
  withdrawal?: boolean;
  actor: AuditActor;
  now: Date;
  publicUrl: string;
  /** AUTH_SECRET: a guest's refund mail carries the order's private link (order-links.server.ts, ADR 065). */
  secret?: string;
}

class Refused extends Error {
  constructor(public readonly reason: RefundFailure) {
    super(reason);
  }
}

type OrderRow = typeof order.$inferSelect;

/** What a refund needs to know about an order, read inside the caller's transaction (or outside, for the form). */
export async function refundState(db: Db | Tx, o: OrderRow): Promise<{ order: RefundableOrder; lines: RefundableLine[] }> {
  // Two statements, one after the other: inside a refund's transaction `db` is one connection, which must never be
  // given a second query while one runs (pg deprecates that, and a transaction's statements have an order).
  const done = db
    .select({ itemId: refundLine.orderItemId, quantity: sql<number>`sum(${refundLine.quantity})::int`.as("refunded_quantity"), amountOre: sql<number>`sum(${refundLine.amountOre})::int`.as("refunded_ore") })
    .from(refundLine)
    .innerJoin(refund, eq(refund.id, refundLine.refundId))
    .where(eq(refund.orderId, o.id))
    .groupBy(refundLine.orderItemId)
    .as("done");
  const items = await db
    .select({ item: orderItem, quantity: done.quantity, amountOre: done.amountOre })
    .from(orderItem)
    .leftJoin(done, eq(done.itemId, orderItem.id))
    .where(eq(orderItem.orderId, o.id))
    .orderBy(asc(orderItem.id));
  // One row even without refunds (an aggregate without GROUP BY); the cards' part as a scalar subquery.
  const [totals] = await db
    .select({
      methodOre: sql<number>`coalesce(sum(${refund.methodOre}), 0)::int`,
      shippingOre: sql<number>`coalesce(sum(${refund.shippingOre}), 0)::int`,
      backOre: sql<number>`(select coalesce(sum(${giftCardLedger.amountOre}), 0)::int from ${giftCardLedger} where ${and(eq(giftCardLedger.orderId, o.id), inArray(giftCardLedger.type, ["credit", "refund"]))})`,
    })
    .from(refund)
    .where(eq(refund.orderId, o.id));
  const lines = items.map(({ item: i, quantity, amountOre }) => ({
    id: i.id,
    kind: i.kind,
    quantity: i.quantity,
    lineTotalOre: i.lineTotalOre,
    refundedQuantity: quantity ?? 0,
    refundedOre: amountOre ?? 0,
  }));
  return {
    order: {
      status: o.status,
      paymentStatus: o.paymentStatus,
      totalOre: o.totalOre,
      shippingOre: o.shippingOre,
      giftCardPaidOre: o.giftCardPaidOre,
      methodRefundedOre: totals?.methodOre ?? 0,
      giftCardBackOre: totals?.backOre ?? 0,
      shippingRefunded: (totals?.shippingOre ?? 0) > 0,
    },
    lines,
  };
}

/** Credits `amountOre` back to the cards the order was paid with, card by card, never more than each paid. */
async function creditGiftCards(tx: Tx, orderId: string, refundId: number, amountOre: number, actorId: string | null, now: Date) {
  if (amountOre <= 0) return;
  const rows = await tx
    .select({ cardId: giftCardLedger.giftCardId, type: giftCardLedger.type, amountOre: giftCardLedger.amountOre })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, orderId), inArray(giftCardLedger.type, ["debit", "credit", "refund"])))
    .orderBy(asc(giftCardLedger.giftCardId));
  const owed = new Map<number, number>();
  for (const r of rows) owed.set(r.cardId, (owed.get(r.cardId) ?? 0) - r.amountOre);
  let left = amountOre;
  for (const [cardId, open] of owed) {
    if (left <= 0) break;
    const part = Math.min(left, open);
    if (part <= 0) continue;
    await tx.select({ id: giftCard.id }).from(giftCard).where(eq(giftCard.id, cardId)).for("update");
    await tx.update(giftCard).set({ balanceOre: sql`${giftCard.balanceOre} + ${part}` }).where(eq(giftCard.id, cardId));
    await tx.insert(giftCardLedger).values({ giftCardId: cardId, type: "refund", amountOre: part, orderId, refundId, actorUserId: actorId, createdAt: now });
    left -= part;
  }
  // The plan never asks for more than the cards paid; if the ledger disagrees, nothing is written.
  if (left > 0) throw new Error(`refund: ${left} öre of the gift-card part has no card to go back to`);
}

/** A gift card bought on the order and refunded: voided, if nobody has spent from it yet. */
async function voidBoughtCard(tx: Tx, orderItemId: number, reason: string, actorId: string | null, now: Date) {
  const [card] = await tx.select().from(giftCard).where(eq(giftCard.orderItemId, orderItemId)).for("update");
  if (!card) return; // never issued (the order was not paid when the card would have been issued)
  if (card.voidedAt || card.balanceOre < card.initialOre) throw new Refused("gift_card_used");
  await tx.update(giftCard).set({ balanceOre: 0, voidedAt: now }).where(eq(giftCard.id, card.id));
  await tx.insert(giftCardLedger).values({ giftCardId: card.id, type: "void", amountOre: -card.balanceOre, note: reason, actorUserId: actorId, createdAt: now });
}

export async function refundOrder(db: Db, input: RefundInput): Promise<RefundOutcome> {
  const { now, actor } = input;
  let outcome: RefundOutcome & { ok: true; userId: string | null };
  try {
    outcome = await afterCatalogueWrite(db, transactionWithRetry(db, async (tx) => {
      const [o] = await tx.select().from(order).where(eq(order.id, input.orderId)).for("update");
      if (!o) throw new Refused("not_found");
      const state = await refundState(tx, o);
      const sent = o.status !== "cancelled";
      const base = input.request === "full" ? fullRefundRequest(state.lines) : input.request;
      const request = input.withdrawal && sent ? { ...base, deductionOre: RETURNS.returnShippingOre } : base;
      const plan = planRefund(state.order, state.lines, request);
      if (!plan.ok) throw new Refused(plan.error);

      const restock = input.restock && sent;
      // Paid through a provider (ADR 075): its part goes back through the provider and is "återbetald" only once the
      // provider confirms; until then the refund is `requested` and the payment status stays as it is.
      const [paidVia] = await tx
        .select({ provider: providerPayment.provider, reference: providerPayment.paymentReference })
        .from(providerPayment)
        .where(and(eq(providerPayment.orderId, o.id), eq(providerPayment.state, "paid")));
      const viaProvider = paidVia?.reference && plan.methodOre > 0 ? { provider: paidVia.provider, paymentReference: paidVia.reference } : null;
      // Paid by invoice or manual Swish (ADR 081): nobody moves the method's part but the owner, by a transfer to an
      // account the customer gives; the refund is `owed` ("att betala tillbaka") until the owner marks it paid back.
      // (A refund is only made on a paid order, canRefund: an unpaid invoice is cancelled, never refunded.)
      const owed = !viaProvider && plan.methodOre > 0;
      const settled = !viaProvider && !owed;
      const [r] = await tx
        .insert(refund)
        .values({
          orderId: o.id,
          amountOre: plan.amountOre,
          methodOre: plan.methodOre,
          giftCardOre: plan.giftCardOre,
          shippingOre: plan.shippingOre,
          deductionOre: plan.deductionOre,
          restocked: restock,
          reason: input.reason,
          actorUserId: actor.id,
          state: viaProvider ? "requested" : owed ? "owed" : "done",
          settledAt: settled ? now : null,
          createdAt: now,
        })
        .returning({ id: refund.id });
      const items = await tx.select().from(orderItem).where(eq(orderItem.orderId, o.id));
      const byId = new Map(items.map((i) => [i.id, i]));
      if (plan.lines.length) await tx.insert(refundLine).values(plan.lines.map((l) => ({ refundId: r!.id, orderItemId: l.itemId, quantity: l.quantity, amountOre: l.amountOre })));
      // Stock back in a fixed product order (no deadlock between two refunds of overlapping products), and in
      // placeOrder's lock order (ADR 041): the free gift's product row last, after the gift cards.
      const back = plan.lines.map((l) => ({ ...l, item: byId.get(l.itemId)! })).sort((a, b) => (a.item.productId ?? "").localeCompare(b.item.productId ?? ""));
      let giftProductBack = 0;
      for (const l of back) {
        if (l.item.kind === "gift_card") await voidBoughtCard(tx, l.itemId, input.reason, actor.id, now);
        else if (restock && l.item.productId === FREE_GIFT.productId) giftProductBack += l.quantity;
        else if (restock && l.item.productId) {
          await tx.update(product).set({ stockCount: sql`${product.stockCount} + ${l.quantity}` }).where(eq(product.id, l.item.productId));
        }
      }
      await creditGiftCards(tx, o.id, r!.id, plan.giftCardOre, actor.id, now);
      if (giftProductBack > 0) {
        await tx.update(product).set({ stockCount: sql`${product.stockCount} + ${giftProductBack}` }).where(eq(product.id, FREE_GIFT.productId));
      }

      const left = remaining({ ...state.order, methodRefundedOre: state.order.methodRefundedOre + plan.methodOre, giftCardBackOre: state.order.giftCardBackOre + plan.giftCardOre });
      // "Återbetald" only once money has moved (ADR 075, 081): a refund requested of a provider or owed by the owner
      // leaves the payment status as it was; one that moved at once (gift cards only) follows the refunds settled.
      const paymentStatus = settled ? paymentStatusAfterRefund(left.methodOre + left.giftCardOre + (await unsettledOre(tx, o.id))) : o.paymentStatus;
      await tx.update(order).set({ refundedOre: sql`${order.refundedOre} + ${plan.amountOre}`, paymentStatus }).where(eq(order.id, o.id));
      await tx.insert(orderEvent).values({ orderId: o.id, type: "refund", actorUserId: actor.id, note: String(plan.amountOre), createdAt: now });
      await recordAudit(tx, {
        actor,
        action: "order.refund",
        entity: "order",
        entityId: o.id,
        before: { paymentStatus: o.paymentStatus, refundedOre: o.refundedOre },
        after: { paymentStatus, refundedOre: o.refundedOre + plan.amountOre, amountOre: plan.amountOre, restocked: restock, reason: input.reason },
        at: now,
      });
      const shop = await getShopFacts(tx);
      const mailId = o.shippingEmail === "" ? null : await queueMail(tx, {
        ...refundMail({
          to: o.shippingEmail,
          name: o.shippingName,
          orderId: o.id,
          orderNumber: o.number,
          amountOre: plan.amountOre,
          methodOre: plan.methodOre,
          giftCardOre: plan.giftCardOre,
          deductionOre: plan.deductionOre,
          paymentMethod: o.paymentMethod,
          lines: plan.lines.map((l) => ({ name: byId.get(l.itemId)!.productName, quantity: l.quantity })),
          shippingOre: plan.shippingOre,
          reason: input.reason,
          requested: viaProvider !== null,
          owed,
          ...(owed && input.secret ? { payoutUrl: payoutPageUrl(input.publicUrl, input.secret, r!.id, now) } : {}),
          publicUrl: input.publicUrl,
          guest: o.userId === null,
          ...(o.userId === null && input.secret ? { accessToken: orderLinkToken(input.secret, o.id) } : {}),
          shop,
        }),
        // The refund's credit note (ADR 076), from the rows just written.
        attachments: await creditNoteAttachment(tx, { ...o, refundedOre: o.refundedOre + plan.amountOre, paymentStatus }, r!.id, shop),
      });
      return { ok: true as const, refundId: r!.id, amountOre: plan.amountOre, methodOre: plan.methodOre, giftCardOre: plan.giftCardOre, mailId, userId: o.userId, providerRefund: viaProvider, owed };
    }));
  } catch (err) {
    if (err instanceof Refused) return { ok: false, error: err.reason };
    throw err;
  }
  publishOrderChange({ orderId: input.orderId, userId: outcome.userId });
  const { userId: _userId, ...result } = outcome;
  return result;
}

/** The refunds of an order, newest last, for the desk and the customer's order page. */
export async function refundsOf(db: Db, orderId: string) {
  const rows = await db.select().from(refund).where(eq(refund.orderId, orderId)).orderBy(asc(refund.createdAt), asc(refund.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ refundId: refundLine.refundId, quantity: refundLine.quantity, amountOre: refundLine.amountOre, name: orderItem.productName })
    .from(refundLine)
    .innerJoin(orderItem, eq(orderItem.id, refundLine.orderItemId))
    .where(inArray(refundLine.refundId, rows.map((r) => r.id)))
    .orderBy(asc(refundLine.id));
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    amountOre: r.amountOre,
    methodOre: r.methodOre,
    giftCardOre: r.giftCardOre,
    shippingOre: r.shippingOre,
    deductionOre: r.deductionOre,
    restocked: r.restocked,
    reason: r.reason,
    state: r.state,
    /** An owed refund's account as the customer gave it, masked (ADR 081); null when none was given (or none is kept). */
    payoutGiven: r.state === "owed" ? maskedPayout(r) : null,
    lines: lines.filter((l) => l.refundId === r.id).map(({ name, quantity, amountOre }) => ({ name, quantity, amountOre })),
  }));
}

/** What the desk's refund panel shows: what is left per line, what a full or withdrawal refund comes to, the history. */
export async function refundPanel(db: Db, o: OrderRow): Promise<RefundPanelView> {
  const [state, history] = await Promise.all([refundState(db, o), refundsOf(db, o.id)]);
  const items = await db.select({ id: orderItem.id, name: orderItem.productName }).from(orderItem).where(eq(orderItem.orderId, o.id));
  const name = (id: number) => items.find((i) => i.id === id)?.name ?? "";
  const left = remaining(state.order);
  const sent = o.status !== "cancelled";
  const full = planRefund(state.order, state.lines, fullRefundRequest(state.lines));
  const withdrawal = o.withdrawnAt ? planRefund(state.order, state.lines, { ...fullRefundRequest(state.lines), deductionOre: sent ? RETURNS.returnShippingOre : 0 }) : null;
  return {
    refundable: full.ok,
    cancelled: !sent,
    leftOre: left.methodOre + left.giftCardOre,
    shippingOre: state.order.shippingRefunded ? 0 : o.shippingOre,
    lines: state.lines.filter((l) => l.quantity > l.refundedQuantity).map((l) => ({ id: l.id, name: name(l.id), kind: l.kind, left: l.quantity - l.refundedQuantity })),
    withdrawal: withdrawal?.ok ? { amountOre: withdrawal.amountOre, deductionOre: withdrawal.deductionOre } : null,
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
  };
}
