/**
 * Refunds the owner pays back by hand (ADR 081): on an order paid by invoice or manual Swish the refund's method part
 * is recorded `owed` (refunds.server.ts); the customer gives the account to pay to through the refund's private link
 * (`/aterbetalning/<refund id>?nyckel=<token>`: an HMAC of the refund id and the link's expiry with AUTH_SECRET, for
 * this purpose only), the owner sees what to transfer on the desk and in /admin/betalningar, and marks it paid back:
 * only then is the refund `done`, the account erased, the payment status moved and the customer told "återbetald".
 *
 * Locks: the order row first, then the refund row (the shop's one lock order, ADR 041), in `transactionWithRetry`.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte } from "drizzle-orm";
import { paidBackMail, payoutReminderMail } from "~/content/refund-payouts";
import {
  describePayout,
  maskPayout,
  paybackDueBy,
  paybackOverdue,
  payoutFromColumns,
  payoutLinkExpiry,
  payoutReference,
  payoutReminderCutoff,
  type OwedRefund,
  type PayoutAccount,
} from "~/domain/refund-payout";
import { paymentMethodLabel } from "~/payments/registry";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { Db, Tx } from "./db.server";
import { transactionWithRetry } from "./db-retry.server";
import { queueMail, type Dispatcher } from "./mail.server";
import { publishOrderChange } from "./order-events.server";
import { ORDER_LINK_PARAM, orderPageUrl } from "./order-links.server";
import { settlePaymentStatus } from "./payments/provider-payments.server";
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.server";
import { order, orderEvent, refund } from "./schema";
import { getShopFacts } from "./shop-identity.server";

// ---------------------------------------------------------------- the private link

const mac = (secret: string, refundId: number, exp: string) => createHmac("sha256", secret).update(`refund-payout:v1:${refundId}:${exp}`).digest("base64url");

/** The link's token: its expiry (seconds since 1970, base 36), a hyphen, and the MAC of the refund id and that expiry. */
export function payoutToken(secret: string, refundId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${exp}-${mac(secret, refundId, exp)}`;
}

/** Whether `token` was made for this refund with this secret and has not expired at `now` (constant-time compare). */
export function payoutTokenValid(secret: string, refundId: number, token: string | null | undefined, now: Date): boolean {
  if (!token || token.length > 80 || !Number.isSafeInteger(refundId) || refundId <= 0) return false;
  const dash = token.indexOf("-");
  if (dash <= 0) return false;
  const exp = token.slice(0, dash);
  if (!/^[0-9a-z]{1,10}$/.test(exp)) return false;
  if (parseInt(exp, 36) * 1000 <= now.getTime()) return false;
  const want = Buffer.from(mac(secret, refundId, exp));
  const got = Buffer.from(token.slice(dash + 1));
  return want.length === got.length && timingSafeEqual(want, got);
}

/** The pay-back page's address with a fresh token (for a mail, or the customer's order page while the refund is owed). */
export function payoutPageUrl(publicUrl: string, secret: string, refundId: number, now: Date): string {
  return `${publicUrl.replace(/\/$/, "")}${payoutPagePath(secret, refundId, now)}`;
}

export function payoutPagePath(secret: string, refundId: number, now: Date): string {
  return `/aterbetalning/${refundId}?${ORDER_LINK_PARAM}=${payoutToken(secret, refundId, payoutLinkExpiry(now))}`;
}

// ---------------------------------------------------------------- the customer's page

export type PayoutPageView =
  | { status: "invalid" }
  /** Paid back already (or never owed): nothing to give. */
  | { status: "paid"; orderNumber: number; amountOre: number }
  | { status: "open"; orderNumber: number; amountOre: number; given: string | null; paymentMethod: string };

/** What the page shows for a refund and its token: the amount owed and the account given (masked), or why not. */
export async function payoutPage(db: Db, input: { refundId: number; token: string | null; now: Date; secret: string }): Promise<PayoutPageView> {
  if (!payoutTokenValid(input.secret, input.refundId, input.token, input.now)) return { status: "invalid" };
  const [row] = await db.select({ r: refund, number: order.number, method: order.paymentMethod }).from(refund).innerJoin(order, eq(order.id, refund.orderId)).where(eq(refund.id, input.refundId));
  if (!row) return { status: "invalid" };
  if (row.r.state !== "owed") return { status: "paid", orderNumber: row.number, amountOre: row.r.methodOre };
  const given = payoutFromColumns(row.r);
  return { status: "open", orderNumber: row.number, amountOre: row.r.methodOre, given: given && maskPayout(given), paymentMethod: row.method };
}

export type GivePayoutResult = { status: "invalid" } | { status: "paid" } | { status: "saved"; changed: boolean; given: string };

/**
 * The customer's account for an owed refund: stored under the order's lock, then the refund's. Given twice, the later
 * one stands (a correction); the same account again changes nothing. Once paid back, nothing is stored.
 */
export async function givePayoutAccount(db: Db, input: { refundId: number; token: string | null; payout: PayoutAccount; now: Date; secret: string }): Promise<GivePayoutResult> {
  if (!payoutTokenValid(input.secret, input.refundId, input.token, input.now)) return { status: "invalid" };
  const [found] = await db.select({ orderId: refund.orderId }).from(refund).where(eq(refund.id, input.refundId));
  if (!found) return { status: "invalid" };
  const p = input.payout;
  const columns = p.kind === "bank" ? { payoutClearing: p.clearing, payoutAccount: p.account, payoutSwish: null } : { payoutClearing: null, payoutAccount: null, payoutSwish: p.swish };
  const result = await transactionWithRetry(db, async (tx): Promise<GivePayoutResult & { userId?: string | null }> => {
    const [o] = await tx.select({ id: order.id, userId: order.userId }).from(order).where(eq(order.id, found.orderId)).for("update");
    const [r] = await tx.select().from(refund).where(eq(refund.id, input.refundId)).for("update");
    if (!o || !r) return { status: "invalid" };
    if (r.state !== "owed") return { status: "paid" };
    const before = payoutFromColumns(r);
    const changed = !before || describePayout(before) !== describePayout(p);
    if (changed) {
      await tx.update(refund).set({ ...columns, payoutGivenAt: input.now }).where(eq(refund.id, r.id));
      await tx.insert(orderEvent).values({ orderId: o.id, type: "payout_account", note: p.kind, createdAt: input.now });
    }
    return { status: "saved", changed, given: maskPayout(p), userId: o.userId };
  });
  if (result.status === "saved" && result.changed) publishOrderChange({ orderId: found.orderId, userId: result.userId ?? null });
  if (result.status === "saved") return { status: "saved", changed: result.changed, given: result.given };
  return result;
}

// ---------------------------------------------------------------- the owner

/**
 * Refunds owed by the owner, oldest first: what to transfer to whom, by when (`now` decides what is late). For one
 * order, or all (the payments page).
 */
export async function owedRefunds(db: Db, opts: { now: Date; orderId?: string }): Promise<OwedRefund[]> {
  const rows = await db
    .select({ r: refund, number: order.number, name: order.shippingName, method: order.paymentMethod })
    .from(refund)
    .innerJoin(order, eq(order.id, refund.orderId))
    .where(and(eq(refund.state, "owed"), opts.orderId ? eq(refund.orderId, opts.orderId) : undefined))
    .orderBy(asc(refund.createdAt), asc(refund.id))
    .limit(200);
  const shop = rows.length ? await getShopFacts(db) : null;
  return rows.map(({ r, number, name, method }) => {
    const p = payoutFromColumns(r);
    return {
      refundId: r.id,
      orderId: r.orderId,
      orderNumber: number,
      customer: name,
      paymentMethod: method,
      amountOre: r.methodOre,
      createdAt: r.createdAt.toISOString(),
      account: p && describePayout(p),
      accountKind: p?.kind ?? null,
      givenAt: r.payoutGivenAt?.toISOString() ?? null,
      reference: payoutReference(shop!.name, number),
      dueBy: paybackDueBy(r.createdAt).toISOString(),
      overdue: paybackOverdue(r.createdAt, opts.now),
      remindedAt: r.payoutRemindedAt?.toISOString() ?? null,
    };
  });
}

export type PaidBackResult = { ok: true; changed: boolean; mailId: number | null } | { ok: false; error: "not_found" };

/**
 * "Återbetald": the owner has transferred an owed refund. Under the order's lock, then the refund's: `owed → done`
 * once (a second owner at the same moment finds it done and changes nothing), the account erased, the payment status
 * from the refunds whose money has moved (ADR 075's `settlePaymentStatus`), an order event, an audit entry and the
 * customer's mail "återbetald".
 */
export async function markPaidBack(
  db: Db,
  input: { orderId: string; refundId: number; actor: AuditActor; now: Date; publicUrl: string; secret: string },
): Promise<PaidBackResult> {
  const result = await transactionWithRetry(db, async (tx: Tx) => {
    const [o] = await tx.select().from(order).where(eq(order.id, input.orderId)).for("update");
    if (!o) return { ok: false as const, error: "not_found" as const };
    const [r] = await tx.select().from(refund).where(and(eq(refund.id, input.refundId), eq(refund.orderId, o.id))).for("update");
    if (!r) return { ok: false as const, error: "not_found" as const };
    if (r.state !== "owed") return { ok: true as const, changed: false, mailId: null, userId: o.userId };
    const account = payoutFromColumns(r);
    await tx
      .update(refund)
      .set({ state: "done", settledAt: input.now, paidBackAt: input.now, paidBackBy: input.actor.id, payoutClearing: null, payoutAccount: null, payoutSwish: null })
      .where(and(eq(refund.id, r.id), eq(refund.state, "owed")));
    await settlePaymentStatus(tx, o);
    const [after] = await tx.select({ paymentStatus: order.paymentStatus }).from(order).where(eq(order.id, o.id));
    await tx.insert(orderEvent).values({ orderId: o.id, type: "paid_back", actorUserId: input.actor.id, note: String(r.methodOre), createdAt: input.now });
    await recordAudit(tx, {
      actor: input.actor,
      action: "order.refund_paid_back",
      entity: "order",
      entityId: o.id,
      // The account itself is not kept in the log: it is erased with the pay-back (ADR 081).
      before: { refundId: r.id, state: "owed", paymentStatus: o.paymentStatus },
      after: { refundId: r.id, state: "done", paymentStatus: after?.paymentStatus ?? o.paymentStatus, amountOre: r.methodOre, to: account?.kind ?? "unknown" },
      at: input.now,
    });
    const mailId =
      o.shippingEmail === ""
        ? null
        : await queueMail(
            tx,
            paidBackMail({
              to: o.shippingEmail,
              name: o.shippingName,
              orderNumber: o.number,
              amountOre: r.methodOre,
              account: account && maskPayout(account),
              orderUrl: orderPageUrl(input.publicUrl, input.secret, o),
              shop: await getShopFacts(tx),
            }),
          );
    return { ok: true as const, changed: true, mailId, userId: o.userId };
  });
  if (!result.ok) return result;
  if (result.changed) publishOrderChange({ orderId: input.orderId, userId: result.userId });
  return { ok: true, changed: result.changed, mailId: result.mailId };
}

// ---------------------------------------------------------------- the reminder

/**
 * One reminder, with a fresh link, to each customer who has not given an account `PAYOUT_REMINDER_AFTER_DAYS` after
 * an owed refund was recorded. Claimed as the back-in-stock mails are (the rows locked with SKIP LOCKED, marked
 * reminded and the mail queued in one transaction), so two processes never send one twice. Only refund rows are
 * locked, never an order row, so this cannot deadlock with a pay-back (order, then refund). A customer whose order no
 * longer has an address (an erased guest) is marked and not mailed. Returns the queued mails' ids.
 */
export async function sendPayoutReminders(db: Db, mailer: Dispatcher, opts: { now: Date; publicUrl: string; secret: string }): Promise<number[]> {
  const mailIds = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refund.id, methodOre: refund.methodOre, email: order.shippingEmail, name: order.shippingName, number: order.number, method: order.paymentMethod })
      .from(refund)
      .innerJoin(order, eq(order.id, refund.orderId))
      .where(and(eq(refund.state, "owed"), isNull(refund.payoutGivenAt), isNull(refund.payoutRemindedAt), lte(refund.createdAt, payoutReminderCutoff(opts.now))))
      .orderBy(asc(refund.createdAt), asc(refund.id))
      .limit(200)
      .for("update", { of: refund, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = new Set(
      (
        await tx
          .update(refund)
          .set({ payoutRemindedAt: opts.now })
          .where(and(inArray(refund.id, due.map((d) => d.id)), eq(refund.state, "owed"), isNull(refund.payoutRemindedAt)))
          .returning({ id: refund.id })
      ).map((r) => r.id),
    );
    const shop = await getShopFacts(tx);
    const ids: number[] = [];
    for (const r of due) {
      if (!claimed.has(r.id) || r.email === "") continue;
      ids.push(
        await queueMail(
          tx,
          payoutReminderMail({
            to: r.email,
            name: r.name,
            orderNumber: r.number,
            amountOre: r.methodOre,
            method: paymentMethodLabel(r.method),
            payoutUrl: payoutPageUrl(opts.publicUrl, opts.secret, r.id, opts.now),
            shop,
          }),
        ),
      );
    }
    return ids;
  });
  for (const id of mailIds) await mailer.dispatch(id);
  return mailIds;
}

/** Every hour (and shortly after start): a reminder is days late or on time, never minutes. */
export function startPayoutReminders(
  deps: { db: Db; mailer: Dispatcher; publicUrl: string; secret: string },
  opts: { intervalMs?: number; firstDelayMs?: number; now?: () => Date } = {},
): PeriodicJob {
  const { intervalMs = 60 * 60_000, firstDelayMs = 30_000, now = () => new Date() } = opts;
  return startPeriodicJob(
    "refund reminders",
    async () => {
      const ids = await sendPayoutReminders(deps.db, deps.mailer, { now: now(), publicUrl: deps.publicUrl, secret: deps.secret });
      if (ids.length > 0) console.log(`Refund account reminders queued: ${ids.length}.`);
    },
    { intervalMs, firstDelayMs },
  );
}
