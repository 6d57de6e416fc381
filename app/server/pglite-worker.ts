/**
 * The PGlite database of a DATA_DIR, in a worker thread of its own (issue #17, ADR 055): its WebAssembly Postgres
 * and the JavaScript around it run beside the HTTP server's thread instead of on it. The thread that serves
 * requests (app/server/pglite-remote.server.ts) talks to it in two ways:
 *
 * - **Queued** (`queue` port, answered on the same port): a statement outside a transaction, LISTEN, UNLISTEN and
 *   the close. The server thread goes on with other requests while it runs; the answer arrives as a message.
 * - **Blocking** (`call` port, answered on `answer` and by a flag in shared memory): BEGIN, a transaction's statements,
 *   COMMIT and ROLLBACK. The server thread waits (Atomics.wait) until the answer is there, as it did when PGlite ran
 *   on it, so a transaction holds the database for its own work only and never for other requests the server thread
 *   would otherwise take up between two of its statements.
 *
 * A transaction holds PGlite's own transaction lock from BEGIN to COMMIT: queued statements wait behind it here, as
 * they did in one thread. Notifications (the catalogue's LISTEN) reach the server thread before the answer of the
 * statement that caused them (see `notify`).
 *
 * Built as its own file (build/pglite-worker.js, scripts/build-server.mjs); from TypeScript (tests, tsx scripts) it
 * is loaded through tsx.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";
import { collectGarbage } from "./collect-garbage.server";
import { pgliteForDrizzle } from "./pglite-client.server";

export interface PgliteWorkerData {
  dataDir: string;
  options: Pick<PGliteOptions, "startParams">;
  queue: MessagePort;
  call: MessagePort;
  answer: MessagePort;
  /** Int32Array over a SharedArrayBuffer: [0] is set to 1 (and notified) when a blocking answer is posted. */
  flag: Int32Array;
  /**
   * Tests only: notify once more this many ms after an answer, as a notify that came late would wake the server
   * thread while it waits for its next call (pglite-remote.server.test.ts).
   */
  lateNotifyMs?: number;
}

export type QueryRequest = { text: string; params: unknown[]; rowMode?: "array" | "object" };
export type QueuedRequest =
  | ({ id: number; kind: "query" } & QueryRequest)
  | { id: number; kind: "listen"; channel: string }
  | { id: number; kind: "unlisten"; channel: string }
  | { id: number; kind: "close" };
export type BlockingRequest = { kind: "begin" } | ({ kind: "query" } & QueryRequest) | { kind: "commit" } | { kind: "rollback" };

/** An error as it crosses threads: its class name, message and every field PGlite gave it (code, detail, …). */
export interface SentError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}
export interface Notification {
  channel: string;
  payload: string;
}
/** A blocking answer also carries the notifications its statement caused (a COMMIT's), delivered before it returns. */
export type Answer<T = unknown> = ({ ok: true; value: T } | { ok: false; error: SentError }) & { notifications?: Notification[] };
export type WorkerMessage =
  | { kind: "ready" }
  | { kind: "failed"; error: SentError }
  | ({ kind: "notify" } & Notification)
  | ({ kind: "answer"; id: number } & Answer);

function sendError(err: unknown): SentError {
  if (!(err instanceof Error)) return { name: "Error", message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err)) if (v === null || ["string", "number", "boolean", "undefined"].includes(typeof v)) fields[k] = v;
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

