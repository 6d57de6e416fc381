/**
 * The subscription page (Sleep Ritual Box) and its "meddela mig" waitlist. Prices are never written here:
 * the page computes them from the sleep blend's database price (`subscriptionMonthlyOre`).
 */
import { RETURNS, SUBSCRIPTION, TEA_FACTS } from "~/domain/constants";
import { subscriptionPriceCopy } from "./subscription-price";
import { productCopy } from "./product";

/** The waitlist topic this page stores its sign-ups under. */
export const SUBSCRIPTION_WAITLIST_TOPIC = "subscription";

/** Spec §2 Subscription: the first box arrives within 2–3 working days of starting. */
export const SUBSCRIPTION_FIRST_DELIVERY_WORKING_DAYS = { min: 2, max: 3 } as const;

const days = SUBSCRIPTION_FIRST_DELIVERY_WORKING_DAYS;

export const subscriptionCopy = {
  meta: {
    title: "Prenumeration – Stilla",
    description: `Sleep Ritual Box: vår kvällsblandning hem till dörren varje månad, ${SUBSCRIPTION.percent}\u00a0% under ordinarie pris. Prenumerationerna öppnar snart.`,
  },
  eyebrow: "Prenumeration",
  badge: "Kommer snart",
  title: "Sleep Ritual Box",
  lead: "Din kvällsritual hem till dörren, varje månad. En ny påse av vår kvällsblandning, så att koppen före sänggåendet aldrig tar slut.",
  ...subscriptionPriceCopy,
  priceLabel: "Pris",
  imageAlt: "Sleep, vår kvällsblandning, i påse",
  subscribe: "Prenumerera Nu",
  /** The product page's words for the same thing. */
  comingSoon: productCopy.purchase.comingSoon,
  comingSoonDetail: "Det går inte att starta en prenumeration ännu. Lämna gärna din e-postadress nedan, så hör vi av oss när det går.",
  firstDelivery: `Första leveransen når dig inom ${days.min}–${days.max} arbetsdagar efter att du har startat prenumerationen.`,

  box: {
    title: "Det här finns i lådan",
    items: [
      {
        title: (name: string, weight: string) => (weight ? `${name}, ${weight}` : name),
        text: `Vår koffeinfria kvällsblandning med kamomill, lind och en nypa lavendel. En påse på 50 g räcker till ${TEA_FACTS.cupsPer50g.min}–${TEA_FACTS.cupsPer50g.max} koppar – ungefär en kopp varje kväll.`,
      },
      {
        title: () => "Månadens ritualkort",
        text: "Ett kort med en enkel kvällsritual att prova: ett sätt att brygga, en andningsövning eller en tanke att somna på.",
      },
    ],
  },

  plans: {
    title: "Så är det tänkt att fungera",
    badge: "Planerat",
    intro:
      "Prenumerationerna är inte öppna ännu. Här beskriver vi hur vi planerar att de ska fungera; de slutliga villkoren står i köpvillkoren innan vi öppnar.",
    items: [
      { title: "Pausa när du vill", text: "Reser du bort eller har te kvar? Pausa en eller flera månader och starta igen när det passar dig." },
      { title: "Avsluta när du vill", text: "Ingen bindningstid. Avslutar du före nästa leverans skickar vi inga fler lådor, och du betalar inget mer." },
      {
        title: "Samma trygghet som vid andra köp",
        text: `Du har ${RETURNS.withdrawalDays} dagars ångerrätt när du startar prenumerationen. Frakten blir densamma som för andra beställningar, med samma gräns för fri frakt.`,
      },
    ],
  },

  waitlist: {
    title: "Meddela mig när det öppnar",
    text: "Lämna din e-postadress så skickar vi ett mejl när det går att starta en prenumeration. Vi använder adressen bara till det.",
    privacy: "Läs mer om hur vi hanterar personuppgifter",
    email: "E-post",
    submit: "Meddela mig",
    sending: "Skickar...",
    success: "Tack! Vi meddelar dig när prenumerationerna öppnar.",
    invalidEmail: "Ogiltig e-postadress",
    emailTooLong: "E-post för lång",
    tooMany: "För många försök. Vänta en stund och försök igen.",
  },
} as const;
