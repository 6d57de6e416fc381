/**
 * Orders. Placing an order is ONE transaction: lock the cart, check the idempotency key, lock the
 * product rows in id order, re-price every line from the catalogue (the price guard), check stock,
 * validate and count the discount code, decrement stock, write the order with snapshot lines, a VAT
 * summary and its first event, queue the confirmation e-mail, and empty the cart. Any failure rolls
 * all of it back. Paid, status changes and cancellation are exactly-once under a row lock.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import * as sv from "~/content/sv";
import { giftCardCopy } from "~/content/gift-cards";
import { allocateGiftCards } from "~/domain/gift-cards";
import { FREE_GIFT } from "~/domain/constants";
import { priceCart } from "~/domain/pricing";
import type { CheckoutInput } from "~/domain/schemas";
import { toPricingLines, type CartLineRow } from "./carts.server";
import { partnersAmong, toPricingProduct, unitPriceAt, type ProductRow } from "./catalogue.server";
import type { Db, Tx } from "./db.server";
import { transactionWithRetry } from "./db-retry.server";
import { afterCatalogueWrite } from "./catalogue-cache.server";
import { cartLinesWithCards, insertItemsAndMails, insertOrder, lockCart, orderProducts, takeFreeGift, type NewOrderItem } from "./order-statements.server";
import { checkDiscountCode, type DiscountCodeRow } from "./discount-codes.server";
import { creditCardsForCancelledOrder, debitCards, GiftCardPaymentError, lockCards } from "./gift-cards/ledger.server";
import type { MailMessage } from "./mail.server";
import { discountCode, discountRedemption, order, orderEvent, orderItem, product } from "./schema";
import { canChangePayment, canChangeStatus, statusOfAction, type Actor } from "~/domain/order-states";
import { getSettingsSections } from "./site-settings.server";
import { effectiveIdentity, shopFacts } from "~/domain/shop-identity";
import type { SiteSettings } from "~/domain/site-settings";

/** The settings placeOrder reads before its transaction and hands to `notifyShop`. */
export type OrderSettings = Pick<SiteSettings, "notifications" | "identity">;

export type OrderRow = typeof order.$inferSelect;
export type OrderItemRow = typeof orderItem.$inferSelect;

export type CheckoutErrorKind = "empty" | "no_cart" | "price_changed" | "out_of_stock" | "discount" | "gift_card";

/** A refusal the customer reads; nothing was written. */
export class CheckoutError extends Error {
  constructor(
    public readonly kind: CheckoutErrorKind,
    message: string,
    /** The cart the refusal is about (set for price_changed: the cart then takes the new prices). */
    public readonly cartId?: string,
  ) {
    super(message);
  }
}

export interface PlaceOrderInput {
  userId: string;
  /** The cart to order; without it, the account's own cart (one per account). */
  cartId?: string;
  form: CheckoutInput;
  now: Date;
  /** Builds the confirmation e-mail from the stored order (queued in the same transaction). */
  confirmationMail?: (o: OrderRow, items: NewOrderItem[]) => MailMessage;
  /**
   * The shop's own notice of the new order (ADR 013): called before the order's transaction (it reads a setting);
   * returns the builder of the mail to queue with the confirmation, or null for none.
   */
  notifyShop?: (db: Db, settings: OrderSettings) => Promise<((o: OrderRow, items: NewOrderItem[]) => MailMessage) | null>;
  /** Test seam for failure injection: runs inside the transaction after every write, before commit. */
  beforeCommit?: () => Promise<void> | void;
}

export interface PlacedOrder {
  orderId: string;
  /** The customer-facing order number. */
  number: number;
  created: boolean;
  /** The outbox row of the confirmation e-mail, to be delivered after commit. */
  mailId: number | null;
  /** The outbox row of the shop's notice of the order, to be delivered after commit. */
  shopMailId?: number | null;
}

async function existingOrder(db: Db | Tx, userId: string, key: string): Promise<PlacedOrder | null> {
  const [row] = await db.select({ id: order.id, number: order.number, userId: order.userId }).from(order).where(eq(order.idempotencyKey, key));
  if (!row) return null;
  if (row.userId !== userId) throw new CheckoutError("empty", sv.checkout.orderFailed);
  return { orderId: row.id, number: row.number, created: false, mailId: null };
}

const GIFT = FREE_GIFT.productId;

