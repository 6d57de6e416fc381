import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Server-rendered pages are complete without JavaScript (every form posts), so the first paint must not
 * wait for the ~150 kB of scripts that hydrate them. React Router's <Scripts> adds a high-priority
 * `<link rel="modulepreload">` for every module of the page; measured in Chromium, those made the
 * browser hold the first paint until all of them had loaded (slow 4G: first paint 2.6 s with them,
 * 0.9 s without; docs/benchmarks.md, ADR 007). This transform drops them as the HTML streams out.
 * The inline module script that boots the app still imports the entry and the route modules at once;
 * only their shared chunks are discovered one step later, after the page is already visible.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** The stream version: holds back an unfinished tag at a chunk's end so a split `<link` is still found. */
export function dropModulePreloadsStream(): Transform {
  let carry = "";
  const decoder = new StringDecoder("utf8");
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done) {
      const text = carry + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const cut = text.lastIndexOf("<");
      carry = cut !== -1 && !text.includes(">", cut) ? text.slice(cut) : "";
      done(null, dropModulePreloads(carry ? text.slice(0, cut) : text));
    },
    flush(done) {
      done(null, dropModulePreloads(carry + decoder.end()));
    },
  });
}
