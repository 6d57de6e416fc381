/**
 * The HTTP entry: static files, security headers, /healthz, the Better Auth handler and React Router.
 * Everything that touches the database comes through the server build (one module graph).
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type Request as ExpressRequest } from "express";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import type { ServerBuild } from "react-router";

import type * as EntryServer from "./app/entry.server";

type EntryModule = typeof EntryServer;

const DEV = process.env.NODE_ENV === "development";
const SHUTDOWN_GRACE_MS = 9_000;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";

/**
 * The visitor's address, for rate limits and sessions. Express's req.ip: the socket's address, or with
 * `trust proxy` (TRUST_PROXY, ADR 033) the right-most X-Forwarded-For address that is not a trusted proxy.
 * Untrusted, a client's X-Forwarded-For is ignored.
 */
function clientIp(req: ExpressRequest): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}

/**
 * Behind a trusted proxy, every request's URL has PUBLIC_URL's origin (ADR 033): React Router compares it with
 * the Origin header of every action, and Better Auth trusts only that origin. @react-router/express builds the
 * URL from req.protocol, req.hostname and the port of X-Forwarded-Host, or of Host when that has none (so
 * https://stilla.se behind a proxy that sends `Host: 127.0.0.1:3000` would get port 3000): all are pinned here,
 * whatever Host or X-Forwarded-* the proxy (or a client that reached the port directly) sent.
 */
function pinOrigin(req: ExpressRequest, origin: URL): void {
  const own = (name: string, value: string) => Object.defineProperty(req, name, { value, configurable: true, enumerable: true });
  own("protocol", origin.protocol.slice(0, -1));
  own("hostname", origin.hostname);
  own("host", origin.host);
  req.headers.host = origin.host;
  req.headers["x-forwarded-host"] = origin.host;
  req.headers["x-forwarded-proto"] = origin.protocol.slice(0, -1);
}

