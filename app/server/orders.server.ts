/**
 * Orders. Placing an order is ONE transaction: lock the cart, check the idempotency key, lock the
 * product rows in id order, re-price every line from the catalogue (the price guard), check stock,
 * validate and count the discount code, decrement stock, write the order with snapshot lines, a VAT
 * summary and its first event, queue the confirmation e-mail, and empty the cart. Any failure rolls
 * all of it back. Paid, status changes and cancellation are exactly-once under a row lock.
 */
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, getTableColumns, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { findPaymentMethod, paymentMethodLabel } from "~/payments/registry";
import { formatKr } from "~/domain/money";
import * as sv from "~/content/sv";
import { giftCardCopy } from "~/content/gift-cards";
import { TERMS_VERSION } from "~/content/terms-document";
import { allocateGiftCards } from "~/domain/gift-cards";
import { FREE_GIFT } from "~/domain/constants";
import { priceCart, type CodeDiscount } from "~/domain/pricing";
import type { CheckoutInput } from "~/domain/schemas";
import { toPricingLines, type CartLineRow } from "./carts.server";
import { partnersAmong, toPricingProduct, unitPriceAt, type ProductRow } from "./catalogue.server";
import type { Db, Tx } from "./db.server";
import { transactionWithRetry } from "./db-retry.server";
import { afterCatalogueWrite } from "./catalogue-cache.server";
import { checkDiscountCode, guestCustomerId, type DiscountCodeRow } from "./discount-codes.server";
import { hashOrderLinkToken, keyIsForCart, orderLinkToken, orderTokenMatches } from "./order-links.server";
import { creditCardsForCancelledOrder, debitCards, GiftCardPaymentError, lockCards } from "./gift-cards/ledger.server";
import type { MailMessage } from "./mail.server";
import { cart, cartGiftCard, cartLine, discountCode, discountRedemption, order, orderEvent, orderItem, outbox, product, user } from "./schema";
import { canChangePayment, canChangeStatus, statusOfAction, type Actor } from "~/domain/order-states";
import { getSettingsSections } from "./site-settings.server";
import { effectiveIdentity, shopFacts } from "~/domain/shop-identity";
import type { SiteSettings } from "~/domain/site-settings";
import { deliveryCopy } from "~/content/delivery";
import { optionFee, parcelWeightGrams, shippingRuleFor } from "~/domain/delivery";
import type { DeliveryChoice } from "./delivery.server";

/** The settings placeOrder reads before its transaction and hands to `notifyShop`. */
export type OrderSettings = Pick<SiteSettings, "notifications" | "identity">;

export type OrderRow = typeof order.$inferSelect;
export type OrderItemRow = typeof orderItem.$inferSelect;
/** An order's item as placeOrder writes it (and the mails are built from). */
export type NewOrderItem = Omit<OrderItemRow, "id">;

export type CheckoutErrorKind = "empty" | "no_cart" | "price_changed" | "out_of_stock" | "discount" | "gift_card" | "delivery" | "payment";

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
  /** The account that orders; null for a guest (ADR 065): then `cartId` (the visitor's cart) and `linkSecret` are required. */
  userId: string | null;
  /** The cart to order; without it, the account's own cart (one per account). */
  cartId?: string;
  /** The server secret the guest's private link is made with (order-links.server.ts). */
  linkSecret?: string;
  form: CheckoutInput;
  now: Date;
  /** Builds the confirmation e-mail from the stored order (queued in the same transaction); `accessToken` for a guest's order. */
  confirmationMail?: (o: OrderRow, items: NewOrderItem[], accessToken?: string) => MailMessage;
  /**
   * The shop's own notice of the new order (ADR 013): called before the order's transaction (it reads a setting);
   * returns the builder of the mail to queue with the confirmation, or null for none.
   */
  notifyShop?: (db: Db, settings: OrderSettings) => Promise<((o: OrderRow, items: NewOrderItem[]) => MailMessage) | null>;
  /** Test seam for failure injection: runs inside the transaction after every write, before commit. */
  beforeCommit?: () => Promise<void> | void;
  /** Runs in the order's transaction once the order row is written: a provider method's payment row (ADR 075). */
  withinOrder?: (tx: Tx, o: OrderRow, now: Date) => Promise<void>;
  /**
   * The delivery chosen at checkout (delivery.server.ts resolved the service point with the carrier); its price and
   * whether this cart may have it are decided here from the settings and the products' weights. Absent: home
   * delivery at the shop's fee (as before issue #39).
   */
  delivery?: DeliveryChoice;
  /** A carrier with service points is configured (carriers.server.ts); without one the service point is refused. */
  carrierConfigured?: boolean;
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
  /** A guest's order: the private link's token (ADR 065); never stored, only its hash. */
  accessToken?: string;
}

