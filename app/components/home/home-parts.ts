import * as sections from "./home.islands";
import { island } from "~/components/ui/island";

/**
 * The home page's sections with no JavaScript of their own, and the headings of the two that have some (popular
 * products, newsletter), as islands (components/ui/island.tsx; ADR 043, fourth and fifth rounds): the server renders
 * them, hydration keeps their HTML, and the module loads in the browser only to render them there.
 */
export const homeParts = island(() => import("./home.islands"), import.meta.env.SSR ? sections : undefined);
export const HomePart = homeParts.Island;
