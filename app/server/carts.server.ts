/**
 * The server-side cart. The cart id lives in an httpOnly cookie (visitors) or belongs to the account
 * (signed in; one cart per user). Prices are never stored from the browser: lines hold product ids and
 * quantities, and the pricing engine prices them from the database on every read.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import * as sv from "~/content/sv";
import { productImage, type PriceAnnouncement } from "~/domain/catalogue";
import type { CartLineView, CartView } from "~/domain/cart";
import { FREE_GIFT } from "~/domain/constants";
import { lineCap, priceCart, stocksWithCap, type CartLineInput } from "~/domain/pricing";
import { ONE_YEAR_SECONDS, readCookie, serializeCookie } from "./cookies.server";
import { pricingProducts, productRowsById, productUploads, rowsAtPrice, unitPriceAt } from "./catalogue.server";
import type { Db, Tx } from "./db.server";
import { cart, cartLine, product, type GiftCardLineDetails } from "./schema";
import { getShippingRule } from "./shop-identity.server";

export const CART_COOKIE = "stilla_cart";
export type CartRow = typeof cart.$inferSelect;

/** A refusal the customer should read (Swedish message). */
export class CartError extends Error {}

const newId = () => randomBytes(18).toString("base64url");

export function cartIdFromRequest(request: Request): string | undefined {
  const id = readCookie(request, CART_COOKIE);
  return id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? id : undefined;
}

export function cartSetCookie(cartId: string, secure: boolean): string {
  return serializeCookie(CART_COOKIE, cartId, { maxAgeSeconds: ONE_YEAR_SECONDS / 6, secure });
}

export function cartClearCookie(secure: boolean): string {
  return serializeCookie(CART_COOKIE, "", { maxAgeSeconds: 0, secure });
}

/** The signed-in user's cart, or the visitor's cart from the cookie (never another account's). */
export async function findCart(db: Db, who: { cookieCartId?: string; userId?: string | null }): Promise<CartRow | null> {
  if (who.userId) {
    const [row] = await db.select().from(cart).where(eq(cart.userId, who.userId)).limit(1);
    return row ?? null;
  }
  if (!who.cookieCartId) return null;
  const [row] = await db
    .select()
    .from(cart)
    .where(and(eq(cart.id, who.cookieCartId), isNull(cart.userId)))
    .limit(1);
  return row ?? null;
}

/**
 * findCart and listCartLines in one statement (the cart left-joined with its lines, in the order they were
 * added): what every page with a cart reads (issue #17).
 */
export async function findCartWithLines(
  db: Db,
  who: { cookieCartId?: string; userId?: string | null },
): Promise<{ cart: CartRow; lines: CartLineRow[] } | null> {
  if (!who.userId && !who.cookieCartId) return null;
  const reads = cartReads(db);
  const rows = who.userId ? await reads.byUser.execute({ userId: who.userId }) : await reads.byCookie.execute({ cartId: who.cookieCartId });
  if (rows.length === 0) return null;
  return { cart: rows[0]!.cart, lines: rows.flatMap((r) => (r.line ? [r.line] : [])) };
}

/**
 * The statements every request with a cart sends, built once per database handle (drizzle's `prepare`, issue #17):
 * the query builder's work (walking the columns, rendering the SQL) is done once instead of on every request, and
 * on PostgreSQL each connection parses and plans the named statement once. Values go in as parameters, as before.
 */
function prepareCartReads(db: Db) {
  const read = (where: SQL | undefined, name: string) =>
    db
      .select({ cart, line: cartLine })
      .from(cart)
      .leftJoin(cartLine, eq(cartLine.cartId, cart.id))
      .where(where)
      .orderBy(asc(cartLine.createdAt), asc(cartLine.id))
      .prepare(name);
  return {
    byCookie: read(and(eq(cart.id, sql.placeholder("cartId")), isNull(cart.userId)), "stilla_cart_by_cookie"),
    byUser: read(eq(cart.userId, sql.placeholder("userId")), "stilla_cart_by_user"),
  };
}

const cartReadsByDb = new WeakMap<Db, ReturnType<typeof prepareCartReads>>();
function cartReads(db: Db): ReturnType<typeof prepareCartReads> {
  let reads = cartReadsByDb.get(db);
  if (!reads) cartReadsByDb.set(db, (reads = prepareCartReads(db)));
  return reads;
}

