/**
 * Gift cards as plain rules: the code (alphabet, generation from a random source the caller passes,
 * normalisation, grouping, masking), the expiry, and how applied cards pay an order (allocation).
 * A gift card is a means of payment, not a discount: it pays the total after discounts and shipping,
 * and the VAT summary of the goods does not change.
 */
import { GIFT_CARD } from "./constants";

/**
 * 30 characters without the look-alikes 0/O, 1/I/L (and no U). A new code has 20 of them, about 98 bits, shown
 * in five groups of four (ADR 032: at least 80 bits). Codes issued before were 16 characters (about 78.5 bits);
 * they are stored as keyed hashes like any other and still accepted (`CODE_LENGTHS`).
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
export const CODE_LENGTH = 20;
/** The lengths a typed code may have: the current one and the 16 of codes issued before ADR 032. */
export const CODE_LENGTHS: readonly number[] = [CODE_LENGTH, 16];
const GROUP = 4;

/** A fresh code of CODE_LENGTH characters; `randomIndex(n)` must be a cryptographic uniform integer in [0, n). */
export function generateCode(randomIndex: (n: number) => number): string {
  let out = "";
  for (let i = 0; i < CODE_LENGTH; i++) {
    const k = randomIndex(CODE_ALPHABET.length);
    if (!Number.isInteger(k) || k < 0 || k >= CODE_ALPHABET.length)
      throw new RangeError(`random index out of range: ${k}`);
    out += CODE_ALPHABET[k];
  }
  return out;
}

/** What the customer typed → the code as stored (hashed): upper case, without spaces and dashes; null when it cannot be a code. */
export function normaliseCode(input: string): string | null {
  const s = input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/[\s\-–—]/g, "");
  if (!CODE_LENGTHS.includes(s.length)) return null;
  for (const ch of s) if (!CODE_ALPHABET.includes(ch)) return null;
  return s;
}

/** "ABCDEFGHJKMNPQRSTVWX" → "ABCD-EFGH-JKMN-PQRS-TVWX" (an older 16-character code in four groups). */
export function formatCode(code: string): string {
  return code.match(new RegExp(`.{1,${GROUP}}`, "g"))?.join("-") ?? code;
}

/** The masked code shown everywhere except the recipient's e-mail: "••••-••••-••••-PQRS". */
export function maskCode(last4: string): string {
  return `••••-••••-••••-${last4}`;
}

/** 12 months after the purchase, same clock time; a 31st in a shorter month ends on that month's last day. */
export function expiryFrom(
  purchasedAt: Date,
  months: number = GIFT_CARD.validityMonths,
): Date {
  const d = new Date(purchasedAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0),
  ).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export type CardState = "usable" | "expired" | "empty" | "voided";

/** Why a card cannot pay, as the checkout says it (null for a usable card). */
export function cardProblem(
  state: CardState,
  messages: { expired: string; emptyCard: string; voided: string },
): string | null {
  return state === "usable" ? null : state === "empty" ? messages.emptyCard : messages[state];
}

export function cardState(
  card: { balanceOre: number; expiresAt: Date; voidedAt?: Date | null },
  now: Date,
): CardState {
  if (card.voidedAt) return "voided";
  if (card.expiresAt.getTime() <= now.getTime()) return "expired";
  if (card.balanceOre <= 0) return "empty";
  return "usable";
}

export interface ApplicableCard {
  id: number;
  balanceOre: number;
}

export interface GiftCardAllocation {
  /** What each card pays, in the order the cards were applied (0 for a card not needed). */
  parts: { id: number; amountOre: number }[];
  paidOre: number;
  /** What the customer pays with Swish/Faktura. */
  remainingOre: number;
}

/**
 * Applied cards pay the order's total (after discounts and shipping) in the order they were applied,
 * each at most its balance, never more than what is left to pay.
 */
export function allocateGiftCards(
  totalOre: number,
  cards: readonly ApplicableCard[],
): GiftCardAllocation {
  if (!Number.isSafeInteger(totalOre) || totalOre < 0)
    throw new RangeError(`total must be integer öre ≥ 0, got ${totalOre}`);
  let left = totalOre;
  const parts = cards.map((c) => {
    if (!Number.isSafeInteger(c.balanceOre))
      throw new RangeError(`balance must be integer öre, got ${c.balanceOre}`);
    const amountOre = Math.max(0, Math.min(c.balanceOre, left));
    left -= amountOre;
    return { id: c.id, amountOre };
  });
  return { parts, paidOre: totalOre - left, remainingOre: left };
}

const FULL_CODE = new RegExp(`\\b(?:[${CODE_ALPHABET}]{${GROUP}}-){3,4}([${CODE_ALPHABET}]{${GROUP}})\\b`, "g");

/**
 * A delivered gift-card e-mail, as the outbox keeps it afterwards: every full code masked to its last
 * four characters, so the database never holds a usable code once the recipient has it.
 */
export function redactGiftCardCodes(text: string): string {
  return text.replace(FULL_CODE, (_m, last4: string) => maskCode(last4));
}
