import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/video-generator";
import { useLiveVideoJobs, VideoJobCard, VideoToolPage } from "~/components/admin/video-tools";
import { useClientValidation } from "~/components/ui/use-client-validation";
import { useToast } from "~/components/ui/toast";
import { buttonClass } from "~/components/ui/button";
import { videoToolsCopy } from "~/content/video-tools";
import { VIDEO_PROMPT_MAX, videoPromptSchema } from "~/domain/video-tools";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { retryAfterHeaders } from "~/server/retry-after.server";
import { videoAction } from "~/server/video/video-actions.server";
import { listVideoJobs } from "~/server/video/video-jobs.server";
import { cn } from "~/lib/cn";

const t = videoToolsCopy.generator;

/** A full queue answers 429 with its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** /video-generator (spec §2): a prompt, 'Generera Video', and the generated videos as the server's jobs have them. */
export async function loader() {
  const { db, env } = services();
  return {
    jobs: await listVideoJobs(db, { source: "generator" }),
    provider: env.video.provider,
    billingUrl: env.video.provider === "http" ? env.video.billingUrl : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const result = await videoAction(request, admin, "generator");
  if (result.ok) return result;
  return data(result, { status: result.status, headers: result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined });
}

export default function VideoGenerator({ loaderData, actionData }: Route.ComponentProps) {
  const jobs = useLiveVideoJobs(loaderData.jobs, "generator", actionData?.ok ? actionData.ids : undefined);
  const toast = useToast();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "generate";
  const formRef = useRef<HTMLFormElement>(null);
  const serverError = actionData && !actionData.ok && actionData.intent === "generate" ? actionData.fields.prompt : undefined;
  const { errors, onSubmit } = useClientValidation(videoPromptSchema, ["prompt"], {
    onInvalid: () => toast({ title: t.promptRequired.title, description: t.promptRequired.description, variant: "error", durationMs: 8_000 }),
  });
  const error = errors?.prompt ?? serverError;

  // A queued prompt clears the field for the next one.
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "generate") formRef.current?.reset();
  }, [actionData]);

  return (
    <VideoToolPage title={t.title} intro={t.intro}>
      <p className="mt-1 text-sm text-ink-soft">{t.provider(loaderData.provider)}</p>
      {loaderData.provider === "local" && (
        <aside aria-labelledby="local-video-title" className="mt-4 max-w-2xl rounded-2xl bg-sage-light/60 p-4 text-sm sm:p-5">
          <h2 id="local-video-title" className="font-serif text-lg">
            {t.localStandIn.title}
          </h2>
          <p className="mt-1">{t.localStandIn.text}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {t.localStandIn.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <p className="mt-2">{t.localStandIn.textNote}</p>
        </aside>
      )}

      <Form ref={formRef} method="post" noValidate onSubmit={onSubmit} className="mt-6 max-w-2xl rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:p-6">
        <input type="hidden" name="intent" value="generate" />
        <label htmlFor="video-prompt" className="block text-sm font-medium">
          {t.promptLabel}
        </label>
        <textarea
          id="video-prompt"
          name="prompt"
          rows={4}
          maxLength={VIDEO_PROMPT_MAX}
          defaultValue={actionData && !actionData.ok ? actionData.prompt : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={`video-prompt-help${error ? " video-prompt-error" : ""}`}
          className={cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", error ? "border-clay" : "border-ink/20")}
        />
        <p id="video-prompt-help" className="mt-1 text-sm text-ink-soft">
          {t.promptHint(VIDEO_PROMPT_MAX)}
        </p>
        {error && (
          <p id="video-prompt-error" className="mt-1 text-sm text-clay">
            {error}
          </p>
        )}
        <button type="submit" disabled={submitting} className={buttonClass("primary", "mt-4 w-full sm:w-auto")}>
          {submitting ? t.submitting : t.submit}
        </button>
      </Form>

      {actionData && !actionData.ok && actionData.intent !== "generate" && actionData.message && (
        <p role="alert" className="mt-4 text-sm text-clay">
          {actionData.message}
        </p>
      )}

      <h2 className="mt-10 text-2xl">{t.listTitle}</h2>
      {jobs.length === 0 ? (
        <p className="mt-3 text-ink-soft">{t.empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 lg:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <VideoJobCard job={job} billingUrl={loaderData.billingUrl} />
            </li>
          ))}
        </ul>
      )}
    </VideoToolPage>
  );
}
