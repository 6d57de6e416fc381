/**
 * Site settings the owner changes at run time (table site_setting). Today: which three of the
 * ten hero clips (public/videos/hero-{n}.mp4) the home page plays, in slide order
 * (ADR 019: the video selector's choice is a site setting every visitor sees).
 */
import { eq } from "drizzle-orm";
import type { Db } from "./db.server";
import { siteSetting } from "./schema";
import { DEFAULT_HERO_VIDEOS } from "./seed.server";

export const HERO_VIDEOS_KEY = "hero_videos";
/** The clips that exist: hero-1 … hero-10. */
export const HERO_VIDEO_MAX = 10;
/** The hero has exactly this many slides. */
export const HERO_VIDEO_SLOTS = 3;

export class InvalidHeroVideosError extends Error {}

/**
 * A valid choice is exactly three distinct integers 1–10, in slide order; anything else is null.
 */
export function parseHeroVideos(value: unknown): number[] | null {
  if (!Array.isArray(value) || value.length !== HERO_VIDEO_SLOTS) return null;
  const ids: number[] = [];
  for (const v of value) {
    if (typeof v !== "number" || !Number.isInteger(v) || v < 1 || v > HERO_VIDEO_MAX || ids.includes(v)) return null;
    ids.push(v);
  }
  return ids;
}

/** The three clips the hero plays; the default [1, 2, 3] when nothing valid is stored. */
export async function getHeroVideos(db: Db): Promise<number[]> {
  const [row] = await db
    .select({ value: siteSetting.value })
    .from(siteSetting)
    .where(eq(siteSetting.key, HERO_VIDEOS_KEY))
    .limit(1);
  return parseHeroVideos(row?.value) ?? [...DEFAULT_HERO_VIDEOS];
}

/** Stores the admin selector's choice. Throws InvalidHeroVideosError unless it is 3 distinct ids 1–10. */
export async function setHeroVideos(db: Db, ids: readonly number[], now: Date = new Date()): Promise<number[]> {
  const valid = parseHeroVideos(ids);
  if (!valid) {
    throw new InvalidHeroVideosError(
      `Välj exakt ${HERO_VIDEO_SLOTS} olika videor (1–${HERO_VIDEO_MAX}), fick ${JSON.stringify(ids)}`,
    );
  }
  await db
    .insert(siteSetting)
    .values({ key: HERO_VIDEOS_KEY, value: valid, updatedAt: now })
    .onConflictDoUpdate({ target: siteSetting.key, set: { value: valid, updatedAt: now } });
  return valid;
}
