/**
 * What the `local` provider renders for a prompt (issue #14, ADR 030; issue #34, ADR 064): a 1280×720 clip whose
 * look follows the prompt's words. app/domain/video-prompt.ts reads the colours named (lavendel, indigo, rosa …:
 * the palette), the subjects (ånga, löv, vågor, stjärnor, ljus: the moving shapes, at most two) and the moods
 * (lugn, energisk, mörk, ljus: pace and brightness). Prompts that name none of them fall back to the older scene
 * words (natt, morgon, skog …). Text is set in Lora only when the prompt asks for it ("text: …", "med text").
 *
 * The picture follows scripts/render-hero-clips.sh: a greyscale "light field" computed per pixel at low
 * resolution, coloured through a three-stop palette and upscaled by ffmpeg (which also softens it). The field is
 * computed here in JavaScript and piped to ffmpeg as raw frames: ffmpeg's geq filter, which the hero clips use,
 * interprets its expression for every pixel and took 1–2 minutes of a core for an 8 s clip. Keywords choose the
 * palette and the motion; a hash of the prompt chooses everything else (positions, phases), and the palette and
 * motion too when no keyword matches, so two prompts differ.
 *
 * Pure apart from resolving the font file: the provider writes the text files and runs ffmpeg.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { readVideoPrompt, type VideoMotif, type VideoScene } from "~/domain/video-prompt";
import { ProviderError } from "./provider.server";

export const CLIP_WIDTH = 1280;
export const CLIP_HEIGHT = 720;
export const CLIP_FPS = 24;
/** The light field is computed at this size and scaled up: 1/25 of the pixels, and the blur comes for free. */
const FIELD_WIDTH = 256;
const FIELD_HEIGHT = 144;

/** Three colours from dark to light (the field's 0 → 0.5 → 1), built from the tokens in app/app.css. */
export interface Palette {
  name: PaletteName | "färger";
  dark: string;
  mid: string;
  light: string;
  /** The field's average level (0–1): night palettes sit low, morning ones high. */
  level: number;
}

/** The scene words' palettes; a palette built from the colours a prompt names is called "färger". */
export type PaletteName = "natt" | "lavendel" | "skog" | "morgon" | "honung" | "te" | "lugn" | "fokus" | "vinter" | "bär";
/** The scene words' motions, and those the subjects of app/domain/video-prompt.ts add. */
type SceneMotion = "drift" | "steam" | "waves" | "lights";
export type Motion = SceneMotion | "leaves" | "stars" | "rays";

/** Colours as in app/app.css (oat = cream, ink, sage, indigo, lavender, clay, gold) and darker/lighter kin of them. */
const PALETTES: Record<PaletteName, Palette> = {
  natt: { name: "natt", dark: "15172e", mid: "363a66", light: "c9c4e3", level: 0.3 },
  lavendel: { name: "lavendel", dark: "2b2d55", mid: "8f89c0", light: "f2eff9", level: 0.42 },
  skog: { name: "skog", dark: "1f2a1e", mid: "5f7358", light: "dfe6d9", level: 0.38 },
  morgon: { name: "morgon", dark: "7a5418", mid: "b88a2e", light: "f7f2ea", level: 0.66 },
  honung: { name: "honung", dark: "5e2c17", mid: "b88a2e", light: "f6e2b0", level: 0.48 },
  te: { name: "te", dark: "2a1d17", mid: "8c4528", light: "ece3d6", level: 0.34 },
  lugn: { name: "lugn", dark: "5f7358", mid: "dfe6d9", light: "f7f2ea", level: 0.58 },
  fokus: { name: "fokus", dark: "2a2833", mid: "363a66", light: "dfe6d9", level: 0.36 },
  vinter: { name: "vinter", dark: "2a2833", mid: "6d7396", light: "f7f2ea", level: 0.32 },
  bär: { name: "bär", dark: "3d1a22", mid: "a4505a", light: "f3d9d2", level: 0.4 },
};

/**
 * Keywords, Swedish and English. A stem of four letters or more matches inside a word (so "midnatt",
 * "lavendelte" and "skogsbär" count); shorter ones only as the whole word ("te", not "stilla").
 * "~" marks a generic word that counts half: nearly every prompt in a tea shop says "te" or "lugn", so a
 * scene or colour word ("morgon i skogen med en kopp te") decides the palette when there is one.
 */