/**
 * The order a second submit of the same checkout (same idempotency key) gets. An account's order goes back to the
 * same account only. A guest's goes back, with its private link, only to the cart its key was made for
 * (`keyIsForCart`) while it has no account: the same browser's replay gets the same working link; another visitor who
 * learnt the key gets the same refusal as for any key not theirs.
 */
async function existingOrder(
  db: Db | Tx,
  userId: string | null,
  key: string,
  guest: { cartId: string; secret: string } | null,
): Promise<PlacedOrder | null> {
  const [row] = await db
    .select({ id: order.id, number: order.number, userId: order.userId, accessTokenHash: order.accessTokenHash })
    .from(order)
    .where(eq(order.idempotencyKey, key));
  if (!row) return null;
  if (userId === null) {
    const accessToken = guest ? orderLinkToken(guest.secret, row.id) : undefined;
    if (!guest || row.userId !== null || !keyIsForCart(guest.secret, guest.cartId, key) || !orderTokenMatches(accessToken, row.accessTokenHash)) {
      throw new CheckoutError("empty", sv.checkout.orderFailed);
    }
    return { orderId: row.id, number: row.number, created: false, mailId: null, accessToken };
  }
  if (row.userId !== userId) throw new CheckoutError("empty", sv.checkout.orderFailed);
  return { orderId: row.id, number: row.number, created: false, mailId: null };
}

const GIFT = FREE_GIFT.productId;

/**
 * Places the order in one transaction, written through drizzle's query builder (ADR 060): every rule (the price in
 * force, the line cap, the discounts, the free gift) is the domain's, and the SQL-level guard on stock is one
 * conditional `UPDATE … SET stock_count = stock_count - q WHERE id = … AND active AND stock_count >= q` per line.
 * Locks, always in this order (the same order the desk's cancellation and refunds follow, so no two of them
 * deadlock): the account's row FOR KEY SHARE (the shop's first lock everywhere, as the erasure's FOR UPDATE: issue
 * #32); the cart row; then, after every write that needs no product row, the cart's product rows in id order (by
 * their stock guards), the discount code, the gift cards in id order, and last of all the free gift's product row
 * ('tea-spoon'), by the conditional UPDATE that takes it — so a product row is held for a few statements and the
 * commit, not for the whole transaction.
 */
