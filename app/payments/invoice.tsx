/**
 * Faktura: the order is sent and the customer pays within the configured number of days to the shop's
 * bankgiro, with the order's OCR reference (digits with length and check digit) on the payment. The shop
 * marks it paid in the order desk. No credit option is pre-selected at checkout (ADR 005).
 */
import { formatCalendarDate, ordersCopy } from "~/content/orders";
import { formatKr } from "~/domain/money";
import { ocrFromOrderNumber } from "~/domain/ocr";
import { stockholmDate } from "~/domain/vat";
import { addCalendarDays } from "~/lib/calendar-date";
import { PaymentDetail, PaymentDetails } from "./details";
import { amountDueOre, definePaymentMethod, type PaymentInstructions } from "./method";

const copy = {
  label: "Faktura",
  help: (days: number) => `Betala inom ${days} dagar. Fakturan kommer med e-post.`,
  title: "Betala med faktura",
  text: (days: number, date: string) => `Betala inom ${days} dagar, senast ${date}.`,
  bankgiro: "Bankgiro",
  iban: "IBAN",
  ocr: "OCR-nummer",
  dueDate: "Sista betalningsdag",
  confirmed: "När betalningen har kommit in markerar vi ordern som betald.",
  nextStep: (amount: string, date: string) => `Betala fakturan på ${amount} senast ${date}, till vårt bankgiro med OCR-numret nedan.`,
  deskOcr: "OCR",
};

export interface InvoiceInstructions extends PaymentInstructions {
  kind: "invoice";
  dueDays: number;
  /** The last day to pay, a Stockholm calendar date (YYYY-MM-DD). */
  dueDate: string;
  bankgiro: string;
  /** For payments from abroad, when configured. */
  iban: string | null;
  /** The OCR reference to write on the payment: digits, with length and check digit (app/domain/ocr.ts). */
  ocr: string;
}

export const invoice = definePaymentMethod<InvoiceInstructions>({
  id: "invoice",
  label: copy.label,
  checkout: { help: (config) => copy.help(config.invoiceDueDays) },
  instructions: (order, config) => ({
    kind: "invoice",
    label: copy.label,
    dueDays: config.invoiceDueDays,
    dueDate: addCalendarDays(stockholmDate(order.createdAt), config.invoiceDueDays),
    bankgiro: config.bankgiro,
    iban: config.iban ?? null,
    amountOre: amountDueOre(order),
    ocr: ocrFromOrderNumber(order.number),
  }),
  payTitle: copy.title,
  Panel: ({ instructions: i }) => (
    <div className="space-y-4">
      <p>{copy.text(i.dueDays, formatCalendarDate(i.dueDate))}</p>
      <PaymentDetails testId="invoice-details">
        <PaymentDetail term={ordersCopy.payment.amount} value={formatKr(i.amountOre)} />
        <PaymentDetail term={copy.bankgiro} value={i.bankgiro} />
        {i.iban && <PaymentDetail term={copy.iban} value={i.iban} valueClass="font-semibold" />}
        <PaymentDetail term={copy.ocr} value={i.ocr} valueClass="font-semibold tabular-nums tracking-wider" testId="invoice-ocr" />
        <PaymentDetail term={copy.dueDate} value={formatCalendarDate(i.dueDate)} valueClass="font-semibold" />
      </PaymentDetails>
      <p className="text-sm text-ink-soft">{copy.confirmed}</p>
    </div>
  ),
  nextStep: (i) => copy.nextStep(formatKr(i.amountOre), formatCalendarDate(i.dueDate)),
  packsAfterPayment: false,
  mail: (i) => ({
    heading: copy.title,
    lines: [
      copy.text(i.dueDays, formatCalendarDate(i.dueDate)),
      `${ordersCopy.payment.amount}: ${formatKr(i.amountOre)}`,
      `${copy.bankgiro}: ${i.bankgiro}`,
      ...(i.iban ? [`${copy.iban}: ${i.iban}`] : []),
      `${copy.ocr}: ${i.ocr}`,
      copy.confirmed,
    ],
  }),
  deskReference: (order) => ({ label: copy.deskOcr, value: ocrFromOrderNumber(order.number), testId: "desk-ocr" }),
});
