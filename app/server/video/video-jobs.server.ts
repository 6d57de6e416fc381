/**
 * Video jobs (ADR 030): one row per video, moved along by a worker that runs in every app process.
 *
 * - A page queues a row (status `queued`, run_after = when it may start) and returns at once.
 * - The worker claims one due row at a time: in a transaction it selects it FOR UPDATE SKIP LOCKED among rows
 *   whose lease is free or expired, and writes its lease (locked_by, locked_until). Then, outside the
 *   transaction, it does ONE step: start the prediction, or poll it once. The step's result is written only
 *   where locked_by is still this worker, and the lease is released. A long step (a download) renews the lease.
 * - So two processes on one PostgreSQL never run one job, a crashed process's job is picked up when its lease
 *   runs out, and a restart resumes every unfinished job from its row.
 * - Polls are 2 s apart, at most 60 per prediction (spec §9); a render lost with its process is started again
 *   (at most 3 attempts in all). A failed job can be retried by the owner.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import {
  HERO_GENERATION_STAGGER_MS,
  HERO_PROMPTS,
  VIDEO_MAX_ATTEMPTS,
  VIDEO_MAX_POLLS,
  VIDEO_POLL_INTERVAL_MS,
  isVideoJobId,
  type VideoErrorKind,
  type VideoJobSource,
  type VideoJobStatus,
  type VideoJobView,
} from "~/domain/video-tools";

export type { VideoJobView };
import { videoJobCopy } from "~/content/video-tools";
import type { Db } from "../db.server";
import { user, videoJob } from "../schema";
import { PredictionLostError, ProviderBusyError, ProviderError, ProviderRateLimitError, type Prediction, type VideoProvider } from "./provider.server";

export type VideoJobRow = typeof videoJob.$inferSelect;

/** Where finished videos live: `<id>.mp4` and `<id>.jpg`, the id being the job's random UUID. */
export const videoFiles = (videoDir: string, id: string) => {
  if (!isVideoJobId(id)) throw new Error(`not a video job id: ${id}`);
  return { video: path.join(videoDir, `${id}.mp4`), poster: path.join(videoDir, `${id}.jpg`) };
};

// ------------------------------------------------------------------ what the pages do

export interface QueueInput {
  prompt: string;
  source: VideoJobSource;
  heroSlot?: number | null;
  createdBy: string | null;
  provider: string;
  runAfter?: Date;
}

export async function queueVideoJob(db: Db, input: QueueInput): Promise<string> {
  const id = randomUUID();
  await db.insert(videoJob).values({
    id,
    prompt: input.prompt,
    source: input.source,
    heroSlot: input.heroSlot ?? null,
    provider: input.provider,
    createdBy: input.createdBy,
    runAfter: input.runAfter ?? new Date(),
  });
  return id;
}

/** The hero generator: its three fixed prompts, 15 s apart (spec §9), the first at once. */
export async function queueHeroBatch(
  db: Db,
  opts: { createdBy: string | null; provider: string; now?: Date },
): Promise<string[]> {
  const now = opts.now ?? new Date();
  const ids: string[] = [];
  for (const [i, hero] of HERO_PROMPTS.entries()) {
    ids.push(
      await queueVideoJob(db, {
        prompt: hero.prompt,
        source: "hero",
        heroSlot: hero.slot,
        createdBy: opts.createdBy,
        provider: opts.provider,
        runAfter: new Date(now.getTime() + i * HERO_GENERATION_STAGGER_MS),
      }),
    );
  }
  return ids;
}

/** A failed job starts over as a new prediction (the owner's "Försök igen"). False unless it had failed. */
export async function retryVideoJob(db: Db, id: string, now = new Date()): Promise<boolean> {
  if (!isVideoJobId(id)) return false;
  const rows = await db
    .update(videoJob)
    .set({
      status: "queued",
      providerId: null,
      progress: null,
      error: null,
      errorKind: null,
      polls: 0,
      attempts: 0,
      runAfter: now,
      finishedAt: null,
      lockedBy: null,
      lockedUntil: null,
      updatedAt: now,
    })
    .where(and(eq(videoJob.id, id), eq(videoJob.status, "failed")))
    .returning({ id: videoJob.id });
  return rows.length === 1;
}

