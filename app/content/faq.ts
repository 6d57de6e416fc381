/**
 * Vanliga frågor (/faq). Every figure is read from `~/domain/constants` (ADR 017), so the FAQ says
 * the same as the cart, the checkout, the terms and the shipping and returns pages.
 */
import {
  CONTACT,
  FREE_GIFT,
  GIFT_CARD,
  MULTI_BUY,
  NEWSLETTER,
  RETURNS,
  SHIPPING as BASE_SHIPPING,
  TEA_FACTS,
} from "~/domain/constants";
import { EXAMPLE_FACTS, type ShopFacts } from "~/domain/shop-identity";
import { formatKr } from "~/domain/money";
import { LAW } from "~/content/legal";

export interface FaqItem {
  id: string;
  question: string;
  /** Plain text; `[text](/path)` becomes a link to that page of the shop. */
  answer: string;
}
export interface FaqCategory {
  id: "shipping" | "returns" | "brewing" | "products" | "payment";
  title: string;
  items: FaqItem[];
}

const kr = formatKr;
const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
const list = (items: readonly string[], word = "och") =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;

/** The questions with the shop's identity in force (ADR 063): its e-mail, shipping fee and free-shipping threshold. */
export function faqFor(shop: ShopFacts): FaqCategory[] {
  const SHOP = shop;
  const SHIPPING = { ...BASE_SHIPPING, feeOre: shop.shipping.feeOre, freeFromOre: shop.shipping.freeFromOre };
  const COUNTRY_NAMES: Record<(typeof SHIPPING.countries)[number], string> = { SE: "Sverige" };
  const SHIPS_TO = list(SHIPPING.countries.map((c) => COUNTRY_NAMES[c]));
  const SHIPPING_FEE = kr(SHIPPING.feeOre);
  const FREE_FROM = kr(SHIPPING.freeFromOre);
  const DISPATCH = `${range(SHIPPING.dispatchDays)} arbetsdagar`;
  const DELIVERY = `${range(SHIPPING.deliveryDays)} arbetsdagar`;
  const RETURN_FEE = kr(RETURNS.returnShippingOre);


  const { sleep, calm, focus } = TEA_FACTS.brewing;
  const brew = (b: { tempC: number; minutes: { min: number; max: number } }) =>
    `${b.tempC} °C i ${range(b.minutes)} minuter`;
  const TEASPOONS = `${range(TEA_FACTS.teaspoonsPerCup)} teskedar`;
  const CUP = `${TEA_FACTS.cupMl} ml`;

  return [
    {
      id: "shipping",
      title: "Frakt och leverans",
      items: [
        {
          id: "shipping-cost",
          question: "Vad kostar frakten?",
          answer: `Frakten kostar ${SHIPPING_FEE}. Handlar du för ${FREE_FROM} eller mer är frakten fri. Gränsen räknas på varornas pris efter rabatter, och i [varukorgen](/cart) ser du hur mycket som återstår. Mer om leveranser finns under [Frakt och leverans](/shipping).`,
        },
        {
          id: "shipping-time",
          question: "Hur lång är leveranstiden?",
          answer: `Vi skickar din beställning inom ${DISPATCH}, och sedan tar leveransen normalt ${DELIVERY}. Betalar du med Swish räknas tiden från att vi har bekräftat betalningen.`,
        },
        {
          id: "shipping-tracking",
          question: "Vilka fraktbolag använder ni, och kan jag spåra mitt paket?",
          answer: `Vi skickar med ${list(SHIPPING.carriers, "eller")}. När paketet har lämnat oss får du ett mejl med spårningsnummer, och du ser också status för ordern under [Mina Ordrar](/orders).`,
        },
        {
          id: "shipping-countries",
          question: "Skickar ni till andra länder?",
          answer: `Inte ännu. Just nu levererar vi bara inom ${SHIPS_TO}.`,
        },
        {
          id: "shipping-gift",
          question: "Får jag något extra när jag handlar för mer?",
          answer: `Ja! När du handlar för ${kr(FREE_GIFT.thresholdOre)} eller mer får du, utöver fri frakt, vårt temått i ek i present, så länge lagret räcker. Det läggs automatiskt i varukorgen.`,
        },
      ],
    },
    {
      id: "returns",
      title: "Retur och byten",
      items: [
        {
          id: "returns-policy",
          question: "Kan jag returnera en vara?",
          answer: `Ja. Du har ${RETURNS.withdrawalDays} dagars ångerrätt enligt lag och dessutom ${RETURNS.openPurchaseDays} dagars öppet köp på oöppnade produkter med obruten försegling, räknat från den dag du tog emot varan. Allt om returer står under [Retur och återbetalning](/returns).`,
        },
        {
          id: "returns-opened",
          question: "Kan jag returnera te som jag har öppnat?",
          answer:
            "Nej. Av hälso- och hygienskäl kan vi inte ta tillbaka te och andra livsmedel där förseglingen har brutits. Är varan felaktig kan du förstås alltid reklamera den, även om den är öppnad – då betalar vi returfrakten.",
        },
        {
          id: "returns-how",
          question: "Hur gör jag en retur, och vad kostar det?",
          answer: `Under ångerfristen klickar du på Ångra köp på ordern under [Mina Ordrar](/orders). Du kan också använda [ångerblanketten](/angerblankett) eller mejla oss på ${SHOP.email} med ditt ordernummer. Vi bekräftar via e-post och mejlar en returfraktsedel. Ångrar du dig betalar du returfrakten, ${RETURN_FEE}, som vi drar av från återbetalningen. Är varan felaktig eller skadad betalar vi returen.`,
        },
        {
          id: "returns-refund",
          question: "När får jag tillbaka pengarna?",
          answer: `Vi betalar tillbaka senast ${RETURNS.refundWithinDays} dagar efter att vi har tagit emot returen, med samma betalningssätt som du använde. Har du använt ångerrätten betalar vi dessutom senast ${LAW.refundWithinDaysOfNotice} dagar från att du meddelade oss, men vi får vänta tills returen har kommit fram eller du har visat att du har skickat den.`,
        },
        {
          id: "returns-exchange",
          question: "Kan jag byta till en annan blandning?",
          answer:
            "Vi gör inga direkta byten. Returnera den oöppnade varan med öppet köp och lägg en ny beställning. Har du fått fel vara skickar vi rätt vara utan kostnad.",
        },
      ],
    },
    {
      id: "brewing",
      title: "Bryggtips och användning",
      items: [
        {
          id: "brewing-temperature",
          question: "Vilken temperatur och hur lång dragtid?",
          answer: `Sleep: ${brew(sleep)}. Calm: ${brew(calm)}. Focus: ${brew(focus)}. Bryggtips för varje blandning, även Midvinter, hittar du på produktsidan under Hur Du Använder.`,
        },
        {
          id: "brewing-amount",
          question: "Hur mycket te ska jag använda?",
          answer: `Räkna med ${TEASPOONS} te per kopp (${CUP}). Vill du ha en mildare kopp tar du mindre te eller kortare dragtid, vill du ha en fylligare tar du mer.`,
        },
        {
          id: "brewing-cups",
          question: "Hur många koppar räcker en påse?",
          answer: `En påse på 50 g räcker till ungefär ${range(TEA_FACTS.cupsPer50g)} koppar.`,
        },
        {
          id: "brewing-tools",
          question: "Behöver jag någon särskild utrustning?",
          answer:
            "Nej, det räcker med en tesil eller en tekanna med sil. Vill du hellre fylla egna påsar finns tefilter bland våra tillbehör, och vårt temått gör det lätt att ta lagom mycket te.",
        },
      ],
    },
    {
      id: "products",
      title: "Produkter och ingredienser",
      items: [
        {
          id: "products-caffeine",
          question: "Innehåller teerna koffein?",
          answer: `Sleep, Calm och Midvinter är koffeinfria. Focus innehåller grönt te och därmed lite koffein, cirka ${range(focus.caffeineMgPerCup)} mg per kopp – betydligt mindre än en vanlig kopp kaffe.`,
        },
        {
          id: "products-ingredients",
          question: "Var ser jag ingredienser och allergener?",
          answer: `Alla ingredienser står på produktsidan under Ingredienser och på förpackningen, där eventuella allergener är framhävda. Har du frågor är du välkommen att mejla oss på ${SHOP.email}.`,
        },
        {
          id: "products-shelf-life",
          question: "Hur länge håller teet, och hur förvarar jag det?",
          answer: `Teet håller i ${TEA_FACTS.shelfLifeMonths} månader; bäst före-datum står på förpackningen. Förvara det torrt, mörkt och i en tättslutande burk eller i den återförslutna påsen.`,
        },
        {
          id: "products-health",
          question: "Kan jag dricka teet om jag är gravid, ammar eller tar läkemedel?",
          answer:
            "Våra teer är livsmedel, inte läkemedel. Vissa örter passar inte alla, så är du gravid, ammar eller tar läkemedel bör du rådgöra med barnmorska, läkare eller farmaceut och läsa ingredienslistan först.",
        },
      ],
    },
    {
      id: "payment",
      title: "Betalning och säkerhet",
      items: [
        {
          id: "payment-methods",
          question: "Hur kan jag betala?",
          answer:
            "Du kan betala med Swish eller mot faktura. Med Swish visas en QR-kod med belopp och ordernummer i kassan; när vi har bekräftat betalningen skickar vi din order. Väljer du faktura står förfallodagen på fakturan.",
        },
        {
          id: "payment-discount-codes",
          question: "Kan jag använda flera rabattkoder?",
          answer: `Nej, du kan använda en rabattkod per beställning. Koden räknas på varornas pris efter mängdrabatten (${MULTI_BUY.percent}\u00a0% när du köper ${MULTI_BUY.minQuantity} eller fler av samma produkt). Prenumererar du på vårt nyhetsbrev får du en personlig kod på ${NEWSLETTER.welcomePercent}\u00a0%.`,
        },
        {
          id: "payment-gift-cards",
          question: "Hur fungerar presentkort?",
          answer: `Du väljer ett belopp mellan ${kr(GIFT_CARD.minOre)} och ${kr(GIFT_CARD.maxOre)}, och mottagaren får en unik kod via e-post. Presentkortet gäller i ${GIFT_CARD.validityMonths} månader från köpet och kan användas vid flera köp tills beloppet är slut. Det är ett betalningsmedel, så det kan kombineras med en rabattkod.`,
        },
        {
          id: "payment-security",
          question: "Är det säkert att handla hos er?",
          answer:
            "Ja. All trafik till webbplatsen är krypterad, lösenord lagras bara i hashad form och vi hanterar inga kortuppgifter. Vi ber dig aldrig om ditt lösenord via e-post eller telefon. Hur vi hanterar dina uppgifter står i vår [integritetspolicy](/privacy).",
        },
      ],
    },
  ];
}

/** The questions with the example identity (tests); the page renders `faqFor(root.shop)`. */
export const FAQ: FaqCategory[] = faqFor(EXAMPLE_FACTS);

/** The words around the questions on /faq. */
export const FAQ_COPY = {
  title: "Vanliga frågor",
  lead: "Här har vi samlat det kunderna oftast undrar över: frakt, returer, bryggning, ingredienser och betalning.",
  metaTitle: "Vanliga frågor – Stilla",
  metaDescription: (shipping: { feeOre: number; freeFromOre: number }) => `Svar om frakt (${kr(shipping.feeOre)}, fri från ${kr(shipping.freeFromOre)}), ${RETURNS.openPurchaseDays} dagars öppet köp, ${RETURNS.withdrawalDays} dagars ångerrätt, bryggtips, ingredienser och betalning hos Stilla.`,
  categories: "Kategorier",
  contactTitle: "Hittade du inte svaret?",
  contactText: `Skriv till oss, så svarar vi inom ${CONTACT.answerWithinHours} timmar på vardagar.`,
  contactLink: "Kontakta oss",
} as const;
