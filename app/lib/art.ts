/**
 * The shop's artwork is drawn as SVG (public/images) and served as WebP renderings of it
 * (scripts/render-art.ts): an SVG <img> is a document the browser parses, lays out and paints on the main
 * thread, a WebP is decoded off it. `artImage` gives the <img> attributes for a piece of art at the
 * widths it is rendered in; anything that is not one of our SVGs passes through unchanged.
 */
export const ART_WIDTHS = { products: [200, 400, 800], journal: [600, 1200] } as const;

const ART = /^\/images\/(products|journal)\/([a-z0-9-]+)\.svg$/;

export function rasterPath(svgPath: string, width: number): string {
  return svgPath.replace(/\.svg$/, `-${width}.webp`);
}

export function artImage(src: string, sizes: string): { src: string; srcSet?: string; sizes?: string } {
  const m = ART.exec(src);
  if (!m) return { src };
  const widths = ART_WIDTHS[m[1] as keyof typeof ART_WIDTHS];
  return {
    src: rasterPath(src, widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${rasterPath(src, w)} ${w}w`).join(", "),
    sizes,
  };
}
