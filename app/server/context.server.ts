/** Per-request values shared between server.ts, middleware, loaders and actions. */
import { createContext } from "react-router";

export interface RequestInfo {
  nonce: string;
  /** The socket's address; client-sent forwarding headers are not trusted. */
  clientIp: string;
}

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: string | null;
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: "", clientIp: "unknown" });
export const userContext = createContext<SessionUser | null>(null);
