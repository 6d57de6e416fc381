/**
 * npm run art: renders the SVG artwork in public/images/{products,journal} to WebP at the widths the pages
 * ask for (see app/lib/art.ts). An SVG in an <img> is a whole document of its own that the browser parses,
 * lays out and paints on the main thread; a WebP is decoded off it. The SVGs stay the source of truth (and
 * the zoom view shows them); re-run this after changing one and commit the WebP files with it
 * (`npm run art -- placeholder.svg` renders only the files named).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ART_WIDTHS, rasterPath } from "../app/lib/art";

const folders = ["products", "journal"] as const;

async function main() {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  const page = await browser.newPage();
  let total = 0;
  for (const folder of folders) {
    const dir = path.resolve("public/images", folder);
    const only = process.argv.slice(2);
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".svg") && (only.length === 0 || only.includes(f))).sort()) {
      const svg = readFileSync(path.join(dir, file), "utf8");
      for (const width of ART_WIDTHS[folder]) {
        const dataUrl = await page.evaluate(
          async ({ svg, width }) => {
            const img = new Image();
            img.src = `data:image/svg+xml;base64,${btoa(unescape(encodeURIComponent(svg)))}`;
            await img.decode();
            const canvas = document.createElement("canvas");
            canvas.width = width;
            canvas.height = Math.round((width * img.naturalHeight) / img.naturalWidth);
            canvas.getContext("2d")!.drawImage(img, 0, 0, canvas.width, canvas.height);
            return canvas.toDataURL("image/webp", 0.8);
          },
          { svg, width },
        );
        const out = path.resolve("public", rasterPath(`/images/${folder}/${file}`, width).slice(1));
        const bytes = Buffer.from(dataUrl.split(",")[1]!, "base64");
        writeFileSync(out, bytes);
        total += bytes.length;
        console.log(`${path.relative(process.cwd(), out)}  ${(bytes.length / 1024).toFixed(1)} kB`);
      }
    }
  }
  console.log(`total ${(total / 1024).toFixed(0)} kB`);
  await browser.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
