import { describe, expect, it } from "vitest";
import { HELD_BOOT_TYPE } from "./boot-after-paint";
import { rewriteBootHtml, rewriteBootHtmlStream } from "./boot-scripts.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const t = rewriteBootHtmlStream();
  const out: Buffer[] = [];
  t.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const finished = new Promise((resolve) => t.on("end", resolve));
  for (const c of chunks) t.write(c);
  t.end();
  await finished;
  return Buffer.concat(out).toString();
}

describe("rewriteBootHtml", () => {
  const html =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/><link rel="modulepreload" href="/y.js"/>' +
    '<link rel="preload" as="image" href="/h.webp"/></head><body>Örtte<script nonce="abc==">window.c={}</script>' +
    '<script nonce="abc==" type="module" async="">import "/x.js";</script><script nonce="abc==">$RC("B:0","S:0")</script></body>';
  const expected =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/h.webp"/></head><body>Örtte<script nonce="abc==">window.c={}</script>' +
    `<script nonce="abc==" type="${HELD_BOOT_TYPE}">import "/x.js";</script><script nonce="abc==">$RC("B:0","S:0")</script></body>`;

  it("removes every module preload, holds the boot module and leaves other scripts, stylesheets and image preloads alone", () => {
    expect(rewriteBootHtml(html)).toBe(expected);
  });

  it("holds a boot module without a nonce too", () => {
    expect(rewriteBootHtml('<script type="module" async="">import "/e.js";</script>')).toBe(`<script type="${HELD_BOOT_TYPE}">import "/e.js";</script>`);
  });

  it("finds a tag split across any chunk boundary", async () => {
    for (let i = 1; i < html.length; i++) expect(await through([html.slice(0, i), html.slice(i)])).toBe(expected);
  });

  it("keeps a character whose bytes are split between chunks", async () => {
    const bytes = Buffer.from("<p>Örtte</p>");
    expect(await through([bytes.subarray(0, 4), bytes.subarray(4)])).toBe("<p>Örtte</p>");
  });

  it("passes text with stray angle brackets through unchanged", async () => {
    expect(await through(["<p>a < b", " och c > d</p>", "<"])).toBe("<p>a < b och c > d</p><");
  });
});
