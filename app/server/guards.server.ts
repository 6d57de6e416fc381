/** Route guards: requireUser / requireAdmin read the user the root middleware put in context. */
import { data, redirect } from "react-router";
import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { sessionUser } from "./auth.server";
import { userContext, type SessionUser } from "./context.server";
import { isReady, services } from "./runtime.server";

type Ctx = Readonly<RouterContextProvider>;

export function getUser(context: Ctx): SessionUser | null {
  return context.get(userContext);
}

/** Not signed in: to /auth, and back here afterwards. `url`: the page's URL as React Router gives it (no `.data`, no `_routes`). */
export function requireUser(context: Ctx, url: URL): SessionUser {
  const user = getUser(context);
  if (!user) {
    const back = url.pathname + url.search;
    throw redirect(`/auth?redirectTo=${encodeURIComponent(back)}`);
  }
  return user;
}

/** Admin pages answer 404 to everyone else, so they do not reveal themselves. */
export function requireAdmin(context: Ctx): SessionUser {
  const user = getUser(context);
  if (!user || user.role !== "admin") throw data(null, { status: 404 });
  return user;
}

/**
 * Middleware of the pages that show one person's data (/konto, /orders, /orders/:id, the admin area): their answers,
 * pages and `.data` alike, carry `Cache-Control: no-store`, so no browser cache or proxy keeps them (issue #32).
 */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  response.headers.set("Cache-Control", "no-store");
  return response;
};

/**
 * For the HTTP edge (server.ts), before React Router: does this request carry an admin's session? Only an admin may
 * send the product photo upload's large body (issue #32); everyone else gets the form limit.
 */
export async function isAdminRequest(headers: { cookie?: string | undefined }): Promise<boolean> {
  if (!isReady() || !headers.cookie) return false;
  const user = await sessionUser(services().auth, new Headers({ cookie: headers.cookie }));
  return user?.role === "admin";
}
