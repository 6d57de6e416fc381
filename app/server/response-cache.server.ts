/**
 * Whole answers for visitors without a session or a cart, kept in front of React Router (issue #17, ADR 047).
 *
 * A visitor with no cookie but the site gate's and the cookie consent's gets, for `/`, `/shop`, `/product/:id` and
 * their single-fetch data routes, the same bytes as every other such visitor: the loaders read the catalogue
 * snapshot (ADR 040), the URL, the consent and the clock, nothing of the visitor. So the answer is kept, keyed by
 * everything it can depend on, and sent again without React Router, the loaders, the encoding or the render:
 *
 * - the catalogue's generation (`catalogueGeneration`): every change of a table the snapshot holds gives a new one
 *   (this process's own writes at their commit, another process's at their NOTIFY), so an answer made before a
 *   change is never found after it; no generation (the cache not live: not watched, LISTEN down) means no caching;
 * - the origin and the URL as React Router sees them (path and query; `.data` and `_routes` included);
 * - the consent cookie's state (all / necessary / none), the bot-or-browser mode of the user agent;
 * - and a short lifetime for what the loaders read from the clock (a reduction's start and end, the 30-day lowest
 *   price, the VAT date, the year): `ttlMs` (1 s), and never past the next whole minute. Everything the shop
 *   schedules starts and ends on a whole minute (the admin's reduction times are minutes; Stockholm's days and
 *   years begin on whole UTC hours), so it shows exactly on time; any other time is at most `ttlMs` late.
 *
 * Any other cookie (a session, a cart, anything unknown), an Authorization header, a gate cookie that does not
 * pass the gate (exactly as the gate checks it), or another path or method: not looked up, not stored.
 * Only a 200 answer without Set-Cookie or a private/no-store Cache-Control, made whole by the entry (a memoised page
 * or a complete data answer), is stored. A page keeps its CSP nonce per response: the stored page is the render
 * memo's `MemoPage`, which puts each response's nonce into the HTML and its gzip.
 */
import type { IncomingHttpHeaders } from "node:http";
import { gzipSync } from "node:zlib";
import { isbot } from "isbot";
import { CONSENT_COOKIE, readConsent } from "./consent.server";
import { GATE_COOKIE, hasGateAccess, type GateConfig } from "./gate.server";
import { acceptsGzip, SizedLru, type MemoPage } from "./render-memo.server";

/** `/`, `/shop`, `/product/:id` and their data routes (`/_root.data` is the data route of `/`). */
const CACHED_PATHS = /^\/(?:_root\.data|shop(?:\.data)?|product\/[A-Za-z0-9-]{1,64}(?:\.data)?)?$/;

/** The cookies whose effect is one of a few states that are part of the key; any other cookie bypasses the cache. */
const KEYED_COOKIES = new Set([GATE_COOKIE, CONSENT_COOKIE]);

/** compression()'s and the entry's threshold: a data answer under 1 KB goes out plain. */
const GZIP_THRESHOLD = 1024;

export interface CacheRequest {
  method: string;
  /** Path and query as React Router gets them (Express's `originalUrl`). */
  url: string;
  /** The origin of the URL React Router gets. */
  origin: string;
  headers: IncomingHttpHeaders;
}

/**
 * The cookie header's state, or null when it holds a cookie that is not keyed (or a part that is no cookie, or a
 * keyed cookie twice): such a visitor is not served from the cache.
 */
function keyedCookies(header: string | undefined): { header: string | undefined } | null {
  if (!header) return { header: undefined };
  const seen = new Set<string>();
  for (const part of header.split(";")) {
    if (part.trim() === "") continue;
    const eq = part.indexOf("=");
    if (eq === -1) return null;
    const name = part.slice(0, eq).trim();
    if (!KEYED_COOKIES.has(name) || seen.has(name)) return null;
    seen.add(name);
  }
  return { header };
}

/** The gate's and the consent's own readers take a Request: one that has only this cookie header. */
function cookieRequest(header: string | undefined): Request {
  return { headers: { get: (name: string) => (name.toLowerCase() === "cookie" ? (header ?? null) : null) } } as unknown as Request;
}