/**
 * Places the order in one transaction of few statements (ADR 041), each built once (ADR 054,
 * order-statements.server.ts). Locks, always in this order (the same order the desk's cancellation and refunds
 * follow, so no two of them deadlock): the account's row FOR KEY SHARE (the shop's first lock everywhere, as the
 * erasure's FOR UPDATE: issue #32), in the cart lock's statement; the cart row; the cart's product rows in id order, except the free gift's
 * product; the discount code; the gift cards in id order; last of all, right before the order's items are written,
 * the free gift's product row ('tea-spoon'), by the conditional UPDATE that takes it — so orders ≥ 500 kr queue on
 * that one row for one statement and the commit, not for their whole transaction.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { userId, form, now } = input;
  // Whether the shop wants a mail per order, and the shipping fee and threshold in force (ADR 063): settings, read
  // in one statement, from the catalogue snapshot when it is cached (ADR 040).
  const settings = await getSettingsSections(db, ["notifications", "identity"]);
  const shipping = shopFacts(effectiveIdentity(settings.identity.values)).shipping;
  const shopMail = input.notifyShop ? await input.notifyShop(db, settings) : null;
  try {
    // Stock changed: this process's catalogue cache is dropped at once after the commit (ADR 040).
    // Tried again after a deadlock or serialization failure (db-retry.server.ts): every write, the mails' outbox rows
    // included, goes through `tx`, and the mail builders only build; `beforeCommit` (a test seam) runs each try.
    return await afterCatalogueWrite(db, transactionWithRetry(db, async (tx) => {
      // The account's row, then the cart row (one statement, account first: ADR 041). The cart row lock serialises
      // double submits of the same cart.
      const [c] = await lockCart(tx, userId, input.cartId);
      if (!c) throw new CheckoutError(input.cartId ? "empty" : "no_cart", sv.checkout.orderFailed);

      // The lines and the gift cards applied, in one read after the lock: on PostgreSQL this statement sees what
      // a checkout of the same cart committed while this one waited (an emptied cart).
      const lineRows = await cartLinesWithCards.rows(tx, { cartId: c.id });
      if (lineRows.length === 0) {
        // An emptied cart is what a second submit of the same checkout finds: it gets the first one's order.
        const again = await existingOrder(tx, userId, form.idempotencyKey);
        if (again) return again;
        throw new CheckoutError("empty", sv.checkout.orderFailed);
      }
      const lines: CartLineRow[] = lineRows.map(({ cards: _cards, ...l }) => l);
      const cardIds = (lineRows[0]!.cards ?? []).map(Number);
      const inputs = toPricingLines(lines);
      const cartProductIds = [...new Set(inputs.flatMap((l) => (l.kind === "product" ? [l.productId] : [])))];

      // The cart's product rows locked in id order (the free gift's product is never locked here, even when the cart
      // buys it as a line: it is taken last, below), and read, not locked, the related rows the together partners
      // are picked from (ADR 038) and the free gift's row.
      const toLock = cartProductIds.filter((id) => id !== GIFT).sort();
      const byId = new Map<string, ProductRow>((await orderProducts.rows(tx, { lock: toLock, gift: GIFT, cart: cartProductIds })).map((r) => [r.id, r]));

      // The price guard: every line is re-priced from the catalogue; a change stops the order.
      for (const l of lines) {
        if (l.kind !== "product") continue;
        const p = byId.get(l.productId!);
        if (p && unitPriceAt(p, now) !== l.seenUnitPriceOre) throw new CheckoutError("price_changed", sv.checkout.priceChanged, c.id);
      }
      for (const l of lines) {
        if (l.kind !== "product") continue;
        const p = byId.get(l.productId!);
        if (!p || !p.active || p.stockCount < l.quantity) {
          throw new CheckoutError("out_of_stock", sv.checkout.outOfStock(p?.name ?? l.productId!, p?.active ? Math.max(0, p.stockCount) : 0));
        }
      }

      const cartRows = cartProductIds.flatMap((id) => byId.get(id) ?? []);
      const partners = partnersAmong(cartRows, byId);
      const products = new Map(
        [...cartRows, ...(byId.has(GIFT) && !cartProductIds.includes(GIFT) ? [byId.get(GIFT)!] : [])].map((r) => [r.id, toPricingProduct(r, now, partners.get(r.id) ?? null)]),
      );

      // The discount code is validated again here, with its row locked, and counted atomically. A personal
      // code must match the e-mail address given for this order.
      let code: DiscountCodeRow | undefined;
      let priced = priceCart({ lines: inputs, products, now, shipping });
      if (c.discountCode) {
        const check = await checkDiscountCode(
          tx,
          c.discountCode,
          { id: userId, email: form.email },
          { goodsAfterAutomaticOre: priced.goodsAfterAutomaticOre, now, lock: true },
        );
        if (!check.ok) throw new CheckoutError("discount", check.message);
        code = check.row;
        priced = priceCart({ lines: inputs, products, now, codeDiscount: check.discount, shipping });
      }

      // Gift cards pay the total after discounts and shipping: their rows are locked (in id order, after
      // the product rows), checked again and debited below. A gift card cannot pay for a gift card.
      const cards = await lockCardsOrRefuse(tx, cardIds, now);
      if (cards.length > 0 && priced.giftCardsOre > 0) throw new CheckoutError("gift_card", giftCardCopy.checkout.notForGiftCards);
      const paidByCards = allocateGiftCards(priced.totalOre, cards);
      if (form.giftCardOre !== undefined && paidByCards.paidOre < form.giftCardOre) throw new CheckoutError("gift_card", giftCardCopy.checkout.changed);
      const coveredByCards = cards.length > 0 && paidByCards.remainingOre === 0;
      if (!coveredByCards && form.paymentMethod === "gift_card") throw new CheckoutError("gift_card", giftCardCopy.checkout.noRest);

      // In one statement: the stock of the locked rows (checked above; the guard never lets a row go below what it
      // had), the order, its first events, and the cart emptied (lines, applied cards, code).
      const decrements = priced.lines.filter((l) => l.kind === "product" && l.productId && l.productId !== GIFT);
      const id = randomUUID();
      const written = await insertOrder(
        tx,
        {
          id,
          // number: the next value of the order-number sequence (identity column).
          userId,
          idempotencyKey: form.idempotencyKey,
          status: "pending",
          // Fully paid by gift cards: nothing else to pay, the order is paid now.
          paymentStatus: coveredByCards ? "paid" : "unpaid",
          paidAt: coveredByCards ? now : null,
          paymentMethod: coveredByCards ? "gift_card" : form.paymentMethod,
          giftCardPaidOre: paidByCards.paidOre,
          goodsListOre: priced.goodsListOre + priced.giftCardsOre,
          multiBuyDiscountOre: priced.multiBuyDiscountOre,
          togetherDiscountOre: priced.togetherDiscountOre,
          discountCode: code?.code ?? null,
          discountOre: priced.codeDiscountOre,
          shippingOre: priced.shippingOre,
          totalOre: priced.totalOre,
          vatSummary: priced.vat,
          shippingName: form.name,
          shippingEmail: form.email,
          shippingAddress: form.address,
          shippingCity: form.city,
          shippingPostalCode: form.postalCode,
          createdAt: now,
        },
        { cartId: c.id, paid: coveredByCards, stock: decrements.map((l) => ({ id: l.productId!, quantity: l.quantity })) },
      );
      if (written.decremented !== decrements.length) throw new Error("placeOrder: stock changed under the row lock");
      const o = written.order;
      await debitCards(tx, id, paidByCards.parts, userId, now);
      if (code) {
        await tx.update(discountCode).set({ usedCount: sql`${discountCode.usedCount} + 1` }).where(eq(discountCode.id, code.id));
        await tx.insert(discountRedemption).values({ codeId: code.id, orderId: id, userId, createdAt: now });
      }

      // Last: the free gift's row. A spoon bought as a line is taken (and its price checked) first, then the gift,
      // only while a spoon is left beyond the cart's own (as priceCart's rule says); a gift that ran out since the
      // row was read is left out of the order, which is placed without it.
      const spoonLine = lines.find((l) => l.kind === "product" && l.productId === GIFT);
      if (spoonLine) {
        const [r] = await tx
          .update(product)
          .set({ stockCount: sql`${product.stockCount} - ${spoonLine.quantity}` })
          .where(and(eq(product.id, GIFT), eq(product.active, true), gte(product.stockCount, spoonLine.quantity)))
          .returning();
        if (!r) {
          const [p] = await tx.select().from(product).where(eq(product.id, GIFT));
          throw new CheckoutError("out_of_stock", sv.checkout.outOfStock(p?.name ?? GIFT, p?.active ? Math.max(0, p.stockCount) : 0));
        }
        if (unitPriceAt(r, now) !== spoonLine.seenUnitPriceOre) throw new CheckoutError("price_changed", sv.checkout.priceChanged, c.id);
      }
      const giftTaken = priced.lines.some((l) => l.kind === "free_gift") && (await takeFreeGift(tx, GIFT));
      const items: NewOrderItem[] = priced.lines
        .filter((l) => l.kind !== "free_gift" || giftTaken)
        .map((l) => ({
          orderId: id,
          kind: l.kind,
          productId: l.productId,
          productName: l.name,
          quantity: l.quantity,
          unitPriceOre: l.unitPriceOre,
          multiBuyDiscountOre: l.multiBuyDiscountOre,
          togetherDiscountOre: l.togetherDiscountOre ?? 0,
          codeDiscountOre: l.codeDiscountOre,
          lineTotalOre: l.lineTotalOre - l.codeDiscountOre,
          vatRateBp: l.vatRateBp,
          giftCard: l.kind === "gift_card" ? (lines.find((x) => x.id === l.lineId)?.giftCard ?? null) : null,
        }));

      // The items, the confirmation and the shop's notice, in one statement.
      const mails = [input.confirmationMail?.(o, items) ?? null, shopMail?.(o, items) ?? null];
      const ids = await insertItemsAndMails(tx, id, items, mails.filter((m): m is MailMessage => m !== null));
      const mailId = mails[0] ? ids[0]! : null;
      const shopMailId = mails[1] ? ids[ids.length - 1]! : null;
      await input.beforeCommit?.();
      return { orderId: id, number: o.number, created: true, mailId, shopMailId };
    }));
  } catch (err) {
    // A second submit with the same key (the cart filled again, or racing past the first): it gets the first's order.
    if (isUniqueViolation(err)) {
      const winner = await existingOrder(db, userId, form.idempotencyKey);
      if (winner) return winner;
    }
    throw err;
  }
}

async function lockCardsOrRefuse(tx: Tx, ids: readonly number[], now: Date) {
  try {
    return await lockCards(tx, ids, now);
  } catch (err) {
    if (err instanceof GiftCardPaymentError) throw new CheckoutError("gift_card", err.message);
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/** After a price-guard stop: the cart now shows (and remembers) the new prices. */
export async function acknowledgeNewPrices(db: Db, cartId: string, now: Date = new Date()): Promise<void> {
  // The price in force (unitPriceAt, ADR 036): the reduced price while a reduction runs and is lower.
  const at = now.toISOString();
  await db.execute(sql`
    update cart_line set seen_unit_price_ore = case
      when p.reduced_price_ore is not null and p.reduced_price_ore < p.price_ore
        and p.reduced_from <= ${at}::timestamptz and ${at}::timestamptz < p.reduced_until then p.reduced_price_ore
      else p.price_ore end
    from product p where cart_line.product_id = p.id and cart_line.cart_id = ${cartId}`);
}

