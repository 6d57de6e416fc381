import { Link, redirect } from "react-router";
import type { Route } from "./+types/stock-alert-confirm";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { stockAlertCopy } from "~/content/stock-alerts";
import { buttonClass } from "~/components/ui/button";
import { getProduct } from "~/server/catalogue.server";
import { confirmStockAlert } from "~/server/stock-alerts.server";
import { services } from "~/server/runtime.server";

const t = stockAlertCopy.confirm;
const STATUSES = ["confirmed", "already", "expired", "invalid"] as const;
type Status = (typeof STATUSES)[number];

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/**
 * The link from the confirmation mail (`?token=`): confirms once, then redirects to `?status=&produkt=` so a reload
 * or the back button never repeats it and the token leaves the address bar (as the newsletter's, ADR 008).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const { db, mailer, env } = services();
  const token = url.searchParams.get("token");
  if (token !== null) {
    const outcome = await confirmStockAlert(db, mailer, { token, now: new Date() }, { publicUrl: env.publicUrl, secret: env.authSecret });
    const product = "productId" in outcome ? `&produkt=${encodeURIComponent(outcome.productId)}` : "";
    throw redirect(`/bevaka/bekrafta?status=${outcome.status}${product}`);
  }
  const raw = url.searchParams.get("status");
  const status: Status = (STATUSES as readonly string[]).includes(raw ?? "") ? (raw as Status) : "invalid";
  const item = status === "confirmed" || status === "already" ? await getProduct(db, url.searchParams.get("produkt") ?? "") : undefined;
  return { status: item || (status !== "confirmed" && status !== "already") ? status : ("invalid" as Status), product: item ? { id: item.id, name: item.name } : null };
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function StockAlertConfirm({ loaderData: d }: Route.ComponentProps) {
  const text =
    d.status === "confirmed" && d.product ? t.confirmed(d.product.name) : d.status === "already" && d.product ? t.already(d.product.name) : d.status === "expired" ? t.expired : t.invalid;
  return (
    <section className="page-narrow py-16">
      <h1 className="text-4xl leading-tight">{t.title}</h1>
      <p role="status" className="mt-4 text-lg text-ink-soft">
        {text}
      </p>
      <Link to={d.product ? `/product/${d.product.id}` : "/shop"} className={buttonClass("primary", "mt-8")}>
        {d.product ? stockAlertCopy.answer.back(d.product.name) : stockAlertCopy.answer.shop}
      </Link>
    </section>
  );
}
