/**
 * The server thread's side of PGlite in a worker thread (issue #17, ADR 055; the worker: pglite-worker.ts). Drizzle
 * sees a PGlite client: `query` and `transaction`, and `listen` for the catalogue cache (ADR 040).
 *
 * - A statement outside a transaction is queued to the worker and answered by a message: the server thread serves
 *   other requests meanwhile, and the WebAssembly Postgres works on the other core.
 * - A transaction is one at a time (in the order asked), and its BEGIN, statements, COMMIT and ROLLBACK block the
 *   server thread until the worker answers (Atomics.wait on a flag in shared memory), as when
 *   PGlite ran on this thread: a transaction holds the database for its own statements, never while this thread
 *   serves other requests between two of them.
 *
 * Errors come back as errors with PGlite's fields (code, detail, constraint, …), so `isDatabaseUnavailable`,
 * unique-violation checks and drizzle's `DrizzleQueryError` see what they saw before.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from "node:worker_threads";
import type { PGliteOptions, QueryOptions, Results } from "@electric-sql/pglite";
import { DRIVER_TEXT_TYPES } from "./pglite-client.server";
import type { Answer, BlockingRequest, PgliteWorkerData, QueuedRequest, SentError, WorkerMessage } from "./pglite-worker";

/** A blocking call that gets no answer in this long means the worker is gone: the call fails instead of waiting on. */
const BLOCKING_TIMEOUT_MS = 60_000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The error the worker sent, as an Error with the same fields. */
function receivedError(sent: SentError): Error {
  const err = Object.assign(new Error(sent.message), sent.fields);
  if (sent.stack) err.stack = `${sent.stack}\n    at PGlite's worker thread`;
  return err;
}

/** The row mode of drizzle's query options; drizzle's nine text parsers are the worker's instance's own (pglite-client.server.ts). */
function rowModeOf(options: QueryOptions | undefined): "array" | "object" | undefined {
  if (!options) return undefined;
  for (const [key, value] of Object.entries(options)) {
    if (value === undefined || key === "rowMode") continue;
    if (key === "parsers" && Object.keys(value as object).every((type) => DRIVER_TEXT_TYPES.has(type))) continue;
    throw new Error(`PGlite in its worker thread: the query option "${key}" is not supported`);
  }
  return options.rowMode;
}

/** How the worker is started: the built file beside the server build, or the TypeScript source through tsx. */
function workerCode(): string {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith(".ts")) {
    // tsx's ES module API (its package's "import" entry), found from its CommonJS one.
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/\.cjs$/, ".mjs")).href;
    const entry = pathToFileURL(path.join(path.dirname(here), "pglite-worker.ts")).href;
    return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  }
  // build/server/index.js (the app's server build) → build/pglite-worker.js (scripts/build-server.mjs).
  return `import(${JSON.stringify(pathToFileURL(path.resolve(path.dirname(here), "../pglite-worker.js")).href)});`;
}

/** What drizzle's PGlite session calls on a transaction's handle. */
export interface RemoteTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export class PgliteRemote {
  private readonly worker: Worker;
  private readonly queue: MessagePort;
  private readonly call: MessagePort;
  private readonly answer: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Transactions one after another: the end of the last one asked for. */
  private lastTransaction: Promise<void> = Promise.resolve();
  private gone: Error | null = null;
  readonly waitReady: Promise<void>;

  constructor(dataDir: string, options: Pick<PGliteOptions, "startParams">, testing: { lateNotifyMs?: number } = {}) {
    const queue = new MessageChannel();
    const call = new MessageChannel();
    const answer = new MessageChannel();
    [this.queue, this.call, this.answer] = [queue.port1, call.port1, answer.port1];
    const data: PgliteWorkerData = { dataDir, options, queue: queue.port2, call: call.port2, answer: answer.port2, flag: this.flag, ...testing };
    this.worker = new Worker(workerCode(), { eval: true, workerData: { stillaPgliteWorker: data }, transferList: [queue.port2, call.port2, answer.port2] });
    this.waitReady = new Promise<void>((resolve, reject) => {
      this.worker.once("message", (m: WorkerMessage) => (m.kind === "ready" ? resolve() : reject(m.kind === "failed" ? receivedError(m.error) : new Error(`PGlite's worker: ${m.kind}`))));
      this.worker.once("error", reject);
      this.worker.once("exit", (code) => reject(new Error(`PGlite's worker stopped (${code}) before the database was open`)));
    });
    this.worker.on("error", (err) => this.fail(err));
    this.worker.on("exit", (code) => this.fail(new Error(`PGlite's worker thread stopped (exit code ${code})`)));
    this.queue.on("message", (m: WorkerMessage) => this.receive(m));
    // Like PGlite on this thread, the worker keeps no script alive by itself once open; a queued statement does (send).
    this.queue.unref();
    this.waitReady.then(
      () => this.worker.unref(),
      () => {},
    );
  }

