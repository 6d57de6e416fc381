/**
 * The home hero's videos, a site setting (table site_setting) the owner changes with the video selector or the
 * gallery (ADR 019, ADR 030): 1–3 references in slide order, each a built-in clip (public/videos/hero-{n}.mp4,
 * stored "hero-{n}") or a finished generated video (stored "gen-<job id>"). Every visitor's home page reads it.
 */
import { eq } from "drizzle-orm";
import {
  heroRefKey,
  heroSlideVideos,
  heroVideoFiles,
  HERO_SLOTS,
  parseHeroRefList,
  type HeroVideoRef,
} from "~/domain/video-tools";
import type { Db } from "./db.server";
import { siteSetting } from "./schema";
import { DEFAULT_HERO_VIDEOS } from "./seed.server";
import { afterCatalogueWrite, cachedCatalogue } from "./catalogue-cache.server";
import { recordAudit, type AuditActor } from "./audit-log.server";
import { finishedVideoIds } from "./video/video-jobs.server";

export const HERO_VIDEOS_KEY = "hero_videos";

export class InvalidHeroVideosError extends Error {}

const DEFAULT_SELECTION: HeroVideoRef[] = DEFAULT_HERO_VIDEOS.map((n) => ({ kind: "local", n }));

/** Drops generated videos that are not (or no longer) finished. */
async function playable(db: Db, refs: HeroVideoRef[]): Promise<HeroVideoRef[]> {
  const generated = refs.flatMap((r) => (r.kind === "generated" ? [r.id] : []));
  if (generated.length === 0) return refs;
  const finished = await finishedVideoIds(db, generated);
  return refs.filter((r) => r.kind === "local" || finished.has(r.id));
}

/** The owner's choice in slide order; the default (clips 1, 2, 3) when nothing valid and playable is stored. */
export async function getHeroSelection(db: Db): Promise<HeroVideoRef[]> {
  const cached = cachedCatalogue(db);
  const value = cached
    ? (await cached).settings.get(HERO_VIDEOS_KEY)
    : (await db.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, HERO_VIDEOS_KEY)).limit(1))[0]?.value;
  const stored = parseHeroRefList(value);
  const refs = stored ? await playable(db, stored) : [];
  return refs.length > 0 ? refs : [...DEFAULT_SELECTION];
}

export interface HeroVideo {
  key: string;
  src: string;
  poster: string;
}

/** What the three hero slides play: the choice in order, repeated from the first when fewer than three. */
export async function getHeroVideos(db: Db): Promise<HeroVideo[]> {
  return heroSlideVideos(await getHeroSelection(db)).map((ref) => ({ key: heroRefKey(ref), ...heroVideoFiles(ref) }));
}

/**
 * Stores a choice (keys as posted: "hero-4", "gen-<id>"). Throws InvalidHeroVideosError unless it is `min`–`max`
 * distinct known videos, generated ones finished. Logged in the audit log when an actor is given.
 */
export async function setHeroVideos(
  db: Db,
  keys: readonly unknown[],
  opts: { actor?: AuditActor; min?: number; max?: number; now?: Date } = {},
): Promise<HeroVideoRef[]> {
  const { min = HERO_SLOTS, max = HERO_SLOTS, now = new Date() } = opts;
  const refs = parseHeroRefList(keys, max);
  if (!refs || refs.length < min) {
    throw new InvalidHeroVideosError(`Välj ${min === max ? `exakt ${max}` : `${min}–${max}`} olika videor, fick ${JSON.stringify(keys)}`);
  }
  if ((await playable(db, refs)).length !== refs.length) throw new InvalidHeroVideosError("En vald video är inte klar eller finns inte");
  const value = refs.map(heroRefKey);
  await afterCatalogueWrite(db, db.transaction(async (tx) => {
    const [before] = await tx.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, HERO_VIDEOS_KEY)).for("update");
    await tx
      .insert(siteSetting)
      .values({ key: HERO_VIDEOS_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: siteSetting.key, set: { value, updatedAt: now } });
    if (opts.actor) {
      await recordAudit(tx, {
        actor: opts.actor,
        action: "site_setting.hero_videos",
        entity: "site_setting",
        entityId: HERO_VIDEOS_KEY,
        before: { heroVideos: before?.value ?? null },
        after: { heroVideos: value },
        at: now,
      });
    }
  }));
  return refs;
}
