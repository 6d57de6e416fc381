import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import ffprobeInstaller from "@ffprobe-installer/ffprobe";
import { afterAll, describe, expect, it } from "vitest";
import { FfmpegRunError, resolveFfmpeg, runFfmpeg } from "./ffmpeg.server";
import { MAX_TEXT_CHARS, describeClip, escapeFilterValue, fieldFrames, layoutText, screenText } from "./local-clip.server";
import { createLocalProvider, STALE_AFTER_MS, type LocalVideoProvider } from "./local-provider.server";
import { PredictionLostError, ProviderBusyError, ProviderError, type Prediction } from "./provider.server";

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "stilla-video-"));
const providers: LocalVideoProvider[] = [];
afterAll(async () => {
  await Promise.all(providers.map((provider) => provider.close()));
  fs.rmSync(root, { recursive: true, force: true });
});

function provider(name: string, options: { durationSeconds?: number; ffmpegPath?: string; maxRenders?: number } = {}): LocalVideoProvider {
  const created = createLocalProvider({ workDir: path.join(root, name), ...options });
  providers.push(created);
  return created;
}

/** Polls until the prediction is done; returns it with every status seen on the way. The limits are generous: server test files run two at a time, so ffmpeg may get one core of two (a hang still fails). */
async function settle(p: LocalVideoProvider, id: string, timeoutMs = 230_000): Promise<{ final: Prediction; seen: Prediction[] }> {
  const seen: Prediction[] = [];
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const prediction = await p.get(id);
    seen.push(prediction);
    if (prediction.status === "succeeded" || prediction.status === "failed") return { final: prediction, seen };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`render ${id} did not finish in ${timeoutMs} ms`);
}

