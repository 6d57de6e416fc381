import { Link } from "react-router";
import { reconciliationCopy as t } from "~/content/provider-payments";
import { formatKr } from "~/domain/money";
import { paymentMethodLabel } from "~/payments/registry";
import { formatDateTime } from "./format";

export interface DeskProviderPayment {
  payment: {
    provider: string;
    state: string;
    amountOre: number;
    currency: string;
    reference: string | null;
    paymentReference: string | null;
    expiresAt: string;
    note: string | null;
  } | null;
  events: { eventId: string; provider: string; type: string | null; outcome: string | null; at: string }[];
}

/** The order desk's panel for a payment a provider collects (ADR 075): its state, references and every event. */
export function ProviderPaymentPanel({ data }: { data: DeskProviderPayment }) {
  const p = data.payment;
  return (
    <section aria-labelledby="provider-payment-heading" className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="provider-payment">
      <h2 id="provider-payment-heading" className="text-xl">
        {t.payment}
      </h2>
      {p && (
        <dl className="mt-3 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="text-ink-soft">{t.provider}</dt>
          <dd>{paymentMethodLabel(p.provider)}</dd>
          <dt className="text-ink-soft">{t.state}</dt>
          <dd className="font-medium" data-testid="provider-state">
            {t.states[p.state] ?? p.state}
            {p.note && <span className="font-normal"> · {p.note}</span>}
          </dd>
          <dt className="text-ink-soft">{t.amount}</dt>
          <dd>{formatKr(p.amountOre)}</dd>
          <dt className="text-ink-soft">{t.reference}</dt>
          <dd className="break-all">{[p.reference, p.paymentReference].filter(Boolean).join(" · ") || "–"}</dd>
          <dt className="text-ink-soft">{t.expires}</dt>
          <dd>
            <time dateTime={p.expiresAt}>{formatDateTime(p.expiresAt)}</time>
          </dd>
        </dl>
      )}
      <h3 className="mt-4 font-sans text-lg font-semibold">{t.events}</h3>
      {data.events.length === 0 ? (
        <p className="mt-1 text-sm">{t.noEvents}</p>
      ) : (
        <ol className="mt-2 space-y-2 text-sm">
          {data.events.map((e) => (
            <li key={`${e.provider}-${e.eventId}`} className="border-l-2 border-indigo/40 pl-3" data-testid="provider-event">
              <p className="font-medium">{e.type ?? e.eventId}</p>
              <p className="text-ink-soft">
                {e.outcome ?? "–"} · <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </p>
              <p className="break-all text-ink-soft">{e.eventId}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export interface ReconcileRow {
  orderId: string;
  number: number;
  provider: string;
  reference: string | null;
  providerState: string;
  shopStatus: string;
  shopPaymentStatus: string;
  amountOre: number;
  note: string | null;
  action: keyof typeof t.actions;
}

/** The reconciliation list: one card per order, what each side says and what to do. */
export function ReconcileList({ rows, statusLabel }: { rows: ReconcileRow[]; statusLabel: (status: string, payment: string) => string }) {
  if (rows.length === 0) return <p className="mt-6">{t.empty}</p>;
  return (
    <ul className="mt-6 space-y-3">
      {rows.map((r) => (
        <li key={`${r.orderId}-${r.action}-${r.reference ?? ""}`} className="rounded-2xl bg-white p-4 ring-1 ring-ink/10" data-testid="reconcile-row">
          <p className="font-medium">
            <Link to={`/admin/orders/${r.orderId}`} className="underline">
              Order {r.number}
            </Link>{" "}
            · {formatKr(r.amountOre)}
          </p>
          <dl className="mt-2 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="text-ink-soft">{t.provider}</dt>
            <dd>{paymentMethodLabel(r.provider)}</dd>
            <dt className="text-ink-soft">{t.state}</dt>
            <dd>
              {t.states[r.providerState] ?? r.providerState}
              {r.note && ` · ${r.note}`}
            </dd>
            <dt className="text-ink-soft">{t.shop}</dt>
            <dd>{statusLabel(r.shopStatus, r.shopPaymentStatus)}</dd>
            <dt className="text-ink-soft">{t.reference}</dt>
            <dd className="break-all">{r.reference ?? "–"}</dd>
          </dl>
          <p className="mt-2 text-sm">
            <strong>{t.action}:</strong> {t.actions[r.action]}
          </p>
        </li>
      ))}
    </ul>
  );
}