const toView = (r: VideoJobRow & { createdByEmail: string | null }): VideoJobView => ({
  id: r.id,
  prompt: r.prompt,
  source: r.source as VideoJobSource,
  heroSlot: r.heroSlot,
  status: r.status as VideoJobStatus,
  progress: r.progress,
  error: r.error,
  errorKind: (r.errorKind as VideoErrorKind | null) ?? null,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  createdByEmail: r.createdByEmail,
  videoUrl: r.status === "succeeded" ? `/videos/generated/${r.id}.mp4` : null,
  posterUrl: r.status === "succeeded" ? `/videos/generated/${r.id}.jpg` : null,
});

/** Jobs, newest first: all of them, or one source's, or the given ids. */
export async function listVideoJobs(
  db: Db,
  opts: { source?: VideoJobSource; status?: VideoJobStatus; ids?: string[]; limit?: number } = {},
): Promise<VideoJobView[]> {
  const ids = opts.ids?.filter(isVideoJobId);
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select({ job: videoJob, createdByEmail: user.email })
    .from(videoJob)
    .leftJoin(user, eq(user.id, videoJob.createdBy))
    .where(
      and(
        opts.source ? eq(videoJob.source, opts.source) : undefined,
        opts.status ? eq(videoJob.status, opts.status) : undefined,
        ids ? inArray(videoJob.id, ids) : undefined,
      ),
    )
    .orderBy(desc(videoJob.createdAt), desc(videoJob.id))
    .limit(opts.limit ?? 100);
  return rows.map((r) => toView({ ...r.job, createdByEmail: r.createdByEmail }));
}

/** The ids among `ids` whose video is finished (what the hero may play). */
export async function finishedVideoIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  const valid = ids.filter(isVideoJobId);
  if (valid.length === 0) return new Set();
  const rows = await db
    .select({ id: videoJob.id })
    .from(videoJob)
    .where(and(inArray(videoJob.id, valid), eq(videoJob.status, "succeeded")));
  return new Set(rows.map((r) => r.id));
}

// ------------------------------------------------------------------ the worker

export interface WorkerDeps {
  db: Db;
  provider: VideoProvider;
  videoDir: string;
  /** Unique per process (and per worker in tests). */
  workerId: string;
  /** How long a claim lasts without renewal; a crashed worker's job is free again after it. Default 30 s. */
  leaseMs?: number;
  pollIntervalMs?: number;
  maxPolls?: number;
  now?: () => Date;
  log?: (line: string) => void;
}

/**
 * Claims the next due job for this worker, or null. The row lock (SKIP LOCKED) makes two concurrent claims
 * pick different rows; the lease keeps the row this worker's after the transaction ends.
 */
