/**
 * The shop's legal texts in Swedish: terms, privacy, cookies, returns, shipping, the withdrawal form and the
 * accessibility statement (ADR 037).
 * Every business figure is read from `~/domain/constants` (ADR 017), so these texts cannot disagree
 * with the cart, the checkout or the FAQ. Statutory figures (the law's own periods) live in `LAW` below.
 * Each document carries a fixed "senast uppdaterad" date; change it whenever its text changes.
 */
import {
  CONTACT,
  FREE_GIFT,
  GIFT_CARD,
  MULTI_BUY,
  ORDER_DATA_RETENTION_YEARS,
  RETURNS,
  SHIPPING as BASE_SHIPPING,
} from "~/domain/constants";
import { EXAMPLE_FACTS, type ShopFacts } from "~/domain/shop-identity";
import { formatKr } from "~/domain/money";

export type LegalBlock = { type: "p"; text: string } | { type: "ul"; items: string[] };
export interface LegalSection {
  heading: string;
  /** Text blocks; `[text](/path)` in a text becomes a link to that page of the shop (`[text](https://…)`: another site). */
  blocks: LegalBlock[];
  /** An interactive part the page renders after the blocks (the cookie choice on /cookies). */
  widget?: "cookie-choice";
}
export interface LegalDocument {
  slug: "terms" | "privacy" | "cookies" | "returns" | "shipping" | "angerblankett" | "tillganglighet";
  title: string;
  /** Meta description. */
  description: string;
  /** The breadcrumb when shorter than the title. */
  crumb?: string;
  /** A title that is one long word, in the parts a narrow screen may break it into (joined with <wbr>). */
  headingParts?: readonly string[];
  /** Fixed ISO date (YYYY-MM-DD) shown as "senast uppdaterad"; never today's date. */
  updated: string;
  sections: LegalSection[];
}

// ---------------------------------------------------------------------------------------------
// Small formatters. `kr` is the shop's one money format (formatKr).
// ---------------------------------------------------------------------------------------------
const kr = formatKr;
const range = (r: { min: number; max: number }) => (r.min === r.max ? `${r.min}` : `${r.min}–${r.max}`);
const list = (items: readonly string[], word = "och") =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
const p = (text: string): LegalBlock => ({ type: "p", text });
const ul = (...items: string[]): LegalBlock => ({ type: "ul", items });

/** Periods set by Swedish law, not by the shop (the FAQ reads them too). */
export const LAW = {
  /** LDA 2 kap. 15 §: send the goods back within 14 days of the withdrawal notice. */
  returnGoodsWithinDays: 14,
  /** LDA 2 kap. 14 §: refund within 14 days of receiving the withdrawal notice. */
  refundWithinDaysOfNotice: 14,
  /** Konsumentköplagen (2022:260): complaint period from delivery. */
  complaintYears: 3,
  /** Konsumentköplagen: a fault that shows within this time is presumed to have existed at delivery. */
  presumptionYears: 2,
  /** Konsumentköplagen: a complaint within this time after discovering the fault is always in time. */
  timelyComplaintMonths: 2,
} as const;

/**
 * Texts the terms and the order confirmation mail share (ADR 071): the confirmation on a durable medium quotes
 * them word for word, so they are written once here.
 */
/** The exception for sealed goods (distansavtalslagen 2 kap. 11 § 5), as the terms' §5 states it. */
export const SEALED_GOODS_EXCEPTION =
  "Ångerrätten gäller inte för en förseglad vara som av hälso- eller hygienskäl inte är lämplig att lämna tillbaka om förseglingen har brutits efter leveransen (2 kap. 11 § 5 distansavtalslagen). Det gäller våra teer och andra livsmedel: har du brutit förseglingen på en förpackning kan du inte ångra köpet av just den förpackningen. Oöppnade förpackningar omfattas av ångerrätten, och tillbehör som koppar och tesilar kan du ångra även om du har öppnat kartongen.";

/** Who returns the goods, when, and who pays the return shipping and how much (the terms' §5). */
export const WITHDRAWAL_RETURN_SHIPPING = `Skicka tillbaka varorna utan onödigt dröjsmål och senast ${LAW.returnGoodsWithinDays} dagar efter att du meddelade att du ångrar köpet. Du betalar returfrakten: med den returfraktsedel vi mejlar dig kostar den ${kr(RETURNS.returnShippingOre)}, som vi drar av från återbetalningen. Du får också skicka tillbaka varorna på annat sätt på egen bekostnad.`;

/** The right to complain (konsumentköplagen) and how, as the terms' §7 states it; the e-mail is the identity in force. */
export const complaintTexts = (shop: Pick<ShopFacts, "email">): string[] => [
  `Enligt konsumentköplagen har du rätt att reklamera en felaktig vara i ${LAW.complaintYears} år från den dag du tog emot den. Ett fel som visar sig inom ${LAW.presumptionYears} år antas ha funnits redan vid leveransen, om inte vi visar något annat eller det är oförenligt med varans eller felets art (till exempel för te som har passerat bäst före-datum).`,
  `Reklamera inom skälig tid efter att du har upptäckt felet. En reklamation inom ${LAW.timelyComplaintMonths} månader räknas alltid som gjord i rätt tid. Kontakta oss på ${shop.email}, berätta vilken order det gäller och beskriv felet, gärna med en bild.`,
  "Vid en befogad reklamation betalar vi returfrakten, och du får en ny vara eller pengarna tillbaka. Det gäller också varor som har skadats under transporten. En felaktig vara kan du reklamera även om förpackningen är öppnad. Du har i övrigt alla rättigheter enligt konsumentköplagen.",
];

/** The title of the standard form (förordningen (2014:19) om formulär vid distansavtal och avtal utanför affärslokaler). */
export const WITHDRAWAL_FORM_TITLE = "Standardformulär för utövande av ångerrätt";