export async function placeOrder(db: Db, input: PlaceOrderInput): Promise<PlacedOrder> {
  const { userId, form, now } = input;
  // A guest orders the visitor's own cart (never an account's) and gets the private link (ADR 065).
  if (userId === null && (!input.cartId || !input.linkSecret)) throw new CheckoutError("no_cart", sv.checkout.orderFailed);
  const guest = userId === null ? { cartId: input.cartId!, secret: input.linkSecret! } : null;
  // Whether the shop wants a mail per order, and the shipping fee and threshold in force (ADR 063): settings, read
  // in one statement, from the catalogue snapshot when it is cached (ADR 040).
  const settings = await getSettingsSections(db, ["notifications", "identity", "delivery"]);
  const shipping = shopFacts(effectiveIdentity(settings.identity.values)).shipping;
  const delivery: DeliveryChoice = input.delivery ?? { option: "postnord-home", servicePoint: null };
  const shopMail = input.notifyShop ? await input.notifyShop(db, settings) : null;
  try {
    // Stock changed: this process's catalogue cache is dropped at once after the commit (ADR 040).
    // Tried again after a deadlock or serialization failure (db-retry.server.ts): every write, the mails' outbox rows
    // included, goes through `tx`, and the mail builders only build; `beforeCommit` (a test seam) runs each try.
    return await afterCatalogueWrite(db, transactionWithRetry(db, async (tx) => {
      // The account's row FOR KEY SHARE, then the cart row FOR UPDATE (the shop's lock order: the account first,
      // ADR 041; an erasure of the account and an order of it queue on the account row instead of deadlocking). The
      // cart row lock serialises double submits of the same cart.
      // A guest has no account row: the visitor's cart (one without an account) is the first lock.
      if (userId !== null) await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("key share");
      const [c] = await tx
        .select()
        .from(cart)
        .where(
          userId === null
            ? and(eq(cart.id, input.cartId!), isNull(cart.userId))
            : input.cartId
              ? and(eq(cart.id, input.cartId), eq(cart.userId, userId))
              : eq(cart.userId, userId),
        )
        .for("update");
      // A guest's cart of the cookie that is gone (or is an account's now) is no cart: the visitor goes to /cart.
      if (!c) throw new CheckoutError(input.cartId && userId !== null ? "empty" : "no_cart", sv.checkout.orderFailed);

      // The lines and the gift cards applied, in one read after the lock: on PostgreSQL this statement sees what
      // a checkout of the same cart committed while this one waited (an emptied cart).
      const lineRows = await cartLinesWithCards(tx, c.id);
      if (lineRows.length === 0) {
        // An emptied cart is what a second submit of the same checkout finds: it gets the first one's order.
        const again = await existingOrder(tx, userId, form.idempotencyKey, guest);
        if (again) return again;
        throw new CheckoutError("empty", sv.checkout.orderFailed);
      }
      const lines: CartLineRow[] = lineRows.map(({ cards: _cards, ...l }) => l);
      const cardIds = (lineRows[0]!.cards ?? []).map(Number);
      const inputs = toPricingLines(lines);
      const cartProductIds = [...new Set(inputs.flatMap((l) => (l.kind === "product" ? [l.productId] : [])))];

      // Everything that needs no product row locked comes first, so the rows are held for their own updates and the
      // commit only (a popular product, and the free gift's spoon in most orders, queue every order behind them):
      // the cart emptied (its lines, the gift cards applied when any were, and the code; all rolled back should the
      // order be refused), the products read without a lock (the cart's, the free gift's and the active products
      // related to the cart's, which the together partners are picked from, ADR 038), the order priced and checked,
      // and the order, its events, items and mails written. Then the guards, in the shop's lock order (ADR 041): one
      // conditional stock UPDATE per line in product id order (each locks its row and returns it: a price in force
      // that changed since it was read stops the order), the discount code's row, the gift cards' rows, and the free
      // gift's row last. A guard that fails rolls all of it back.
      await tx.delete(cartLine).where(eq(cartLine.cartId, c.id));
      if (cardIds.length > 0) await tx.delete(cartGiftCard).where(eq(cartGiftCard.cartId, c.id));
      await tx.update(cart).set({ discountCode: null, updatedAt: now }).where(eq(cart.id, c.id));
      const byId = new Map<string, ProductRow>((await orderProducts(tx, cartProductIds)).map((r) => [r.id, r]));

      // The price guard: every line is re-priced from the catalogue; a change stops the order.
      for (const l of lines) {
        if (l.kind !== "product") continue;
        const p = byId.get(l.productId!);
        if (p && unitPriceAt(p, now) !== l.seenUnitPriceOre) throw new CheckoutError("price_changed", sv.checkout.priceChanged, c.id);
      }
      for (const l of lines) {
        if (l.kind !== "product") continue;
        const p = byId.get(l.productId!);
        if (!p || !p.active || p.stockCount < l.quantity) throw outOfStock(p, l.productId!);
      }

      const cartRows = cartProductIds.flatMap((id) => byId.get(id) ?? []);
      const partners = partnersAmong(cartRows, byId);
      const products = new Map(
        [...cartRows, ...(byId.has(GIFT) && !cartProductIds.includes(GIFT) ? [byId.get(GIFT)!] : [])].map((r) => [r.id, toPricingProduct(r, now, partners.get(r.id) ?? null)]),
      );

      // The discount code, checked here against this order (a personal code must match the e-mail address given);
      // checked again below with its row locked, where it is counted.
      // The delivery option's price for this cart (ADR 083): refused when the shop does not offer it or the parcel is
      // too heavy for a letter. Nothing ships in a gift-card-only order: no option, no fee.
      const hasGoods = inputs.some((l) => l.kind === "product");
      const fee = optionFee(delivery.option, { settings: settings.delivery, shipping, carrierConfigured: input.carrierConfigured ?? false, hasGoods, weightGrams: parcelWeightGrams(inputs, products) });
      if (!fee.ok && fee.reason !== "nothing_to_ship") throw new CheckoutError("delivery", fee.reason === "too_heavy" ? deliveryCopy.errors.tooHeavy : deliveryCopy.errors.notOffered);
      const shippingRule = fee.ok ? shippingRuleFor(fee.feeOre, shipping) : shipping;
      const priceWith = (codeDiscount: CodeDiscount | null) => priceCart({ lines: inputs, products, now, codeDiscount, shipping: shippingRule });
      let priced = priceWith(null);
      // A guest is counted by the form's address (per-customer limits of codes: discount-codes.server.ts).
      const customer = { id: userId ?? guestCustomerId(form.email), email: form.email };
      const checkCode = async (lock: boolean) => {
        const check = await checkDiscountCode(tx, c.discountCode!, customer, { goodsAfterAutomaticOre: priced.goodsAfterAutomaticOre, now, lock });
        if (!check.ok) throw new CheckoutError("discount", check.message);
        return check;
      };
      const codeCheck = c.discountCode ? await checkCode(false) : null;
      if (codeCheck) priced = priceWith(codeCheck.discount);
      const code: DiscountCodeRow | undefined = codeCheck?.row;

      // Gift cards pay the total after discounts and shipping (checked again below with their rows locked, where they
      // are debited). A gift card cannot pay for a gift card.
      const payWithCards = async (lock: boolean) => {
        const cards = await cardsOrRefuse(tx, cardIds, now, lock);
        if (cards.length > 0 && priced.giftCardsOre > 0) throw new CheckoutError("gift_card", giftCardCopy.checkout.notForGiftCards);
        return { cards: cards.length, ...allocateGiftCards(priced.totalOre, cards) };
      };
      const paidByCards = await payWithCards(false);
      if (form.giftCardOre !== undefined && paidByCards.paidOre < form.giftCardOre) throw new CheckoutError("gift_card", giftCardCopy.checkout.changed);
      const coveredByCards = paidByCards.cards > 0 && paidByCards.remainingOre === 0;
      if (!coveredByCards && form.paymentMethod === "gift_card") throw new CheckoutError("gift_card", giftCardCopy.checkout.noRest);
      // A provider refuses amounts below its minimum (Stripe: 3 kr): such an order could never be paid.
      const minimumOre = findPaymentMethod(form.paymentMethod)?.minimumOre ?? 0;
      if (paidByCards.remainingOre > 0 && paidByCards.remainingOre < minimumOre) {
        throw new CheckoutError("payment", sv.checkout.belowMinimum(paymentMethodLabel(form.paymentMethod), formatKr(minimumOre), formatKr(paidByCards.remainingOre)));
      }

      const id = randomUUID();
      // A guest's private link: an HMAC of the order id (order-links.server.ts), so every later mail can carry it.
      const accessToken = guest ? orderLinkToken(guest.secret, id) : undefined;
      const [o] = await tx
        .insert(order)
        .values({
          id,
          // number: the next value of the order-number sequence (identity column).
          userId,
          accessTokenHash: accessToken ? hashOrderLinkToken(accessToken) : null,
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
          deliveryOption: hasGoods ? delivery.option : null,
          servicePoint: hasGoods && delivery.option === "postnord-service-point" ? delivery.servicePoint : null,
          totalOre: priced.totalOre,
          vatSummary: priced.vat,
          shippingName: form.name,
          shippingEmail: form.email,
          shippingAddress: form.address,
          shippingCity: form.city,
          shippingPostalCode: form.postalCode,
          shippingPhone: form.phone ?? null,
          termsVersion: TERMS_VERSION,
          createdAt: now,
        })
        .returning();
      if (!o) throw new Error("placeOrder: the order was not written");
      await tx.insert(orderEvent).values([
        { orderId: id, type: "created", toStatus: "pending", actorUserId: userId, createdAt: now },
        ...(coveredByCards ? [{ orderId: id, type: "paid" as const, actorUserId: userId, createdAt: now }] : []),
      ]);

      // The items (the free gift's included while the order earns it: it is taken last, below), then the
      // confirmation and the shop's notice (the outbox rows, delivered after the commit).
      const itemsOf = (withGift: boolean): NewOrderItem[] =>
        priced.lines
          .filter((l) => l.kind !== "free_gift" || withGift)
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
      const wantsGift = priced.lines.some((l) => l.kind === "free_gift");
      let items = itemsOf(wantsGift);
      await tx.insert(orderItem).values(items);
      const mailsFor = (its: NewOrderItem[]) => [input.confirmationMail?.(o, its, accessToken) ?? null, shopMail?.(o, its) ?? null];
      const mails = mailsFor(items);
      const queued = mails.filter((m): m is MailMessage => m !== null);
      const ids =
        queued.length === 0
          ? []
          : (await tx.insert(outbox).values(queued.map(outboxRow)).returning({ id: outbox.id })).map((r) => r.id).sort((a, b) => a - b);
      const mailId = mails[0] ? ids[0]! : null;
      const shopMailId = mails[1] ? ids[ids.length - 1]! : null;

      // The guards. The stock: one conditional UPDATE per line, in product id order (the free gift's product last).
      const decrements = priced.lines
        .filter((l) => l.kind === "product" && l.productId && l.productId !== GIFT)
        .sort((x, y) => (x.productId! < y.productId! ? -1 : 1));
      for (const l of decrements) await takeStockGuarded(tx, l.productId!, l.quantity, l.unitPriceOre, now, c.id);
      if (codeCheck) {
        const locked = await checkCode(true);
        if (JSON.stringify(locked.discount) !== JSON.stringify(codeCheck.discount)) throw new CheckoutError("discount", sv.checkout.orderFailed);
        await tx.update(discountCode).set({ usedCount: sql`${discountCode.usedCount} + 1` }).where(eq(discountCode.id, codeCheck.row.id));
        await tx.insert(discountRedemption).values({ codeId: codeCheck.row.id, orderId: id, userId: customer.id, createdAt: now });
      }
      if (cardIds.length > 0) {
        const locked = await payWithCards(true);
        if (JSON.stringify(locked) !== JSON.stringify(paidByCards)) throw new CheckoutError("gift_card", giftCardCopy.checkout.changed);
        await debitCards(tx, id, paidByCards.parts, userId, now);
      }

      // Last: the free gift's row. A spoon bought as a line is taken (and its price checked) first, then the gift,
      // only while a spoon is left beyond the cart's own (as priceCart's rule says); a gift that ran out since the
      // row was read is left out of the order, which is placed without it (its item removed, its mails rebuilt).
      const spoonLine = priced.lines.find((l) => l.kind === "product" && l.productId === GIFT);
      if (spoonLine) await takeStockGuarded(tx, GIFT, spoonLine.quantity, spoonLine.unitPriceOre, now, c.id);
      if (wantsGift && !(await takeStock(tx, GIFT, 1))) {
        items = itemsOf(false);
        await tx.delete(orderItem).where(and(eq(orderItem.orderId, id), eq(orderItem.kind, "free_gift")));
        const rebuilt = mailsFor(items);
        for (const [i, m] of rebuilt.entries()) {
          const mailRow = i === 0 ? mailId : shopMailId;
          if (m && mailRow !== null) await tx.update(outbox).set(outboxRow(m)).where(eq(outbox.id, mailRow));
        }
      }
      await input.withinOrder?.(tx, o, now);
      await input.beforeCommit?.();
      return { orderId: id, number: o.number, created: true, mailId, shopMailId, ...(accessToken ? { accessToken } : {}) };
    }));
  } catch (err) {
    // A second submit with the same key (the cart filled again, or racing past the first): it gets the first's order.
    if (isUniqueViolation(err)) {
      const winner = await existingOrder(db, userId, form.idempotencyKey, guest);
      if (winner) return winner;
    }
    throw err;
  }
}