  private receive(m: WorkerMessage): void {
    if (m.kind === "notify") return this.notify(m.channel, m.payload);
    if (m.kind !== "answer") return;
    const waiting = this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id);
    if (this.pending.size === 0) this.queue.unref();
    if (m.ok) waiting.resolve(m.value);
    else waiting.reject(receivedError(m.error));
  }

  private notify(channel: string, payload: string) {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  private fail(err: Error) {
    this.gone ??= err;
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
    this.queue.unref();
  }

  private send(request: DistributiveOmit<QueuedRequest, "id">): Promise<unknown> {
    if (this.gone) return Promise.reject(this.gone);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      if (this.pending.size === 1) this.queue.ref();
      this.queue.postMessage({ ...request, id } as QueuedRequest);
    });
  }

  /** A request the worker answers while this thread waits (see the module's comment). */
  private block(request: BlockingRequest): unknown {
    if (this.gone) throw this.gone;
    Atomics.store(this.flag, 0, 0);
    this.call.postMessage(request);
    // The flag turns 1 once the answer is posted. A wake-up is no proof of it: the worker's notify for the last call
    // can come after this thread saw that call's flag without sleeping and went on to this one.
    const deadline = performance.now() + BLOCKING_TIMEOUT_MS;
    for (let left = BLOCKING_TIMEOUT_MS; Atomics.load(this.flag, 0) === 0 && left > 0; left = deadline - performance.now()) {
      Atomics.wait(this.flag, 0, 0, left);
    }
    const received = Atomics.load(this.flag, 0) === 1 ? receiveMessageOnPort(this.answer) : undefined;
    if (!received) {
      // A late answer would be taken for the next call's: from here on the database counts as unavailable.
      const err = new Error(`PGlite's worker gave no answer within ${BLOCKING_TIMEOUT_MS / 1000} s`);
      this.fail(err);
      throw err;
    }
    const a = received.message as Answer;
    for (const n of a.notifications ?? []) this.notify(n.channel, n.payload);
    if (!a.ok) throw receivedError(a.error);
    return a.value;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    let rowMode: "array" | "object" | undefined;
    try {
      rowMode = rowModeOf(options);
    } catch (err) {
      return Promise.reject(err);
    }
    return this.send({ kind: "query", text, params, rowMode }) as Promise<Results<T>>;
  }

  async transaction<T>(work: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const before = this.lastTransaction;
    let ended!: () => void;
    this.lastTransaction = new Promise<void>((resolve) => (ended = resolve));
    await before;
    try {
      this.block({ kind: "begin" });
      let closed = false;
      const tx: RemoteTransaction = {
        query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (closed) throw new Error("the transaction is closed");
          return this.block({ kind: "query", text, params, rowMode: rowModeOf(options) }) as Results<R>;
        },
      };
      let result: T;
      try {
        result = await work(tx);
      } catch (err) {
        closed = true;
        try {
          this.block({ kind: "rollback" });
        } catch {
          // the work's own error says more (a failed ROLLBACK leaves nothing committed either)
        }
        throw err;
      }
      closed = true;
      this.block({ kind: "commit" });
      return result;
    } finally {
      ended();
    }
  }

  /** LISTEN on `channel`; `onNotify` gets each payload. Answers the UNLISTEN. */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.send({ kind: "listen", channel });
    }
    set.add(onNotify);
    const listeners = set;
    return async () => {
      listeners.delete(onNotify);
      if (listeners.size === 0 && this.listeners.get(channel) === listeners) {
        this.listeners.delete(channel);
        await this.send({ kind: "unlisten", channel });
      }
    };
  }

  /** Closes the database (PGlite's close: a checkpoint) and ends the worker. */
  async close(): Promise<void> {
    if (this.gone) return;
    this.worker.ref(); // held until it has exited
    const exited = new Promise<void>((resolve) => this.worker.once("exit", () => resolve()));
    await this.send({ kind: "close" });
    await exited;
  }
}
