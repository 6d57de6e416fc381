/**
 * "Ångra köp" (ADR 018; distansavtalslagen, with the withdrawal function required from 2026-06-19):
 * during the withdrawal period the customer withdraws an order with one confirmation. The withdrawal is
 * recorded once (order.withdrawnAt + an order event with the customer as actor) under the order's row
 * lock; an order that has not been sent yet is also cancelled through the order desk's own cancel, so the
 * stock and the code use come back exactly once; the open /orders pages are told; and an automatic
 * acknowledgement e-mail with the date and time goes out. A second attempt changes nothing.
 */
import { eq } from "drizzle-orm";
import { withdrawalAcknowledgementMail } from "~/content/mails";
import { RETURNS } from "~/domain/constants";
import { stockholmDate } from "~/domain/vat";
import { addCalendarDays } from "~/lib/calendar-date";
import type { Db } from "./db.server";
import type { MailMessage } from "./mail.server";
import { publishOrderChange } from "./order-events.server";
import { applyDeskAction, OrderStateError, viewerMayOpen } from "./orders.server";
import { order, orderEvent } from "./schema";
import { statusAllowsWithdrawal, withdrawalCancels } from "~/domain/order-states";
import { getShopFacts } from "./shop-identity.server";

export interface WithdrawalOrder {
  status: string;
  deliveredAt: Date | null;
  withdrawnAt: Date | null;
}

export type WithdrawalState =
  /** `lastDay` (a Stockholm date, YYYY-MM-DD) is null while the goods are not delivered: the period has not started. */
  | { open: true; lastDay: string | null }
  | { open: false; reason: "withdrawn" | "cancelled" | "expired"; lastDay: string | null };

/** The withdrawal period runs from the order until RETURNS.withdrawalDays after delivery (Stockholm calendar days). */
export function withdrawalState(o: WithdrawalOrder, now: Date): WithdrawalState {
  const lastDay = o.deliveredAt ? addCalendarDays(stockholmDate(o.deliveredAt), RETURNS.withdrawalDays) : null;
  if (o.withdrawnAt) return { open: false, reason: "withdrawn", lastDay };
  if (!statusAllowsWithdrawal(o.status)) return { open: false, reason: o.status === "cancelled" ? "cancelled" : "expired", lastDay };
  if (lastDay && stockholmDate(now) > lastDay) return { open: false, reason: "expired", lastDay };
  return { open: true, lastDay };
}

export type WithdrawOutcome =
  | { status: "recorded"; withdrawnAt: Date; cancelled: boolean; email: string; mailId: number | null }
  | { status: "already"; withdrawnAt: Date }
  | { status: "closed" | "cancelled" | "not_found" };

export interface WithdrawInput {
  orderId: string;
  /** The signed-in account (its own orders), or null. */
  userId: string | null;
  /** The private link's token: a guest's order withdrawn by whoever holds its link (ADR 065), checked here again. */
  accessToken?: string | null;
  now: Date;
  publicUrl: string;
}

export async function withdrawOrder(db: Db, mailer: { send(m: MailMessage): Promise<number> }, input: WithdrawInput): Promise<WithdrawOutcome> {
  const { orderId, userId, now } = input;
  const step = await db.transaction(async (tx) => {
    const [o] = await tx.select().from(order).where(eq(order.id, orderId)).for("update");
    // Another's order, or none at all: the same answer.
    if (!o || !viewerMayOpen(o, { userId, token: input.accessToken ?? null })) return { status: "not_found" } as const;
    if (o.withdrawnAt) return { status: "already", withdrawnAt: o.withdrawnAt } as const;
    const state = withdrawalState(o, now);
    if (!state.open) return { status: state.reason === "cancelled" ? "cancelled" : "closed" } as const;
    await tx.update(order).set({ withdrawnAt: now }).where(eq(order.id, o.id));
    await tx.insert(orderEvent).values({ orderId: o.id, type: "withdrawn", actorUserId: userId, createdAt: now });
    return { status: "recorded", order: o } as const;
  });
  if (step.status !== "recorded") return step;

  const o = step.order;
  let cancelled = false;
  if (withdrawalCancels(o.status)) {
    try {
      // Not sent yet: cancel it, so stock and code use come back (exactly once, under the desk's row lock).
      cancelled = await applyDeskAction(db, o.id, { type: "cancel" }, userId, now, { by: "customer" });
    } catch (err) {
      // The shop shipped it in the meantime: the withdrawal stands, the goods come back by return.
      if (!(err instanceof OrderStateError)) throw err;
    }
  }
  // The account's open /orders pages are told (a guest's order has none).
  if (o.userId) publishOrderChange({ orderId: o.id, userId: o.userId });

  let mailId: number | null = null;
  try {
    mailId = await mailer.send(
      withdrawalAcknowledgementMail({
        to: o.shippingEmail,
        name: o.shippingName,
        orderId: o.id,
        orderNumber: o.number,
        withdrawnAt: now,
        cancelled,
        paid: o.paymentStatus === "paid",
        totalOre: o.totalOre,
        giftCardPaidOre: o.giftCardPaidOre,
        publicUrl: input.publicUrl,
        shop: await getShopFacts(db),
        // Opened by the private link: the mail's link back carries it (an account's order opens by signing in).
        ...(o.userId === null && input.accessToken ? { accessToken: input.accessToken } : {}),
      }),
    );
  } catch (err) {
    // The withdrawal is recorded either way; the shop sees the order event in the desk.
    console.error("[withdrawal] acknowledgement e-mail could not be queued", err);
  }
  return { status: "recorded", withdrawnAt: now, cancelled, email: o.shippingEmail, mailId };
}
