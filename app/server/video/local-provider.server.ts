/**
 * The `local` video provider (issue #14, ADR 030): renders an MP4 from the prompt with ffmpeg on this machine
 * (what is drawn: local-clip.server.ts).
 *
 * Everything a prediction is lives in files in `workDir`, named by its random id, so `get` answers from disk
 * and a second process sharing the folder (or this one after a restart) sees the same state:
 *   <id>.progress   ffmpeg's -progress output, rewritten every 0.5 s while rendering
 *   <id>.part.mp4   the clip being written; <id>.line1-3.txt the text drawtext sets
 *   <id>.jpg        the poster (written before the rename below)
 *   <id>.mp4        the finished clip: renamed from .part.mp4 last, so its presence means "succeeded"
 *   <id>.error      why the render failed (Swedish), when ffmpeg failed
 * A progress file that has not changed for 15 s belongs to a render whose process died: the prediction is lost.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { FfmpegRunError, makePoster, resolveFfmpeg, runFfmpeg } from "./ffmpeg.server";
import { describeClip, fieldFrames, renderArgs, resolveFontFile } from "./local-clip.server";
import {
  PredictionLostError,
  ProviderBusyError,
  ProviderError,
  type Prediction,
  type VideoDestination,
  type VideoProvider,
} from "./provider.server";

export interface LocalProviderOptions {
  /** Where renders are written while in progress (created when missing). */
  workDir: string;
  /** The ffmpeg binary; default resolveFfmpeg() at each start. */
  ffmpegPath?: string;
  /** Clip length; default 8. The shop's clips are 6–10 s; tests may use shorter ones (at least 1). */
  durationSeconds?: number;
  /** A render taking longer than this is killed and fails; default 5 minutes. */
  renderTimeoutMs?: number;
  /** Renders at once in this process (VIDEO_MAX_RENDERS); another start throws ProviderBusyError. Default 1. */
  maxRenders?: number;
}

export interface LocalVideoProvider extends VideoProvider {
  readonly name: "local";
  /** Kills this process's running renders and waits for them to stop; their predictions become lost. */
  close(): Promise<void>;
}

/** The ids this provider makes (crypto.randomUUID): nothing else is ever turned into a file name. */
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/**
 * A render's progress file is rewritten every 0.5 s while ffmpeg encodes. For a render that this process is not
 * running (another process's, or one from before a restart), this long without a change means its process is gone.
 * A render this process is running is never called lost for being slow: a niced ffmpeg on a busy machine may not
 * write for a while, and its own time limit (renderTimeoutMs) ends a hung one.
 */
export const STALE_AFTER_MS = 30_000;
/** Work files older than this (abandoned renders, failures nobody collected) are swept on the next start. */
const SWEEP_AFTER_MS = 24 * 60 * 60_000;

