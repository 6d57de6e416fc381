/**
 * The `http` video provider (issue #14, ADR 030): a hosted prediction API in Replicate's shape.
 *
 *   start: POST {baseUrl}/models/{model}/predictions  {"input": {"prompt": "…"}}  → {id, status, output, error}
 *   poll:  GET  {baseUrl}/predictions/{id}                                           → {id, status, output, error}
 *
 * The finished video is downloaded into the shop's storage (never hot-linked) and checked before it is kept:
 * http(s) only, a size cap, a video content type and the MP4 signature. Every message is Swedish: the worker
 * shows them to the owner.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import {
  PredictionLostError,
  ProviderError,
  ProviderRateLimitError,
  type Prediction,
  type PredictionStatus,
  type VideoProvider,
} from "./provider.server";

export interface HttpProviderOptions {
  /** The API's base URL, e.g. `https://api.replicate.com/v1` (a trailing slash is ignored). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` to the API, and to file URLs only on the API's own origin. */
  token: string;
  /** `owner/name` (or a single name): the path segment(s) after `/models/`. */
  model: string;
  /** Where the owner adds a payment method; carried by ProviderRateLimitError on HTTP 429. */
  billingUrl: string | null;
  /** Writes a JPEG poster for a downloaded video (the integrator passes ffmpeg's makePoster). */
  makePoster: (video: string, poster: string) => Promise<void>;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
  /** The largest video accepted, in bytes (default 200 MiB). */
  maxBytes?: number;
  /** Time allowed for one API request, including reading its answer (default 30 s). */
  timeoutMs?: number;
  /** Time allowed for the whole video download, redirects and body included (default 10 min). */
  downloadTimeoutMs?: number;
}

const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
const MAX_REDIRECTS = 5;
/** Longest provider text (error detail, failure reason) passed on to the owner. */
const MAX_TEXT = 300;

/**
 * Prediction ids go into a URL path: only a conservative alphabet is accepted (Replicate's are lower-case
 * base32), whether the id comes from the API's answer or from the shop's database.
 */
const ID_PATTERN = /^[A-Za-z0-9_-]{1,100}$/;
/** One or two path segments, each starting with a letter or digit (so never `.` or `..`). */
const MODEL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)?$/;

/** The API's statuses; `canceled` is Replicate's and counts as failed for the shop. */
const API_STATUSES: Record<string, PredictionStatus> = {
  starting: "starting",
  processing: "processing",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "failed",
};

export function createHttpProvider(options: HttpProviderOptions): VideoProvider {
  const base = parseBaseUrl(options.baseUrl);
  if (!MODEL_PATTERN.test(options.model)) throw new Error(`Invalid video model ${JSON.stringify(options.model)}: expected owner/name`);
  const baseUrl = base.href.replace(/\/+$/, "");
  const apiOrigin = base.origin;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const downloadTimeoutMs = options.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS;
  const authorization = `Bearer ${options.token}`;

  /** One API call: JSON in and out. `pollId` is set for a poll, where 404 means the prediction is lost. */
  async function callApi(method: "GET" | "POST", path: string, body: unknown, pollId: string | null): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A redirect would carry the token to wherever it points; the API has no reason to send one.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw unreachable(error, timeoutMs, "api");
    }
    if (response.ok) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw malformed();
      }
    }
    throw apiStatusError(response.status, text, pollId, options.billingUrl);
  }

  /** Follows redirects by hand so each hop is checked (http/https) and gets the token only on the API's origin. */
  async function openDownload(url: URL, signal: AbortSignal): Promise<Response> {
    let current = url;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (current.protocol !== "http:" && current.protocol !== "https:") {
        throw new ProviderError("Videotjänsten gav en adress till videon som inte är http eller https");
      }
      // Hosted APIs serve outputs from a file host that needs no token (Replicate: replicate.delivery);
      // sending it there would hand the shop's API key to another server.
      const headers: Record<string, string> = current.origin === apiOrigin ? { Authorization: authorization } : {};
      const response = await fetchImpl(current, { headers, redirect: "manual", signal });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        try {
          current = new URL(location, current);
        } catch {
          throw new ProviderError("Videotjänsten skickade vidare till en ogiltig adress");
        }
        continue;
      }
      return response;
    }
    throw new ProviderError("Nedladdningen av videon skickades vidare för många gånger");
  }

  return {
    name: "http",

    async start(prompt) {
      const json = await callApi("POST", `/models/${options.model}/predictions`, { input: { prompt } }, null);
      return toPrediction(json, null);
    },

    async get(id) {
      if (!ID_PATTERN.test(id)) throw new ProviderError(`Ogiltigt renderings-id ${JSON.stringify(truncate(id, 110))}`);
      const json = await callApi("GET", `/predictions/${encodeURIComponent(id)}`, undefined, id);
      return toPrediction(json, id);
    },

    async fetchOutput(prediction, dest) {
      if (prediction.status !== "succeeded" || !prediction.output) {
        throw new ProviderError("Renderingen är inte klar och har ingen video att hämta");
      }
      let url: URL;
      try {
        url = new URL(prediction.output);
      } catch {
        throw new ProviderError("Videotjänsten gav en ogiltig adress till videon");
      }
      const signal = AbortSignal.timeout(downloadTimeoutMs);
      let response: Response;
      try {
        response = await openDownload(url, signal);
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        throw unreachable(error, downloadTimeoutMs, "download");
      }
      try {
        checkDownloadResponse(response, maxBytes, options.billingUrl);
      } catch (error) {
        await response.body?.cancel().catch(() => {});
        throw error;
      }
      await saveVideo(response, dest.video, maxBytes, downloadTimeoutMs);
      try {
        await options.makePoster(dest.video, dest.poster);
      } catch (cause) {
        // A video without its poster is not kept: a retry starts from a clean slate.
        await rm(dest.video, { force: true });
        const error = new ProviderError("Kunde inte ta fram en affischbild ur videon");
        error.cause = cause;
        throw error;
      }
    },
  };
}

function parseBaseUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid video API URL ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`Invalid video API URL ${JSON.stringify(value)}: http(s) only`);
  if (url.search || url.hash) throw new Error(`Invalid video API URL ${JSON.stringify(value)}: no query or fragment`);
  return url;
}

/** The API's answer as a Prediction; `expectedId` is the polled id (the answer must be about it). */
function toPrediction(json: unknown, expectedId: string | null): Prediction {
  if (!isRecord(json)) throw malformed();
  const { id, status: apiStatus } = json;
  if (typeof id !== "string" || !ID_PATTERN.test(id) || (expectedId !== null && id !== expectedId)) {
    throw new ProviderError("Videotjänsten gav ett ogiltigt renderings-id");
  }
  if (typeof apiStatus !== "string") throw malformed();
  const status = Object.hasOwn(API_STATUSES, apiStatus) ? API_STATUSES[apiStatus] : undefined;
  if (!status) throw new ProviderError(`Videotjänsten gav en okänd status ${JSON.stringify(truncate(apiStatus, 50))}`);

  const progress = typeof json.progress === "number" && json.progress >= 0 && json.progress <= 1 ? json.progress : null;
  let output: string | null = null;
  let error: string | null = null;
  if (status === "succeeded") {
    output = firstOutput(json.output);
    if (!output) throw new ProviderError("Videotjänsten blev klar men gav ingen video");
  } else if (status === "failed") {
    error =
      providerText(json.error) ??
      (apiStatus === "canceled" ? "Renderingen avbröts hos videotjänsten" : "Videotjänsten kunde inte göra videon");
  }
  return { id, status, progress, output, error };
}

/** `output` is a URL or a list whose first entry is the video's URL. */
function firstOutput(output: unknown): string | null {
  const first = Array.isArray(output) ? (output[0] as unknown) : output;
  return typeof first === "string" && first.length > 0 ? first : null;
}

/** Maps a failed API answer to the error the worker acts on. */
function apiStatusError(status: number, body: string, pollId: string | null, billingUrl: string | null): ProviderError {
  if (status === 429) return new ProviderRateLimitError(billingUrl);
  if (status === 401 || status === 403) {
    return new ProviderError(`Videotjänsten nekade åtkomst (HTTP ${status}); kontrollera VIDEO_API_TOKEN`);
  }
  if (status === 404 && pollId !== null) return new PredictionLostError(pollId);
  if (status >= 500) return new ProviderError(`Videotjänsten svarade ${status}; försöker igen`, true);
  if (status >= 300 && status < 400) {
    return new ProviderError(`Videotjänsten svarade med en omdirigering (HTTP ${status}); kontrollera videotjänstens adress`);
  }
  const detail = errorDetail(body);
  return new ProviderError(detail ? `Videotjänsten svarade ${status}: ${detail}` : `Videotjänsten svarade ${status}`);
}

/** Replicate answers errors as `{title, detail, status}`; others use `error`. */
function errorDetail(body: string): string | null {
  try {
    const json = JSON.parse(body) as unknown;
    if (!isRecord(json)) return null;
    return providerText(json.detail) ?? providerText(json.error) ?? providerText(json.title);
  } catch {
    return null;
  }
}

