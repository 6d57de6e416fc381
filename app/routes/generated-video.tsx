import type { Route } from "./+types/generated-video";
import { services } from "~/server/runtime.server";
import { serveVideoFile } from "~/server/video/video-files.server";

/**
 * Generated videos and posters (ADR 030), public like the built-in clips in /videos: the home hero plays them
 * for every visitor. Names are random job ids; ranges let a player seek.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  return serveVideoFile(services().env.video.dir, params.file, request);
}
