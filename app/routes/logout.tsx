import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { services } from "~/server/runtime.server";
import { requestInfoContext } from "~/server/context.server";
import { signOut } from "~/server/auth-flows.server";
import { cartClearCookie } from "~/server/carts.server";

export async function action({ request, context }: Route.ActionArgs) {
  const headers = await signOut(services(), request, context.get(requestInfoContext).clientIp);
  // The account keeps its cart; this browser starts a fresh visitor cart.
  headers.append("Set-Cookie", cartClearCookie(services().gate.secure));
  throw redirect("/", { headers });
}

export function loader() {
  throw redirect("/");
}
