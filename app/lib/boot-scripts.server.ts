import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { HELD_BOOT_TYPE } from "./boot-after-paint";

/**
 * Server-rendered pages are complete without JavaScript (every form posts), so the first paint must not
 * wait for, or share the connection with, the ~150 kB of scripts that hydrate them. Two rewrites of React
 * Router's HTML as it streams out of entry.server.tsx do that (ADR 007, ADR 010):
 *
 * 1. `<link rel="modulepreload">` tags are dropped: Chromium held the first paint until they had loaded.
 * 2. React Router's inline boot module (`<script type="module" async>` that imports the route modules and
 *    the entry) is turned into an inert data block. The small classic script
 *    `bootAfterFirstPaint` (boot-after-paint.ts) puts it back as a real module once the browser reports the
 *    first contentful paint, so hydration starts right after the page is visible instead of competing with it.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const BOOT_MODULE = /<script((?:\s+nonce="[^"]*")?)\s+type="module"\s+async="">/;

export function rewriteBootHtml(html: string): string {
  return html.replace(MODULE_PRELOAD, "").replace(BOOT_MODULE, `<script$1 type="${HELD_BOOT_TYPE}">`);
}

/** The stream version: holds back an unfinished tag at a chunk's end so a split `<link`/`<script` is still found. */
export function rewriteBootHtmlStream(): Transform {
  let carry = "";
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const cut = text.lastIndexOf("<");
      carry = cut !== -1 && !text.includes(">", cut) ? text.slice(cut) : "";
      done(null, rewriteBootHtml(carry ? text.slice(0, cut) : text));
    },
    flush(done) {
      done(null, rewriteBootHtml(carry + decoder.end()));
    },
  });
}
