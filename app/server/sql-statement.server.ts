/**
 * Statements written in SQL with drizzle's `sql` tag, where the query builder cannot say it (data-modifying CTEs,
 * `unnest` of arrays, `for key share` in a materialized CTE): run through drizzle's public `execute` on the handle
 * given, so a transaction's statement runs in that transaction. The text is built on every call (issue #33: no
 * statements prepared through drizzle's private session; ADR 056).
 *
 * Values go in as parameters, never into the text: `build` receives `$`, which binds the value of that name
 * (`sql.param`), and a variable number of rows is passed as arrays (`unnest`, `= any(…)`). With `fields`, the rows
 * come back in drizzle's own shape: each key read from the column of that name (`columnsOf` writes a table's
 * columns) and decoded by the column's `mapFromDriverValue` (timestamps as Date, JSON parsed), as drizzle's select
 * decodes them; a key that is no column of `fields` is read as the driver returns it under that name (alias it).
 * Without `fields`, the rows come back as the driver reads them (use it for ids and counts only).
 */
import { getTableColumns, sql, type Column, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./db.server";

/** Binds the value named `name` as a parameter. */
export type Bind = (name: string) => SQL;

export interface Statement<Row> {
  /** Runs the statement on `db` (or a transaction's handle) with these values for its `$(…)`. */
  rows(db: Db | Tx, values: Record<string, unknown>): Promise<Row[]>;
}

export function statement<Row>(build: ($: Bind) => SQL, fields?: Record<string, Column>): Statement<Row> {
  const columnNames = new Set(Object.values(fields ?? {}).map((c) => c.name));
  return {
    async rows(db, values) {
      const $: Bind = (name) => {
        if (!(name in values)) throw new Error(`statement: no value for "${name}"`);
        return sql`${sql.param(values[name])}`;
      };
      const result = (await db.execute(build($))) as unknown as { rows: Record<string, unknown>[] };
      return (fields ? result.rows.map((raw) => decode(raw, fields, columnNames)) : result.rows) as Row[];
    },
  };
}

/** A raw row (keyed by column name) in drizzle's shape: keys of `fields`, each value decoded by its column. */
function decode(raw: Record<string, unknown>, fields: Record<string, Column>, columnNames: Set<string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(fields)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  for (const [key, value] of Object.entries(raw)) if (!(key in row) && !columnNames.has(key)) row[key] = value;
  return row;
}

/** `alias."c1", alias."c2", …`: a table's columns, for a statement whose `fields` are the table's. */
export function columnsOf(table: PgTable, alias: string): SQL {
  return sql.join(
    Object.values(getTableColumns(table)).map((c) => sql`${sql.identifier(alias)}.${sql.identifier(c.name)}`),
    sql`, `,
  );
}
