/**
 * Closing the HTTP server at SIGTERM without cutting a request (issue #15, drill F2; ADR 039).
 *
 * Node's `server.close()` first destroys every connection without a request in progress, and that includes a
 * connection accepted a moment ago whose request bytes have not been read yet: its client, which has sent its
 * request, sees a reset. Closing the listening socket also resets the connections the kernel has completed but
 * the process has not yet accepted. So here, at close:
 * - every request in progress finishes; its answer carries `Connection: close` (if not yet sent), and the
 *   connection ends after it;
 * - an idle keep-alive connection (it has had its answers) is closed at once;
 * - a connection that has not sent a request yet gets `freshGraceMs` to send one, which is answered;
 * - the listening socket closes after the event loop has taken the connections already queued (a short pause
 *   and two turns of the loop), so a client that had connected is answered, and a later one is refused
 *   (ECONNREFUSED: a clean refusal a client or proxy may retry elsewhere), not reset.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import net, { type Socket } from "node:net";

interface Conn {
  active: number;
  served: number;
}

export interface HttpDrain {
  /** Resolves when the port is closed and every connection has ended. */
  close(): Promise<void>;
  readonly stopping: boolean;
  /** Open connections (for logs and tests). */
  readonly connections: number;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function drainOnClose(server: Server, opts: { freshGraceMs?: number; acceptPauseMs?: number } = {}): HttpDrain {
  const freshGraceMs = opts.freshGraceMs ?? 3_000;
  const acceptPauseMs = opts.acceptPauseMs ?? 50;
  const conns = new Map<Socket, Conn>();
  const open = new Set<ServerResponse>();
  let stopping = false;
  let closing: Promise<void> | null = null;

  /** A connection without a request yet: closed if none comes within the grace. */
  const graceForFresh = (socket: Socket, c: Conn) => {
    const timer = setTimeout(() => {
      if (c.active === 0 && c.served === 0) socket.destroy();
    }, freshGraceMs);
    socket.once("close", () => clearTimeout(timer));
  };
  /** After its last answer during shutdown: end the connection (FIN after the data), destroy it if it lingers. */
  const endAfterAnswer = (socket: Socket) => {
    if (socket.destroyed) return;
    socket.end();
    setTimeout(() => socket.destroy(), 1_000).unref();
  };

  server.on("connection", (socket: Socket) => {
    const c: Conn = { active: 0, served: 0 };
    conns.set(socket, c);
    socket.once("close", () => conns.delete(socket));
    if (stopping) graceForFresh(socket, c);
  });
  server.prependListener("request", (req: IncomingMessage, res: ServerResponse) => {
    const c = conns.get(req.socket);
    if (c) c.active += 1;
    open.add(res);
    if (stopping) res.shouldKeepAlive = false;
    res.once("close", () => {
      open.delete(res);
      if (!c) return;
      c.active -= 1;
      c.served += 1;
      if (stopping && c.active === 0) endAfterAnswer(req.socket);
    });
  });

  return {
    get stopping() {
      return stopping;
    },
    get connections() {
      return conns.size;
    },
    close() {
      closing ??= (async () => {
        stopping = true;
        for (const res of open) if (!res.headersSent) res.shouldKeepAlive = false;
        for (const [socket, c] of conns) {
          if (c.active > 0) continue;
          if (c.served > 0) socket.destroy(); // idle keep-alive: nothing in progress
          else graceForFresh(socket, c);
        }
        // Connections the kernel has queued are accepted in the loop's poll phase: let it run before closing the port.
        await new Promise((resolve) => setTimeout(resolve, acceptPauseMs));
        await turn();
        await turn();
        // net.Server's close, not http.Server's: that one would destroy the connections not yet read.
        await new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
      })();
      return closing;
    },
  };
}
