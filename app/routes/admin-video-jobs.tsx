import { data } from "react-router";
import type { Route } from "./+types/admin-video-jobs";
import { listVideoJobs } from "~/server/video/video-jobs.server";
import { services } from "~/server/runtime.server";

/**
 * /admin/video-jobs?source=generator|hero: the jobs as JSON, read by the video pages every 2 s while a job runs
 * (spec §4). Under the admin layout, so its guard applies.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const source = new URL(request.url).searchParams.get("source");
  if (source !== "generator" && source !== "hero") return data({ error: "source" }, { status: 400 });
  const jobs = await listVideoJobs(services().db, { source });
  return Response.json({ jobs }, { headers: { "Cache-Control": "no-store" } });
}
