import { data, redirect } from "react-router";
import type { Route } from "./+types/consent";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { consentSetCookie } from "~/server/consent.server";
import { services } from "~/server/runtime.server";
import { sentByScript } from "~/server/context.server";

/** POST only: stores the cookie choice. Without JavaScript it returns to the page it came from. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const choice = form.get("choice") === "all" ? "all" : "necessary";
  const headers = { "Set-Cookie": consentSetCookie(choice, services().gate.secure) };
  if (sentByScript(context)) return data({ choice }, { headers });
  throw redirect(safeRedirectPath(String(form.get("redirectTo") ?? "/")), { headers });
}

export function loader() {
  throw data(null, { status: 404 });
}
