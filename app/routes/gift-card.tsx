import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/gift-card";
import { giftCardCopy } from "~/content/gift-cards";
import { formErrors, formValues, GiftCardFormSchema } from "~/domain/schemas";
import { GiftCardForm } from "~/components/gift-card/gift-card-form";
import { addGiftCard, openCart } from "~/server/carts.server";
import { getUser } from "~/server/guards.server";
import { services } from "~/server/runtime.server";
import { sentByScript } from "~/server/context.server";
import { headFor } from "~/server/page-head.server";

const t = giftCardCopy.page;

/** The head is computed on the server (ADR 078): canonical, Open Graph, Twitter card, BreadcrumbList. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head;

export function loader({ url }: Route.LoaderArgs) {
  return { head: headFor({ path: url.pathname, title: t.metaTitle, description: t.intro }) };
}

/**
 * Adds one gift card to the cart (its own line). Invalid input answers 400 with the messages and the
 * values, so the page re-renders the form without JavaScript; a valid post redirects to /cart, or with
 * a fetcher (sent by script) stays on the page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, gate } = services();
  const form = await request.formData();
  const values = formValues(form);
  const parsed = GiftCardFormSchema.safeParse(values);
  if (!parsed.success) {
    const { fields, message } = formErrors(parsed.error);
    return data({ ok: false as const, error: message, fields, values }, { status: 400 });
  }
  const { cart, headers } = await openCart(db, request, getUser(context)?.id, gate.secure);
  await addGiftCard(db, cart.id, parsed.data);
  if (!sentByScript(context)) throw redirect("/cart", { headers });
  return data({ ok: true as const, amountOre: parsed.data.amountOre }, { headers });
}

export default function GiftCardRoute({ actionData }: Route.ComponentProps) {
  return (
    <section className="page pt-6 pb-16">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t.intro}</p>
      <div className="mt-8">
        <GiftCardForm result={actionData && !actionData.ok ? actionData : undefined} />
      </div>
      <div className="mt-12 grid gap-8 md:grid-cols-2">
        <section aria-labelledby="how-title">
          <h2 id="how-title" className="text-2xl">
            {t.howTitle}
          </h2>
          <ol
            className="mt-4 list-decimal space-y-2 pl-5"
            data-testid="how-it-works"
          >
            {t.how.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        <div className="rounded-3xl bg-oat/70 p-5">
          <p className="font-medium" data-testid="validity">
            {t.validity}
          </p>
          <p className="mt-3">
            <Link
              to="/gift-card/saldo"
              className="underline underline-offset-2"
            >
              {t.balanceLink}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
