/**
 * What the `local` provider renders for a prompt (issue #14, ADR 030): a 1280×720 clip whose look follows the
 * prompt's words (a palette from the shop's colours, a motion, a speed) with the prompt set in Lora.
 *
 * The picture is the technique of scripts/render-hero-clips.sh: a greyscale "light field" computed per pixel
 * with geq at low resolution (cheap), upscaled (which also softens it) and coloured through a three-stop
 * palette with lutrgb. Keywords choose the palette and the motion; a hash of the prompt chooses everything
 * else (positions, phases), and the palette and motion too when no keyword matches, so two prompts differ.
 *
 * Pure apart from resolving the font file: the provider writes the text files and runs ffmpeg.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { ProviderError } from "./provider.server";

export const CLIP_WIDTH = 1280;
export const CLIP_HEIGHT = 720;
export const CLIP_FPS = 24;
/** The light field is computed at this size and scaled up: 1/25 of the pixels, and the blur comes for free. */
const FIELD_WIDTH = 256;
const FIELD_HEIGHT = 144;

/** Three colours from dark to light (the field's 0 → 0.5 → 1), built from the tokens in app/app.css. */
export interface Palette {
  name: PaletteName;
  dark: string;
  mid: string;
  light: string;
  /** The field's average level (0–1): night palettes sit low, morning ones high. */
  level: number;
}

export type PaletteName = "natt" | "lavendel" | "skog" | "morgon" | "honung" | "te" | "lugn" | "fokus" | "vinter" | "bär";
export type Motion = "drift" | "steam" | "waves" | "lights";

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

