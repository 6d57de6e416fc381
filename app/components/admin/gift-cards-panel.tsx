import { Form, Link } from "react-router";
import { formatGiftCardDate, giftCardCopy } from "~/content/gift-cards";
import { formatKr } from "~/domain/money";
import { formatDateTime } from "./format";
import { CardRow, CardTable, CardTableBody, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";
import { GiftCardCorrections, type GiftCardCorrectionState } from "./gift-card-corrections";
import type { DeskGiftCard } from "~/domain/desk-view";

const t = giftCardCopy.admin;

/**
 * Gift cards with masked code, balance, expiry and ledger: the cards an order issued ('Skicka igen med ny
 * kod') or every card (`manage`: set a balance or void a card, with a reason).
 */
export function GiftCardsPanel({
  cards,
  resent,
  showOrder = false,
  resend = true,
  manage = false,
  refused,
  done,
}: {
  cards: DeskGiftCard[];
  resent?: boolean;
  showOrder?: boolean;
  resend?: boolean;
  manage?: boolean;
  refused?: GiftCardCorrectionState;
  /** The correction just made (adjusted, voided), for its status line. */
  done?: string | null;
}) {
  return (
    <section
      aria-labelledby="gift-cards-title"
      className="rounded-3xl bg-white/70 p-5 ring-1 ring-ink/5"
      data-testid="desk-gift-cards"
    >
      <h2 id="gift-cards-title" className="text-xl">
        {t.issued}
      </h2>
      {resent && (
        <p
          role="status"
          className="mt-2 rounded-xl bg-sage-light/70 px-3 py-2 text-sm"
        >
          {t.resent}
        </p>
      )}
      {done && t.done[done] && (
        <p role="status" className="mt-2 rounded-xl bg-sage-light/70 px-3 py-2 text-sm">
          {t.done[done]}
        </p>
      )}
      {cards.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">
          {showOrder ? t.noneAtAll : t.none}
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {cards.map((c) => (
            <li
              key={c.id}
              id={`kort-${c.id}`}
              className="rounded-2xl bg-white p-4 ring-1 ring-ink/10"
              data-testid="desk-gift-card"
            >
              <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt>{t.code}</dt>
                <dd className="tabular-nums">{c.masked}</dd>
                {showOrder && (
                  <>
                    <dt>{t.order}</dt>
                    <dd>
                      <Link
                        to={`/admin/orders/${c.orderId}`}
                        className="tabular-nums underline"
                      >
                        {c.orderId.slice(0, 8).toUpperCase()}
                      </Link>
                    </dd>
                  </>
                )}
                <dt>{t.recipient}</dt>
                <dd className="break-words">
                  {c.recipientName} ({c.recipientEmail}) ·{" "}
                  {giftCardCopy.cart.from(c.senderName)}
                </dd>
                <dt>{t.initial}</dt>
                <dd>{formatKr(c.initialOre)}</dd>
                <dt>{t.balance}</dt>
                <dd
                  className="font-semibold"
                  data-testid="desk-gift-card-balance"
                >
                  {formatKr(c.balanceOre)}
                </dd>
                <dt>{t.expires}</dt>
                <dd>{formatGiftCardDate(c.expires)}</dd>
                {c.voided && (
                  <>
                    <dt>{t.status}</dt>
                    <dd className="font-semibold text-clay">{t.voided(formatGiftCardDate(c.voided))}</dd>
                  </>
                )}
              </dl>
              <CardTable caption={t.ledger} captionVisible inset className="mt-3" tableClassName="text-sm">
                <CardTableHead>
                  <HeadCell>{t.ledgerColumns.date}</HeadCell>
                  <HeadCell>{t.ledgerColumns.event}</HeadCell>
                  <HeadCell align="right">{t.ledgerColumns.amount}</HeadCell>
                  <HeadCell>{t.ledgerColumns.order}</HeadCell>
                </CardTableHead>
                <CardTableBody>
                  {c.ledger.map((l) => (
                    <CardRow key={l.id}>
                      <Cell rowHeader className="font-normal">{formatDateTime(l.created)}</Cell>
                      <Cell label={t.ledgerColumns.event}>
                        {t.ledgerTypes[l.type] ?? l.type}
                        {l.note && <span className="block text-xs text-ink-soft">{l.note}</span>}
                      </Cell>
                      <Cell label={t.ledgerColumns.amount} align="right" className="whitespace-nowrap tabular-nums">
                        {formatKr(l.amountOre)}
                      </Cell>
                      <Cell label={t.ledgerColumns.order}>
                        {l.orderId && l.orderId !== c.orderId ? (
                          <Link to={`/admin/orders/${l.orderId}`} className="tabular-nums underline">
                            {l.orderId.slice(0, 8).toUpperCase()}
                          </Link>
                        ) : (
                          <span className="text-ink-soft">–</span>
                        )}
                      </Cell>
                    </CardRow>
                  ))}
                </CardTableBody>
              </CardTable>
              {manage && <GiftCardCorrections card={c} refused={refused} />}
              {resend && (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="resend_gift_card" />
                  <input type="hidden" name="giftCardId" value={c.id} />
                  <button
                    type="submit"
                    className="rounded-full bg-white px-4 py-2 text-sm font-medium ring-1 ring-ink/25 hover:bg-oat-dark"
                  >
                    {t.resend}
                  </button>
                  <p className="mt-1 text-xs text-ink-soft">{t.resendHelp}</p>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
