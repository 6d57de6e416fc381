import { deferred } from "~/components/ui/deferred";
import * as form from "./reviews-form.deferred";
import type { ReviewActionData } from "./reviews-form.deferred";

export type { ReviewActionData };

/**
 * The review form (its disclosure, fields, checks and fetcher): the server's HTML, hydrated when a visitor points at
 * it, touches it or moves focus into it (components/ui/deferred.tsx; ADR 043, fifth round). Before that the
 * disclosure opens natively and the form posts without JavaScript, as it always could.
 */
const reviewsForm = deferred(() => import("./reviews-form.deferred"), import.meta.env.SSR ? form : undefined);

export function ReviewsForm(props: Parameters<typeof form.ReviewsForm>[0]) {
  return <reviewsForm.Part render={(m) => <m.ReviewsForm {...props} />} />;
}

/** For the clientMiddleware of a route that shows it (components/ui/deferred.tsx). */
export const reviewsFormMiddleware = reviewsForm.middleware;