export async function getOrderForUser(db: Db, orderId: string, userId: string) {
  const [o] = await db.select().from(order).where(and(eq(order.id, orderId), eq(order.userId, userId)));
  if (!o) return null;
  const [items, events] = await Promise.all([
    db.select().from(orderItem).where(eq(orderItem.orderId, o.id)).orderBy(asc(orderItem.id)),
    db.select().from(orderEvent).where(eq(orderEvent.orderId, o.id)).orderBy(asc(orderEvent.createdAt), asc(orderEvent.id)),
  ]);
  return { order: o, items, events };
}

export async function listOrdersForUser(db: Db, userId: string) {
  const orders = await db.select().from(order).where(eq(order.userId, userId)).orderBy(desc(order.createdAt), desc(order.number));
  if (orders.length === 0) return [];
  const items = await db.select().from(orderItem).where(inArray(orderItem.orderId, orders.map((o) => o.id))).orderBy(asc(orderItem.id));
  return orders.map((o) => ({ order: o, items: items.filter((i) => i.orderId === o.id) }));
}

// ---------------------------------------------------------------- the shop's order desk

export type DeskAction =
  | { type: "mark_paid" }
  | { type: "processing" }
  | { type: "shipped"; carrier: string; trackingNumber: string }
  | { type: "delivered" }
  | { type: "returned" }
  | { type: "cancel" };

