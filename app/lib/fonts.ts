/**
 * The shop's two web fonts (ADR 014). app/app.css declares them with @font-face from the same npm files;
 * Vite gives both references one hashed URL under /assets (served with a year's cache), and root.tsx
 * preloads them so that the text above the fold is set in them from the first paint where possible.
 */
import serif from "@fontsource/lora/files/lora-latin-400-normal.woff2?url";
import sans from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";

export const FONT_FILES = { serif, sans } as const;

/** <link rel="preload" as="font"> for each face; fonts are fetched in CORS mode, so the preload is too. */
export const fontPreloads = Object.values(FONT_FILES).map((href) => ({
  rel: "preload",
  as: "font",
  type: "font/woff2",
  href,
  crossOrigin: "anonymous" as const,
}));
