/**
 * A stored discount code judged by the pure rules (`checkDiscount` in app/domain/discounts.ts): the code's
 * row and the customer's unreleased uses come from the database, the refusal is worded for the customer.
 * The checkout page asks when it shows the cart and when a code is applied; placeOrder asks again inside
 * the order transaction with the code's row locked, so the answer cannot change before it is counted.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import * as sv from "~/content/sv";
import { checkDiscount, type DiscountCodeFacts, type DiscountRefusal } from "~/domain/discounts";
import { formatKr } from "~/domain/money";
import type { CodeDiscount } from "~/domain/pricing";
import type { Db, Tx } from "./db.server";
import { discountCode, discountRedemption } from "./schema";

export type DiscountCodeRow = typeof discountCode.$inferSelect;

export type DiscountCodeCheck =
  | { ok: true; row: DiscountCodeRow; discount: CodeDiscount }
  | { ok: false; message: string };

/** The customer's message for a refused code. */
function discountMessage(reason: DiscountRefusal, minOrderOre: number): string {
  const r = sv.checkout.codeReasons;
  return reason === "min_order" ? r.min_order(formatKr(minOrderOre)) : r[reason];
}

/**
 * A guest's uses of a code are counted by the order's e-mail address (ADR 065): `discount_redemption.user_id` holds
 * this instead of an account id. An account's uses count its own and its address's guest orders.
 */
export function guestCustomerId(email: string): string {
  return `guest:${email.trim().toLowerCase()}`;
}

/**
 * Checks `code` for the customer (`id` counts their uses, `email` is what a personal code must match) against
 * goods worth `goodsAfterAutomaticOre` (after multi-buy, before any code). With `lock`, the code's row is
 * locked (FOR UPDATE) until the caller's transaction ends.
 */
export async function checkDiscountCode(
  db: Db | Tx,
  code: string,
  /** A guest before the order (`email` null): the address is not known yet; placeOrder checks again with the form's. */
  customer: { id: string; email: string | null },
  ctx: { goodsAfterAutomaticOre: number; now: Date; lock?: boolean },
): Promise<DiscountCodeCheck> {
  const query = db.select().from(discountCode).where(eq(discountCode.code, code)).limit(1);
  const [row] = await (ctx.lock ? query.for("update") : query);
  let uses = 0;
  if (row) {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(discountRedemption)
      .where(
        and(
          eq(discountRedemption.codeId, row.id),
          inArray(discountRedemption.userId, customer.email ? [...new Set([customer.id, guestCustomerId(customer.email)])] : [customer.id]),
          isNull(discountRedemption.releasedAt),
        ),
      );
    uses = r?.n ?? 0;
  }
  const facts: DiscountCodeFacts | null = row ? { ...row, type: row.type as DiscountCodeFacts["type"] } : null;
  const check = checkDiscount(facts, {
    goodsAfterAutomaticOre: ctx.goodsAfterAutomaticOre,
    customerUses: uses,
    // A guest's address is not known before the order: a personal code waits for the form's address (placeOrder).
    customerEmail: customer.email ?? row?.onlyForEmail ?? null,
    now: ctx.now,
  });
  if (!check.ok) return { ok: false, message: discountMessage(check.reason, row?.minOrderOre ?? 0) };
  // checkDiscount accepts only a known code, so the row is there.
  return { ok: true, row: row!, discount: check.discount };
}
