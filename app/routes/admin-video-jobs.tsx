import type { Route } from "./+types/admin-video-jobs";
import { listVideoJobs } from "~/server/video/video-jobs.server";
import { services } from "~/server/runtime.server";

/**
 * /admin/video-jobs?source=generator|hero (or all): the jobs as JSON, read by the video pages every 2 s while a job runs
 * (spec §4). Under the admin layout, so its guard applies.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const param = url.searchParams.get("source");
  const source = param === "generator" || param === "hero" ? param : undefined;
  const jobs = await listVideoJobs(services().db, { source });
  return Response.json({ jobs }, { headers: { "Cache-Control": "no-store" } });
}
