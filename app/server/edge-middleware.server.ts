/**
 * The root route's first middleware (ADR 058): the part of the HTTP edge that needs the request's body or React
 * Router's answer, run through React Router's documented middleware instead of a hand-made Fetch request in server.ts.
 *
 * - A form sent to a route has its body read (a capped copy) and checked before any action reads it (ADR 031):
 *   over the limit → 413, a body that does not parse or has NUL in a field → 400, answered with the shop's Swedish
 *   page or line; nothing else runs.
 * - Bench mode (STILLA_COUNT_SQL): the statements the request sent, as X-Sql-Statements.
 * - The response cache (ADR 047) is offered the answer, when server.ts found the request cacheable.
 */
import type { MiddlewareFunction } from "react-router";
import { requestInfoContext } from "./context.server";
import { checkRequestBody, refusalResponse } from "./request-guard.server";
import { sqlStatementsSoFar } from "./sql-count.server";

export const edgeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const info = context.get(requestInfoContext);
  if (info.formBody) {
    const refusal = await checkRequestBody(request, info.formBody);
    if (refusal) return refusalResponse(request, refusal, info.stylesheets ?? []);
  }
  const response = await next();
  const statements = sqlStatementsSoFar();
  if (statements !== null) response.headers.set("X-Sql-Statements", String(statements));
  return info.keep ? info.keep(response) : response;
};
