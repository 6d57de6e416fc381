/** Per-request values shared between server.ts, middleware, loaders and actions. */
import { createContext } from "react-router";
import type { FormBodyCheck } from "./request-guard.server";

export interface RequestInfo {
  nonce: string;
  /** The socket's address; client-sent forwarding headers are not trusted. */
  clientIp: string;
  /**
   * Sent by the page's JavaScript: React Router's client asks for a `.data` URL (a fetcher, or a form submitted
   * through React Router), a browser without JavaScript for the page itself. Actions answer the first with data and
   * the second with a redirect (Post/Redirect/Get).
   */
  byScript: boolean;
  /**
   * A form sent to a route: what of its body the root middleware still checks before any action reads it (server.ts
   * checked its headers; ADR 058). Absent for every other request.
   */
  formBody?: FormBodyCheck;
  /** The site's stylesheets, for the page of a refused request. */
  stylesheets?: readonly string[];
  /**
   * The response cache's offer (ADR 047), for a request it may keep the answer of: given the answer React Router
   * made, returns the answer to send (the same, collected as it is sent).
   */
  keep?: (response: Response) => Response;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "unknown", byScript: false });
export const userContext = createContext<SessionUser | null>(null);

/** Whether this request was sent by the page's JavaScript (see `RequestInfo.byScript`). */
export function sentByScript(context: { get: (c: typeof requestInfoContext) => RequestInfo }): boolean {
  return context.get(requestInfoContext).byScript;
}