/** A desk change the order's state does not allow; the copy module words it (adminCopy.stateError). */
export class OrderStateError extends Error {
  constructor(
    public readonly kind: "not_found" | "cancelled_unpaid" | "transition",
    public readonly from?: string,
    public readonly to?: string,
  ) {
    super(`order state: ${kind}${from ? ` ${from} -> ${to}` : ""}`);
  }
}


/**
 * One change by the shop, under the order's row lock; recorded with who and when. Repeating a change
 * that already happened (e.g. "paid" twice, cancelling twice) changes nothing and returns false.
 * `onPaid` runs inside the same transaction the first time the order becomes paid (gift cards hook in).
 */
export async function applyDeskAction(
  db: Db,
  orderId: string,
  action: DeskAction,
  actorUserId: string,
  now: Date,
  hooks: {
    onPaid?: (tx: Tx, o: OrderRow) => Promise<void>;
    /** Runs inside the transaction after every change that happened (not for a repeat), with the row before and after. */
    onChanged?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;
    /** Who makes the change, as the state machine knows them (ADR 021): the desk's admin unless said otherwise. */
    by?: Actor;
  } = {},
): Promise<boolean> {
  const by = hooks.by ?? "admin";
  // A cancellation puts stock back: this process's catalogue cache is dropped at once after the commit (ADR 040).
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [o] = await tx.select().from(order).where(eq(order.id, orderId)).for("update");
    if (!o) throw new OrderStateError("not_found");
    const event = (type: string, extra: Partial<typeof orderEvent.$inferInsert> = {}) =>
      tx.insert(orderEvent).values({ orderId, type, actorUserId, createdAt: now, ...extra });

    if (action.type === "mark_paid") {
      if (o.paymentStatus === "paid") return false;
      if (o.status === "cancelled") throw new OrderStateError("cancelled_unpaid");
      if (!canChangePayment(o, "paid", by)) throw new OrderStateError("transition", o.paymentStatus, "paid");
      await tx.update(order).set({ paymentStatus: "paid", paidAt: now }).where(eq(order.id, orderId));
      await event("paid");
      await hooks.onPaid?.(tx, { ...o, paymentStatus: "paid", paidAt: now });
      await hooks.onChanged?.(tx, o, { ...o, paymentStatus: "paid", paidAt: now });
      return true;
    }

    const to = statusOfAction(action.type);
    if (o.status === to) return false;
    if (!canChangeStatus(o.status, to, by)) throw new OrderStateError("transition", o.status, to);

    if (to === "cancelled") {
      // Stock back for every product line (and the free gift), the code use released — exactly once,
      // because the status check above runs under the order's row lock. The rows in placeOrder's lock order
      // (ADR 041): the products in id order, the code, the gift cards, and the free gift's product last of all.
      const items = await tx.select().from(orderItem).where(eq(orderItem.orderId, orderId));
      const productItems = items.filter((i) => i.productId && i.kind !== "gift_card" && i.productId !== FREE_GIFT.productId).sort((a, b) => a.productId!.localeCompare(b.productId!));
      const giftProductBack = items.filter((i) => i.productId === FREE_GIFT.productId && i.kind !== "gift_card").reduce((n, i) => n + i.quantity, 0);
      for (const i of productItems) {
        await tx.update(product).set({ stockCount: sql`${product.stockCount} + ${i.quantity}` }).where(eq(product.id, i.productId!));
      }
      const released = await tx
        .update(discountRedemption)
        .set({ releasedAt: now })
        .where(and(eq(discountRedemption.orderId, orderId), isNull(discountRedemption.releasedAt)))
        .returning({ codeId: discountRedemption.codeId });
      for (const r of released) {
        await tx.update(discountCode).set({ usedCount: sql`greatest(${discountCode.usedCount} - 1, 0)` }).where(eq(discountCode.id, r.codeId));
      }
      // Gift cards this order spent get their money back (once); cards it issued stop working.
      await creditCardsForCancelledOrder(tx, orderId, actorUserId, now);
      if (giftProductBack > 0) {
        await tx.update(product).set({ stockCount: sql`${product.stockCount} + ${giftProductBack}` }).where(eq(product.id, FREE_GIFT.productId));
      }
    }
    const stamp =
      to === "processing"
        ? { processingAt: now }
        : to === "shipped"
          ? { shippedAt: now }
          : to === "delivered"
            ? { deliveredAt: now }
            : to === "returned"
              ? { returnedAt: now }
              : { cancelledAt: now };
    const shipping = action.type === "shipped" ? { carrier: action.carrier, trackingNumber: action.trackingNumber } : {};
    await tx.update(order).set({ status: to, ...stamp, ...shipping }).where(eq(order.id, orderId));
    await event("status", { fromStatus: o.status, toStatus: to, note: action.type === "shipped" ? `${action.carrier} ${action.trackingNumber}` : null });
    await hooks.onChanged?.(tx, o, { ...o, status: to, ...stamp, ...shipping });
    return true;
  }));
}
