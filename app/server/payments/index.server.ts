/**
 * The registry of payment providers, configured from the environment. The order's `paymentMethod` is the
 * provider id. A new provider (e.g. card) is added here and to PAYMENT_METHODS in app/domain/schemas.ts.
 */
import type { Env } from "../env.server";
import { invoiceProvider } from "./invoice.server";
import type { PaymentInstructions, PaymentOrder, PaymentProvider } from "./provider.server";
import { swishProvider, swishQrSvg } from "./swish.server";

/** Orders paid in full with gift cards (at checkout): nothing is left to collect. */
const giftCardProvider: PaymentProvider = {
  id: "gift_card",
  label: "Presentkort",
  instructions: () => ({ kind: "gift_card", label: "Presentkort", amountOre: 0 }),
};

export type { PaymentInstructions, PaymentOrder, PaymentProvider } from "./provider.server";
export { amountDueOre, recordPaymentEventOnce } from "./provider.server";

export interface PaymentConfig {
  swishNumber: string;
  invoiceDueDays: number;
  bankgiro: string;
  iban?: string | null;
}

export function paymentConfig(env: Pick<Env, "swishNumber" | "invoiceDueDays" | "bankgiro">): PaymentConfig {
  return { swishNumber: env.swishNumber, invoiceDueDays: env.invoiceDueDays, bankgiro: env.bankgiro };
}

export function paymentProviders(config: PaymentConfig): ReadonlyMap<string, PaymentProvider> {
  const providers = [
    swishProvider({ swishNumber: config.swishNumber }),
    invoiceProvider({ dueDays: config.invoiceDueDays, bankgiro: config.bankgiro, iban: config.iban }),
    giftCardProvider,
  ];
  return new Map(providers.map((p) => [p.id, p]));
}

export class UnknownPaymentMethodError extends Error {}

export function paymentProvider(config: PaymentConfig, id: string): PaymentProvider {
  const provider = paymentProviders(config).get(id);
  if (!provider) throw new UnknownPaymentMethodError(`Unknown payment method ${id}`);
  return provider;
}

export interface PaymentView {
  instructions: PaymentInstructions;
  /** Swish only: the QR code as an SVG document. */
  qrSvg: string | null;
}

/** What the order page shows for paying: the provider's instructions and, for Swish, the QR code. */
export async function paymentView(config: PaymentConfig, order: PaymentOrder & { paymentMethod: string }): Promise<PaymentView> {
  const instructions = paymentProvider(config, order.paymentMethod).instructions(order);
  const qrSvg = instructions.kind === "swish" ? await swishQrSvg(instructions.payload) : null;
  return { instructions, qrSvg };
}
