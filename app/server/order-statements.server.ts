/**
 * The statements `placeOrder` sends (orders.server.ts), through drizzle's public API (sql-statement.server.ts, ADR 056).
 * An order of product lines without a code or gift card sends, inside its transaction: the cart lock, the lines, the
 * products (locked and read in one statement), the order's writes (stock, the order, its first events, the cart
 * emptied) in one statement, the free gift taken when the order has one, and the items with the mails in one
 * statement. The rare paths (a discount code, gift cards, a spoon bought as a line) keep their own statements.
 */
import { asc, eq, getTableColumns, sql } from "drizzle-orm";
import type { CartLineRow, CartRow } from "./carts.server";
import type { ProductRow } from "./catalogue.server";
import { columnsOf, statement, type Bind } from "./sql-statement.server";
import type { Db, Tx } from "./db.server";
import type { MailMessage } from "./mail.server";
import type { OrderRow } from "./orders.server";
import { cart, cartGiftCard, cartLine, order, orderEvent, orderItem, outbox, product, user } from "./schema";

export type NewOrderItem = Omit<typeof orderItem.$inferSelect, "id">;

/**
 * The customer's cart, locked: a double submit of the same cart waits here for the first. Before the cart, in the same
 * statement, the account's row is locked FOR KEY SHARE (what the order's foreign key would take later): the shop's one
 * lock order puts the account first (ADR 041, "One lock order: the account first"), as the erasure does with its FOR
 * UPDATE, so an erasure and an order of the same account queue on the account row instead of deadlocking (issue #32).
 * The cart's condition reads the locked row (`(select id from account)`), so PostgreSQL must take that lock before
 * it can return, and lock, a cart row. Two orders of one account do not wait for each other on it (KEY SHARE does not
 * conflict with KEY SHARE, nor with the account's ordinary updates); an erasure waits for them, and they for it.
 */
const accountFirst = ($: Bind) => sql`with account as materialized (select ${user.id} from ${user} where ${user.id} = ${$("userId")} for key share)`;
const cartById = statement<CartRow>(
  ($) => sql`${accountFirst($)}
    select ${columnsOf(cart, "c")} from ${cart} c where c.id = ${$("cartId")} and c.user_id = (select id from account) for update of c`,
  getTableColumns(cart),
);
const cartByUser = statement<CartRow>(
  ($) => sql`${accountFirst($)}
    select ${columnsOf(cart, "c")} from ${cart} c where c.user_id = (select id from account) for update of c`,
  getTableColumns(cart),
);

export function lockCart(tx: Db | Tx, userId: string, cartId: string | undefined): Promise<CartRow[]> {
  return cartId ? cartById.rows(tx, { cartId, userId }) : cartByUser.rows(tx, { userId });
}

/** The cart's lines, and the gift cards applied to it (ids, in the order applied) on every row. */
export const cartLinesWithCards = {
  rows(tx: Db | Tx, { cartId }: { cartId: string }): Promise<(CartLineRow & { cards: number[] | null })[]> {
    return tx
      .select({
        ...getTableColumns(cartLine),
        cards: sql<number[] | null>`array(select ${cartGiftCard.giftCardId} from ${cartGiftCard} where ${cartGiftCard.cartId} = ${cartId} order by ${cartGiftCard.createdAt}, ${cartGiftCard.giftCardId})`,
      })
      .from(cartLine)
      .where(eq(cartLine.cartId, cartId))
      .orderBy(asc(cartLine.createdAt), asc(cartLine.id));
  },
};

/**
 * The cart's product rows `lock` locked in id order (their current versions, read after each lock is granted), then,
 * read without a lock, the free gift's row and the active products related to the cart's (`cart`), which the
 * bought-together partners are picked from (ADR 038). Those unlocked rows are read as the statement starts; they
 * were already unlocked (free to change right after the read) in two statements.
 */
export const orderProducts = statement<ProductRow>(
  ($) => sql`with locked as materialized (
      select * from ${product} where ${product.id} = any(${$("lock")}::text[]) order by ${product.id} for update
    )
    select ${columnsOf(product, "locked")} from locked
    union all
    select ${columnsOf(product, "p")} from ${product} p
    where p.id <> all(${$("lock")}::text[])
      and (p.id = ${$("gift")}
        or (p.active and p.id in (select jsonb_array_elements_text(r.related_products) from ${product} r where r.id = any(${$("cart")}::text[]))))`,
  getTableColumns(product),
);

/** The order's columns this statement writes, in its VALUES order (the rest take their defaults). */
const ORDER_COLUMNS = [
  "id",
  "userId",
  "idempotencyKey",
  "status",
  "paymentStatus",
  "paidAt",
  "paymentMethod",
  "giftCardPaidOre",
  "goodsListOre",
  "multiBuyDiscountOre",
  "togetherDiscountOre",
  "discountCode",
  "discountOre",
  "shippingOre",
  "totalOre",
  "vatSummary",
  "shippingName",
  "shippingEmail",
  "shippingAddress",
  "shippingCity",
  "shippingPostalCode",
  "createdAt",
] as const satisfies readonly (keyof OrderRow)[];
export type NewOrder = Pick<OrderRow, (typeof ORDER_COLUMNS)[number]>;

/**
 * The order's writes in one statement: the stock of the locked rows (never below what a row has: `decremented`
 * counts the rows it took from), the order, its first events ('created'; 'paid' too when `paid`), and the cart
 * emptied (lines, applied gift cards, code). The order comes back as stored, its number included.
 */
