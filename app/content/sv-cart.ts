/**
 * The cart's contents: lines, totals, shipping progress, problems (the drawer's contents, /cart, the checkout's
 * summary). Not in sv-site.ts: the drawer's frame is on every page, its contents load on use (ADR 043).
 */
export const cartLines = {
  /** `freeFrom` is already formatted ("500 kr"). */
  metaDescription: (freeFrom: string) => `Din varukorg hos Stilla: varor, moms och frakt – fri frakt från ${freeFrom}.`,
  empty: "Din varukorg är tom",
  toShop: "Till butiken",
  count: (n: number) => `${n} ${n === 1 ? "artikel" : "artiklar"}`,
  cannotAdd: "Produkten kan inte läggas till i varukorgen",
  limited: (n: number) => `Endast ${n} kvar i lager – antalet har justerats.`,
  remove: (name: string) => `Ta bort ${name}`,
  decrease: (name: string) => `Minska antal ${name}`,
  increase: (name: string) => `Öka antal ${name}`,
  quantity: "Antal",
  /** The name of a line's quantity control ("Antal Sleep"). */
  quantityOf: (name: string) => `Antal ${name}`,
  /** Said (a polite live region) after a change in the cart: `total` is already formatted. */
  changed: (name: string, quantity: number, total: string) => `Antal ${name}: ${quantity}. Totalt ${total}.`,
  removed: (name: string, total: string) => `${name} är borttagen. Totalt ${total}.`,
  multiBuySaving: (amount: string) => `Mängdrabatt −${amount}`,
  togetherSaving: (amount: string) => `Tillsammansrabatt −${amount}`,
  /** What each pricing rule's adjustment is called where it is shown (domain/adjustments.ts). */
  adjustments: {
    reduced_price: "Sänkt pris",
    multi_buy: "Mängdrabatt",
    together: "Tillsammansrabatt",
    code: "Rabattkod",
    free_gift: "Gåva",
  },
  subtotal: "Delsumma",
  discount: "Rabatt",
  shipping: "Frakt",
  freeShipping: "Fri frakt",
  total: "Totalt",
  vatOf: (rate: string) => `varav moms ${rate}`,
  vatTotal: "varav moms",
  toCheckout: "Gå till kassan",
  continueShopping: "Fortsätt handla",
  progress: (remaining: string) => `${remaining} kvar till fri frakt och en gratis temått`,
  progressDone: "Du har fri frakt – och en temått på köpet!",
  progressLabel: "Framsteg mot fri frakt",
  freeGift: "Gåva",
  /** A gift-card line (also `giftCardCopy.cart`, content/gift-cards.ts). */
  giftCard: {
    to: (name: string, email: string) => `Till: ${name} (${email})`,
    from: (name: string) => `Från: ${name}`,
    delivered: "Skickas med e-post när ordern är betald",
  },
  clear: "Töm varukorgen",
  problems: {
    out_of_stock: "Slutsåld – ta bort varan för att gå vidare.",
    insufficient_stock: (n: number) => `Endast ${n} kvar i lager.`,
    inactive: "Säljs inte längre.",
    unknown_product: "Finns inte längre.",
  },
} as const;
