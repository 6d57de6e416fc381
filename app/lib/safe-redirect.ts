/** Pure helper: no I/O. */

/** Only same-site paths are followed after the gate or sign-in; anything else goes home. */
export function safeRedirectPath(target: string | null | undefined, fallback = "/"): string {
  if (!target || typeof target !== "string") return fallback;
  if (!target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const url = new URL(target, "http://stilla.invalid");
    if (url.origin !== "http://stilla.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
