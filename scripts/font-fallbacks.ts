/**
 * npm run fonts:fallbacks: measures the shop's web fonts against the local fonts
 * that stand in for them until they arrive, and prints the size-adjust / ascent / descent / line-gap
 * overrides for the fallback @font-face rules in app/app.css (ADR 014). Re-run it after changing a font.
 *
 * Measured in Chromium: the average advance of Swedish text (widths decide where lines wrap, so they
 * decide whether swapping the font moves anything), and the ascent, descent and line gap the browser
 * lays a line out with.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";

const require = createRequire(import.meta.url);

/**
 * Each fallback face in app.css: the web font (file and weight) it stands in for, and the local font it is
 * measured against. Liberation Sans/Serif have the metrics of Arial/Times New Roman, which the faces name first.
 */
const FONT_FALLBACKS = [
  { face: "Lora fallback", webFontFile: "@fontsource/lora/files/lora-latin-400-normal.woff2", webWeight: 400, local: "Liberation Serif", localWeight: 400 },
  { face: "Source Sans 3 fallback (100–549)", webFontFile: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2", webWeight: 400, local: "Liberation Sans", localWeight: 400 },
  { face: "Source Sans 3 fallback (550–900)", webFontFile: "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2", webWeight: 600, local: "Liberation Sans", localWeight: 700 },
];

/** Ordinary Swedish shop copy: letter frequencies decide the average width. */
const SAMPLE =
  "Stilla blandar örtteer för sömn, lugn och fokus. Kamomill, lavendel och citronmeliss i en kopp " +
  "före läggdags – fri frakt över 499 kr. Köp två av samma te och få 15 % rabatt. Är du osäker? " +
  "Gör vårt test och hitta din stund på dagen. ÅÄÖ åäö 0123456789";

interface Metrics {
  width: number;
  ascent: number;
  descent: number;
  lineGap: number;
}

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><body></body></html>");

  const measure = (family: string, weight: number, source?: string) =>
    page.evaluate(
      async ({ family, weight, source, sample }): Promise<Metrics> => {
        if (source) {
          const bytes = Uint8Array.from(atob(source), (c) => c.charCodeAt(0));
          const face = new FontFace(family, bytes, { weight: "100 900" });
          await face.load();
          document.fonts.add(face);
        }
        const size = 1000;
        const font = `${weight} ${size}px "${family}"`;
        if (!source && !document.fonts.check(font)) throw new Error(`no local font ${family}`);
        const ctx = document.createElement("canvas").getContext("2d")!;
        ctx.font = font;
        const m = ctx.measureText(sample);
        const div = document.createElement("div");
        div.style.cssText = `font:${font};line-height:normal;position:absolute;white-space:nowrap`;
        div.textContent = "Åg";
        document.body.append(div);
        const height = div.getBoundingClientRect().height;
        div.remove();
        const ascent = m.fontBoundingBoxAscent / size;
        const descent = m.fontBoundingBoxDescent / size;
        return { width: m.width / size / sample.length, ascent, descent, lineGap: Math.max(0, height / size - ascent - descent) };
      },
      { family, weight, source, sample: SAMPLE },
    );

  const pct = (n: number) => `${(n * 100).toFixed(2)}%`;
  for (const fb of FONT_FALLBACKS) {
    const file = require.resolve(fb.webFontFile);
    const web = await measure(`measure ${fb.face} ${fb.webWeight}`, fb.webWeight, readFileSync(file).toString("base64"));
    const local = await measure(fb.local, fb.localWeight);
    const sizeAdjust = web.width / local.width;
    console.log(`/* ${fb.face}: web weight ${fb.webWeight} over ${fb.local} ${fb.localWeight} */`);
    console.log(`size-adjust: ${pct(sizeAdjust)};`);
    console.log(`ascent-override: ${pct(web.ascent / sizeAdjust)};`);
    console.log(`descent-override: ${pct(web.descent / sizeAdjust)};`);
    console.log(`line-gap-override: ${pct(web.lineGap / sizeAdjust)};\n`);
  }
  await browser.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
