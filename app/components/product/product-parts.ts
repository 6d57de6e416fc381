import * as parts from "./product.islands";
import { island } from "~/components/ui/island";

/**
 * The product page's parts without JavaScript, as islands (components/ui/island.tsx; ADR 043, fourth round): the
 * server renders them, hydration keeps its HTML, and the module loads in the browser only to render them there.
 */
export const productParts = island(() => import("./product.islands"), import.meta.env.SSR ? parts : undefined);
export const ProductPart = productParts.Island;
