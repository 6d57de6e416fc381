/**
 * OCR references for Faktura payments to the shop's bankgiro (Bankgirot's OCR-referenskontroll).
 *
 * An OCR reference is 2–25 digits whose last digit is a check digit by modulus 10 (the Luhn algorithm:
 * from the right, every second digit is doubled, the digits of the products are summed). A bankgiro whose
 * agreement has "variable length with length check" also needs a length digit just before the check
 * digit: the number of digits including the length and check digits, modulo 10.
 *
 * The shop's OCR is the order number + length digit + check digit (order 1042 → 104265). With the length
 * digit it passes both the plain check-digit control and the length control, so it works whichever of
 * the two the shop's bankgiro agreement has (ADR 015). Pure: no I/O.
 */

/** Bankgirot allows OCR references of 2 to 25 digits. */
export const OCR_MIN_LENGTH = 2;
export const OCR_MAX_LENGTH = 25;

const DIGITS = /^\d+$/;

/** The modulus-10 (Luhn) check digit for a string of digits: the digit that makes `digits + check` pass. */
export function luhnCheckDigit(digits: string): number {
  if (!DIGITS.test(digits)) throw new RangeError(`Digits only, got ${JSON.stringify(digits)}`);
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // The rightmost digit of the payload is doubled (it sits second from the right once the check digit is added).
    let d = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a string of digits ends with its correct modulus-10 (Luhn) check digit. */
export function passesLuhn(digits: string): boolean {
  if (!DIGITS.test(digits) || digits.length < 2) return false;
  return luhnCheckDigit(digits.slice(0, -1)) === Number(digits.at(-1));
}

/** The length digit for a reference whose payload has `payloadLength` digits: total length (payload + 2) mod 10. */
export function ocrLengthDigit(payloadLength: number): number {
  return (payloadLength + 2) % 10;
}

/** Order number → OCR reference: the number, its length digit and its check digit (1042 → "104265"). */
export function ocrFromOrderNumber(orderNumber: number): string {
  if (!Number.isSafeInteger(orderNumber) || orderNumber < 1) throw new RangeError(`An order number is a positive integer, got ${orderNumber}`);
  const payload = String(orderNumber);
  if (payload.length + 2 > OCR_MAX_LENGTH) throw new RangeError(`Order number ${orderNumber} is too long for an OCR reference`);
  const withLength = `${payload}${ocrLengthDigit(payload.length)}`;
  return `${withLength}${luhnCheckDigit(withLength)}`;
}

/**
 * Whether `input` is a valid OCR reference: 2–25 digits with a correct check digit and, unless
 * `lengthDigit: false` (an agreement with the check digit only), a correct length digit.
 */
export function isValidOcr(input: string, { lengthDigit = true }: { lengthDigit?: boolean } = {}): boolean {
  if (!DIGITS.test(input) || input.length < OCR_MIN_LENGTH || input.length > OCR_MAX_LENGTH) return false;
  if (!passesLuhn(input)) return false;
  if (!lengthDigit) return true;
  return input.length >= 3 && Number(input.at(-2)) === input.length % 10;
}

/** The order number an OCR reference of this shop stands for, or null if it is not one ("104265" → 1042). */
export function orderNumberFromOcr(input: string): number | null {
  const ocr = input.replace(/\s/g, "");
  if (!isValidOcr(ocr) || ocr.length < 3 || ocr.startsWith("0")) return null;
  const n = Number(ocr.slice(0, -2));
  return Number.isSafeInteger(n) && n >= 1 && ocrFromOrderNumber(n) === ocr ? n : null;
}