export function createLocalProvider(options: LocalProviderOptions): LocalVideoProvider {
  const workDir = path.resolve(options.workDir);
  const seconds = options.durationSeconds ?? 8;
  if (!(seconds >= 1 && seconds <= 10)) throw new RangeError(`durationSeconds must be 1–10, got ${seconds}`);
  const renderTimeoutMs = options.renderTimeoutMs ?? 5 * 60_000;
  const maxRenders = Math.max(1, options.maxRenders ?? 1);
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();

  const file = (id: string, suffix: string) => path.join(workDir, `${id}${suffix}`);
  const lineFiles = (count: number) => Array.from({ length: count }, (_, i) => `line${i + 1}.txt`);
  const scratch = (id: string) => [".part.mp4", ".progress", ".error.part", ...lineFiles(3).map((name) => `.${name}`)].map((suffix) => file(id, suffix));
  const remove = (files: string[]) => Promise.all(files.map((f) => fs.promises.rm(f, { force: true })));

  function checkId(id: string): void {
    if (!ID.test(id)) throw new ProviderError(`Ogiltigt renderings-id: ${JSON.stringify(id.slice(0, 60))}`);
  }

  /** Best effort: removes our files (id-named) older than a day, so failed or abandoned renders do not pile up. */
  function sweep(): void {
    const now = Date.now();
    for (const name of fs.readdirSync(workDir)) {
      if (!ID.test(name.slice(0, 36))) continue;
      const full = path.join(workDir, name);
      try {
        if (now - fs.statSync(full).mtimeMs > SWEEP_AFTER_MS) fs.rmSync(full, { force: true });
      } catch {
        // Another process may have removed it first.
      }
    }
  }

  /** Renders in the background; settles without throwing (failure is written to <id>.error for `get`). */
  async function render(id: string, ffmpeg: string, args: string[], input: AsyncIterable<Uint8Array>, signal: AbortSignal): Promise<void> {
    try {
      await runFfmpeg(ffmpeg, args, { cwd: workDir, signal, timeoutMs: renderTimeoutMs, lowPriority: true, input });
      // Keep the render visibly alive while the poster is made (it is quick, but the progress file stops here).
      const now = new Date();
      fs.utimesSync(file(id, ".progress"), now, now);
      await makePoster(ffmpeg, file(id, ".part.mp4"), file(id, ".jpg"), { signal });
      await fs.promises.rename(file(id, ".part.mp4"), file(id, ".mp4"));
    } catch (error) {
      if (error instanceof FfmpegRunError && error.reason === "aborted") {
        // Shut down on purpose: no .error file; with the progress file gone below, `get` reports it lost.
        await remove([file(id, ".jpg")]);
      } else {
        const reason = error instanceof Error ? error.message : String(error);
        // Written beside and renamed, so `get` never reads half a message.
        await fs.promises.writeFile(file(id, ".error.part"), `Videon kunde inte renderas: ${reason}`);
        await fs.promises.rename(file(id, ".error.part"), file(id, ".error"));
      }
    } finally {
      await remove(scratch(id));
      running.delete(id);
    }
  }

  /** Succeeded (the .mp4 is there) or failed (the .error file is), else null. */
  function finishedState(id: string): Prediction | null {
    if (fs.existsSync(file(id, ".mp4"))) return { id, status: "succeeded", progress: 1, output: id, error: null };
    try {
      return { id, status: "failed", progress: null, output: null, error: fs.readFileSync(file(id, ".error"), "utf8") };
    } catch {
      return null;
    }
  }

  /** 0–1 from ffmpeg's last progress block (out_time_us; out_time_ms is also microseconds in ffmpeg 4.x). */
  function readProgress(text: string): number | null {
    const times = [...text.matchAll(/^out_time_(?:us|ms)=(\d+)$/gm)];
    const last = times.at(-1);
    if (!last) return null;
    // Never 1 while still processing: 1 is for the finished clip (the encoder may still be flushing).
    return Math.min(0.99, Math.max(0, Number(last[1]) / 1e6 / seconds));
  }

  return {
    name: "local",

    async start(prompt: string): Promise<Prediction> {
      // At most maxRenders ffmpeg processes at once (issue #32): the worker leaves the job queued and tries later.
      if (running.size >= maxRenders) throw new ProviderBusyError(maxRenders);
      const ffmpeg = options.ffmpegPath ?? resolveFfmpeg();
      const fontFile = resolveFontFile();
      const id = randomUUID();
      const look = describeClip(prompt);
      try {
        fs.mkdirSync(workDir, { recursive: true });
        sweep();
        // Written before returning, so a `get` right after (from any process) finds the render alive.
        fs.writeFileSync(file(id, ".progress"), "progress=starting\n");
        const lines = lineFiles(look.lines.length);
        look.lines.forEach((line, i) => fs.writeFileSync(file(id, `.${lines[i]}`), line));
        const args = renderArgs(look, seconds, {
          fontFile,
          // Relative to workDir (ffmpeg's cwd): fixed names of id characters, nothing to escape.
          lineFiles: lines.map((name) => `${id}.${name}`),
          output: `${id}.part.mp4`,
          progressFile: `${id}.progress`,
        });
        const abort = new AbortController();
        // Not awaited: `get` follows the render through its files. If even the error file cannot be written
        // (a full disk), the progress file is already gone or goes stale and `get` reports the render lost.
        const done = render(id, ffmpeg, args, fieldFrames(look, seconds), abort.signal).catch((error: unknown) => {
          console.error(`[video] local render ${id} could not record its outcome:`, error);
        });
        running.set(id, { abort, done });
      } catch (error) {
        await remove(scratch(id));
        throw new ProviderError(`Renderingen kunde inte startas: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { id, status: "starting", progress: 0, output: null, error: null };
    },

    async get(id: string): Promise<Prediction> {
      checkId(id);
      const finished = finishedState(id);
      if (finished) return finished;
      let progress: { mtimeMs: number; text: string };
      try {
        const stat = fs.statSync(file(id, ".progress"));
        progress = { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file(id, ".progress"), "utf8") };
      } catch {
        // The render removes its progress file just after the rename to .mp4 (or after writing .error):
        // look once more before calling it lost.
        const justFinished = finishedState(id);
        if (justFinished) return justFinished;
        throw new PredictionLostError(id);
      }
      if (!running.has(id) && Date.now() - progress.mtimeMs > STALE_AFTER_MS) throw new PredictionLostError(id);
      const fraction = readProgress(progress.text);
      return fraction === null
        ? { id, status: "starting", progress: 0, output: null, error: null }
        : { id, status: "processing", progress: fraction, output: null, error: null };
    },

    async fetchOutput(prediction: Prediction, dest: VideoDestination): Promise<void> {
      checkId(prediction.id);
      const video = file(prediction.id, ".mp4");
      const poster = file(prediction.id, ".jpg");
      if (!fs.existsSync(video) || !fs.existsSync(poster)) {
        throw new ProviderError(`Renderingen ${prediction.id} har ingen färdig video att hämta.`);
      }
      for (const target of [dest.video, dest.poster]) await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.copyFile(video, dest.video);
      await fs.promises.copyFile(poster, dest.poster);
      await remove([video, poster]);
    },

    async close(): Promise<void> {
      const renders = [...running.values()];
      for (const { abort } of renders) abort.abort();
      await Promise.all(renders.map(({ done }) => done));
    },
  };
}
