/**
 * The customer's own account page, /konto (issue #16, ADR 035): the saved delivery address, the name, the
 * newsletter for the account's address, and the customer's own GDPR export and erasure, which call the very
 * functions the admin's customer page uses (customer-data.server.ts, ADR 028) with the customer as the actor.
 */
import { and, eq, sql } from "drizzle-orm";
import type { AccountAddress } from "~/domain/account-schemas";
import { formatMobileNumber } from "~/domain/phone";
import type { Auth } from "./auth.server";
import { eraseCustomer, exportCustomerDataLogged, type EraseResult } from "./customer-data.server";
import type { Db } from "./db.server";
import { subscribe, unsubscribe, unsubscribeToken, type NewsletterEnv } from "./newsletter.server";
import { hitRateLimit } from "./rate-limit.server";
import { account, newsletterSubscriber, profile, user } from "./schema";

export interface AccountUser {
  id: string;
  email: string;
}

/** The saved address, or null when none is saved. */
export async function savedAddress(db: Db, userId: string): Promise<AccountAddress | null> {
  const [p] = await db.select().from(profile).where(eq(profile.userId, userId));
  if (!p?.addressName || !p.addressStreet || !p.addressPostalCode || !p.addressCity) return null;
  return { name: p.addressName, address: p.addressStreet, postalCode: p.addressPostalCode, city: p.addressCity, phone: p.addressPhone };
}

/** The checkout form's starting values: the saved address (its mobile number written "070-123 45 67") where there is one, else the account's name. */
export function checkoutDefaults(u: { name: string; email: string }, address: AccountAddress | null) {
  return address
    ? { name: address.name, email: u.email, address: address.address, postalCode: address.postalCode, city: address.city, phone: address.phone ? formatMobileNumber(address.phone) : undefined }
    : { name: u.name, email: u.email };
}

/**
 * Saves (or with null removes) the delivery address with its mobile number; `address` comes parsed from
 * AccountAddressSchema (/konto) or CheckoutSchema (an order with "Spara adressen till nästa gång", ADR 066).
 */
export async function saveAddress(db: Db, u: { id: string; name: string }, address: AccountAddress | null): Promise<void> {
  const values = {
    addressName: address?.name ?? null,
    addressStreet: address?.address ?? null,
    addressPostalCode: address?.postalCode ?? null,
    addressCity: address?.city ?? null,
    addressPhone: address?.phone ?? null,
  };
  await db
    .insert(profile)
    .values({ userId: u.id, fullName: u.name, ...values })
    .onConflictDoUpdate({ target: profile.userId, set: values });
}

/** The account's name (user.name, which the header and the order forms show) and the profile's full name. */
export async function saveName(db: Db, userId: string, fullName: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(user).set({ name: fullName, updatedAt: now }).where(eq(user.id, userId));
    await tx.insert(profile).values({ userId, fullName }).onConflictDoUpdate({ target: profile.userId, set: { fullName } });
  });
}

export type NewsletterState = "active" | "pending" | "off";

export async function newsletterState(db: Db, email: string): Promise<NewsletterState> {
  const [row] = await db
    .select({ status: newsletterSubscriber.status })
    .from(newsletterSubscriber)
    .where(eq(sql`lower(${newsletterSubscriber.email})`, email.toLowerCase()));
  return row?.status === "active" ? "active" : row?.status === "pending" ? "pending" : "off";
}

/**
 * On: the newsletter's double opt-in for the account's address (a confirmation link, as on /newsletter).
 * Off: unsubscribed at once, with the same token the newsletter's own unsubscribe link carries.
 */
export async function setNewsletter(
  db: Db,
  mailer: { dispatch(id: number): Promise<void> },
  u: AccountUser,
  on: boolean,
  env: NewsletterEnv & { clientKey: string },
  now: Date,
): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  const email = u.email.toLowerCase();
  if (on) {
    const r = await subscribe(db, mailer, { email, clientKey: env.clientKey, now }, env);
    return r.status === "rate_limited" ? { ok: false, retryAfterSeconds: r.retryAfterSeconds } : { ok: true };
  }
  await unsubscribe(db, { token: unsubscribeToken(env.secret, email), now });
  return { ok: true };
}

/** The customer's own export: the admin's export (ADR 028), logged with the customer as the actor. */
export function exportOwnData(db: Db, u: AccountUser, now: Date) {
  return exportCustomerDataLogged(db, u.id, { id: u.id, email: u.email }, now);
}

/** Password tries for a self-erasure: 5 per 15 minutes per account (× RATE_LIMIT_SCALE). */
export const ERASE_RATE = { limit: 5, windowMs: 15 * 60_000 } as const;

export type SelfEraseResult = EraseResult | { status: "wrong_password" } | { status: "rate_limited"; retryAfterSeconds: number };

/** True when `password` is the account's password (Better Auth's own hashing). */
export async function verifyOwnPassword(auth: Auth, db: Db, userId: string, password: string): Promise<boolean> {
  const [cred] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  if (!cred?.hash) return false;
  const ctx = await auth.$context;
  return ctx.password.verify({ hash: cred.hash, password });
}

/**
 * "Radera mitt konto": the password is checked first (rate-limited), then the admin's erasure runs with the
 * customer as the actor, with the same refusals (an admin, an order not sent yet). The caller delivers the
 * confirmation mail (`mailer.dispatch(mailId)`) and signs the browser out.
 */
export async function eraseOwnAccount(
  auth: Auth,
  db: Db,
  u: AccountUser,
  password: string,
  now: Date,
  rateLimitScale = 1,
): Promise<SelfEraseResult> {
  const hit = await hitRateLimit(db, `account-erase:${u.id}`, { limit: ERASE_RATE.limit * rateLimitScale, windowMs: ERASE_RATE.windowMs, now: now.getTime() });
  if (!hit.allowed) return { status: "rate_limited", retryAfterSeconds: hit.retryAfterSeconds };
  if (!(await verifyOwnPassword(auth, db, u.id, password))) return { status: "wrong_password" };
  return eraseCustomer(db, u.id, { id: u.id, email: u.email }, now);
}
