/**
 * A product's photos (ADR 079): up to five, in the owner's order; the first is the main photo that cards, feeds and
 * link previews use. Each has an alt text the owner writes. Pure list operations: the server applies one under the
 * product row's lock and stores the result.
 */
export const MAX_PRODUCT_PHOTOS = 5;
export const PHOTO_ALT_MAX = 200;

export interface ProductPhoto {
  /** The stored renderings' random key (product-images.server.ts). */
  key: string;
  /** What the photo shows, for people who cannot see it. */
  alt: string;
}

export type PhotoChange =
  | { kind: "add"; photo: ProductPhoto }
  | { kind: "alt"; key: string; alt: string }
  | { kind: "move"; key: string; by: -1 | 1 }
  | { kind: "main"; key: string }
  | { kind: "remove"; key: string };

export type PhotoChangeResult =
  | { ok: true; photos: ProductPhoto[]; removed: string | null }
  | { ok: false; reason: "full" | "missing" | "alt" };

/** An alt text after trimming and collapsing whitespace; null when it is empty or too long. */
export function cleanPhotoAlt(raw: string): string | null {
  const alt = raw.replace(/\s+/g, " ").trim();
  return alt.length > 0 && alt.length <= PHOTO_ALT_MAX ? alt : null;
}

export function applyPhotoChange(photos: readonly ProductPhoto[], change: PhotoChange): PhotoChangeResult {
  const list = [...photos];
  if (change.kind === "add") {
    if (list.length >= MAX_PRODUCT_PHOTOS) return { ok: false, reason: "full" };
    const alt = cleanPhotoAlt(change.photo.alt);
    if (!alt) return { ok: false, reason: "alt" };
    return { ok: true, photos: [...list, { key: change.photo.key, alt }], removed: null };
  }
  const at = list.findIndex((p) => p.key === change.key);
  if (at < 0) return { ok: false, reason: "missing" };
  switch (change.kind) {
    case "alt": {
      const alt = cleanPhotoAlt(change.alt);
      if (!alt) return { ok: false, reason: "alt" };
      list[at] = { ...list[at]!, alt };
      return { ok: true, photos: list, removed: null };
    }
    case "move": {
      const to = at + change.by;
      if (to < 0 || to >= list.length) return { ok: true, photos: list, removed: null };
      [list[at], list[to]] = [list[to]!, list[at]!];
      return { ok: true, photos: list, removed: null };
    }
    case "main": {
      const [photo] = list.splice(at, 1);
      return { ok: true, photos: [photo!, ...list], removed: null };
    }
    case "remove":
      list.splice(at, 1);
      return { ok: true, photos: list, removed: change.key };
  }
}
