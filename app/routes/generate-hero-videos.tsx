import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/generate-hero-videos";
import { useLiveVideoJobs, VideoJobCard, VideoToolPage } from "~/components/admin/video-tools";
import { buttonClass } from "~/components/ui/button";
import { videoToolsCopy } from "~/content/video-tools";
import { HERO_PROMPTS, isActiveVideoStatus } from "~/domain/video-tools";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";
import { videoAction } from "~/server/video/video-actions.server";
import { listVideoJobs, type VideoJobView } from "~/server/video/video-jobs.server";

const t = videoToolsCopy.hero;

/** A full queue answers 429 with its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** /generate-hero-videos (spec §2): the three fixed hero prompts, started 15 s apart by the server. */
export async function loader() {
  const { db, env } = services();
  return {
    jobs: await listVideoJobs(db, { source: "hero", limit: 60 }),
    billingUrl: env.video.provider === "http" ? env.video.billingUrl : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const result = await videoAction(request, admin, "hero");
  if (result.ok) return result;
  return data(result, { status: result.status, headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined });
}

/** The newest job of each slot (the latest run). */
function latestPerSlot(jobs: VideoJobView[]): (VideoJobView | null)[] {
  return HERO_PROMPTS.map((h) => jobs.find((j) => j.heroSlot === h.slot) ?? null);
}

export default function GenerateHeroVideos({ loaderData, actionData }: Route.ComponentProps) {
  const jobs = useLiveVideoJobs(loaderData.jobs, "hero", actionData?.ok ? actionData.ids : undefined);
  const navigation = useNavigation();
  const slots = latestPerSlot(jobs);
  const running = slots.some((j) => j && isActiveVideoStatus(j.status));
  const started = slots.some(Boolean);
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "hero";

  return (
    <VideoToolPage title={t.title} intro={t.intro}>
      <Form method="post" className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="intent" value="hero" />
        <button type="submit" disabled={running || submitting} className={buttonClass("primary", "w-full sm:w-auto")}>
          {started ? t.restart : t.start}
        </button>
        {running && (
          <p role="status" className="text-sm text-ink-soft">
            {t.running}
          </p>
        )}
      </Form>
      {actionData && !actionData.ok && actionData.message && (
        <p role="alert" className="mt-4 text-sm text-clay">
          {actionData.message}
        </p>
      )}
      {!started && <p className="mt-6 text-ink-soft">{t.noneYet}</p>}
      <ol className="mt-6 grid gap-4 lg:grid-cols-3">
        {HERO_PROMPTS.map((hero, i) => {
          const job = slots[i];
          return (
            <li key={hero.slot}>
              {job ? (
                <VideoJobCard job={job} billingUrl={loaderData.billingUrl} title={hero.title} />
              ) : (
                <article className="rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:p-5">
                  <h2 className="font-serif text-lg">{hero.title}</h2>
                  <p className="mt-1 text-sm text-ink-soft">{hero.prompt}</p>
                </article>
              )}
            </li>
          );
        })}
      </ol>
      {slots.some((j) => j?.status === "succeeded") && (
        <p className="mt-6">
          <Link to="/video-selector" className="font-medium text-indigo underline underline-offset-2">
            {t.toSelector}
          </Link>
        </p>
      )}
    </VideoToolPage>
  );
}
