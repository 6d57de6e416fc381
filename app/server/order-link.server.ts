/**
 * The private link to a guest's order (ADR 065): `/orders/<id>?nyckel=<token>`. The token is 32 bytes, base64url
 * (43 characters); the order stores only its SHA-256 (hex, `orders.access_token_hash`), so the database alone opens
 * no order. The token is the HMAC of the server secret over the visitor's cart id and the checkout's idempotency key:
 * both are random and known only to the visitor's browser (the cart cookie, the form's hidden key), so nobody can
 * compute it without them and the secret, and a replay of the same checkout (same cart, same key) gets back the same
 * working link without the token being stored. A replay from another cart with the same key computes another token,
 * which matches no order: it gets nothing.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** The query parameter that carries the token. */
export const ORDER_LINK_PARAM = "nyckel";

export function orderAccessToken(secret: string, cartId: string, idempotencyKey: string): string {
  return createHmac("sha256", secret).update(`order-link\0${cartId}\0${idempotencyKey}`).digest("base64url");
}

/** What the order stores: the SHA-256 of the token, hex. */
export function hashOrderToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The presented token against the stored hash, compared in constant time (hashes of equal length). */
export function orderTokenMatches(token: string | null | undefined, storedHash: string | null | undefined): boolean {
  if (!token || !storedHash || token.length > 100) return false;
  const presented = Buffer.from(hashOrderToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return presented.length === stored.length && stored.length === 32 && timingSafeEqual(presented, stored);
}

/** The order's address for whoever holds it: with the token for a guest's order, without for an account's. */
export function orderPath(orderId: string, token?: string | null): string {
  return token ? `/orders/${orderId}?${ORDER_LINK_PARAM}=${encodeURIComponent(token)}` : `/orders/${orderId}`;
}

/** A request for an order page with its private link (`/orders/<id>?…nyckel=…`): answered with `Referrer-Policy: no-referrer`. */
export function opensByPrivateLink(url: string): boolean {
  const [pathname = "", search = ""] = url.split("?", 2);
  return /^\/orders\/[^/]+$/.test(pathname) && new URLSearchParams(search).has(ORDER_LINK_PARAM);
}

/**
 * A text with every private link's token taken out (`?nyckel=…` → `?nyckel=[borttagen]`): for copies of mails shown to
 * anyone but the mail's reader at the time, e.g. an account's data export, which holds every mail to its address (an
 * address an account can claim without proving it, while a guest's order mails went to it before).
 */
export function withoutPrivateLinks(text: string): string {
  return text.replace(new RegExp(`([?&]${ORDER_LINK_PARAM}=)[A-Za-z0-9_%-]+`, "g"), "$1[borttagen]");
}