export async function ensureCart(db: Db, who: { cookieCartId?: string; userId?: string | null }): Promise<CartRow> {
  const found = await findCart(db, who);
  if (found) return found;
  if (who.userId) {
    await db.insert(cart).values({ id: newId(), userId: who.userId }).onConflictDoNothing({ target: cart.userId });
    const again = await findCart(db, who);
    if (!again) throw new Error("could not create the user's cart");
    return again;
  }
  const [row] = await db.insert(cart).values({ id: newId(), userId: null }).returning();
  return row!;
}

/**
 * The cart a write goes to (the account's, or the visitor's from the cookie, created when missing) and
 * the Set-Cookie header to send when the visitor's cookie has to change.
 */
export async function openCart(
  db: Db,
  request: Request,
  userId: string | undefined,
  secure: boolean,
): Promise<{ cart: CartRow; headers?: { "Set-Cookie": string } }> {
  const cookieCartId = cartIdFromRequest(request);
  const row = await ensureCart(db, { cookieCartId, userId });
  return { cart: row, headers: row.id !== cookieCartId ? { "Set-Cookie": cartSetCookie(row.id, secure) } : undefined };
}

async function touch(db: Db, cartId: string) {
  await db.update(cart).set({ updatedAt: new Date() }).where(eq(cart.id, cartId));
}

/**
 * The cart a write goes to, without creating it yet: the account's (created here when missing, as before), the
 * visitor's from the cookie, or, for a visitor without one, a new id that the write creates (`isNew`: `addProduct`
 * with `createCart` inserts it in its own statement, any other write calls `createVisitorCart` first). With the
 * Set-Cookie header to send when the visitor's cookie has to change.
 */
export async function cartForWrite(
  db: Db,
  request: Request,
  userId: string | undefined,
  secure: boolean,
): Promise<{ cartId: string; isNew: boolean; headers?: { "Set-Cookie": string } }> {
  const cookieCartId = cartIdFromRequest(request);
  const found = userId ? await ensureCart(db, { userId }) : cookieCartId ? await findCart(db, { cookieCartId }) : null;
  const cartId = found?.id ?? newId();
  return { cartId, isNew: !found, headers: cartId !== cookieCartId ? { "Set-Cookie": cartSetCookie(cartId, secure) } : undefined };
}

/** Inserts the visitor's new cart named by `cartForWrite`. */
export async function createVisitorCart(db: Db, cartId: string): Promise<void> {
  await db.insert(cart).values({ id: cartId, userId: null });
}

/**
 * Adds `quantity` of a product (an existing line grows). Refuses inactive and out-of-stock products;
 * the line never exceeds the per-line cap or the stock. Returns a notice when the quantity was capped.
 *
 * The cap is the domain's `lineCap` of the product row, read from the catalogue snapshot while it is live (ADR 040)
 * or from the database. One statement writes the line (and, with `createCart`, the visitor's new cart; otherwise the
 * cart's updated_at moves): the insert or the grown line is bounded by that cap, and the statement writes only while
 * the database's row is still active with a stock that gives the same cap (`stocksWithCap`), so the bound is the
 * rule's even when the row changed after it was read; two adds of one line meet on the line's row (ON CONFLICT …
 * DO UPDATE) and the second adds to what the first wrote, bounded by the same cap. When the row no longer matches,
 * it is read again from the database and the add is tried again (ADR 060). The price the customer saw (the price
 * guard's `seen_unit_price_ore`) is the one the pages showed; the statement returns the database's price columns,
 * and should the snapshot have been behind, a second statement writes the price in force from that row, so the line
 * always holds what `unitPriceAt` of the database's row says.
 */
