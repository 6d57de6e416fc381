/**
 * Shared test data for server tests: customers, carts and orders made through the shop's own functions
 * (ensureCart, addProduct, placeOrder), so a fixture can never drift from what the shop really writes.
 * Every id and key is unique per process, so tests in one database do not collide.
 */
import { eq } from "drizzle-orm";
import type { CheckoutInput } from "~/domain/schemas";
import { addProduct, ensureCart } from "./carts.server";
import type { Db } from "./db.server";
import { placeOrder, type PlaceOrderInput } from "./orders.server";
import { cart, user } from "./schema";

let seq = 0;

/** A unique id with a readable prefix: "kund-12-x7f3a". */
export function testId(prefix = "t"): string {
  return `${prefix}-${seq++}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A valid checkout form; a fresh idempotency key each call unless one is given. */
export function checkoutForm(over: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    name: "Åsa Öberg",
    email: "asa@example.se",
    address: "Hornsgatan 12",
    city: "Stockholm",
    postalCode: "114 55",
    paymentMethod: "swish",
    idempotencyKey: `key-${Date.now().toString(36)}-${String(seq++).padStart(8, "0")}`,
    ...over,
  };
}

/** A customer account (a user row, as Better Auth would write it). */
export async function createCustomer(db: Db, over: { id?: string; name?: string; email?: string; role?: string } = {}) {
  const id = over.id ?? testId("kund");
  const email = over.email ?? `${id}@example.se`;
  await db.insert(user).values({ id, name: over.name ?? "Kund", email, ...(over.role ? { role: over.role } : {}) });
  return { userId: id, email };
}

/**
 * A customer whose cart holds `items` ([productId, quantity]), optionally with a discount code applied: a new one
 * (`customer`: its id, name or e-mail), or the existing account `userId`.
 */
export async function customerWithCart(
  db: Db,
  items: readonly [string, number][],
  opts: { code?: string; userId?: string; customer?: Parameters<typeof createCustomer>[1]; now?: Date } = {},
) {
  const customer = opts.userId ? { userId: opts.userId, email: `${opts.userId}@example.se` } : await createCustomer(db, opts.customer);
  const c = await ensureCart(db, { userId: customer.userId });
  for (const [productId, quantity] of items) await addProduct(db, c.id, productId, quantity, opts.now);
  if (opts.code) await db.update(cart).set({ discountCode: opts.code }).where(eq(cart.id, c.id));
  return { ...customer, cartId: c.id };
}

/** An order placed through placeOrder for a new customer (or `userId`), with `items` in the cart. */
export async function placedOrder(
  db: Db,
  items: readonly [string, number][],
  opts: { now?: Date; code?: string; userId?: string; form?: Partial<CheckoutInput> } & Partial<Pick<PlaceOrderInput, "confirmationMail" | "notifyShop" | "beforeCommit">> = {},
) {
  const c = await customerWithCart(db, items, opts);
  const placed = await placeOrder(db, {
    userId: c.userId,
    cartId: c.cartId,
    now: opts.now ?? new Date(),
    form: checkoutForm({ email: c.email, ...opts.form }),
    confirmationMail: opts.confirmationMail,
    notifyShop: opts.notifyShop,
    beforeCommit: opts.beforeCommit,
  });
  return { ...placed, id: placed.orderId, userId: c.userId, email: c.email };
}