/** Runs in the worker: opens the database, then answers until the close. */
async function main(data: PgliteWorkerData) {
  const port = parentPort!;
  let pg: PGlite;
  try {
    pg = new PGlite(data.dataDir, data.options);
    await pg.waitReady;
  } catch (err) {
    port.postMessage({ kind: "failed", error: sendError(err) } satisfies WorkerMessage);
    return;
  }
  const client = pgliteForDrizzle(pg);
  const unlistens = new Map<string, () => Promise<void>>();
  const post = (m: WorkerMessage) => data.queue.postMessage(m);
  const run = (on: PGlite | Transaction, r: QueryRequest): Promise<Results> =>
    on.query(r.text, r.params, r.rowMode ? ({ rowMode: r.rowMode } satisfies QueryOptions) : undefined);

  // A notification goes out before the answer of the statement that caused it: on the queue port, ahead of a queued
  // statement's answer; with a transaction's statement or COMMIT (nothing else runs while one is open), in its answer.
  let caused: Notification[] | null = null;
  const notify = (n: Notification) => (caused ? caused.push(n) : post({ kind: "notify", ...n }));

  data.queue.on("message", (r: QueuedRequest) => {
    const work = async (): Promise<unknown> => {
      switch (r.kind) {
        case "query":
          return run(client, r);
        case "listen": {
          if (!unlistens.has(r.channel)) unlistens.set(r.channel, await pg.listen(r.channel, (payload) => notify({ channel: r.channel, payload })));
          return null;
        }
        case "unlisten": {
          await unlistens.get(r.channel)?.();
          unlistens.delete(r.channel);
          return null;
        }
        case "close":
          await pg.close();
          return null;
      }
    };
    work().then(
      (value) => {
        post({ kind: "answer", id: r.id, ok: true, value });
        if (r.kind === "close") process.exit(0);
      },
      (err: unknown) => post({ kind: "answer", id: r.id, ok: false, error: sendError(err) }),
    );
  });

  // The open transaction: its handle, and how to end it (COMMIT on resolve, ROLLBACK on reject).
  let open: { tx: Transaction; commit: () => void; rollback: (why: Error) => void; done: Promise<unknown> } | null = null;
  const reply = (a: Answer) => {
    if (caused?.length) a.notifications = caused;
    caused = null;
    data.answer.postMessage(a);
    Atomics.store(data.flag, 0, 1);
    Atomics.notify(data.flag, 0);
    if (data.lateNotifyMs) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, data.lateNotifyMs);
      Atomics.notify(data.flag, 0);
    }
  };
  data.call.on("message", (r: BlockingRequest) => {
    if (r.kind !== "begin") caused = [];
    const work = async (): Promise<unknown> => {
      if (r.kind === "begin") {
        if (open) throw new Error("a transaction is already open");
        let began!: () => void;
        let failed!: (err: unknown) => void;
        const started = new Promise<void>((resolve, reject) => ((began = resolve), (failed = reject)));
        let tx!: Transaction;
        let commit!: () => void;
        let rollback!: (why: Error) => void;
        // PGlite's transaction(): BEGIN, then the callback, whose promise ends it (COMMIT on resolve, ROLLBACK on reject).
        const done = client.transaction(
          (t) =>
            new Promise<void>((resolve, reject) => {
              [tx, commit, rollback] = [t, resolve, reject];
              began();
            }),
        );
        done.catch(failed); // BEGIN itself failed (once begun, this changes nothing)
        await started;
        open = { tx, commit, rollback, done };
        return null;
      }
      const current = open;
      if (!current) throw new Error(`no open transaction for ${r.kind}`);
      if (r.kind === "query") return run(current.tx, r);
      open = null;
      if (r.kind === "commit") current.commit();
      else current.rollback(new Error("rolled back"));
      // COMMIT's own failure is the answer; ROLLBACK's expected rejection is not.
      await current.done.catch((err: unknown) => {
        if (r.kind === "commit") throw err;
      });
      return null;
    };
    work().then(
      (value) => reply({ ok: true, value }),
      (err: unknown) => reply({ ok: false, error: sendError(err) }),
    );
  });

  setTimeout(collectGarbage, 3000).unref(); // initdb's WebAssembly instances (collect-garbage.server.ts)
  port.postMessage({ kind: "ready" } satisfies WorkerMessage);
}

if (parentPort && (workerData as { stillaPgliteWorker?: PgliteWorkerData } | null)?.stillaPgliteWorker) {
  void main((workerData as { stillaPgliteWorker: PgliteWorkerData }).stillaPgliteWorker);
}