export async function addProduct(
  db: Db,
  cartId: string,
  productId: string,
  quantity: number,
  now: Date = new Date(),
  opts: { createCart?: boolean } = {},
): Promise<{ notice?: string }> {
  // From the snapshot while it is live (no statement); otherwise (a transaction, an unwatched handle) read here.
  let [row] = await productRowsById(db, [productId]);
  let fromDatabase = false;
  let createCart = opts.createCart === true;
  for (let attempt = 0; attempt < 5; attempt++) {
    const cap = row && row.active ? lineCap(row.stockCount) : 0;
    if (cap > 0) {
      const seen = unitPriceAt(row!, now);
      const range = stocksWithCap(cap);
      const result = (await db.execute(addProductSql({ cartId, productId, quantity, cap, range, seen, lineId: newId(), createCart }))) as unknown as {
        rows: AddedRow[];
      };
      createCart = false;
      const [added] = result.rows;
      if (added) {
        const inForce = unitPriceAt(
          {
            priceOre: Number(added.price_ore),
            reducedPriceOre: added.reduced_price_ore === null ? null : Number(added.reduced_price_ore),
            reducedFrom: added.reduced_from === null ? null : new Date(added.reduced_from),
            reducedUntil: added.reduced_until === null ? null : new Date(added.reduced_until),
          },
          now,
        );
        if (inForce !== seen) {
          await db.update(cartLine).set({ seenUnitPriceOre: inForce }).where(and(eq(cartLine.cartId, cartId), eq(cartLine.productId, productId)));
        }
        const requested = Number(added.before ?? 0) + quantity;
        return requested > cap ? { notice: sv.cartLines.limited(cap) } : {};
      }
    } else if (fromDatabase) {
      // The database's own row says no: nothing is added (a visitor's new cart is still made, as the write would have).
      if (createCart) await db.insert(cart).values({ id: cartId, userId: null }).onConflictDoNothing();
      throw new CartError(sv.cartLines.cannotAdd);
    }
    // The row read (the snapshot's, or one that changed since) is not the database's: read it there and try again.
    [row] = await db.select().from(product).where(eq(product.id, productId));
    fromDatabase = true;
  }
  throw new CartError(sv.cartLines.cannotAdd);
}

/**
 * When a line added to an existing cart was added: now by the clock, and at least a microsecond after the cart's
 * last line. PGlite's clock counts whole milliseconds, so two lines added in one millisecond would otherwise tie and
 * their random row ids would decide the order the cart, checkout and order list them in.
 */
function afterLastLine(cartId: SQLWrapper | string): SQL {
  return sql`greatest(clock_timestamp(), (select max(created_at) + interval '1 microsecond' from ${cartLine} where cart_id = ${cartId}))`;
}

/**
 * The statement of `addProduct` (`createCart`: the visitor's new cart is inserted too). Every value is a parameter;
 * the line's bound is `cap` (the domain's `lineCap`), written only while the product's row is active with a stock in
 * `range` (the stocks that give that cap).
 */
function addProductSql(v: {
  cartId: string;
  productId: string;
  quantity: number;
  cap: number;
  range: { min: number; max: number | null };
  seen: number;
  lineId: string;
  createCart: boolean;
}): SQL {
  const { cartId, productId, quantity, cap } = v;
  const touch = v.createCart
    ? sql`new_cart as (insert into ${cart} (id, user_id) values (${cartId}, null) returning id),`
    : sql`before as (select quantity from ${cartLine} where cart_id = ${cartId} and product_id = ${productId}),
          touched as (update ${cart} set updated_at = now() where id = ${cartId} returning id),`;
  const stockInRange =
    v.range.max === null
      ? sql`stock_count >= ${v.range.min}::int`
      : sql`stock_count between ${v.range.min}::int and ${v.range.max}::int`;
  return sql`
    with ${touch}
    p as (
      select id, price_ore, reduced_price_ore, reduced_from, reduced_until
      from ${product} where id = ${productId} and active and ${stockInRange}
    ),
    written as (
      -- clock_timestamp(), not the column's now(): lines added in one transaction ("Lägg båda i varukorgen") keep
      -- the order they were added in, instead of tying on the transaction's start time (and see afterLastLine).
      insert into ${cartLine} (id, cart_id, kind, product_id, quantity, seen_unit_price_ore, created_at)
      select ${v.lineId}, ${cartId}, 'product', p.id, least(${quantity}::int, ${cap}::int), ${v.seen}::int,
        ${v.createCart ? sql`clock_timestamp()` : afterLastLine(cartId)}
      from p
      on conflict (cart_id, product_id) do update
        set quantity = least(${cartLine}.quantity + ${quantity}::int, ${cap}::int), seen_unit_price_ore = excluded.seen_unit_price_ore
      returning id
    )
    select p.price_ore, p.reduced_price_ore, p.reduced_from, p.reduced_until,
      ${v.createCart ? sql`null::int` : sql`(select quantity from before)`} as before
    from p`;
}

/** What `addProduct`'s statement answers: the product's prices (to find the price in force), and the quantity before. */
interface AddedRow {
  price_ore: number;
  reduced_price_ore: number | null;
  reduced_from: Date | string | null;
  reduced_until: Date | string | null;
  before: number | null;
}

/** One of each product in one transaction: if any cannot be added (CartError), none is. */
export async function addProducts(db: Db, cartId: string, productIds: string[], now: Date = new Date()): Promise<{ notice?: string }> {
  return db.transaction(async (tx) => {
    let notice: string | undefined;
    for (const id of productIds) notice = (await addProduct(tx, cartId, id, 1, now)).notice ?? notice;
    return notice ? { notice } : {};
  });
}

