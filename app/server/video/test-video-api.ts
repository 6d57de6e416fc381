/**
 * A real local HTTP server speaking the `http` video provider's protocol (Replicate's shape), for server tests
 * and e2e runs. It listens on 127.0.0.1 on a free port and keeps every request it receives (headers included),
 * so tests can check what the shop sent where.
 *
 *   POST /v1/models/{owner}/{name}/predictions   {"input": {"prompt": "…"}}   (Bearer token required)
 *   GET  /v1/predictions/{id}                                                   (Bearer token required)
 *   GET  /files/…                         the output files (no token needed, like Replicate's file host)
 *   POST /_test/mode  {"mode": …, …}      switches the behaviour from another process (e.g. a Playwright test)
 *
 * The served video is a real MP4 (by default public/videos/hero-1.mp4, ~59 KB), so the shop's poster step can
 * run ffmpeg on what it downloaded.
 */
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

/**
 * - `normal`: `starting` at start, `processing` on each poll until the `pollsToSucceed`-th, then `succeeded`.
 * - `slow`: `processing` for ever.
 * - `failing`: like normal, but ends `failed` with `failureText`; `canceled` ends with Replicate's `canceled`.
 * - `rate-limit-start`: every start answers 429.
 * - `rate-limit-polls`: odd-numbered polls of a prediction (1st, 3rd, …) answer 429; the others progress.
 * - `error-poll`: the first poll of each prediction answers 500; later polls progress as in normal.
 * - `hang-poll`: polls never get an answer (for timeouts).
 * - `malformed-poll`: polls answer 200 with a body that is not JSON.
 * - `unknown-status`: polls answer a status the protocol does not have.
 * In every mode a wrong token answers 401 and an unknown prediction id 404.
 */
export type TestVideoApiMode =
  | "normal"
  | "slow"
  | "failing"
  | "canceled"
  | "rate-limit-start"
  | "rate-limit-polls"
  | "error-poll"
  | "hang-poll"
  | "malformed-poll"
  | "unknown-status";

export interface TestVideoApiSettings {
  mode: TestVideoApiMode;
  /** Successful polls before a prediction ends (default 2: one `processing`, then the end). */
  pollsToSucceed: number;
  /** `list` (default): `output: [url]`; `string`: `output: url`. */
  outputShape: "list" | "string";
  /** The output URL of succeeded predictions; null (default) is this server's real MP4, `/files/video.mp4`. */
  outputUrl: string | null;
  /** Whether polls carry a 0–1 `progress` (Replicate's do not; default false). */
  progress: boolean;
  /** The `error` of failed predictions. */
  failureText: string;
}

export interface TestVideoApiOptions extends Partial<TestVideoApiSettings> {
  /** The token the API accepts (`Authorization: Bearer {token}`). */
  token: string;
  /** The MP4 served as the output (default public/videos/hero-1.mp4). */
  videoFile?: string;
}

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/v1/predictions/abc`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The files under `/files/`: the real MP4 in several dresses, and things that are not a video. */
export type TestVideoFile =
  /** The MP4 as video/mp4 with a Content-Length. */
  | "video.mp4"
  /** The same bytes as video/mp4 sent in chunks without a Content-Length. */
  | "video-chunked.mp4"
  /** The same bytes as application/octet-stream. */
  | "video.bin"
  /** Not an MP4 (an HTML page) but labelled video/mp4. */
  | "fake.mp4"
  /** An HTML page as text/html. */
  | "page.html";

export interface TestVideoApi {
  /** The API's base URL (`http://127.0.0.1:{port}/v1`): the provider's `baseUrl`. */
  url: string;
  /** `http://127.0.0.1:{port}`. */
  origin: string;
  /** The served MP4's bytes (what a downloaded output must equal). */
  video: Buffer;
  /** The absolute URL of a file under `/files/`. */
  fileUrl(file: TestVideoFile): string;
  /** A URL on this server that redirects (302) to `target`. */
  redirectUrl(target: string): string;
  /** Every request received, oldest first (cleared by `reset`). */
  requests: RecordedRequest[];
  /** Switches the behaviour; settings not given keep their value. */
  setMode(mode: TestVideoApiMode, settings?: Partial<Omit<TestVideoApiSettings, "mode">>): void;
  /** Back to the start options; forgets predictions and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

interface StoredPrediction {
  id: string;
  model: string;
  prompt: string;
  createdAt: string;
  /** Every poll received for it, answered or not. */
  polls: number;
  /** Polls answered with a status (these advance it). */
  answered: number;
}

