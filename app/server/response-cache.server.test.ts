/**
 * The response cache (ADR 047). First its key and what it keeps, then the real production server (the build, as
 * `npm start` runs it) on a real database: a page kept for anonymous visitors shows an admin's price and stock
 * change on the very next request, in the process that made it and — on PostgreSQL — in a second process on the
 * same database once the NOTIFY arrives; a session, cart or unknown cookie is never served from it; each response
 * has its own CSP nonce, in the header and the page; the headers are those React Router sends.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, App, freePort, gate, Jar, request, signIn, signUp, tempDir, type Answer } from "../../scripts/faults/lib";
import { gateCookieValue, GATE_COOKIE, type GateConfig } from "./gate.server";
import { CATALOGUE_MAX_AGE_MS } from "./catalogue-cache.server";
import { CachedAnswer, keepWhileSending, ResponseCache, responseCacheKey, storable, type CacheRequest } from "./response-cache.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";
import type { Database } from "./db.server";

const gateOn: GateConfig = { password: "lösen", secret: "s".repeat(32), secure: false };
const now = Date.now();
const passed = `${GATE_COOKIE}=${encodeURIComponent(gateCookieValue(gateOn, now))}`;
const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

function keyOf(over: Partial<CacheRequest> & { cookie?: string; ua?: string } = {}, generation: number | null = 7, gate: GateConfig = gateOn) {
  const headers = { "user-agent": over.ua ?? browser, cookie: over.cookie ?? passed, ...over.headers };
  return responseCacheKey({ method: over.method ?? "GET", url: over.url ?? "/shop", origin: over.origin ?? "http://127.0.0.1:3000", headers }, { gate, generation, now });
}

describe("the response cache's key", () => {
  it("is made for /, /shop, /product/:id and their data routes only, for GET and HEAD", () => {
    for (const url of ["/", "/shop", "/shop?sort=price", "/product/sleep", "/product/sleep?anmalt=1", "/_root.data", "/shop.data", "/product/sleep.data?_routes=routes%2Fproduct"]) {
      expect(keyOf({ url }), url).not.toBeNull();
    }
    expect(keyOf({ method: "HEAD" })).not.toBeNull();
    for (const url of ["/cart", "/cart.data", "/checkout", "/konto", "/admin", "/orders", "/newsletter/bekrafta?token=x", "/gate", "/product/a/b", "/product/sleep.json", "/shop/", "//shop", "http://x/shop"]) {
      expect(keyOf({ url }), url).toBeNull();
    }
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) expect(keyOf({ method })).toBeNull();
  });

  it("is not made for a session, a cart, an unknown cookie, an Authorization header or a gate cookie that does not pass", () => {
    expect(keyOf({ cookie: `${passed}; stilla.session_token=abc` })).toBeNull();
    expect(keyOf({ cookie: `__Secure-stilla.session_token=abc; ${passed}` })).toBeNull();
    expect(keyOf({ cookie: `${passed}; stilla_cart=AAAAAAAAAAAAAAAAAAAA` })).toBeNull();
    expect(keyOf({ cookie: `${passed}; _ga=1` })).toBeNull();
    expect(keyOf({ cookie: `${passed}; novalue` })).toBeNull();
    expect(keyOf({ cookie: `${passed}; ${passed}` })).toBeNull();
    expect(keyOf({ headers: { authorization: "Bearer x" } })).toBeNull();
    expect(keyOf({ cookie: "" })).toBeNull(); // the gate is on: no cookie, no key (the gate's redirect)
    expect(keyOf({ cookie: `${GATE_COOKIE}=${encodeURIComponent(`${Math.floor(now / 1000)}.forged`)}` })).toBeNull();
    expect(keyOf({ cookie: passed.replace(/.$/, (c) => (c === "A" ? "B" : "A")) })).toBeNull();
    // A cookie of a gate with another password (SITE_PASSWORD changed) does not pass either.
    expect(keyOf({}, 7, { ...gateOn, password: "annat" })).toBeNull();
    // Gate off: no cookie at all is a visitor like any other.
    expect(keyOf({ cookie: "" }, 7, { ...gateOn, password: null })).not.toBeNull();
  });

  it("is not made while the catalogue's changes are not heard", () => {
    expect(keyOf({}, null)).toBeNull();
  });

  it("differs for every difference the answer can depend on, and only for those", () => {
    const base = keyOf();
    expect(keyOf({ cookie: `${passed}; stilla_consent=all` })).not.toBe(base);
    expect(keyOf({ cookie: `stilla_consent=necessary;${passed}` })).not.toBe(base);
    expect(keyOf({ cookie: `${passed}; stilla_consent=all` })).not.toBe(keyOf({ cookie: `${passed}; stilla_consent=necessary` }));
    // An unknown consent value is no consent, as the root loader reads it.
    expect(keyOf({ cookie: `${passed}; stilla_consent=yes` })).toBe(base);
    expect(keyOf({ ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).not.toBe(base);
    expect(keyOf({}, 8)).not.toBe(base);
    expect(keyOf({ origin: "https://stilla.se" })).not.toBe(base);
    expect(keyOf({ url: "/shop?sort=price" })).not.toBe(base);
    expect(keyOf({ url: "/shop.data" })).not.toBe(base);
    // GET and HEAD share the answer; Accept-Encoding is chosen per response.
    expect(keyOf({ method: "HEAD" })).toBe(base);
    expect(keyOf({ headers: { "accept-encoding": "gzip" } })).toBe(base);
  });
});

describe("what the response cache keeps", () => {
  const ok = (headers: Record<string, string> = {}, status = 200) => new Response(status === 204 ? null : "x", { status, headers });
  it("keeps only a 200 without Set-Cookie or a private marker", () => {
    expect(storable(ok())).toBe(true);
    expect(storable(ok({ "Set-Cookie": "stilla_cart=x; Path=/" }))).toBe(false);
    expect(storable(ok({ "Cache-Control": "no-store" }))).toBe(false);
    expect(storable(ok({ "Cache-Control": "private, max-age=0" }))).toBe(false);
    for (const status of [201, 202, 204, 302, 404, 500, 503]) expect(storable(ok({}, status)), String(status)).toBe(false);
  });

  it("does not keep an answer with Set-Cookie or a private marker", () => {
    const cache = new ResponseCache(1024 * 1024);
    expect(cache.offer("k", now, ok({ "Set-Cookie": "a=b" }), Buffer.from("x"), "")).toBe(false);
    expect(cache.offer("k", now, ok({ "Cache-Control": "private" }), Buffer.from("x"), "")).toBe(false);
    expect(cache.get("k", now)).toBeUndefined();
  });

  it("serves an answer for its lifetime from the request's arrival, never past a whole minute, then no more", () => {
    const cache = new ResponseCache(1024 * 1024, 1_000);
    const at = Date.UTC(2026, 10, 27, 11, 59, 30, 0);
    expect(cache.offer("k", at, ok({ "Content-Type": "text/x-script", "Content-Length": "1", "X-Sql-Statements": "3" }), Buffer.from("x"), "")).toBe(true);
    const kept = cache.get("k", at + 999)!;
    expect(kept.headers).toEqual([["content-type", "text/x-script"]]);
    expect(cache.get("k", at + 1_000)).toBeUndefined();
    // A reduction that starts at noon (the admin sets whole minutes) shows at noon, not up to 1 s later.
    const noon = Date.UTC(2026, 10, 27, 12, 0, 0, 0);
    cache.offer("k", noon - 400, ok(), Buffer.from("x"), "");
    expect(cache.get("k", noon - 1)).toBeDefined();
    expect(cache.get("k", noon)).toBeUndefined();
    // A longer lifetime (the server test's) still ends at the minute.
    const long = new ResponseCache(1024 * 1024, 600_000);
    long.offer("k", noon - 400, ok(), Buffer.from("x"), "");
    expect(long.get("k", noon)).toBeUndefined();
  });

  it("puts each response's nonce into a kept page, wherever the kept one had its own", () => {
    const html = `<script nonce="N0nce">x</script>${"<p>té</p>".repeat(200)}<script nonce="N0nce">y</script>`;
    const kept = new CachedAnswer([], now + 1_000, Buffer.from(html), "N0nce");
    const body = kept.body("other").toString();
    expect(body).toBe(html.replaceAll("N0nce", "other"));
    expect(kept.body("third").toString()).not.toContain("N0nce");
    // A body without the nonce (a data answer) is kept byte for byte.
    const bytes = Buffer.from([0xff, 0xfe, 0x41]);
    expect(new CachedAnswer([], now, bytes, "N0nce").body("other")).toEqual(bytes);
  });

  it("is handed a body only once it was sent to its end", async () => {
    const stream = (parts: string[]) =>
      new ReadableStream<Uint8Array>({
        start(c) {
          for (const p of parts) c.enqueue(new TextEncoder().encode(p));
          c.close();
        },
      });
    const seen: string[] = [];
    const sent = keepWhileSending(new Response(stream(["<p>", "a", "</p>"]), { status: 200, headers: { "Content-Type": "text/html" } }), (b) => seen.push(b.toString()));
    expect(sent.headers.get("content-type")).toBe("text/html");
    expect(await sent.text()).toBe("<p>a</p>");
    expect(seen).toEqual(["<p>a</p>"]);
    // The client went away after the first chunk: nothing is handed over.
    const cut = keepWhileSending(new Response(stream(["<p>", "a", "</p>"])), (b) => seen.push(b.toString()));
    const reader = cut.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect(seen).toHaveLength(1);
  });

  it("is bounded in memory", () => {
    const cache = new ResponseCache(100_000);
    for (let i = 0; i < 100; i++) cache.offer(`k${i}`, now, ok(), Buffer.alloc(5_000), "");
    expect(cache.count).toBeLessThanOrEqual(20);
    expect(cache.get("k99", now)).toBeDefined();
    expect(cache.get("k0", now)).toBeUndefined();
  });
});

// ---------------------------------------------------------------- the real server

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The newest modification time under a folder (tests aside). */
function newest(dir: string): number {
  let t = 0;
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (f.isFile() && !f.name.includes(".test.")) t = Math.max(t, statSync(path.join(f.parentPath, f.name)).mtimeMs);
  }
  return t;
}

