/** Pure helper: no I/O. Copy texts mark links to the shop's own pages as `[text](/path)`, to another site as `[text](https://host/…)`. */

export type InlinePart = { text: string; to?: string };

const LINK = /\[([^\]]+)\]\((\/[a-z0-9/#?=&-]*|https:\/\/[a-z0-9.-]+(?:\/[a-z0-9/#?=&.-]*)?)\)/g;

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
