/**
 * The audit log's pure part (ADR 025): which fields a change touched, from the row's fields before and after.
 * Keys are compared by their JSON form, so arrays, objects and dates compare by value.
 */
export type AuditFields = Record<string, unknown>;

export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs (a field missing on one side counts as null), in the order first seen. */
export function auditChanges(before: AuditFields | null, after: AuditFields | null): AuditChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .map((field) => ({ field, before: before?.[field] ?? null, after: after?.[field] ?? null }))
    .filter((c) => !same(c.before, c.after));
}

/** A row's fields as the log keeps them: dates as ISO strings, undefined left out, nothing else changed. */
export function auditSnapshot(row: Record<string, unknown>, omit: readonly string[] = []): AuditFields {
  const out: AuditFields = {};
  for (const [k, v] of Object.entries(row)) {
    if (v === undefined || omit.includes(k)) continue;
    out[k] = v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The fields that hold a row's state: a change of one of them is what an entry says first (ADR 062). */
export const AUDIT_STATE_FIELDS = ["status", "paymentStatus", "active", "hidden", "handled", "voided"] as const;

/**
 * Splits an entry's changes into its state changes (an order's status and payment, a code's or product's switch, a
 * review hidden, a message handled, a card voided), which the log's headline states as "before → after", and the
 * rest, listed below it.
 */
export function splitStateChanges(changes: readonly AuditChange[]): { state: AuditChange[]; rest: AuditChange[] } {
  const isState = (c: AuditChange) => (AUDIT_STATE_FIELDS as readonly string[]).includes(c.field);
  return { state: changes.filter(isState), rest: changes.filter((c) => !isState(c)) };
}

/** Where a logged row is looked at, for the kinds that have a page: "<entity>:<id>" keys are built by the server. */
export const auditSubjectKey = (entity: string, entityId: string) => `${entity}:${entityId}`;

/** What a logged row is called, as data: an order's number, a product's name, a customer's e-mail, a code … */
export type AuditSubject =
  | { kind: "order"; number: number }
  | { kind: "product" | "customer" | "discount_code" | "gift_card" | "contact_message" | "outbox" | "video"; name: string }
  | { kind: "review"; product: string; title: string };

