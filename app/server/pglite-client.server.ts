/**
 * PGlite as drizzle's client (issue #17, ADR 054). Two costs of PGlite's own `query` that every statement paid, taken
 * off without changing any answer:
 *
 * 1. **The parser table copied per query.** PGlite merges a query's own parsers into a copy of its whole table of ~320
 *    type parsers (`{ ...instance.parsers, ...options.parsers }`: ~120 µs a query on this machine, and the garbage),
 *    and drizzle brings the same nine with every query (timestamps, dates, intervals and their arrays, numeric
 *    arrays, each returning PostgreSQL's text as it is). So those nine are set on the instance once, and a query whose
 *    parsers are only those reaches PGlite without them: every type is read by the same parser as before.
 * 2. **Parsing and planning every statement again.** PGlite sends each query as an unnamed statement in six calls
 *    into its WebAssembly Postgres (parse, describe, bind, describe, execute, sync). Here a data statement (SELECT,
 *    INSERT, UPDATE, DELETE, WITH) is parsed once under a name of its own, the first time its text is seen; after that
 *    it is bound and executed in one call (a cart read: ~550 → ~140 µs). PostgreSQL re-plans a named statement when a
 *    table it reads changes, as it does for the pooled PostgreSQL connections (ADR 049). Parameters are serialized by
 *    PGlite's own serializers for the types PostgreSQL reported, rows parsed by PGlite's own `parseResults`.
 *
 * Everything else (DDL, transaction control, a query with options of its own, a value that is not text) goes to
 * PGlite's `query` as before. `client` must be ready (`waitReady`): PGlite sets its array types' parsers while it starts.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/** The types drizzle's PGlite driver reads as text: the nine parsers it passes with every query. */
export const DRIVER_TEXT_TYPES: ReadonlySet<string> = new Set(["1114", "1184", "1186", "1082", "1231", "1115", "1185", "1187", "1182"]);
const asText = (value: string) => value;

/** Named statements per PGlite instance, at most this many texts: each holds its parsed statement and plan in PGlite's WebAssembly memory, which never shrinks. */
const MAX_NAMED = 250;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
interface Named {
  name: string;
  paramTypes: number[];
  /** The statement's row description (none for a statement without rows). */
  rowDescription: BackendMessage | null;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

class NamedStatements {
  private readonly byText = new Map<string, Named | false>();
  private next = 0;
  constructor(private readonly pg: PGlite) {}

  /** Runs `text` as a named statement, or answers undefined when it goes the plain way. */
  async run(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results | undefined> {
    if (options !== undefined && Object.keys(options).some((k) => k !== "rowMode")) return undefined;
    const known = this.byText.get(text);
    if (known === false || (known === undefined && (this.byText.size >= MAX_NAMED || !DATA_STATEMENT.test(text)))) return undefined;
    const pg = this.pg;
    const exclusive = <T>(work: () => Promise<T>): Promise<T> =>
      inTransaction ? pg._runExclusiveQuery(work) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(work));
    return exclusive(async () => {
      const named = known ?? (await this.prepare(text, inTransaction));
      if (!named) return undefined;
      const values: (string | null)[] = [];
      for (let i = 0; i < params.length; i++) {
        const value = params[i];
        if (value === null || value === undefined) {
          values.push(null);
          continue;
        }
        const serialize = pg.serializers[named.paramTypes[i]!];
        const text = serialize ? (serialize(value) as unknown) : String(value);
        if (typeof text !== "string") return undefined;
        values.push(text);
      }
      if (values.length !== named.paramTypes.length) return undefined;
      const { serialize } = protocol;
      const messages = await pg.execProtocolStream(concat([serialize.bind({ statement: named.name, values }), serialize.execute({}), serialize.sync()]), { syncToFs: false });
      if (!inTransaction) await pg.syncToFs();
      return parse.parseResults(named.rowDescription ? [named.rowDescription, ...messages] : messages, pg.parsers, options)[0]!;
    });
  }

  /**
   * Parses `text` under a new name (inside the exclusive section). Outside a transaction, a text PostgreSQL will not
   * parse is remembered as plain and goes PGlite's way, which reports its error as PGlite does; inside one, the error
   * is thrown as it is (the failed parse has ended the transaction's work either way).
   */
  private async prepare(text: string, inTransaction: boolean): Promise<Named | false> {
    const name = `stilla_${this.next++}`;
    const { serialize } = protocol;
    let messages: BackendMessage[];
    try {
      messages = await this.pg.execProtocolStream(concat([serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync()]), { syncToFs: false });
    } catch (err) {
      if (inTransaction) throw err;
      this.byText.set(text, false);
      return false;
    }
    const description = messages.find((m) => m.name === "parameterDescription") as { dataTypeIDs: number[] } | undefined;
    const named: Named = { name, paramTypes: description?.dataTypeIDs ?? [], rowDescription: messages.find((m) => m.name === "rowDescription") ?? null };
    this.byText.set(text, named);
    return named;
  }
}

/** `client` (ready) as drizzle's PGlite client: see the module's comment. */
export function pgliteForDrizzle(client: PGlite): PGlite {
  for (const type of DRIVER_TEXT_TYPES) client.parsers[type] = asText;
  const statements = new NamedStatements(client);
  return wrap(client, statements, false);
}

function wrap<T extends PGlite | Transaction>(target: T, statements: NamedStatements, inTransaction: boolean): T {
  const query = async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    let driverOnly = options?.parsers !== undefined;
    for (const type in options?.parsers) if (!DRIVER_TEXT_TYPES.has(type)) driverOnly = false;
    const rest = driverOnly ? { ...options, parsers: undefined } : options;
    return (await statements.run(text, params, driverOnly ? { rowMode: options?.rowMode } : options, inTransaction)) ?? target.query(text, params, rest);
  };
  const transaction = (work: (tx: Transaction) => Promise<unknown>) => (target as PGlite).transaction((tx) => work(wrap(tx, statements, true)));
  return new Proxy(target, {
    get(t, prop) {
      if (prop === "query") return query;
      if (prop === "transaction" && "transaction" in t) return transaction;
      const value = Reflect.get(t, prop, t) as unknown;
      // PGlite's methods check their own instance (private fields): called on it, not on the proxy.
      return typeof value === "function" && prop !== "constructor" ? (value as (...args: unknown[]) => unknown).bind(t) : value;
    },
  });
}
