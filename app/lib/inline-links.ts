/**
 * Pure helper: no I/O. Copy texts mark links to the shop's own pages as `[text](/path)`. Another site becomes a
 * link only if it is one of EXTERNAL_SITES (the accessibility statement's supervisory authority, ADR 037).
 */

export type InlinePart = { text: string; to?: string };

export const EXTERNAL_SITES = ["https://www.pts.se"] as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const LINK = new RegExp(`\\[([^\\]]+)\\]\\((\\/[a-z0-9/#?=&-]*|${EXTERNAL_SITES.map(escape).join("|")})\\)`, "g");

/** Splits a copy text into plain parts and links, in order. */
export function splitInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: match[1]!, to: match[2]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The text as a reader sees it, without the link markup. */
export function plainText(text: string): string {
  return splitInlineLinks(text)
    .map((p) => p.text)
    .join("");
}
