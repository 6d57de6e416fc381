/**
 * The rules of erasing a customer's personal data (GDPR art. 17, ADR 028), as pure functions: the markers an
 * erased record carries, which orders still need the customer's address, and scrubbing a person's strings out
 * of stored JSON (the audit log's before/after). No I/O.
 */

/** What an erased customer is called wherever a name must stay (the user row, orders kept for the books). */
export const ERASED_NAME = "Raderad kund";

/** The ban reason that marks an erased account (the admin plugin also refuses a banned user a session). */
export const ERASED_BAN_REASON = "erased";

/**
 * The e-mail an erased account keeps: unique per account (the column is unique) and on the reserved `.invalid`
 * top-level domain (RFC 2606), so it can never reach anyone or be signed up with.
 */
export function erasedEmail(userId: string): string {
  return `raderad-${userId.toLowerCase().replace(/[^a-z0-9-]/g, "")}@raderad.invalid`;
}

export function isErasedAccount(u: { email: string; banReason: string | null }): boolean {
  return u.banReason === ERASED_BAN_REASON && u.email.endsWith("@raderad.invalid");
}

/**
 * An order the shop has not sent yet still needs the customer's name and address to be delivered. Erasure
 * waits until it is sent or cancelled (GDPR art. 17.3 b: data needed to perform the contract).
 */
export function orderBlocksErasure(status: string): boolean {
  return status === "pending" || status === "processing";
}

/**
 * An order sent and not paid (an invoice, typically) is a claim of the shop's: its name, address and e-mail are what
 * the shop needs to collect it, so the erasure waits until it is paid (GDPR art. 17.3 e: the establishment, exercise
 * or defence of legal claims). A returned or cancelled order is no longer a claim; an order not sent yet is
 * `orderBlocksErasure`'s.
 */
export function unpaidClaimBlocksErasure(o: { status: string; paymentStatus: string }): boolean {
  return o.paymentStatus === "unpaid" && (o.status === "shipped" || o.status === "delivered");
}

/** Trimmed, lowercased and without duplicates or blanks: the addresses and names to look for. */
export function needles(values: readonly (string | null | undefined)[]): string[] {
  const out = new Set<string>();
  for (const v of values) {
    const s = (v ?? "").trim().toLowerCase();
    if (s.length >= 3) out.add(s);
  }
  return [...out].sort((a, b) => b.length - a.length);
}

function replaceAll(s: string, found: readonly string[], replacement: string): string {
  let out = s;
  for (const n of found) {
    const lower = out.toLowerCase();
    let at = lower.indexOf(n);
    if (at === -1) continue;
    let built = "";
    let from = 0;
    while (at !== -1) {
      built += out.slice(from, at) + replacement;
      from = at + n.length;
      at = lower.indexOf(n, from);
    }
    out = built + out.slice(from);
  }
  return out;
}

/**
 * A copy of a JSON value in which every string containing one of `found` (case-insensitive) has it replaced by
 * `replacement`. Keys are kept. `found` should come from `needles`.
 */
export function scrubJson<T>(value: T, found: readonly string[], replacement = ERASED_NAME): T {
  if (found.length === 0) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return replaceAll(v, found, replacement);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(value) as T;
}