const PALETTE_WORDS: Record<PaletteName, readonly string[]> = {
  natt: ["natt", "night", "kväll", "evening", "sömn", "sleep", "dröm", "dream", "mörk", "dark", "stjärn", "star", "stars", "måne", "månen", "moon"],
  lavendel: ["lavendel", "lavender", "lila", "purple", "violet", "viol"],
  skog: ["skog", "forest", "löv", "leaf", "leaves", "grön", "green", "mynta", "mint", "ört", "örter", "herb", "herbs", "gran", "pine", "mossa", "moss", "nässla", "nettle"],
  morgon: ["morgon", "morning", "gryning", "dawn", "sol", "solen", "solig", "solsken", "sun", "sunny", "sunrise", "dag", "day", "citron", "lemon", "gul", "yellow", "sommar", "summer"],
  honung: ["honung", "honey", "guld", "gold", "kanel", "cinnamon", "ingefära", "ginger", "höst", "autumn", "bärnsten", "amber", "vanilj", "vanilla"],
  te: ["~te", "~tea", "~teet", "~kopp", "~koppen", "~cup", "chai", "rooibos", "kakao", "cacao", "choklad", "chocolate", "~mys", "~mysig", "~cozy", "~cosy", "~värme", "~varm", "~warm", "eld", "fire", "brasa"],
  lugn: ["~lugn", "~calm", "~stilla", "~still", "~vila", "~rest", "~ro", "~andas", "~breathe", "~mjuk", "~soft", "~frid", "~peace", "~harmoni", "~balans", "~balance"],
  fokus: ["~fokus", "~focus", "~klar", "~klarhet", "~clear", "~energi", "~energy", "~pigg", "~alert", "~skärpa", "~koncentration", "~concentration", "~frisk", "~fresh", "~studie", "~study"],
  vinter: ["vinter", "winter", "snö", "snow", "frost", "is", "ice", "kall", "cold", "jul", "julen", "christmas"],
  bär: ["ros", "rose", "rosor", "hibiskus", "hibiscus", "bär", "berry", "berries", "hallon", "raspberry", "jordgubb", "strawberry", "nypon", "rosehip", "röd", "red", "kärlek", "love"],
};

const MOTION_WORDS: Record<SceneMotion, readonly string[]> = {
  steam: ["ånga", "ångan", "steam", "~te", "~tea", "~teet", "~kopp", "~koppen", "~cup", "rök", "smoke", "~het", "~hot", "~brygg", "~brew", "~doft", "~aroma"],
  waves: ["hav", "havet", "sea", "ocean", "sjö", "sjön", "lake", "vatten", "water", "våg", "vågor", "wave", "waves", "strand", "beach", "flod", "river", "bäck", "stream", "~andas", "~breathe", "~vila", "~rest", "~lugn", "~calm"],
  lights: ["natt", "night", "stjärn", "star", "stars", "ljus", "light", "lights", "candle", "glöd", "glow", "eld", "fire", "snö", "snow", "jul", "julen", "christmas", "kväll", "evening", "gnist", "spark", "dröm", "dream"],
  drift: ["skog", "forest", "morgon", "morning", "dimma", "mist", "fog", "moln", "cloud", "clouds", "sol", "solen", "solig", "solsken", "sun", "sunny", "~fokus", "~focus", "~klar", "~clear", "löv", "leaf", "vind", "wind", "luft", "air"],
};

const SLOW_WORDS = ["lugn", "calm", "stilla", "still", "sömn", "sleep", "vila", "rest", "mjuk", "soft", "långsam", "slow", "ro", "frid", "peace", "dröm", "dream", "andas", "breathe"];
const FAST_WORDS = ["fokus", "focus", "energi", "energy", "pigg", "alert", "snabb", "fast", "frisk", "fresh", "livlig", "lively", "dans", "dance"];
/** Lights fall like snow (instead of rising like embers) for these. */
const FALLING_WORDS = ["snö", "snow", "vinter", "winter", "regn", "rain", "flingor", "flakes"];

export interface ClipLook {
  palette: Palette;
  /** The main motion; `overlay` is drawn over it when the prompt names a second subject. */
  motion: Motion;
  overlay: Motion | null;
  /** Multiplies the motion's pace: 0.6 for calm prompts, 1.5 for lively ones, else 1. */
  speed: number;
  falling: boolean;
  /** From the prompt's hash: drives positions and phases. */
  seed: number;
  /** The text asked for, as set on screen: at most three lines; none unless the prompt asks for text. */
  lines: string[];
  fontSize: number;
}

/** Lora's latin file covers these (the unicode-range in app/app.css); anything else would draw as a box. */
const DRAWABLE = /[\u0020-\u007e\u00a0-\u00ff\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u2000-\u206f\u20ac\u2122\u2212]/u;
/** The longest prompt text that is set on screen. */
export const MAX_TEXT_CHARS = 120;

