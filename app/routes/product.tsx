import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/product";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { productCopy } from "~/content/product";
import { reviewsCopy } from "~/content/reviews";
import * as sv from "~/content/sv-site";
import { ProductPage } from "~/components/product/product-page";
import { ProductNotFound } from "~/components/product/product-not-found";
import { productParts } from "~/components/product/product-parts";
import { cardParts } from "~/components/shop/product-card";
import { productGalleryMiddleware } from "~/components/product/product-gallery";
import { boughtTogetherMiddleware } from "~/components/product/bought-together";
import { reviewsFormMiddleware } from "~/components/product/reviews-form";
import type { ReviewActionData } from "~/components/product/reviews-form";
import { formErrors, formValues, ReviewSchema } from "~/domain/schemas";
import { getUser } from "~/server/guards.server";
import { getProductPage } from "~/server/product-page.server";
import { submitReview } from "~/server/reviews.server";
import { reportReview } from "~/server/admin-reviews.server";
import { REPORT_REASONS, type ReportReason } from "~/content/reviews";
import { services } from "~/server/runtime.server";
import { sentByScript } from "~/server/context.server";
import { retryAfterHeaders } from "~/server/retry-after.server";

/** A 429 carries its `Retry-After` (ADR 032). */
export const headers = retryAfterHeaders;

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const viewerId = getUser(context)?.id ?? null;
  const page = await getProductPage(services().db, params.id, new Date(), services().env.publicUrl, viewerId); // PUBLIC_URL, not Host (ADR 032)
  if (!page) throw data(null, { status: 404 });
  const { jsonLd: _inHead, ...rest } = page;
  return { ...rest, reported: url.searchParams.get("anmalt") === "1" };
}

/** A 429 carries `Retry-After` (seconds until the window ends). */
const reply = (body: ReviewActionData, status = 200, retryAfterSeconds?: number) =>
  data(body, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });

/** Intent `review`: signed-in users only; one review per user and product; rate-limited in submitReview. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "report") return report(params.id, form, context);
  if (form.get("intent") !== "review") throw data(null, { status: 400 });
  const user = getUser(context);
  if (!user) return reply({ intent: "review", ok: false, signedOut: true, failure: reviewsCopy.form.signedOut }, 401);
  const { intent: _intent, ...values } = formValues(form);
  const parsed = ReviewSchema.safeParse(values);
  if (!parsed.success) return reply({ intent: "review", ok: false, fields: formErrors(parsed.error).fields, values }, 400);
  const { db, env } = services();
  const result = await submitReview(db, { ...parsed.data, userId: user.id, productId: params.id }, { now: new Date(), rateLimitScale: env.rateLimitScale });
  if (!result.ok) return reply({ intent: "review", ok: false, failure: result.reason, values }, result.status, result.retryAfterSeconds);
  // Without JavaScript: Post/Redirect/Get back to the reviews, where the new one is on top.
  if (!sentByScript(context)) throw redirect(`/product/${encodeURIComponent(params.id)}#omdomen`);
  return reply({ intent: "review", ok: true, created: result.created });
}

/** "Anmäl omdöme": one report per signed-in customer and review, then back to the reviews (ADR 027). */
async function report(productId: string, form: FormData, context: Route.ActionArgs["context"]): Promise<never> {
  const user = getUser(context);
  const back = `/product/${encodeURIComponent(productId)}`;
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`${back}#omdomen`)}`);
  const reason = String(form.get("reason") ?? "");
  const reviewId = Number(form.get("reviewId"));
  if (!(REPORT_REASONS as readonly string[]).includes(reason) || !Number.isInteger(reviewId) || reviewId <= 0) throw data(null, { status: 400 });
  await reportReview(services().db, { reviewId, userId: user.id, reason: reason as ReportReason, now: new Date() });
  throw redirect(`${back}?anmalt=1#omdomen`);
}

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, Product and BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [{ title: `${productCopy.notFound.title} – Stilla` }];

/** Breadcrumb: the product's name. */
export const handle: CrumbHandle<Route.ComponentProps["loaderData"]> = { breadcrumb: (data) => data?.product.name };

/**
 * A client-side navigation to a product renders its parts in the browser: their modules load with the data, so the page
 * shows whole (the gallery no longer appears a moment later above the buy button, pushing it and its focus down).
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  productParts.middleware,
  cardParts.middleware,
  productGalleryMiddleware,
  boughtTogetherMiddleware,
  reviewsFormMiddleware,
];

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ProductPage
      key={loaderData.product.id}
      product={loaderData.product}
      subscriptionPriceOre={loaderData.subscriptionPriceOre}
      together={loaderData.together}
      mini={loaderData.mini}
      reviews={{ reviews: loaderData.reviews, viewer: loaderData.viewer, actionData, reported: loaderData.reported }}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ProductNotFound />;
  return (
    <section className="page-narrow py-16">
      <h1 className="text-3xl">{sv.error.title}</h1>
      <p className="mt-4 text-ink-soft">{sv.error.text}</p>
    </section>
  );
}