/** The cart's lines in the order they were added, and on every row the gift cards applied to it (ids, in the order applied). */
function cartLinesWithCards(tx: Tx, cartId: string): Promise<(CartLineRow & { cards: number[] | null })[]> {
  return tx
    .select({
      ...getTableColumns(cartLine),
      cards: sql<number[] | null>`array(select ${cartGiftCard.giftCardId} from ${cartGiftCard} where ${cartGiftCard.cartId} = ${cartId} order by ${cartGiftCard.createdAt}, ${cartGiftCard.giftCardId})`,
    })
    .from(cartLine)
    .where(eq(cartLine.cartId, cartId))
    .orderBy(asc(cartLine.createdAt), asc(cartLine.id));
}

/**
 * The products an order needs, read without a lock (the stock guards lock the cart's rows later): the cart's, the
 * free gift's, and the active products related to the cart's (the together partners are picked from them, ADR 038).
 */
function orderProducts(tx: Tx, cartProductIds: readonly string[]): Promise<ProductRow[]> {
  if (cartProductIds.length === 0) return tx.select().from(product).where(eq(product.id, GIFT));
  const related = tx
    .select({ id: sql<string>`jsonb_array_elements_text(${product.relatedProducts})`.as("id") })
    .from(product)
    .where(inArray(product.id, [...cartProductIds]));
  return tx
    .select()
    .from(product)
    .where(or(eq(product.id, GIFT), inArray(product.id, [...cartProductIds]), and(eq(product.active, true), inArray(product.id, related))));
}

