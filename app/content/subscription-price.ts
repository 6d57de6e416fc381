/** The words around the subscription's price, the same on the home page's promo and on the subscription page. */
import { SUBSCRIPTION } from "~/domain/constants";
import { formatKr } from "~/domain/money";

export const subscriptionPriceCopy = {
  perMonth: (ore: number) => `${formatKr(ore)}/månad`,
  compare: (ore: number) => `i stället för ${formatKr(ore)}`,
  saving: `Spara ${SUBSCRIPTION.percent}\u00a0%`,
};