/** The production build, made again when any app source is newer (the server test runs what `npm start` runs). */
async function freshBuild() {
  const out = path.join(ROOT, process.env.BUILD_DIR ?? "build", "server/index.js");
  if (existsSync(out) && statSync(out).mtimeMs >= newest(path.join(ROOT, "app"))) return;
  const code = await new Promise<number | null>((resolve) => spawn(process.execPath, ["scripts/build.mjs"], { cwd: ROOT, stdio: "inherit" }).on("close", resolve));
  expect(code).toBe(0);
}

/** A GET as a browser sends it (gzip taken), its body decompressed; the jar takes what is set. */
function get(base: string, url: string, opts: { jar?: Jar; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { "accept-encoding": "gzip", accept: "text/html", "user-agent": browser, ...opts.headers };
  if (opts.jar?.cookies.size) headers.cookie = opts.jar.header();
  return new Promise((resolve, reject) => {
    http
      .get(new URL(url, base), { headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          opts.jar?.take(res.headers["set-cookie"]);
          const raw = Buffer.concat(chunks);
          const body = res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: body.toString("utf8") });
        });
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

const hit = (a: Answer) => a.headers["x-response-cache"] === "hit";
const nonceOf = (a: Answer) => /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))?.[1];
const withoutNonce = (a: Answer) => a.body.replaceAll(nonceOf(a)!, "N");