/** The prompt as it may be drawn: one line of drawable characters, at most MAX_TEXT_CHARS (cut at a word, with "…"). */
export function screenText(prompt: string): string {
  const drawable = Array.from(prompt.normalize("NFC").replace(/\s+/gu, " "))
    .filter((char) => DRAWABLE.test(char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
  if (drawable.length <= MAX_TEXT_CHARS) return drawable;
  const cut = drawable.slice(0, MAX_TEXT_CHARS - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > MAX_TEXT_CHARS / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–-]+$/u, "")}…`;
}

/**
 * Rough advance widths of Lora in em (measured from the font's hmtx and rounded up a little), so a line
 * can be wrapped before drawtext, which cannot wrap or shrink text itself.
 */
function charWidth(char: string): number {
  if (/[ il.,:;!'|()[\]jIJ1ftr"]/u.test(char)) return 0.4;
  if (/[mwMW%&…ŒÆœæ]/u.test(char)) return 0.98;
  if (/[A-ZÅÄÖÀ-ÞØ0]/u.test(char)) return 0.8;
  return 0.6;
}
const textWidth = (text: string, fontSize: number) => Array.from(text).reduce((sum, char) => sum + charWidth(char), 0) * fontSize;

/** Greedy word wrap to `maxWidth` pixels; a word wider than a line is split. */
function wrap(text: string, fontSize: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    let rest = word;
    // (A single character always fits: widths are never below the font size.)
    while (Array.from(rest).length > 1 && textWidth(rest, fontSize) > maxWidth) {
      // Fill what is left of the current line (or a fresh one) with as much of the long word as fits.
      const prefix = line ? `${line} ` : "";
      const chars = Array.from(rest);
      let n = chars.length - 1; // ≥ 1
      while (n > 1 && textWidth(prefix + chars.slice(0, n).join(""), fontSize) > maxWidth) n--;
      if (prefix && textWidth(prefix + chars.slice(0, n).join(""), fontSize) > maxWidth) {
        lines.push(line);
        line = "";
        continue;
      }
      lines.push(prefix + chars.slice(0, n).join(""));
      line = "";
      rest = chars.slice(n).join("");
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = rest;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The same number of lines, as even as they go: the narrowest width that still needs no more lines
 * (so "Morgon i skogen med en kopp / te" becomes "Morgon i skogen / med en kopp te").
 */
function balance(text: string, fontSize: number, lines: string[]): string[] {
  if (lines.length < 2) return lines;
  let [lo, hi] = [fontSize, TEXT_MAX_WIDTH];
  let best = lines;
  while (hi - lo > 4) {
    const mid = (lo + hi) / 2;
    const attempt = wrap(text, fontSize, mid);
    if (attempt.length <= lines.length) {
      best = attempt;
      hi = mid;
    } else {
      lo = mid;
    }
  }
  return best;
}

/** Text may use this much of the 1280 px width. */
const TEXT_MAX_WIDTH = 1080;
const FONT_SIZES = [64, 56, 48, 42] as const;

/** The largest font size at which the text fits on three lines (the smallest size cuts the third line with "…"). */
export function layoutText(text: string): { lines: string[]; fontSize: number } {
  if (!text) return { lines: [], fontSize: FONT_SIZES[0] };
  for (const fontSize of FONT_SIZES) {
    const lines = wrap(text, fontSize, TEXT_MAX_WIDTH);
    if (lines.length <= 3) return { lines: balance(text, fontSize, lines), fontSize };
  }
  const fontSize = FONT_SIZES[FONT_SIZES.length - 1]!;
  const lines = wrap(text, fontSize, TEXT_MAX_WIDTH).slice(0, 3);
  let last = lines[2]!.replace(/…$/u, "");
  while (last && textWidth(`${last}…`, fontSize) > TEXT_MAX_WIDTH) last = last.slice(0, -1);
  lines[2] = `${last.trimEnd()}…`;
  return { lines, fontSize };
}

/** FNV-1a: a stable 32-bit hash of the prompt (the same prompt always renders the same clip). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= byte;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a small deterministic generator of numbers in [0, 1) from the seed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function words(prompt: string): string[] {
  return prompt
    .normalize("NFC")
    .toLocaleLowerCase("sv-SE")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How much `word` counts for `entry` (a stem, "~" first for half weight): 0 when it does not match. */
function weight(word: string, entry: string): number {
  const stem = entry.replace(/^~/, "");
  const hit = stem.length >= 4 ? word.includes(stem) : word === stem;
  return hit ? (entry.startsWith("~") ? 0.5 : 1) : 0;
}

/** The key with the highest score; ties go to the one named first in the prompt. Null when nothing matches. */
function bestMatch<K extends string>(promptWords: string[], table: Record<K, readonly string[]>): K | null {
  let best: { key: K; score: number; first: number } | null = null;
  for (const key of Object.keys(table) as K[]) {
    let score = 0;
    let first = Infinity;
    promptWords.forEach((word, index) => {
      const w = Math.max(0, ...table[key].map((entry) => weight(word, entry)));
      if (w > 0) {
        score += w;
        first = Math.min(first, index);
      }
    });
    if (score > 0 && (!best || score > best.score || (score === best.score && first < best.first))) best = { key, score, first };
  }
  return best?.key ?? null;
}

const hasAny = (promptWords: string[], stems: readonly string[]) => promptWords.some((word) => stems.some((stem) => weight(word, stem) > 0));

/** Each subject's motion: the shapes that move for it. */
const MOTIF_MOTION: Record<VideoMotif, Motion> = { steam: "steam", leaves: "leaves", waves: "waves", stars: "stars", light: "rays" };

/** sRGB hex → channels and back, and a mix of two colours (t = 0: a, 1: b). */
const rgbOf = (hex: string) => [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const hexOf = (rgb: readonly number[]) => rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, "0")).join("");
const mix = (a: string, b: string, t: number) => hexOf(rgbOf(a).map((c, i) => c + (rgbOf(b)[i]! - c) * t));

/**
 * A palette from the colours a prompt names: the darkest (deepened) at the bottom, the lightest on top, so both
 * show; one colour runs from its deep shade through itself to its pale one. Dark moods sit lower, bright higher.
 */
export function paletteFromScene(scene: VideoScene): Palette | null {
  if (scene.colours.length === 0) return null;
  const byLight = [...scene.colours].sort((a, b) => luminance(rgbOf(a.hex)) - luminance(rgbOf(b.hex)));
  const darkest = byLight[0]!.hex;
  const lightest = byLight.at(-1)!.hex;
  const one = byLight.length === 1;
  const dark = mix(darkest, "0b0a12", one ? 0.7 : 0.55);
  const mid = one ? darkest : byLight.length === 2 ? darkest : byLight[1]!.hex;
  const light = one ? mix(lightest, "ffffff", 0.55) : lightest;
  const level = scene.moods.includes("dark") ? 0.34 : scene.moods.includes("bright") ? 0.62 : 0.48;
  return { name: "färger", dark, mid, light, level };
}

/** The clip for a prompt: what it names first (colours, subjects, moods), then the scene words, then the hash. */
export function describeClip(prompt: string): ClipLook {
  const scene = readVideoPrompt(prompt);
  const promptWords = words(prompt);
  const seed = hash(promptWords.join(" "));
  const paletteNames = Object.keys(PALETTES) as PaletteName[];
  const motions = Object.keys(MOTION_WORDS) as SceneMotion[];
  const palette =
    paletteFromScene(scene) ?? PALETTES[bestMatch(promptWords, PALETTE_WORDS) ?? paletteNames[seed % paletteNames.length]!];
  const [first, second] = scene.motifs.map((motif) => MOTIF_MOTION[motif]);
  const motion = first ?? bestMatch(promptWords, MOTION_WORDS) ?? motions[Math.floor(seed / paletteNames.length) % motions.length]!;
  const calm = scene.moods.includes("calm") || hasAny(promptWords, SLOW_WORDS);
  const lively = scene.moods.includes("energetic") || hasAny(promptWords, FAST_WORDS);
  const speed = calm && !lively ? 0.6 : lively && !calm ? 1.5 : 1;
  const { lines, fontSize } = layoutText(scene.text === null ? "" : screenText(scene.text));
  return { palette, motion, overlay: second ?? null, speed, falling: hasAny(promptWords, FALLING_WORDS), seed, lines, fontSize };
}

// ---------- the filter graph ----------------------------------------------------------------------------

const n = (value: number) => (Math.round(value * 1000) / 1000).toString();

/**
 * How strongly the steam's wisps and the lights' discs add to the field. The geq expression these clips were first
 * rendered with said 0.42 and 0.55, but its clip() evaluated its first argument twice (ffmpeg 4's eval), so each
 * wisp and disc was added twice: these are the weights the clips had.
 */
const WISP_WEIGHT = 0.84;
const LIGHTS_WEIGHT = 1.1;

/** A frame's light field, row by row: writes the level (0–1) of each pixel of row `y` (0–1) into `out`. */
type FramePainter = (y: number, out: Float64Array) => void;

/**
 * The light field of a look: for a time T (s), a painter of its rows. Each pixel's level is a function of x and y
 * in 0–1 and of t (T scaled by the speed); whatever depends on T alone is worked out once a frame, and whatever
 * depends on y alone once a row, so a frame costs a few arithmetic operations and one exp or hypot per shape and
 * pixel. The random draws, in this order, fix a prompt's positions and phases.
 */
function lightField(look: ClipLook, seconds: number): (T: number) => FramePainter {
  const main = motionField(look.motion, look, seconds, look.seed);
  if (!look.overlay || look.overlay === look.motion) return main;
  // A second subject is drawn over the first: each pixel takes the brighter of the two fields.
  const over = motionField(look.overlay, look, seconds, (look.seed ^ 0x9e3779b9) >>> 0);
  const second = new Float64Array(FIELD_WIDTH);
  return (T) => {
    const [a, b] = [main(T), over(T)];
    return (y, out) => {
      a(y, out);
      b(y, second);
      for (let i = 0; i < out.length; i++) out[i] = Math.max(out[i]!, second[i]!);
    };
  };
}

function motionField(motion: Motion, look: ClipLook, seconds: number, seed: number): (T: number) => FramePainter {
  const rnd = random(seed);
  const r = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const speed = look.speed;
  const level = look.palette.level;
  const xs = Float64Array.from({ length: FIELD_WIDTH }, (_, i) => i / FIELD_WIDTH);
  // Darker corners, so the middle (where the text is) carries the light.
  const vignetteX = xs.map((x) => -0.28 * 1.3 * (x - 0.5) ** 2);
  const vignetteY = (y: number) => -0.28 * 1.6 * (y - 0.5) ** 2;
  switch (motion) {
    case "drift": {
      // Two slow interfering sine fields and two soft glows wandering across the frame.
      const [p1, p2, p3, p4, p5, p6, p7] = Array.from({ length: 7 }, () => r(0, 6.283)) as [number, number, number, number, number, number, number];
      const [cx1, cy1, cx2, cy2] = [r(0.25, 0.45), r(0.3, 0.6), r(0.55, 0.78), r(0.35, 0.7)];
      return (T) => {
        const t = T * speed;
        const gx1 = cx1 + 0.16 * Math.sin(0.25 * t + p4);
        const gy1 = cy1 + 0.1 * Math.cos(0.2 * t + p5);
        const gx2 = cx2 + 0.14 * Math.sin(0.3 * t + p6);
        const gy2 = cy2 + 0.1 * Math.cos(0.22 * t + p7);
        return (y, out) => {
          const dy1 = (y - gy1) ** 2;
          const dy2 = (y - gy2) ** 2;
          const base = level - 0.14 + vignetteY(y);
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i]!;
            const waves = Math.sin(3 * x + 2 * y + 0.6 * t + p1) * Math.sin(2 * y - 1.5 * x - 0.45 * t + p2);
            const ripple = Math.sin(5 * x - 3 * y + 0.8 * t + p3);
            const glow1 = Math.exp(-(((x - gx1) * 1.778) ** 2 + dy1) * 5);
            const glow2 = Math.exp(-(((x - gx2) * 1.778) ** 2 + dy2) * 9);
            out[i] = base + 0.16 * waves + 0.07 * ripple + 0.36 * glow1 + 0.22 * glow2 + vignetteX[i]!;
          }
        };
      };
    }
    case "steam": {
      // Rising wisps above a warm glow at the bottom edge (the cup is off-screen), as hero clip 1 and 8.
      const wisps = Array.from({ length: 3 }, (_, i) => ({ cx: r(0.3, 0.7), base: r(0.9, 1.02), ph: r(0, 6.283), amp: 0.8 - i * 0.15 }));
      return (T) => {
        const t = T * speed;
        return (y, out) => {
          // Per wisp and row: its strength, width, sideways sway and flicker depend on y and t only.
          const rows = wisps.map(({ cx, base, ph, amp }) => {
            const height = base - y;
            const width = 0.02 + 0.08 * height;
            const sway = 0.01 + 0.07 * height;
            const strength = Math.min(1, Math.max(0, height * 2.2)) * Math.min(1, Math.max(0, y * 2.2 - 0.05));
            return {
              centre: cx + sway * Math.sin(8 * y - (2 * Math.PI * t) / 6 + ph) + 0.5 * sway * Math.sin(15 * y - (2 * Math.PI * t) / 3 + 2 * ph),
              inverseWidth2: 1 / (width * width),
              weight: amp * strength * (0.65 + 0.35 * Math.sin(13 * y - (2 * Math.PI * t) / 3 + ph)),
            };
          });
          const cupGlowY = (y - 1.05) ** 2 * 8;
          const base = level - 0.1 + 0.1 * (y - 0.5) + vignetteY(y);
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i]!;
            let wisp = 0;
            for (const w of rows) {
              if (w.weight === 0) continue;
              const d = x - w.centre;
              wisp += w.weight * Math.exp(-d * d * w.inverseWidth2);
            }
            out[i] = base + 0.22 * Math.exp(-(((x - 0.5) * 1.778) ** 2 * 3 + cupGlowY)) + WISP_WEIGHT * wisp + vignetteX[i]!;
          }
        };
      };
    }
    case "waves": {
      // Soft horizontal swells rolling slowly down the frame, with a low glow on the horizon.
      const [p1, p2, p3] = [r(0, 6.283), r(0, 6.283), r(0, 6.283)];
      const gx = r(0.25, 0.75);
      const swell = new Float64Array(FIELD_WIDTH);
      const horizonX = xs.map((x) => ((x - gx) * 2.2) ** 2);
      return (T) => {
        const t = T * speed;
        // The swells' sideways wobble depends on x and t only.
        for (let i = 0; i < xs.length; i++) swell[i] = 0.035 * Math.sin(5 * xs[i]! + 0.9 * t + p1) + 0.02 * Math.sin(11 * xs[i]! - 1.3 * t + p2);
        return (y, out) => {
          const horizonY = ((y - 0.3) * 5) ** 2;
          const base = level - 0.1 - 0.08 * (y - 0.5) + vignetteY(y);
          const depth = 0.16 * (0.35 + 0.65 * y);
          for (let i = 0; i < xs.length; i++) {
            const crest = 0.5 + 0.5 * Math.sin(2 * Math.PI * 5 * (y + swell[i]!) - 1.2 * t + p3);
            out[i] = base + depth * crest + 0.3 * Math.exp(-horizonY - horizonX[i]!) + vignetteX[i]!;
          }
        };
      };
    }
    case "leaves": {
      // Leaves: small pointed ovals that tumble down across the frame, swaying, each turning as it falls.
      const leaves = Array.from({ length: 14 }, (_, i) => ({
        cx: (i + r(0.15, 0.85)) / 14,
        start: r(0, 1),
        fall: r(0.1, 0.18),
        sway: r(0.02, 0.06),
        ph: r(0, 6.283),
        spin: r(0.4, 1.1) * (rnd() < 0.5 ? -1 : 1),
        length: r(0.045, 0.075),
        brightness: r(0.45, 0.7),
      }));
      return (T) => {
        const t = T * speed;
        const now = leaves.map((leaf) => {
          const y = ((leaf.start + leaf.fall * t) % 1.2) - 0.1;
          const angle = leaf.ph + leaf.spin * t;
          return {
            x: leaf.cx + leaf.sway * Math.sin(1.3 * t + leaf.ph),
            y,
            cos: Math.cos(angle),
            sin: Math.sin(angle),
            a: leaf.length,
            b: leaf.length * 0.42,
            brightness: leaf.brightness,
          };
        });
        return (y, out) => {
          const base = level - 0.12 + 0.08 * (y - 0.5) + vignetteY(y);
          const near = now.filter((leaf) => Math.abs(y - leaf.y) < leaf.a);
          for (let i = 0; i < xs.length; i++) {
            const dx = xs[i]! * 1.778;
            let light = 0;
            for (const leaf of near) {
              const px = dx - leaf.x * 1.778;
              const py = y - leaf.y;
              const u = (px * leaf.cos + py * leaf.sin) / leaf.a;
              const v = (-px * leaf.sin + py * leaf.cos) / leaf.b;
              // A leaf's outline: an oval narrowing to points at both ends.
              const d = u * u + v * v / Math.max(0.05, 1 - u * u);
              if (d < 1) light = Math.max(light, leaf.brightness * Math.min(1, (1 - d) * 4));
            }
            out[i] = base + light + vignetteX[i]!;
          }
        };
      };
    }
    case "stars": {
      // A night sky: small points that twinkle in their own rhythm while the sky turns slowly sideways.
      const stars = Array.from({ length: 70 }, () => ({
        x: r(0, 1.1),
        y: r(0.02, 0.9),
        size: r(0.008, 0.016),
        rate: r(0.8, 2.4),
        ph: r(0, 6.283),
        brightness: r(0.6, 1.1),
      }));
      return (T) => {
        const t = T * speed;
        const shift = (0.006 * t) % 1.1;
        const now = stars.map((star) => ({
          x: ((star.x - shift + 1.1) % 1.1) - 0.05,
          y: star.y,
          size: star.size,
          brightness: star.brightness * (0.55 + 0.45 * Math.sin(star.rate * t + star.ph)),
        }));
        return (y, out) => {
          const base = level - 0.2 - 0.12 * (0.5 - y) + vignetteY(y);
          const near = now.filter((star) => Math.abs(y - star.y) < star.size * 2);
          for (let i = 0; i < xs.length; i++) {
            let light = 0;
            for (const star of near) {
              const dx = (xs[i]! - star.x) * 1.778;
              const dy = y - star.y;
              light += star.brightness * Math.exp(-(dx * dx + dy * dy) / (star.size * star.size));
            }
            out[i] = base + light + vignetteX[i]!;
          }
        };
      };
    }
    case "rays": {
      // Light: soft beams falling from a source above the frame, slowly turning and breathing, with a glow below.
      const source = r(0.2, 0.8);
      const beams = Array.from({ length: 5 }, () => ({ angle: r(-0.6, 0.6), width: r(0.05, 0.11), ph: r(0, 6.283), amp: r(0.25, 0.4) }));
      return (T) => {
        const t = T * speed;
        const now = beams.map((beam) => ({
          angle: beam.angle + 0.08 * Math.sin(0.25 * t + beam.ph),
          width: beam.width,
          amp: beam.amp * (0.75 + 0.25 * Math.sin(0.6 * t + beam.ph)),
        }));
        return (y, out) => {
          const base = level - 0.12 + vignetteY(y);
          const depth = y + 0.25;
          for (let i = 0; i < xs.length; i++) {
            const angle = Math.atan2((xs[i]! - source) * 1.778, depth);
            let light = 0;
            for (const beam of now) {
              const d = (angle - beam.angle) / beam.width;
              light += beam.amp * Math.exp(-d * d);
            }
            out[i] = base + light * (1 - 0.45 * y) + 0.25 * Math.exp(-(((xs[i]! - source) * 1.778) ** 2 + (y - 0.15) ** 2) * 6) + vignetteX[i]!;
          }
        };
      };
    }
    case "lights": {
      // Soft discs (bokeh) drifting up like embers, or down like snow; each fades in and out once a cycle.
      const cycle = Math.max(4, seconds) / speed;
      const direction = look.falling ? -1 : 1;
      const discs = Array.from({ length: 8 }, () => {
        const [cx, cy, radius] = [r(0.05, 0.95), look.falling ? r(0.05, 0.6) : r(0.4, 0.95), r(0.035, 0.1)];
        return { cx, cy, radius, dy: direction * r(0.2, 0.35), ph: r(0, 1), amp: r(0.4, 0.65) };
      });
      return (T) => {
        // Where each disc is in its cycle, and so where it is and how bright, depends on T only.
        const now = discs.map(({ cx, cy, radius, dy, ph, amp }) => {
          const phase = (T / cycle + ph) % 1;
          return {
            x: cx + 0.02 * Math.sin(2 * Math.PI * phase),
            y: cy - dy * phase,
            radius,
            edge: 1 / (0.3 * radius),
            brightness: amp * Math.sin(Math.PI * phase) ** 2,
          };
        });
        return (y, out) => {
          const base = level - 0.1 + 0.14 * (y - 0.5) + vignetteY(y);
          // Only the discs that reach this row.
          const near = now.filter((d) => Math.abs(y - d.y) < d.radius && d.brightness > 0);
          for (let i = 0; i < xs.length; i++) {
            const x = xs[i]!;
            let light = 0;
            for (const d of near) {
              const distance = Math.hypot((x - d.x) * 1.778, y - d.y);
              if (distance < d.radius) light += d.brightness * Math.min(1, (d.radius - distance) * d.edge);
            }
            out[i] = base + LIGHTS_WEIGHT * light + vignetteX[i]!;
          }
        };
      };
    }
  }
}

/**
 * The clip's background, frame after frame: the light field at FIELD_WIDTH×FIELD_HEIGHT, coloured through the
 * palette (dark → mid → light), as raw RGB24 (ffmpeg scales it up, which also softens it). Between slices of rows
 * it waits for the event loop, so a render never holds the server's requests up for more than a moment.
 */
export async function* fieldFrames(look: ClipLook, seconds: number): AsyncGenerator<Buffer> {
  const paint = lightField(look, seconds);
  const lut = paletteTable(look.palette);
  const row = new Float64Array(FIELD_WIDTH);
  const frames = Math.round(seconds * CLIP_FPS);
  for (let frame = 0; frame < frames; frame++) {
    const painter = paint(frame / CLIP_FPS);
    const out = Buffer.allocUnsafe(FIELD_WIDTH * FIELD_HEIGHT * 3);
    for (let j = 0; j < FIELD_HEIGHT; j++) {
      if (j > 0 && j % ROWS_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      painter(j / FIELD_HEIGHT, row);
      for (let i = 0; i < FIELD_WIDTH; i++) {
        const value = Math.trunc(255 * Math.min(1, Math.max(0, row[i]!)));
        out.set(lut[value]!, (j * FIELD_WIDTH + i) * 3);
      }
    }
    yield out;
  }
}

/** Rows painted between two turns of the event loop (a slice is about a millisecond of work). */
const ROWS_PER_SLICE = 24;

/** The palette as a table: field level 0–255 → RGB (0 → dark, 128 → mid, 255 → light, straight lines between). */
function paletteTable(palette: Palette): Uint8Array[] {
  return Array.from({ length: 256 }, (_, value) => Uint8Array.from(colourAt(palette, value / 255).map((c) => Math.trunc(c))));
}

/** The palette's colour at a field level (0–1), as lutrgb maps it. */
function colourAt(palette: Palette, level: number): [number, number, number] {
  const v = Math.max(0, Math.min(1, level)) * 255;
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return [0, 1, 2].map((i) => {
    const [a, b, c] = [channel(palette.dark, i), channel(palette.mid, i), channel(palette.light, i)];
    return v < 128 ? a + ((b - a) * v) / 128 : b + ((c - b) * (v - 128)) / 127;
  }) as [number, number, number];
}

/** WCAG relative luminance of an sRGB colour (channels 0–255). */
function luminance([red, green, blue]: readonly number[]): number {
  const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(red!) + 0.7152 * linear(green!) + 0.0722 * linear(blue!);
}
const INK = [0x2a, 0x28, 0x33];
const OAT = [0xf7, 0xf2, 0xea];

/**
 * Ink or oat (cream) text, whichever contrasts more with the palette around the field's level (where the
 * text sits, lit a little by the glows); the shadow is the opposite end of the palette.
 */
export function textColours(palette: Palette): { text: string; shadow: string } {
  const background = luminance(colourAt(palette, palette.level + 0.1));
  const contrast = (colour: number[]) => {
    const [a, b] = [luminance(colour) + 0.05, background + 0.05];
    return Math.max(a, b) / Math.min(a, b);
  };
  return contrast(INK) > contrast(OAT)
    ? { text: "0x2a2833", shadow: `0x${palette.light}@0.35` }
    : { text: "0xf7f2ea", shadow: `0x${palette.dark}@0.6` };
}

/**
 * Escapes a value for a filter option inside a filter graph: one level for the option parser (\ ' :) and
 * one for the graph parser (\ ' [ ] , ;). Needed for the font path, which comes from node_modules.
 */
export function escapeFilterValue(value: string): string {
  const option = value.replace(/[\\':]/g, "\\$&");
  return option.replace(/[\\'[\],;]/g, "\\$&");
}

export interface RenderFiles {
  /** The Lora .woff (absolute). */
  fontFile: string;
  /** One text file per line of look.lines, named relative to ffmpeg's working directory. */
  lineFiles: readonly string[];
}

/** The whole filter graph for -filter_complex: the piped field ([0:v]) scaled to the clip, the text, output [v]. */
export function filterGraph(look: ClipLook, seconds: number, files: RenderFiles): string {
  const colours = textColours(look.palette);
  const lineHeight = Math.round(look.fontSize * 1.3);
  // Baselines centred on the frame (a touch above the middle, where the light sits).
  const firstBaseline = Math.round(CLIP_HEIGHT / 2 - ((look.lines.length - 1) * lineHeight) / 2 + look.fontSize * 0.3);
  // The text fades in after the first moments and out before the end (shorter clips scale the timing).
  const lead = n(Math.min(0.5, seconds / 8));
  const fade = n(Math.min(1, seconds / 4));
  const outEnd = n(seconds - Number(lead));
  const alpha = `if(lt(t,${lead}),0,if(lt(t,${lead}+${fade}),(t-${lead})/${fade},if(lt(t,${outEnd}-${fade}),1,if(lt(t,${outEnd}),(${outEnd}-t)/${fade},0))))`;
  const text = look.lines.map(
    (_, i) =>
      `drawtext=fontfile=${escapeFilterValue(files.fontFile)}:textfile=${escapeFilterValue(files.lineFiles[i]!)}:expansion=none` +
      `:fontsize=${look.fontSize}:fontcolor=${colours.text}:shadowcolor=${colours.shadow}:shadowx=0:shadowy=2` +
      `:x=(w-text_w)/2:y=${firstBaseline + i * lineHeight}-ascent:alpha='${alpha}'`,
  );
  return [`[0:v]scale=${CLIP_WIDTH}:${CLIP_HEIGHT}:flags=bicubic`, ...text, "format=yuv420p[v]"].join(",");
}

/**
 * ffmpeg arguments rendering the clip to `output` and writing progress to `progressFile` (both relative to cwd).
 * The background comes in on stdin: fieldFrames' raw RGB24 frames.
 */
export function renderArgs(look: ClipLook, seconds: number, files: RenderFiles & { output: string; progressFile: string }): string[] {
  return [
    "-y",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-s",
    `${FIELD_WIDTH}x${FIELD_HEIGHT}`,
    "-r",
    String(CLIP_FPS),
    "-i",
    "pipe:0",
    "-filter_complex",
    filterGraph(look, seconds, files),
    "-map",
    "[v]",
    "-t",
    n(seconds),
    "-an",
    "-c:v",
    "libx264",
    "-preset",
    "veryfast",
    "-profile:v",
    "high",
    "-crf",
    "24",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    // ffmpeg 4.x writes a progress block every 0.5 s (its fixed interval; -stats_period only exists from 4.4).
    "-progress",
    files.progressFile,
    "-f",
    "mp4",
    files.output,
  ];
}

/**
 * The Lora file from the @fontsource/lora package, found from this module (not the working directory).
 * Throws a Swedish ProviderError when the package is missing: drawtext would silently fall back to another font.
 */
export function resolveFontFile(): string {
  try {
    const pkg = createRequire(import.meta.url).resolve("@fontsource/lora/package.json");
    const file = path.join(path.dirname(pkg), "files", "lora-latin-400-normal.woff");
    if (existsSync(file)) return file;
  } catch {
    // Reported below.
  }
  throw new ProviderError("Typsnittet Lora saknas: kör npm install (paketet @fontsource/lora) för att kunna rendera video lokalt.");
}
