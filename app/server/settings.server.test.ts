import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db.server";
import { siteSetting } from "./schema";
import { seed } from "./seed.server";
import { getHeroVideos, HERO_VIDEOS_KEY, InvalidHeroVideosError, parseHeroVideos, setHeroVideos } from "./settings.server";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";

describe(`site settings: hero videos (${TEST_DB_KIND})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  const storeRaw = (value: unknown) =>
    database.db
      .insert(siteSetting)
      .values({ key: HERO_VIDEOS_KEY, value })
      .onConflictDoUpdate({ target: siteSetting.key, set: { value } });

  it("defaults to [1, 2, 3] with no row, and after the seed", async () => {
    expect(await getHeroVideos(database.db)).toEqual([1, 2, 3]);
    await seed(database.db);
    expect(await getHeroVideos(database.db)).toEqual([1, 2, 3]);
  });

  it("stores a choice in slide order and overwrites it on the next save", async () => {
    const now = new Date("2026-11-20T10:00:00Z");
    expect(await setHeroVideos(database.db, [7, 2, 10], now)).toEqual([7, 2, 10]);
    expect(await getHeroVideos(database.db)).toEqual([7, 2, 10]);
    await setHeroVideos(database.db, [4, 5, 6], new Date("2026-11-21T10:00:00Z"));
    expect(await getHeroVideos(database.db)).toEqual([4, 5, 6]);
    const rows = await database.db.select().from(siteSetting).where(eq(siteSetting.key, HERO_VIDEOS_KEY));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.updatedAt.toISOString()).toBe("2026-11-21T10:00:00.000Z");
    // The seed never overwrites the owner's choice.
    await seed(database.db);
    expect(await getHeroVideos(database.db)).toEqual([4, 5, 6]);
  });

  it.each([
    ["too few", [1, 2]],
    ["too many", [1, 2, 3, 4]],
    ["a duplicate", [1, 1, 2]],
    ["zero", [0, 1, 2]],
    ["above 10", [1, 2, 11]],
    ["a fraction", [1, 2, 2.5]],
  ])("refuses to save %s and keeps the stored choice", async (_name, ids) => {
    await setHeroVideos(database.db, [8, 9, 10]);
    await expect(setHeroVideos(database.db, ids)).rejects.toBeInstanceOf(InvalidHeroVideosError);
    expect(await getHeroVideos(database.db)).toEqual([8, 9, 10]);
  });

  it.each([
    ["a duplicate", [3, 3, 4]],
    ["a number out of range", [1, 2, 42]],
    ["strings", ["1", "2", "3"]],
    ["an object", { videos: [1, 2, 3] }],
    ["a comma-separated string", "1,2,3"],
    ["two ids", [5, 6]],
  ])("falls back to [1, 2, 3] when the stored value holds %s", async (_name, value) => {
    await storeRaw(value);
    expect(await getHeroVideos(database.db)).toEqual([1, 2, 3]);
  });

  it("parses only exactly three distinct integers 1–10", () => {
    expect(parseHeroVideos([10, 1, 5])).toEqual([10, 1, 5]);
    expect(parseHeroVideos([1, 2, Number.NaN])).toBeNull();
    expect(parseHeroVideos(undefined)).toBeNull();
    expect(parseHeroVideos("1,2,3")).toBeNull();
  });
});