/** Polls until `ok` holds for the answer of `url`; the ms it took (fails after 3 s). */
async function within(base: string, url: string, jar: Jar, ok: (body: string) => boolean): Promise<number> {
  const t0 = Date.now();
  let last = "";
  while (Date.now() - t0 < 3_000) {
    last = (await get(base, url, { jar })).body;
    if (ok(last)) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 5));
  }
  expect(last.slice(0, 400)).toBe("(the change)");
  return Number.NaN;
}

describe(`the response cache in the production server (${TEST_DB_KIND})`, () => {
  let database: Database | null = null;
  const apps: App[] = [];
  const dirs: string[] = [];
  let visitor: Jar;
  /** A server with STILLA_RESPONSE_CACHE=0: the switch turns the cache off, whatever else is set. */
  let off: App;
  /** How far the servers' clocks are ahead of the real time (ADR 061: they only move forward). */
  let clockOffset = 0;

  /**
   * Kept answers end at every whole minute, and a catalogue generation at most CATALOGUE_MAX_AGE_MS (60 s) after it
   * began. Before a test that expects hits, every server's clock is moved (the test clock, ADR 061) more than 60 s
   * forward, to one second past a whole minute: each server's first request then starts a new generation, and the
   * test has 59 s in which neither the minute nor the generation's age ends what it sees. No test waits for the
   * wall clock.
   */
  async function atMinuteStart() {
    const serverNow = Date.now() + clockOffset;
    clockOffset += (Math.floor((serverNow + CATALOGUE_MAX_AGE_MS) / 60_000) + 1) * 60_000 + 1_000 - serverNow;
    await Promise.all([...apps, off].map((app) => app.setClockOffset(clockOffset)));
  }

  beforeAll(async () => {
    await freshBuild();
    if (TEST_DB_KIND === "postgres") database = await createTestDatabase();
    // On PostgreSQL two app processes on one database (the second started once the first has seeded it). Answers are
    // kept for 10 minutes here instead of 1 s: what a test sees change, the catalogue's generation changed, not the clock.
    // STILLA_RENDER_MEMO_MB=0 was the removed render memo's switch, and silently turned this cache off too (issue
    // #33): the cache has its own switch, and an old setting left in an environment changes nothing.
    const start = async (name: string, env: Record<string, string>) => {
      const dataDir = tempDir(name);
      dirs.push(dataDir);
      const app = new App({ port: await freePort(), dataDir, logFile: path.join(dataDir, "server.log"), databaseUrl: database?.url, testClock: true, env: { RATE_LIMIT_SCALE: "1000", ...env } }).start();
      await app.healthy(180_000);
      return app;
    };
    for (let i = 0; i < (database ? 2 : 1); i++) {
      apps.push(await start(`response-cache-${i}`, { STILLA_RESPONSE_CACHE_TTL_MS: "600000", STILLA_RENDER_MEMO_MB: "0" }));
    }
    off = await start("response-cache-off", { STILLA_RESPONSE_CACHE: "0", STILLA_RESPONSE_CACHE_TTL_MS: "600000" });
    visitor = new Jar();
    await gate(apps[0]!.base, visitor);
    expect([...visitor.cookies.keys()]).toEqual([GATE_COOKIE]);
  }, 900_000);

  afterAll(async () => {
    for (const app of [...apps, off]) {
      if (!app) continue;
      await app.stop();
      app.close();
    }
    await database?.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("serves a visitor who passed the gate from the cache, with the headers React Router sent and a fresh nonce each time", async () => {
    await atMinuteStart();
    const base = apps[0]!.base;
    const first = await get(base, "/shop", { jar: visitor });
    const answers = [await get(base, "/shop", { jar: visitor }), await get(base, "/shop", { jar: visitor })];
    expect(first.status).toBe(200);
    const names = (x: Answer) => Object.keys(x.headers).filter((n) => !["date", "x-response-cache"].includes(n)).sort();
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(hit(a)).toBe(true);
      expect(a.headers["content-encoding"]).toBe("gzip");
      // Every header of the answer made by React Router, the security headers included; only the nonce differs.
      expect(names(a)).toEqual(names(first));
      for (const n of names(a)) if (!["content-security-policy", "content-length"].includes(n)) expect(a.headers[n], n).toEqual(first.headers[n]);
      expect(a.headers["x-frame-options"]).toBe("DENY");
    }
    const all = [first, ...answers];
    const nonces = all.map(nonceOf);
    expect(new Set(nonces).size).toBe(3);
    for (const [i, a] of all.entries()) {
      // The page's scripts carry the nonce of its own CSP header, and no other.
      const inPage = new Set([...a.body.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
      expect(inPage).toEqual(new Set([nonces[i]]));
      expect(withoutNonce(a)).toBe(withoutNonce(first));
    }
    // Without gzip: the same page, plain.
    const plain = await get(base, "/shop", { jar: visitor, headers: { "accept-encoding": "identity" } });
    expect(hit(plain)).toBe(true);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(withoutNonce(plain)).toBe(withoutNonce(first));
    // HEAD: from the same answer, headers only.
    const head = await request(base, "HEAD", "/shop", { jar: visitor, headers: { "accept-encoding": "gzip", "user-agent": browser } });
    expect(head.status).toBe(200);
    expect(hit(head)).toBe(true);
    expect(head.body).toBe("");
    expect(head.headers["content-type"]).toBe(first.headers["content-type"]);
    // A data answer: the same bytes and headers as React Router's.
    const data = [await get(base, "/shop.data", { jar: visitor }), await get(base, "/shop.data", { jar: visitor })];
    expect(data.map(hit)).toEqual([false, true]);
    expect(data[1]!.body).toBe(data[0]!.body);
    expect(names(data[1]!)).toEqual(names(data[0]!));
    expect(data[1]!.headers["content-type"]).toBe(data[0]!.headers["content-type"]);
  });

  it("never serves a session, a cart or an unknown cookie from it, and does not keep a 404", async () => {
    await atMinuteStart();
    const base = apps[0]!.base;
    await get(base, "/", { jar: visitor });
    expect(hit(await get(base, "/", { jar: visitor }))).toBe(true);
    // A cart: its contents in the root's data, every time.
    const shopper = new Jar();
    await gate(base, shopper);
    const added = await request(base, "POST", "/cart", { jar: shopper, form: { intent: "add", productId: "calm", quantity: "2" }, headers: { accept: "text/html", origin: base } });
    expect(added.status).toBe(302);
    expect(shopper.cookies.has("stilla_cart")).toBe(true);
    for (let i = 0; i < 2; i++) {
      const a = await get(base, "/_root.data", { jar: shopper });
      expect(hit(a)).toBe(false);
      expect(a.body).toContain("p:calm");
    }
    // A signed-in customer: never from the cache.
    const customer = await signUp(base, "cache");
    for (let i = 0; i < 2; i++) expect(hit(await get(base, "/", { jar: customer.jar }))).toBe(false);
    // Something unknown besides the gate's cookie.
    const other = new Jar();
    other.cookies.set(GATE_COOKIE, visitor.cookies.get(GATE_COOKIE)!);
    other.cookies.set("_ga", "GA1.1.1");
    for (let i = 0; i < 2; i++) expect(hit(await get(base, "/", { jar: other }))).toBe(false);
    // No gate cookie: the gate, as before.
    expect((await get(base, "/shop")).status).toBe(302);
    // A product that does not exist: 404 each time, never kept.
    for (let i = 0; i < 2; i++) {
      const a = await get(base, "/product/finns-inte", { jar: visitor });
      expect(a.status).toBe(404);
      expect(hit(a)).toBe(false);
    }
    // The consent is part of the key: a visitor who chose gets the page without the banner, kept apart.
    const consented = new Jar();
    consented.cookies.set(GATE_COOKIE, visitor.cookies.get(GATE_COOKIE)!);
    consented.cookies.set("stilla_consent", "all");
    const without = [await get(base, "/product/calm", { jar: visitor }), await get(base, "/product/calm", { jar: visitor })];
    const withChoice = [await get(base, "/product/calm", { jar: consented }), await get(base, "/product/calm", { jar: consented })];
    expect(without.map(hit)).toEqual([false, true]);
    expect(withChoice.map(hit)).toEqual([false, true]);
    expect(withoutNonce(withChoice[1]!)).toBe(withoutNonce(withChoice[0]!));
    expect(withoutNonce(withChoice[1]!)).not.toBe(withoutNonce(without[1]!));
  });

  it("gives a visitor with a cart, a session or a consent choice their own page, never another visitor's", async () => {
    await atMinuteStart();
    const base = apps[0]!.base;
    const pages = ["/", "/shop", "/product/calm"];
    const cartCount = (a: Answer) => /data-testid="cart-count"[^>]*>(\d+)</.exec(a.body)?.[1];
    const banner = (a: Answer) => a.body.includes('action="/consent"');
    const signedIn = (a: Answer) => a.body.includes("Åsa Öberg");
    const anonymous = new Jar();
    await gate(base, anonymous);

    // Visitor A has three teas in the cart and sees 3 on every page, before and after B's pages are kept; B, with
    // no cookie but the gate's, sees 0 from the cache, never A's 3.
    const a = new Jar();
    await gate(base, a);
    const added = await request(base, "POST", "/cart", { jar: a, form: { intent: "add", productId: "calm", quantity: "3" }, headers: { accept: "text/html", origin: base } });
    expect(added.status).toBe(302);
    for (const page of pages) {
      const first = await get(base, page, { jar: a });
      expect([page, first.status, cartCount(first), hit(first)]).toEqual([page, 200, "3", false]);
      const b = [await get(base, page, { jar: anonymous }), await get(base, page, { jar: anonymous })];
      expect(b.map((x) => [page, cartCount(x)])).toEqual([[page, "0"], [page, "0"]]);
      expect(hit(b[1]!), page).toBe(true);
      const again = await get(base, page, { jar: a });
      expect([page, cartCount(again), hit(again)]).toEqual([page, "3", false]);
      expect(cartCount(await get(base, page, { jar: anonymous })), page).toBe("0");
    }

    // A signed-in customer gets their own page (their name in it), not the anonymous one kept a moment ago; the
    // next anonymous visitor gets the kept anonymous page, not the customer's. (A sign-up writes a profile, one of
    // the catalogue's tables: the anonymous pages are made again once.)
    const customer = await signUp(base, "own-page");
    for (const page of pages) {
      await get(base, page, { jar: anonymous });
      const before = await get(base, page, { jar: anonymous });
      expect([page, hit(before), signedIn(before)]).toEqual([page, true, false]);
      for (let i = 0; i < 2; i++) {
        const own = await get(base, page, { jar: customer.jar });
        expect([page, own.status, hit(own), signedIn(own)]).toEqual([page, 200, false, true]);
      }
      const after = await get(base, page, { jar: anonymous });
      expect([page, hit(after), signedIn(after)]).toEqual([page, true, false]);
    }

    // A consent choice: its page has no banner, from the cache too; the no-choice page keeps its banner.
    const chose = new Jar();
    chose.cookies.set(GATE_COOKIE, anonymous.cookies.get(GATE_COOKIE)!);
    chose.cookies.set("stilla_consent", "necessary");
    for (const page of pages) {
      const choice = [await get(base, page, { jar: chose }), await get(base, page, { jar: chose })];
      expect(choice.map((x) => [page, x.status, banner(x)])).toEqual([[page, 200, false], [page, 200, false]]);
      expect(hit(choice[1]!), page).toBe(true);
      const none = await get(base, page, { jar: anonymous });
      expect([page, hit(none), banner(none)]).toEqual([page, true, true]);
    }
  });

  it("is off with STILLA_RESPONSE_CACHE=0", async () => {
    await atMinuteStart();
    const jar = new Jar();
    await gate(off.base, jar);
    for (const page of ["/shop", "/shop.data", "/product/sleep"]) {
      for (let i = 0; i < 3; i++) {
        const a = await get(off.base, page, { jar });
        expect([page, a.status, hit(a)]).toEqual([page, 200, false]);
      }
    }
  });

  it("shows an admin's price and stock change on the very next request (and in a second process once notified)", async () => {
    await atMinuteStart();
    const [a, b] = apps;
    const pages = ["/product/sleep", "/product/sleep.data", "/shop.data"];
    const readers = apps.map((app) => ({ app, jar: new Jar() }));
    for (const r of readers) {
      await gate(r.app.base, r.jar);
      for (const p of pages) {
        await get(r.app.base, p, { jar: r.jar });
        const again = await get(r.app.base, p, { jar: r.jar });
        expect(hit(again), p).toBe(true);
        expect(again.body).not.toContain("33300");
        expect(again.body).not.toContain('"price":"333.00"');
      }
    }
    const admin = await signIn(a!.base, ADMIN.email, ADMIN.password);
    const change = (stock: string) =>
      request(a!.base, "POST", "/admin/products", { jar: admin, form: { productId: "sleep", price: "333", stock }, headers: { accept: "text/html", origin: a!.base } });
    expect((await change("0")).status).toBe(200);
    // The process that saved: at once.
    const html = await get(a!.base, "/product/sleep", { jar: readers[0]!.jar });
    expect(html.body).toContain('"price":"333.00"');
    expect(html.body).toContain("https://schema.org/OutOfStock");
    for (const p of ["/product/sleep.data", "/shop.data"]) {
      const d = await get(a!.base, p, { jar: readers[0]!.jar });
      expect(d.body, p).toContain("33300");
      expect(d.body, p).toContain("out_of_stock");
    }
    // Another process on the same database: as soon as the NOTIFY arrives (milliseconds; 3 s allowed on a loaded machine).
    if (b) {
      const jar = readers[1]!.jar;
      const ms = await within(b.base, "/product/sleep", jar, (body) => body.includes('"price":"333.00"') && body.includes("https://schema.org/OutOfStock"));
      await within(b.base, "/shop.data", jar, (body) => body.includes("33300"));
      console.log(`second process showed the change after ${ms} ms`);
    }
    // A stock change alone, from a page kept after the first change.
    await get(a!.base, "/product/sleep", { jar: readers[0]!.jar });
    expect(hit(await get(a!.base, "/product/sleep", { jar: readers[0]!.jar }))).toBe(true);
    expect((await change("40")).status).toBe(200);
    expect((await get(a!.base, "/product/sleep", { jar: readers[0]!.jar })).body).toContain("https://schema.org/InStock");
  });
});