/**
 * The key of this request's answer, or null when it must go to React Router without the cache. `generation` is
 * `catalogueGeneration(db)`: null (nothing heard) turns the cache off.
 */
export function responseCacheKey(request: CacheRequest, context: { gate: GateConfig; generation: number | null; now: number }): string | null {
  if (context.generation === null) return null;
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const q = request.url.indexOf("?");
  if (!CACHED_PATHS.test(q === -1 ? request.url : request.url.slice(0, q))) return null;
  if (request.headers.authorization !== undefined) return null;
  const cookies = keyedCookies(request.headers.cookie);
  if (!cookies) return null;
  const asRequest = cookieRequest(cookies.header);
  // A visitor who has not passed the gate is sent to it (a redirect, never stored): not looked up either.
  if (!hasGateAccess(context.gate, asRequest, context.now)) return null;
  const consent = readConsent(asRequest) ?? "none";
  const userAgent = request.headers["user-agent"];
  const mode = userAgent && isbot(userAgent) ? "bot" : "browser";
  return `${context.generation}\n${request.origin}\n${request.url}\n${consent}\n${mode}`;
}

/** What the entry made whole for a response: a memoised page, or a complete data answer's bytes. */
export type WholeAnswer = { page: MemoPage } | { data: Buffer };

/** Headers the response cache does not keep: they are per response, or follow from the body it sends. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "set-cookie", "x-sql-statements", "date"]);

/** A kept answer: its headers (without Content-Length and Content-Encoding) and its body, plain and gzipped. */
export class CachedAnswer {
  private gzipped: Buffer | null = null;

  constructor(
    readonly headers: [string, string][],
    readonly expires: number,
    private readonly whole: WholeAnswer,
  ) {}

  get size(): number {
    return "page" in this.whole ? this.whole.page.size : this.whole.data.length * 2;
  }

  /** The body for this response: a page with its nonce, gzipped when the client takes gzip (data from 1 KB). */
  body(nonce: string, acceptEncoding: string | undefined): { body: Buffer; gzip: boolean } {
    const gzip = acceptsGzip(acceptEncoding ?? null);
    if ("page" in this.whole) return { body: gzip ? this.whole.page.gzip(nonce) : this.whole.page.body(nonce), gzip };
    const data = this.whole.data;
    if (!gzip || data.length < GZIP_THRESHOLD) return { body: data, gzip: false };
    this.gzipped ??= gzipSync(data, { level: 6 });
    return { body: this.gzipped, gzip: true };
  }
}

/** Whether a response may be kept for every visitor of its key: a 200 without a cookie set or a private marker. */
export function storable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control");
  return !(cacheControl && /no-store|private|no-cache/i.test(cacheControl));
}

/**
 * The kept answers, least recently used out first past `maxBytes` (the render memo's SizedLru), each for `ttlMs`
 * from the moment its request arrived, never past the next whole minute.
 */
export class ResponseCache {
  private readonly answers: SizedLru<CachedAnswer>;
  stored = 0;

  constructor(
    maxBytes: number,
    readonly ttlMs = 1_000,
  ) {
    this.answers = new SizedLru<CachedAnswer>(maxBytes, (a) => a.size);
  }

  get(key: string, now: number): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    return answer && answer.expires > now ? answer : undefined;
  }

  /**
   * Keeps `response` under `key` if it may be kept: asked at `arrived` (the lifetime counts from then, before any
   * loader read the clock), with the body the entry made whole. It expires `ttlMs` later or at the next whole
   * minute, whichever comes first.
   */
  offer(key: string, arrived: number, response: Response, whole: WholeAnswer | undefined): boolean {
    if (!whole || !storable(response)) return false;
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!PER_RESPONSE.has(name.toLowerCase())) headers.push([name, value]);
    const nextMinute = (Math.floor(arrived / 60_000) + 1) * 60_000;
    this.answers.set(key, new CachedAnswer(headers, Math.min(arrived + this.ttlMs, nextMinute), whole));
    this.stored++;
    return true;
  }

  get hits(): number {
    return this.answers.hits;
  }

  get count(): number {
    return this.answers.count;
  }
}