const MOTION_WORDS: Record<Motion, readonly string[]> = {
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
  motion: Motion;
  /** Multiplies the motion's pace: 0.6 for calm prompts, 1.5 for lively ones, else 1. */
  speed: number;
  falling: boolean;
  /** From the prompt's hash: drives positions and phases. */
  seed: number;
  /** The prompt as set on screen: at most three lines. */
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

/** The clip for a prompt: keywords first, the hash where they are silent. */
export function describeClip(prompt: string): ClipLook {
  const promptWords = words(prompt);
  const seed = hash(promptWords.join(" "));
  const paletteNames = Object.keys(PALETTES) as PaletteName[];
  const motions = Object.keys(MOTION_WORDS) as Motion[];
  const palette = PALETTES[bestMatch(promptWords, PALETTE_WORDS) ?? paletteNames[seed % paletteNames.length]!];
  const motion = bestMatch(promptWords, MOTION_WORDS) ?? motions[Math.floor(seed / paletteNames.length) % motions.length]!;
  const slow = hasAny(promptWords, SLOW_WORDS);
  const fast = hasAny(promptWords, FAST_WORDS);
  const speed = slow && !fast ? 0.6 : fast && !slow ? 1.5 : 1;
  const { lines, fontSize } = layoutText(screenText(prompt));
  return { palette, motion, speed, falling: hasAny(promptWords, FALLING_WORDS), seed, lines, fontSize };
}

// ---------- the filter graph ----------------------------------------------------------------------------

const n = (value: number) => (Math.round(value * 1000) / 1000).toString();

/**
 * geq expressions for the light field (0–1 before the final 255*clip). Registers: ld(0)=x, ld(1)=y in 0–1,
 * ld(9) accumulates shapes. `t` is time scaled by the speed. Note the 2018 build's geq shares st/ld registers
 * between slice threads, so the graph must run with one filter thread (see renderArgs).
 */
function fieldExpression(look: ClipLook, seconds: number): string {
  const rnd = random(look.seed);
  const r = (lo: number, hi: number) => lo + (hi - lo) * rnd();
  const t = `(T*${n(look.speed)})`;
  const level = look.palette.level;
  const xy = "st(0,X/W);st(1,Y/H);st(9,0);";
  // Darker corners, so the middle (where the text is) carries the light.
  const vignette = "-0.28*(1.3*pow(ld(0)-0.5,2)+1.6*pow(ld(1)-0.5,2))";
  let body: string;
  switch (look.motion) {
    case "drift": {
      // Two slow interfering sine fields and two soft glows wandering across the frame.
      const [p1, p2, p3, p4, p5, p6, p7] = Array.from({ length: 7 }, () => n(r(0, 6.283)));
      const [cx1, cy1, cx2, cy2] = [n(r(0.25, 0.45)), n(r(0.3, 0.6)), n(r(0.55, 0.78)), n(r(0.35, 0.7))];
      body =
        `st(2,sin(3*ld(0)+2*ld(1)+0.6*${t}+${p1})*sin(2*ld(1)-1.5*ld(0)-0.45*${t}+${p2}));` +
        `st(3,sin(5*ld(0)-3*ld(1)+0.8*${t}+${p3}));` +
        `st(4,exp(-(pow((ld(0)-${cx1}-0.16*sin(0.25*${t}+${p4}))*1.778,2)+pow(ld(1)-${cy1}-0.1*cos(0.2*${t}+${p5}),2))*5));` +
        `st(5,exp(-(pow((ld(0)-${cx2}-0.14*sin(0.3*${t}+${p6}))*1.778,2)+pow(ld(1)-${cy2}-0.1*cos(0.22*${t}+${p7}),2))*9));` +
        `${n(level - 0.14)}+0.16*ld(2)+0.07*ld(3)+0.36*ld(4)+0.22*ld(5)${vignette}`;
      break;
    }
    case "steam": {
      // Rising wisps above a warm glow at the bottom edge (the cup is off-screen), as hero clip 1 and 8.
      const wisps = Array.from({ length: 3 }, (_, i) => {
        const cx = n(r(0.3, 0.7));
        const base = n(r(0.9, 1.02));
        const ph = n(r(0, 6.283));
        const amp = n(0.8 - i * 0.15);
        return (
          `st(2,clip((${base}-ld(1))*2.2,0,1)*clip(ld(1)*2.2-0.05,0,1));st(3,0.02+0.08*(${base}-ld(1)));st(4,0.01+0.07*(${base}-ld(1)));` +
          `st(5,ld(0)-${cx}-ld(4)*sin(8*ld(1)-2*PI*${t}/6+${ph})-0.5*ld(4)*sin(15*ld(1)-2*PI*${t}/3+2*${ph}));` +
          `st(9,ld(9)+${amp}*ld(2)*exp(-ld(5)*ld(5)/(ld(3)*ld(3)))*(0.65+0.35*sin(13*ld(1)-2*PI*${t}/3+${ph})));`
        );
      }).join("");
      body =
        wisps +
        `${n(level - 0.1)}+0.1*(ld(1)-0.5)+0.22*exp(-(pow((ld(0)-0.5)*1.778,2)*3+pow(ld(1)-1.05,2)*8))+0.42*ld(9)${vignette}`;
      break;
    }
    case "waves": {
      // Soft horizontal swells rolling slowly down the frame, with a low glow on the horizon.
      const [p1, p2, p3] = Array.from({ length: 3 }, () => n(r(0, 6.283)));
      const gx = n(r(0.25, 0.75));
      body =
        `st(2,ld(1)+0.035*sin(5*ld(0)+0.9*${t}+${p1})+0.02*sin(11*ld(0)-1.3*${t}+${p2}));` +
        `st(3,0.5+0.5*sin(2*PI*5*ld(2)-1.2*${t}+${p3}));` +
        `${n(level - 0.1)}-0.08*(ld(1)-0.5)+0.16*ld(3)*(0.35+0.65*ld(1))` +
        `+0.3*exp(-pow((ld(1)-0.3)*5,2)-pow((ld(0)-${gx})*2.2,2))${vignette}`;
      break;
    }
    case "lights": {
      // Soft discs (bokeh) drifting up like embers, or down like snow; each fades in and out once a cycle.
      const cycle = n(Math.max(4, seconds) / look.speed);
      const direction = look.falling ? -1 : 1;
      const discs = Array.from({ length: 8 }, () => {
        const [cx, cy, rad] = [n(r(0.05, 0.95)), n(look.falling ? r(0.05, 0.6) : r(0.4, 0.95)), r(0.035, 0.1)];
        const dy = n(direction * r(0.2, 0.35));
        const ph = n(r(0, 1));
        const amp = n(r(0.4, 0.65));
        return (
          `st(2,mod(T/${cycle}+${ph},1));` +
          `st(3,hypot((ld(0)-${cx}-0.02*sin(2*PI*ld(2)))*1.778,ld(1)-${cy}+${dy}*ld(2)));` +
          `st(9,ld(9)+${amp}*pow(sin(PI*ld(2)),2)*clip((${n(rad)}-ld(3))/${n(0.3 * rad)},0,1));`
        );
      }).join("");
      body = discs + `${n(level - 0.1)}+0.14*(ld(1)-0.5)+0.55*ld(9)${vignette}`;
      break;
    }
  }
  return `${xy}255*clip(${body},0,1)`;
}

/** lutrgb for a three-stop ramp: field 0 → dark, 128 → mid, 255 → light (per channel). */
function paletteLut(palette: Palette): string {
  const channel = (hex: string, i: number) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return (["r", "g", "b"] as const)
    .map((name, i) => {
      const [a, b, c] = [channel(palette.dark, i), channel(palette.mid, i), channel(palette.light, i)];
      return `${name}='if(lt(val,128),${a}+(${b}-${a})*val/128,${b}+(${c}-${b})*(val-128)/127)'`;
    })
    .join(":");
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

/** The whole filter graph for -filter_complex, ending in the output label [v]. */
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
  return [
    `color=c=black:s=${FIELD_WIDTH}x${FIELD_HEIGHT}:r=${CLIP_FPS}:d=${n(seconds)}`,
    "format=gray",
    `geq=lum='${fieldExpression(look, seconds)}'`,
    `scale=${CLIP_WIDTH}:${CLIP_HEIGHT}:flags=bicubic`,
    "format=rgb24",
    `lutrgb=${paletteLut(look.palette)}`,
    ...text,
    "format=yuv420p[v]",
  ].join(",");
}

/** ffmpeg arguments rendering the clip to `output` and writing progress to `progressFile` (both relative to cwd). */
export function renderArgs(look: ClipLook, seconds: number, files: RenderFiles & { output: string; progressFile: string }): string[] {
  return [
    "-y",
    // One filter thread: this ffmpeg's geq shares its st()/ld() registers between threads (garbled frames otherwise).
    "-filter_complex_threads",
    "1",
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
