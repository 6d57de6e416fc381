import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  RouterContextProvider,
  ServerRouter,
  type EntryContext,
  type HandleDataRequestFunction,
  type HandleErrorFunction,
} from "react-router";
import { NonceContext } from "~/lib/nonce";
import { rewriteBootHtml, rewriteBootHtmlStream } from "~/lib/boot-scripts.server";
import { acceptsGzip, GzipMemo, MemoPage, readPromptly, RenderMemo, renderKey } from "~/server/render-memo.server";
import { requestInfoContext, type RequestInfo } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db.server";
import { installClassCheck } from "~/server/class-check.server";
import type { WholeAnswer } from "~/server/response-cache.server";

await installClassCheck();

// server.ts reaches the process's services through the server build, so that the app and the
// HTTP entry share one module graph (one database handle).
export { bootstrap, shutdown, isReady, services, adminStartLines } from "~/server/runtime.server";
export { parseEnv, ConfigError } from "~/server/env.server";
export { DatabaseLockedError, isDatabaseUnavailable } from "~/server/db.server";
export { hasGateAccess } from "~/server/gate.server";
export { isAdminRequest } from "~/server/guards.server";
export { closeEventStreams, startOrderRelay, stopOrderRelay } from "~/server/order-events.server";
export { startDailySummaries } from "~/server/order-notifications.server";
export { startRateLimitPruning } from "~/server/rate-limit.server";
export { startVideoTools, stopVideoTools } from "~/server/video/video-service.server";
export * as requestGuard from "~/server/request-guard.server";
export { withSqlCount } from "~/server/sql-count.server";
export { catalogueGeneration } from "~/server/catalogue-cache.server";
export { ResponseCache, responseCacheKey } from "~/server/response-cache.server";

export const streamTimeout = 5_000;

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}

/**
 * Requests (by their context) that failed because the database could not be reached: they answer 503 with
 * Retry-After instead of 500 (issue #15, fault drills F3/F4): the shop is briefly unavailable, not broken, and a
 * client or proxy may try again. Nothing was committed for them.
 */
const databaseUnavailable = new WeakSet<object>();

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (isDatabaseUnavailable(error)) {
    databaseUnavailable.add(context);
    console.error(`[app] database unavailable: ${request.method} ${new URL(request.url).pathname}`);
    return;
  }
  if (request.signal.aborted) return;
  console.error("[app]", error);
};

export const handleDataRequest: HandleDataRequestFunction = (response, { context, request }) => {
  if (databaseUnavailable.has(context) && response.status >= 500) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", "5");
    return new Response(response.body, { status: 503, headers });
  }
  return gzipMemo && request.method === "GET" && response.status === 200 ? wholeDataAnswer(request, response) : response;
};

/**
 * Bodies of responses made whole here (memoised pages, data answers): server.ts writes them with one `end()`
 * instead of piping a web stream (issue #17). A response React Router makes anew (HEAD) is not in here.
 */
const wholeBodies = new WeakMap<Response, Uint8Array>();

export function wholeBody(response: Response): Uint8Array | undefined {
  return wholeBodies.get(response);
}

/**
 * What such a body was made from, for the response cache in server.ts (ADR 047): the memoised page (its nonce put
 * back per response), or the data answer's plain bytes.
 */
const wholeAnswers = new WeakMap<Response, WholeAnswer>();

export function wholeAnswer(response: Response): WholeAnswer | undefined {
  return wholeAnswers.get(response);
}

function whole(body: Uint8Array, init: { status: number; headers: Headers }): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer>, init);
  wholeBodies.set(response, body);
  return response;
}

/** compression()'s threshold: smaller answers go out plain. */
const GZIP_THRESHOLD = 1024;

/**
 * A data answer (turbo-stream) whose encoding is complete at once, as all of ours are (no deferred data), is sent
 * whole: gzipped from the memo by its bytes when the client takes gzip. An answer still streaming after the
 * encoder's first turn (a loader returned a promise) goes on streaming as before.
 */
