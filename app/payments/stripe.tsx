/**
 * Kort, Klarna, Apple Pay och Google Pay through Stripe Checkout (ADR 075): at "Slutför köp" the shop places the
 * order awaiting payment and sends the customer to Stripe's hosted page; no card data touches the shop. Only
 * Stripe's signed webhook marks the order paid. Offered only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 */
import { formatDateTime, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { PayForm, PaymentDetail, PaymentDetails } from "./details";
import { amountDueOre, definePaymentMethod, type PaymentInstructions, type ProviderPaymentFacts } from "./method";
import { STRIPE_MIN_ORE } from "~/domain/provider-payments";

const copy = {
  label: "Kort, Klarna, Apple Pay eller Google Pay",
  footerNames: ["Kort", "Klarna"],
  help: "Du betalar på Stripes säkra betalsida direkt efter beställningen. Vi ser aldrig dina kortuppgifter.",
  title: "Betala med kort eller Klarna",
  pay: "Till betalningen",
  processing: "Betalningen behandlas… Sidan uppdateras så snart Stripe har bekräftat den.",
  cancelled: (until: string) => `Du avbröt betalningen. Ordern väntar på betalning till ${until}; därefter makuleras den och varorna släpps.`,
  waiting: (until: string) => `Ordern väntar på betalning till ${until}; därefter makuleras den och varorna släpps.`,
  failed: "Betalningen gick inte igenom. Ordern är makulerad och du har inte debiterats.",
  expired: "Tiden för betalningen gick ut. Ordern är makulerad och du har inte debiterats.",
  mismatch: "Vi kontrollerar betalningen och hör av oss.",
  via: "Betalas via Stripe",
  nextStep: (amount: string) => `Betala ${amount} på Stripes betalsida – kort, Klarna, Apple Pay eller Google Pay.`,
  mailAwaiting: "Du betalar på Stripes betalsida. Har du inte betalat än, öppna din ordersida:",
  deskReference: "Stripe-session",
};

export interface StripeInstructions extends PaymentInstructions {
  kind: "stripe";
  provider: ProviderPaymentFacts | null;
}

export const stripe = definePaymentMethod<StripeInstructions>({
  id: "stripe",
  label: copy.label,
  footerNames: copy.footerNames,
  checkout: { help: () => copy.help },
  available: (config) => config.providers?.includes("stripe") ?? false,
  minimumOre: STRIPE_MIN_ORE,
  instructions: (order) => ({ kind: "stripe", label: copy.label, amountOre: amountDueOre(order), provider: order.provider ?? null }),
  payTitle: copy.title,
  Panel: ({ instructions: i }) => {
    const p = i.provider;
    if (!p) return <p>{copy.via}</p>;
    if (p.state === "failed") return <p role="status">{copy.failed}</p>;
    if (p.state === "expired") return <p role="status">{copy.expired}</p>;
    if (p.state === "mismatch") return <p role="status">{copy.mismatch}</p>;
    if (p.state !== "awaiting") return <p>{copy.via}</p>;
    const until = formatDateTime(p.expiresAt);
    if (p.returned === "success") {
      return (
        <div className="space-y-2">
          {/* No script needed: the page asks again every few seconds until Stripe's event has arrived. */}
          <meta httpEquiv="refresh" content="3" />
          <p role="status" data-testid="stripe-processing">
            {copy.processing}
          </p>
        </div>
      );
    }
    return (
      <div className="space-y-4">
        <p role={p.returned === "cancel" ? "status" : undefined} data-testid="stripe-waiting">
          {p.returned === "cancel" ? copy.cancelled(until) : copy.waiting(until)}
        </p>
        <PaymentDetails testId="stripe-details">
          <PaymentDetail term={ordersCopy.payment.amount} value={formatKr(i.amountOre)} />
        </PaymentDetails>
        <PayForm payPath={p.payPath} label={copy.pay} />
      </div>
    );
  },
  nextStep: (i) => (i.provider?.returned === "success" && i.provider.state === "awaiting" ? copy.processing : copy.nextStep(formatKr(i.amountOre))),
  packsAfterPayment: true,
  mail: (i, { orderUrl }) => ({ heading: copy.title, lines: [`${ordersCopy.payment.amount}: ${formatKr(i.amountOre)}`, `${copy.mailAwaiting} ${orderUrl}`] }),
});