export async function claimVideoJob(deps: WorkerDeps): Promise<VideoJobRow | null> {
  const now = (deps.now ?? (() => new Date()))();
  const leaseUntil = new Date(now.getTime() + (deps.leaseMs ?? 30_000));
  return deps.db.transaction(async (tx) => {
    const [due] = await tx
      .select()
      .from(videoJob)
      .where(
        and(
          inArray(videoJob.status, ["queued", "starting", "processing"]),
          lte(videoJob.runAfter, now),
          or(isNull(videoJob.lockedUntil), lt(videoJob.lockedUntil, now)),
        ),
      )
      .orderBy(videoJob.runAfter, videoJob.id)
      .limit(1)
      .for("update", { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(videoJob)
      .set({ lockedBy: deps.workerId, lockedUntil: leaseUntil })
      .where(eq(videoJob.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

type StepResult = Partial<typeof videoJob.$inferInsert>;

/** Writes a step's result and releases the lease, only if this worker still holds it. */
async function finishStep(deps: WorkerDeps, job: VideoJobRow, result: StepResult): Promise<boolean> {
  const now = (deps.now ?? (() => new Date()))();
  const rows = await deps.db
    .update(videoJob)
    .set({ ...result, lockedBy: null, lockedUntil: null, updatedAt: now })
    .where(and(eq(videoJob.id, job.id), eq(videoJob.lockedBy, deps.workerId)))
    .returning({ id: videoJob.id });
  if (rows.length === 0) deps.log?.(`[video] job ${job.id}: lease lost before the step was written; left to its new owner`);
  return rows.length === 1;
}

const failed = (now: Date, kind: VideoErrorKind, error: string): StepResult => ({
  status: "failed",
  errorKind: kind,
  error,
  finishedAt: now,
  runAfter: now,
});

const percent = (p: Prediction) => (p.progress === null ? null : Math.max(0, Math.min(100, Math.round(p.progress * 100))));

const errorOf = (err: unknown): { kind: VideoErrorKind; message: string } => {
  if (err instanceof ProviderRateLimitError) return { kind: "rate_limit", message: videoJobCopy.rateLimited };
  if (err instanceof ProviderError) return { kind: "provider", message: err.message };
  return { kind: "provider", message: videoJobCopy.unexpected };
};

/** One step of a claimed job. Returns what happened, for logs and tests. */
export async function stepVideoJob(deps: WorkerDeps, job: VideoJobRow): Promise<VideoJobStatus | "requeued" | "lease-lost"> {
  const clock = deps.now ?? (() => new Date());
  const pollMs = deps.pollIntervalMs ?? VIDEO_POLL_INTERVAL_MS;
  const maxPolls = deps.maxPolls ?? VIDEO_MAX_POLLS;
  const next = (now: Date) => new Date(now.getTime() + pollMs);
  const write = async (result: StepResult, outcome: VideoJobStatus | "requeued") =>
    (await finishStep(deps, job, result)) ? outcome : ("lease-lost" as const);

  if (job.status === "queued") {
    if (job.attempts >= VIDEO_MAX_ATTEMPTS) return write(failed(clock(), "lost", videoJobCopy.tooManyAttempts), "failed");
    let p: Prediction;
    try {
      p = await deps.provider.start(job.prompt);
    } catch (err) {
      // Every render slot is taken: the job stays queued and is tried again after a poll interval, at no attempt's cost.
      if (err instanceof ProviderBusyError) return write({ runAfter: next(clock()) }, "requeued");
      const e = errorOf(err);
      deps.log?.(`[video] job ${job.id}: start failed: ${e.message}`);
      return write({ ...failed(clock(), e.kind, e.message), attempts: job.attempts + 1 }, "failed");
    }
    const now = clock();
    if (p.status === "failed") return write({ ...failed(now, "provider", p.error ?? videoJobCopy.unexpected), providerId: p.id, attempts: job.attempts + 1 }, "failed");
    return write(
      {
        status: p.status === "succeeded" ? "processing" : p.status, // a finished start is fetched by the next poll
        providerId: p.id,
        progress: percent(p),
        attempts: job.attempts + 1,
        polls: 0,
        startedAt: job.startedAt ?? now,
        runAfter: p.status === "succeeded" ? now : next(now),
      },
      p.status === "succeeded" ? "processing" : p.status,
    );
  }

  // starting | processing: one poll.
  const polls = job.polls + 1;
  let p: Prediction;
  try {
    if (!job.providerId) throw new PredictionLostError(job.id);
    p = await deps.provider.get(job.providerId);
  } catch (err) {
    const now = clock();
    if (err instanceof PredictionLostError) {
      deps.log?.(`[video] job ${job.id}: the prediction was lost (attempt ${job.attempts}); starting it again`);
      if (job.attempts >= VIDEO_MAX_ATTEMPTS) return write(failed(now, "lost", videoJobCopy.tooManyAttempts), "failed");
      return write({ status: "queued", providerId: null, progress: null, polls: 0, runAfter: now }, "requeued");
    }
    if (err instanceof ProviderError && err.transient) {
      // A passing error (a 5xx, a timeout, a 429 on a poll) costs a poll; the limit still ends it.
      if (polls >= maxPolls) {
        const e = errorOf(err);
        return write({ ...failed(now, err instanceof ProviderRateLimitError ? "rate_limit" : "timeout", err instanceof ProviderRateLimitError ? e.message : videoJobCopy.timedOut(maxPolls)), polls }, "failed");
      }
      return write({ polls, runAfter: next(now) }, job.status as VideoJobStatus);
    }
    const e = errorOf(err);
    return write({ ...failed(now, e.kind, e.message), polls }, "failed");
  }

  if (p.status === "succeeded") {
    // The download can take a while: keep the lease alive meanwhile.
    const renew = setInterval(() => {
      const until = new Date(clock().getTime() + (deps.leaseMs ?? 30_000));
      deps.db
        .update(videoJob)
        .set({ lockedUntil: until })
        .where(and(eq(videoJob.id, job.id), eq(videoJob.lockedBy, deps.workerId)))
        .catch(() => {});
    }, Math.max(1_000, (deps.leaseMs ?? 30_000) / 3));
    try {
      await mkdir(deps.videoDir, { recursive: true });
      await deps.provider.fetchOutput(p, videoFiles(deps.videoDir, job.id));
    } catch (err) {
      const e = errorOf(err);
      await removeVideoFiles(deps.videoDir, job.id);
      return write({ ...failed(clock(), e.kind, e.message), polls }, "failed");
    } finally {
      clearInterval(renew);
    }
    const now = clock();
    return write({ status: "succeeded", progress: 100, polls, finishedAt: now, error: null, errorKind: null }, "succeeded");
  }
  const now = clock();
  if (p.status === "failed") return write({ ...failed(now, "provider", p.error?.trim() || videoJobCopy.unexpected), polls }, "failed");
  if (polls >= maxPolls) return write({ ...failed(now, "timeout", videoJobCopy.timedOut(maxPolls)), polls }, "failed");
  return write({ status: p.status, progress: percent(p), polls, runAfter: next(now) }, p.status);
}

export async function removeVideoFiles(videoDir: string, id: string): Promise<void> {
  const files = videoFiles(videoDir, id);
  await Promise.all([rm(files.video, { force: true }), rm(files.poster, { force: true })]);
}

/** Runs due steps until none is due (bounded per call). Returns how many steps ran. */
export async function runDueVideoSteps(deps: WorkerDeps, max = 20): Promise<number> {
  let steps = 0;
  while (steps < max) {
    const job = await claimVideoJob(deps);
    if (!job) break;
    steps++;
    try {
      await stepVideoJob(deps, job);
    } catch (err) {
      // A database error mid-step: the lease runs out and the step is tried again.
      deps.log?.(`[video] job ${job.id}: step failed, will retry: ${String((err as Error).message ?? err)}`);
    }
  }
  return steps;
}

export interface VideoWorker {
  /** Look for due work now (after a page queued a job) instead of at the next tick. */
  kick(): void;
  stop(): Promise<void>;
}

/** The process's worker: checks for due steps every `tickMs` (default 500 ms), one batch at a time. */
export function startVideoWorker(deps: Omit<WorkerDeps, "workerId"> & { workerId?: string; tickMs?: number }): VideoWorker {
  const full: WorkerDeps = { ...deps, workerId: deps.workerId ?? `${process.pid}-${randomBytes(4).toString("hex")}` };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueVideoSteps(full)
      .then(() => undefined)
      .catch((err) => full.log?.(`[video] worker tick failed; will try again: ${String((err as Error).message ?? err)}`))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, deps.tickMs ?? 500);
  timer.unref();
  return {
    kick: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** For tests and the status route: jobs still under way (the page keeps polling while any is). */
export const ACTIVE_STATUSES: VideoJobStatus[] = ["queued", "starting", "processing"];

/**
 * Room in the queue (issue #32): false when queueing `count` more jobs would put more than `queueMax` jobs waiting or
 * under way. A page checks it before it queues (two pages at the same moment may both pass: the cap is a bound on
 * what one owner's clicks can pile up, not a lock).
 */
export async function videoQueueHasRoom(db: Db, count: number, queueMax: number): Promise<boolean> {
  return (await countActiveVideoJobs(db)) + count <= queueMax;
}

/** Counts of jobs by status, for the start log. */
export async function countActiveVideoJobs(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(videoJob)
    .where(inArray(videoJob.status, ACTIVE_STATUSES));
  return row?.n ?? 0;
}

