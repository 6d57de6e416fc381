/**
 * The newsletter with double opt-in (ADR 008, ADR 019). A sign-up stores the address as pending and mails a
 * confirmation link; the link activates it and, the first time only, issues a personal single-use
 * NEWSLETTER.welcomePercent % code (a discount_code row bound to the address) that the welcome mail carries.
 *
 * - Tokens travel only in e-mails; the table keeps their SHA-256. The unsubscribe token is an HMAC of the
 *   address under the server secret, so every mail carries the same working link without storing it.
 * - A repeated sign-up answers exactly like a new one: a pending or unsubscribed address gets a fresh
 *   confirmation mail, an active address gets nothing. Sign-ups per client and mails per address are rate-limited.
 * - Each step is one transaction (row lock on the subscriber) with its outbox mail; SMTP starts after commit.
 */
import { createHmac, randomInt } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { newsletterConfirmMail, newsletterCopy, newsletterWelcomeMail } from "~/content/newsletter";
import { NEWSLETTER } from "~/domain/constants";
import type { Db } from "./db.server";
import { queueMail, type Dispatcher } from "./mail.server";
import { getShopFacts } from "./shop-identity.server";
import { hitScaledLimit } from "./rate-limit.server";
import { hashToken, isMailToken, newMailToken } from "./mail-tokens.server";
import { discountCode, newsletterSubscriber } from "./schema";

/** Sign-ups per client (address): 5 per 10 minutes; confirmation mails per e-mail address: 3 per hour (both × RATE_LIMIT_SCALE). */
export const NEWSLETTER_RATE = {
  client: { limit: 5, windowMs: 10 * 60_000 },
  address: { limit: 3, windowMs: 60 * 60_000 },
} as const;

/** The confirmation link is valid for 7 days. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export interface NewsletterEnv {
  publicUrl: string;
  /** Signs the unsubscribe tokens (the server's AUTH_SECRET). */
  secret: string;
  rateLimitScale?: number;
}


/** The address's unsubscribe token: stable for every mail, unguessable without the secret. */
export function unsubscribeToken(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`newsletter-unsubscribe:${email}`).digest("base64url");
}

