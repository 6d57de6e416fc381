import { deferred } from "~/components/ui/deferred";
import * as gallery from "./product-gallery.deferred";

export type { GalleryImage } from "./product-gallery.deferred";

/**
 * The product's images: the server's HTML, hydrated when a visitor points at them, touches them or tabs into them
 * (components/ui/deferred.tsx; ADR 043, fifth round). Before that the thumbnails pick the image through CSS and the
 * zoom opens through invoker commands, as they always could (ADR 011).
 */
const productGallery = deferred(() => import("./product-gallery.deferred"), import.meta.env.SSR ? gallery : undefined);

export function ProductGallery(props: Parameters<typeof gallery.ProductGallery>[0]) {
  return <productGallery.Part render={(m) => <m.ProductGallery {...props} />} />;
}

/** For the clientMiddleware of a route that shows it (components/ui/deferred.tsx). */
export const productGalleryMiddleware = productGallery.middleware;
