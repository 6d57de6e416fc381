/** Per-request values shared between server.ts, middleware, loaders and actions. */
import { createContext } from "react-router";

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
