/**
 * Swish: the customer opens the Swish app from the order page (on a phone), scans a QR code (from another
 * device) or types the number; the payment goes to the shop's own Swish number with the order number as its
 * message, and the shop marks the order paid in the order desk when it sees the payment (no bank API here).
 */
import { buttonClass } from "~/components/ui/button";
import { ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { formatSwishNumber, swishAmount, swishAppLink, swishPayload } from "~/domain/swish";
import { PaymentDetail, PaymentDetails } from "./details";
import { amountDueOre, definePaymentMethod, type PaymentInstructions } from "./method";

const copy = {
  label: "Swish",
  help: "Du betalar med Swish-appen efter beställningen: på mobilen öppnar en knapp appen, på datorn skannar du en QR-kod.",
  title: "Betala med Swish",
  steps: [
    "Öppna Swish-appen i telefonen och välj att skanna en QR-kod.",
    "Skanna koden: mottagare, belopp och meddelande är redan ifyllda.",
    "Godkänn betalningen i appen.",
  ],
  manual: "Du kan också swisha till numret nedan med ordernumret som meddelande.",
  qrLabel: (orderNumber: number) => `Swish-QR-kod för betalning av order ${orderNumber}`,
  openSwish: "Öppna Swish",
  openSwishHint: "Mottagare, belopp och meddelande är redan ifyllda – godkänn betalningen i appen.",
  otherDevice: "Betalar du från en annan telefon? Swisha till numret nedan med ordernumret som meddelande.",
  number: "Swishnummer",
  message: "Meddelande",
  confirmed: "Vi ser betalningen i vårt Swish-konto och markerar ordern som betald – sedan börjar vi packa.",
  nextStep: (amount: string) => `Betala ${amount} med Swish – allt du behöver finns här nedan.`,
  mailLink: (orderUrl: string) => `På din ordersida öppnar du Swish med allt ifyllt, eller skannar QR-koden från en annan enhet: ${orderUrl}`,
  deskMessage: "Swish-meddelande",
};

export interface SwishInstructions extends PaymentInstructions {
  kind: "swish";
  /** The shop's Swish number, digits only, and as printed ("123 123 45 67"). */
  number: string;
  numberDisplay: string;
  /** "472,00", as in the QR code. */
  amount: string;
  /** The message the payment carries: the order number. */
  message: string;
  /** The C2B QR payload (`C<number>;<amount>;<message>;0`), for paying from another device. */
  payload: string;
  /** `swish://payment?data=…`: opens the Swish app on this phone with everything filled in. */
  appLink: string;
}

export const swish = definePaymentMethod<SwishInstructions>({
  id: "swish",
  label: copy.label,
  checkout: { help: () => copy.help },
  // With Swish Handel configured (ADR 082) its automatic "Swish" is the one offered; orders placed before keep this.
  available: (config) => !(config.providers?.includes("swish-handel") ?? false),
  instructions(order, config) {
    const payment = { number: config.swishNumber, amountOre: amountDueOre(order), message: String(order.number) };
    return {
      kind: "swish",
      label: copy.label,
      number: config.swishNumber,
      numberDisplay: formatSwishNumber(config.swishNumber),
      amountOre: payment.amountOre,
      amount: swishAmount(payment.amountOre),
      message: payment.message,
      payload: swishPayload(payment),
      appLink: swishAppLink(payment),
    };
  },
  payTitle: copy.title,
  // A phone cannot scan its own screen: below lg the page offers the app link, from lg the QR code.
  Panel: ({ order, instructions, qrSvg }) => (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr] lg:items-start">
      {qrSvg && (
        <div
          role="img"
          aria-label={copy.qrLabel(order.number)}
          className="mx-auto hidden h-56 w-56 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/10 lg:block [&>svg]:h-full [&>svg]:w-full"
          data-testid="swish-qr"
          dangerouslySetInnerHTML={{ __html: qrSvg }}
        />
      )}
      <div className="space-y-4">
        <div className="space-y-3 lg:hidden" data-testid="swish-app">
          <a href={instructions.appLink} className={buttonClass("primary", "w-full py-4 text-lg")}>
            {copy.openSwish}
          </a>
          <p className="text-sm">{copy.openSwishHint}</p>
          <p className="text-sm text-ink-soft">{copy.otherDevice}</p>
        </div>
        <div className="hidden space-y-4 lg:block">
          <ol className="list-decimal space-y-1 pl-5 text-sm">
            {copy.steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          <p className="text-sm text-ink-soft">{copy.manual}</p>
        </div>
        <PaymentDetails testId="swish-details">
          <PaymentDetail term={copy.number} value={instructions.numberDisplay} />
          <PaymentDetail term={ordersCopy.payment.amount} value={formatKr(instructions.amountOre)} />
          <PaymentDetail term={copy.message} value={instructions.message} valueClass="font-semibold tabular-nums tracking-wider" />
        </PaymentDetails>
        <p className="text-sm text-ink-soft">{copy.confirmed}</p>
      </div>
    </div>
  ),
  nextStep: (i) => copy.nextStep(formatKr(i.amountOre)),
  packsAfterPayment: true,
  mail: (i, { orderUrl }) => ({
    heading: copy.title,
    lines: [
      `${copy.number}: ${i.numberDisplay}`,
      `${ordersCopy.payment.amount}: ${formatKr(i.amountOre)}`,
      `${copy.message}: ${i.message}`,
      copy.mailLink(orderUrl),
      copy.confirmed,
    ],
  }),
  qrPayload: (i) => i.payload,
  deskReference: (order) => ({ label: copy.deskMessage, value: String(order.number), testId: "desk-swish-message" }),
});
