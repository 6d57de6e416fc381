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
