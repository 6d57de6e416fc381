import { robotsResponse } from "~/server/seo.server";
import { services } from "~/server/runtime.server";

/** /robots.txt (ADR 069): open to every visitor, gate or not; with the gate on it asks every crawler to stay out. */
export function loader() {
  const { gate, env } = services();
  return robotsResponse({ gated: gate.password !== null, publicUrl: env.publicUrl });
}
