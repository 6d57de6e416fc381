/** Pure helper: no I/O. */

const BASE = "http://stilla.invalid";

/** A serialised path that a browser reads as a path on this site: one "/", never "//" or "/\" (ADR 031). */
function isSinglePath(s: string): boolean {
  return s.startsWith("/") && s[1] !== "/" && s[1] !== "\\";
}

/** Percent-decodes until nothing changes (at most three times); a malformed escape stops the decoding. */
function decodedForm(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(out);
      if (next === out) break;
      out = next;
    } catch {
      break;
    }
  }
  return out;
}

/**
 * Only same-site paths are followed after the gate, sign-in or a form; anything else goes to `fallback`
 * (ADR 031). The target is resolved against a fixed origin the way a browser resolves it ("/./", "/../",
 * "%2e" segments; a browser drops tabs and newlines, so those are refused outright), and it is the RESULT that
 * must be a path with exactly one leading "/" on the same origin: "/.//evil.example" resolves to
 * "//evil.example", which a browser would follow to another host. The result is checked again after
 * percent-decoding, for any reader that decodes it once more.
 */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  // C0 controls (tab, newline, NUL …) and DEL: a browser strips or mangles them; no real path has them.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return fallback;
  if (!isSinglePath(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const out = url.pathname + url.search + url.hash;
  if (!isSinglePath(out) || !isSinglePath(decodedForm(out))) return fallback;
  // Stable: resolving the result again gives the result (no second reading that lands elsewhere).
  const again = new URL(out, BASE);
  if (again.origin !== BASE || again.pathname + again.search + again.hash !== out) return fallback;
  return out;
}
