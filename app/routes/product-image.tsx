import type { Route } from "./+types/product-image";
import { readProductImage } from "~/server/product-images.server";
import { services } from "~/server/runtime.server";

/** The owner's uploaded product photos (ADR 029): random, never reused names, so cached for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const bytes = await readProductImage(services().env.dataDir, params.file);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(bytes, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
