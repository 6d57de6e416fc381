/**
 * The payment methods: the one list everything that shows a payment method reads (ADR 020) — the checkout
 * options, the checkout schema's allowed values, the order page's payment panel and thank-you steps, the
 * confirmation e-mail, the shop's order mails and the order desk. Adding a method is one module here.
 */
import { checkoutSchema } from "~/domain/schemas";
import { giftCard } from "./gift-card";
import { invoice } from "./invoice";
import type { PaymentConfig, PaymentMethod } from "./method";
import { stripe } from "./stripe";
import { swish } from "./swish";
import { swishHandel } from "./swish-handel";

/** In the order checkout offers them. */
const methods = new Map<string, PaymentMethod>([stripe, swishHandel, swish, invoice, giftCard].map((m) => [m.id, m]));

export class UnknownPaymentMethodError extends Error {}

/** Adds a method after the built-in ones (tests add their own; production methods belong in the list above). */
export function registerPaymentMethod(method: PaymentMethod): void {
  if (methods.has(method.id)) throw new Error(`Payment method ${method.id} is already registered`);
  methods.set(method.id, method);
}

export function paymentMethods(): PaymentMethod[] {
  return [...methods.values()];
}

export function isPaymentMethod(id: string): boolean {
  return methods.has(id);
}

export function paymentMethod(id: string): PaymentMethod {
  const method = methods.get(id);
  if (!method) throw new UnknownPaymentMethodError(`Unknown payment method ${id}`);
  return method;
}

/** The method of a stored `paymentMethod`, or undefined for an id no method has (any longer). */
export function findPaymentMethod(id: string): PaymentMethod | undefined {
  return methods.get(id);
}

/** The Swedish name of a stored `paymentMethod` (the id itself for one no longer registered). */
export function paymentMethodLabel(id: string): string {
  return methods.get(id)?.label ?? id;
}

export interface CheckoutPaymentOption {
  id: string;
  label: string;
  help: string;
}

/** The choices checkout offers, none pre-selected (a credit option must be the customer's own choice). */
export function checkoutPaymentOptions(config: PaymentConfig): CheckoutPaymentOption[] {
  return paymentMethods().flatMap((m) => (m.checkout && isAvailable(m, config) ? [{ id: m.id, label: m.label, help: m.checkout.help(config) }] : []));
}

/** What the footer's "Betalsätt" lists: the names of the methods checkout offers here, each once (two Swish are one). */
export function footerPaymentNames(config: PaymentConfig): string[] {
  const names = paymentMethods().flatMap((m) => (m.checkout && isAvailable(m, config) ? (m.footerNames ?? [m.label]) : []));
  return [...new Set(names)];
}

/** Whether a method may be chosen on this server (a provider's keys are set); the checkout's action asks it too. */
export function isAvailable(m: PaymentMethod, config: PaymentConfig): boolean {
  return m.available?.(config) ?? true;
}

/** The methods a customer can choose here, by id (the start log names them). */
export function liveMethodIds(config: PaymentConfig): string[] {
  return checkoutPaymentOptions(config).map((o) => o.id);
}

/** The delivery form, accepting exactly the registered methods (in the browser and in the action). */
export const CheckoutSchema = checkoutSchema(isPaymentMethod);