/** The standard withdrawal form addressed to the seller in force, every field blank (/angerblankett; the confirmation mail fills in the order). */
export function withdrawalForm(shop: Pick<ShopFacts, "legalName" | "address" | "email">) {
  const BLANK = "____________________";
  return {
    note: "(Fyll i och skicka detta formulär endast om du vill frånträda avtalet.)",
    lines: [
      `Till: ${shop.legalName}, ${shop.address}, ${shop.email}`,
      `Jag/Vi (*) meddelar härmed att jag/vi (*) frånträder mitt/vårt (*) avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*): ${BLANK}`,
      `Beställd den (*)/mottagen den (*): ${BLANK}`,
      `Konsumentens/konsumenternas namn: ${BLANK}`,
      `Konsumentens/konsumenternas adress: ${BLANK}`,
      `Konsumentens/konsumenternas underskrift (endast om formuläret skickas på papper): ${BLANK}`,
      `Datum: ${BLANK}`,
    ],
    footnote: "(*) Stryk det som inte gäller.",
    send: `Mejla det ifyllda formuläret till ${shop.email} eller skicka det med post till ${shop.legalName}, ${shop.address}. Skriv gärna ditt ordernummer, så går det snabbare. Det räcker att du skickar formuläret innan ångerfristen har gått ut. Vi bekräftar via e-post att vi har fått det.`,
  };
}

/** The necessary cookies the shop sets, as listed on /cookies. Keep in step with the server's cookie names. */
export const NECESSARY_COOKIES: { name: string; purpose: string; lifetime: string }[] = [
  {
    name: "stilla_gate",
    purpose: "kommer ihåg att du har angett lösenordet när sajten är lösenordsskyddad",
    lifetime: "1 år",
  },
  {
    name: "stilla.session_token",
    purpose: "håller dig inloggad på ditt konto (på en krypterad anslutning heter den __Secure-stilla.session_token)",
    lifetime: "30 dagar, och förlängs när du använder sajten; tas bort när du loggar ut",
  },
  {
    name: "stilla_cart",
    purpose: "kommer ihåg vilken varukorg som är din, även innan du har loggat in",
    lifetime: "cirka 2 månader, eller tills du loggar ut",
  },
  {
    name: "stilla_consent",
    purpose: "sparar ditt cookieval så att vi inte behöver fråga igen",
    lifetime: "1 år",
  },
  {
    name: "stilla_device",
    purpose:
      "känner igen en webbläsare som har loggat in på ditt konto förut, så att du kan logga in från den även när någon annan har gissat fel lösenord för kontot många gånger",
    lifetime: "1 år",
  },
];

/** The words around the legal texts on their pages. */
export const LEGAL_COPY = {
  updated: "Senast uppdaterad",
  toc: "Innehåll",
  moreTitle: "Fler villkor och policyer",
  questions: "Frågor? Läs våra [vanliga frågor](/faq) eller [kontakta oss](/contact).",
  cookieChoice: {
    legend: "Ditt cookieval",
    current: { all: "Du har valt att acceptera alla cookies.", necessary: "Du har valt endast nödvändiga cookies.", none: "Du har inte gjort något val än." },
    all: "Acceptera alla cookies",
    allHint: "Nödvändiga cookies och, om vi börjar använda dem, cookies för statistik.",
    necessary: "Endast nödvändiga cookies",
    necessaryHint: "Bara det som behövs för lösenordsskydd, inloggning, varukorg och ditt cookieval.",
    save: "Spara mitt val",
    saving: "Sparar...",
    saved: "Ditt cookieval är sparat.",
  },
} as const;

/**
 * The legal documents with the shop's identity in force (ADR 063): the seller, org.nr, address, e-mail, phone and
 * the shipping fee and threshold come from `shop`, every other figure from `~/domain/constants`.
 */
