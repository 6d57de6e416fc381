/** What the subscription page's loader and action return (serialisable). */
export interface SubscriptionBox {
  id: string;
  name: string;
  weight: string;
  image: string;
  /** The sleep blend's price today (öre) and the monthly price computed from it. */
  priceOre: number;
  monthlyOre: number;
}

export type WaitlistActionData = { ok: true } | { ok: false; email: string; fieldError?: string; error?: string };
