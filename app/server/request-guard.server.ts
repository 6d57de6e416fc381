/**
 * The HTTP edge's checks (ADR 031, ADR 058): the method, the URL's bytes, the origin of every state-changing request,
 * the body's type and declared size (server.ts, from the headers, before Better Auth and React Router), and the
 * body's actual size and its form fields' bytes (`checkRequestBody`, from the root middleware, before any action
 * reads the body). A refused request gets a short Swedish page (or text) and one log line; it never reaches a
 * loader or action.
 *
 * Everything here but `readBodyCapped`, `discardRest` and `checkRequestBody` is pure.
 */
import { MAX_IMAGE_BYTES } from "./product-images.server";

/** Form bodies (url-encoded, or multipart without a file) above this size are refused with 413. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** The product photo upload: the photo plus room for the form's other fields (app/routes/admin-product.tsx). */
export const UPLOAD_BODY_LIMIT = MAX_IMAGE_BYTES + FORM_BODY_LIMIT;

/** After a refusal, at most this much of the unread body is read and thrown away before the connection is cut. */
export const DISCARD_LIMIT = 16 * 1024 * 1024;

/** Methods the shop answers; anything else (TRACE, CONNECT, OPTIONS, WebDAV …) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type Refusal = { status: 400 | 403 | 405 | 411 | 413; reason: string };

export const refusalCopy = {
  title: { 400: "Felaktig förfrågan", 403: "Förfrågan nekades", 405: "Metoden stöds inte", 411: "Felaktig förfrågan", 413: "För mycket data" },
  text: {
    400: "Förfrågan kunde inte läsas. Kontrollera adressen eller formuläret och försök igen.",
    403: "Formuläret skickades från en annan webbplats och togs inte emot. Gå till butiken och försök igen därifrån.",
    405: "Den här sortens förfrågan tar butiken inte emot.",
    411: "Förfrågan saknar uppgift om sin storlek.",
    413: "Det som skickades var för stort. Ett formulär får vara högst 64 kB, en produktbild högst 8 MB.",
  },
  home: "Till startsidan",
} as const;

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

export function checkMethod(method: string): Refusal | null {
  return (ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase()) ? null : { status: 405, reason: "method not allowed" };
}

/**
 * The raw request target (path and query, as sent): a path with no control byte, raw or percent-encoded, whose
 * percent-escapes decode ("/product/%" does not), and a query without NUL (other escapes in a query are the
 * routes' to judge: URLSearchParams reads a stray "%" as itself).
 */
export function checkUrl(rawUrl: string): Refusal | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(rawUrl) || /%00/.test(rawUrl)) return { status: 400, reason: "control character in URL" };
  if (!rawUrl.startsWith("/")) return { status: 400, reason: "not a path" };
  const q = rawUrl.indexOf("?");
  const path = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (/%(0[0-9a-f]|1[0-9a-f]|7f)/i.test(path)) return { status: 400, reason: "control character in URL" };
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return { status: 400, reason: "malformed percent-encoding" };
  }
  // (The decoded path is used, so that a bundler cannot drop the decoding as side-effect free.)
  return decoded.includes("\0") ? { status: 400, reason: "control character in URL" } : null;
}

/** Better Auth's endpoints check their own origins and read JSON (ADR 003); only the size rules reach them. */
export function isAuthApi(pathname: string): boolean {
  return pathname === "/api/auth" || pathname.startsWith("/api/auth/");
}

