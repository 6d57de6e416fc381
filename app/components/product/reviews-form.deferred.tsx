import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { REVIEW_LIMITS, reviewsCopy } from "~/content/reviews";
import type { OwnReview } from "~/domain/reviews";
import type { FieldErrors } from "~/domain/form-errors";
import { useClientValidation } from "~/components/ui/use-client-validation";
import { Button, buttonClass } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { useSeedFromDom } from "~/lib/seed-from-dom";
import { cn } from "~/lib/cn";
import { StarRatingInput } from "./reviews-star-input";

const t = reviewsCopy;

/** What the product route's `review` intent answers. */
export type ReviewActionData =
  | { intent: "review"; ok: true; created: boolean }
  | { intent: "review"; ok: false; signedOut?: boolean; fields?: FieldErrors; failure?: string; values?: Record<string, string> };

type Failed = Extract<ReviewActionData, { ok: false }>;

const FIELD_ORDER = ["rating", "title", "comment"] as const;
/** zod and the schemas load when the form first takes focus, not with the product page (ADR 043). */
const loadReviewSchema = () => import("~/domain/schemas").then((m) => m.ReviewSchema);

/**
 * The review form behind a disclosure (<details>/<summary>): the browser opens and closes it, so it works
 * the same before and after hydration and without JavaScript, and nothing typed is lost when React takes
 * over (ADR 011). A post without JavaScript that came back with errors renders it open. With JavaScript
 * it posts through a fetcher, checks the same ReviewSchema first, and on success resets, closes and says thanks.
 */
export function ReviewsForm({ productId, own, result }: { productId: string; own: OwnReview | null; result?: Failed }) {
  const fetcher = useFetcher<ReviewActionData>();
  const toast = useToast();
  const [generation, setGeneration] = useState(0);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const handled = useRef<ReviewActionData | undefined>(undefined);

  useEffect(() => {
    const d = fetcher.data;
    if (fetcher.state !== "idle" || !d || handled.current === d) return;
    handled.current = d;
    if (d.ok) {
      const details = detailsRef.current;
      if (details) details.open = false;
      setGeneration((g) => g + 1);
      toast({ title: t.form.successTitle, description: d.created ? t.form.successCreated : t.form.successUpdated });
      details?.querySelector("summary")?.focus();
    } else if (d.failure) {
      toast({ title: t.errors.failed, description: d.failure, variant: "error" });
    }
  }, [fetcher.state, fetcher.data, toast]);

  const server = fetcher.data ? (fetcher.data.ok ? undefined : fetcher.data) : result;

  return (
    // `open` only as the server's first answer; after that the browser owns it (React never resets it).
    <details ref={detailsRef} open={result ? true : undefined}>
      <summary className={buttonClass("secondary", "w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        {own ? t.form.openEdit : t.form.open}
      </summary>
      <div className="mt-6">
        <ReviewFields
          key={generation}
          fetcher={fetcher}
          productId={productId}
          own={own}
          server={fetcher.state === "idle" ? server : undefined}
          busy={fetcher.state !== "idle"}
        />
      </div>
    </details>
  );
}

function ReviewFields({
  fetcher,
  productId,
  own,
  server,
  busy,
}: {
  fetcher: ReturnType<typeof useFetcher<ReviewActionData>>;
  productId: string;
  own: OwnReview | null;
  server?: Failed;
  busy: boolean;
}) {
  const id = useId();
  const values = server?.values;
  const titleDefault = values?.title ?? own?.title ?? "";
  const commentDefault = values?.comment ?? own?.comment ?? "";
  // The fields are uncontrolled (what was typed before hydration stays); the counters follow them.
  const titleRef = useRef<HTMLInputElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [titleLength, setTitleLength] = useState(titleDefault.length);
  const [commentLength, setCommentLength] = useState(commentDefault.length);
  useSeedFromDom(() => {
    if (titleRef.current) setTitleLength(titleRef.current.value.length);
    if (commentRef.current) setCommentLength(commentRef.current.value.length);
  });
  const check = useClientValidation(loadReviewSchema, FIELD_ORDER);
  const fields = check.errors ?? server?.fields ?? {};
  const defaultRating = values?.rating ? Number(values.rating) : own?.rating;
  const err = (k: string) => `${id}-${k}-error`;
  const counter = (k: string) => `${id}-${k}-count`;

  return (
    <fetcher.Form
      method="post"
      action={`/product/${encodeURIComponent(productId)}`}
      noValidate
      aria-labelledby={`${id}-title`}
      className="max-w-2xl space-y-5 rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5 sm:p-6"
      onSubmit={check.onSubmit}
      onChange={check.onChange}
      onFocus={check.onFocus}
    >
      <h3 id={`${id}-title`} className="text-2xl">
        {t.form.title}
      </h3>
      {own && <p className="text-sm text-ink-soft">{t.form.editNote}</p>}
      <input type="hidden" name="intent" value="review" />

      <StarRatingInput defaultValue={defaultRating} error={fields.rating} errorId={err("rating")} />

      <div>
        <label htmlFor={`${id}-title-input`} className="block text-sm font-medium">
          {t.form.titleLabel}
        </label>
        <input
          id={`${id}-title-input`}
          ref={titleRef}
          name="title"
          defaultValue={titleDefault}
          onChange={(e) => setTitleLength(e.target.value.length)}
          maxLength={REVIEW_LIMITS.title}
          aria-invalid={fields.title ? true : undefined}
          aria-describedby={cn(counter("title"), fields.title && err("title"))}
          className={cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", fields.title ? "border-clay" : "border-ink/20")}
        />
        <Counter id={counter("title")} used={titleLength} max={REVIEW_LIMITS.title} />
        {fields.title && (
          <p id={err("title")} className="mt-1 text-sm text-clay">
            {fields.title}
          </p>
        )}
      </div>

      <div>
        <label htmlFor={`${id}-comment-input`} className="block text-sm font-medium">
          {t.form.commentLabel}
        </label>
        <textarea
          id={`${id}-comment-input`}
          name="comment"
          rows={5}
          ref={commentRef}
          defaultValue={commentDefault}
          onChange={(e) => setCommentLength(e.target.value.length)}
          maxLength={REVIEW_LIMITS.comment}
          aria-invalid={fields.comment ? true : undefined}
          aria-describedby={cn(counter("comment"), fields.comment && err("comment"))}
          className={cn("mt-1 w-full rounded-xl border bg-white px-4 py-3", fields.comment ? "border-clay" : "border-ink/20")}
        />
        <Counter id={counter("comment")} used={commentLength} max={REVIEW_LIMITS.comment} />
        {fields.comment && (
          <p id={err("comment")} className="mt-1 text-sm text-clay">
            {fields.comment}
          </p>
        )}
      </div>

      {(server?.failure || server?.signedOut) && (
        <div role="alert" className="rounded-xl bg-clay/10 px-4 py-3 text-sm text-clay">
          <p className="font-medium">{t.errors.failed}</p>
          <p>{server.failure ?? t.form.signedOut}</p>
        </div>
      )}

      <Button type="submit" disabled={busy}>
        {busy ? t.form.sending : t.form.submit}
      </Button>
    </fetcher.Form>
  );
}

/** "12/100 tecken": live as the customer types (not a live region, so it is read with the field, not on every key). */
function Counter({ id, used, max }: { id: string; used: number; max: number }) {
  return (
    <p id={id} className={cn("mt-1 text-right text-xs tabular-nums", used >= max ? "text-clay" : "text-ink-soft")}>
      {t.form.counter(used, max)}
    </p>
  );
}
