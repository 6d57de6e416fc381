/**
 * The process's video tools (ADR 030): the provider chosen by VIDEO_PROVIDER and the job worker, started after
 * the database (server.ts) and stopped at SIGTERM. Pages only queue rows and `kick()` the worker; a process
 * that never started the tools (a test, a script) still queues, and any running worker picks the rows up.
 */
import path from "node:path";
import type { Db } from "../db.server";
import type { Env } from "../env.server";
import { FfmpegMissingError, makePoster, resolveFfmpeg } from "./ffmpeg.server";
import { createHttpProvider } from "./http-provider.server";
import { createLocalProvider } from "./local-provider.server";
import { ProviderError, type VideoProvider } from "./provider.server";
import { startVideoWorker, type VideoWorker } from "./video-jobs.server";

interface VideoState {
  worker?: VideoWorker;
  close?: () => Promise<void> | void;
}
const state: VideoState = ((globalThis as Record<string, unknown>).__stillaVideo ??= {}) as VideoState;

/** A provider that cannot run (no ffmpeg): every start fails with the reason, which the job shows. */
function unavailable(name: "local" | "http", reason: string): VideoProvider {
  const fail = async (): Promise<never> => {
    throw new ProviderError(reason);
  };
  return { name, start: fail, get: fail, fetchOutput: fail };
}

/** ffmpeg, or why there is none. */
function ffmpegOrReason(): { path: string } | { reason: string } {
  try {
    return { path: resolveFfmpeg() };
  } catch (err) {
    if (err instanceof FfmpegMissingError) return { reason: err.message };
    throw err;
  }
}

export function createVideoProvider(video: Env["video"]): { provider: VideoProvider; close: () => Promise<void> | void; warning: string | null } {
  const ffmpeg = ffmpegOrReason();
  if (video.provider === "local") {
    if ("reason" in ffmpeg) return { provider: unavailable("local", ffmpeg.reason), close: () => {}, warning: ffmpeg.reason };
    const local = createLocalProvider({ workDir: path.join(video.dir, "work"), ffmpegPath: ffmpeg.path, maxRenders: video.maxRenders });
    return { provider: local, close: () => local.close(), warning: null };
  }
  const provider = createHttpProvider({
    baseUrl: video.apiUrl,
    token: video.apiToken ?? "",
    model: video.model ?? "",
    billingUrl: video.billingUrl,
    makePoster: async (file, poster) => {
      if ("path" in ffmpeg) await makePoster(ffmpeg.path, file, poster);
    },
  });
  return { provider, close: () => {}, warning: "reason" in ffmpeg ? `${ffmpeg.reason} (generated videos get no poster)` : null };
}

/** Starts the provider and the worker for this process. Returns a line for the start log. */
export function startVideoTools(deps: { db: Db; env: Env }): string {
  const { provider, close, warning } = createVideoProvider(deps.env.video);
  state.worker = startVideoWorker({
    db: deps.db,
    provider,
    videoDir: deps.env.video.dir,
    log: (line) => console.log(line),
  });
  state.close = close;
  state.worker.kick(); // resume jobs left by an earlier run at once
  const what = provider.name === "local" ? `local (ffmpeg, at most ${deps.env.video.maxRenders} at once)` : `http (${deps.env.video.apiUrl})`;
  return `Video tools: ${what}, videos in ${deps.env.video.dir}.${warning ? ` Warning: ${warning}` : ""}`;
}

/** After a page queued a job: look for due work now instead of at the next tick. */
export function kickVideoWorker(): void {
  state.worker?.kick();
}

export async function stopVideoTools(): Promise<void> {
  const { worker, close } = state;
  state.worker = undefined;
  state.close = undefined;
  await worker?.stop();
  await close?.();
}
