/**
 * "Meddela mig" waitlists (e.g. for subscriptions): one row per topic and address. A repeated sign-up
 * changes nothing and answers the same, so the form never reveals whether an address is already listed.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "./db.server";
import { hitRateLimit } from "./rate-limit.server";
import { waitlistSignup } from "./schema";

/** Sign-ups per client address and window (multiplied by RATE_LIMIT_SCALE). */
export const WAITLIST_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

export type WaitlistResult = { ok: true } | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Counts the attempt against the client's limit, then stores the address once per topic.
 * `email` is expected to be validated already (WaitlistSchema); it is normalised again here.
 */
export async function joinWaitlist(
  db: Db,
  input: { topic: string; email: string; clientKey: string; now: Date; rateLimitScale?: number },
): Promise<WaitlistResult> {
  const limit = await hitRateLimit(db, `waitlist:${input.clientKey}`, {
    limit: WAITLIST_RATE_LIMIT.limit * (input.rateLimitScale ?? 1),
    windowMs: WAITLIST_RATE_LIMIT.windowMs,
    now: input.now.getTime(),
  });
  if (!limit.allowed) return { ok: false, reason: "rate_limited", retryAfterSeconds: limit.retryAfterSeconds };
  await db
    .insert(waitlistSignup)
    .values({ topic: input.topic, email: normaliseEmail(input.email), createdAt: input.now })
    .onConflictDoNothing({ target: [waitlistSignup.topic, waitlistSignup.email] });
  return { ok: true };
}

/** The addresses on a topic's waitlist, oldest first (for the shop's own use when the feature opens). */
export async function listWaitlist(db: Db, topic: string): Promise<{ email: string; createdAt: Date }[]> {
  return db
    .select({ email: waitlistSignup.email, createdAt: waitlistSignup.createdAt })
    .from(waitlistSignup)
    .where(eq(waitlistSignup.topic, topic))
    .orderBy(asc(waitlistSignup.createdAt), asc(waitlistSignup.id));
}

/** Whether an address is on a topic's waitlist. */
export async function isOnWaitlist(db: Db, topic: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: waitlistSignup.id })
    .from(waitlistSignup)
    .where(and(eq(waitlistSignup.topic, topic), eq(waitlistSignup.email, normaliseEmail(email))))
    .limit(1);
  return rows.length > 0;
}
