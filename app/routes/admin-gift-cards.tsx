import type { Route } from "./+types/admin-gift-cards";
import { giftCardCopy } from "~/content/gift-cards";
import { GiftCardsPanel } from "~/components/admin/gift-cards-panel";
import { listGiftCards } from "~/server/gift-cards/desk.server";
import { services } from "~/server/runtime.server";

const t = giftCardCopy.admin;

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} – Stilla` },
  { name: "robots", content: "noindex" },
];

/** /admin/gift-cards: every issued card (newest first) with balance, expiry and ledger. Re-sending is on the order page. */
export async function loader() {
  return { cards: await listGiftCards(services().db) };
}

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <div className="mt-6">
        <GiftCardsPanel cards={loaderData.cards} showOrder resend={false} />
      </div>
    </section>
  );
}
