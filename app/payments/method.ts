/**
 * What a payment method is (ADR 020): one module that says everything the shop shows about it — its
 * Swedish label and checkout help, the instructions it gives for an order, how those instructions look on
 * the order page, on the thank-you steps, in the confirmation e-mail and in the order desk. Registered in
 * `registry.ts`. Client-safe: nothing here reads the environment (the server passes `PaymentConfig` in);
 * server-only parts of a provider (a webhook handler with secrets) go in `app/server/payments/*.server.ts`.
 */
import type { ReactNode } from "react";
import type { OrderFacts } from "~/domain/order";

/** The shop's payment settings, read from the environment on the server (`paymentConfig(env)`). */
export interface PaymentConfig {
  swishNumber: string;
  invoiceDueDays: number;
  bankgiro: string;
  iban?: string | null;
  /** The provider methods that are configured on this server (ADR 075): `stripe` when its keys are set. */
  providers?: readonly string[];
}

/** A payment asked of a provider (ADR 075), as the order page shows it. */
export interface ProviderPaymentFacts {
  /** awaiting | paid | failed | expired | mismatch (app/domain/provider-payments.ts). */
  state: string;
  expiresAt: Date;
  /** The customer came back from the provider's page: "success" (paid there, the event may not be here yet) or "cancel". */
  returned: "success" | "cancel" | null;
  /** Where the page's "Till betalningen" form posts (the order page, with its private link's token). */
  payPath: string;
}

/** The order facts a method needs (a stored order row satisfies it). */
export interface PaymentOrder {
  id: string;
  /** The customer-facing order number: the Swish message, and what the OCR reference is made from. */
  number: number;
  totalOre: number;
  /** The part already paid with gift cards (in the order transaction); the method asks for the rest. */
  giftCardPaidOre?: number;
  createdAt: Date;
  /** The provider's payment, for a method that a provider confirms (ADR 075). */
  provider?: ProviderPaymentFacts | null;
}

/** What is left for the method to collect: the total less what gift cards paid. */
export function amountDueOre(order: PaymentOrder): number {
  return Math.max(0, order.totalOre - (order.giftCardPaidOre ?? 0));
}

/** How to pay one order, as plain data (loader data and the e-mail): `kind` is the method's id. */
export interface PaymentInstructions {
  kind: string;
  /** The method's label ("Swish"). */
  label: string;
  amountOre: number;
}

export interface PaymentPanelProps<I extends PaymentInstructions> {
  order: OrderFacts;
  instructions: I;
  /** The QR code of `qrPayload(instructions)` as SVG, drawn on the server; null for a method without one. */
  qrSvg: string | null;
}

export interface PaymentMethod<I extends PaymentInstructions = PaymentInstructions> {
  /** Stored as the order's `paymentMethod`; the instructions' `kind`. */
  readonly id: string;
  /** The names the footer's "Betalsätt" shows while the method is offered (default: the label). */
  readonly footerNames?: readonly string[];
  /** Swedish name shown to the customer and in the desk ("Swish", "Faktura"). */
  readonly label: string;
  /** Offered as a choice at checkout, with this help text. Absent: the shop picks it itself (gift cards). */
  readonly checkout?: { help(config: PaymentConfig): string };
  /** Offered only when this says so (a provider's keys are configured); absent: always. */
  available?(config: PaymentConfig): boolean;
  /** The smallest amount the provider takes (Stripe: 3 kr in SEK; Swish: 1 kr); a smaller rest after gift cards is refused at checkout. */
  readonly minimumOre?: number;
  /** How to pay this order (synchronous: the confirmation e-mail is written inside the order transaction). */
  instructions(order: PaymentOrder, config: PaymentConfig): I;
  /** The payment panel's heading while the order waits for payment (default: "Betalning"). */
  readonly payTitle?: string;
  /** The payment panel's body while the order waits for payment. */
  Panel(props: PaymentPanelProps<I>): ReactNode;
  /** What the panel says of a cancelled order instead of the shared line (why the provider's payment ended), or null. */
  cancelled?(instructions: I): string | null;
  /** The thank-you page's first step while the order is unpaid. */
  nextStep(instructions: I): string;
  /** true: the order is packed once the payment is in (Swish); false: it ships straight away (Faktura). */
  readonly packsAfterPayment: boolean;
  /** The confirmation e-mail's payment section. */
  mail(instructions: I, ctx: { orderUrl: string }): { heading: string; lines: string[] };
  /** A QR code to pay with from another device (drawn on the server). */
  qrPayload?(instructions: I): string;
  /** What the desk shows to match a payment against the bank or Swish account. */
  deskReference?(order: { number: number }): { label: string; value: string; testId: string };
}

/** Types one method against its own instructions and files it as a plain `PaymentMethod` for the registry. */
export function definePaymentMethod<I extends PaymentInstructions>(method: PaymentMethod<I>): PaymentMethod {
  return method as unknown as PaymentMethod;
}
