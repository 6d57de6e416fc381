/**
 * Payments on the server: the configuration from the environment, the instructions for an order, and the
 * QR code a method asks for. The methods themselves — the one list — are app/payments/registry.ts (ADR 020);
 * the order's `paymentMethod` is a method's id. Nothing here names a method.
 */
import QRCode from "qrcode";
import type { PaymentConfig, PaymentInstructions, PaymentOrder } from "~/payments/method";
import { paymentMethod } from "~/payments/registry";
import type { Env } from "../env.server";
import { configuredProviders } from "../shop-identity.server";

export type { PaymentConfig, PaymentInstructions, PaymentOrder } from "~/payments/method";
export { amountDueOre } from "~/payments/method";
export { UnknownPaymentMethodError } from "~/payments/registry";
export { recordPaymentEventOnce, type PaymentWebhook } from "./provider.server";

export function paymentConfig(env: Pick<Env, "swishNumber" | "invoiceDueDays" | "bankgiro"> & Partial<Pick<Env, "stripe" | "swishHandel">>): PaymentConfig {
  return { swishNumber: env.swishNumber, invoiceDueDays: env.invoiceDueDays, bankgiro: env.bankgiro, providers: configuredProviders(env) };
}

/** How to pay this order by its method (throws UnknownPaymentMethodError for an id no method has). */
export function paymentInstructions(config: PaymentConfig, order: PaymentOrder & { paymentMethod: string }): PaymentInstructions {
  return paymentMethod(order.paymentMethod).instructions(order, config);
}

/** A QR code as an SVG document (error correction M, as Swish recommends). */
export async function qrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}

export interface PaymentView {
  instructions: PaymentInstructions;
  /** The QR code of the method's `qrPayload` (Swish) as an SVG document, or null. */
  qrSvg: string | null;
}

/** What the order page shows for paying: the method's instructions and, if it has one, its QR code. */
export async function paymentView(config: PaymentConfig, order: PaymentOrder & { paymentMethod: string }): Promise<PaymentView> {
  const method = paymentMethod(order.paymentMethod);
  const instructions = method.instructions(order, config);
  const payload = method.qrPayload?.(instructions);
  return { instructions, qrSvg: payload ? await qrSvg(payload) : null };
}
