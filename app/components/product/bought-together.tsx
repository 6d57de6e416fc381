import { deferred } from "~/components/ui/deferred";
import * as together from "./bought-together.deferred";

/**
 * "Köps ofta tillsammans": the server's HTML, hydrated when a visitor points at it, touches it or tabs into it
 * (components/ui/deferred.tsx; ADR 043, fifth round). Before that "Lägg båda i varukorgen" posts without JavaScript.
 */
const boughtTogether = deferred(() => import("./bought-together.deferred"), import.meta.env.SSR ? together : undefined);

export function BoughtTogether(props: Parameters<typeof together.BoughtTogether>[0]) {
  return <boughtTogether.Part render={(m) => <m.BoughtTogether {...props} />} />;
}

/** For the clientMiddleware of a route that shows it (components/ui/deferred.tsx). */
export const boughtTogetherMiddleware = boughtTogether.middleware;
