/**
 * Gift-card codes on the server (ADR 009, ADR 018): a code is kept only as a keyed hash (HMAC-SHA-256 with
 * the server secret) plus its last 4 characters, and a card is found by hashing what the customer typed.
 * Issuing, re-sending, applying at checkout and the balance page all go through these.
 */
import { createHmac, randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { generateCode, normaliseCode } from "~/domain/gift-cards";
import type { Db, Tx } from "../db.server";
import { giftCard } from "../schema";

export type GiftCardRow = typeof giftCard.$inferSelect;

/** What issuing and re-sending need: the server secret (code hashes) and the shop's address (links in the mail). */
export interface GiftCardDeps {
  secret: string;
  publicUrl: string;
}

/** The keyed hash a code is stored and found by (the code is normalised first). */
export function hashCode(secret: string, normalisedCode: string): string {
  return createHmac("sha256", secret).update(`gift-card:v1:${normalisedCode}`).digest("hex");
}

/** A fresh code from the operating system's cryptographic random source. */
export function newCode(): string {
  return generateCode((n) => randomInt(n));
}

/** The card a code belongs to, or null (malformed or unknown). */
export async function findCardByCode(db: Db | Tx, secret: string, input: string): Promise<GiftCardRow | null> {
  const code = normaliseCode(input);
  if (!code) return null;
  const [row] = await db
    .select()
    .from(giftCard)
    .where(eq(giftCard.codeHash, hashCode(secret, code)))
    .limit(1);
  return row ?? null;
}
