/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and comes back after it drops (a database restart,
 * a killed backend): reconnecting with a pause that grows from 250 ms to at most 10 s. Used by the order relay
 * (ADR 034) and the catalogue cache (ADR 040). Notifications sent while it is down are lost, so `onUp` (after
 * every successful LISTEN) and `onDown` let the user resync.
 *
 * A connection can also go silent without closing (a frozen server, a dropped route, a half-open socket: no FIN,
 * no RST), and then nothing is heard and nothing says so (issue #33). So: TCP keepalive on the socket (the kernel
 * notices a peer that is gone), and a heartbeat: every `heartbeatMs` a `select 1` that must be answered within
 * `answerTimeoutMs`, or the connection is destroyed and counts as lost (`onDown`, then a reconnect). Connecting and
 * the LISTEN itself have the same bound, so a reconnect to a silent server cannot hang either.
 */
import pg from "pg";

/** How often the LISTEN connection is asked for a sign of life. */
export const HEARTBEAT_MS = 15_000;
/** How long an answer (the heartbeat's, the LISTEN's, the connect's) may take before the connection is given up. */
export const ANSWER_TIMEOUT_MS = 5_000;
/** TCP keepalive: the first probe after this much silence on the socket. */
const KEEPALIVE_DELAY_MS = 10_000;

export interface ListenOptions {
  connectionString: string;
  applicationName: string;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** After each LISTEN that succeeded; `first` is true only the first time. */
  onUp?(first: boolean): void;
  /** The connection was lost or could not be made; a reconnect is scheduled. */
  onDown?(why: string): void;
  /** Default `HEARTBEAT_MS`; 0: no heartbeat. */
  heartbeatMs?: number;
  /** Default `ANSWER_TIMEOUT_MS`. */
  answerTimeoutMs?: number;
}

/** `promise`, or a rejection once `ms` have passed without it settling. */
function answered<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ListenConnection {
  /** The first connection attempt, successful or not (a failure schedules the next). */
  readonly ready: Promise<void>;
  /** The connection while it is up (to send NOTIFY on), else null. */
  current(): pg.Client | null;
  close(): Promise<void>;
}

export function listenWithReconnect(opts: ListenOptions): ListenConnection {
  let client: pg.Client | null = null;
  let closed = false;
  let pauseMs = 250;
  let everUp = false;
  let timer: NodeJS.Timeout | null = null;
  /** The current connection's heartbeat. */
  let heartbeat: NodeJS.Timeout | null = null;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;
  const answerTimeoutMs = opts.answerTimeoutMs ?? ANSWER_TIMEOUT_MS;
  const stopHeartbeat = () => {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  };

  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, pauseMs);
    timer.unref();
    pauseMs = Math.min(pauseMs * 2, 10_000);
  };

  const connect = async (): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({
      connectionString: opts.connectionString,
      application_name: opts.applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
      connectionTimeoutMillis: answerTimeoutMs,
    });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (client === c) {
        client = null;
        stopHeartbeat();
      }
      c.removeAllListeners("notification");
      // With a query still unanswered (the heartbeat), end() destroys the socket instead of waiting for a goodbye.
      c.end().catch(() => {});
      if (!closed) {
        opts.onDown?.(why);
        schedule();
      }
    };
    c.on("error", (err) => drop(err.message));
    c.on("end", () => drop("closed"));
    c.on("notification", (msg) => {
      if (msg.channel === opts.channel) opts.onNotification(msg.payload);
    });
    try {
      await c.connect();
      await answered(c.query(`LISTEN ${opts.channel}`), answerTimeoutMs, "LISTEN");
      if (closed) return void c.end().catch(() => {});
      client = c;
      pauseMs = 250;
      if (heartbeatMs > 0) {
        let waiting = false;
        heartbeat = setInterval(() => {
          if (waiting || dropped) return;
          waiting = true;
          answered(c.query("select 1"), answerTimeoutMs, "heartbeat").then(
            () => {
              waiting = false;
            },
            (err: unknown) => drop((err as Error).message),
          );
        }, heartbeatMs);
        heartbeat.unref();
      }
      opts.onUp?.(!everUp);
      everUp = true;
    } catch (err) {
      drop((err as Error).message);
    }
  };

  const ready = connect();
  return {
    ready,
    current: () => client,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      stopHeartbeat();
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        // A silent connection never says goodbye: a shutdown does not wait for it longer than for an answer.
        await answered(c.end(), answerTimeoutMs, "close").catch(() => {});
      }
    },
  };
}
