import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { auditLog, siteSetting, videoJob } from "./schema";
import { seed } from "./seed.server";
import { getHeroSelection, getHeroVideos, HERO_VIDEOS_KEY, InvalidHeroVideosError, setHeroVideos } from "./settings.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const keysOf = async (database: Database) => (await getHeroVideos(database.db)).map((v) => v.key);

describe(`site settings: hero videos (${TEST_DB_KIND})`, () => {
  let database: Database;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
  });

  const storeRaw = (value: unknown) =>
    database.db
      .insert(siteSetting)
      .values({ key: HERO_VIDEOS_KEY, value })
      .onConflictDoUpdate({ target: siteSetting.key, set: { value } });

  it("defaults to clips 1, 2, 3 with no row, and after the seed", async () => {
    expect(await keysOf(database)).toEqual(["hero-1", "hero-2", "hero-3"]);
    await seed(database.db);
    expect(await keysOf(database)).toEqual(["hero-1", "hero-2", "hero-3"]);
    expect(await getHeroVideos(database.db)).toContainEqual({ key: "hero-1", src: "/videos/hero-1.mp4", poster: "/videos/hero-1.jpg" });
  });

  it("reads the setting's older form, bare clip numbers", async () => {
    await storeRaw([7, 2, 10]);
    expect(await keysOf(database)).toEqual(["hero-7", "hero-2", "hero-10"]);
  });

  it("stores a choice in slide order, overwrites it on the next save, and logs who did it", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    await setHeroVideos(database.db, ["hero-7", "hero-2", "hero-10"], { now });
    expect(await keysOf(database)).toEqual(["hero-7", "hero-2", "hero-10"]);
    const actor = { id: null, email: "owner@stilla.se" };
    await setHeroVideos(database.db, ["hero-4", "hero-5", "hero-6"], { now: new Date("2026-11-21T10:00:00Z"), actor });
    expect(await keysOf(database)).toEqual(["hero-4", "hero-5", "hero-6"]);
    const rows = await database.db.select().from(siteSetting).where(eq(siteSetting.key, HERO_VIDEOS_KEY));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "site_setting.hero_videos"));
    expect(entry).toMatchObject({ actorEmail: "owner@stilla.se", before: { heroVideos: ["hero-7", "hero-2", "hero-10"] }, after: { heroVideos: ["hero-4", "hero-5", "hero-6"] } });
    // The seed never overwrites the owner's choice.
    await seed(database.db);
    expect(await keysOf(database)).toEqual(["hero-4", "hero-5", "hero-6"]);
  });

  it.each([
    ["too few", ["hero-1", "hero-2"]],
    ["too many", ["hero-1", "hero-2", "hero-3", "hero-4"]],
    ["a duplicate", ["hero-1", "hero-1", "hero-2"]],
    ["zero", ["hero-0", "hero-1", "hero-2"]],
    ["above 10", ["hero-1", "hero-2", "hero-11"]],
    ["a path", ["hero-1", "hero-2", "../../etc/passwd"]],
    ["an unknown generated video", ["hero-1", "hero-2", "gen-7d5f9c1e-1b2a-4c3d-9e8f-0a1b2c3d4e5f"]],
  ])("refuses to save %s and keeps the stored choice", async (_name, keys) => {
    await setHeroVideos(database.db, ["hero-8", "hero-9", "hero-10"]);
    await expect(setHeroVideos(database.db, keys)).rejects.toBeInstanceOf(InvalidHeroVideosError);
    expect(await keysOf(database)).toEqual(["hero-8", "hero-9", "hero-10"]);
  });

  it("the gallery may save one to three; the slides repeat from the first", async () => {
    await setHeroVideos(database.db, ["hero-6"], { min: 1, max: 3 });
    expect(await keysOf(database)).toEqual(["hero-6", "hero-6", "hero-6"]);
    await setHeroVideos(database.db, ["hero-4", "hero-9"], { min: 1, max: 3 });
    expect(await keysOf(database)).toEqual(["hero-4", "hero-9", "hero-4"]);
    await expect(setHeroVideos(database.db, [], { min: 1, max: 3 })).rejects.toBeInstanceOf(InvalidHeroVideosError);
  });

  it("plays a finished generated video, and drops one that is not finished", async () => {
    const done = "0b7e4a52-9c1d-4e2f-8a3b-5c6d7e8f9a0b";
    const running = "1c8f5b63-ad2e-4f30-9b4c-6d7e8f9a0b1c";
    await database.db.insert(videoJob).values([
      { id: done, prompt: "Ånga", source: "generator", provider: "local", status: "succeeded", progress: 100 },
      { id: running, prompt: "Dimma", source: "generator", provider: "local", status: "processing" },
    ]);
    await setHeroVideos(database.db, [`gen-${done}`, "hero-2", "hero-3"]);
    expect(await getHeroVideos(database.db)).toContainEqual({
      key: `gen-${done}`,
      src: `/videos/generated/${done}.mp4`,
      poster: `/videos/generated/${done}.jpg`,
    });
    await expect(setHeroVideos(database.db, [`gen-${running}`, "hero-2", "hero-3"])).rejects.toBeInstanceOf(InvalidHeroVideosError);
    // A stored video that is no longer finished is skipped (the slides repeat the others).
    await database.db.update(videoJob).set({ status: "failed" }).where(eq(videoJob.id, done));
    expect((await getHeroSelection(database.db)).length).toBe(2);
  });

  it.each([
    ["a duplicate", ["hero-3", "hero-3", "hero-4"]],
    ["a number out of range", [1, 2, 42]],
    ["plain strings", ["1", "2", "3"]],
    ["an object", { videos: [1, 2, 3] }],
    ["a comma-separated string", "1,2,3"],
    ["four ids", [1, 2, 3, 4]],
  ])("falls back to clips 1, 2, 3 when the stored value holds %s", async (_name, value) => {
    await storeRaw(value);
    expect(await keysOf(database)).toEqual(["hero-1", "hero-2", "hero-3"]);
  });
});
