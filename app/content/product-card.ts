/**
 * Swedish copy for the product card (home, /shop, Christmas and product pages). Strings the cart also uses come from
 * `sv`; `shopCopy.card` (shop.ts) is this `cardCopy`.
 */
import { MULTI_BUY } from "~/domain/constants";
import type { ProductKind } from "~/domain/product";
import * as sv from "./sv-site";
import { formatOneDecimal } from "~/lib/numbers";

export const cardCopy = {
  badgesLabel: "Märkning",
  badges: {
    lowStock: "Få kvar",
    soldOut: sv.cart.soldOut,
    bestseller: "Bästsäljare",
    bundle: "Paket",
    limited: "Begränsad upplaga",
    onlineOnly: "Endast online",
  },
  /** "4,7 av 5 (12 omdömen)" */
  rating: (average: number, count: number) =>
    `${formatOneDecimal(average)} av 5 (${count} ${count === 1 ? "omdöme" : "omdömen"})`,
  price: "Pris",
  /** `perKg` is already formatted ("4 980 kr"). */
  comparison: (perKg: string) => `Jämförpris ${perKg}/kg`,
  multiBuy: sv.cart.multiBuy(MULTI_BUY.percent),
  bundleSaving: (amount: string) => `Spara ${amount}`,
  bundleSavingNote: "mot att köpa delarna var för sig",
  quickBuy: sv.cart.quickBuy,
  imageAlt: (p: { kind: ProductKind; name: string; tagline: string }) => {
    switch (p.kind) {
      case "blend":
      case "limited":
        return `${p.name}, påse med örtte`;
      case "mini":
        return `${p.name}, små påsar med örtte`;
      default:
        return `${p.name}: ${p.tagline}`;
    }
  },
} as const;
