import { useEffect, useRef, useState } from "react";
import { Form, NavLink, useNavigation } from "react-router";
import { useToast } from "~/components/ui/toast";
import { buttonClass } from "~/components/ui/button";
import { videoJobCopy, videoStatusLabel, videoToolsCopy } from "~/content/video-tools";
import { isActiveVideoStatus, VIDEO_POLL_INTERVAL_MS, type VideoJobSource, type VideoJobStatus, type VideoJobView } from "~/domain/video-tools";
import { cn } from "~/lib/cn";

const t = videoToolsCopy;
/** Spec §9: the video tools' toasts last 8 s. */
const TOAST_MS = 8_000;

const TOOLS = [
  { to: "/video-generator", label: t.nav.generator },
  { to: "/generate-hero-videos", label: t.nav.hero },
  { to: "/video-gallery", label: t.nav.gallery },
  { to: "/video-selector", label: t.nav.selector },
] as const;

/** The four tools' own navigation, under the admin navigation. */
export function VideoToolsNav() {
  return (
    <nav aria-label={t.nav.label} className="mb-6 border-b border-ink/10">
      <ul className="-mb-px flex flex-wrap gap-x-1 text-sm">
        {TOOLS.map((tool) => (
          <li key={tool.to} className="shrink-0">
            <NavLink
              to={tool.to}
              className={({ isActive }) =>
                cn("inline-block border-b-2 px-3 py-2", isActive ? "border-indigo font-medium text-indigo" : "border-transparent text-ink-soft hover:text-ink")
              }
            >
              {tool.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A video tool's page: the tools' navigation, the heading and the intro, then the tool. */
export function VideoToolPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <section>
      <VideoToolsNav />
      <h1 className="text-3xl">{title}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{intro}</p>
      {children}
    </section>
  );
}

/**
 * The jobs as the server has them, kept current: while any job is under way the page reads
 * /admin/video-jobs every 2 s (spec §4) and tells the owner when a job finishes or fails. The server's worker
 * does the work; leaving the page stops nothing.
 */
const NONE: readonly string[] = [];

export function useLiveVideoJobs(initial: VideoJobView[], source: VideoJobSource, watch: readonly string[] = NONE) {
  const [jobs, setJobs] = useState(initial);
  const toast = useToast();
  const seen = useRef(new Map<string, VideoJobStatus>(initial.map((j) => [j.id, j.status])));
  /** Jobs already announced: a job this page just started may end before the page first sees it running. */
  const told = useRef(new Set<string>());

  // A submitted form reloads the page's data: start from it again.
  useEffect(() => setJobs(initial), [initial]);

  const active = jobs.some((j) => isActiveVideoStatus(j.status));
  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let told = false; // one "could not fetch" toast per run of failures
    const timer = window.setInterval(async () => {
      try {
        const res = await fetch(`/admin/video-jobs?source=${source}`, { headers: { Accept: "application/json" } });
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as { jobs: VideoJobView[] };
        if (cancelled) return;
        told = false;
        setJobs(body.jobs);
      } catch {
        if (cancelled || told) return;
        told = true;
        toast({ title: t.toasts.pollError.title, description: t.toasts.pollError.description, variant: "error", durationMs: TOAST_MS });
      }
    }, VIDEO_POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [active, source, toast]);

  useEffect(() => {
    for (const job of jobs) {
      if (isActiveVideoStatus(job.status)) told.current.delete(job.id); // a retried job is announced again
      const before = seen.current.get(job.id);
      const followed = (before && isActiveVideoStatus(before)) || watch.includes(job.id);
      if (!followed || isActiveVideoStatus(job.status) || told.current.has(job.id)) continue;
      told.current.add(job.id);
      if (job.status === "succeeded") toast({ title: t.toasts.done.title, description: t.toasts.done.description, durationMs: TOAST_MS });
      if (job.status === "failed") {
        const rateLimited = job.errorKind === "rate_limit";
        toast({
          title: t.toasts.failed,
          description: rateLimited ? t.toasts.rateLimited : (job.error ?? videoJobCopy.unexpected),
          variant: "error",
          durationMs: TOAST_MS,
        });
      }
    }
    seen.current = new Map(jobs.map((j) => [j.id, j.status]));
  }, [jobs, toast, watch]);

  return jobs;
}

/** A job's progress: a determinate bar when the provider reports progress, an indeterminate one otherwise. */
export function VideoProgress({ job }: { job: VideoJobView }) {
  const value = job.status === "succeeded" ? 100 : job.status === "queued" ? 0 : job.progress;
  return (
    <div
      role="progressbar"
      aria-label={t.generator.progress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? videoStatusLabel(job.status, job.source) : `${value} %`}
      className="h-2 w-full overflow-hidden rounded-full bg-ink/10"
    >
      {value === null ? (
        <div className="h-full w-1/3 animate-pulse rounded-full bg-indigo/60" />
      ) : (
        <div
          className={cn("h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none", job.status === "failed" ? "bg-clay" : "bg-indigo")}
          style={{ width: `${value}%` }}
        />
      )}
    </div>
  );
}

export function VideoStatusBadge({ job }: { job: VideoJobView }) {
  const tone =
    job.status === "succeeded" ? "bg-sage/25 text-ink" : job.status === "failed" ? "bg-clay/15 text-clay" : "bg-indigo/10 text-indigo";
  return (
    <span data-testid="video-status" className={cn("inline-block rounded-full px-3 py-1 text-xs font-medium", tone)}>
      {videoStatusLabel(job.status, job.source)}
    </span>
  );
}

/** The spec's 429 hint: a link to the provider's billing page. */
export function BillingHint({ billingUrl }: { billingUrl: string | null }) {
  if (!billingUrl) return null;
  return (
    <p className="mt-2 text-sm">
      <a href={billingUrl} target="_blank" rel="noreferrer noopener" className="font-medium text-indigo underline underline-offset-2">
        {t.billingHint}
      </a>
    </p>
  );
}

/** One job: prompt, status, progress, and when finished the player and a download link; a failed one can be retried. */
export function VideoJobCard({ job, billingUrl, title }: { job: VideoJobView; billingUrl: string | null; title?: string }) {
  return (
    <article data-testid="video-job" data-status={job.status} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          {title && <h2 className="font-serif text-lg">{title}</h2>}
          <p className={cn("break-words", title ? "mt-1 text-sm text-ink-soft" : "")}>{job.prompt}</p>
        </div>
        <VideoStatusBadge job={job} />
      </div>
      <div className="mt-3">
        <VideoProgress job={job} />
      </div>
      {job.status === "succeeded" && job.videoUrl && (
        <div className="mt-4">
          <video
            controls
            preload="metadata"
            playsInline
            poster={job.posterUrl ?? undefined}
            src={job.videoUrl}
            aria-label={t.generator.player(job.prompt)}
            width={1280}
            height={720}
            className="aspect-video w-full rounded-xl bg-ink/5"
          />
          <a
            href={job.videoUrl}
            download={`stilla-video-${job.id.slice(0, 8)}.mp4`}
            aria-label={t.generator.downloadLabel(job.prompt)}
            className={buttonClass("secondary", "mt-3 px-4 py-2 text-sm")}
          >
            {t.generator.download}
          </a>
        </div>
      )}
      {job.status === "failed" && (
        <div className="mt-3">
          <p className="text-sm text-clay">{job.error ?? videoJobCopy.unexpected}</p>
          {job.errorKind === "rate_limit" && <BillingHint billingUrl={billingUrl} />}
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="retry" />
            <input type="hidden" name="id" value={job.id} />
            <button type="submit" aria-label={t.generator.retryLabel(job.prompt)} className={buttonClass("secondary", "px-4 py-2 text-sm")}>
              {t.generator.retry}
            </button>
          </Form>
        </div>
      )}
      {job.createdByEmail && <p className="mt-3 text-xs text-ink-soft">{t.generator.startedBy(job.createdByEmail)}</p>}
    </article>
  );
}

/**
 * A choice of videos in the order they were picked, at most `max` (the hero's slide order). Picking one more
 * than `max` is refused and reported through `onTooMany`.
 */
/**
 * The state both hero-choice pages (gallery and selector) share: the videos chosen, in the order picked (after a
 * refused save, the server's echo of what was sent); the refusal shown in the page's alert and as an 8 s toast; and
 * whether the last save went through.
 */
export function useHeroChoice(opts: {
  current: readonly string[];
  actionData: { ok: true } | { ok: false; chosen: string[]; message: string } | undefined;
  max: number;
  tooMany: string;
}) {
  const toast = useToast();
  const navigation = useNavigation();
  const refusedData = opts.actionData && !opts.actionData.ok ? opts.actionData : undefined;
  const [chosen, setChosen] = useState<string[]>([...(refusedData?.chosen ?? opts.current)]);
  const [message, setMessage] = useState<string | null>(null);
  const refuse = (text: string) => {
    setMessage(text);
    toast({ title: text, variant: "error", durationMs: TOAST_MS });
  };
  const toggle = (key: string, on: boolean) => {
    setMessage(null);
    if (!on) return setChosen((c) => c.filter((k) => k !== key));
    if (chosen.includes(key)) return;
    if (chosen.length >= opts.max) return refuse(opts.tooMany);
    setChosen([...chosen, key]);
  };
  return {
    chosen,
    toggle,
    refuse,
    clearMessage: () => setMessage(null),
    /** What the alert shows: this page's own refusal, else the server's. */
    alert: message ?? refusedData?.message ?? null,
    saved: opts.actionData?.ok === true && navigation.state === "idle" && !message,
  };
}

/** One video to choose: a preview the owner can play, and a checkbox named after it. */
export function VideoChoiceCard({
  value,
  name,
  detail,
  src,
  poster,
  checked,
  position,
  onToggle,
}: {
  value: string;
  name: string;
  detail?: string;
  src: string;
  poster: string;
  checked: boolean;
  /** 1-based slide number while chosen. */
  position: number | null;
  onToggle: (on: boolean) => void;
}) {
  const id = `video-${value}`;
  return (
    <div
      data-testid="video-choice"
      className={cn("relative flex h-full flex-col rounded-2xl bg-white p-2 sm:p-3", checked ? "ring-2 ring-indigo" : "ring-1 ring-ink/10")}
    >
      <video controls preload="none" playsInline muted poster={poster} src={src} aria-label={name} width={1280} height={720} className="aspect-video w-full rounded-xl bg-ink/5" />
      {position !== null && (
        <span className="absolute top-3 left-3 rounded-full bg-indigo px-2.5 py-0.5 text-xs font-medium text-white sm:top-4 sm:left-4">
          {videoToolsCopy.selector.order(position)}
        </span>
      )}
      <div className="mt-2 flex items-start gap-2 sm:mt-3 sm:gap-3">
        <input
          id={id}
          type="checkbox"
          name="video"
          value={value}
          checked={checked}
          onChange={(e) => onToggle(e.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-indigo"
        />
        <label htmlFor={id} lang="sv" className="min-w-0 flex-1 cursor-pointer hyphens-auto [overflow-wrap:anywhere]">
          <span className="block text-sm font-medium sm:text-base">{name}</span>
          {detail && <span className="mt-0.5 block text-xs text-ink-soft sm:text-sm">{detail}</span>}
        </label>
      </div>
    </div>
  );
}