const writeOrder = statement<OrderRow & { decremented: number }>(
  ($) => {
    const columns = getTableColumns(order);
    const names = sql.join(
      ORDER_COLUMNS.map((k) => sql.identifier(columns[k].name)),
      sql`, `,
    );
    const values = sql.join(
      ORDER_COLUMNS.map((k) => $(k)),
      sql`, `,
    );
    return sql`with stock as (
        update ${product} set stock_count = ${product}.stock_count - v.q
        from unnest(${$("stockIds")}::text[], ${$("stockQuantities")}::int[]) as v(id, q)
        where ${product}.id = v.id and ${product}.stock_count >= v.q
        returning ${product}.id
      ),
      emptied_lines as (delete from ${cartLine} where cart_id = ${$("cartId")}),
      emptied_cards as (delete from ${cartGiftCard} where cart_id = ${$("cartId")}),
      emptied_cart as (update ${cart} set discount_code = null, updated_at = ${$("createdAt")} where id = ${$("cartId")}),
      o as (insert into ${order} (${names}) values (${values}) returning *),
      events as (
        insert into ${orderEvent} (order_id, type, to_status, actor_user_id, created_at)
        select o.id, e.type, e.to_status, o.user_id, o.created_at
        from o cross join (values ('created', 'pending'), ('paid', null)) as e(type, to_status)
        where e.type = 'created' or ${$("paid")}::boolean
      )
      select ${columnsOf(order, "o")}, (select count(*) from stock)::int as decremented from o`;
  },
  getTableColumns(order),
);

export async function insertOrder(
  tx: Db | Tx,
  o: NewOrder,
  writes: { cartId: string; paid: boolean; stock: { id: string; quantity: number }[] },
): Promise<{ order: OrderRow; decremented: number }> {
  const columns = getTableColumns(order);
  const values: Record<string, unknown> = { cartId: writes.cartId, paid: writes.paid, stockIds: writes.stock.map((s) => s.id), stockQuantities: writes.stock.map((s) => s.quantity) };
  // Each value as drizzle's column would send it (timestamps as ISO text, JSON as text).
  for (const k of ORDER_COLUMNS) values[k] = o[k] === null ? null : columns[k].mapToDriverValue(o[k]);
  const [row] = await writeOrder.rows(tx, values);
  if (!row) throw new Error("placeOrder: the order was not written");
  const { decremented, ...stored } = row;
  return { order: stored, decremented };
}

/** The free gift's row, taken last: one spoon while one is left. */
const takeGift = statement<{ id: string }>(
  ($) => sql`update ${product} set stock_count = stock_count - 1 where id = ${$("gift")} and active and stock_count >= 1 returning id`,
);

export async function takeFreeGift(tx: Db | Tx, gift: string): Promise<boolean> {
  return (await takeGift.rows(tx, { gift })).length === 1;
}

const ITEM_COLUMNS = [
  ["kind", "text"],
  ["productId", "text"],
  ["productName", "text"],
  ["quantity", "int"],
  ["unitPriceOre", "int"],
  ["multiBuyDiscountOre", "int"],
  ["togetherDiscountOre", "int"],
  ["codeDiscountOre", "int"],
  ["lineTotalOre", "int"],
  ["vatRateBp", "int"],
  ["giftCard", "jsonb"],
] as const satisfies readonly (readonly [keyof NewOrderItem, string])[];
/** What the outbox stores of a mail (its reply-to address is not stored: `queueMail`). */
const MAIL_COLUMNS = ["kind", "to", "subject", "text", "html"] as const satisfies readonly (keyof MailMessage)[];

/** The order's items and its mails (the outbox rows, 'pending'), in one statement; the mails' ids come back in order. */
const writeItemsAndMails = statement<{ id: number }>(($) => {
  const itemColumns = getTableColumns(orderItem);
  const mailColumns = getTableColumns(outbox);
  const itemNames = sql.join(
    ITEM_COLUMNS.map(([k]) => sql.identifier(itemColumns[k].name)),
    sql`, `,
  );
  const itemArrays = sql.join(
    ITEM_COLUMNS.map(([k, type]) => sql`${$(`item.${k}`)}::${sql.raw(type)}[]`),
    sql`, `,
  );
  const mailNames = sql.join(
    MAIL_COLUMNS.map((k) => sql.identifier(mailColumns[k].name)),
    sql`, `,
  );
  const mailArrays = sql.join(
    MAIL_COLUMNS.map((k) => sql`${$(`mail.${k}`)}::text[]`),
    sql`, `,
  );
  return sql`with items as (
      insert into ${orderItem} (order_id, ${itemNames})
      select ${$("orderId")}, i.* from unnest(${itemArrays}) as i
    )
    insert into ${outbox} (${mailNames}, status)
    select m.*, 'pending' from unnest(${mailArrays}) as m
    returning id`;
});

export async function insertItemsAndMails(tx: Db | Tx, orderId: string, items: NewOrderItem[], mails: readonly MailMessage[]): Promise<number[]> {
  const itemColumns = getTableColumns(orderItem);
  const values: Record<string, unknown> = { orderId };
  for (const [k] of ITEM_COLUMNS) values[`item.${k}`] = items.map((i) => (i[k] === null ? null : itemColumns[k].mapToDriverValue(i[k])));
  for (const k of MAIL_COLUMNS) values[`mail.${k}`] = mails.map((m) => m[k] ?? null);
  const rows = await writeItemsAndMails.rows(tx, values);
  if (rows.length !== mails.length) throw new Error("outbox insert returned fewer rows");
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
