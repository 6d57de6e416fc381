import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-reviews";
import { adminReviewsCopy as t } from "~/content/admin-reviews";
import { formatDateTime } from "~/components/admin/format";
import { ReviewStars } from "~/components/product/reviews-stars";
import { formValues } from "~/domain/schemas";
import { dismissReports, hideReview, listReviewsForAdmin, showReview, type ReviewFilter } from "~/server/admin-reviews.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { cn } from "~/lib/cn";

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

const FILTERS: Record<string, ReviewFilter> = { anmalda: "reported", dolda: "hidden" };
const DONE: Record<string, string> = { dolt: "hidden", visat: "shown", behallet: "dismissed" };

export async function loader({ url }: Route.LoaderArgs) {
  const search = url.searchParams;
  const visa = search.get("visa") ?? "";
  const filter = FILTERS[visa] ?? "all";
  const rows = await listReviewsForAdmin(services().db, filter);
  return {
    visa: filter === "all" ? "" : visa,
    done: t.done[DONE[search.get("klart") ?? ""] ?? ""] ?? null,
    reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const actor = { id: admin.id, email: admin.email };
  const values = formValues(await request.formData());
  const reviewId = /^\d{1,9}$/.test(values.reviewId ?? "") ? Number(values.reviewId) : 0;
  const back = (done: string) => redirect(`/admin/reviews?${new URLSearchParams({ ...(values.visa ? { visa: values.visa } : {}), klart: done })}#omdome-${reviewId}`);
  const { db, mailer } = services();
  const now = new Date();
  if (values.intent === "hide") {
    const reason = (values.reason ?? "").trim();
    if (reason.length < 5 || reason.length > 300) return data({ reviewId, error: t.errors.reason }, { status: 400 });
    const r = await hideReview(db, reviewId, reason, actor, now);
    if (!r.ok) return data({ reviewId, error: t.errors.notFound }, { status: 404 });
    if (r.mailId) await mailer.dispatch(r.mailId);
    return back("dolt");
  }
  if (values.intent === "show" || values.intent === "dismiss") {
    const r = values.intent === "show" ? await showReview(db, reviewId, actor, now) : await dismissReports(db, reviewId, actor, now);
    if (!r.ok) return data({ reviewId, error: t.errors.notFound }, { status: 404 });
    return back(values.intent === "show" ? "visat" : "behallet");
  }
  return data({ reviewId, error: t.errors.notFound }, { status: 400 });
}

const button = "rounded-full px-4 py-1.5 text-sm disabled:opacity-60";

export default function AdminReviews({ loaderData, actionData }: Route.ComponentProps) {
  const { reviews, visa, done } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-3xl">{t.title}</h1>
        <p className="mt-2 max-w-2xl text-ink-soft">{t.intro}</p>
      </div>
      <nav aria-label={t.filterLabel} className="flex flex-wrap gap-2">
        {(["", "anmalda", "dolda"] as const).map((v) => (
          <Link
            key={v}
            to={v ? `/admin/reviews?visa=${v}` : "/admin/reviews"}
            aria-current={visa === v ? "page" : undefined}
            className={cn("rounded-full px-4 py-1.5 ring-1 ring-ink/20", visa === v ? "bg-indigo text-white" : "bg-white")}
          >
            {t.filters[v === "" ? "all" : v === "anmalda" ? "reported" : "hidden"]}
          </Link>
        ))}
      </nav>
      {done && (
        <p role="status" className="rounded-lg bg-sage-light px-3 py-2">
          {done}
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="text-ink-soft">{t.empty}</p>
      ) : (
        <ol className="space-y-4">
          {reviews.map((r) => {
            const error = actionData?.reviewId === r.id ? actionData.error : null;
            return (
              <li key={r.id} id={`omdome-${r.id}`} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="admin-review">
                <article aria-labelledby={`admin-review-${r.id}`}>
                  <div className="flex flex-wrap items-center gap-3">
                    <ReviewStars rating={r.rating} />
                    <span className="text-sm text-ink-soft">
                      {t.product}: <Link to={`/product/${r.productId}#omdomen`} className="underline">{r.productName}</Link>
                    </span>
                    {r.openReports > 0 && <span className="rounded-full bg-clay/10 px-2.5 py-0.5 text-sm text-clay">{t.reports(r.openReports)}</span>}
                    {r.hiddenReason && <span className="rounded-full bg-oat-dark px-2.5 py-0.5 text-sm">{t.hidden(r.hiddenReason)}</span>}
                  </div>
                  <h2 id={`admin-review-${r.id}`} className="mt-2 text-xl break-words">
                    {r.title}
                  </h2>
                  <p className="mt-1 break-words whitespace-pre-line text-ink-soft">{r.comment}</p>
                  <p className="mt-2 text-sm text-ink-soft">
                    {t.author} {r.authorName} ({r.authorEmail}) · <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </p>
                  {error && (
                    <p role="alert" className="mt-2 text-sm text-clay">
                      {error}
                    </p>
                  )}
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    {r.hiddenReason ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="show" />
                        <input type="hidden" name="reviewId" value={r.id} />
                        <input type="hidden" name="visa" value={visa} />
                        <button type="submit" disabled={busy} aria-label={t.show(r.title)} className={cn(button, "bg-white ring-1 ring-ink/25")}>
                          {t.showLabel}
                        </button>
                      </Form>
                    ) : (
                      <Form method="post" className="flex w-full flex-wrap items-end gap-2 sm:w-auto">
                        <input type="hidden" name="intent" value="hide" />
                        <input type="hidden" name="reviewId" value={r.id} />
                        <input type="hidden" name="visa" value={visa} />
                        <label className="block w-full text-sm sm:w-80">
                          {t.hideReason(r.title)}
                          <input
                            name="reason"
                            required
                            minLength={5}
                            maxLength={300}
                            aria-invalid={error ? true : undefined}
                            className={cn("mt-1 w-full rounded-lg border bg-white px-3 py-2", error ? "border-clay" : "border-ink/20")}
                          />
                        </label>
                        <button type="submit" disabled={busy} aria-label={t.hide(r.title)} className={cn(button, "bg-clay text-white")}>
                          {t.hideLabel}
                        </button>
                      </Form>
                    )}
                    {r.openReports > 0 && !r.hiddenReason && (
                      <Form method="post">
                        <input type="hidden" name="intent" value="dismiss" />
                        <input type="hidden" name="reviewId" value={r.id} />
                        <input type="hidden" name="visa" value={visa} />
                        <button type="submit" disabled={busy} aria-label={t.dismiss(r.title)} className={cn(button, "bg-white ring-1 ring-ink/25")}>
                          {t.dismissLabel}
                        </button>
                      </Form>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
