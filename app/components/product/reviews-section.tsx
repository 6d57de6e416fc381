import { Link } from "react-router";
import type { ProductRating } from "~/domain/catalogue";
import type { OwnReview, ReviewView } from "~/domain/reviews";
import { reviewsCopy } from "~/content/reviews";
import { reportCopy } from "~/content/reviews";
import { ProductPart } from "./product-parts";
import { ReviewsForm, type ReviewActionData } from "./reviews-form";

const t = reviewsCopy;

export interface ReviewsSectionProps {
  productId: string;
  rating: ProductRating | null;
  reviews: ReviewView[];
  viewer: { signedIn: boolean; ownReview: OwnReview | null };
  /** A report was just recorded (?anmalt=1). */
  reported?: boolean;
  /** The route's answer to a post without JavaScript (errors to show in the open form). */
  actionData?: ReviewActionData;
}

/** "Omdömen" (#omdomen): the average from real reviews, how reviews are checked, the form and the list. */
export function ReviewsSection({ productId, rating, reviews, viewer, actionData, reported }: ReviewsSectionProps) {
  const failed = actionData && !actionData.ok ? actionData : undefined;
  const signedOut = !viewer.signedIn || failed?.signedOut;
  const back = `/product/${encodeURIComponent(productId)}#omdomen`;
  return (
    <section id="omdomen" aria-labelledby="omdomen-title" className="scroll-mt-24">
      <ProductPart data={rating} render={(m) => <m.ReviewsHeading rating={rating} />} />

      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <div className="order-2 lg:order-1">
          {signedOut ? (
            <p className="mb-8 rounded-2xl bg-white/70 p-5 ring-1 ring-ink/5">
              <span className="block font-medium">{t.form.signedOut}</span>
              <Link to={`/auth?redirectTo=${encodeURIComponent(back)}`} className="mt-2 inline-block font-medium text-indigo underline underline-offset-2">
                {t.form.signIn}
              </Link>
            </p>
          ) : (
            <div className="mb-10">
              {viewer.ownReview?.hiddenReason && (
                <p className="mb-4 rounded-2xl bg-oat-dark p-4" data-testid="own-review-hidden">
                  {t.hiddenOwn(viewer.ownReview.hiddenReason)}
                </p>
              )}
              <ReviewsForm productId={productId} own={viewer.ownReview} result={failed} />
            </div>
          )}
          {reported && (
            <p role="status" className="mb-6 rounded-lg bg-sage-light px-3 py-2">
              {reportCopy.done}
            </p>
          )}
          <ProductPart
            data={[reviews, viewer.signedIn]}
            render={(m) => <m.ReviewsList reviews={reviews} productId={productId} canReport={viewer.signedIn} />}
          />
        </div>
        <div className="order-1 lg:order-2">
          <ProductPart render={(m) => <m.ReviewsNotice />} />
        </div>
      </div>
    </section>
  );
}
