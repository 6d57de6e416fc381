/**
 * Statements rendered to SQL text once per process (issue #17, ADR 054). Drizzle's query builder walks its columns and
 * renders the text on every call; a statement that every order sends pays that each time (70–150 µs a statement on
 * this machine). Here the text and its parameter order are made the first time the statement runs and kept; each
 * call then hands the text and its values to the handle's driver session, a transaction's included, the way
 * drizzle's own `prepare` does inside. On PostgreSQL the statement is named, so each pooled connection parses and
 * plans it once (re-planned by PostgreSQL when a table it uses changes).
 *
 * Values go in as parameters, never into the text: a variable number of rows is passed as arrays (`unnest`,
 * `= any(…)`), so one text serves every cart. With `fields`, the rows come back in drizzle's own shape (each column's
 * decoder applied, timestamps as Date), the statement's select list written in the same order as `fields` (see
 * `columnsOf`); without, they come back as the driver reads them (use it for ids and counts only).
 */
import { getTableColumns, sql, type Query, type SQL } from "drizzle-orm";
import type { Column } from "drizzle-orm";
import type { PgDialect, PgSession, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./db.server";

interface Internals {
  dialect: PgDialect;
  session: PgSession;
}

export interface BuiltStatement<Row> {
  /** Runs the statement on `db` (or a transaction's handle) with these values for its placeholders. */
  rows(db: Db | Tx, values: Record<string, unknown>): Promise<Row[]>;
}

/**
 * A statement built once. `name` must be unique in the process (PostgreSQL's prepared-statement name); `build`
 * returns its SQL with `sql.placeholder(…)` for every value.
 */
export function builtOnce<Row>(name: string, build: () => SQL, fields?: Record<string, Column | SQL>): BuiltStatement<Row> {
  let query: Query | undefined;
  // The rows' shape as drizzle's select describes a flat selection: each key, and the column (or SQL) that decodes it.
  const ordered = fields ? Object.entries(fields).map(([key, field]) => ({ path: [key], field })) : undefined;
  return {
    async rows(db, values) {
      const { dialect, session } = db as unknown as Internals;
      query ??= dialect.sqlToQuery(build());
      const prepared = session.prepareQuery(query, ordered as never, name, ordered !== undefined);
      const result = (await prepared.execute(values)) as unknown;
      return (ordered ? result : (result as { rows: unknown[] }).rows) as Row[];
    },
  };
}

/** `alias."c1", alias."c2", …`: a table's columns in drizzle's order, for a statement whose `fields` are the table's. */
export function columnsOf(table: PgTable, alias: string): SQL {
  return sql.join(
    Object.values(getTableColumns(table)).map((c) => sql`${sql.identifier(alias)}.${sql.identifier(c.name)}`),
    sql`, `,
  );
}
