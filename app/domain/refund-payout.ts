/**
 * The manual pay-back of a refund (ADR 081), pure: on an order paid by invoice or manual Swish, the refund's method
 * part is `owed` until the owner has transferred it; the customer gives the account to pay to through a private link.
 * Here: the account form's rules (a Swedish bank account or a Swish number), how an account is shown to the owner and
 * masked for the customer, the link's lifetime, and the reference the owner's transfer carries. No I/O.
 */
import { formatMobileNumber, normaliseMobileNumber, PHONE_INPUT_MAX } from "./phone";
import { stockholmDate } from "./vat";
import { PAYOUT_ERRORS, PAYOUT_KIND_NAMES as NAMES } from "~/content/refund-payout-fields";

/** The query parameter that carries the link's token (the same name as the order's private link, ADR 065). */
export const PAYOUT_LINK_PARAM = "nyckel";

/** How long a pay-back link in a mail works. The order page always offers a fresh one while the refund is owed. */
export const PAYOUT_LINK_DAYS = 60;

const DAY_MS = 24 * 60 * 60_000;

export function payoutLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + PAYOUT_LINK_DAYS * DAY_MS);
}

/**
 * The law's limit (distansavtalslagen 2 kap. 14 §): money for a withdrawn purchase goes back within 14 days of the
 * day the shop learned of the withdrawal. The shop knows that day no better than the day the refund was recorded, so
 * it counts from there; a refund still owed after that is late, and the owner's list says so.
 */
export const PAYBACK_WITHIN_DAYS = 14;

export function paybackDueBy(recordedAt: Date): Date {
  return new Date(recordedAt.getTime() + PAYBACK_WITHIN_DAYS * DAY_MS);
}

/** Late from the day after the last day (Stockholm's calendar), as the list shows the last day as a date. */
export function paybackOverdue(recordedAt: Date, now: Date): boolean {
  return stockholmDate(now) > stockholmDate(paybackDueBy(recordedAt));
}

/**
 * A customer who has not given an account this many days after the refund was recorded gets one reminder by mail,
 * with a fresh link: early enough that the owner can still pay within the 14 days.
 */
export const PAYOUT_REMINDER_AFTER_DAYS = 3;

/** The latest recording time whose refund, still without an account, is due a reminder at `now`. */
export function payoutReminderCutoff(now: Date): Date {
  return new Date(now.getTime() - PAYOUT_REMINDER_AFTER_DAYS * DAY_MS);
}

export type PayoutAccount = { kind: "bank"; clearing: string; account: string } | { kind: "swish"; swish: string };

export type PayoutField = "kind" | "clearing" | "account" | "swish";

export type PayoutParse = { ok: true; payout: PayoutAccount } | { ok: false; errors: Partial<Record<PayoutField, string>> };


const INPUT_MAX = 40;
/** Digits only, with the spaces, hyphens and dots people type between them taken out; null for anything else. */
function digits(input: string): string | null {
  if (input.length > INPUT_MAX) return null;
  const compact = input.trim().replace(/[\s\u00a0.-]/g, "");
  return /^\d+$/.test(compact) ? compact : null;
}

/**
 * A clearing number: 4 digits (1000–9999), or 5 beginning with 8 (Swedbank's, whose fifth digit is a check digit).
 * Leading 0 is no Swedish bank's.
 */
export function parseClearing(input: string): string | null {
  const d = digits(input);
  if (!d) return null;
  return /^[1-9]\d{3}$/.test(d) || /^8\d{4}$/.test(d) ? d : null;
}

/** An account number without its clearing number: 6–10 digits (Handelsbanken 9, Nordea 10, Swedbank up to 10). */
export function parseAccountNumber(input: string): string | null {
  const d = digits(input);
  return d && /^\d{6,10}$/.test(d) ? d : null;
}

/** The pay-back form: `kind` (bank | swish) and its fields, typed as the customer typed them. */
export function parsePayoutForm(form: Record<string, string | undefined>): PayoutParse {
  const kind = form.kind;
  if (kind === "swish") {
    const raw = form.swish ?? "";
    const swish = raw.length <= PHONE_INPUT_MAX ? normaliseMobileNumber(raw) : null;
    return swish ? { ok: true, payout: { kind: "swish", swish } } : { ok: false, errors: { swish: PAYOUT_ERRORS.swish } };
  }
  if (kind === "bank") {
    const clearing = parseClearing(form.clearing ?? "");
    const account = parseAccountNumber(form.account ?? "");
    const errors: Partial<Record<PayoutField, string>> = {};
    if (!clearing) errors.clearing = PAYOUT_ERRORS.clearing;
    if (!account) errors.account = PAYOUT_ERRORS.account;
    return clearing && account ? { ok: true, payout: { kind: "bank", clearing, account } } : { ok: false, errors };
  }
  return { ok: false, errors: { kind: PAYOUT_ERRORS.kind } };
}

/** The stored columns of an account (null when none was given). */
export function payoutFromColumns(c: { payoutClearing: string | null; payoutAccount: string | null; payoutSwish: string | null }): PayoutAccount | null {
  if (c.payoutSwish) return { kind: "swish", swish: c.payoutSwish };
  if (c.payoutClearing && c.payoutAccount) return { kind: "bank", clearing: c.payoutClearing, account: c.payoutAccount };
  return null;
}

/** A clearing number as Swedes write it: Swedbank's five digits with the check digit apart ("8327-9"). */
export function formatClearing(clearing: string): string {
  return clearing.length === 5 ? `${clearing.slice(0, 4)}-${clearing.slice(4)}` : clearing;
}

/** The owner's full view, as a bank's transfer form asks for it: the clearing number, then the account's digits. */
export function describePayout(p: PayoutAccount): string {
  return p.kind === "swish" ? `${NAMES.swish} ${formatMobileNumber(p.swish)}` : `${NAMES.bank} ${formatClearing(p.clearing)}, ${p.account}`;
}

/** The customer's confirmation: only the last digits, so a page left open shows nobody the whole number. */
export function maskPayout(p: PayoutAccount): string {
  // A no-break space: the dots never end a line without their digits.
  if (p.kind === "swish") return `${NAMES.swish} •••\u00a0${p.swish.slice(-4)}`;
  return `${NAMES.bank} ${formatClearing(p.clearing)}, •••\u00a0${p.account.slice(-4)}`;
}

/**
 * The message the owner's transfer carries, so the customer recognises it: the shop's name and the order number,
 * within 12 characters when the shop's name allows (the shortest "meddelande till mottagaren" Swedish banks take;
 * Swish takes 50).
 */
export function payoutReference(shopName: string, orderNumber: number): string {
  const full = `${shopName} ${orderNumber}`;
  return full.length <= 12 ? full : `Order ${orderNumber}`;
}

/** A refund the owner owes, as the console lists it (dates as ISO strings): what to transfer to whom. */
export interface OwedRefund {
  refundId: number;
  orderId: string;
  orderNumber: number;
  customer: string;
  paymentMethod: string;
  amountOre: number;
  createdAt: string;
  /** The account in full for the transfer ("Bankkonto 8327, 1234567"), or null while the customer has not given one. */
  account: string | null;
  accountKind: "bank" | "swish" | null;
  givenAt: string | null;
  /** The message the transfer carries. */
  reference: string;
  /** The day the money should be back by (`paybackDueBy`), and whether that has passed. */
  dueBy: string;
  overdue: boolean;
  /** When the customer was reminded to give an account (once), or null. */
  remindedAt: string | null;
}
