import { Link } from "react-router";
import type { Route } from "./+types/gift-card";
import { giftCardCopy } from "~/content/gift-cards";
import { GiftCardForm } from "~/components/gift-card/gift-card-form";

const t = giftCardCopy.page;

export const meta: Route.MetaFunction = () => [
  { title: t.metaTitle },
  { name: "description", content: t.intro },
];

/** /gift-card: the form posts to the cart route (intent add_gift_card); this page has no action of its own. */
export default function GiftCardRoute() {
  return (
    <section className="mx-auto max-w-6xl px-4 pt-6 pb-16">
      <h1 className="text-4xl">{t.title}</h1>
      <p className="mt-2 max-w-2xl text-ink-soft">{t.intro}</p>
      <div className="mt-8">
        <GiftCardForm />
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
