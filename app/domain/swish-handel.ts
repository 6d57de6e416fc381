/**
 * Swish Handel's Commerce API (ADR 082), the pure parts: the request's fields as Swish's rules want them (amount
 * "123.00" in kronor, a message of at most 50 allowed characters, a payment reference of letters and digits, the
 * payer's mobile number as 46…), the instruction ids, the app-switch link and QR payload of an m-commerce token, and
 * what a payment request or refund read back from Swish means for the shop. No I/O.
 */
import { formatKronorDecimal, type Ore } from "./money";

/** How long Swish keeps a payment request open for the payer (it then ends it with TM01): the shop's expiry. */
export const SWISH_REQUEST_MINUTES = 3;
/** The smallest and largest amount Swish takes (1,00 kr … 999 999 999 999,99 kr). */
export const SWISH_HANDEL_MIN_ORE = 100;
export const SWISH_HANDEL_MAX_ORE = 99_999_999_999_999;

/** 12 300 öre → "123.00": kronor, a decimal point, two öre digits (Swish's amount format). */
export function swishHandelAmount(ore: Ore): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Money must be integer öre, got ${ore}`);
  if (ore < SWISH_HANDEL_MIN_ORE || ore > SWISH_HANDEL_MAX_ORE) throw new RangeError(`Swish takes 1,00–999 999 999 999,99 kr, got ${ore} öre`);
  return formatKronorDecimal(ore, ".");
}

/** An amount as Swish writes it back (a JSON number, or a string) in öre; null if it is not one. */
export function oreFromSwishAmount(amount: unknown): number | null {
  if (typeof amount === "number") {
    // A JSON number of kronor with at most two decimals: whole öre (within float noise) or not an amount.
    const ore = Math.round(amount * 100);
    return Number.isFinite(amount) && amount >= 0 && Math.abs(amount * 100 - ore) < 1e-6 ? ore : null;
  }
  const m = typeof amount === "string" ? /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(amount) : null;
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

/** The characters Swish allows in a message; anything else is replaced (å ä ö kept, other accents dropped). */
const MESSAGE_CHAR = /[a-zA-ZåäöÅÄÖ0-9:;.,?!()\-" ]/;
export const SWISH_HANDEL_MESSAGE_MAX = 50;

/**
 * A message within Swish's rules: accents folded (é → e), other characters not in Swish's set replaced by a space,
 * runs of spaces made one, trimmed, cut to 50 characters.
 */
export function swishHandelMessage(text: string): string {
  const folded = [...text.normalize("NFC")]
    .map((c) => {
      if (MESSAGE_CHAR.test(c)) return c;
      const base = c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return base.length === 1 && MESSAGE_CHAR.test(base) ? base : " ";
    })
    .join("");
  return folded.replace(/\s+/g, " ").trim().slice(0, SWISH_HANDEL_MESSAGE_MAX).trim();
}

/** The payee's reference: 1–35 letters and digits (the order number is). */
export function payeePaymentReference(orderNumber: number): string {
  const ref = String(orderNumber);
  if (!/^[a-zA-Z0-9]{1,35}$/.test(ref)) throw new RangeError(`Invalid payment reference ${ref}`);
  return ref;
}

/** An instruction id: 32 upper-case hexadecimal characters, no dashes. */
export const INSTRUCTION_ID = /^[0-9A-F]{32}$/;

/** 16 random bytes as an instruction id. */
export function instructionIdFrom(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError("an instruction id is 16 bytes");
  return Buffer.from(bytes).toString("hex").toUpperCase();
}

/**
 * A Swedish mobile number as the customer writes it ("070-123 45 67", "+46 70 123 45 67", "0046701234567") as Swish's
 * payerAlias ("46701234567"); null if it is not a Swedish mobile number (07x and eight digits).
 */
export function payerAliasFrom(input: string): string | null {
  const digits = input.replace(/[\s\-()]/g, "");
  const national = /^(?:\+46|0046|46)(7\d{8})$/.exec(digits)?.[1] ?? /^0(7\d{8})$/.exec(digits)?.[1];
  return national ? `46${national}` : null;
}

/** The link that opens the Swish app on this phone for an m-commerce token, and brings the payer back to `returnUrl`. */
export function swishHandelAppLink(token: string, returnUrl: string): string {
  return `swish://paymentrequest?token=${encodeURIComponent(token)}&callbackurl=${encodeURIComponent(returnUrl)}`;
}