async function wholeDataAnswer(request: Request, response: Response): Promise<Response> {
  if (!response.body || response.headers.has("Content-Encoding")) return response;
  const read = await readPromptly(response.body);
  if (!Buffer.isBuffer(read)) return new Response(read, { status: response.status, statusText: response.statusText, headers: response.headers });
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  const gzip = read.length >= GZIP_THRESHOLD && acceptsGzip(request.headers.get("accept-encoding"));
  const body = gzip ? gzipMemo!.gzip(read) : read;
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.length));
  const answer = whole(body, { status: response.status, headers });
  wholeAnswers.set(answer, { data: read });
  return answer;
}

/**
 * Pages rendered once for a URL and its loaders' data are served again from memory (ADR 044). STILLA_RENDER_MEMO_MB
 * sets the memory it may use (default 24 MB); 0 turns it off.
 */
const memoMegabytes = Number(process.env.STILLA_RENDER_MEMO_MB ?? 24);
const memo = Number.isFinite(memoMegabytes) && memoMegabytes > 0 ? new RenderMemo(memoMegabytes * 1024 * 1024) : null;
/** gzip of data answers by their bytes (ADR 046); shares STILLA_RENDER_MEMO_MB's switch, a quarter of its size. */
const gzipMemo = memoMegabytes > 0 && Number.isFinite(memoMegabytes) ? new GzipMemo((memoMegabytes * 1024 * 1024) / 4) : null;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  if (databaseUnavailable.has(loadContext) && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "5");
  }
  const userAgent = request.headers.get("user-agent");
  const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
  const app = (
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>
  );

  // A successful GET whose data can be keyed: from the memo, or rendered whole and kept there (ADR 044).
  const handled = routerContext.staticHandlerContext;
  const key =
    memo && (request.method === "GET" || request.method === "HEAD") && responseStatusCode === 200 && !routerContext.isSpaMode && !handled.actionData && !handled.errors
      ? renderKey({ url: request.url, status: responseStatusCode, mode: readyOption, loaderData: handled.loaderData })
      : null;
  if (memo && key) {
    const respond = (page: MemoPage) => {
      const gzip = acceptsGzip(request.headers.get("accept-encoding"));
      const body = gzip ? page.gzip(nonce) : page.body(nonce);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.append("Vary", "Accept-Encoding");
      if (gzip) responseHeaders.set("Content-Encoding", "gzip");
      responseHeaders.set("Content-Length", String(body.length));
      const answer = whole(body, { headers: responseHeaders, status: responseStatusCode });
      wholeAnswers.set(answer, { page });
      return answer;
    };
    const page = memo.get(key);
    if (page) return respond(page);
    return renderWhole(app, nonce).then(({ html, failed }) => {
      const rendered = new MemoPage(html, nonce);
      if (failed) responseStatusCode = 500;
      else memo.set(key, rendered);
      return respond(rendered);
    });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: WHOLE_BOUNDARIES,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body.pipe(rewriteBootHtmlStream()));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error("[app]", error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * React 19.2 outlines a finished `<Suspense>` boundary once the page's first 12.8 KB are written: its HTML goes to a
 * hidden element at the end and an inline script moves it into place. Without JavaScript that content never shows,
 * and the parts hydrated on intent (components/ui/deferred.tsx) sit in such boundaries. Finished boundaries are kept
 * in place; one still waiting for data streams as before.
 */
const WHOLE_BOUNDARIES = Number.POSITIVE_INFINITY;

/** The whole page as one string (a page without streamed data is ready at once): one write, one gzip pass. */
function renderWhole(app: React.ReactElement, nonce: string): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: WHOLE_BOUNDARIES,
      onAllReady() {
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timer);
          resolve({ html: rewriteBootHtml(Buffer.concat(chunks).toString("utf8")), failed });
        });
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error("[app]", error);
      },
    });
  });
}
