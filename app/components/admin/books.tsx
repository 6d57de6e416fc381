import { Form } from "react-router";
import { booksCopy } from "~/content/books";
import type { GiftCardLiability, VatReturnBox } from "~/domain/books";
import { formatKr } from "~/domain/money";
import { Field } from "~/components/ui/field";
import { CardRow, CardTable, CardTableBody, CardTableFoot, CardTableHead, Cell, HeadCell } from "~/components/ui/card-table";

const t = booksCopy;
const card = "rounded-2xl bg-white p-5 ring-1 ring-ink/10";
const button = "rounded-full bg-indigo px-5 py-3 text-white";

interface Period {
  from: string;
  to: string;
  error: string | null;
}

/** The period every figure on the page is for (a GET form: the address says what is shown). */
export function BooksPeriodForm({ period, liabilityDate }: { period: Period; liabilityDate: string }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4" aria-label={t.period.legend}>
      <Field label={t.period.from} name="fran" type="date" defaultValue={period.from} key={`f-${period.from}`} error={period.error ?? undefined} />
      <Field label={t.period.to} name="till" type="date" defaultValue={period.to} key={`t-${period.to}`} invalid={Boolean(period.error)} />
      <input type="hidden" name="per" value={liabilityDate} />
      <button type="submit" className={button}>
        {t.period.show}
      </button>
    </Form>
  );
}

/** The SIE file's download: the grouping chosen by the owner, the period as shown; the accounts the file books to. */
export function SieSection({
  period,
  accounts,
  error,
}: {
  period: Period;
  accounts: readonly { account: number; name: string; amountOre: number }[];
  error: string | null;
}) {
  return (
    <section aria-labelledby="books-sie" className={card}>
      <h2 id="books-sie" className="text-xl">
        {t.sie.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.sie.intro}</p>
      {error ? (
        <p role="alert" className="mt-4 rounded-lg bg-clay/10 px-3 py-2 text-clay" data-testid="sie-error">
          {error}
        </p>
      ) : (
        <Form reloadDocument method="get" action="/admin/bokforing/sie" className="mt-4 flex flex-wrap items-end gap-4">
          <input type="hidden" name="fran" value={period.from} />
          <input type="hidden" name="till" value={period.to} />
          <fieldset>
            <legend className="text-sm font-medium">{t.sie.grouping}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
              <label className="flex items-center gap-2">
                <input type="radio" name="verifikationer" value="dag" defaultChecked className="size-5" />
                {t.sie.perDay}
              </label>
              <label className="flex items-center gap-2">
                <input type="radio" name="verifikationer" value="order" className="size-5" />
                {t.sie.perOrder}
              </label>
            </div>
          </fieldset>
          <button type="submit" className={button}>
            {t.sie.download}
          </button>
        </Form>
      )}
      {accounts.length === 0 ? (
        <p className="mt-4">{t.sie.empty}</p>
      ) : (
        <CardTable caption={t.sie.accounts} captionVisible inset className="mt-4" tableClassName="text-sm tabular-nums sm:text-base">
          <CardTableHead>
            <HeadCell>{t.sie.account}</HeadCell>
            <HeadCell>{t.sie.name}</HeadCell>
            <HeadCell align="right">{t.sie.balance}</HeadCell>
          </CardTableHead>
          <CardTableBody>
            {accounts.map((a) => (
              <CardRow key={a.account} data-testid="sie-account">
                <Cell rowHeader>{a.account}</Cell>
                <Cell label={t.sie.name}>{a.name}</Cell>
                <Cell label={t.sie.balance} align="right">
                  {a.amountOre === 0 ? formatKr(0) : `${formatKr(Math.abs(a.amountOre))} ${a.amountOre > 0 ? t.sie.debit : t.sie.credit}`}
                </Cell>
              </CardRow>
            ))}
          </CardTableBody>
        </CardTable>
      )}
    </section>
  );
}

