/**
 * Guest checkout (issue #34, ADR 065): a visitor's cart ordered without an account, the private link (its token's
 * hash on the order; right, wrong, another order's and no token), a replay of the same checkout, the withdrawal by
 * the link, the account afterwards (by sign-up through Better Auth, by the button of a signed-in owner of the same
 * address), the per-address limit on guests' orders, and codes counted by the form's address.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ordersCopy } from "~/content/orders";
import * as sv from "~/content/sv";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";
import { getOrderForDesk, listOrdersForDesk, parseOrderFilter, toDeskView } from "./admin-orders.server";
import { createAuth, type Auth } from "./auth.server";
import { countGuestOrders, eraseCustomer, exportCustomerData } from "./customer-data.server";
import { addProduct, createVisitorCart } from "./carts.server";
import { applyCode, GUEST_ORDER_LIMIT, guestCheckoutCustomer, placeCheckoutOrder } from "./checkout.server";
import type { Database } from "./db.server";
import { createAccountForGuestOrder, guestAccountOffer } from "./guest-orders.server";
import { Mailer } from "./mail.server";
import { confirmationMailFor } from "./order-mail.server";
import { guestIdempotencyKey, hashOrderLinkToken, orderLinkToken, orderPageUrl, orderTokenMatches } from "./order-links.server";
import { attachGuestOrder, getOrderForViewer, listOrdersForUser, placeOrder } from "./orders.server";
import type { Services } from "./runtime.server";
import { cart, cartLine, discountCode, order, outbox, user } from "./schema";
import { checkoutForm, createCustomer } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { withdrawOrder } from "./withdrawal.server";

const PUBLIC_URL = "http://localhost:3996";
const SECRET = "g".repeat(40);
const now = new Date("2026-11-21T12:00:00Z");
const confirmationMail = confirmationMailFor({ publicUrl: PUBLIC_URL, invoiceDueDays: 30 }, { ...EXAMPLE_FACTS, swishNumber: "1234567890" });

describe(`guest checkout and the private order link (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let auth: Auth;
  let services: Services;
  let n = 0;

  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
    const mailer = new Mailer(db, { from: "hej@stilla.se" });
    auth = createAuth({ db, mailer, secret: SECRET, publicUrl: PUBLIC_URL, port: 3996 });
    // Only what the sign-up and the attach read.
    services = { db, auth, env: { publicUrl: PUBLIC_URL }, gate: { secure: false } } as unknown as Services;
  });

  /** A visitor's cart (no account) holding `items`, as the cart cookie names it. */
  async function visitorCart(items: [string, number][] = [["calm", 1]]) {
    const cartId = randomBytes(18).toString("base64url");
    await createVisitorCart(db, cartId);
    for (const [id, q] of items) await addProduct(db, cartId, id, q, now);
    return cartId;
  }
  const uniqueEmail = (p = "gast") => `${p}-${++n}-${Date.now().toString(36)}@example.se`;

  async function guestOrder(opts: { email?: string; items?: [string, number][] } = {}) {
    const cartId = await visitorCart(opts.items);
    const email = opts.email ?? uniqueEmail();
    // The key the checkout page gives a guest: bound to the cart.
    const form = checkoutForm({ email, idempotencyKey: guestIdempotencyKey(SECRET, cartId) });
    const placed = await placeCheckoutOrder(db, { userId: null, cartId, linkSecret: SECRET, form, now, buildConfirmationMail: confirmationMail, clientIp: `10.9.${n}.1` });
    if (!placed.ok) throw new Error(placed.message);
    return { ...placed, cartId, email, form };
  }

  it("places a guest's order: no account, the token's SHA-256 on the order, the link in the mail, the cart emptied", async () => {
    const g = await guestOrder();
    expect(g.created).toBe(true);
    expect(g.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 bytes, base64url
    const [o] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(o!.userId).toBeNull();
    expect(o!.accessTokenHash).toBe(hashOrderLinkToken(g.accessToken!));
    // The same token every later mail computes from the order id (the shipping mail's orderPageUrl).
    expect(g.accessToken).toBe(orderLinkToken(SECRET, g.orderId));
    expect(orderPageUrl(PUBLIC_URL, SECRET, { id: g.orderId, userId: null })).toBe(`${PUBLIC_URL}/orders/${g.orderId}?nyckel=${g.accessToken}`);
    expect(o!.accessTokenHash).not.toContain(g.accessToken!);
    expect(o!.shippingEmail).toBe(g.email);
    const [mail] = await db.select().from(outbox).where(eq(outbox.id, g.mailId!));
    expect(mail!.to).toBe(g.email);
    expect(mail!.text).toContain(`${PUBLIC_URL}/orders/${g.orderId}?nyckel=${g.accessToken}`);
    expect(mail!.html).toContain(`/orders/${g.orderId}?nyckel=${g.accessToken}`);
    // The visitor's cart is empty; an account's order carries no token.
    expect(await db.$count(cartLine, eq(cartLine.cartId, g.cartId))).toBe(0);
    const again = await placeCheckoutOrder(db, { userId: null, cartId: g.cartId, linkSecret: SECRET, form: checkoutForm({ email: g.email }), now });
    expect(again).toMatchObject({ ok: false, kind: "empty" });
  });

  it("a guest cannot order an account's cart, nor without a cart", async () => {
    const c = await createCustomer(db);
    const accountCart = randomBytes(18).toString("base64url");
    await db.insert(cart).values({ id: accountCart, userId: c.userId });
    await addProduct(db, accountCart, "calm", 1, now);
    const viaCookie = await placeCheckoutOrder(db, { userId: null, cartId: accountCart, linkSecret: SECRET, form: checkoutForm(), now });
    expect(viaCookie).toMatchObject({ ok: false, kind: "no_cart" });
    const none = await placeCheckoutOrder(db, { userId: null, linkSecret: SECRET, form: checkoutForm(), now });
    expect(none).toMatchObject({ ok: false, kind: "no_cart" });
  });

  it("opens the order for the right token only: wrong, another order's, or no token is the same null (404)", async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    const right = await getOrderForViewer(db, a.orderId, { userId: null, token: a.accessToken! });
    expect(right?.order.id).toBe(a.orderId);
    expect(right?.byToken).toBe(true);
    expect(right?.items.length).toBeGreaterThan(0);
    expect(await getOrderForViewer(db, a.orderId, { userId: null, token: b.accessToken! })).toBeNull();
    expect(await getOrderForViewer(db, a.orderId, { userId: null, token: `${a.accessToken!.slice(0, -1)}A` === a.accessToken ? "x" : `${a.accessToken!.slice(0, -1)}A` })).toBeNull();
    expect(await getOrderForViewer(db, a.orderId, { userId: null, token: null })).toBeNull();
    expect(await getOrderForViewer(db, a.orderId, { userId: null, token: "" })).toBeNull();
    expect(await getOrderForViewer(db, "not-a-uuid", { userId: null, token: a.accessToken! })).toBeNull();
    // A signed-in stranger without the token sees nothing either.
    const stranger = await createCustomer(db);
    expect(await getOrderForViewer(db, a.orderId, { userId: stranger.userId, token: null })).toBeNull();
    expect(orderTokenMatches(a.accessToken, null)).toBe(false);
  });

  it("a replay of the same checkout gives back the same order and the same working link; another cart with the key gets nothing", async () => {
    const first = await guestOrder();
    const key = first.form.idempotencyKey;
    const replay = await placeCheckoutOrder(db, { userId: null, cartId: first.cartId, linkSecret: SECRET, form: first.form, now });
    expect(replay).toMatchObject({ ok: true, created: false, orderId: first.orderId, accessToken: first.accessToken });
    // The cart filled again and the same key sent again (a double submit racing past the first): still the first order.
    await addProduct(db, first.cartId, "calm", 1, now);
    const raced = await placeCheckoutOrder(db, { userId: null, cartId: first.cartId, linkSecret: SECRET, form: first.form, now });
    expect(raced).toMatchObject({ ok: true, created: false, orderId: first.orderId, accessToken: first.accessToken });
    // Another visitor who learnt the key: it was made for another cart, so it gets nothing.
    const otherCart = await visitorCart();
    const stolen = await placeCheckoutOrder(db, { userId: null, cartId: otherCart, linkSecret: SECRET, form: first.form, now });
    expect(stolen.ok).toBe(false);
    expect(JSON.stringify(stolen)).not.toContain(first.orderId);
    // Nor does an account get a guest's order by its key.
    const c = await createCustomer(db);
    const accountCart = randomBytes(18).toString("base64url");
    await db.insert(cart).values({ id: accountCart, userId: c.userId });
    await addProduct(db, accountCart, "calm", 1, now);
    const byAccount = await placeCheckoutOrder(db, { userId: c.userId, form: first.form, now });
    expect(byAccount.ok).toBe(false);
    expect(await db.$count(order, eq(order.idempotencyKey, key))).toBe(1);
  });

  it("withdraws a guest's order by its link only; the acknowledgement's link carries the token", async () => {
    const a = await guestOrder();
    const b = await guestOrder();
    const mails: { text: string }[] = [];
    const mailer = { send: async (m: { text: string }) => (mails.push(m), 1) };
    const input = { orderId: a.orderId, userId: null, now, publicUrl: PUBLIC_URL };
    expect(await withdrawOrder(db, mailer, { ...input, accessToken: b.accessToken })).toEqual({ status: "not_found" });
    expect(await withdrawOrder(db, mailer, { ...input, accessToken: null })).toEqual({ status: "not_found" });
    expect(mails).toHaveLength(0);
    const done = await withdrawOrder(db, mailer, { ...input, accessToken: a.accessToken });
    expect(done).toMatchObject({ status: "recorded", cancelled: true, email: a.email });
    expect(mails[0]!.text).toContain(`/orders/${a.orderId}?nyckel=${a.accessToken}`);
    const [o] = await db.select().from(order).where(eq(order.id, a.orderId));
    expect(o!.status).toBe("cancelled");
    expect(o!.withdrawnAt).not.toBeNull();
  });

  it("rate-limits guests' orders per client address with the seconds to wait; accounts are not counted", async () => {
    const clientIp = `10.77.${++n}.9`;
    for (let i = 0; i < GUEST_ORDER_LIMIT.perAddress; i++) {
      const placed = await placeCheckoutOrder(db, { userId: null, cartId: await visitorCart(), linkSecret: SECRET, form: checkoutForm(), now, clientIp });
      expect(placed.ok).toBe(true);
    }
    const cartId = await visitorCart();
    const refused = await placeCheckoutOrder(db, { userId: null, cartId, linkSecret: SECRET, form: checkoutForm(), now, clientIp });
    expect(refused).toMatchObject({ ok: false, kind: "rate_limited", message: sv.checkout.guestTooManyOrders });
    expect(refused.ok === false && refused.kind === "rate_limited" && refused.retryAfterSeconds).toBeGreaterThan(0);
    // Nothing was written: the cart still holds its line.
    expect(await db.$count(cartLine, eq(cartLine.cartId, cartId))).toBe(1);
    const other = await placeCheckoutOrder(db, { userId: null, cartId, linkSecret: SECRET, form: checkoutForm(), now, clientIp: `10.78.${n}.9` });
    expect(other.ok).toBe(true);
    // An account's orders from the same address are not counted against it.
    const c = await createCustomer(db);
    const accountCart = randomBytes(18).toString("base64url");
    await db.insert(cart).values({ id: accountCart, userId: c.userId });
    await addProduct(db, accountCart, "calm", 1, now);
    expect((await placeCheckoutOrder(db, { userId: c.userId, form: checkoutForm({ email: c.email }), now, clientIp })).ok).toBe(true);
    // An hour later the window has passed.
    const later = await placeCheckoutOrder(db, { userId: null, cartId: await visitorCart(), linkSecret: SECRET, form: checkoutForm(), now: new Date(now.getTime() + GUEST_ORDER_LIMIT.windowMs), clientIp });
    expect(later.ok).toBe(true);
  });

  it("codes for a guest: a personal code waits for the form's address; per-customer uses count by the address", async () => {
    const email = uniqueEmail("kod");
    const code = `GAST${++n}${Date.now().toString(36).toUpperCase()}`;
    await db.insert(discountCode).values({ code, type: "percent", percent: 10, perCustomerLimit: 1, onlyForEmail: email });
    const cartId = await visitorCart([["calm", 2]]);
    const [row] = await db.select().from(cart).where(eq(cart.id, cartId));
    expect(await applyCode(db, row!, guestCheckoutCustomer(cartId), code.toLowerCase(), now)).toEqual({ ok: true, code });
    // Another address than the code's: refused at the order, nothing written.
    const wrong = await placeCheckoutOrder(db, { userId: null, cartId, linkSecret: SECRET, form: checkoutForm({ email: uniqueEmail() }), now });
    expect(wrong).toMatchObject({ ok: false, kind: "discount", message: sv.checkout.codeReasons.not_yours });
    const placed = await placeCheckoutOrder(db, { userId: null, cartId, linkSecret: SECRET, form: checkoutForm({ email: email.toUpperCase() }), now });
    expect(placed.ok).toBe(true);
    const [o] = await db.select().from(order).where(eq(order.id, placed.ok ? placed.orderId : ""));
    expect(o!.discountCode).toBe(code);
    expect(o!.discountOre).toBeGreaterThan(0);
    // The same address again, as a guest or as an account with that address: already used.
    const again = await visitorCart([["calm", 2]]);
    await db.update(cart).set({ discountCode: code }).where(eq(cart.id, again));
    const second = await placeCheckoutOrder(db, { userId: null, cartId: again, linkSecret: SECRET, form: checkoutForm({ email }), now });
    expect(second).toMatchObject({ ok: false, kind: "discount", message: sv.checkout.codeReasons.already_used });
    const account = await createCustomer(db, { email });
    const accountCart = randomBytes(18).toString("base64url");
    await db.insert(cart).values({ id: accountCart, userId: account.userId, discountCode: code });
    await addProduct(db, accountCart, "calm", 2, now);
    const byAccount = await placeOrder(db, { userId: account.userId, form: checkoutForm({ email }), now }).catch((e: Error) => e.message);
    expect(byAccount).toBe(sv.checkout.codeReasons.already_used);
  });

  it("Skapa konto on a guest's order: the sign-up's password rules, then the account made, signed in, and the order attached", async () => {
    const g = await guestOrder();
    const [o] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(await guestAccountOffer(db, o!, { user: null, token: g.accessToken! })).toEqual({ kind: "signup", email: g.email });
    expect(await guestAccountOffer(db, o!, { user: null, token: null })).toBeNull();
    const request = () => new Request(`${PUBLIC_URL}/orders/${g.orderId}`, { method: "POST" });

    const short = await createAccountForGuestOrder(services, request(), "10.5.0.1", o!, g.accessToken!, "abc");
    expect(short).toMatchObject({ ok: false, status: 400, message: sv.auth.passwordTooShort, field: "password" });
    const common = await createAccountForGuestOrder(services, request(), "10.5.0.1", o!, g.accessToken!, "password1");
    expect(common).toMatchObject({ ok: false, status: 400, message: sv.auth.passwordTooCommon });
    const wrongToken = await createAccountForGuestOrder(services, request(), "10.5.0.1", o!, "fel", "hemligt-lösen-9");
    expect(wrongToken).toMatchObject({ ok: false, status: 404 });
    expect(await db.$count(user, eq(user.email, g.email))).toBe(0);

    const made = await createAccountForGuestOrder(services, request(), "10.5.0.1", o!, g.accessToken!, "hemligt-lösen-9");
    expect(made.ok).toBe(true);
    expect(made.ok && made.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(true);
    const [u] = await db.select().from(user).where(eq(user.email, g.email));
    expect(u!.name).toBe(g.form.name);
    const [after] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(after!.userId).toBe(u!.id);
    expect((await listOrdersForUser(db, u!.id)).map((r) => r.order.id)).toEqual([g.orderId]);
    // Now the owner's: the link offers nothing more, and the owner opens it without the token.
    expect(await guestAccountOffer(db, after!, { user: null, token: g.accessToken! })).toBeNull();
    expect(await getOrderForViewer(db, g.orderId, { userId: u!.id, token: null })).not.toBeNull();
  });

  it("an address with an account: the page says so; sign-up refuses with the sign-in message; the signed-in owner attaches by the button", async () => {
    const email = uniqueEmail("finns");
    const account = await createCustomer(db, { email: email.toLowerCase() });
    const g = await guestOrder({ email: email.toUpperCase() });
    const [o] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(await guestAccountOffer(db, o!, { user: null, token: g.accessToken! })).toEqual({ kind: "exists", email: g.email });
    const refused = await createAccountForGuestOrder(services, new Request(`${PUBLIC_URL}/x`, { method: "POST" }), "10.5.1.1", o!, g.accessToken!, "hemligt-lösen-9");
    expect(refused).toMatchObject({ ok: false, status: 409, exists: true, message: ordersCopy.guestAccount.exists(g.email) });

    // Signed in with the same address (any case): the button; with another address: nothing.
    expect(await guestAccountOffer(db, o!, { user: { email: email.toLowerCase() }, token: g.accessToken! })).toEqual({ kind: "attach" });
    expect(await guestAccountOffer(db, o!, { user: { email: uniqueEmail() }, token: g.accessToken! })).toBeNull();
    const other = await guestOrder();
    expect(await attachGuestOrder(db, g.orderId, other.accessToken!, account.userId)).toBe(false);
    expect(await attachGuestOrder(db, g.orderId, g.accessToken!, account.userId)).toBe(true);
    // Once attached, never again (not to another account either).
    const thief = await createCustomer(db);
    expect(await attachGuestOrder(db, g.orderId, g.accessToken!, thief.userId)).toBe(false);
    const [after] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(after!.userId).toBe(account.userId);
  });

  it("the desk lists and opens a guest's order; the customers page counts it; erasing an account of the same address leaves it alone", async () => {
    const email = uniqueEmail("desk");
    const g = await guestOrder({ email });
    const listed = await listOrdersForDesk(db, parseOrderFilter(new URLSearchParams({ q: email })));
    expect(listed.rows.map((r) => r.id)).toEqual([g.orderId]);
    const found = await getOrderForDesk(db, g.orderId);
    expect(found!.customer).toMatchObject({ guest: true, userId: null, name: g.form.name });
    expect(toDeskView(found!).order.customer.guest).toBe(true);
    expect(await countGuestOrders(db, email.toUpperCase())).toBe(1);
    expect(await countGuestOrders(db, "")).toBe(0);

    // An account with the same address, with an order of its own: its export and erasure are about the account only.
    const c = await createCustomer(db, { email });
    const accountCart = randomBytes(18).toString("base64url");
    await db.insert(cart).values({ id: accountCart, userId: c.userId });
    await addProduct(db, accountCart, "calm", 1, now);
    const own = await placeCheckoutOrder(db, { userId: c.userId, form: checkoutForm({ email }), now });
    expect(own.ok).toBe(true);
    const exported = await exportCustomerData(db, c.userId, now);
    // Its orders are its own; the mails to its address are listed, but never with a guest order's private link.
    expect(exported!.orders.map((o) => o.id)).not.toContain(g.orderId);
    expect(JSON.stringify(exported)).not.toContain(g.accessToken!);
    expect(JSON.stringify(exported)).toContain("nyckel=[borttagen]");
    await db.update(order).set({ status: "delivered", paymentStatus: "paid" }).where(eq(order.id, own.ok ? own.orderId : ""));
    const erased = await eraseCustomer(db, c.userId, { id: null, email: "agare@stilla.se" }, now);
    expect(erased.status).toBe("erased");
    const [guest] = await db.select().from(order).where(eq(order.id, g.orderId));
    expect(guest!.shippingEmail).toBe(email);
    expect(guest!.userId).toBeNull();
    expect(await getOrderForViewer(db, g.orderId, { userId: null, token: g.accessToken! })).not.toBeNull();
  });
});
