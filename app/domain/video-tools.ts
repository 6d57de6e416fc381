/**
 * The video tools' rules (spec §2, §4, §5, §9; ADR 030): job statuses and their labels' keys, the polling limits,
 * the hero generator's three prompts, the gallery's six presets, and the hero video references the home page
 * plays (a built-in clip /videos/hero-{n}.mp4 or a finished generated video).
 */
import { z } from "zod";

/** Spec §9: the provider is polled every 2 s, at most 60 times. */
export const VIDEO_POLL_INTERVAL_MS = 2_000;
export const VIDEO_MAX_POLLS = 60;
/** Spec §9: the hero generator starts its prompts 15 s apart. */
export const HERO_GENERATION_STAGGER_MS = 15_000;
/** A job whose render was lost (a restart) is started again at most this many times in all. */
export const VIDEO_MAX_ATTEMPTS = 3;
/** The longest prompt accepted (the textarea's maxLength too). */
export const VIDEO_PROMPT_MAX = 500;

/**
 * A job's status. `queued` is the shop's own (not yet sent to the provider: the hero generator's 'Väntar...');
 * the other four are the provider's prediction statuses (spec §4).
 */
export const VIDEO_JOB_STATUSES = ["queued", "starting", "processing", "succeeded", "failed"] as const;
export type VideoJobStatus = (typeof VIDEO_JOB_STATUSES)[number];
export const isActiveVideoStatus = (s: VideoJobStatus) => s === "queued" || s === "starting" || s === "processing";

/** Where a job was started: the generator page or the hero generator (one of its three slots). */
export type VideoJobSource = "generator" | "hero";

/** Why a job failed, when the reason changes what the page offers (the 429 hint links to the provider's billing). */
export type VideoErrorKind = "rate_limit" | "timeout" | "provider" | "lost";

/** What the pages show of a job. */
export interface VideoJobView {
  id: string;
  prompt: string;
  source: VideoJobSource;
  heroSlot: number | null;
  status: VideoJobStatus;
  /** 0–100, or null when the provider reports none. */
  progress: number | null;
  error: string | null;
  errorKind: VideoErrorKind | null;
  createdAt: string;
  finishedAt: string | null;
  createdByEmail: string | null;
  /** Set when succeeded: the stored file's address and its poster. */
  videoUrl: string | null;
  posterUrl: string | null;
}

/** Spec §5: the prompt must be non-empty after trimming. */
export const videoPromptSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1, "Prompt krävs")
    .max(VIDEO_PROMPT_MAX, `Högst ${VIDEO_PROMPT_MAX} tecken`),
});

/** The hero generator's three fixed prompts (spec §2: brew stillness, artisan blend, morning ritual). */
export const HERO_PROMPTS = [
  {
    slot: 1,
    title: "Bryggd stillhet",
    prompt: "Ånga som långsamt stiger ur en kopp nybryggt örtte i mjukt kvällsljus, lugn och stillhet, lavendel och indigo",
  },
  {
    slot: 2,
    title: "Hantverksblandning",
    prompt: "Torkade örter, kamomill och lavendel som blandas för hand i små satser på ett träbord, varmt honungsljus",
  },
  {
    slot: 3,
    title: "Morgonritual",
    prompt: "Morgonljus genom ett fönster över en tekopp med grönt te och pepparmynta, klar och fokuserad morgonritual",
  },
] as const;

// ------------------------------------------------------------------ hero video references

/** The built-in hero clips: public/videos/hero-1.mp4 … hero-10.mp4. */
export const LOCAL_HERO_VIDEO_COUNT = 10;
/** The home hero has three slides. */
export const HERO_SLOTS = 3;
/** Spec §5 and §9: the gallery picks 1–3 of 6 presets. */
export const GALLERY_MIN = 1;
export const GALLERY_MAX = 3;

/** A video the home hero can play. Stored in the site setting as its key: "hero-4" or "gen-<job id>". */
export type HeroVideoRef = { kind: "local"; n: number } | { kind: "generated"; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isVideoJobId = (id: string) => UUID.test(id);

export function heroRefKey(ref: HeroVideoRef): string {
  return ref.kind === "local" ? `hero-${ref.n}` : `gen-${ref.id}`;
}

/** Parses a stored or posted key (also the setting's older form, a bare number 1–10); anything else is null. */
export function parseHeroRefKey(value: unknown): HeroVideoRef | null {
  if (typeof value === "number") {
    return Number.isInteger(value) && value >= 1 && value <= LOCAL_HERO_VIDEO_COUNT ? { kind: "local", n: value } : null;
  }
  if (typeof value !== "string") return null;
  const local = /^hero-(\d{1,2})$/.exec(value);
  if (local) return parseHeroRefKey(Number(local[1]));
  const generated = /^gen-(.+)$/.exec(value);
  if (generated && isVideoJobId(generated[1]!)) return { kind: "generated", id: generated[1]! };
  return null;
}

/** A list of 1–`max` distinct references, or null. */
export function parseHeroRefList(value: unknown, max = HERO_SLOTS): HeroVideoRef[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > max) return null;
  const refs: HeroVideoRef[] = [];
  for (const v of value) {
    const ref = parseHeroRefKey(v);
    if (!ref || refs.some((r) => heroRefKey(r) === heroRefKey(ref))) return null;
    refs.push(ref);
  }
  return refs;
}

/** The files a reference plays: the clip and its poster (generated ones are served from the shop's storage). */
export function heroVideoFiles(ref: HeroVideoRef): { src: string; poster: string } {
  return ref.kind === "local"
    ? { src: `/videos/hero-${ref.n}.mp4`, poster: `/videos/hero-${ref.n}.jpg` }
    : { src: `/videos/generated/${ref.id}.mp4`, poster: `/videos/generated/${ref.id}.jpg` };
}

/** The home hero's three slides take the chosen videos in order; fewer than three repeat from the first. */
export function heroSlideVideos<T>(chosen: readonly T[], slots = HERO_SLOTS): T[] {
  if (chosen.length === 0) return [];
  return Array.from({ length: slots }, (_, i) => chosen[i % chosen.length]!);
}

/** Spec §2: the gallery's six preset videos (url, name, prompt); ours are built-in clips. */
export const GALLERY_PRESETS = [
  { n: 1, name: "Ånga över koppen", prompt: "Ånga som stiger ur en kopp örtte på ett ljust havrefärgat bord" },
  { n: 2, name: "Lavendelnatt", prompt: "Indigofärgad natt där mjuka lavendelljus långsamt stiger" },
  { n: 3, name: "Morgondimma", prompt: "Salviagröna kullar i drivande morgondimma" },
  { n: 4, name: "Morgonljus", prompt: "Ockragul soluppgång med långsamt vridande ljusstrålar" },
  { n: 6, name: "Levande ljus", prompt: "En ljuslåga och varm gloria i ett mörkt rum" },
  { n: 9, name: "Lövskugga", prompt: "Mjuka lövskuggor som driver över salviagrönt ljus" },
] as const;

/** The snippet the gallery copies (spec §2): the home carousel's videos as code, in slide order. */
export function gallerySnippet(presets: readonly { n: number; name: string }[]): string {
  const lines = presets.map((p) => {
    const files = heroVideoFiles({ kind: "local", n: p.n });
    return `  { src: "${files.src}", poster: "${files.poster}", name: "${p.name}" },`;
  });
  return ["// Startsidans hero-videor (i bildordning)", "const heroVideos = [", ...lines, "];"].join("\n");
}
