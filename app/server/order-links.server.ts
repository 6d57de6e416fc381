/**
 * The address of an order's page in an e-mail. An account's order is reached at /orders/<id> once signed in; a
 * guest's order (no account, ADR 065) by its private link, /orders/<id>?nyckel=<token>. The token is a keyed hash of
 * the order id with the shop's AUTH_SECRET, so every later mail (shipped, refund, withdrawal) can carry the same link
 * without the token being stored; the order row keeps only its SHA-256 (`access_token_hash`), which the page checks.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** The private link's token of an order: base64url of HMAC-SHA256(secret, "order-link:v1:" + id). */
export function orderLinkToken(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-link:v1:${orderId}`).digest("base64url");
}

/** SHA-256 (hex) of a token, as `orders.access_token_hash` stores it. */
export function hashOrderLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The order page's address for its buyer: with the private link's token when the order has no account. */
export function orderPageUrl(publicUrl: string, secret: string, o: { id: string; userId: string | null }): string {
  const base = `${publicUrl.replace(/\/$/, "")}/orders/${o.id}`;
  return o.userId === null ? `${base}?nyckel=${orderLinkToken(secret, o.id)}` : base;
}

/** The order's path on this site for whoever holds it: with the token for a guest's order, without for an account's. */
export function orderPath(orderId: string, token?: string | null): string {
  return token ? `/orders/${orderId}?nyckel=${encodeURIComponent(token)}` : `/orders/${orderId}`;
}

/** The query parameter that carries a guest's token. */
export const ORDER_LINK_PARAM = "nyckel";

/** The presented token against the order's stored hash, compared in constant time (SHA-256 digests, equal length). */
export function orderTokenMatches(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash || token.length > 100) return false;
  const presented = Buffer.from(hashOrderLinkToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return stored.length === 32 && presented.length === stored.length && timingSafeEqual(presented, stored);
}

/**
 * A guest's checkout key (the idempotency key of ADR 019's double-submit guard), bound to the visitor's cart: 18 random
 * bytes and a MAC of them with the cart id (46 base64url characters, within the form's 16–64). A second submit of the
 * same checkout gets the first's order and its private link only when its key was made for its own cart
 * (`keyIsForCart`): another visitor who learnt the key cannot take the order's link with it.
 */
export function guestIdempotencyKey(secret: string, cartId: string, random = randomBytes(18).toString("base64url")): string {
  return `${random}${keyMac(secret, cartId, random)}`;
}

export function keyIsForCart(secret: string, cartId: string, key: string): boolean {
  if (key.length !== 46) return false;
  const expected = Buffer.from(keyMac(secret, cartId, key.slice(0, 24)));
  const given = Buffer.from(key.slice(24));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const keyMac = (secret: string, cartId: string, random: string) =>
  createHmac("sha256", secret).update(`checkout-key:v1:${cartId}:${random}`).digest().subarray(0, 16).toString("base64url");

/**
 * A request for an order page with its private link (`/orders/<id>?…nyckel=…`), or for a refund's pay-back page with
 * its own (`/aterbetalning/<id>?nyckel=…`, ADR 081): answered with `Referrer-Policy: no-referrer`.
 */
export function opensByPrivateLink(url: string): boolean {
  const [pathname = "", search = ""] = url.split("?", 2);
  return /^\/(orders|aterbetalning)\/[^/]+$/.test(pathname) && new URLSearchParams(search).has(ORDER_LINK_PARAM);
}

/**
 * A text with every private link's token taken out (`?nyckel=…` → `?nyckel=[borttagen]`): for copies of mails shown to
 * anyone but the mail's reader at the time, e.g. an account's data export, which holds every mail to its address (an
 * address an account can claim without proving it, while a guest's order mails went to it before).
 */
export function withoutPrivateLinks(text: string): string {
  return text.replace(new RegExp(`([?&]${ORDER_LINK_PARAM}=)[A-Za-z0-9_%-]+`, "g"), "$1[borttagen]");
}
