/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and comes back after it drops (a database restart,
 * a killed backend): reconnecting with a pause that grows from 250 ms to at most 10 s. Used by the order relay
 * (ADR 034) and the catalogue cache (ADR 040). Notifications sent while it is down are lost, so `onUp` (after
 * every successful LISTEN) and `onDown` let the user resync.
 */
import pg from "pg";

export interface ListenOptions {
  connectionString: string;
  applicationName: string;
  channel: string;
  onNotification(payload: string | undefined): void;
  /** After each LISTEN that succeeded; `first` is true only the first time. */
  onUp?(first: boolean): void;
  /** The connection was lost or could not be made; a reconnect is scheduled. */
  onDown?(why: string): void;
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
    const c = new pg.Client({ connectionString: opts.connectionString, application_name: opts.applicationName });
    let dropped = false;
    const drop = (why: string) => {
      if (dropped) return;
      dropped = true;
      if (client === c) client = null;
      c.removeAllListeners("notification");
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
      await c.query(`LISTEN ${opts.channel}`);
      if (closed) return void c.end().catch(() => {});
      client = c;
      pauseMs = 250;
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
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners();
        c.on("error", () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