const HERO_CLIP = fileURLToPath(new URL("../../../public/videos/hero-1.mp4", import.meta.url));
const FAKE_PAGE = "<!doctype html><title>Inte en video</title><p>Det här är en webbsida.</p>\n";

export async function startTestVideoApi(options: TestVideoApiOptions): Promise<TestVideoApi> {
  const { token, videoFile = HERO_CLIP, ...initial } = options;
  const video = readFileSync(videoFile);
  const defaults: TestVideoApiSettings = {
    mode: "normal",
    pollsToSucceed: 2,
    outputShape: "list",
    outputUrl: null,
    progress: false,
    failureText: "Modellen kunde inte tolka prompten",
    ...initial,
  };
  let settings: TestVideoApiSettings = { ...defaults };
  const predictions = new Map<string, StoredPrediction>();
  const requests: RecordedRequest[] = [];
  let origin = "";

  const fileUrl = (file: TestVideoFile) => `${origin}/files/${file}`;

  function predictionJson(p: StoredPrediction, status: string, extra: { output?: unknown; error?: string; progress?: number } = {}) {
    return {
      id: p.id,
      model: p.model,
      version: "test",
      input: { prompt: p.prompt },
      logs: "",
      output: extra.output ?? null,
      error: extra.error ?? null,
      status,
      ...(extra.progress === undefined ? {} : { progress: extra.progress }),
      created_at: p.createdAt,
      urls: { get: `${origin}/v1/predictions/${p.id}`, cancel: `${origin}/v1/predictions/${p.id}/cancel` },
    };
  }

  /** The state a prediction shows after its `answered`-th answered poll. */
  function pollAnswer(p: StoredPrediction) {
    const { mode, pollsToSucceed } = settings;
    const progress = (value: number) => (settings.progress ? { progress: value } : {});
    if (mode === "slow" || p.answered < pollsToSucceed) {
      return predictionJson(p, "processing", progress(Math.min(0.99, p.answered / pollsToSucceed)));
    }
    if (mode === "failing") return predictionJson(p, "failed", { error: settings.failureText });
    if (mode === "canceled") return predictionJson(p, "canceled");
    if (mode === "unknown-status") return predictionJson(p, "queued");
    const url = settings.outputUrl ?? fileUrl("video.mp4");
    return predictionJson(p, "succeeded", { output: settings.outputShape === "list" ? [url] : url, ...progress(1) });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const path = url.pathname;

    if (req.method === "POST" && path === "/_test/mode") {
      const { mode, ...rest } = JSON.parse(body || "{}") as Partial<TestVideoApiSettings>;
      if (mode === undefined && Object.keys(rest).length === 0) reset();
      else setMode(mode ?? settings.mode, rest);
      return send(res, 204);
    }

    if (path.startsWith("/files/")) return serveFile(req, res, url);

    if (path.startsWith("/v1/")) {
      if (req.headers.authorization !== `Bearer ${token}`) {
        return sendJson(res, 401, { title: "Unauthenticated", detail: "You did not pass a valid authentication token", status: 401 });
      }
      const start = /^\/v1\/models\/(.+)\/predictions$/.exec(path);
      if (start && req.method === "POST") return startPrediction(res, start[1]!, body);
      const poll = /^\/v1\/predictions\/([^/]+)$/.exec(path);
      if (poll && req.method === "GET") return pollPrediction(res, decodeURIComponent(poll[1]!));
    }
    sendJson(res, 404, { title: "Not found", detail: "Not found.", status: 404 });
  }

  function startPrediction(res: ServerResponse, model: string, body: string): void {
    if (settings.mode === "rate-limit-start") return throttled(res);
    let prompt: unknown;
    try {
      prompt = (JSON.parse(body) as { input?: { prompt?: unknown } }).input?.prompt;
    } catch {
      return sendJson(res, 400, { title: "Bad request", detail: "The request body is not valid JSON.", status: 400 });
    }
    if (typeof prompt !== "string" || prompt.trim() === "") {
      return sendJson(res, 422, {
        title: "Input validation failed",
        detail: "- input.prompt: String length must be greater than or equal to 1",
        status: 422,
        invalid_fields: [{ type: "too_short", field: "input.prompt", description: "String length must be greater than or equal to 1" }],
      });
    }
    const p: StoredPrediction = { id: randomBytes(13).toString("hex"), model, prompt, createdAt: new Date().toISOString(), polls: 0, answered: 0 };
    predictions.set(p.id, p);
    sendJson(res, 201, predictionJson(p, "starting"));
  }

  function pollPrediction(res: ServerResponse, id: string): void {
    const p = predictions.get(id);
    if (!p) return sendJson(res, 404, { title: "Not found", detail: "Not found.", status: 404 });
    p.polls += 1;
    switch (settings.mode) {
      case "hang-poll":
        return; // never answered; close() drops the connection
      case "malformed-poll":
        return send(res, 200, "<html>502 Bad Gateway</html>", "application/json");
      case "rate-limit-polls":
        if (p.polls % 2 === 1) return throttled(res);
        break;
      case "error-poll":
        if (p.polls === 1) return sendJson(res, 500, { title: "Internal server error", detail: "Something went wrong.", status: 500 });
        break;
    }
    p.answered += 1;
    sendJson(res, 200, pollAnswer(p));
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const name = url.pathname.slice("/files/".length);
    if (name === "redirect") {
      const target = url.searchParams.get("to") ?? "";
      res.writeHead(302, { Location: target, "Content-Length": "0" });
      return void res.end();
    }
    const head = req.method === "HEAD";
    switch (name as TestVideoFile) {
      case "video.mp4":
        return send(res, 200, video, "video/mp4", head);
      case "video.bin":
        return send(res, 200, video, "application/octet-stream", head);
      case "fake.mp4":
        return send(res, 200, FAKE_PAGE, "video/mp4", head);
      case "page.html":
        return send(res, 200, FAKE_PAGE, "text/html; charset=utf-8", head);
      case "video-chunked.mp4": {
        // Without a Content-Length Node sends it chunked: the reader only learns the size as bytes arrive.
        res.writeHead(200, { "Content-Type": "video/mp4" });
        if (head) return void res.end();
        for (let i = 0; i < video.length; i += 8192) res.write(video.subarray(i, i + 8192));
        return void res.end();
      }
      default:
        return send(res, 404, "Not found", "text/plain");
    }
  }

  function throttled(res: ServerResponse): void {
    res.setHeader("Retry-After", "1");
    sendJson(res, 429, { title: "Request was throttled.", detail: "Request was throttled. Your rate limit resets in ~1s.", status: 429 });
  }

  function setMode(mode: TestVideoApiMode, rest: Partial<Omit<TestVideoApiSettings, "mode">> = {}): void {
    settings = { ...settings, ...rest, mode };
  }

  function reset(): void {
    settings = { ...defaults };
    predictions.clear();
    requests.length = 0;
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      handle(req, res, body).catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { detail: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v1`,
    origin,
    video,
    fileUrl,
    redirectUrl: (target) => `${origin}/files/redirect?to=${encodeURIComponent(target)}`,
    requests,
    setMode,
    reset,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Hanging polls and keep-alive connections would otherwise hold close() open.
        server.closeAllConnections();
      }),
  };
}

function send(res: ServerResponse, status: number, body: string | Buffer = "", type = "text/plain", headOnly = false): void {
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  res.writeHead(status, { "Content-Type": type, "Content-Length": String(bytes.length) });
  res.end(headOnly ? undefined : bytes);
}

function sendJson(res: ServerResponse, status: number, json: unknown): void {
  send(res, status, JSON.stringify(json), "application/json");
}
