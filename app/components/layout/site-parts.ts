import * as parts from "./site.islands";
import { island } from "~/components/ui/island";

/**
 * The footer's links and the 404 page as islands (components/ui/island.tsx; ADR 043, fourth round): the server renders
 * them, hydration keeps its HTML, and the module loads in the browser only to render them there.
 */
export const siteParts = island(() => import("./site.islands"), import.meta.env.SSR ? parts : undefined);
export const SitePart = siteParts.Island;
