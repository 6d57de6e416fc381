/**
 * Bench mode only (STILLA_COUNT_SQL=1, set by `npm run bench:http`): counts the SQL statements each HTTP request
 * sends through Drizzle, so the benchmark can print statements per order and per page. Off, nothing is wrapped:
 * no logger, no AsyncLocalStorage (which costs on every promise in Node 20). STILLA_COUNT_SQL=log counts and also
 * prints each counted statement (to read what one request sends).
 *
 * On PostgreSQL the count includes a transaction's BEGIN and COMMIT (Drizzle sends them as statements); PGlite
 * runs them inside its own transaction call, so there they are not seen.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "drizzle-orm";

const mode = process.env.STILLA_COUNT_SQL;
const enabled = mode === "1" || mode === "log";
const current = enabled ? new AsyncLocalStorage<{ statements: number }>() : null;

/** Drizzle's logger in bench mode (undefined otherwise): every statement counts for the request it runs in. */
export const sqlCountLogger: Logger | undefined = current
  ? {
      logQuery(query) {
        const c = current.getStore();
        if (!c) return;
        c.statements += 1;
        if (mode === "log") console.log(`[sql ${c.statements}] ${query.replace(/\s+/g, " ").slice(0, 400)}`);
      },
    }
  : undefined;

/** Runs `work` and counts the statements it sends; null when counting is off. */
export async function withSqlCount<T>(work: () => Promise<T>): Promise<[T, number | null]> {
  if (!current) return [await work(), null];
  const counter = { statements: 0 };
  const result = await current.run(counter, work);
  return [result, counter.statements];
}

/** The statements the current request has sent so far (within `withSqlCount`); null when counting is off. */
export function sqlStatementsSoFar(): number | null {
  return current?.getStore()?.statements ?? null;
}
