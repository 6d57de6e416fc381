/** Route guards: requireUser / requireAdmin read the user the root middleware put in context. */
import { data, redirect } from "react-router";
import type { RouterContextProvider } from "react-router";
import { userContext, type SessionUser } from "./context.server";

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