/** A provider's text (or structured error) shortened for the owner's screen. */
function providerText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() ? truncate(value.trim(), MAX_TEXT) : null;
  if (value !== null && typeof value === "object") return truncate(JSON.stringify(value), MAX_TEXT);
  return null;
}

function checkDownloadResponse(response: Response, maxBytes: number, billingUrl: string | null): void {
  const status = response.status;
  if (status === 429) throw new ProviderRateLimitError(billingUrl);
  if (status >= 500) throw new ProviderError(`Videofilen kunde inte hämtas (HTTP ${status}); försöker igen`, true);
  if (status === 404 || status === 410) throw new ProviderError(`Videofilen finns inte längre hos videotjänsten (HTTP ${status})`);
  if (status === 401 || status === 403) throw new ProviderError(`Videotjänsten nekade nedladdningen av videon (HTTP ${status})`);
  if (!response.ok || !response.body) throw new ProviderError(`Videofilen kunde inte hämtas (HTTP ${status})`);

  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!type.startsWith("video/") && type !== "application/octet-stream") {
    throw new ProviderError(`Videotjänsten skickade inte en video (${truncate(type || "okänd typ", 60)})`);
  }
  const length = Number(response.headers.get("content-length"));
  if (Number.isFinite(length) && length > maxBytes) throw tooLarge(maxBytes);
}

/**
 * Streams the body to a temporary file beside `target` and renames it into place only when it is whole, within
 * the cap and starts like an MP4 (an `ftyp` box: bytes 4–7), so a half-written or foreign file is never kept.
 * Network failures while reading are transient; failures of the shop's own disk are reported as such.
 */
async function saveVideo(response: Response, target: string, maxBytes: number, timeoutMs: number): Promise<void> {
  const reader = response.body!.getReader();
  const read = async () => {
    try {
      return await reader.read();
    } catch (error) {
      throw unreachable(error, timeoutMs, "download");
    }
  };
  const temp = join(dirname(target), `.${basename(target)}.${randomBytes(6).toString("hex")}.part`);
  let file: FileHandle | null = null;
  let kept = false;
  try {
    await mkdir(dirname(target), { recursive: true });
    file = await open(temp, "wx");
    let size = 0;
    let head = Buffer.alloc(0);
    for (;;) {
      const { done, value } = await read();
      if (done) break;
      size += value.byteLength;
      // The Content-Length header may be missing or wrong: the cap is enforced on what actually arrives.
      if (size > maxBytes) throw tooLarge(maxBytes);
      if (head.length < 8) {
        head = Buffer.concat([head, value]);
        if (head.length >= 8 && !isMp4(head)) throw notMp4();
      }
      await file.write(value);
    }
    if (head.length < 8) throw notMp4();
    await file.close();
    file = null;
    await rename(temp, target);
    kept = true;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    const code = isRecord(error) && typeof error.code === "string" ? ` (${error.code})` : "";
    const storage = new ProviderError(`Kunde inte spara videon på servern${code}`);
    storage.cause = error;
    throw storage;
  } finally {
    if (!kept) {
      await reader.cancel().catch(() => {});
      await file?.close().catch(() => {});
      await rm(temp, { force: true }).catch(() => {});
    }
  }
}

function isMp4(head: Buffer): boolean {
  return head.subarray(4, 8).toString("latin1") === "ftyp";
}

function tooLarge(maxBytes: number): ProviderError {
  const mib = 1024 * 1024;
  const limit = maxBytes >= mib ? `${Math.floor(maxBytes / mib)} MiB` : `${Math.ceil(maxBytes / 1024)} kB`;
  return new ProviderError(`Videon är för stor (mer än ${limit})`);
}

function notMp4(): ProviderError {
  return new ProviderError("Filen från videotjänsten är ingen MP4-video");
}

function malformed(): ProviderError {
  return new ProviderError("Videotjänsten gav ett svar som inte gick att läsa");
}

/** A network failure or timeout, talking to the API or downloading the video: always worth another try. */
function unreachable(error: unknown, timeoutMs: number, during: "api" | "download"): ProviderError {
  const timedOut = error instanceof Error && error.name === "TimeoutError";
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  let message: string;
  if (during === "api") {
    message = timedOut ? `Videotjänsten svarade inte inom ${seconds} s; försöker igen` : "Kunde inte nå videotjänsten; försöker igen";
  } else {
    message = timedOut ? `Nedladdningen av videon tog mer än ${seconds} s; försöker igen` : "Nedladdningen av videon avbröts; försöker igen";
  }
  const result = new ProviderError(message, true);
  result.cause = error;
  return result;
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
