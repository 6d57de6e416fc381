/**
 * The HTTP entry: static files, security headers, the edge's header checks, /healthz, the Better Auth handler, the
 * response cache's hits and React Router through its Express adapter (`@react-router/express`, ADR 058).
 * Everything that touches the database comes through the server build (one module graph).
 */
import "./server-mode.js";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import type { ServerBuild } from "react-router";
import { drainOnClose } from "./app/server/http-drain.server";
import { opensByPrivateLink } from "./app/server/order-links.server";

import type * as EntryServer from "./app/entry.server";

type EntryModule = typeof EntryServer;
type RequestInfo = Parameters<EntryModule["createLoadContext"]>[0];
type FormBodyCheck = NonNullable<RequestInfo["formBody"]>;

const DEV = process.env.NODE_ENV === "development";
const SHUTDOWN_GRACE_MS = 9_000;
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
/** The response cache's memory (ADR 047): the kept pages' and data answers' bytes. */
const RESPONSE_CACHE_BYTES = 16 * 1024 * 1024;

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

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The origin this request's URL gets: PUBLIC_URL's behind a trusted proxy (pinned), else the socket's protocol and Host. */
function requestOrigin(req: ExpressRequest): string {
  return `${req.protocol}://${req.host ?? "localhost"}`;
}

