import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { drainOnClose, type HttpDrain } from "./http-drain.server";

/** A real HTTP server on a free port; `slowMs` delays every answer (a request in progress at close). */
async function serve(slowMs = 0, drainOpts: Parameters<typeof drainOnClose>[1] = {}) {
  const started: string[] = [];
  const server = http.createServer((req, res) => {
    started.push(req.url ?? "");
    setTimeout(() => res.end(`svar ${req.url}`), slowMs);
  });
  server.keepAliveTimeout = 65_000;
  const drain = drainOnClose(server, drainOpts);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  servers.push({ server, drain });
  return { server, drain, port, started };
}
const servers: { server: http.Server; drain: HttpDrain }[] = [];
afterEach(() => {
  for (const { server } of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A raw client: connects, then (when told) writes a request and reads the whole answer until the server closes. */
function rawClient(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  let data = "";
  let error: string | null = null;
  socket.on("data", (b) => (data += b.toString()));
  const ended = new Promise<void>((resolve) => {
    socket.on("error", (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
    socket.on("close", () => resolve());
  });
  const connected = new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  return {
    connected,
    send: (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`),
    ended,
    get data() {
      return data;
    },
    get error() {
      return error;
    },
  };
}

function get(port: number, path: string, agent: http.Agent | false = false) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      })
      .on("error", reject);
  });
}

describe("closing the HTTP server at SIGTERM (drainOnClose)", () => {
  it("answers a client whose connection the kernel had queued but the process had not yet accepted (F2's cut requests)", async () => {
    // The shop's event loop is busy when SIGTERM comes (a PGlite query, a render) while a client connects and sends its
    // checkout: the connection waits in the kernel's accept queue. http's server.close() in that same turn closes the
    // port and the kernel resets the queued connection (ECONNRESET, measured on Node 20); the drain takes it first.
    const { drain, port } = await serve();
    const dir = mkdtempSync(path.join(tmpdir(), "stilla-drain-"));
    const marker = path.join(dir, "connected");
    const client = spawn(
      process.execPath,
      [
        "-e",
        `const http = require("http"), fs = require("fs");
         const req = http.request({ host: "127.0.0.1", port: ${port}, method: "POST", path: "/kassa", agent: false }, (res) => {
           let d = ""; res.on("data", (c) => (d += c)); res.on("end", () => console.log("answered", res.statusCode, d));
         });
         req.on("socket", (s) => s.on("connect", () => setImmediate(() => fs.writeFileSync(${JSON.stringify(marker)}, ""))));
         req.on("error", (e) => console.log("error", e.code));
         req.end("intent=place_order");`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    client.stdout.on("data", (b: Buffer) => (out += b.toString()));
    const exited = new Promise((resolve) => client.on("exit", resolve));
    try {
      // Busy until the client has connected and sent its request; then close in the same turn, before any accept.
      const t0 = Date.now();
      while (!existsSync(marker) && Date.now() - t0 < 20_000) {
        // the loop is blocked on purpose
      }
      expect(existsSync(marker)).toBe(true);
      const closed = drain.close();
      await exited;
      await closed;
      expect(out.trim()).toBe("answered 200 svar /kassa");
    } finally {
      client.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("answers a connection accepted before the close whose request comes after it", async () => {
    const { server, drain, port } = await serve();
    const accepted = new Promise<void>((resolve) => server.once("connection", () => resolve()));
    const client = rawClient(port);
    await client.connected;
    await accepted;
    const closed = drain.close();
    client.send("/sen");
    await client.ended;
    await closed;
    expect(client.error).toBeNull();
    expect(client.data).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(client.data).toMatch(/^Connection: close/im);
    expect(client.data).toContain("svar /sen");
  });

  it("lets a request in progress finish with Connection: close, then refuses new connections", async () => {
    const { drain, port, started } = await serve(400);
    const inFlight = get(port, "/pagar");
    while (started.length === 0) await new Promise((r) => setTimeout(r, 10));
    const t0 = Date.now();
    await drain.close();
    const answer = await inFlight;
    expect(answer).toEqual({ status: 200, connection: "close", body: "svar /pagar" });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(300);
    await expect(get(port, "/ny")).rejects.toMatchObject({ code: "ECONNREFUSED" });
  });

  it("closes an idle keep-alive connection at once instead of waiting for its timeout", async () => {
    const { drain, port } = await serve();
    const agent = new http.Agent({ keepAlive: true });
    expect((await get(port, "/forst", agent)).connection).toBe("keep-alive");
    expect(drain.connections).toBe(1);
    const t0 = Date.now();
    await drain.close();
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(drain.connections).toBe(0);
    agent.destroy();
  });

  it("closes a connection that sends nothing after the grace", async () => {
    const { server, drain, port } = await serve(0, { freshGraceMs: 300 });
    const accepted = new Promise<void>((resolve) => server.once("connection", () => resolve()));
    const client = rawClient(port);
    await accepted;
    const t0 = Date.now();
    await drain.close();
    await client.ended;
    expect(Date.now() - t0).toBeGreaterThanOrEqual(250);
    expect(Date.now() - t0).toBeLessThan(2_000);
    expect(client.data).toBe("");
  });
});
