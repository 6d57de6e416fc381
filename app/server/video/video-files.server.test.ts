/** Serving generated videos (ADR 030): only names the shop chose, the right type, byte ranges and caching. */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseRange, resolveVideoFile, serveVideoFile } from "./video-files.server";

const ID = "0b7e4a52-9c1d-4e2f-8a3b-5c6d7e8f9a0b";
const BYTES = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

describe("generated video files", () => {
  let dir: string;
  let outside: string;
  beforeAll(async () => {
    const root = await mkdtemp(path.join(tmpdir(), "stilla-video-files-"));
    dir = path.join(root, "videos");
    outside = root;
    await import("node:fs/promises").then((fs) => fs.mkdir(dir));
    await writeFile(path.join(dir, `${ID}.mp4`), BYTES);
    await writeFile(path.join(dir, `${ID}.jpg`), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await writeFile(path.join(outside, "secret.txt"), "hemligt");
  });
  afterAll(async () => rm(outside, { recursive: true, force: true }));

  const get = (name: string, headers: Record<string, string> = {}, method = "GET") =>
    serveVideoFile(dir, name, new Request(`http://localhost/videos/generated/${encodeURIComponent(name)}`, { method, headers }));

  it.each([
    "../secret.txt",
    `../videos/${ID}.mp4`,
    "%2e%2e%2fsecret.txt",
    `${ID}.MP4`,
    `${ID}.mp4.exe`,
    `${ID}.txt`,
    `${ID.toUpperCase()}.mp4`,
    "------------------------------------.mp4",
    `${ID}.mp4\0.jpg`,
    "",
  ])("refuses a name the shop did not choose: %j", async (name) => {
    expect(resolveVideoFile(dir, name)).toBeNull();
    expect((await get(name)).status).toBe(404);
  });

  it("answers 404 for a well-formed id without a file", async () => {
    expect((await get("1c8f5b63-ad2e-4f30-9b4c-6d7e8f9a0b1c.mp4")).status).toBe(404);
  });

  it("serves the whole file with its type, length, ranges advertised and a year's caching", async () => {
    const res = await get(`${ID}.mp4`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("content-length")).toBe("1000");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES);
    expect((await get(`${ID}.jpg`)).headers.get("content-type")).toBe("image/jpeg");
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=900-", 900, 999],
    ["bytes=-10", 990, 999],
    ["bytes=990-5000", 990, 999],
  ])("answers %s with 206 and exactly those bytes", async (range, start, end) => {
    const res = await get(`${ID}.mp4`, { Range: range });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${start}-${end}/1000`);
    expect(res.headers.get("content-length")).toBe(String(end - start + 1));
    expect(Buffer.from(await res.arrayBuffer())).toEqual(BYTES.subarray(start, end + 1));
  });

  it.each(["bytes=1000-", "bytes=500-400", "bytes=-0", "items=0-1", "bytes=abc"])("answers %s with 416", async (range) => {
    const res = await get(`${ID}.mp4`, { Range: range });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe("bytes */1000");
  });

  it("answers several ranges with the whole file, HEAD without a body, and a matching ETag with 304", async () => {
    expect((await get(`${ID}.mp4`, { Range: "bytes=0-1,5-6" })).status).toBe(200);
    const head = await get(`${ID}.mp4`, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe("1000");
    expect(await head.text()).toBe("");
    const etag = head.headers.get("etag")!;
    expect((await get(`${ID}.mp4`, { "If-None-Match": etag })).status).toBe(304);
    // A range for another version of the file is ignored: the whole (current) file comes back.
    expect((await get(`${ID}.mp4`, { Range: "bytes=0-9", "If-Range": '"other"' })).status).toBe(200);
  });

  it("parses ranges", () => {
    expect(parseRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=-100", 10)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=10-", 10)).toBeNull();
  });
});