/**
 * The SQL-level stock guard: `update product set stock_count = stock_count - q where id = … and active and
 * stock_count >= q`. True when the row had them (and now has q fewer); the row is never taken below zero.
 */
async function takeStock(tx: Tx, productId: string, quantity: number): Promise<boolean> {
  return (await takeStockReturning(tx, productId, quantity)) !== undefined;
}

function takeStockReturning(tx: Tx, productId: string, quantity: number): Promise<ProductRow | undefined> {
  return tx
    .update(product)
    .set({ stockCount: sql`${product.stockCount} - ${quantity}` })
    .where(and(eq(product.id, productId), eq(product.active, true), gte(product.stockCount, quantity)))
    .returning()
    .then((rows) => rows[0]);
}

/**
 * A line's stock taken by the guard, which locks the row and returns it as it now is: a row that no longer has the
 * quantity (or is no longer sold) refuses the order as sold out, and a price in force that is no longer the one the
 * order was priced at refuses it as a price change (the cart then takes the new prices).
 */
async function takeStockGuarded(tx: Tx, productId: string, quantity: number, pricedAtOre: number, now: Date, cartId: string): Promise<void> {
  const row = await takeStockReturning(tx, productId, quantity);
  if (!row) {
    const [p] = await tx.select().from(product).where(eq(product.id, productId));
    throw outOfStock(p, productId);
  }
  if (unitPriceAt(row, now) !== pricedAtOre) throw new CheckoutError("price_changed", sv.checkout.priceChanged, cartId);
}