/** Adds one gift card as a line of its own (one card per line); the amount is checked by the form schema. */
export async function addGiftCard(db: Db, cartId: string, card: { amountOre: number } & GiftCardLineDetails): Promise<void> {
  const { amountOre, ...details } = card;
  await db
    .insert(cartLine)
    .values({ id: newId(), cartId, kind: "gift_card", productId: null, quantity: 1, seenUnitPriceOre: amountOre, giftCard: details, createdAt: afterLastLine(cartId) });
  await touch(db, cartId);
}

/**
 * The id a screen knows a line by (the cart view's `lineId`, posted back by its forms): a product line by its
 * product (`p:<product id>`; a cart holds one line per product, the unique index on cart_id and product_id), a gift
 * card by its row id. So the view of two carts with the same contents is the same data, and the page rendered for
 * one is the page for the other (ADR 045): no row id of a visitor's own is in it.
 */
export function viewLineId(l: Pick<CartLineRow, "id" | "kind" | "productId">): string {
  return l.kind === "product" && l.productId ? `p:${l.productId}` : l.id;
}

/** The condition for the line a form names (a view id or a row id), always within `cartId`. */
function lineWhere(cartId: string, lineId: string) {
  const productId = lineId.startsWith("p:") ? lineId.slice(2) : null;
  return productId !== null
    ? and(eq(cartLine.cartId, cartId), eq(cartLine.kind, "product"), eq(cartLine.productId, productId))
    : and(eq(cartLine.id, lineId), eq(cartLine.cartId, cartId));
}

/** Sets a line's quantity; 0 or less removes it. Capped by stock and the per-line cap. */
export async function setLineQuantity(db: Db, cartId: string, lineId: string, quantity: number): Promise<{ notice?: string }> {
  if (quantity <= 0) {
    await removeLine(db, cartId, lineId);
    return {};
  }
  const [line] = await db
    .select({ kind: cartLine.kind, stock: product.stockCount, price: product.priceOre })
    .from(cartLine)
    .leftJoin(product, eq(product.id, cartLine.productId))
    .where(lineWhere(cartId, lineId));
  if (!line) return {};
  if (line.kind !== "product") return {}; // gift cards are one card per line
  const cap = lineCap(line.stock);
  if (cap === 0) {
    await removeLine(db, cartId, lineId);
    return { notice: sv.cartLines.problems.out_of_stock };
  }
  const next = Math.min(quantity, cap);
  await db.update(cartLine).set({ quantity: next }).where(lineWhere(cartId, lineId));
  await touch(db, cartId);
  return next < quantity ? { notice: sv.cartLines.limited(cap) } : {};
}

export async function removeLine(db: Db, cartId: string, lineId: string): Promise<void> {
  await db.delete(cartLine).where(lineWhere(cartId, lineId));
  await touch(db, cartId);
}

export async function clearCart(db: Db, cartId: string): Promise<void> {
  await db.delete(cartLine).where(eq(cartLine.cartId, cartId));
  await touch(db, cartId);
}

/**
 * At sign-in: the visitor's cart joins the account's cart (quantities add up, capped by stock),
 * and the visitor's cart is deleted. Returns the account's cart id.
 */
export async function mergeGuestCart(db: Db, guestCartId: string | undefined, userId: string): Promise<string> {
  const userCart = await ensureCart(db, { userId });
  if (!guestCartId || guestCartId === userCart.id) return userCart.id;
  await db.transaction(async (tx) => {
    const [guest] = await tx
      .select()
      .from(cart)
      .where(and(eq(cart.id, guestCartId), isNull(cart.userId)))
      .for("update");
    if (!guest) return;
    const lines = await tx.select().from(cartLine).where(eq(cartLine.cartId, guest.id));
    for (const l of lines) {
      if (l.kind !== "product" || !l.productId) {
        await tx.update(cartLine).set({ cartId: userCart.id }).where(eq(cartLine.id, l.id));
        continue;
      }
      const [p] = await tx.select({ stock: product.stockCount }).from(product).where(eq(product.id, l.productId));
      // A merged line keeps at least one, so the cart still shows it (marked sold out) rather than dropping it unseen.
      const cap = Math.max(1, lineCap(p?.stock));
      await tx
        .insert(cartLine)
        .values({ ...l, id: newId(), cartId: userCart.id, quantity: Math.min(l.quantity, cap) })
        .onConflictDoUpdate({
          target: [cartLine.cartId, cartLine.productId],
          set: { quantity: sql`least(${cartLine.quantity} + ${l.quantity}, ${cap})`, seenUnitPriceOre: l.seenUnitPriceOre },
        });
    }
    await tx.delete(cart).where(eq(cart.id, guest.id));
  });
  return userCart.id;
}

