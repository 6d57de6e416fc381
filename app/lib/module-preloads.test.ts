import { describe, expect, it } from "vitest";
import { dropModulePreloads, dropModulePreloadsStream } from "./module-preloads";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  const t = dropModulePreloadsStream();
  const out: Buffer[] = [];
  t.on("data", (c: Buffer) => out.push(Buffer.from(c)));
  const finished = new Promise((resolve) => t.on("end", resolve));
  for (const c of chunks) t.write(c);
  t.end();
  await finished;
  return Buffer.concat(out).toString();
}

describe("dropModulePreloads", () => {
  const html =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/x.js" nonce="n"/><link rel="modulepreload" href="/y.js"/>' +
    '<link rel="preload" as="image" href="/h.jpg"/></head><body>Örtte<script type="module" async="">import "/x.js";</script></body>';
  const expected =
    '<head><link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/h.jpg"/></head><body>Örtte<script type="module" async="">import "/x.js";</script></body>';

  it("removes every module preload and leaves stylesheets, image preloads and the boot script alone", () => {
    expect(dropModulePreloads(html)).toBe(expected);
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
