import type { CartView } from "~/domain/cart";
import type { CheckoutDelivery } from "~/domain/delivery";
import type { ShopFacts } from "~/domain/shop-identity";
import type { FieldErrors } from "~/domain/schemas";
import type { CheckoutPaymentOption } from "~/payments/registry";

/** What /checkout's loader gives the page. */
export interface CheckoutData {
  cart: CartView;
  code:
    | { status: "none" }
    | { status: "applied"; code: string; discountOre: number }
    | { status: "refused"; code: string; message: string };
  giftCards: {
    cards: { id: number; masked: string; balanceOre: number; amountOre: number; problem: string | null }[];
    paidOre: number;
    remainingOre: number;
    refused: string | null;
  };
  /** What the form starts with: the account's name and e-mail, and the address saved on /konto (ADR 035). */
  defaults: { name: string; email: string; address?: string; postalCode?: string; city?: string; phone?: string };
  idempotencyKey: string;
  /** Not signed in: the page offers "Har du ett konto? Logga in" (ADR 065). */
  guest?: boolean;
  shop: ShopFacts;
  /** The payment methods offered (app/payments/registry.ts). */
  paymentOptions: CheckoutPaymentOption[];
  /** The delivery options, the one chosen and the service-point picker (ADR 083). */
  delivery: CheckoutDelivery;
}

/** What /checkout's action answers (besides redirects). */
export type CheckoutActionData =
  | { intent: "apply_code"; ok: boolean; codeError?: string }
  | { intent: "remove_code"; ok: boolean }
  | { intent: "apply_gift_card"; ok: boolean; giftCardError?: string }
  | { intent: "remove_gift_card"; ok: boolean }
  | {
      /**
       * The delivery step sent with the checkout form, before the page has its JavaScript (ADR 083): the options, the
       * points and the summary for the choice, and what the customer had typed, so nothing typed is lost.
       */
      intent: "delivery";
      checkout: Pick<CheckoutData, "cart" | "code" | "giftCards" | "delivery">;
      values: Record<string, string>;
    }
  | {
      intent: "place_order";
      /** Per-field messages and 'Vänligen rätta till felen i formuläret'. */
      fields?: FieldErrors;
      /** The order was refused (price guard, stock, code) or failed. */
      orderError?: string;
      /** What was sent, to fill the form again when the page was posted without JavaScript. */
      values?: Record<string, string>;
    };
