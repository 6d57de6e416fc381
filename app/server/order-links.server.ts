/**
 * The address of an order's page in an e-mail. An account's order is reached at /orders/<id> once signed in; a
 * guest's order (no account, ADR 065) by its private link, /orders/<id>?nyckel=<token>. The token is a keyed hash of
 * the order id with the shop's AUTH_SECRET, so every later mail (shipped, refund, withdrawal) can carry the same link
 * without the token being stored; the order row keeps only its SHA-256 (`access_token_hash`), which the page checks.
 */
import { createHash, createHmac } from "node:crypto";

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
