/**
 * A guest's order afterwards (ADR 065): what its private-link page offers (an account made with only a password,
 * sign-in when the address has an account, or one button for the signed-in owner of the same address), and the
 * account made through the shop's one sign-up path (Better Auth's handler, auth-flows.server.ts) with the order
 * attached to it. Every step checks the link's token again; nothing here trusts what the page showed.
 */
import { sql } from "drizzle-orm";
import { SignupSchema } from "~/domain/auth-schemas";
import { formErrors } from "~/domain/schemas";
import { ordersCopy } from "~/content/orders";
import { signUp, type AuthResult } from "./auth-flows.server";
import { cartIdFromRequest, cartSetCookie, mergeGuestCart } from "./carts.server";
import type { Db } from "./db.server";
import { attachGuestOrder, type CustomerOrderRow } from "./orders.server";
import { orderTokenMatches } from "./order-links.server";
import type { Services } from "./runtime.server";
import { user } from "./schema";

/** What a guest's order page offers about an account; null when it offers nothing (an account's order, another address). */
export type GuestAccountOffer = { kind: "signup"; email: string } | { kind: "exists"; email: string } | { kind: "attach" };

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(sql`lower(${user.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return !!row;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Only for a guest's order opened by its token. */
export async function guestAccountOffer(db: Db, o: CustomerOrderRow, viewer: { user: { email: string } | null; token: string | null }): Promise<GuestAccountOffer | null> {
  if (o.userId !== null || !orderTokenMatches(viewer.token, o.accessTokenHash)) return null;
  if (viewer.user) return sameAddress(viewer.user.email, o.shippingEmail) ? { kind: "attach" } : null;
  return (await accountExists(db, o.shippingEmail)) ? { kind: "exists", email: o.shippingEmail } : { kind: "signup", email: o.shippingEmail };
}

export type CreateAccountOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; status: number; message: string; field?: "password"; exists?: boolean; retryAfterSeconds?: number };

/**
 * "Skapa konto" on a guest's order page: the password by the sign-up's own rules and messages, the account made by
 * the shop's sign-up (its rate limits and origin checks, the session cookie passed on), then the order attached
 * (only while it has no account and the token is its own) and the visitor's cart joined to the account's (ADR 035).
 */
export async function createAccountForGuestOrder(
  s: Services,
  request: Request,
  clientIp: string,
  o: CustomerOrderRow,
  token: string,
  password: unknown,
): Promise<CreateAccountOutcome> {
  if (o.userId !== null || !orderTokenMatches(token, o.accessTokenHash)) return { ok: false, status: 404, message: ordersCopy.withdrawal.notFound };
  const parsed = SignupSchema.safeParse({ fullName: o.shippingName, email: o.shippingEmail, password: typeof password === "string" ? password : "" });
  if (!parsed.success) {
    const errors = formErrors(parsed.error);
    return { ok: false, status: 400, message: errors.fields.password ?? errors.message ?? ordersCopy.guestAccount.attachFailed, field: "password" };
  }
  const result: AuthResult = await signUp(s, request, clientIp, parsed.data);
  if (!result.ok) {
    if (result.status === 409) return { ok: false, status: 409, message: ordersCopy.guestAccount.exists(o.shippingEmail), exists: true };
    return { ok: false, status: result.status, message: result.message, retryAfterSeconds: result.retryAfterSeconds };
  }
  if (!result.userId || !(await attachGuestOrder(s.db, o.id, token, result.userId))) {
    // The account is made and signed in either way; the order stays reachable by its link.
    console.error("[guest-orders] the new account could not take the order", o.id);
  }
  const cartId = await mergeGuestCart(s.db, cartIdFromRequest(request), result.userId!);
  result.headers.append("Set-Cookie", cartSetCookie(cartId, s.gate.secure));
  return { ok: true, headers: result.headers };
}
