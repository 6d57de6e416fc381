/**
 * The shop's business constants: one source that every rule and every text reads (ADR 017).
 * Money is integer öre.
 */

export const SHOP = {
  name: "Stilla",
  legalName: "Stilla Te AB",
  orgNumber: "559123-4567",
  address: "Hornsgatan 12, 118 20 Stockholm",
  email: "hej@stilla.se",
  phone: "08-123 45 67",
  instagram: "https://www.instagram.com/stilla.te",
} as const;

export const SHIPPING = {
  /** Goods (after discounts) at or above this ship free. */
  freeFromOre: 50_000,
  /** Standard shipping fee below the threshold. */
  feeOre: 4_900,
  dispatchDays: { min: 1, max: 2 },
  deliveryDays: { min: 2, max: 4 },
  carriers: ["PostNord", "DHL"],
  countries: ["SE"],
} as const;

/** At the free-shipping threshold the cart also gets the tea spoon for free, while stock lasts. */
export const FREE_GIFT = { productId: "tea-spoon", thresholdOre: 50_000 } as const;

export const MULTI_BUY = { minQuantity: 2, percent: 15 } as const;

/** The bought-together discount (spec §9): 8 % off the pair the product page offers, the pair's price rounded to whole kronor (ADR 038). */
export const TOGETHER = { percent: 8 } as const;

export const SUBSCRIPTION = { percent: 10, productId: "sleep" } as const;

export const RETURNS = {
  openPurchaseDays: 30,
  withdrawalDays: 14,
  refundWithinDays: 14,
  returnShippingOre: 4_900,
} as const;

export const GIFT_CARD = {
  minOre: 10_000,
  maxOre: 500_000,
  defaultOre: 50_000,
  presetsOre: [25_000, 50_000, 75_000, 100_000],
  validityMonths: 12,
  messageMax: 500,
} as const;

export const NEWSLETTER = { welcomePercent: 10 } as const;

export const ORDER_DATA_RETENTION_YEARS = 7;

export const CONTACT = {
  answerWithinHours: 24,
  /** The same days as the rule estimates count (working-days.ts, ADR 064): the two must agree. */
  openingHours: [
    { days: "Mån–Fre", hours: "09:00–17:00" },
    { days: "Lör–Sön", hours: "Stängt" },
    { days: "Röda dagar", hours: "Stängt" },
  ],
  /** Closed eves, which are not red days; working-days.ts keeps them closed too. */
  closedEves: ["midsommarafton", "julafton", "nyårsafton"],
} as const;

export const TEA_FACTS = {
  teaspoonsPerCup: { min: 1, max: 2 },
  cupMl: 250,
  cupsPer50g: { min: 25, max: 30 },
  shelfLifeMonths: 12,
  brewing: {
    sleep: { tempC: 90, minutes: { min: 5, max: 7 } },
    calm: { tempC: 90, minutes: { min: 5, max: 7 } },
    focus: { tempC: 85, minutes: { min: 3, max: 5 }, caffeineMgPerCup: { min: 15, max: 20 } },
  },
} as const;

/** Faktura: pay within this many days of the order. */
export const INVOICE = { dueDays: 14 } as const;
