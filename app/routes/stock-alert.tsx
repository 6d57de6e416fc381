import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/stock-alert";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { stockAlertCopy } from "~/content/stock-alerts";
import { buttonClass } from "~/components/ui/button";
import { NewsletterSchema } from "~/domain/schemas";
import { getProduct } from "~/server/catalogue.server";
import { requestInfoContext } from "~/server/context.server";
import { requestStockAlert } from "~/server/stock-alerts.server";
import { services } from "~/server/runtime.server";

const t = stockAlertCopy.answer;
const ANSWERS = ["ok", "inStock", "invalid", "unknown", "limited", "none"] as const;
type Answer = (typeof ANSWERS)[number];

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** The answer page: `?svar=&produkt=` after the form's POST (redirected, so a reload never asks twice), or nothing. */
export async function loader({ url }: Route.LoaderArgs) {
  const raw = url.searchParams.get("svar") ?? "none";
  const answer: Answer = (ANSWERS as readonly string[]).includes(raw) ? (raw as Answer) : "none";
  const item = await getProduct(services().db, url.searchParams.get("produkt") ?? "");
  return { answer, product: item ? { id: item.id, name: item.name } : null };
}

/**
 * POST /bevaka: the form on a sold-out product (ADR 080). The answer is a redirect to this page's GET, so the new
 * page starts at its top (React Router keeps the scroll position after a POST that is not redirected) and a reload
 * asks nothing again. Only a refusal for too many tries answers at once, with its 429 and Retry-After (ADR 032).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const productId = String(form.get("productId") ?? "").slice(0, 100);
  const answer = (a: Answer) => redirect(`/bevaka?svar=${a}&produkt=${encodeURIComponent(productId)}`);
  const parsed = NewsletterSchema.safeParse({ email: String(form.get("email") ?? "") });
  if (!parsed.success) return answer("invalid");
  const { db, mailer, env } = services();
  const outcome = await requestStockAlert(
    db,
    mailer,
    { productId, email: parsed.data.email, clientKey: context.get(requestInfoContext).clientIp, now: new Date() },
    { publicUrl: env.publicUrl, secret: env.authSecret, rateLimitScale: env.rateLimitScale },
  );
  switch (outcome.status) {
    case "accepted":
      return answer("ok");
    case "in_stock":
      return answer("inStock");
    case "unknown_product":
      return answer("unknown");
    case "rate_limited":
      return data({ limited: true }, { status: 429, headers: { "Retry-After": String(outcome.retryAfterSeconds) } });
  }
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function StockAlert({ loaderData: d, actionData }: Route.ComponentProps) {
  const answer: Answer = actionData?.limited ? "limited" : d.answer;
  const name = d.product?.name ?? null;
  const message =
    answer === "ok" && name
      ? t.ok(name)
      : answer === "inStock" && name
        ? t.inStock(name)
        : answer === "invalid"
          ? t.invalid
          : answer === "limited"
            ? t.limited
            : answer === "unknown"
              ? t.unknown
              : t.none;
  const good = answer === "ok" || answer === "inStock" || answer === "none";
  return (
    <section className="page-narrow py-16">
      <h1 className="text-4xl leading-tight">{t.title}</h1>
      <p role={good ? "status" : "alert"} className="mt-4 text-lg text-ink-soft">
        {message}
      </p>
      <Link to={d.product ? `/product/${d.product.id}${answer === "invalid" ? "#bevaka" : ""}` : "/shop"} className={buttonClass("primary", "mt-8")}>
        {d.product ? t.back(d.product.name) : t.shop}
      </Link>
    </section>
  );
}