/** The app-switch link as stored for a payment (without the return address, added where the page is known). */
export function storedAppLink(token: string): string {
  return `swish://paymentrequest?token=${encodeURIComponent(token)}`;
}

/** The token in a stored app-switch link, or null. */
export function tokenOfAppLink(link: string | null | undefined): string | null {
  if (!link?.startsWith("swish://paymentrequest?")) return null;
  return new URLSearchParams(link.slice("swish://paymentrequest?".length)).get("token");
}

/** What a QR code of an m-commerce token holds: "D" and the token (Swish's commerce QR format), scanned by the app. */
export function swishTokenQrPayload(token: string): string {
  return `D${token}`;
}

/** A payment request as Swish shows it (GET /api/v1/paymentrequests/{id}). */
export interface SwishPaymentRequest {
  id: string;
  status: string;
  amount: unknown;
  currency: unknown;
  payeeAlias?: unknown;
  payeePaymentReference?: unknown;
  paymentReference?: unknown;
  errorCode?: unknown;
}

/** What a payment request read back means: the provider-neutral outcome (app/server/payments/provider-payments.server.ts). */
export type SwishOutcome =
  | { kind: "paid"; amountOre: number | null; currency: string | null; paymentReference: string | null }
  | { kind: "failed" | "expired"; note: string }
  | { kind: "none"; why: string };

/**
 * PAID → paid (the amount and currency go to the shop's check); DECLINED → failed; ERROR → failed with Swish's code,
 * except TM01 (nobody started the payment in time) → expired; CANCELLED → failed; CREATED → nothing yet. A read-back
 * that is not of this shop's request (another payee or reference) is nothing.
 */
export function swishPaymentOutcome(r: SwishPaymentRequest, ours: { payeeAlias: string; reference: string }): SwishOutcome {
  if (r.payeeAlias !== ours.payeeAlias || String(r.payeePaymentReference ?? "") !== ours.reference) return { kind: "none", why: "the request read back is not this order's" };
  switch (r.status) {
    case "PAID":
      return { kind: "paid", amountOre: oreFromSwishAmount(r.amount), currency: typeof r.currency === "string" ? r.currency : null, paymentReference: typeof r.paymentReference === "string" ? r.paymentReference : null };
    case "DECLINED":
      return { kind: "failed", note: "DECLINED" };
    case "CANCELLED":
      return { kind: "failed", note: "CANCELLED" };
    case "ERROR": {
      const code = typeof r.errorCode === "string" && /^[A-Z0-9]{2,16}$/.test(r.errorCode) ? r.errorCode : "ERROR";
      return code === "TM01" ? { kind: "expired", note: code } : { kind: "failed", note: code };
    }
    default:
      return { kind: "none", why: `payment request ${String(r.status)}` };
  }
}

/** A refund read back (GET /api/v1/refunds/{id}): PAID is done; anything else waits (ERROR: the owner looks). */
export function swishRefundSettled(r: { status: unknown; amount: unknown; currency: unknown }, asked: { amountOre: number }): { done: true } | { done: false; why: string } {
  if (r.status !== "PAID") return { done: false, why: `refund ${String(r.status)}` };
  const ore = oreFromSwishAmount(r.amount);
  if (ore !== asked.amountOre || r.currency !== "SEK") return { done: false, why: `refund paid ${ore ?? "?"} ${String(r.currency)}, asked ${asked.amountOre} SEK` };
  return { done: true };
}