export function legalDocuments(shop: ShopFacts): Record<LegalDocument["slug"], LegalDocument> {
  const SHOP = shop;
  const SHIPPING = { ...BASE_SHIPPING, feeOre: shop.shipping.feeOre, freeFromOre: shop.shipping.freeFromOre };

  const COUNTRY_NAMES: Record<(typeof SHIPPING.countries)[number], string> = { SE: "Sverige" };

  const SHIPPING_FEE = kr(SHIPPING.feeOre);
  const FREE_FROM = kr(SHIPPING.freeFromOre);
  const GIFT_FROM = kr(FREE_GIFT.thresholdOre);
  const RETURN_FEE = kr(RETURNS.returnShippingOre);
  const DISPATCH = `${range(SHIPPING.dispatchDays)} arbetsdagar`;
  const DELIVERY = `${range(SHIPPING.deliveryDays)} arbetsdagar`;
  const CARRIERS_OR = list(SHIPPING.carriers, "eller");
  const CARRIERS_AND = list(SHIPPING.carriers, "och");
  const SHIPS_TO = list(SHIPPING.countries.map((c) => COUNTRY_NAMES[c]), "och");
  const OPENING_HOURS = `${list(CONTACT.openingHours.map((o) => `${o.days} ${o.hours.toLowerCase()}`))} (även ${list(CONTACT.closedEves, "och")})`;
  const SHOP_POSSESSIVE = `${SHOP.name}s`;

  // ---------------------------------------------------------------------------------------------
  // Köpvillkor
  // ---------------------------------------------------------------------------------------------
  const terms: LegalDocument = {
    slug: "terms",
    title: "Köpvillkor",
    description: `Köpvillkor för ${SHOP.name}: beställning, priser och betalning, frakt, ${RETURNS.withdrawalDays} dagars ångerrätt, ${RETURNS.openPurchaseDays} dagars öppet köp, reklamation och tvister.`,
    updated: "2026-11-21",
    sections: [
      {
        heading: "1. Allmänt och säljare",
        blocks: [
          p(
            `Dessa köpvillkor gäller när du som konsument handlar på ${SHOP_POSSESSIVE} webbplats. Säljare är ${SHOP.legalName}, organisationsnummer ${SHOP.orgNumber}, ${SHOP.address}.`,
          ),
          p(
            `Du når oss på ${SHOP.email} eller ${SHOP.phone}. Kundservice har öppet ${OPENING_HOURS}, och vi svarar på e-post inom ${CONTACT.answerWithinHours} timmar på vardagar.`,
          ),
          p(
            `Vi säljer till privatpersoner med leveransadress i ${SHIPS_TO}. För att handla behöver du vara minst 18 år eller ha målsmans godkännande.`,
          ),
          p(
            "För ditt köp gäller villkoren så som de lyder när du lägger din beställning. Utöver villkoren har du alltid dina rättigheter enligt lag, bland annat enligt lagen (2005:59) om distansavtal och avtal utanför affärslokaler (distansavtalslagen) och konsumentköplagen (2022:260).",
          ),
        ],
      },
      {
        heading: "2. Beställning och avtal",
        blocks: [
          p(
            "Du beställer genom att lägga varor i varukorgen och slutföra köpet i kassan. För att beställa behöver du ett kundkonto. Du kan logga in eller skapa ett konto på vägen till kassan utan att varukorgen försvinner.",
          ),
          p(
            "När du har lagt din beställning får du en orderbekräftelse via e-post med en sammanställning av köpet, information om ångerrätten och standardformuläret för ångerrätt. Avtalet är ingått när du har fått orderbekräftelsen. Kontrollera att uppgifterna stämmer och kontakta oss så snart som möjligt om något är fel.",
          ),
          p(
            "Vi kontrollerar priser och lagersaldo när du lägger beställningen. Har ett pris ändrats sedan du lade varan i varukorgen stoppas beställningen, så att du ser det nya priset innan du går vidare. En slutsåld vara kan inte beställas. Skulle en vara ändå inte kunna levereras meddelar vi dig och betalar tillbaka det du har betalat för den.",
          ),
          p("Dina beställningar och deras status hittar du under [Mina Ordrar](/orders)."),
        ],
      },
      {
        heading: "3. Priser och betalning",
        blocks: [
          p(
            `Alla priser anges i svenska kronor inklusive moms. Frakten kostar ${SHIPPING_FEE} och är fri när varorna kostar ${FREE_FROM} eller mer efter rabatter. Fraktkostnaden visas i varukorgen och i kassan innan du betalar.`,
          ),
          p(
            `Köper du ${MULTI_BUY.minQuantity} eller fler av samma produkt får du ${MULTI_BUY.percent}\u00a0% rabatt på den raden. Mängdrabatten gäller inte paket och presentkort.`,
          ),
          p(
            "Du kan betala med Swish eller mot faktura. Väljer du Swish visas en QR-kod med belopp och ordernummer i kassan; när vi har bekräftat betalningen skickar vi din order. Väljer du faktura står förfallodag och betalningsinformation på fakturan.",
          ),
          p(
            "Du kan använda en rabattkod per beställning. Rabattkoden räknas på varornas pris efter eventuell mängdrabatt och kan inte lösas in mot pengar.",
          ),
          p(
            `Presentkort är ett betalningsmedel och ingen rabatt, så det kan kombineras med en rabattkod. Ett presentkort gäller i ${GIFT_CARD.validityMonths} månader från köpet, kan användas vid flera köp tills beloppet är slut och kan inte lösas in mot kontanter.`,
          ),
        ],
      },
      {
        heading: "4. Leverans",
        blocks: [
          p(
            `Vi levererar inom ${SHIPS_TO}. Din beställning skickas inom ${DISPATCH} (betalar du med Swish räknat från att vi har bekräftat betalningen), och leveranstiden är normalt ${DELIVERY}. Vi skickar med ${CARRIERS_OR}.`,
          ),
          p(
            "När paketet har lämnat oss får du ett e-postmeddelande med fraktbolag och spårningsnummer. Mer om frakt och leverans finns på sidan [Frakt och leverans](/shipping).",
          ),
          p(
            "Vi ansvarar för varorna tills du, eller någon du har utsett, har tagit emot dem. Blir leveransen försenad hör vi av oss. Du har då dina rättigheter enligt konsumentköplagen, bland annat att häva köpet om förseningen är av väsentlig betydelse för dig.",
          ),
        ],
      },
      {
        heading: "5. Ångerrätt",
        blocks: [
          p(
            `Enligt distansavtalslagen har du rätt att ångra ditt köp inom ${RETURNS.withdrawalDays} dagar utan att ange något skäl. Ångerfristen börjar den dag du, eller någon du har utsett, tar emot varan. Kommer beställningen i flera leveranser räknas fristen från den dag du tar emot den sista varan.`,
          ),
          p(
            `Du ångrar köpet genom att meddela oss inom ångerfristen. Enklast är funktionen Ångra köp på din order under [Mina Ordrar](/orders), som finns där under hela ångerfristen. Du kan också använda [standardformuläret för ångerrätt](/angerblankett) eller skicka ett tydligt meddelande till ${SHOP.email}. Det räcker att du skickar meddelandet innan fristen har gått ut. Vi bekräftar ditt meddelande via e-post.`,
          ),
          p(WITHDRAWAL_RETURN_SHIPPING),
          p(
            `Vi betalar tillbaka det du har betalat, inklusive den ursprungliga fraktavgiften om du ångrar hela beställningen, senast ${LAW.refundWithinDaysOfNotice} dagar från den dag vi fick ditt meddelande. Vi får vänta med återbetalningen tills vi har fått tillbaka varorna eller du har visat att du har skickat dem. Pengarna betalas tillbaka med samma betalningssätt som du använde, om vi inte kommer överens om något annat.`,
          ),
          p(
            "Du ansvarar för att varan inte minskar i värde för att du har hanterat den mer än vad som behövs för att se vad det är för vara och hur den fungerar.",
          ),
          p(SEALED_GOODS_EXCEPTION),
          p(
            `Ett presentkort kan du ångra inom ${RETURNS.withdrawalDays} dagar från köpet, så länge det inte har använts.`,
          ),
        ],
      },
      {
        heading: `6. Öppet köp i ${RETURNS.openPurchaseDays} dagar`,
        blocks: [
          p(
            `Utöver ångerrätten har du ${RETURNS.openPurchaseDays} dagars öppet köp på oöppnade produkter med obruten försegling, räknat från den dag du tog emot varan. Öppet köp är ett frivilligt löfte från oss och begränsar inte dina rättigheter enligt lag.`,
          ),
          p(
            `Anmäl returen till ${SHOP.email} med ditt ordernummer, så mejlar vi en returfraktsedel. Returfrakten kostar ${RETURN_FEE} och dras av från återbetalningen.`,
          ),
          p(
            `Vi betalar tillbaka varans pris inom ${RETURNS.refundWithinDays} dagar från att vi har tagit emot returen. Efter ångerfristen betalas den ursprungliga fraktavgiften inte tillbaka.`,
          ),
          p("Öppnade livsmedel kan inte lämnas tillbaka med öppet köp, om de inte är felaktiga (se Reklamation)."),
        ],
      },
      {
        heading: "7. Reklamation",
        blocks: [
          ...complaintTexts(SHOP).map(p),
        ],
      },
      {
        heading: "8. Personuppgifter",
        blocks: [
          p(
            "Vi behandlar dina personuppgifter för att kunna hantera ditt konto, din beställning och din kontakt med oss. Hur vi gör det och vilka rättigheter du har står i vår [integritetspolicy](/privacy). Hur vi använder cookies står i vår [cookiepolicy](/cookies).",
          ),
        ],
      },
      {
        heading: "9. Tvister",
        blocks: [
          p(
            `Är du inte nöjd vill vi gärna veta det. Kontakta oss först på ${SHOP.email}, så försöker vi lösa saken tillsammans med dig.`,
          ),
          p(
            "Kommer vi inte överens kan du vända dig till Allmänna reklamationsnämnden (ARN), Box 174, 101 23 Stockholm, www.arn.se. ARN prövar tvister mellan konsumenter och företag utan kostnad. Du behöver först ha klagat hos oss, och anmälan till ARN ska göras inom ett år från att du klagade. Vi följer ARN:s rekommendationer.",
          ),
          p(
            "Råd om dina rättigheter kan du få hos Hallå konsument (www.hallakonsument.se) och din kommuns konsumentvägledning. En tvist kan också prövas av allmän domstol. Svensk lag gäller för köpet.",
          ),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Integritetspolicy
  // ---------------------------------------------------------------------------------------------
  const privacy: LegalDocument = {
    slug: "privacy",
    title: "Integritetspolicy",
    description: `Så behandlar ${SHOP.legalName} dina personuppgifter enligt dataskyddsförordningen (GDPR): vilka uppgifter, varför, hur länge, vem vi delar dem med och dina rättigheter.`,
    updated: "2026-11-25",
    sections: [
      {
        heading: "1. Personuppgiftsansvarig",
        blocks: [
          p(
            `${SHOP.legalName}, organisationsnummer ${SHOP.orgNumber}, ${SHOP.address}, är personuppgiftsansvarig för de personuppgifter vi behandlar när du besöker ${SHOP_POSSESSIVE} webbplats, handlar hos oss eller kontaktar oss. Du når oss på ${SHOP.email} eller ${SHOP.phone}.`,
          ),
          p(
            "Vi behandlar dina uppgifter enligt EU:s dataskyddsförordning (GDPR) och kompletterande svensk lag. Den här policyn berättar vilka uppgifter vi samlar in, varför vi gör det och vilka rättigheter du har.",
          ),
        ],
      },
      {
        heading: "2. Vilka uppgifter vi behandlar",
        blocks: [
          ul(
            "Konto: namn, e-postadress, lösenord (som bara lagras i hashad form, så att ingen kan läsa det) och den leveransadress du väljer att spara.",
            "Beställningar: namn, e-postadress, leveransadress, köpta varor, belopp, rabattkoder, presentkort, betalsätt, betalningsstatus och leveransuppgifter som fraktbolag och spårningsnummer.",
            "Betalning: för Swish uppgifter om betalningen, till exempel belopp, ordernummer och det telefonnummer eller namn som syns i betalningen; för faktura de uppgifter som behövs för att skicka och följa upp fakturan. Vi hanterar inga kortuppgifter.",
            "Presentkort: mottagarens namn och e-postadress, avsändarens namn och det personliga meddelandet.",
            "Ärenden: det du skriver till oss via kontaktformuläret eller e-post, samt ångeranmälningar, returer och reklamationer.",
            "Omdömen: betyg, rubrik och text, ditt namn och om omdömet kommer från ett verifierat köp.",
            "Nyhetsbrev och väntelistor: e-postadress, när du bekräftade prenumerationen och din personliga välkomstkod.",
            "Teknisk information: IP-adress, webbläsare och tidpunkter i serverloggar, samt de nödvändiga cookies som beskrivs i vår cookiepolicy.",
          ),
        ],
      },
      {
        heading: "3. Varför vi behandlar uppgifterna",
        blocks: [
          ul(
            "För att hantera ditt konto och låta dig logga in.",
            "För att ta emot, leverera och följa upp din beställning, inklusive betalning, ångerrätt, öppet köp, returer och reklamationer.",
            "För att skicka orderbekräftelse, leveransbesked, presentkort och andra meddelanden som hör till ditt köp.",
            "För att svara när du kontaktar oss.",
            "För att visa omdömen och kontrollera om de kommer från ett verifierat köp.",
            "För att skicka nyhetsbrev och meddela dig när något du väntar på finns, om du har bett om det.",
            "För att följa lagar, till exempel bokföringslagen.",
            "För att skydda butiken och dig mot bedrägerier, intrång och missbruk, till exempel genom att begränsa antalet inloggningsförsök.",
          ),
        ],
      },
      {
        heading: "4. Rättslig grund",
        blocks: [
          ul(
            "Avtal (artikel 6.1 b GDPR): konto, beställningar, leverans, betalning, presentkort, returer och reklamationer.",
            "Rättslig förpliktelse (artikel 6.1 c): bokföring och andra uppgifter som lagen kräver att vi sparar.",
            "Berättigat intresse (artikel 6.1 f): kundservice, omdömen, säkerhet och att förebygga missbruk. Vi har vägt vårt intresse mot ditt intresse av integritet.",
            "Samtycke (artikel 6.1 a): nyhetsbrev, väntelistor och eventuella cookies som inte är nödvändiga. Du kan när som helst ta tillbaka ditt samtycke.",
          ),
        ],
      },
      {
        heading: "5. Hur länge vi sparar uppgifterna",
        blocks: [
          ul(
            `Order- och betalningsuppgifter sparar vi i ${ORDER_DATA_RETENTION_YEARS} år enligt bokföringslagen, räknat från utgången av det kalenderår då räkenskapsåret avslutades.`,
            "Kontouppgifter sparar vi tills du ber oss avsluta kontot. Uppgifter som vi måste spara enligt lag, till exempel om dina köp, sparar vi därefter så länge lagen kräver.",
            `Uppgifter om presentkort sparar vi medan kortet gäller (${GIFT_CARD.validityMonths} månader) och därefter så länge bokföringslagen kräver.`,
            "Ärenden, returer och reklamationer sparar vi så länge ärendet pågår och därefter så länge vi kan behöva dem för att hantera en reklamation eller tvist om köpet.",
            "Omdömen sparar vi så länge de visas på webbplatsen, eller tills du ber oss radera dina uppgifter. Då tar vi bort dem helt.",
            "E-postadressen för nyhetsbrev och väntelistor sparar vi tills du avregistrerar dig eller vi inte längre skickar det du anmälde dig till.",
            "Serverloggar sparar vi bara en kort tid, för felsökning och säkerhet.",
          ),
        ],
      },
      {
        heading: "6. Vem vi delar uppgifterna med",
        blocks: [
          p("Vi säljer aldrig dina personuppgifter. Vi delar dem bara när det behövs för att fullgöra ditt köp eller när lagen kräver det:"),
          ul(
            "Betalning: betalar du med Swish behandlar vår bank och Getswish AB uppgifter om betalningen, som egna personuppgiftsansvariga.",
            `Frakt: ${CARRIERS_AND} får namn, leveransadress och kontaktuppgifter för att kunna leverera och avisera ditt paket.`,
            "E-post: den leverantör som skickar våra e-postmeddelanden behandlar din e-postadress och meddelandets innehåll för vår räkning.",
            "Drift: leverantören av våra servrar lagrar uppgifterna för vår räkning. Leverantörer som behandlar uppgifter för vår räkning är personuppgiftsbiträden och får bara använda uppgifterna enligt våra instruktioner.",
            "Myndigheter och rådgivare: till exempel Skatteverket eller vår revisor och redovisningsbyrå när lagen kräver det.",
          ),
        ],
      },
      {
        heading: "7. Överföring utanför EU/EES",
        blocks: [
          p(
            "Vi för inte över dina personuppgifter till länder utanför EU/EES. Vi och de leverantörer som behandlar uppgifter för vår räkning lagrar och behandlar dem inom EU/EES. Skulle det ändras uppdaterar vi den här policyn innan, och ser till att överföringen har ett lagligt stöd enligt GDPR.",
          ),
        ],
      },
      {
        heading: "8. Cookies",
        blocks: [
          p(
            "Vi använder nödvändiga cookies för att webbplatsen ska fungera, till exempel för inloggning och varukorg. Andra cookies används bara om du har samtyckt till dem. Läs mer i vår [cookiepolicy](/cookies).",
          ),
        ],
      },
      {
        heading: "9. Dina rättigheter",
        blocks: [
          p("Du har rätt att:"),
          ul(
            "få veta vilka personuppgifter vi har om dig och få en kopia av dem (registerutdrag),",
            "få felaktiga uppgifter rättade,",
            "få dina uppgifter raderade, om vi inte måste spara dem enligt lag,",
            "begära att behandlingen begränsas,",
            "invända mot behandling som grundar sig på berättigat intresse,",
            "få ut uppgifter du har lämnat till oss i ett maskinläsbart format (dataportabilitet),",
            "när som helst ta tillbaka ett samtycke, till exempel genom avregistreringslänken i nyhetsbrevet.",
          ),
          p(
            `Har du ett konto gör du det mesta själv under [Mitt konto](/konto): där rättar du namn, e-postadress och leveransadress, laddar ner allt vi har sparat om dig och raderar ditt konto. Övriga begäranden, och om du inte har något konto, skickar du till ${SHOP.email}. Vi svarar utan onödigt dröjsmål och senast inom en månad. Vi fattar inga beslut om dig som enbart grundar sig på automatiserad behandling.`,
          ),
          p("Ett registerutdrag får du som en fil (JSON) med allt vi har sparat om dig: konto, beställningar, omdömen, meddelanden, nyhetsbrev, väntelistor, presentkort du har köpt och de mejl vi har skickat till dig. Lösenord och inloggningsuppgifter ingår aldrig."),
          p("När vi raderar dina uppgifter händer följande:"),
          ul(
            "Ditt konto stängs och går inte längre att logga in på. Namn, e-postadress, lösenord och inloggningar tas bort.",
            `Dina beställningar sparar vi i ${ORDER_DATA_RETENTION_YEARS} år eftersom bokföringslagen kräver det, men utan ditt namn, din adress och din e-postadress. Kvar finns bara varor, belopp, moms, datum och status.`,
            "Dina omdömen tas bort, liksom dina meddelanden till oss och våra svar, din prenumeration på nyhetsbrevet och dina väntelistor.",
            "Presentkort du har köpt fortsätter att gälla för mottagaren, men utan ditt namn och din e-postadress.",
            "Mejl vi har skickat till dig sparas bara som en uppgift om att ett mejl skickades, utan adress och innehåll.",
            "Du får en bekräftelse via e-post. Den adressen är det enda vi sparar, som bevis på att vi har gjort det du bad om.",
            "En beställning som vi ännu inte har skickat behöver vi ditt namn och din adress för. Vi raderar därför när den är skickad eller makulerad.",
          ),
        ],
      },
      {
        heading: "10. Säkerhet",
        blocks: [
          p(
            "Vi skyddar dina uppgifter med tekniska och organisatoriska åtgärder. Trafiken till webbplatsen är krypterad, lösenord lagras bara i hashad form, presentkortskoder lagras så att de inte kan läsas ut ur databasen och bara behörig personal kommer åt kund- och orderuppgifter. Vi ber dig aldrig om ditt lösenord via e-post eller telefon.",
          ),
        ],
      },
      {
        heading: "11. Klagomål till Integritetsskyddsmyndigheten",
        blocks: [
          p(
            `Tycker du att vi behandlar dina personuppgifter på fel sätt, kontakta oss gärna först på ${SHOP.email}. Du har också rätt att lämna klagomål till Integritetsskyddsmyndigheten (IMY), Box 8114, 104 20 Stockholm, www.imy.se.`,
          ),
        ],
      },
      {
        heading: "12. Ändringar och kontakt",
        blocks: [
          p(
            "Vi kan uppdatera policyn, till exempel när vi ändrar hur vi behandlar personuppgifter eller när lagen ändras. Datumet för den senaste ändringen står överst på sidan. Vid större ändringar meddelar vi dig via e-post eller på webbplatsen.",
          ),
          p(`Frågor om hur vi behandlar dina personuppgifter skickar du till ${SHOP.email}, eller per post till ${SHOP.legalName}, ${SHOP.address}.`),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Cookiepolicy
  // ---------------------------------------------------------------------------------------------
  const cookies: LegalDocument = {
    slug: "cookies",
    title: "Cookiepolicy",
    description: `Vilka cookies ${SHOP.name} använder: bara nödvändiga cookies för lösenordsskydd, inloggning, varukorg och ditt cookieval. Inga spårande cookies utan samtycke.`,
    updated: "2026-11-21",
    sections: [
      {
        heading: "1. Vad är cookies?",
        blocks: [
          p(
            "En cookie är en liten textfil som webbplatsen sparar i din webbläsare. Den gör att webbplatsen kan komma ihåg dig mellan sidvisningar, till exempel att du är inloggad eller vad du har i varukorgen.",
          ),
        ],
      },
      {
        heading: "2. Vad lagen säger",
        blocks: [
          p(
            "Enligt lagen (2022:482) om elektronisk kommunikation får vi bara spara cookies i din webbläsare om du har samtyckt till det, utom när en cookie är nödvändig för att leverera en tjänst som du har bett om. När cookies innehåller personuppgifter gäller också dataskyddsförordningen (GDPR), se vår [integritetspolicy](/privacy).",
          ),
        ],
      },
      {
        heading: "3. Nödvändiga cookies",
        blocks: [
          p("Vi använder bara de här cookies, och de behövs för att webbplatsen och butiken ska fungera. De kräver därför inte samtycke:"),
          ul(...NECESSARY_COOKIES.map((c) => `${c.name}: ${c.purpose}. Sparas ${c.lifetime}.`)),
          p("Cookierna sätts av oss själva, används bara på vår webbplats och används inte för att följa dig på andra webbplatser."),
        ],
      },
      {
        heading: "4. Statistik- och marknadsföringscookies",
        blocks: [
          p(
            "Cookies för statistik eller marknadsföring får vi bara använda om du har valt Acceptera alla. Just nu sätter vi inga sådana cookies, inte heller om du accepterar. Om vi börjar använda dem listar vi dem här först, med namn, syfte och lagringstid, och ber om ditt samtycke.",
          ),
        ],
      },
      {
        heading: "5. Cookies från tredje part",
        blocks: [
          p(
            "Vi använder i dag inga cookies från andra företag, till exempel annonsnätverk eller sociala medier. Följer du en länk till en annan webbplats, till exempel vårt Instagramkonto, gäller den webbplatsens egna regler för cookies.",
          ),
        ],
      },
      {
        heading: "6. Ändra ditt val",
        blocks: [
          p(
            "Första gången du besöker oss får du välja mellan Endast nödvändiga och Acceptera alla. Du kan när som helst ändra eller ta tillbaka ditt val med formuläret nedan. Ditt nya val gäller direkt.",
          ),
        ],
        widget: "cookie-choice",
      },
      {
        heading: "7. Blockera och radera cookies",
        blocks: [
          p(
            "Du kan också blockera eller radera cookies i din webbläsares inställningar. Blockerar du de nödvändiga cookierna fungerar inte inloggning, varukorg och kassa, och vi frågar om ditt cookieval igen vid nästa besök.",
          ),
        ],
      },
      {
        heading: "8. Ändringar och kontakt",
        blocks: [
          p(
            `Ändrar vi vilka cookies vi använder uppdaterar vi den här sidan och datumet överst. Har du frågor om cookies är du välkommen att mejla oss på ${SHOP.email}.`,
          ),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Retur och återbetalning
  // ---------------------------------------------------------------------------------------------
  const returns: LegalDocument = {
    slug: "returns",
    title: "Retur och återbetalning",
    description: `${RETURNS.withdrawalDays} dagars ångerrätt och ${RETURNS.openPurchaseDays} dagars öppet köp på oöppnade produkter. Så returnerar du, vad returfrakten kostar och när du får pengarna tillbaka.`,
    updated: "2026-11-21",
    sections: [
      {
        heading: `Ångerrätt i ${RETURNS.withdrawalDays} dagar`,
        blocks: [
          p(
            `Du har rätt att ångra ditt köp inom ${RETURNS.withdrawalDays} dagar från den dag du tog emot varan, utan att ange något skäl. Det gäller oöppnade förpackningar av våra teer och alla tillbehör, även om du har öppnat kartongen för att titta på dem. [Köpvillkoren](/terms) beskriver ångerrätten i sin helhet.`,
          ),
          p(
            `Ett presentkort kan du ångra inom ${RETURNS.withdrawalDays} dagar från köpet, så länge det inte har använts.`,
          ),
        ],
      },
      {
        heading: `Öppet köp i ${RETURNS.openPurchaseDays} dagar`,
        blocks: [
          p(
            `Ångrar du dig senare har du ${RETURNS.openPurchaseDays} dagars öppet köp på oöppnade produkter med obruten försegling, räknat från den dag du tog emot varan. Öppet köp är ett frivilligt löfte från oss och gäller utöver dina rättigheter enligt lag.`,
          ),
        ],
      },
      {
        heading: "Öppnade livsmedel",
        blocks: [
          p(
            "Te och andra livsmedel där förseglingen har brutits kan vi av hälso- och hygienskäl inte ta tillbaka, varken med ångerrätt eller öppet köp (2 kap. 11 § 5 distansavtalslagen). Är varan felaktig kan du alltid reklamera den, även om förpackningen är öppnad.",
          ),
        ],
      },
      {
        heading: "Så returnerar du",
        blocks: [
          p("Meddela oss att du vill returnera på något av de här sätten:"),
          ul(
            "Använd Ångra köp på din order under [Mina Ordrar](/orders). Funktionen finns där under hela ångerfristen, och du får en bekräftelse via e-post direkt.",
            "Fyll i [standardformuläret för ångerrätt](/angerblankett) och skicka det till oss.",
            `Mejla ${SHOP.email} med ditt ordernummer och vilka varor du vill returnera.`,
          ),
          p(
            `Vi mejlar en returfraktsedel. Packa varorna väl och skicka dem till ${SHOP.legalName}, ${SHOP.address}, senast ${LAW.returnGoodsWithinDays} dagar efter att du har meddelat oss.`,
          ),
        ],
      },
      {
        heading: "Returfrakt",
        blocks: [
          ul(
            `Ångrar du dig betalar du returfrakten, ${RETURN_FEE}, som vi drar av från återbetalningen. Du får också skicka tillbaka varorna på annat sätt på egen bekostnad.`,
            "Är varan felaktig eller skadad när du får den betalar vi returfrakten.",
          ),
        ],
      },
      {
        heading: "Återbetalning",
        blocks: [
          p(
            `Vi betalar tillbaka senast ${RETURNS.refundWithinDays} dagar efter att vi har tagit emot returen, med samma betalningssätt som du använde. Har du använt ångerrätten betalar vi dessutom senast ${LAW.refundWithinDaysOfNotice} dagar från den dag du meddelade oss, men vi får vänta tills vi har fått tillbaka varorna eller du har visat att du har skickat dem.`,
          ),
          p(
            "Ångrar du hela beställningen inom ångerfristen får du också tillbaka den ursprungliga fraktavgiften. Vid öppet köp efter ångerfristen betalar vi tillbaka varornas pris men inte den ursprungliga frakten.",
          ),
        ],
      },
      {
        heading: "Fel eller skadad vara",
        blocks: [
          p(
            `Är något fel på varan, eller har den skadats under transporten, kontakta oss på ${SHOP.email} med ordernummer och gärna en bild. Du har ${LAW.complaintYears} års reklamationsrätt enligt konsumentköplagen. Vi betalar returfrakten och skickar en ny vara eller betalar tillbaka beloppet.`,
          ),
        ],
      },
      {
        heading: "Byten",
        blocks: [
          p(
            "Vi gör inga direkta byten. Vill du ha en annan blandning returnerar du den oöppnade varan och lägger en ny beställning.",
          ),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Frakt och leverans
  // ---------------------------------------------------------------------------------------------
  const shipping: LegalDocument = {
    slug: "shipping",
    title: "Frakt och leverans",
    description: `Fri frakt från ${FREE_FROM}, annars ${SHIPPING_FEE}. Vi skickar inom ${DISPATCH} med ${CARRIERS_OR}, och leveranstiden är ${DELIVERY} inom ${SHIPS_TO}.`,
    updated: "2026-11-21",
    sections: [
      {
        heading: "Fraktkostnad",
        blocks: [
          ul(
            `Frakten kostar ${SHIPPING_FEE} per beställning.`,
            `Frakten är fri när varorna kostar ${FREE_FROM} eller mer efter rabatter.`,
          ),
          p(
            "Gränsen räknas på varornas pris efter mängdrabatt och rabattkod. Presentkort är ett betalningsmedel och påverkar inte gränsen. I varukorgen ser du hur mycket som återstår till fri frakt.",
          ),
        ],
      },
      {
        heading: "Ett temått på köpet",
        blocks: [
          p(
            `När du handlar för ${GIFT_FROM} eller mer får du förutom fri frakt vårt temått i ek i present, så länge lagret räcker. Det läggs automatiskt i varukorgen.`,
          ),
        ],
      },
      {
        heading: "Leveranstid",
        blocks: [
          p(
            `Vi packar och skickar din beställning inom ${DISPATCH}. Betalar du med Swish räknas tiden från att vi har bekräftat betalningen. Därefter tar leveransen normalt ${DELIVERY} inom ${SHIPS_TO}. Runt storhelger kan det ta lite längre tid.`,
          ),
        ],
      },
      {
        heading: "Fraktbolag och spårning",
        blocks: [
          p(
            `Vi skickar med ${CARRIERS_OR}. När paketet har lämnat oss får du ett e-postmeddelande med fraktbolag och spårningsnummer, och du ser också status för din order under [Mina Ordrar](/orders).`,
          ),
        ],
      },
      {
        heading: "Var vi levererar",
        blocks: [
          p(
            `Vi levererar just nu bara inom ${SHIPS_TO}. Vi skickar inte till andra länder ännu.`,
          ),
        ],
      },
      {
        heading: "Försenat eller skadat paket",
        blocks: [
          p(
            `Har paketet inte kommit fram inom den utlovade tiden, eller är det skadat, kontakta oss på ${SHOP.email} med ditt ordernummer så hjälper vi dig. Är varan skadad betalar vi returfrakten och skickar en ny vara eller betalar tillbaka beloppet. Läs mer under [Retur och återbetalning](/returns).`,
          ),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Standardformulär för utövande av ångerrätt (bilaga I B till direktiv 2011/83/EU; förordning 2014:19)
  // ---------------------------------------------------------------------------------------------
  const form = withdrawalForm(SHOP);

  const angerblankett: LegalDocument = {
    slug: "angerblankett",
    title: WITHDRAWAL_FORM_TITLE,
    description: `Standardformulär för att ångra ett köp hos ${SHOP.name} inom ${RETURNS.withdrawalDays} dagar enligt distansavtalslagen.`,
    updated: "2026-11-21",
    sections: [
      {
        heading: "Om formuläret",
        blocks: [
          p(
            `Du har ${RETURNS.withdrawalDays} dagars ångerrätt enligt distansavtalslagen. Formuläret nedan är det standardformulär som lagen anvisar (förordningen (2014:19) om formulär vid distansavtal och avtal utanför affärslokaler). Det är frivilligt att använda: du kan också ångra köpet med Ångra köp på din order under Mina Ordrar (/orders) eller med ett eget tydligt meddelande till oss.`,
          ),
        ],
      },
      {
        heading: "Formulär",
        blocks: [
          p(form.note),
          ul(...form.lines),
          p(form.footnote),
        ],
      },
      {
        heading: "Så skickar du formuläret",
        blocks: [
          p(form.send),
          p("Hur du skickar tillbaka varorna och när du får pengarna tillbaka står under Retur och återbetalning (/returns)."),
        ],
      },
    ],
  };

  // ---------------------------------------------------------------------------------------------
  // Tillgänglighetsredogörelse (lag (2023:254) om vissa produkters och tjänsters tillgänglighet; ADR 037)
  // ---------------------------------------------------------------------------------------------
  const tillganglighet: LegalDocument = {
    slug: "tillganglighet",
    title: "Tillgänglighetsredogörelse",
    headingParts: ["Tillgänglighets", "redogörelse"],
    crumb: "Tillgänglighet",
    description: `Hur ${SHOP.name}s webbutik uppfyller kraven på tillgänglighet (WCAG 2.1 nivå AA), hur vi har testat den, vad vi vet inte fungerar fullt ut och hur du anmäler ett problem.`,
    updated: "2026-11-29",
    sections: [
      {
        heading: "Vår ambition",
        blocks: [
          p(
            `${SHOP.legalName} vill att alla ska kunna handla i ${SHOP.name}s webbutik: med tangentbord, skärmläsare, förstoring eller på en liten mobilskärm. Den här redogörelsen gäller webbutiken, från startsidan och butiken till varukorgen, kassan och dina ordrar.`,
          ),
        ],
      },
      {
        heading: "Standard och lag",
        blocks: [
          p(
            "Webbutiken ska uppfylla nivå AA i Web Content Accessibility Guidelines (WCAG) 2.1, som är de krav för webbplatser som ingår i den europeiska standarden EN 301 549.",
          ),
          p(
            "Kraven gäller enligt lagen (2023:254) om vissa produkters och tjänsters tillgänglighet, som genomför EU:s tillgänglighetsdirektiv (European Accessibility Act, direktiv (EU) 2019/882). Lagen gäller e-handelstjänster sedan den 28 juni 2025.",
          ),
          p("Vi bedömer att webbutiken i huvudsak uppfyller kraven. De brister vi känner till står nedan."),
        ],
      },
      {
        heading: "Så har vi testat",
        blocks: [
          ul(
            "Automatisk granskning med verktyget axe-core mot WCAG 2.0 och 2.1 nivå A och AA: varje sida i butiken, även felsidorna, i mobilbredd (390 pixlar) och datorbredd (1 280 pixlar), som en del av butikens automatiska tester. Granskningen ska inte hitta några fel alls.",
            "Ett automatiskt test som handlar med enbart tangentbord: från startsidan till en produkt, varukorgen, kassan och den lagda ordern, utan mus.",
            "Automatiska tester av menyn, varukorgen och andra dialogrutor: fokus stannar i rutan, Esc stänger den och fokus går tillbaka dit du var, också till knappen Lägg i varukorgen eller Snabbköp som öppnade varukorgen.",
            "Automatiska tester i mobil- och datorbredd av att det som har fokus aldrig döljs bakom sidhuvudet, köpraden på produktsidan eller cookierutan, när man går framåt och bakåt med Tab.",
            "Automatiska tester av att fokus inte tappas: när du går till en ny sida hamnar fokus på sidans rubrik, när du tar bort en vara i varukorgen på nästa vara (eller varukorgens rubrik), när en inloggning misslyckas på felmeddelandet eller det första fältet som behöver rättas, och när du går bakåt med Skift+Tab in i nyhetsbrevsformuläret i sidfoten stannar fokus där. När du ändrar antal i varukorgen läses det nya antalet och summan upp.",
            "Automatiska tester av kontrasten i texten som ligger över bilder: startsidans bildspel och presentkortets förhandsvisning fotograferas i mobil- och datorbredd, varje bild i bildspelet både som stillbild och i flera bildrutor ur videoklippet, och texten måste ha minst kontrasten 4,5:1 mot varje punkt i bilden bakom den (3:1 för stor text).",
            "Automatiska tester av att ingen sida i butiken behöver rullas i sidled när webbläsarens textstorlek är 200 procent, i mobil- och datorbredd, utloggad och inloggad.",
            "Automatiska tester av formulären för inloggning, nytt konto och nytt lösenord: alla fält är markerade som obligatoriska, lösenordsregeln (minst 6 tecken) står under fältet från början, och när ett formulär inte går igenom visas varje fälts fel på en gång under fältet och läses upp tillsammans med det.",
            "Automatiska tester av att inget på sidan hamnar utanför skärmen eller klipps av i mobilbredd.",
            "Manuella kontroller av oss som bygger butiken: att fokus syns tydligt, och skärmbilder av menyn, varukorgen och den här sidan i mobil- och datorbredd.",
          ),
          p(
            "Automatiska verktyg hittar bara en del av de problem som kan finnas. Butiken har ännu inte gåtts igenom med skärmläsare från början till slut, inte granskats av en fristående expert och inte testats av användare med funktionsnedsättning.",
          ),
        ],
      },
      {
        heading: "Kända brister",
        blocks: [
          ul(
            "Videoklippen på startsidan är skapade med AI och saknar ljud, textning och syntolkning. De är dekorativa och visar inget som inte också står i text; de startar inte om du har valt minskad rörelse, och du kan pausa dem.",
            "Betalningen med Swish sker i Swish-appen och eventuella faktura- eller kortbetalningar hos betaltjänstens egen sida. Dem ansvarar vi inte för, och vi har inte granskat deras tillgänglighet.",
            "Våra e-postmeddelanden, till exempel orderbekräftelsen, är inte granskade med samma verktyg som webbplatsen. Allt som står i dem finns också på din ordersida under [Mina Ordrar](/orders).",
            "Produktbilderna har textbeskrivningar, men förstorade bilder i produktgalleriet har samma korta beskrivning som de små och beskriver inte alla detaljer.",
            "Butikens administrationsverktyg för personalen ingår inte i redogörelsen och har inte testats lika grundligt.",
            "Engelska uttryck i texten, som Limited Edition, Sleep Ritual Box och Blends, är märkta som engelska så att skärmläsare uttalar dem rätt. Produktnamnen (till exempel Sleep, Calm och Focus) är namn och är inte märkta, så en skärmläsare läser dem med svenskt uttal.",
            "Cookierutan är det första du når med Tab, och Esc i rutan väljer Endast nödvändiga, också medan sidan fortfarande laddas. Har du stängt av JavaScript i webbläsaren gör Esc ingenting; välj då med knapparna.",
            "Med 200 procents textstorlek på en smal mobilskärm lägger sig sidorna i en spalt och långa ord kan delas mitt i ordet. Rubriken i startsidans bildspel växer då inte hela vägen till 200 procent, så att den ryms på skärmen.",
          ),
        ],
      },
      {
        heading: "Anmäl ett problem",
        blocks: [
          p(
            `Om något i butiken inte fungerar för dig, eller om du behöver innehåll i ett annat format, vill vi gärna veta det. Skriv till oss via [kontaktsidan](/contact) eller mejla ${SHOP.email}. Berätta vilken sida det gäller och vad som hände. Vi svarar inom ${CONTACT.answerWithinHours} timmar på vardagar, och kan du inte slutföra ett köp hjälper vi dig att lägga ordern på annat sätt.`,
          ),
        ],
      },
      {
        heading: "Tillsyn",
        blocks: [
          p(
            "Post- och telestyrelsen (PTS) har tillsyn över att e-handelstjänster följer lagen om vissa produkters och tjänsters tillgänglighet. Om du inte är nöjd med hur vi hanterar ditt ärende kan du kontakta PTS. Mer finns på [Post- och telestyrelsens webbplats](https://www.pts.se).",
          ),
        ],
      },
    ],
  };

  return { terms, privacy, cookies, returns, shipping, angerblankett, tillganglighet };
}

/** The documents with the example identity: for their slugs and titles (pages render `legalDocuments(root.shop)`). */
export const LEGAL_DOCUMENTS: Record<LegalDocument["slug"], LegalDocument> = legalDocuments(EXAMPLE_FACTS);
