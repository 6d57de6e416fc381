import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, GzipMemo, MemoPage, readPromptly, RenderMemo, renderKey } from "./render-memo.server";

const key = (loaderData: unknown, url = "http://localhost/shop") => renderKey({ url, status: 200, mode: "onShellReady", loaderData });

describe("render memo keys (ADR 044)", () => {
  it("are equal for equal data and differ for any difference the render could see", () => {
    const data = () => ({ root: { user: null, cartCount: 0, year: 2026 }, "routes/shop": { products: [{ id: "sleep", priceOre: 24900 }] } });
    const base = data();
    expect(key(base)).toBe(key(data()));
    expect(key(base)).not.toBe(key(base, "http://localhost/shop?sort=price"));
    expect(key(base)).not.toBe(key({ ...base, root: { ...base.root, cartCount: 1 } }));
    expect(key(base)).not.toBe(key({ ...base, "routes/shop": { products: [{ id: "sleep", priceOre: 22900 }] } }));
    // Types stay apart: undefined/null/missing, a Date and its string, a number and its string.
    expect(key({ a: undefined })).not.toBe(key({ a: null }));
    expect(key({ a: undefined })).not.toBe(key({}));
    expect(key({ a: new Date(0) })).not.toBe(key({ a: new Date(0).toISOString() }));
    expect(key({ a: 1 })).not.toBe(key({ a: "1" }));
    expect(renderKey({ url: "/", status: 200, mode: "onAllReady", loaderData: {} })).not.toBe(
      renderKey({ url: "/", status: 200, mode: "onShellReady", loaderData: {} }),
    );
  });

  it("are not made for data that cannot be cloned (streamed promises, functions)", () => {
    expect(key({ reviews: Promise.resolve([]) })).toBeNull();
    expect(key({ f: () => 1 })).toBeNull();
  });
});

describe("memo pages", () => {
  const nonce = randomBytes(16).toString("base64");
  const html = `<!DOCTYPE html><html><head><script nonce="${nonce}">a()</script></head><body>${"<p>Sömnte, 249 kr</p>".repeat(500)}<script nonce="${nonce}">b()</script></body></html>`;
  const page = new MemoPage(html, nonce);

  it("give the page back with the new response's nonce in every place the old one was", () => {
    const fresh = randomBytes(16).toString("base64");
    expect(page.body(fresh).toString("utf8")).toBe(html.replaceAll(nonce, fresh));
  });

  it("splice a gzip body that decodes to exactly that page", () => {
    for (let i = 0; i < 5; i++) {
      const fresh = randomBytes(16).toString("base64");
      const gz = page.gzip(fresh);
      expect(gunzipSync(gz).toString("utf8")).toBe(html.replaceAll(nonce, fresh));
      expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 5);
    }
    const plain = new MemoPage("<p>ingen nonce här</p>", nonce);
    expect(gunzipSync(plain.gzip("x")).toString()).toBe("<p>ingen nonce här</p>");
    const edges = new MemoPage(`${nonce}mitten${nonce}`, nonce);
    expect(gunzipSync(edges.gzip("NY")).toString()).toBe("NYmittenNY");
  });
});

describe("the memo", () => {
  it("keeps the most recently used pages within its size", () => {
    const page = () => new MemoPage("x".repeat(1000), "");
    const memo = new RenderMemo(page().size * 4);
    for (const k of ["a", "b", "c", "d"]) memo.set(k, page());
    expect(memo.get("a")).toBeDefined(); // a is now the most recent
    memo.set("e", page());
    expect(memo.get("b")).toBeUndefined();
    expect(memo.get("a")).toBeDefined();
    expect(memo.get("e")).toBeDefined();
    expect(memo.count).toBe(4);
    // A page over a quarter of the memo is not kept.
    memo.set("big", new MemoPage("x".repeat(1500), ""));
    expect(memo.get("big")).toBeUndefined();
    expect(memo.bytes).toBeLessThanOrEqual(memo.maxBytes);
  });
});

describe("Accept-Encoding", () => {
  it("takes gzip when offered with a weight above 0 or through *", () => {
    expect(acceptsGzip("gzip, deflate, br, zstd")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br, *;q=0.1")).toBe(true);
    expect(acceptsGzip("br, *;q=0")).toBe(false);
    expect(acceptsGzip("gzip;q=0, *")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe("gzip of data answers by their bytes (ADR 046)", () => {
  it("gives back exactly the bytes, compresses each content once, and keeps different bytes apart", () => {
    const memo = new GzipMemo(1024 * 1024);
    const a = Buffer.from(`[{"_1":2},"routes/shop",{"price":12900}]\n`.repeat(50));
    const b = Buffer.from(`[{"_1":2},"routes/shop",{"price":12800}]\n`.repeat(50));
    const first = memo.gzip(a);
    expect(gunzipSync(first).equals(a)).toBe(true);
    expect(memo.gzip(Buffer.from(a))).toBe(first);
    expect(gunzipSync(memo.gzip(b)).equals(b)).toBe(true);
    expect({ hits: memo.hits, misses: memo.misses, count: memo.count }).toEqual({ hits: 1, misses: 2, count: 2 });
  });

  it("stays within its size, least recently used out first", () => {
    const memo = new GzipMemo(4096);
    const bodies = Array.from({ length: 20 }, () => randomBytes(600));
    for (const body of bodies) memo.gzip(body);
    expect(memo.bytes).toBeLessThanOrEqual(4096);
    expect(memo.count).toBeLessThan(20);
    const misses = memo.misses;
    memo.gzip(bodies.at(-1)!);
    expect(memo.misses).toBe(misses);
    memo.gzip(bodies[0]!);
    expect(memo.misses).toBe(misses + 1);
  });
});

describe("reading a data answer whole (ADR 046)", () => {
  const bytes = (s: string) => new TextEncoder().encode(s);
  it("gives the bytes of a stream that ends at once", async () => {
    const stream = new ReadableStream<Uint8Array>({
      async start(c) {
        await Promise.resolve();
        c.enqueue(bytes("[1,"));
        c.enqueue(bytes("2]\n"));
        c.close();
      },
    });
    const read = await readPromptly(stream);
    expect(Buffer.isBuffer(read) && read.toString()).toBe("[1,2]\n");
  });

  it("hands on a stream that waits (deferred data) as a stream of everything, in order", async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes("first\n"));
        setTimeout(() => {
          c.enqueue(bytes("later\n"));
          c.close();
        }, 30);
      },
    });
    const read = await readPromptly(stream);
    expect(Buffer.isBuffer(read)).toBe(false);
    expect(await new Response(read as ReadableStream<Uint8Array>).text()).toBe("first\nlater\n");
  });
});
