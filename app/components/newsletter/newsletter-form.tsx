import { deferred } from "~/components/ui/deferred";
import * as form from "./newsletter-form.deferred";
import type { NewsletterFormProps } from "./newsletter-flags";

/**
 * The newsletter sign-up (home page and footer): the server's HTML form, hydrated when a visitor points at it, touches
 * it or moves focus into it (components/ui/deferred.tsx; ADR 043, fifth round). Before that it posts without
 * JavaScript, as it always could.
 */
const newsletterForm = deferred(() => import("./newsletter-form.deferred"), import.meta.env.SSR ? form : undefined);

export function NewsletterForm(props: NewsletterFormProps) {
  return <newsletterForm.Part render={(m) => <m.NewsletterForm {...props} />} />;
}

/** For the clientMiddleware of a route that shows it (components/ui/deferred.tsx). */
export const newsletterFormMiddleware = newsletterForm.middleware;