/** The origins the shop accepts forms from: PUBLIC_URL's, and localhost/127.0.0.1 on the port (as Better Auth trusts). */
export function allowedOrigins(publicUrl: string, port: number): ReadonlySet<string> {
  return new Set([new URL(publicUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * One origin check for every state-changing request (ADR 031). `Origin` decides when present ("null", from a
 * sandboxed frame or a privacy redirect, is refused); without it the `Referer`'s origin; `Sec-Fetch-Site:
 * cross-site` is refused whatever the rest says. With neither Origin nor Referer the request is let through:
 * every current browser sends Origin on a cross-site POST, so such a request comes from a client that is not a
 * browser (curl, a test's request client), which carries no victim's cookies by accident.
 */
export function checkOrigin(
  headers: { origin?: string | undefined; referer?: string | undefined; "sec-fetch-site"?: string | undefined },
  allowed: ReadonlySet<string>,
): Refusal | null {
  if (headers["sec-fetch-site"]?.toLowerCase() === "cross-site") return { status: 403, reason: "cross-site request" };
  if (headers.origin !== undefined) {
    const origin = originOf(headers.origin);
    return origin && allowed.has(origin) ? null : { status: 403, reason: `foreign origin ${JSON.stringify(headers.origin.slice(0, 100))}` };
  }
  if (headers.referer !== undefined) {
    const origin = originOf(headers.referer);
    return origin && allowed.has(origin) ? null : { status: 403, reason: "foreign referer" };
  }
  return null;
}

export type FormKind = "urlencoded" | "multipart";

/** Form routes take url-encoded forms and multipart forms with a boundary; JSON, text/plain and the rest are refused. */
export function checkFormContentType(contentType: string | undefined): { kind: FormKind } | Refusal {
  const ct = (contentType ?? "").toLowerCase();
  const type = ct.split(";")[0]!.trim();
  if (type === "application/x-www-form-urlencoded") return { kind: "urlencoded" };
  if (type === "multipart/form-data") {
    return /;\s*boundary=("[^"]+"|[^;\s]+)/.test(ct) ? { kind: "multipart" } : { status: 400, reason: "multipart without boundary" };
  }
  return { status: 400, reason: `not a form (${type.slice(0, 60) || "no content type"})` };
}

/** The body limit for a path: the product photo upload gets room for the photo, every other form 64 KiB. */
export function bodyLimit(pathname: string): number {
  return /^\/admin\/products\/[^/]+(\.data)?$/.test(pathname) && pathname !== "/admin/products/ny" ? UPLOAD_BODY_LIMIT : FORM_BODY_LIMIT;
}

/** A declared Content-Length above the limit is refused before a byte is read. */
export function checkDeclaredLength(contentLength: string | undefined, limit: number): Refusal | null {
  if (contentLength === undefined) return null;
  if (!/^\d+$/.test(contentLength)) return { status: 400, reason: "bad content-length" };
  return Number(contentLength) > limit ? { status: 413, reason: `content-length ${contentLength} over ${limit}` } : null;
}

/**
 * Parses the buffered body as the form it says it is and refuses one that does not parse or holds a NUL in a
 * field's name, value or file name (forms never legitimately carry NUL; file contents may).
 */
export async function checkFormBody(body: Buffer, contentType: string, kind: FormKind): Promise<Refusal | null> {
  const nul = { status: 400, reason: "NUL in form field" } as const;
  if (kind === "urlencoded") {
    const text = body.toString("utf8");
    if (text.includes("\0")) return nul;
    for (const [k, v] of new URLSearchParams(text)) if (k.includes("\0") || v.includes("\0")) return nul;
    return null;
  }
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { "content-type": contentType } }).formData();
  } catch {
    return { status: 400, reason: "malformed multipart body" };
  }
  for (const [k, v] of form) {
    if (k.includes("\0")) return nul;
    if (typeof v === "string" ? v.includes("\0") : v.name.includes("\0")) return nul;
  }
  return null;
}

/**
 * Reads a body, counting as it streams in, and stops at `limit`: the rest is never pulled, so never buffered.
 * Resolves the body, or a 413 refusal (the reader is left to the caller, to throw the rest away: `discardRest`).
 */
export async function readBodyCapped(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<Buffer | Refusal> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, total);
    total += value.byteLength;
    if (total > limit) return { status: 413, reason: `body over ${limit} bytes` };
    chunks.push(value);
  }
}

/**
 * After a refusal: the rest of the body is read and thrown away, never kept, so that a client still sending sees the
 * answer instead of a reset; past DISCARD_LIMIT the stream is cancelled, which closes the connection.
 */
export async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let discarded = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
      if (discarded > DISCARD_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to throw away.
  }
}

/** What the root middleware checks of a form's body, as server.ts found it from the headers (ADR 058). */
export interface FormBodyCheck {
  kind: FormKind;
  /** Bytes: FORM_BODY_LIMIT, or UPLOAD_BODY_LIMIT for an admin's photo upload. */
  limit: number;
}

/**
 * The body's checks, before any action reads it (ADR 058): a copy of the request's body (`request.clone()`, the
 * Fetch API's tee) is read up to `check.limit` and parsed as the form it says it is. Within the limit the request's
 * own body still holds every byte for the action; past it, the request's body is cancelled (so nothing more is kept
 * for it) and the rest is read and thrown away in the background. A refusal, or null.
 */
export async function checkRequestBody(request: Request, check: FormBodyCheck): Promise<Refusal | null> {
  const copy = request.clone().body;
  if (!copy) return null;
  const reader = copy.getReader();
  const body = await readBodyCapped(reader, check.limit);
  if (!Buffer.isBuffer(body)) {
    request.body?.cancel().catch(() => undefined);
    void discardRest(reader);
    return body;
  }
  return checkFormBody(body, request.headers.get("content-type") ?? "", check.kind);
}

/** Wants a page (a browser's navigation) rather than data. */
export function wantsHtml(accept: string | undefined): boolean {
  return /text\/html|\*\/\*/.test(accept ?? "") && !/^application\/json/.test(accept ?? "");
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The shop's error page for a refused request: the site's stylesheet, Swedish text, a way home; no script. */
export function refusalPage(status: Refusal["status"], stylesheets: readonly string[]): string {
  const title = refusalCopy.title[status];
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join("");
  return `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title} – Stilla</title>${links}</head><body class="min-h-screen bg-oat text-ink antialiased"><main id="main"><section class="page-narrow py-16"><p class="font-serif text-2xl text-sage">Stilla</p><h1 class="mt-2 text-3xl">${title}</h1><p class="mt-4 text-ink-soft">${refusalCopy.text[status]}</p><a class="mt-8 inline-block underline" href="/">${refusalCopy.home}</a></section></main></body></html>`;
}

/**
 * The whole answer to a refused request: the Swedish page for a browser's page request, else one Swedish line of
 * text; never stored (`no-store`); 405 names the methods the shop takes. server.ts sends it for refusals decided from
 * the headers, the root middleware (`refusalResponse`) for those decided from the body.
 */
export function refusalAnswer(
  refusal: Refusal,
  request: { method: string; accept: string | undefined },
  stylesheets: readonly string[],
): { status: Refusal["status"]; headers: Record<string, string>; body: string } {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (refusal.status === 405) headers.Allow = ALLOWED_METHODS.join(", ");
  if (wantsHtml(request.accept) && request.method.toUpperCase() !== "HEAD") {
    headers["Content-Type"] = "text/html; charset=utf-8";
    return { status: refusal.status, headers, body: refusalPage(refusal.status, stylesheets) };
  }
  headers["Content-Type"] = "text/plain; charset=utf-8";
  return { status: refusal.status, headers, body: `${refusalCopy.title[refusal.status]}: ${refusalCopy.text[refusal.status]}\n` };
}

/** `refusalAnswer` as a Fetch Response, with its log line written. */
export function refusalResponse(request: Request, refusal: Refusal, stylesheets: readonly string[]): Response {
  const url = new URL(request.url);
  console.warn(refusalLogLine(request.method, url.pathname, refusal));
  const answer = refusalAnswer(refusal, { method: request.method, accept: request.headers.get("accept") ?? undefined }, stylesheets);
  return new Response(answer.body, { status: answer.status, headers: answer.headers });
}

/** The one log line for a refused request: method, path (without the query, cut short), reason. Never a stack. */
export function refusalLogLine(method: string, rawUrl: string, refusal: Refusal): string {
  const path = rawUrl.split("?")[0]!.slice(0, 200).replace(/[^\x20-\x7e]/g, "?");
  return `[refused] ${refusal.status} ${method.slice(0, 20).replace(/[^A-Za-z-]/g, "?")} ${path} (${refusal.reason})`;
}