function outOfStock(p: ProductRow | undefined, productId: string): CheckoutError {
  return new CheckoutError("out_of_stock", sv.checkout.outOfStock(p?.name ?? productId, p?.active ? Math.max(0, p.stockCount) : 0));
}

/** A mail as the outbox stores it ('pending'; its reply-to address is not stored, as `queueMail`). */
function outboxRow({ replyTo: _replyTo, ...m }: MailMessage) {
  return { ...m, html: m.html ?? null, attachments: m.attachments?.length ? m.attachments : null, status: "pending" as const };
}

async function cardsOrRefuse(tx: Tx, ids: readonly number[], now: Date, lock: boolean) {
  try {
    return await lockCards(tx, ids, now, { lock });
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

/** After a price-guard stop: the cart now shows (and remembers) the new prices, each line the price in force (`unitPriceAt`). */
export async function acknowledgeNewPrices(db: Db, cartId: string, now: Date = new Date()): Promise<void> {
  const rows = await db
    .select({ lineId: cartLine.id, seen: cartLine.seenUnitPriceOre, product })
    .from(cartLine)
    .innerJoin(product, eq(product.id, cartLine.productId))
    .where(and(eq(cartLine.cartId, cartId), eq(cartLine.kind, "product")));
  for (const r of rows) {
    const inForce = unitPriceAt(r.product, now);
    if (inForce !== r.seen) await db.update(cartLine).set({ seenUnitPriceOre: inForce }).where(eq(cartLine.id, r.lineId));
  }
}

/** The order's columns a customer's page may load: all but the owner's own note (ADR 067). */
const { ownerNote: _ownerNote, ...customerOrderColumns } = getTableColumns(order);
/** An order as its customer's page gets it: without the owner's note (the page leaves out its link's hash too). */
export type CustomerOrderRow = Omit<OrderRow, "ownerNote">;

/** Who asks for an order: the signed-in account (if any) and the private link's token (if given). */
export interface OrderViewer {
  userId: string | null;
  token: string | null;
}

/**
 * The order for its account's owner, or for whoever presents its private link's token (ADR 065; the hashes compared
 * in constant time); `byToken` says which. Anything else, another's order or none at all, is null (the same 404).
 */
export async function getOrderForViewer(db: Db, orderId: string, viewer: OrderViewer) {
  if (!isUuid(orderId)) return null;
  const [o] = await db.select(customerOrderColumns).from(order).where(eq(order.id, orderId));
  if (!o) return null;
  const owner = viewer.userId !== null && o.userId === viewer.userId;
  const byToken = !owner && orderTokenMatches(viewer.token, o.accessTokenHash);
  if (!owner && !byToken) return null;
  return { ...(await withItemsAndEvents(db, o)), byToken };
}

/** Whether the viewer may see (and act on) the order: its account's owner or the right token. */
export function viewerMayOpen(o: Pick<OrderRow, "userId" | "accessTokenHash">, viewer: OrderViewer): boolean {
  return (viewer.userId !== null && o.userId === viewer.userId) || orderTokenMatches(viewer.token, o.accessTokenHash);
}

const isUuid = (s: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

/**
 * A guest's order attached to an account (ADR 065): only while it has no account and only with its token
 * (`UPDATE … SET user_id WHERE id = ? AND user_id IS NULL AND access_token_hash = ?`). True when it was attached now.
 */
export async function attachGuestOrder(db: Db, orderId: string, token: string, userId: string): Promise<boolean> {
  if (!isUuid(orderId) || !token) return false;
  const rows = await db
    .update(order)
    .set({ userId })
    .where(and(eq(order.id, orderId), isNull(order.userId), eq(order.accessTokenHash, hashOrderLinkToken(token))))
    .returning({ id: order.id });
  return rows.length === 1;
}

async function withItemsAndEvents(db: Db, o: CustomerOrderRow) {
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
  actorUserId: string | null,
  now: Date,
  hooks: OrderChangeHooks = {},
): Promise<boolean> {
  // A cancellation puts stock back: this process's catalogue cache is dropped at once after the commit (ADR 040).
  return afterCatalogueWrite(db, db.transaction((tx) => applyOrderChange(tx, orderId, action, actorUserId, now, hooks)));
}

/** The hooks of an order change (applyDeskAction, applyOrderChange). */
export interface OrderChangeHooks {
  onPaid?: (tx: Tx, o: OrderRow) => Promise<void>;
  /** Runs inside the transaction after every change that happened (not for a repeat), with the row before and after. */
  onChanged?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;
  /** Who makes the change, as the state machine knows them (ADR 021): the desk's admin unless said otherwise. */
  by?: Actor;
  /** A note on the order event (a provider's reason for a cancellation, ADR 075). */
  note?: string;
}

/**
 * applyDeskAction's change inside the caller's transaction (a provider's event records itself in the same one, ADR
 * 075): the order's row locked, exactly once. The caller drops the catalogue cache after commit when it cancels.
 */
export async function applyOrderChange(tx: Tx, orderId: string, action: DeskAction, actorUserId: string | null, now: Date, hooks: OrderChangeHooks = {}): Promise<boolean> {
  const by = hooks.by ?? "admin";
  {
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
    await event("status", { fromStatus: o.status, toStatus: to, note: action.type === "shipped" ? `${action.carrier} ${action.trackingNumber}` : (hooks.note ?? null) });
    await hooks.onChanged?.(tx, o, { ...o, status: to, ...stamp, ...shipping });
    return true;
  }
}