function csp(nonce: string, https: boolean, formTargets: readonly string[] = []): string {
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
    // A payment provider's hosted page is where "Slutför köp" may redirect (ADR 075).
    `form-action 'self'${formTargets.map((t) => ` ${t}`).join("")}`,
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
  const formTargets = entry.paymentFormTargets(env);
  const guard = entry.requestGuard;
  const origins = guard.allowedOrigins(env.publicUrl, env.port);
  // The shop's stylesheet, for the error page of a request refused before React Router (ADR 031).
  const stylesheets = DEV ? [] : ((await loadBuild()).assets.routes.root?.css ?? []);

  /** Answers a refused request: the Swedish page (or a line of text), one log line, never a stack. */
  const refuse = (req: ExpressRequest, res: ExpressResponse, refusal: { status: 400 | 403 | 405 | 411 | 413; reason: string }) => {
    console.warn(guard.refusalLogLine(req.method, req.originalUrl, refusal));
    // A body left unread (413, or a refusal before reading) is read on and thrown away, never buffered, so the
    // client, still sending, gets to see the answer; past DISCARD_LIMIT the connection is cut instead.
    if (!req.complete) {
      let discarded = 0;
      req.on("data", (chunk: Buffer) => {
        discarded += chunk.length;
        if (discarded > guard.DISCARD_LIMIT) req.socket.destroy();
      });
      req.resume();
    }
    const answer = guard.refusalAnswer(refusal, { method: req.method, accept: req.headers.accept }, stylesheets);
    res.status(answer.status).set(answer.headers).send(answer.body);
  };

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
    res.setHeader("Content-Security-Policy", csp(nonce, https, formTargets));
    res.setHeader("X-Content-Type-Options", "nosniff");
    // A guest's order opened by its private link sends no referrer, so its token never leaves with a link (ADR 065).
    res.setHeader("Referrer-Policy", opensByPrivateLink(req.originalUrl) ? "no-referrer" : "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  });

  // A payment provider's webhook (ADR 075): outside the gate and the form checks (the provider sends JSON and no
  // Origin), its raw body handed to the provider, which believes nothing before its signature checks out.
  app.post("/webhooks/:provider", express.raw({ type: () => true, limit: "512kb" }), async (req, res, next) => {
    try {
      if (!entry.isReady()) {
        res.status(503).send("starting");
        return;
      }
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await entry.handlePaymentWebhook(String(req.params.provider), body, req.headers);
      res.status(answer.status).type(answer.type).send(answer.body);
    } catch (err) {
      next(err);
    }
  });

  // The edge checks (ADR 031), before Better Auth and React Router: method, URL bytes, and for every state-changing
  // request its origin, its body's type and its declared size. A form's body itself (its actual size, chunked too,
  // and its fields' bytes) is checked by the root middleware before any action reads it (ADR 058): what it checks
  // goes to React Router's context in res.locals.formBody.
  app.use(async (req, res, next) => {
    try {
      const bad = guard.checkMethod(req.method) ?? guard.checkUrl(req.originalUrl);
      if (bad) return refuse(req, res, bad);
      if (!guard.isStateChanging(req.method)) return next();
      const pathname = req.originalUrl.split("?")[0]!;
      // The origin of every state-changing request, /api/auth's too: Better Auth checks its trusted origins only on
      // requests that carry cookies, so a cookieless sign-up from another site would pass it (issue #32).
      const foreign = guard.checkOrigin(req.headers, origins);
      if (foreign) return refuse(req, res, foreign);
      let limit = guard.bodyLimit(pathname);
      // The photo upload's room is an admin's only: anyone else gets the form limit, before a byte is read (issue #32).
      if (limit > guard.FORM_BODY_LIMIT && !(await entry.isAdminRequest(req.headers))) limit = guard.FORM_BODY_LIMIT;
      const declared = guard.checkDeclaredLength(req.headers["content-length"], limit);
      if (guard.isAuthApi(pathname)) {
        // Better Auth reads its own JSON bodies: here only the size, declared up front.
        if (declared) return refuse(req, res, declared);
        if (req.headers["content-length"] === undefined && req.headers["transfer-encoding"] !== undefined) {
          return refuse(req, res, { status: 411, reason: "chunked body to /api/auth" });
        }
        return next();
      }
      const type = guard.checkFormContentType(req.headers["content-type"]);
      if ("status" in type) return refuse(req, res, type);
      if (declared) return refuse(req, res, declared);
      res.locals.formBody = { kind: type.kind, limit } satisfies FormBodyCheck;
      next();
    } catch (err) {
      next(err);
    }
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
    // The rest of build/client is fixed at build time: only a path that names one of its files goes to the disk,
    // so a page request costs no stat() (issue #17).
    const clientDir = path.join(BUILD_DIR, "client");
    const publicFiles = new Set(
      readdirSync(clientDir, { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile())
        .map((f) => `/${path.relative(clientDir, path.join(f.parentPath, f.name)).split(path.sep).join("/")}`),
    );
    const servePublic = express.static(clientDir, { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicFiles.has(safeDecode(req.path)) ? servePublic(req, res, next) : next()));
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

  // Answers for visitors without a session or cart, kept in front of React Router (ADR 047). Its own switch:
  // STILLA_RESPONSE_CACHE=0 turns it off; always off in development (the build changes under it).
  // STILLA_RESPONSE_CACHE_TTL_MS: how long an answer may be kept, never past a whole minute (default 1 s: what
  // loaders read from the clock is never later than that; the server test keeps answers longer, to see that a
  // change, not the clock, renews them).
  const ttl = Number(process.env.STILLA_RESPONSE_CACHE_TTL_MS ?? 1_000);
  const responseCache =
    DEV || process.env.STILLA_RESPONSE_CACHE === "0" || !(ttl > 0) ? null : new entry.ResponseCache(RESPONSE_CACHE_BYTES, ttl);
  const offBecause = DEV ? "development" : process.env.STILLA_RESPONSE_CACHE === "0" ? "STILLA_RESPONSE_CACHE=0" : "STILLA_RESPONSE_CACHE_TTL_MS";
  console.log(
    responseCache === null
      ? `Response cache: off (${offBecause}).`
      : `Response cache: on, answers kept up to ${ttl} ms${process.env.STILLA_CATALOGUE_CACHE === "0" ? "; it keeps nothing while the catalogue cache is off (STILLA_CATALOGUE_CACHE=0)" : ""}.`,
  );
  const countingSql = (await entry.withSqlCount(async () => null))[1] !== null;
  if (responseCache) {
    // A hit is sent from here, without React Router. A miss that may be kept is marked in res.locals.cached, with the
    // key and the catalogue generation it was made under; the root middleware offers React Router's answer.
    app.use((req, res, next) => {
      if (!entry.isReady()) return next();
      const { gate, db } = entry.services();
      const generation = entry.catalogueGeneration(db);
      const arrived = Date.now();
      // The origin part of the key: the protocol and Host, from which @react-router/express makes the URL's origin
      // (X-Forwarded-Host only behind a trusted proxy, where pinOrigin has set both to PUBLIC_URL's).
      const origin = `${req.protocol}://${req.get("host") ?? ""}`;
      const key = entry.responseCacheKey({ method: req.method, url: req.originalUrl, origin, headers: req.headers }, { gate, generation, now: arrived });
      if (key === null || generation === null) return next();
      const hit = responseCache.get(key, arrived);
      if (!hit) {
        res.locals.cached = { key, generation, arrived };
        return next();
      }
      const body = hit.body(String(res.locals.nonce));
      res.status(200);
      for (const [name, value] of hit.headers) res.append(name, value);
      res.setHeader("Content-Length", String(body.length));
      res.setHeader("X-Response-Cache", "hit");
      if (countingSql) res.setHeader("X-Sql-Statements", "0");
      res.end(body);
    });
  }

  // React Router through its Express adapter. app.use, not a "{*splat}" route: Express would decode the path into a
  // parameter nobody reads. In production the build is handed over once: given a function, React Router derives its
  // route tables (flattening and ranking every route) again on every request, as it must for development's reloads
  // (issue #17). Each request's context carries what the root middleware needs (ADR 058).
  const handleRequest = createRequestHandler({
    build: DEV ? loadBuild : await loadBuild(),
    mode: DEV ? "development" : "production",
    getLoadContext(req, res) {
      const nonce = String(res.locals.nonce);
      const info: RequestInfo = { nonce, clientIp: clientIp(req), byScript: req.path.endsWith(".data"), stylesheets };
      if (res.locals.formBody) info.formBody = res.locals.formBody as FormBodyCheck;
      const context = entry.createLoadContext(info);
      const cached = res.locals.cached as { key: string; generation: number; arrived: number } | undefined;
      // Kept only from a GET whose answer went out whole, whose page rendered without an error, and whose catalogue
      // generation did not change while it was made (a change since: the next request makes it anew).
      if (responseCache && cached && req.method === "GET") {
        info.keep = (made) =>
          entry.storable(made)
            ? entry.keepWhileSending(made, (body) => {
                if (entry.failedRender(context) || entry.catalogueGeneration(entry.services().db) !== cached.generation) return;
                responseCache.offer(cached.key, cached.arrived, made, body, nonce);
              })
            : made;
      }
      return context;
    },
  });
  // Bench mode only (STILLA_COUNT_SQL=1): the statements a request sends are counted (the root middleware writes
  // X-Sql-Statements).
  app.use(countingSql ? (req, res, next) => void entry.withSqlCount(() => handleRequest(req, res, next)) : handleRequest);

  // Last: any error that reached Express. One log line and the Swedish page; never Express's page with a stack.
  app.use((err: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const status = typeof (err as { status?: unknown })?.status === "number" ? (err as { status: number }).status : 500;
    if (status >= 400 && status < 500) {
      return refuse(req, res, { status: 400, reason: `client error ${status}: ${String((err as Error)?.message ?? err).slice(0, 120)}` });
    }
    console.error(`[error] 500 ${req.method} ${req.originalUrl.split("?")[0]!.slice(0, 200)}: ${err instanceof Error ? err.message : String(err)}`);
    if (res.headersSent) return res.destroy();
    res.status(500).setHeader("Cache-Control", "no-store");
    res.type("text/plain; charset=utf-8").send("Något gick fel. Försök igen om en liten stund.\n");
  });

  // Express 5 hands a listen error (the port is taken, say) to this callback instead of throwing: without the
  // check the process would print that it listens, start everything else and then end quietly with code 0.
  const server: Server = app.listen(env.port, env.host, (err?: Error) => {
    if (err) {
      const code = (err as NodeJS.ErrnoException).code;
      console.error(
        code === "EADDRINUSE"
          ? `Cannot start: port ${env.port} is already in use (another Stilla, or another program). Stop it or set PORT to a free port.`
          : `Cannot start: cannot listen on ${env.host} port ${env.port}: ${err.message}`,
      );
      process.exit(1);
    }
    console.log(`Stilla listens on ${env.publicUrl} (port ${env.port})`);
  });
  // Idle keep-alive connections stay open a minute: a client that reuses a connection just as the server
  // closes it gets a reset on its request (seen from the e2e tests' request client after a 5 s pause). A reverse
  // proxy's upstream idle timeout should be shorter than this. SIGTERM still closes idle connections at once.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // At SIGTERM every request in progress, and every connection already made, gets its answer; later ones are
  // refused (ADR 039). Started now, so it knows every connection.
  const drain = drainOnClose(server);

  // The owner's daily order summary (ADR 013): checked once a minute beside the mail retries, stopped at SIGTERM.
  let summaries: ReturnType<EntryModule["startDailySummaries"]> | null = null;
  // Expired rate-limit counters are deleted at start and every hour (kept a day, longer than any window).
  let pruning: ReturnType<EntryModule["startRateLimitPruning"]> | null = null;
  let paymentSweep: ReturnType<EntryModule["startProviderPayments"]> | null = null;
  // Back-in-stock mails (ADR 080): once a minute, for stock that came back without the owner (a cancelled order).
  let stockAlerts: ReturnType<EntryModule["startStockAlertSweeps"]> | null = null;
  // The one reminder to a customer who has not said where an owed refund goes (ADR 081): hourly, claimed across processes.
  let payoutReminders: ReturnType<EntryModule["startPayoutReminders"]> | null = null;
  // Booked parcels' tracking (ADR 084): polled with a backoff, claimed across processes; only with a configured carrier.
  let parcelPolls: ReturnType<EntryModule["startParcelPolls"]> | null = null;

  // Start the database while already answering /healthz with 503. A PostgreSQL server that cannot be reached
  // yet (down at boot) is tried again with a growing pause instead of exiting; anything else ends the process.
  const bootstrap = async (attempt = 1): Promise<Awaited<ReturnType<EntryModule["bootstrap"]>>> => {
    try {
      return await entry.bootstrap(env);
    } catch (err) {
      if (!env.databaseUrl || stopping || !entry.isDatabaseUnavailable(err)) throw err;
      const wait = Math.min(500 * 2 ** (attempt - 1), 5_000);
      console.error(`Database unavailable (${(err as Error).message}); trying again in ${wait} ms…`);
      await new Promise((r) => setTimeout(r, wait));
      return bootstrap(attempt + 1);
    }
  };
  bootstrap()
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
      // Example identity values (org.nr, Swish, bankgiro …) still in force: one line naming them (ADR 063).
      void entry.identityStartLine(s.db, env).then((line) => line && console.log(line), (err) => console.error("[identity]", err));
      summaries = entry.startDailySummaries({ db: s.db, mailer: s.mailer, publicUrl: env.publicUrl });
      pruning = entry.startRateLimitPruning(s.db);
      stockAlerts = entry.startStockAlertSweeps({ db: s.db, mailer: s.mailer, publicUrl: env.publicUrl });
      payoutReminders = entry.startPayoutReminders({ db: s.db, mailer: s.mailer, publicUrl: env.publicUrl, secret: env.authSecret });
      // On PostgreSQL, order changes reach the /orders pages served by every app process (ADR 034).
      if (s.database.kind === "postgres" && env.databaseUrl) entry.startOrderRelay(env.databaseUrl);
      // Mail waiting for a retry, or left by a process that died, is swept from the outbox (ADR 034).
      s.mailer.start();
      // The video tools' worker (ADR 030): resumes unfinished jobs, then polls every half second for due steps.
      console.log(entry.startVideoTools({ db: s.db, env }));
      // The payment methods customers can choose here, and the sweep that gives up on payments that never come (ADR 075).
      console.log(entry.paymentStartLine(env));
      // The carrier whose service points checkout offers, or none (ADR 083).
      console.log(entry.carrierStartLine(env));
      paymentSweep = entry.startProviderPayments(env);
      const carrier = entry.configuredCarrier(env);
      console.log(entry.parcelStartLine(carrier));
      parcelPolls = entry.startParcelPolls({ db: s.db, mailer: s.mailer, publicUrl: env.publicUrl, secret: env.authSecret, carrier });
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
    const t0 = Date.now();
    console.log(`${signal}: finishing in-flight requests (${drain.connections} connection(s) open)…`);
    const force = setTimeout(() => {
      console.error("Shutdown took too long; closing remaining connections.");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS - 2_000);
    force.unref();
    const closed = drain.close();
    entry.closeEventStreams(); // open /orders/events streams end now instead of holding the exit
    await closed;
    clearTimeout(force);
    console.log(`HTTP closed after ${Date.now() - t0} ms.`);
    try {
      await summaries?.stop();
      await pruning?.stop();
      await paymentSweep?.stop();
      await stockAlerts?.stop();
      await payoutReminders?.stop();
      await parcelPolls?.stop();
      await entry.stopVideoTools();
      await entry.stopOrderRelay();
      await entry.shutdown();
      console.log(`Database closed after ${Date.now() - t0} ms. Bye.`);
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