export type CartLineRow = typeof cartLine.$inferSelect;

/** A cart's lines in the order they were added (the order every screen and the order snapshot show). */
export async function listCartLines(db: Db | Tx, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLine).where(eq(cartLine.cartId, cartId)).orderBy(asc(cartLine.createdAt), asc(cartLine.id));
}

/**
 * The lines as the pricing engine takes them: a product line by id and quantity (its price comes from the
 * catalogue), a gift card by the amount chosen. The cart view and placeOrder price the same lines.
 */
export function toPricingLines(lines: CartLineRow[], id: (l: CartLineRow) => string = (l) => l.id): CartLineInput[] {
  return lines.map((l) =>
    l.kind === "gift_card"
      ? { kind: "gift_card", lineId: id(l), amountOre: l.seenUnitPriceOre }
      : { kind: "product", lineId: id(l), productId: l.productId!, quantity: l.quantity },
  );
}

/**
 * The start of the UTC hour of `at`: the moment the cart view names as its pricing time. The browser's re-pricing
 * reads it only for the VAT rate, which goes by the Stockholm date, and Stockholm's day starts on a whole UTC hour,
 * so it is the same day as `at`. The prices themselves are those in force at `at` (in `products`).
 */
export function pricedAtHour(at: Date): string {
  return new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
}

/** What the cards announce about each product's price in force (ADR 036), for the cart's lines. */
async function priceAnnouncements(db: Db, ids: string[], now: Date): Promise<Map<string, PriceAnnouncement | null>> {
  const rows = await productRowsById(db, ids);
  return new Map((await rowsAtPrice(db, rows, now)).map((r) => [r.id, r.announcement]));
}

/** The priced cart every screen shows, or null when there is no cart (its lines read here unless given). */
export async function loadCartView(db: Db, row: CartRow | null, now: Date, knownLines?: CartLineRow[]): Promise<CartView | null> {
  if (!row) return null;
  const lines = knownLines ?? (await listCartLines(db, row.id));
  const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
  const [products, images, announcements, shipping] = await Promise.all([
    pricingProducts(db, [...productIds, FREE_GIFT.productId], now),
    productUploads(db, productIds),
    priceAnnouncements(db, productIds, now),
    getShippingRule(db),
  ]);
  // Lines by their view id (viewLineId): the view holds nothing a second cart with the same contents lacks.
  const inputs = toPricingLines(lines, viewLineId);
  const priced = priceCart({ lines: inputs, products, now, shipping });
  const views: Record<string, CartLineView> = {};
  for (const l of priced.lines) {
    const p = l.productId ? products.get(l.productId) : undefined;
    views[l.lineId] = {
      lineId: l.lineId,
      kind: l.kind,
      productId: l.productId,
      name: l.name,
      image: l.productId ? productImage(l.productId, images.get(l.productId) ?? null) : "/images/gift-card.svg",
      maxQuantity: l.kind === "product" ? lineCap(p?.stockCount) : 1,
      giftCard: l.kind === "gift_card" ? (lines.find((x) => viewLineId(x) === l.lineId)?.giftCard ?? null) : null,
      ...(l.kind === "product" && l.productId ? { announcement: announcements.get(l.productId) ?? null } : {}),
    };
  }
  return { priced, lines: views, inputs, products: [...products.values()], pricedAt: pricedAtHour(now) };
}

/**
 * The visitor's priced cart for this request, read once however many loaders ask (the root's header and drawer,
 * and /cart's page): memoised on the request's context object, so two loaders of one request share one read.
 */
const viewsByRequest = new WeakMap<object, Promise<CartView | null>>();
export function requestCartView(context: object, db: Db, request: Request, userId: string | undefined, now: Date): Promise<CartView | null> {
  let view = viewsByRequest.get(context);
  if (!view) {
    view = findCartWithLines(db, { cookieCartId: cartIdFromRequest(request), userId }).then((found) =>
      found ? loadCartView(db, found.cart, now, found.lines) : null,
    );
    viewsByRequest.set(context, view);
  }
  return view;
}
