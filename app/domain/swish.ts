/**
 * Swish payment QR codes (decisions §4): the unencrypted "prefilled" C2B payload that the Swish app reads,
 *
 *   C<payee number>;<amount with a decimal comma>;<message>;<editable fields>
 *
 * e.g. `C1231234567;472,00;3F2A9B1C;0`. The message is the order reference, and the last field 0 locks
 * payee, amount and message, so the customer pays exactly the order's total to the shop's number.
 * Pure: no I/O; the QR image itself is drawn on the server (app/server/payments/swish.server.ts).
 */
import type { Ore } from "./money";

/** Swish allows at most 50 characters in the message. */
export const SWISH_MESSAGE_MAX = 50;
/** The largest amount a Swish payment may carry here (999 999,99 kr): far above any order. */
export const SWISH_MAX_ORE = 99_999_999;

/** A Swish number (business numbers are 10 digits, 123 …); spaces and hyphens are allowed in input. */
export function normaliseSwishNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** "1231234567" → "123 123 45 67", the way Swish numbers are printed. */
export function formatSwishNumber(number: string): string {
  const n = normaliseSwishNumber(number);
  if (!n) throw new RangeError(`Invalid Swish number ${number}`);
  return `${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`;
}

/** 47 200 öre → "472,00": kronor and two öre digits with a decimal comma, no thousands separator. */
export function swishAmount(ore: Ore): string {
  if (!Number.isInteger(ore)) throw new TypeError(`Money must be integer öre, got ${ore}`);
  if (ore <= 0 || ore > SWISH_MAX_ORE) throw new RangeError(`A Swish amount must be 0,01–999 999,99 kr, got ${ore} öre`);
  return `${Math.floor(ore / 100)},${String(ore % 100).padStart(2, "0")}`;
}

export interface SwishPayment {
  /** The payee: the shop's own Swish number. */
  number: string;
  amountOre: Ore;
  /** What the shop sees on the payment: the order reference. */
  reference: string;
}

/** The C2B QR payload, locked (payee, amount and message cannot be changed in the app). */
export function swishPayload(p: SwishPayment): string {
  const number = normaliseSwishNumber(p.number);
  if (!number) throw new RangeError(`Invalid Swish number ${p.number}`);
  const reference = p.reference.trim();
  if (reference.length === 0 || reference.length > SWISH_MESSAGE_MAX || /[;\r\n]/.test(reference)) {
    throw new RangeError(`Invalid Swish message ${JSON.stringify(p.reference)}`);
  }
  return `C${number};${swishAmount(p.amountOre)};${reference};0`;
}
