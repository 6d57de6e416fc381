import { Form, Link } from "react-router";
import type { Route } from "./+types/stock-alert-cancel";
import type { CrumbHandle } from "~/components/layout/breadcrumbs";
import { stockAlertCopy } from "~/content/stock-alerts";
import { Button, buttonClass } from "~/components/ui/button";
import { cancelStockAlert } from "~/server/stock-alerts.server";
import { services } from "~/server/runtime.server";

const t = stockAlertCopy.cancel;

export const meta: Route.MetaFunction = () => [{ title: `${t.title} – Stilla` }, { name: "robots", content: "noindex" }];

/** GET only shows the button (a link preview must not cancel anything); the POST cancels. */
export async function loader({ url }: Route.LoaderArgs) {
  const id = Number(url.searchParams.get("id"));
  const token = url.searchParams.get("token");
  const { db, env } = services();
  return { id, token, view: await cancelStockAlert(db, { id, token, now: new Date(), commit: false }, { secret: env.authSecret }) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const { db, env } = services();
  const token = form.get("token");
  return {
    view: await cancelStockAlert(db, { id: Number(form.get("id")), token: typeof token === "string" ? token : null, now: new Date(), commit: true }, { secret: env.authSecret }),
  };
}

export const handle: CrumbHandle = { breadcrumb: t.title };

export default function StockAlertCancel({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const view = a?.view ?? d.view;
  return (
    <section className="page-narrow py-16">
      <h1 className="text-4xl leading-tight">{t.title}</h1>
      {view.status === "open" ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="id" value={d.id} />
          <input type="hidden" name="token" value={d.token ?? ""} />
          <p className="text-lg text-ink-soft">{t.ask(view.productName)}</p>
          <Button type="submit" className="mt-8">
            {t.button}
          </Button>
        </Form>
      ) : (
        <>
          <p role="status" className="mt-4 text-lg text-ink-soft">
            {view.status === "done" ? t.done(view.productName) : t.invalid}
          </p>
          <Link to="/shop" className={buttonClass("secondary", "mt-8")}>
            {stockAlertCopy.answer.shop}
          </Link>
        </>
      )}
    </section>
  );
}