/** The origin this request's URL gets: PUBLIC_URL's behind a trusted proxy (pinned), else the socket's protocol and Host. */
function requestOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.host ?? "localhost"}`;
}

function csp(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${DEV ? " 'unsafe-inline'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src 'self'${DEV ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

async function main() {
  const app = express();
  app.disable("x-powered-by");
  // Until the configuration is read: trust no proxy (TRUST_PROXY, below).
  app.set("trust proxy", false);

  let loadBuild: () => Promise<ServerBuild>;
  if (DEV) {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(devServer.middlewares);
    loadBuild = () => devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const buildPath = path.resolve(BUILD_DIR, "server/index.js");
    const build = (await import(buildPath)) as ServerBuild;
    loadBuild = async () => build;
  }
  const entry = (await loadBuild()).entry.module as unknown as EntryModule;

  let env: ReturnType<EntryModule["parseEnv"]>;
  try {
    env = entry.parseEnv();
  } catch (err) {
    console.error(err instanceof entry.ConfigError ? err.message : err);
    process.exit(1);
  }
  const https = env.publicUrl.startsWith("https://");

  // Behind a reverse proxy (ADR 033): believe X-Forwarded-For only from the proxies TRUST_PROXY names, and
  // give every request PUBLIC_URL's origin. Without TRUST_PROXY, forwarded headers are ignored entirely.
  app.set("trust proxy", env.trustProxy);
  if (env.trustProxy !== false) {
    const origin = new URL(env.publicUrl);
    app.use((req, _res, next) => {
      pinOrigin(req, origin);
      next();
    });
  }

  app.use(compression());

  // Security headers on every response; the CSP nonce is fresh per request.
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", csp(nonce, https));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  });

  app.get("/healthz", async (_req, res) => {
    if (!entry.isReady()) {
      res.status(503).json({ status: "starting" });
      return;
    }
    try {
      await entry.services().database.db.execute("select 1" as never);
      res.json({ status: "ok", database: entry.services().database.kind });
    } catch (err) {
      res.status(503).json({ status: "database unavailable", error: String((err as Error).message) });
    }
  });

  if (!DEV) {
    // Hashed build assets never change: cache them for a year. Other public files for an hour.
    app.use("/assets", express.static(path.join(BUILD_DIR, "client/assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(path.join(BUILD_DIR, "client"), { maxAge: "1h", index: false }));
  }

  // Better Auth's own endpoints (password-reset links land here), behind the gate like every API.
  app.all("/api/auth/{*rest}", (req, res) => {
    if (!entry.isReady()) {
      res.status(503).end();
      return;
    }
    const s = entry.services();
    const origin = requestOrigin(req);
    const request = new Request(`${origin}${req.originalUrl}`, { headers: req.headers as Record<string, string> });
    if (!entry.hasGateAccess(s.gate, request, Date.now())) {
      res.status(403).json({ error: "Lösenordsskyddad sida" });
      return;
    }
    // Better Auth reads the client's address from x-forwarded-for, and toNodeHandler builds its request URL from
    // x-forwarded-proto and Host: replace whatever the client sent with what this server decided (ADR 033).
    const url = new URL(origin);
    req.headers["x-forwarded-for"] = clientIp(req);
    req.headers["x-forwarded-proto"] = url.protocol.slice(0, -1);
    req.headers.host = url.host;
    delete req.headers["x-forwarded-host"];
    return toNodeHandler(s.auth)(req, res);
  });

  app.all(
    "{*splat}",
    createRequestHandler({
      build: loadBuild,
      mode: DEV ? "development" : "production",
      getLoadContext: (req: ExpressRequest, res) =>
        entry.createLoadContext({ nonce: String(res.locals.nonce), clientIp: clientIp(req) }),
    }),
  );

  const server: Server = app.listen(env.port, env.host, () => {
    console.log(`Stilla listens on ${env.publicUrl} (port ${env.port})`);
  });
  // Idle keep-alive connections stay open a minute: a client that reuses a connection just as the server
  // closes it gets a reset on its request (seen from the e2e tests' request client after a 5 s pause). A reverse
  // proxy's upstream idle timeout should be shorter than this. SIGTERM still closes idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  // The owner's daily order summary (ADR 013): checked once a minute beside the mail retries, stopped at SIGTERM.
  let summaries: ReturnType<EntryModule["startDailySummaries"]> | null = null;

  // Start the database while already answering /healthz with 503.
  entry
    .bootstrap(env)
    .then((s) => {
      console.log(`Database ready (${s.database.kind}${s.database.kind === "pglite" ? ` in ${env.dataDir}` : ""}).`);
      console.log(
        env.trustProxy === false
          ? `Reverse proxy: none trusted (TRUST_PROXY unset)${https ? "; behind a TLS-terminating proxy, set TRUST_PROXY" : ""}.`
          : `Reverse proxy: trusting ${Array.isArray(env.trustProxy) ? env.trustProxy.join(", ") : `${env.trustProxy} hop(s)`}; requests have the origin ${new URL(env.publicUrl).origin}.`,
      );
      if (env.sitePassword === null) console.log("Site password gate: off (SITE_PASSWORD is empty).");
      else if (env.sitePasswordIsDefault)
        console.log(`Site password gate: on, development password "${env.sitePassword}" (set SITE_PASSWORD to change it).`);
      else console.log("Site password gate: on.");
      console.log(`E-mail: ${env.smtpUrl ? "SMTP and outbox" : "outbox only (SMTP_URL unset)"}.`);
      for (const line of entry.adminStartLines(s.admin, env.publicUrl)) console.log(line);
      summaries = entry.startDailySummaries({ db: s.db, mailer: s.mailer, publicUrl: env.publicUrl });
      // On PostgreSQL, order changes reach the /orders pages served by every app process (ADR 034).
      if (s.database.kind === "postgres" && env.databaseUrl) entry.startOrderRelay(env.databaseUrl);
      // Mail waiting for a retry, or left by a process that died, is swept from the outbox (ADR 034).
      s.mailer.start();
      // The video tools' worker (ADR 030): resumes unfinished jobs, then polls every half second for due steps.
      console.log(entry.startVideoTools({ db: s.db, env }));
    })
    .catch((err) => {
      console.error(err instanceof entry.DatabaseLockedError ? `Cannot start: ${err.message}` : err);
      server.close();
      process.exit(1);
    });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests…`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; closing remaining connections.");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS - 2_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      entry.closeEventStreams(); // open /orders/events streams end now instead of holding the exit
      server.closeIdleConnections();
    });
    clearTimeout(force);
    try {
      await summaries?.stop();
      await entry.stopVideoTools();
      await entry.stopOrderRelay();
      await entry.shutdown();
      console.log("Database closed. Bye.");
      process.exit(0);
    } catch (err) {
      console.error("Error while closing the database:", err);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
