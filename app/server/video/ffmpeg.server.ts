/**
 * ffmpeg for the video providers (issue #14, ADR 030): which binary to run, how to run it, and the poster frame.
 * The binary comes from the npm package @ffmpeg-installer/ffmpeg (a static build, ffmpeg 4.x from 2018),
 * so a fresh `npm install` is enough; an ffmpeg on PATH is the fallback.
 */
import { spawn } from "node:child_process";
import { setPriority } from "node:os";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ProviderError } from "./provider.server";

/** No usable ffmpeg: a ProviderError so a provider's `start` can let it through as it is. */
export class FfmpegMissingError extends ProviderError {
  constructor() {
    super("ffmpeg saknas: kör npm install (paketet @ffmpeg-installer/ffmpeg) eller installera ffmpeg så att det finns i PATH.");
    this.name = "FfmpegMissingError";
  }
}

/** Why a run of ffmpeg did not succeed: `exit` (non-zero exit), `timeout`, `aborted` (by the caller), `spawn` (could not start). */
export type FfmpegFailure = "exit" | "timeout" | "aborted" | "spawn";

/** A failed ffmpeg run; `message` is Swedish and ends with ffmpeg's own last error line when there is one. */
export class FfmpegRunError extends Error {
  constructor(
    message: string,
    readonly reason: FfmpegFailure,
    /** The tail of ffmpeg's stderr (English, for logs). */
    readonly stderr: string,
  ) {
    super(message);
    this.name = "FfmpegRunError";
  }
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The binary the npm package installed, or null. Loaded with require rather than a static import: the
 * package throws (a string) at load time when its platform binary is missing, and that must not take the
 * whole server down, only this lookup.
 */
function npmFfmpegPath(): string | null {
  try {
    const installer = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path?: unknown };
    return typeof installer.path === "string" ? installer.path : null;
  } catch {
    return null;
  }
}

function ffmpegOnPath(): string | null {
  const names = process.platform === "win32" ? ["ffmpeg.exe"] : ["ffmpeg"];
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    for (const name of names) {
      const candidate = path.join(dir, name);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return null;
}

/** The ffmpeg to run: the npm package's binary, else `ffmpeg` on PATH; throws FfmpegMissingError when neither exists. */
export function resolveFfmpeg(): string {
  const fromNpm = npmFfmpegPath();
  if (fromNpm && isExecutableFile(fromNpm)) return fromNpm;
  const fromPath = ffmpegOnPath();
  if (fromPath) return fromPath;
  throw new FfmpegMissingError();
}

export interface RunFfmpegOptions {
  /** Working directory of the process (lets callers name work files relatively, free of filter-escaping worries). */
  cwd?: string;
  /** Kills ffmpeg (SIGKILL) when aborted; the promise then rejects with reason `aborted`. */
  signal?: AbortSignal;
  /** Kills ffmpeg after this many milliseconds; the promise then rejects with reason `timeout`. Default 5 minutes. */
  timeoutMs?: number;
  /** Runs at nice 10, below the web server (background renders). */
  lowPriority?: boolean;
  /** Written to ffmpeg's stdin (for `-i pipe:0`), chunk after chunk as ffmpeg takes them; stdin closes after the last. */
  input?: AsyncIterable<Uint8Array>;
}

/** How much of stderr is kept for the error message (its end is what matters). */
const STDERR_TAIL = 16_384;

/** ffmpeg's last meaningful stderr line, cut to a length that fits an owner-facing message. */
function lastLine(stderr: string): string {
  const lines = stderr
    .split(/\r?\n/)
    .map((line) => line.trim())
    // A static build with fontconfig may warn about the host's config files; those are never the reason.
    .filter((line) => line && !line.startsWith("Fontconfig "));
  const last = lines.at(-1) ?? "";
  return last.length > 300 ? `${last.slice(0, 300)}…` : last;
}

/** Resolves when `stream` can take more (or has closed). */
function drained(stream: NodeJS.WritableStream & { off: NodeJS.EventEmitter["off"] }): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      stream.off("drain", go);
      stream.off("close", go);
      resolve();
    };
    stream.on("drain", go);
    stream.on("close", go);
  });
}

/**
 * Runs ffmpeg with `args` (no shell: each argument is passed as it is) and resolves when it exits with 0.
 * `-hide_banner -nostdin -loglevel error` are put in front, so stderr holds errors only.
 */
