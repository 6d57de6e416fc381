/**
 * Swish payments to the shop's own number (ADR 005, ADR 015, ADR 018), prefilled two ways:
 *
 * - the QR code for paying from another device: the unencrypted C2B payload the Swish app scans,
 *     C<payee number>;<amount with a decimal comma>;<message>;<editable fields>
 *   e.g. `C1231234567;472,00;1042;0`; the last field 0 locks payee, amount and message;
 * - the app link for paying on the phone the page is on (a QR code cannot be scanned by its own phone):
 *     swish://payment?data=<URL-encoded JSON {"version":1,"payee":{…},"amount":{…},"message":{…}}>
 *   with every field marked `editable: false`, amount in kronor as a JSON number.
 *
 * The message is the order number, what the shop matches payments on. Pure: no I/O; the QR image itself is
 * drawn on the server (app/server/payments/index.server.ts, from the Swish method's `qrPayload`).
 */
import { formatKronorDecimal, kronor, type Ore } from "./money";

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
  return formatKronorDecimal(ore, ",");
}

export interface SwishPayment {
  /** The payee: the shop's own Swish number. */
  number: string;
  amountOre: Ore;
  /** What the shop sees on the payment: the order number. */
  message: string;
}

/**
 * The characters a Swish message may hold: letters (with å ä ö), digits, space and : . , ? ! ( ) - " —
 * Swish's own set less ";", which separates the QR payload's fields.
 */
const SWISH_MESSAGE_CHARS = /^[0-9A-Za-zÅÄÖåäö :.,?!()"-]+$/;

/** A valid message (1–50 characters of Swish's set), trimmed; otherwise a RangeError. */
export function swishMessage(input: string): string {
  const message = input.trim();
  if (message.length === 0 || message.length > SWISH_MESSAGE_MAX || !SWISH_MESSAGE_CHARS.test(message)) {
    throw new RangeError(`Invalid Swish message ${JSON.stringify(input)}`);
  }
  return message;
}

function payee(p: SwishPayment): string {
  const number = normaliseSwishNumber(p.number);
  if (!number) throw new RangeError(`Invalid Swish number ${p.number}`);
  return number;
}

/** The C2B QR payload, locked (payee, amount and message cannot be changed in the app). */
export function swishPayload(p: SwishPayment): string {
  return `C${payee(p)};${swishAmount(p.amountOre)};${swishMessage(p.message)};0`;
}

/** The link that opens the Swish app on this phone with payee, amount and message filled in and locked. */
export function swishAppLink(p: SwishPayment): string {
  const number = payee(p);
  swishAmount(p.amountOre); // the same range check as the QR code
  const data = {
    version: 1,
    payee: { value: number, editable: false },
    // Kronor as a JSON number: 47 200 öre → 472, 21 165 öre → 211.65.
    amount: { value: kronor(p.amountOre), editable: false },
    message: { value: swishMessage(p.message), editable: false },
  };
  return `swish://payment?data=${encodeURIComponent(JSON.stringify(data))}`;
}
