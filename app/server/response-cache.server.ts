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
 * Only a 200 answer without Set-Cookie or a private/no-store Cache-Control, whose body was sent to the end (and,
 * for a page, rendered without an error), is stored: its bytes as they went out, collected while they were sent
 * (`keepWhileSending`). A page keeps its CSP nonce per response: the stored bytes are cut at every occurrence of
 * the nonce they were made with, and each response puts its own between the parts. Compression is the
 * `compression` middleware's, per response, as for any other answer.
 */
import type { IncomingHttpHeaders } from "node:http";
import { isbot } from "isbot";
import { CONSENT_COOKIE, readConsent } from "./consent.server";
import { GATE_COOKIE, hasGateAccess, type GateConfig } from "./gate.server";

/** `/`, `/shop`, `/product/:id` and their data routes (`/_root.data` is the data route of `/`). */
const CACHED_PATHS = /^\/(?:_root\.data|shop(?:\.data)?|product\/[A-Za-z0-9-]{1,64}(?:\.data)?)?$/;

/** The cookies whose effect is one of a few states that are part of the key; any other cookie bypasses the cache. */
const KEYED_COOKIES = new Set([GATE_COOKIE, CONSENT_COOKIE]);

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

/** Headers the response cache does not keep: they are per response, or follow from the body it sends. */
const PER_RESPONSE = new Set(["content-length", "content-encoding", "transfer-encoding", "set-cookie", "x-sql-statements", "date"]);

/**
 * A kept answer: its headers (without Content-Length and Content-Encoding) and its body, cut at every occurrence
 * of the CSP nonce of the response it was made for.
 */
export class CachedAnswer {
  private readonly parts: Buffer[];

  constructor(
    readonly headers: [string, string][],
    readonly expires: number,
    body: Buffer,
    nonce: string,
  ) {
    // Pages and data answers are UTF-8 text; a body without the nonce is kept byte for byte.
    this.parts = nonce && body.includes(nonce) ? body.toString("utf8").split(nonce).map((part) => Buffer.from(part, "utf8")) : [body];
  }

  get size(): number {
    return this.parts.reduce((n, part) => n + part.length, 0);
  }

  /** The body for this response, with this response's nonce where the kept one had its own. */
  body(nonce: string): Buffer {
    const glue = Buffer.from(nonce, "utf8");
    return Buffer.concat(this.parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part])));
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
 * The kept answers, least recently used out first past `maxBytes`, each for `ttlMs` from the moment its request
 * arrived, never past the next whole minute.
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
   * loader read the clock), with the whole body that was sent and the nonce it was made with. It expires `ttlMs`
   * later or at the next whole minute, whichever comes first.
   */
  offer(key: string, arrived: number, response: Response, body: Buffer, nonce: string): boolean {
    if (!storable(response)) return false;
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!PER_RESPONSE.has(name.toLowerCase())) headers.push([name, value]);
    const nextMinute = (Math.floor(arrived / 60_000) + 1) * 60_000;
    this.answers.set(key, new CachedAnswer(headers, Math.min(arrived + this.ttlMs, nextMinute), body, nonce));
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

/**
 * `response` with its body also collected as it is sent: `sent` gets the whole body once its last byte went out.
 * A body that is cancelled (the client went away) or fails on the way is not handed over.
 */
export function keepWhileSending(response: Response, sent: (body: Buffer) => void): Response {
  if (!response.body) return response;
  const chunks: Uint8Array[] = [];
  const tap = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      chunks.push(chunk);
      controller.enqueue(chunk);
    },
    flush() {
      sent(Buffer.concat(chunks));
    },
  });
  return new Response(response.body.pipeThrough(tap), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * A map of values that have a size in bytes, least recently used out first once their sizes pass `maxBytes`; a
 * value larger than a quarter of `maxBytes` is not kept.
 */
export class SizedLru<V> {
  private readonly values = new Map<string, V>();
  private size = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.values.delete(key);
    this.values.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (this.sizeOf(value) > this.maxBytes / 4) return;
    const old = this.values.get(key);
    if (old !== undefined) {
      this.size -= this.sizeOf(old);
      this.values.delete(key);
    }
    this.values.set(key, value);
    this.size += this.sizeOf(value);
    for (const [oldest, entry] of this.values) {
      if (this.size <= this.maxBytes) break;
      this.values.delete(oldest);
      this.size -= this.sizeOf(entry);
    }
  }

  get count(): number {
    return this.values.size;
  }
}