/** The momsdeklaration's boxes for the period. */
export function VatReturnSection({ boxes }: { boxes: readonly VatReturnBox[] }) {
  const vat = boxes.filter((b) => b.box !== "05").reduce((s, b) => s + b.declaredOre, 0);
  return (
    <section aria-labelledby="books-vat" className={card}>
      <h2 id="books-vat" className="text-xl">
        {t.vatReturn.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.vatReturn.intro}</p>
      <CardTable caption={t.vatReturn.heading} inset className="mt-4" tableClassName="text-sm tabular-nums sm:text-base">
        <CardTableHead>
          <HeadCell>{t.vatReturn.box}</HeadCell>
          <HeadCell>{t.vatReturn.what}</HeadCell>
          <HeadCell align="right">{t.vatReturn.amount}</HeadCell>
          <HeadCell align="right">{t.vatReturn.exact}</HeadCell>
        </CardTableHead>
        <CardTableBody>
          {boxes.map((b) => (
            <CardRow key={b.box} data-testid={`vat-box-${b.box}`}>
              <Cell rowHeader>{b.box}</Cell>
              <Cell label={t.vatReturn.what}>{t.vatReturn.labels[b.box]}</Cell>
              <Cell label={t.vatReturn.amount} align="right">
                {formatKr(b.declaredOre)}
              </Cell>
              <Cell label={t.vatReturn.exact} align="right">
                {formatKr(b.amountOre)}
              </Cell>
            </CardRow>
          ))}
        </CardTableBody>
        <CardTableFoot>
          <CardRow className="font-medium">
            <Cell rowHeader>{""}</Cell>
            <Cell label={t.vatReturn.what}>{t.vatReturn.totalVat}</Cell>
            <Cell label={t.vatReturn.amount} align="right">
              {formatKr(vat)}
            </Cell>
            <Cell label={t.vatReturn.exact} align="right">
              {formatKr(boxes.filter((b) => b.box !== "05").reduce((s, b) => s + b.amountOre, 0))}
            </Cell>
          </CardRow>
        </CardTableFoot>
      </CardTable>
    </section>
  );
}

/** The gift-card liability at a day, with its own date (a GET form keeping the period). */
export function LiabilitySection({ period, date, error, liability }: { period: Period; date: string; error: string | null; liability: GiftCardLiability }) {
  const rows = [
    { key: "issued", label: t.liability.issued, ore: liability.issuedOre, cards: liability.issuedCount },
    { key: "redeemed", label: t.liability.redeemed, ore: liability.redeemedOre, cards: null },
    { key: "adjusted", label: t.liability.adjusted, ore: liability.adjustedOre, cards: null },
    { key: "expired", label: t.liability.expired, ore: liability.expiredOre, cards: liability.expiredCount },
  ];
  return (
    <section aria-labelledby="books-liability" className={card}>
      <h2 id="books-liability" className="text-xl">
        {t.liability.heading}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">{t.liability.intro}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-4" aria-label={t.liability.heading}>
        <input type="hidden" name="fran" value={period.from} />
        <input type="hidden" name="till" value={period.to} />
        <Field label={t.liability.date} name="per" type="date" defaultValue={date} key={`p-${date}`} error={error ?? undefined} />
        <button type="submit" className={button}>
          {t.liability.show}
        </button>
      </Form>
      <dl className="mt-4 divide-y divide-ink/10 tabular-nums" aria-label={t.liability.caption(date)} data-testid="liability">
        {rows.map((r) => (
          <div key={r.key} className="flex flex-wrap justify-between gap-x-4 py-2">
            <dt>{r.label}</dt>
            <dd>
              {formatKr(r.ore)}
              {r.cards !== null && <span className="ml-2 text-sm text-ink-soft">({t.liability.cards(r.cards)})</span>}
            </dd>
          </div>
        ))}
        <div className="flex flex-wrap justify-between gap-x-4 py-2 font-medium" data-testid="liability-outstanding">
          <dt>{t.liability.outstanding}</dt>
          <dd>
            {formatKr(liability.outstandingOre)}
            <span className="ml-2 text-sm font-normal text-ink-soft">({t.liability.cards(liability.outstandingCount)})</span>
          </dd>
        </div>
      </dl>
    </section>
  );
}
