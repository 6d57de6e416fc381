/**
 * The cart as every screen sees it (drawer, /cart, header badge, product-page offers), and the
 * optimistic update: the browser re-prices a pending change with the same engine as the server.
 */
import type { PriceAnnouncement } from "./catalogue";
import type { CartLineInput, PricedCart, PricingProduct, priceCart } from "./pricing";

export interface CartLineView {
  lineId: string;
  kind: "product" | "gift_card" | "free_gift";
  productId: string | null;
  name: string;
  image: string;
  /** The most this line may hold now (stock and the per-line cap). */
  maxQuantity: number;
  /** Gift-card lines: who gets the card. */
  giftCard?: { recipientName: string; recipientEmail: string; senderName: string; message: string } | null;
  /** Product lines: what the cards announce about the price in force (a reduction's struck earlier price, ADR 036). */
  announcement?: PriceAnnouncement | null;
}

export interface CartView {
  /** The engine's result: lines, totals, VAT, shipping, progress, problems. */
  priced: PricedCart;
  /** Display facts per line id (image, name, limits). */
  lines: Record<string, CartLineView>;
  /** What was priced, so the browser can re-price an optimistic change with `priceCart`. */
  inputs: CartLineInput[];
  products: PricingProduct[];
  /**
   * A moment on the same Stockholm date as the server's pricing (the start of its UTC hour, not the exact time, so
   * the view of a cart stays the same data for an hour: ADR 045). The browser's re-pricing reads it for the VAT rate,
   * which goes by date; the prices in force at the exact time are in `products`.
   */
  pricedAt: string;
}

export type CartChange = { intent: "set"; lineId: string; quantity: number } | { intent: "remove"; lineId: string } | { intent: "clear" };

/**
 * Applies pending changes to the inputs and re-prices, exactly as the server will. The engine is passed in: the
 * browser loads it after hydration rather than with the page (ADR 043), and until it is there (`null`) the view
 * keeps the server's last totals while the change is on its way.
 */
export function optimisticCart(view: CartView, changes: CartChange[], engine: typeof priceCart | null): PricedCart {
  if (changes.length === 0 || !engine) return view.priced;
  let inputs = view.inputs;
  for (const c of changes) {
    if (c.intent === "clear") inputs = [];
    else if (c.intent === "remove" || (c.intent === "set" && c.quantity <= 0)) inputs = inputs.filter((l) => l.lineId !== c.lineId);
    else {
      const max = view.lines[c.lineId]?.maxQuantity ?? c.quantity;
      inputs = inputs.map((l) => (l.lineId === c.lineId && l.kind === "product" ? { ...l, quantity: Math.min(c.quantity, max) } : l));
    }
  }
  return engine({ lines: inputs, products: new Map(view.products.map((p) => [p.id, p])), now: new Date(view.pricedAt) });
}
