/**
 * Where a product's picture lives. Its own module, apart from `catalogue.ts`, because the 404 page's popular
 * blends (every page's code, through the root route) need only this, and importing `catalogue.ts` put the
 * pricing rules into the code every page loads (ADR 043). `catalogue.ts` re-exports it.
 */

/** The products with drawn art in public/images/products (a test holds this list to the folder). */
export const PRODUCT_ART_IDS: ReadonlySet<string> = /* @__PURE__ */ new Set([
  "bundle-complete", "bundle-evening", "bundle-mini-discovery", "calm", "calm-mini", "focus", "focus-mini", "glass-cup",
  "midvinter", "ritual-set", "sleep", "sleep-mini", "tea-bags", "tea-box", "tea-cup", "tea-infuser", "tea-jar",
  "tea-spoon", "teapot", "thermos",
]);

/** A neutral cup for a product the owner added without a photo, until one is uploaded. */
export const PLACEHOLDER_ART = "/images/products/placeholder.svg";

/** Where an uploaded photo is served; `artImage` turns it into its 200/400/800 px renderings. */
export const uploadedImagePath = (key: string) => `/images/uploads/${key}.webp`;

/** The picture of a product: the owner's upload when there is one, else its drawn art, else the placeholder. */
export function productImage(id: string, upload: string | null = null): string {
  if (upload) return uploadedImagePath(upload);
  return PRODUCT_ART_IDS.has(id) ? `/images/products/${id}.svg` : PLACEHOLDER_ART;
}
