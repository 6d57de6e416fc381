/**
 * The optional Swedish mobile number at checkout and on /konto (issue #34, ADR 066): the carriers text the pickup
 * notice to it and Swish on a desktop asks for it. Swedish mobile numbers are 07X + 7 digits, X one of the
 * series PTS gives to mobile telephony (070, 072, 073, 076, 079). Accepted as typed with spaces and hyphens,
 * nationally ("070-123 45 67"), with +46 or 0046 ("+46 70 123 45 67", "+46 (0)70 …"); stored as E.164,
 * "+46701234567". Pure: no I/O.
 */

/** The longest input looked at (a typed number with its spaces and hyphens). */
export const PHONE_INPUT_MAX = 24;

const MOBILE = /^7[02369]\d{7}$/;

/** "070-123 45 67", "+46 70 123 45 67", "0046701234567" → "+46701234567"; anything else (landlines too) → null. */
export function normaliseMobileNumber(input: string): string | null {
  if (input.length > PHONE_INPUT_MAX) return null;
  const compact = input.trim().replace(/[\s\u00a0-]/g, "");
  const national = compact.startsWith("+46")
    ? compact.slice(3).replace(/^\(0\)/, "")
    : compact.startsWith("0046")
      ? compact.slice(4)
      : compact.startsWith("0")
        ? compact.slice(1)
        : null;
  return national !== null && MOBILE.test(national) ? `+46${national}` : null;
}

/** "+46701234567" → "070-123 45 67", the way a Swede writes it (what the order pages and mails show). */
export function formatMobileNumber(e164: string): string {
  const n = normaliseMobileNumber(e164);
  if (!n) return e164;
  const d = `0${n.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}`;
}