/** The frame at `seconds`, decoded by ffmpeg into a small raw RGB24 thumbnail (16×9 unless told). */
async function frameAt(video: string, seconds: number, size = "16:9"): Promise<Buffer> {
  const { stdout } = await run(
    resolveFfmpeg(),
    ["-v", "error", "-ss", String(seconds), "-i", video, "-frames:v", "1", "-vf", `scale=${size}`, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
    { encoding: "buffer" },
  );
  return stdout;
}

/** The mean colour of the frame at `seconds`, from a 16×9 raw RGB thumbnail. */
async function meanColour(video: string, seconds: number): Promise<[number, number, number]> {
  const stdout = await frameAt(video, seconds);
  const sum = [0, 0, 0];
  for (let i = 0; i < stdout.length; i++) sum[i % 3]! += stdout[i]!;
  const pixels = stdout.length / 3;
  return [sum[0]! / pixels, sum[1]! / pixels, sum[2]! / pixels];
}

describe("resolveFfmpeg", () => {
  it("finds the binary of the npm package @ffmpeg-installer/ffmpeg", async () => {
    const installed = (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
    expect(resolveFfmpeg()).toBe(installed);
    const { stdout } = await run(resolveFfmpeg(), ["-version"]);
    expect(stdout).toMatch(/^ffmpeg version/);
  });
});

describe("the clip a prompt describes", () => {
  it("follows the prompt's words: palette, motion and pace", () => {
    const night = describeClip("Lugn natt med lavendel");
    const morning = describeClip("Morgon i skogen med en kopp te");
    // A named colour makes the palette; "natt" makes it dark.
    expect(night.palette.name).toBe("färger");
    expect(night.palette.level).toBeLessThan(0.4);
    expect(night.speed).toBeLessThan(1);
    expect(morning.palette.name).toBe("morgon");
    expect(describeClip("Ånga ur koppen").motion).toBe("steam");
    expect(describeClip("Havet").motion).toBe("waves");
    expect(describeClip("Snö i natt").falling).toBe(true);
    // The same prompt always gives the same clip.
    expect(describeClip("Lugn natt med lavendel")).toEqual(night);
  });

  it("draws the subjects named (up to two) in the colours named, and no words unless asked", () => {
    expect(describeClip("löv som faller").motion).toBe("leaves");
    expect(describeClip("stjärnor").motion).toBe("stars");
    expect(describeClip("ljus genom fönstret").motion).toBe("rays");
    expect(describeClip("ånga och stjärnor och vågor")).toMatchObject({ motion: "steam", overlay: "stars" });
    expect(describeClip("energisk").speed).toBeGreaterThan(1);
    const lavender = describeClip("lavendel och indigo");
    expect(lavender.palette).toMatchObject({ name: "färger", mid: "3d3891", light: "a99bd8" });
    expect(lavender.lines).toEqual([]);
    expect(describeClip("Ånga som långsamt stiger ur en kopp nybryggt örtte i mjukt kvällsljus, lugn och stillhet, lavendel och indigo").lines).toEqual([]);
    expect(describeClip("Vågor i blått, text: God morgon").lines).toEqual(["God morgon"]);
    expect(describeClip("Vågor i blått med text").lines).toEqual(["Vågor i blått"]);
  });

  it("paints the background for every frame: the field's size, the palette's colours, moving, the same for the same prompt", async () => {
    const collect = async (prompt: string) => {
      const frames: Buffer[] = [];
      for await (const frame of fieldFrames(describeClip(prompt), 1)) frames.push(frame);
      return frames;
    };
    const night = await collect("Lugn natt med lavendel");
    expect(night).toHaveLength(24);
    for (const frame of night) expect(frame.length).toBe(256 * 144 * 3);
    expect(night[0]!.equals(night[23]!)).toBe(false);
    expect((await collect("Lugn natt med lavendel"))[5]!.equals(night[5]!)).toBe(true);
    const mean = (frame: Buffer) => [0, 1, 2].map((c) => frame.filter((_, i) => i % 3 === c).reduce((sum, v) => sum + v, 0) / (frame.length / 3));
    // Night is indigo (blue over red); morning gold and cream (red over blue).
    const [nightRed, , nightBlue] = mean(night[12]!);
    expect(nightBlue!).toBeGreaterThan(nightRed!);
    const [morningRed, , morningBlue] = mean((await collect("Morgon i skogen med solsken"))[12]!);
    expect(morningRed!).toBeGreaterThan(morningBlue!);
  });

  it("sets at most three lines of at most 120 drawable characters", () => {
    const long = `${"Koppen ångar stilla medan regnet slår mot rutan och kvällen sänker sig över trädgården ".repeat(3)}😀`;
    const text = screenText(long);
    expect(text.length).toBeLessThanOrEqual(MAX_TEXT_CHARS);
    expect(text.endsWith("…")).toBe(true);
    expect(screenText("rad ett\nrad två\t 😀 åäö")).toBe("rad ett rad två åäö");
    const { lines } = layoutText(text);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(layoutText("Ett ord").lines).toEqual(["Ett ord"]);
    const shouting = layoutText(screenText("Ö".repeat(200)));
    expect(shouting.lines).toHaveLength(3);
    expect(shouting.lines[2]!.endsWith("…")).toBe(true);
    expect(layoutText("").lines).toEqual([]);
  });

  it("escapes file paths for a filter graph (option level, then graph level)", () => {
    // c:d → c\:d → c\\:d; it's → it\'s → it\\\'s; [ ] , ; only at the graph level; a backslash doubles twice.
    expect(escapeFilterValue("/a b/c:d/it's [x],y;z\\w")).toBe("/a b/c\\\\:d/it\\\\\\'s \\[x\\]\\,y\\;z\\\\\\\\w");
  });
});

describe("the local provider", () => {
  it("renders an 8 s 1280×720 H.264 clip with a JPEG poster from a prompt (default settings)", async () => {
    const p = provider("default");
    const started = Date.now();
    const prediction = await p.start("Lugn natt med lavendel och en kopp te som ångar");
    expect(prediction).toMatchObject({ status: "starting", progress: 0, output: null, error: null });
    expect(prediction.id).toMatch(/^[0-9a-f-]{36}$/);

    // Progress is read from the work folder, so another provider on the same folder (another process) sees it too.
    const other = createLocalProvider({ workDir: path.join(root, "default") });
    expect(["starting", "processing"]).toContain((await other.get(prediction.id)).status);

    const { final, seen } = await settle(p, prediction.id);
    const seconds = (Date.now() - started) / 1000;
    console.info(`local render, default settings: ${seconds.toFixed(1)} s`);
    expect(final).toEqual({ id: prediction.id, status: "succeeded", progress: 1, output: prediction.id, error: null });
    const progress = seen.filter((s) => s.status === "processing").map((s) => s.progress!);
    expect(progress.length).toBeGreaterThan(0);
    for (const value of progress) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of progress) expect(value).toBeLessThan(1);

    const dest = { video: path.join(root, "out", "a", "clip.mp4"), poster: path.join(root, "out", "b", "clip.jpg") };
    await p.fetchOutput(final, dest);
    // The work files are gone once the clip is in the shop's storage.
    expect(fs.readdirSync(path.join(root, "default"))).toEqual([]);

    const { stdout } = await run(ffprobeInstaller.path, ["-v", "error", "-print_format", "json", "-show_streams", "-show_format", dest.video]);
    const probe = JSON.parse(stdout) as {
      streams: { codec_type: string; codec_name: string; width?: number; height?: number; pix_fmt?: string; avg_frame_rate?: string }[];
      format: { duration: string };
    };
    const video = probe.streams.filter((s) => s.codec_type === "video");
    expect(video).toHaveLength(1);
    expect(video[0]).toMatchObject({ codec_name: "h264", width: 1280, height: 720, pix_fmt: "yuv420p", avg_frame_rate: "24/1" });
    expect(probe.streams.filter((s) => s.codec_type === "audio")).toHaveLength(0);
    const duration = Number(probe.format.duration);
    expect(duration).toBeGreaterThanOrEqual(6);
    expect(duration).toBeLessThanOrEqual(10);

    const poster = fs.readFileSync(dest.poster);
    expect([...poster.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect(poster.length).toBeGreaterThan(1000);
  }, 280_000);

  it("renders visibly different clips for different prompts (text with quotes, % and : too)", async () => {
    const p = provider("pair", { durationSeconds: 2, maxRenders: 2 });
    const prompts = ["Lugn natt med lavendel", "Morgon i skogen: 100 % 'solsken' – åäö"];
    const predictions = await Promise.all(prompts.map((prompt) => p.start(prompt)));
    const colours: [number, number, number][] = [];
    for (const [i, prediction] of predictions.entries()) {
      const { final } = await settle(p, prediction.id);
      expect(final.status, final.error ?? "").toBe("succeeded");
      const dest = { video: path.join(root, "pair-out", `${i}.mp4`), poster: path.join(root, "pair-out", `${i}.jpg`) };
      await p.fetchOutput(final, dest);
      colours.push(await meanColour(dest.video, 1));
    }
    const [night, morning] = colours as [[number, number, number], [number, number, number]];
    // Night is deep indigo (blue over red), morning gold and cream (red over blue), and far apart.
    expect(night[2]).toBeGreaterThan(night[0]);
    expect(morning[0]).toBeGreaterThan(morning[2]);
    expect(Math.hypot(night[0] - morning[0], night[1] - morning[1], night[2] - morning[2])).toBeGreaterThan(80);
  }, 250_000);

  it("renders the colours named (lavender and indigo blue-violet, not orange) and different frames for different subjects", async () => {
    const p = provider("scenes", { durationSeconds: 2, maxRenders: 2 });
    const render = async (prompt: string, name: string) => {
      const { final } = await settle(p, (await p.start(prompt)).id);
      expect(final.status, final.error ?? "").toBe("succeeded");
      const dest = { video: path.join(root, "scenes-out", `${name}.mp4`), poster: path.join(root, "scenes-out", `${name}.jpg`) };
      await p.fetchOutput(final, dest);
      return dest.video;
    };
    /** The hue (0–360°) of the frame's mean colour. */
    const hue = ([red, green, blue]: [number, number, number]) => {
      const [max, min] = [Math.max(red, green, blue), Math.min(red, green, blue)];
      const h = max === red ? (green - blue) / (max - min) : max === green ? 2 + (blue - red) / (max - min) : 4 + (red - green) / (max - min);
      return (h * 60 + 360) % 360;
    };
    // (The old renderer read "en kopp te" as its brown tea palette here and ignored "indigo".)
    const lavender = await meanColour(await render("en kopp te i indigo och lavendel", "lavender"), 1);
    const orange = await meanColour(await render("orange och gult", "orange"), 1);
    console.info(`mean colour at 1 s: en kopp te i indigo och lavendel ${lavender.map(Math.round).join(",")} (hue ${hue(lavender).toFixed(0)}°), orange och gult ${orange.map(Math.round).join(",")} (hue ${hue(orange).toFixed(0)}°)`);
    // Blue-violet: blue well over red and green, the hue between blue (240°) and violet (~275°).
    expect(lavender[2]).toBeGreaterThan(lavender[0] + 30);
    expect(hue(lavender)).toBeGreaterThan(225);
    expect(hue(lavender)).toBeLessThan(285);
    expect(hue(orange)).toBeGreaterThan(15);
    expect(hue(orange)).toBeLessThan(55);

    // One palette, four subjects: the pictures differ (the mean difference of 64×36 thumbnails, 0–255 per channel).
    const subjects = ["ånga", "löv", "vågor", "stjärnor"];
    const frames: Buffer[] = [];
    for (const subject of subjects) frames.push(await frameAt(await render(`${subject} i lavendel och indigo`, subject), 1, "64:36"));
    for (let a = 0; a < frames.length; a++) {
      for (let b = a + 1; b < frames.length; b++) {
        let sum = 0;
        for (let i = 0; i < frames[a]!.length; i++) sum += Math.abs(frames[a]![i]! - frames[b]![i]!);
        const difference = sum / frames[a]!.length;
        expect(difference, `${subjects[a]} vs ${subjects[b]}`).toBeGreaterThan(4);
      }
    }
  }, 250_000);

  it("renders at most maxRenders at once: another start is refused as busy until one has finished", async () => {
    const p = createLocalProvider({ workDir: path.join(root, "slots"), durationSeconds: 1, maxRenders: 1 });
    providers.push(p);
    const first = await p.start("Ånga över en kopp te");
    const refused = await p.start("En andra video").catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderBusyError);
    expect((refused as ProviderBusyError).transient).toBe(true);
    expect((await settle(p, first.id)).final.status).toBe("succeeded");
    const second = await p.start("En andra video");
    expect((await settle(p, second.id)).final.status).toBe("succeeded");
  });

  it("refuses a malformed id and reports an unknown one as lost", async () => {
    const p = provider("ids");
    for (const bad of ["", "../../etc/passwd", "x".repeat(36), `${randomUUID()}.mp4`, randomUUID().toUpperCase()]) {
      const error = await p.get(bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ProviderError);
      expect(error).not.toBeInstanceOf(PredictionLostError);
      expect((error as Error).message).toMatch(/^Ogiltigt renderings-id/);
    }
    await expect(p.get(randomUUID())).rejects.toBeInstanceOf(PredictionLostError);
    const missing: Prediction = { id: randomUUID(), status: "succeeded", progress: 1, output: null, error: null };
    await expect(p.fetchOutput(missing, { video: path.join(root, "x.mp4"), poster: path.join(root, "x.jpg") })).rejects.toThrow(
      /ingen färdig video/,
    );
  });

  it("reads progress from the progress file and reports a stale one (a dead render) as lost", async () => {
    const dir = path.join(root, "stale");
    fs.mkdirSync(dir, { recursive: true });
    const p = provider("stale", { durationSeconds: 8 });
    const id = randomUUID();
    const progressFile = path.join(dir, `${id}.progress`);
    fs.writeFileSync(progressFile, "frame=48\nout_time_us=2000000\nout_time_ms=2000000\nprogress=continue\n");
    expect(await p.get(id)).toEqual({ id, status: "processing", progress: 0.25, output: null, error: null });
    const past = new Date(Date.now() - STALE_AFTER_MS - 5_000);
    fs.utimesSync(progressFile, past, past);
    await expect(p.get(id)).rejects.toBeInstanceOf(PredictionLostError);
  });

  it("never calls a render this process is running lost, however long its progress file has been still", async () => {
    // An ffmpeg that says nothing for a while, as a niced one on a busy machine may: the render is alive.
    const quiet = path.join(root, "quiet-ffmpeg.sh");
    fs.writeFileSync(quiet, "#!/bin/sh\nexec sleep 30\n", { mode: 0o755 });
    const p = provider("quiet", { ffmpegPath: quiet });
    const { id } = await p.start("Kamomill");
    const progressFile = path.join(root, "quiet", `${id}.progress`);
    const past = new Date(Date.now() - STALE_AFTER_MS - 5_000);
    fs.utimesSync(progressFile, past, past);
    expect(await p.get(id)).toMatchObject({ id, status: "starting" });
    await p.close();
    // Closed on purpose: the progress file is gone and the render is lost, not failed.
    await expect(p.get(id)).rejects.toBeInstanceOf(PredictionLostError);
  });

  it("reports a failing ffmpeg as failed, with a Swedish reason", async () => {
    const fake = path.join(root, "fake-ffmpeg.sh");
    fs.writeFileSync(fake, "#!/bin/sh\necho 'Something broke' >&2\nexit 3\n", { mode: 0o755 });
    const p = provider("failing", { ffmpegPath: fake });
    const { id } = await p.start("Honung");
    const { final } = await settle(p, id, 10_000);
    expect(final.status).toBe("failed");
    expect(final.error).toBe("Videon kunde inte renderas: ffmpeg avslutades med kod 3: Something broke");
  });

  it("a failing input ends ffmpeg's run as a failure, never as a short clip", async () => {
    async function* frames() {
      yield Buffer.alloc(256 * 144 * 3);
      throw new Error("ingen bildruta");
    }
    const output = path.join(root, "short.mp4");
    const run = runFfmpeg(resolveFfmpeg(), ["-y", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", "256x144", "-r", "24", "-i", "pipe:0", "-c:v", "libx264", "-f", "mp4", output], {
      input: frames(),
    });
    await expect(run).rejects.toBeInstanceOf(FfmpegRunError);
    await expect(run).rejects.toThrow("Bildrutorna till ffmpeg kunde inte skapas: ingen bildruta");
  });

  it("close() stops running renders; they are lost", async () => {
    const p = provider("closing");
    const { id } = await p.start("Fokus");
    await p.close();
    await expect(p.get(id)).rejects.toBeInstanceOf(PredictionLostError);
    expect(fs.readdirSync(path.join(root, "closing"))).toEqual([]);
  });
});