export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/bekrafta?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/newsletter/avregistrera?token=${encodeURIComponent(token)}`;

export type SubscribeOutcome =
  /** What the visitor sees is the same whether or not a mail went out (`mailId` is for tests and logs only). */
  | { status: "accepted"; mailId: number | null }
  | { status: "rate_limited"; retryAfterSeconds: number };

/** `email` is already trimmed, lowercased and validated (NewsletterSchema). */
export async function subscribe(
  db: Db,
  mailer: Dispatcher,
  input: { email: string; clientKey: string; now: Date },
  env: NewsletterEnv,
): Promise<SubscribeOutcome> {
  const scale = env.rateLimitScale ?? 1;
  const now = input.now.getTime();
  const client = await hitScaledLimit(db, `newsletter:${input.clientKey}`, NEWSLETTER_RATE.client, scale, now);
  if (!client.allowed) return { status: "rate_limited", retryAfterSeconds: client.retryAfterSeconds };
  // Someone may sign up another person's address: it gets a few confirmation mails at most, then silence.
  const address = await hitScaledLimit(db, `newsletter-mail:${hashToken(input.email)}`, NEWSLETTER_RATE.address, scale, now);
  if (!address.allowed) return { status: "accepted", mailId: null };

  const email = input.email;
  const unsubscribe = unsubscribeToken(env.secret, email);
  const mailId = await db.transaction(async (tx) => {
    await tx
      .insert(newsletterSubscriber)
      .values({ email, status: "pending", unsubscribeTokenHash: hashToken(unsubscribe), createdAt: input.now, updatedAt: input.now })
      .onConflictDoNothing();
    const [row] = await tx.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)).for("update");
    if (!row || row.status === "active") return null;
    const confirm = newMailToken();
    await tx
      .update(newsletterSubscriber)
      .set({
        status: "pending",
        confirmTokenHash: hashToken(confirm),
        confirmTokenExpiresAt: new Date(now + CONFIRM_TTL_MS),
        unsubscribeTokenHash: hashToken(unsubscribe),
        updatedAt: input.now,
      })
      .where(eq(newsletterSubscriber.id, row.id));
    return queueMail(
      tx,
      newsletterConfirmMail({ to: email, confirmUrl: confirmUrl(env.publicUrl, confirm), unsubscribeUrl: unsubscribeUrl(env.publicUrl, unsubscribe), shop: await getShopFacts(tx) }),
    );
  });
  if (mailId !== null) await mailer.dispatch(mailId);
  return { status: "accepted", mailId };
}

export type ConfirmOutcome =
  | { status: "confirmed"; email: string; code: string | null; mailId: number }
  | { status: "already" | "expired" | "invalid" };

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const newWelcomeCode = () => `STILLA${NEWSLETTER.welcomePercent}-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("")}`;

/**
 * The confirmation link: pending → active. The personal code is issued only when the address has none
 * yet, under the subscriber's row lock, so a double click or a re-subscription never issues a second one.
 */
export async function confirmSubscription(db: Db, mailer: Dispatcher, input: { token: string | null; now: Date }, env: NewsletterEnv): Promise<ConfirmOutcome> {
  if (!isMailToken(input.token)) return { status: "invalid" };
  const hash = hashToken(input.token);
  const result = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await tx.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.confirmTokenHash, hash)).for("update");
    if (!row || row.status === "unsubscribed") return { status: "invalid" };
    if (row.status === "active") return { status: "already" };
    if (!row.confirmTokenExpiresAt || row.confirmTokenExpiresAt <= input.now) return { status: "expired" };

    let code: string | null = null;
    let welcomeCodeId = row.welcomeCodeId;
    if (welcomeCodeId === null) {
      for (let attempt = 0; attempt < 5 && welcomeCodeId === null; attempt++) {
        const candidate = newWelcomeCode();
        const [created] = await tx
          .insert(discountCode)
          .values({
            code: candidate,
            type: "percent",
            percent: NEWSLETTER.welcomePercent,
            usageLimit: 1,
            perCustomerLimit: 1,
            onlyForEmail: row.email,
            description: newsletterCopy.welcomeCodeDescription(row.email),
            createdAt: input.now,
          })
          .onConflictDoNothing()
          .returning({ id: discountCode.id });
        if (created) [welcomeCodeId, code] = [created.id, candidate];
      }
      if (welcomeCodeId === null) throw new Error("could not issue a unique welcome code");
    }
    await tx
      .update(newsletterSubscriber)
      .set({ status: "active", confirmedAt: input.now, unsubscribedAt: null, welcomeCodeId, updatedAt: input.now })
      .where(eq(newsletterSubscriber.id, row.id));
    const mailId = await queueMail(
      tx,
      newsletterWelcomeMail({
        to: row.email,
        code,
        shopUrl: `${env.publicUrl}/shop`,
        shop: await getShopFacts(tx),
        unsubscribeUrl: unsubscribeUrl(env.publicUrl, unsubscribeToken(env.secret, row.email)),
      }),
    );
    return { status: "confirmed", email: row.email, code, mailId };
  });
  if (result.status === "confirmed") await mailer.dispatch(result.mailId);
  return result;
}

export type UnsubscribeState = "subscribed" | "already" | "invalid";

/** For the unsubscribe page's GET: what the button would do (nothing changes). */
export async function unsubscribeState(db: Db, token: string | null): Promise<UnsubscribeState> {
  if (!isMailToken(token)) return "invalid";
  const [row] = await db
    .select({ status: newsletterSubscriber.status })
    .from(newsletterSubscriber)
    .where(eq(newsletterSubscriber.unsubscribeTokenHash, hashToken(token)));
  if (!row) return "invalid";
  return row.status === "unsubscribed" ? "already" : "subscribed";
}

/** The unsubscribe button (POST): any status → unsubscribed; the confirmation link stops working. */
export async function unsubscribe(db: Db, input: { token: string | null; now: Date }): Promise<"unsubscribed" | "already" | "invalid"> {
  if (!isMailToken(input.token)) return "invalid";
  const [row] = await db
    .update(newsletterSubscriber)
    .set({
      status: "unsubscribed",
      unsubscribedAt: sql`case when ${newsletterSubscriber.status} = 'unsubscribed' then ${newsletterSubscriber.unsubscribedAt} else ${input.now.toISOString()}::timestamptz end`,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: input.now,
    })
    .where(eq(newsletterSubscriber.unsubscribeTokenHash, hashToken(input.token)))
    .returning({ unsubscribedAt: newsletterSubscriber.unsubscribedAt });
  if (!row) return "invalid";
  return row.unsubscribedAt && row.unsubscribedAt.getTime() !== input.now.getTime() ? "already" : "unsubscribed";
}

/** The admin's list, newest first, with the welcome code and whether it has been used. */
export async function listSubscribers(db: Db, limit = 500) {
  return db
    .select({
      id: newsletterSubscriber.id,
      email: newsletterSubscriber.email,
      status: newsletterSubscriber.status,
      createdAt: newsletterSubscriber.createdAt,
      confirmedAt: newsletterSubscriber.confirmedAt,
      unsubscribedAt: newsletterSubscriber.unsubscribedAt,
      code: discountCode.code,
      codeUsed: discountCode.usedCount,
    })
    .from(newsletterSubscriber)
    .leftJoin(discountCode, eq(discountCode.id, newsletterSubscriber.welcomeCodeId))
    .orderBy(desc(newsletterSubscriber.createdAt), desc(newsletterSubscriber.id))
    .limit(limit);
}
