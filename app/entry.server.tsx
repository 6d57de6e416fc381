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
import { requestInfoContext, type RequestInfo } from "~/server/context.server";
import { isDatabaseUnavailable } from "~/server/db.server";
import { installClassCheck } from "~/server/class-check.server";

await installClassCheck();

// server.ts reaches the process's services through the server build, so that the app and the
// HTTP entry share one module graph (one database handle).
export { bootstrap, shutdown, isReady, services, adminStartLines } from "~/server/runtime.server";
export { identityStartLine } from "~/server/shop-identity.server";
export { carrierStartLine, configuredCarrier } from "~/server/carriers/carriers.server";
export { parseEnv, ConfigError } from "~/server/env.server";
export { DatabaseLockedError, isDatabaseUnavailable } from "~/server/db.server";
export { hasGateAccess } from "~/server/gate.server";
export { isAdminRequest } from "~/server/guards.server";
export { closeEventStreams, startOrderRelay, stopOrderRelay } from "~/server/order-events.server";
export { startDailySummaries } from "~/server/order-notifications.server";
export { startRateLimitPruning } from "~/server/rate-limit.server";
export { handlePaymentWebhook, paymentFormTargets, paymentStartLine, startProviderPayments } from "~/server/payments/runtime.server";
export { startStockAlertSweeps } from "~/server/stock-alerts.server";
export { startPayoutReminders } from "~/server/refund-payouts.server";
export { parcelStartLine, startParcelPolls } from "~/server/shipments.server";
export { startVideoTools, stopVideoTools } from "~/server/video/video-service.server";
export * as requestGuard from "~/server/request-guard.server";
export { withSqlCount } from "~/server/sql-count.server";
export { catalogueGeneration } from "~/server/catalogue-cache.server";
export { keepWhileSending, ResponseCache, responseCacheKey, storable } from "~/server/response-cache.server";

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

export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (databaseUnavailable.has(context) && response.status >= 500) {
    const headers = new Headers(response.headers);
    headers.set("Retry-After", "5");
    return new Response(response.body, { status: 503, headers });
  }
  return response;
};

/**
 * Requests (by their context) whose page failed to render after its first bytes went out: the status was already
 * sent, so the response cache (ADR 047) asks here before it keeps the page.
 */
const renderFailed = new WeakSet<object>();

export function failedRender(context: object): boolean {
  return renderFailed.has(context);
}

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

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: WHOLE_BOUNDARIES,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) {
          renderFailed.add(loadContext);
          console.error("[app]", error);
        }
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
