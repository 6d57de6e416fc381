/**
 * The shop's artwork is drawn as SVG (public/images) and served as WebP renderings of it
 * (scripts/render-art.ts): an SVG <img> is a document the browser parses, lays out and paints on the main
 * thread, a WebP is decoded off it. `artImage` gives the <img> attributes for a piece of art at the
 * widths it is rendered in; anything that is not one of our SVGs passes through unchanged.
 */
export const ART_WIDTHS = { products: [200, 400, 800], journal: [600, 1200] } as const;

/** The owner's uploaded product photos (ADR 029) are rendered at the product art's widths. */
export const UPLOAD_WIDTHS = ART_WIDTHS.products;

const ART = /^\/images\/(products|journal)\/([a-z0-9-]+)\.svg$/;
const UPLOAD = /^\/images\/uploads\/[a-f0-9]{24}\.webp$/;

/** `/images/products/sleep.svg` → `/images/products/sleep-400.webp`; an upload's `<key>.webp` → `<key>-400.webp`. */
export function rasterPath(artPath: string, width: number): string {
  return artPath.replace(/\.(svg|webp)$/, `-${width}.webp`);
}

function widthsOf(src: string): readonly number[] | undefined {
  if (UPLOAD.test(src)) return UPLOAD_WIDTHS;
  const m = ART.exec(src);
  return m ? ART_WIDTHS[m[1] as keyof typeof ART_WIDTHS] : undefined;
}

/** The largest rendering of a piece of art (for JSON-LD and og:image, which do not take SVG). */
export function largestRendering(src: string): string {
  const widths = widthsOf(src);
  return widths ? rasterPath(src, widths[widths.length - 1]!) : src;
}

export function artImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const widths = widthsOf(src);
  if (!widths) return { src };
  return { src: largestRendering(src), srcSet: widths.map((w) => `${rasterPath(src, w)} ${w}w`).join(", "), sizes };
}
