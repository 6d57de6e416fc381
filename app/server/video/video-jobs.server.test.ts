/**
 * The video job worker (ADR 030) on a real database (PGlite, and PostgreSQL with TEST_DB=postgres), driving the
 * real http provider against the local test server that speaks the prediction API. Time is a test clock, so the
 * 2 s poll spacing and the 30 s lease are checked without waiting for them.
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { videoJobCopy } from "~/content/video-tools";
import { HERO_GENERATION_STAGGER_MS, HERO_PROMPTS, VIDEO_MAX_POLLS } from "~/domain/video-tools";
import type { Database } from "../db.server";
import { videoJob } from "../schema";
import { TEST_DB_KIND, useSeededDatabase } from "../test-db";
import { createHttpProvider } from "./http-provider.server";
import { ProviderBusyError, type VideoProvider } from "./provider.server";
import { startTestVideoApi, type TestVideoApi } from "./test-video-api";
import {
  claimVideoJob,
  listVideoJobs,
  queueHeroBatch,
  queueVideoJob,
  retryVideoJob,
  runDueVideoSteps,
  startVideoWorker,
  stepVideoJob,
  videoFiles,
  type WorkerDeps,
} from "./video-jobs.server";

const TOKEN = "test-token";
const BILLING = "https://provider.example/billing";

describe(`video jobs (${TEST_DB_KIND})`, () => {
  let database: Database;
  let api: TestVideoApi;
  let videoDir: string;
  let provider: VideoProvider;
  let clock: Date;
  const now = () => clock;
  const tick = (ms: number) => (clock = new Date(clock.getTime() + ms));

  useSeededDatabase({ seed: false }, async (seeded) => {
    database = seeded.database;
    api = await startTestVideoApi({ token: TOKEN });
  });
  afterAll(async () => {
    await api.close();
  });
  beforeEach(async () => {
    clock = new Date("2026-11-25T10:00:00Z");
    api.reset();
    await database.db.delete(videoJob);
    videoDir = await mkdtemp(path.join(tmpdir(), "stilla-video-jobs-"));
    provider = createHttpProvider({
      baseUrl: api.url,
      token: TOKEN,
      model: "stilla/tea",
      billingUrl: BILLING,
      makePoster: (_video, poster) => writeFile(poster, Buffer.from([0xff, 0xd8, 0xff, 0xd9])),
    });
  });
  afterEach(async () => rm(videoDir, { recursive: true, force: true }));

  const worker = (workerId: string, extra: Partial<WorkerDeps> = {}): WorkerDeps => ({
    db: database.db,
    provider,
    videoDir,
    workerId,
    now,
    ...extra,
  });
  const row = async (id: string) => (await database.db.select().from(videoJob).where(eq(videoJob.id, id)))[0]!;
  const queue = (prompt = "Ånga över en kopp te") =>
    queueVideoJob(database.db, { prompt, source: "generator", createdBy: null, provider: "http", runAfter: clock });
  const starts = () => api.requests.filter((r) => r.method === "POST" && r.path.includes("/predictions")).length;
  const polls = () => api.requests.filter((r) => r.method === "GET" && r.path.startsWith("/v1/predictions/")).length;

  it("goes queued → starting → processing → succeeded, polls 2 s apart, and stores the video under its id", async () => {
    const id = await queue();
    const w = worker("w1");
    expect(await runDueVideoSteps(w)).toBe(1);
    let job = await row(id);
    expect(job).toMatchObject({ status: "starting", attempts: 1, polls: 0, lockedBy: null });
    expect(job.providerId).toBeTruthy();
    // Not due again before 2 s have passed.
    tick(1_999);
    expect(await runDueVideoSteps(w)).toBe(0);
    tick(1);
    await runDueVideoSteps(w);
    expect(await row(id)).toMatchObject({ status: "processing", polls: 1 });
    tick(2_000);
    await runDueVideoSteps(w);
    job = await row(id);
    expect(job).toMatchObject({ status: "succeeded", progress: 100, polls: 2, error: null });
    expect(job.finishedAt?.toISOString()).toBe(clock.toISOString());
    const files = videoFiles(videoDir, id);
    expect(await readFile(files.video)).toEqual(api.video);
    expect(existsSync(files.poster)).toBe(true);
    const [view] = await listVideoJobs(database.db, { ids: [id] });
    expect(view).toMatchObject({ status: "succeeded", videoUrl: `/videos/generated/${id}.mp4`, posterUrl: `/videos/generated/${id}.jpg` });
    expect(starts()).toBe(1);
  });

  it(`gives up after ${VIDEO_MAX_POLLS} polls with a Swedish reason`, async () => {
    api.setMode("slow");
    const id = await queue();
    const w = worker("w1");
    await runDueVideoSteps(w);
    for (let i = 0; i < VIDEO_MAX_POLLS + 5; i++) {
      tick(2_000);
      await runDueVideoSteps(w);
    }
    const job = await row(id);
    expect(job).toMatchObject({ status: "failed", errorKind: "timeout", polls: VIDEO_MAX_POLLS, error: videoJobCopy.timedOut(VIDEO_MAX_POLLS) });
    expect(job.error).toContain("60 statuskontroller (2 minuter)");
    expect(polls()).toBe(VIDEO_MAX_POLLS);
  });

  it("a start refused because every render slot is taken leaves the job queued, at no attempt's cost, and it starts later", async () => {
    const id = await queue();
    const busy: VideoProvider = { ...provider, start: () => Promise.reject(new ProviderBusyError(1)) };
    expect(await stepVideoJob(worker("w1", { provider: busy }), (await claimVideoJob(worker("w1")))!)).toBe("requeued");
    expect(await row(id)).toMatchObject({ status: "queued", attempts: 0, error: null, lockedBy: null });
    expect((await row(id)).runAfter.getTime()).toBe(clock.getTime() + 2_000);
    expect(starts()).toBe(0);
    tick(2_000);
    await runDueVideoSteps(worker("w1"));
    expect(await row(id)).toMatchObject({ status: "starting", attempts: 1 });
  });

  it("a 429 at the start fails the job with the rate-limit message; a retry starts it over", async () => {
    api.setMode("rate-limit-start");
    const id = await queue();
    await runDueVideoSteps(worker("w1"));
    expect(await row(id)).toMatchObject({ status: "failed", errorKind: "rate_limit", error: videoJobCopy.rateLimited });
    expect(videoJobCopy.rateLimited).toContain("429");
    expect(videoJobCopy.rateLimited).toContain("betalmetod");

    api.setMode("normal");
    expect(await retryVideoJob(database.db, id, clock)).toBe(true);
    expect(await retryVideoJob(database.db, id, clock)).toBe(false); // only a failed job can be retried
    expect(await row(id)).toMatchObject({ status: "queued", error: null, errorKind: null, attempts: 0, polls: 0 });
    for (let i = 0; i < 4; i++) {
      await runDueVideoSteps(worker("w1"));
      tick(2_000);
    }
    expect(await row(id)).toMatchObject({ status: "succeeded" });
  });

  it("a 429 or a 500 on a poll costs a poll and the job goes on", async () => {
    api.setMode("rate-limit-polls", { pollsToSucceed: 2 });
    const id = await queue();
    for (let i = 0; i < 8; i++) {
      await runDueVideoSteps(worker("w1"));
      tick(2_000);
    }
    expect(await row(id)).toMatchObject({ status: "succeeded" });
    api.reset();
    api.setMode("error-poll");
    const second = await queue("Morgondimma");
    for (let i = 0; i < 8; i++) {
      await runDueVideoSteps(worker("w1"));
      tick(2_000);
    }
    expect(await row(second)).toMatchObject({ status: "succeeded" });
  });

  it("a failed prediction carries the provider's reason", async () => {
    api.setMode("failing", { failureText: "Modellen kunde inte tolka prompten" });
    const id = await queue();
    for (let i = 0; i < 4; i++) {
      await runDueVideoSteps(worker("w1"));
      tick(2_000);
    }
    expect(await row(id)).toMatchObject({ status: "failed", errorKind: "provider", error: "Modellen kunde inte tolka prompten" });
  });

  it("a prediction the provider lost is started again, at most three attempts in all", async () => {
    const id = await queue();
    await runDueVideoSteps(worker("w1"));
    const first = (await row(id)).providerId;
    // The provider forgets it (a local render whose process died answers the same way): the same batch of
    // steps queues it again and starts a new prediction.
    api.reset();
    tick(2_000);
    await runDueVideoSteps(worker("w1"));
    const again = await row(id);
    expect(again).toMatchObject({ status: "starting", attempts: 2, polls: 0 });
    expect(again.providerId).not.toBe(first);
    api.reset();
    tick(2_000);
    await runDueVideoSteps(worker("w1"));
    expect(await row(id)).toMatchObject({ status: "starting", attempts: 3 });
    api.reset();
    tick(2_000);
    await runDueVideoSteps(worker("w1"));
    expect(await row(id)).toMatchObject({ status: "failed", errorKind: "lost", error: videoJobCopy.tooManyAttempts });
  });

  it("two workers never run one job: each of 6 jobs is started exactly once", async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => queue(`Prompt ${n}`)));
    for (let round = 0; round < 6; round++) {
      await Promise.all([runDueVideoSteps(worker("a")), runDueVideoSteps(worker("b")), runDueVideoSteps(worker("c"))]);
      tick(2_000);
    }
    expect(starts()).toBe(6);
    for (const id of ids) expect(await row(id)).toMatchObject({ status: "succeeded", attempts: 1 });
  });

  it("a claimed job is not claimed again until its lease runs out; the late owner's write is refused", async () => {
    const id = await queue();
    const a = worker("a", { leaseMs: 30_000 });
    const b = worker("b", { leaseMs: 30_000 });
    const claimed = await claimVideoJob(a);
    expect(claimed?.id).toBe(id);
    // a "dies" holding the lease: b finds nothing to do until it runs out.
    expect(await claimVideoJob(b)).toBeNull();
    tick(30_001);
    const taken = await claimVideoJob(b);
    expect(taken?.lockedBy).toBe("b");
    // a wakes up and tries to write its step: refused, b's claim stands, nothing was started by a.
    expect(await stepVideoJob(a, claimed!)).toBe("lease-lost");
    expect(await stepVideoJob(b, taken!)).toBe("starting");
    expect(await row(id)).toMatchObject({ status: "starting", attempts: 1, lockedBy: null });
  });

  it("a restarted process resumes unfinished jobs from their rows (a real worker on real timers)", async () => {
    clock = new Date(); // the live worker runs on the real clock
    // Left by an earlier process: one started (provider id known), one never started.
    const started = await queue("Startad före omstarten");
    await runDueVideoSteps(worker("before-restart"));
    const waiting = await queue("Köad före omstarten");
    const live = startVideoWorker({ db: database.db, provider, videoDir, tickMs: 20, pollIntervalMs: 20 });
    try {
      await expect
        .poll(async () => [(await row(started)).status, (await row(waiting)).status], { timeout: 10_000, interval: 50 })
        .toEqual(["succeeded", "succeeded"]);
    } finally {
      await live.stop();
    }
    expect(starts()).toBe(2);
  });

  it("the hero generator queues its three prompts 15 s apart, 'Väntar...' until due", async () => {
    const ids = await queueHeroBatch(database.db, { createdBy: null, provider: "http", now: clock });
    const rows = await Promise.all(ids.map(row));
    expect(rows.map((r) => r.prompt)).toEqual(HERO_PROMPTS.map((h) => h.prompt));
    expect(rows.map((r) => r.runAfter.getTime() - clock.getTime())).toEqual([0, HERO_GENERATION_STAGGER_MS, 2 * HERO_GENERATION_STAGGER_MS]);
    await runDueVideoSteps(worker("w1"));
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(["starting", "queued", "queued"]);
    tick(HERO_GENERATION_STAGGER_MS);
    await runDueVideoSteps(worker("w1"));
    expect((await Promise.all(ids.map(row))).map((r) => r.status)).toEqual(["processing", "starting", "queued"]);
  });
});
