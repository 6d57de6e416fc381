import { data, redirect } from "react-router";
import type { Route } from "./+types/admin-gift-cards";
import { giftCardCopy } from "~/content/gift-cards";
import { GiftCardsPanel } from "~/components/admin/gift-cards-panel";
import type { GiftCardCorrectionState } from "~/components/admin/gift-card-corrections";
import { GiftCardAdminFormSchema } from "~/domain/gift-card-admin-form";
import { formErrors, formValues, parseDigits } from "~/domain/schemas";
import { adjustGiftCardBalance, listGiftCards, voidGiftCard } from "~/server/gift-cards/desk.server";
import { requireAdmin } from "~/server/guards.server";
import { services } from "~/server/runtime.server";

const t = giftCardCopy.admin;

export const meta: Route.MetaFunction = () => [
  { title: `${t.title} – Stilla` },
  { name: "robots", content: "noindex" },
];

/** /admin/gift-cards: every issued card (newest first) with balance, expiry and ledger. Re-sending is on the order page. */
export async function loader({ url }: Route.LoaderArgs) {
  const done = url.searchParams.get("klart");
  return { cards: await listGiftCards(services().db), done: done && t.done[done] ? done : null };
}

/** Set a card's balance or void it, with a reason (ADR 009); a refused form comes back with its messages. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const values = formValues(await request.formData());
  const intent = values.intent === "void_gift_card" ? "void_gift_card" : "adjust_gift_card";
  const refuse = (message: string, fields: Record<string, string>, status: number) =>
    data({ giftCardId: parseDigits(values.giftCardId) ?? 0, intent, message, fields, values } satisfies GiftCardCorrectionState, { status });
  const parsed = GiftCardAdminFormSchema.safeParse(values);
  if (!parsed.success) {
    const { fields, message } = formErrors(parsed.error);
    return refuse(message || t.errors.invalid!, fields, 400);
  }
  const form = parsed.data;
  const common = { giftCardId: form.giftCardId, reason: form.reason, actor: { id: admin.id, email: admin.email }, now: new Date() };
  const result =
    form.intent === "void_gift_card"
      ? await voidGiftCard(services().db, common)
      : await adjustGiftCardBalance(services().db, { ...common, balanceOre: form.balance });
  if (!result.ok) return refuse(t.errors[result.error]!, result.error === "not_found" ? {} : { [form.intent === "void_gift_card" ? "reason" : "balance"]: t.errors[result.error]! }, result.error === "not_found" ? 404 : 409);
  return redirect(`/admin/gift-cards?klart=${form.intent === "void_gift_card" ? "voided" : "adjusted"}#kort-${form.giftCardId}`);
}

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section>
      <h1 className="text-3xl">{t.title}</h1>
      <p className="mt-2 text-ink-soft">{t.intro}</p>
      <div className="mt-6">
        <GiftCardsPanel cards={loaderData.cards} showOrder resend={false} manage refused={actionData} done={loaderData.done} />
      </div>
    </section>
  );
}
