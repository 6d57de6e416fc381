/** The mails' sign-off from the shop's identity in force (ADR 063, 071): the brand and the shop's e-mail address. */
import type { ShopFacts } from "~/domain/shop-facts";

/** What a mail needs of the identity to sign: built from `getShopFacts` once per mail. */
export type MailShop = Pick<ShopFacts, "name" | "email">;

export const mailSignature = (shop: MailShop) => `Varma hälsningar,\n${shop.name}\n${shop.email}`;
