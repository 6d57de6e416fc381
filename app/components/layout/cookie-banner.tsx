import { deferred } from "~/components/ui/deferred";
import * as banner from "./cookie-banner.deferred";

/**
 * The cookie banner: the server's HTML, hydrated when a visitor points at it, touches it or tabs into it
 * (components/ui/deferred.tsx; ADR 043, fifth round). Before that its buttons post the choice without JavaScript.
 */
const cookieBanner = deferred(() => import("./cookie-banner.deferred"), import.meta.env.SSR ? banner : undefined);

export function CookieBanner() {
  return <cookieBanner.Part render={(m) => <m.CookieBanner />} />;
}