export function runFfmpeg(ffmpeg: string, args: readonly string[], options: RunFfmpegOptions = {}): Promise<void> {
  const { cwd, signal, timeoutMs = 5 * 60_000, lowPriority = false, input } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new FfmpegRunError("ffmpeg avbröts innan det startade.", "aborted", ""));
      return;
    }
    const child = spawn(ffmpeg, ["-hide_banner", "-nostdin", "-loglevel", "error", ...args], {
      cwd,
      stdio: [input ? "pipe" : "ignore", "ignore", "pipe"],
      windowsHide: true,
    });
    // A background render must not slow the shop's pages: it runs at a lower CPU priority (nice 10).
    if (lowPriority && child.pid !== undefined) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here (some containers): it runs at normal priority.
      }
    }
    let stderr = "";
    let killedFor: "timeout" | "aborted" | null = null;
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    const kill = (why: "timeout" | "aborted") => {
      if (killedFor) return;
      killedFor = why;
      child.kill("SIGKILL");
    };
    // The input goes in as fast as ffmpeg takes it. ffmpeg may stop reading (it failed, or was killed): its exit
    // says why, so a broken pipe is not an error here. An input that fails ends the run: ffmpeg must not take a
    // short stream for a whole one.
    let inputFailed: string | null = null;
    if (input && child.stdin) {
      const stdin = child.stdin;
      stdin.on("error", () => {});
      void (async () => {
        try {
          for await (const chunk of input) {
            if (stdin.destroyed || killedFor) return;
            if (!stdin.write(chunk)) await drained(stdin);
          }
          stdin.end();
        } catch (error) {
          inputFailed = error instanceof Error ? error.message : String(error);
          child.kill("SIGKILL");
        }
      })();
    }
    const timer = setTimeout(() => kill("timeout"), timeoutMs);
    const onAbort = () => kill("aborted");
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    };
    child.on("error", (error) => {
      done();
      reject(new FfmpegRunError(`ffmpeg kunde inte startas: ${error.message}`, "spawn", stderr));
    });
    child.on("close", (code, exitSignal) => {
      done();
      if (killedFor === "timeout") {
        reject(new FfmpegRunError(`ffmpeg tog längre tid än ${Math.round(timeoutMs / 1000)} s och avbröts.`, "timeout", stderr));
      } else if (killedFor === "aborted") {
        reject(new FfmpegRunError("ffmpeg avbröts.", "aborted", stderr));
      } else if (inputFailed !== null) {
        reject(new FfmpegRunError(`Bildrutorna till ffmpeg kunde inte skapas: ${inputFailed}`, "exit", stderr));
      } else if (code === 0) {
        resolve();
      } else {
        const how = code === null ? `signalen ${exitSignal ?? "?"}` : `kod ${code}`;
        const detail = lastLine(stderr);
        reject(new FfmpegRunError(`ffmpeg avslutades med ${how}${detail ? `: ${detail}` : "."}`, "exit", stderr));
      }
    });
  });
}

/**
 * Absolute paths are given to ffmpeg as `file:` URLs, so a folder name with a colon is never read as a protocol.
 * Relative names are left as they are (callers only use fixed, safe ones).
 */
export function ffmpegFileUrl(file: string): string {
  return path.isAbsolute(file) ? `file:${file}` : file;
}

/**
 * Writes a JPEG poster: the frame about 0.5 s into `videoFile` (or the first frame when the video is shorter).
 * The file appears complete or not at all (written beside it first, then renamed).
 */
export async function makePoster(
  ffmpeg: string,
  videoFile: string,
  posterFile: string,
  options: Omit<RunFfmpegOptions, "cwd"> = {},
): Promise<void> {
  const partFile = `${posterFile}.part`;
  const grab = (seconds: number) =>
    runFfmpeg(
      ffmpeg,
      ["-y", "-ss", String(seconds), "-i", ffmpegFileUrl(path.resolve(videoFile)), "-frames:v", "1", "-q:v", "4", "-f", "image2", "-c:v", "mjpeg", ffmpegFileUrl(path.resolve(partFile))],
      { timeoutMs: 60_000, ...options },
    );
  const written = () => fs.existsSync(partFile) && fs.statSync(partFile).size > 0;
  try {
    await grab(0.5);
    // Seeking past the end writes no frame (and still exits 0): fall back to the very first frame.
    if (!written()) await grab(0);
    if (!written()) throw new FfmpegRunError("Ingen bildruta kunde hämtas ur videon till affischbilden.", "exit", "");
    await fs.promises.rename(partFile, posterFile);
  } finally {
    await fs.promises.rm(partFile, { force: true });
  }
}
