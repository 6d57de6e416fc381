/**
 * The built-in catalogue (spec §3, ADR 016, ADR 017): 20 products, Swedish copy, prices in öre.
 *
 * Bundles (each bundle's price is its own and lower than the sum of its parts; "Spara X kr" is
 * computed from the parts, so no saving is written into the copy):
 * - bundle-complete (649 kr)       = sleep + calm + focus                  (parts 747 kr)
 * - bundle-evening (449 kr)        = calm + sleep                          (parts 498 kr)
 * - bundle-mini-discovery (399 kr) = sleep-mini + calm-mini + focus-mini   (parts 447 kr)
 * - ritual-set (699 kr)            = sleep + tea-cup + tea-infuser + tea-spoon (parts 716 kr)
 *
 * Tax class: bundles of tea only are "food". ritual-set contains accessories (non-food goods make up
 * about two thirds of its parts' value), and a product carries a single tax class, so it is
 * "non_food" (25 %). That is the conservative choice: it never under-declares VAT. Splitting the price
 * between rates per part would need a per-part tax model that the product type does not have.
 * Its weight shows the tea it contains ("50 g") and netWeightGrams is null: a jämförpris (kr/kg)
 * over tea plus a cup would be misleading.
 *
 * Brewing figures, cup counts, caffeine and the free-gift threshold are read from domain/constants,
 * so the copy follows the constants if they change.
 */
import type { CatalogueProduct } from "~/domain/product";
import { FREE_GIFT, TEA_FACTS } from "~/domain/constants";
import { formatKr } from "~/domain/money";

// ---------------------------------------------------------------------------------------------
// Text helpers that read the shop constants
// ---------------------------------------------------------------------------------------------

const range = (r: { min: number; max: number }): string => `${r.min}–${r.max}`;

const TSP = `${range(TEA_FACTS.teaspoonsPerCup)} teskedar`;
const CUP = `${TEA_FACTS.cupMl} ml`;
const CAFFEINE = `cirka ${range(TEA_FACTS.brewing.focus.caffeineMgPerCup)} mg koffein per kopp`;
const SHELF_LIFE = `${TEA_FACTS.shelfLifeMonths} månader`;
const GIFT_THRESHOLD_KR = formatKr(FREE_GIFT.thresholdOre);

/** How many cups a given amount of tea gives, e.g. "25–30" for 50 g. */
function cups(grams: number): string {
  const { min, max } = TEA_FACTS.cupsPer50g;
  return `${Math.floor((min * grams) / 50)}–${Math.floor((max * grams) / 50)}`;
}

function brewing(blend: keyof typeof TEA_FACTS.brewing): { temp: string; time: string } {
  const b = TEA_FACTS.brewing[blend];
  return { temp: `${b.tempC} °C`, time: `${range(b.minutes)} minuter` };
}

const SLEEP_BREW = brewing("sleep");
const CALM_BREW = brewing("calm");
const FOCUS_BREW = brewing("focus");

function lowerFirst(s: string): string {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

/** One ingredient line per blend in a bundle: "Sleep (50 g): ekologisk kamomill 35 %, …". */
function bundleIngredients(parts: Array<{ name: string; weight: string; ingredients: string[] }>): string[] {
  return parts.map((p) => `${p.name} (${p.weight}): ${p.ingredients.map(lowerFirst).join(", ")}`);
}

const POUCH_STORAGE =
  `Förvaras torrt, mörkt och i rumstemperatur i den återförslutningsbara påsen. ` +
  `Hållbarhet ${SHELF_LIFE} från packning – se bäst före-datum på påsen.`;

const POUCHES_STORAGE =
  `Förvaras torrt, mörkt och i rumstemperatur i de återförslutningsbara påsarna. ` +
  `Hållbarhet ${SHELF_LIFE} från packning – se bäst före-datum på varje påse.`;

// ---------------------------------------------------------------------------------------------
// Shared blend facts (the minis hold exactly the same blends)
// ---------------------------------------------------------------------------------------------

const SLEEP_INGREDIENTS = [
  "Ekologisk kamomill 35\u00a0%",
  "Ekologisk citronmeliss 25\u00a0%",
  "Ekologisk lindblom 15\u00a0%",
  "Ekologisk lavendel 10\u00a0%",
  "Ekologisk passionsblomma 10\u00a0%",
  "Ekologisk havreört 5\u00a0%",
];

const CALM_INGREDIENTS = [
  "Ekologisk tulsi (helig basilika) 30\u00a0%",
  "Ekologiskt citrongräs 20\u00a0%",
  "Ekologisk citronmeliss 20\u00a0%",
  "Ekologisk pepparmynta 15\u00a0%",
  "Ekologiska rosenblad 10\u00a0%",
  "Ekologisk ringblomma 5\u00a0%",
];

const FOCUS_INGREDIENTS = [
  "Ekologiskt grönt te (sencha) 30\u00a0%",
  "Ekologisk pepparmynta 20\u00a0%",
  "Ekologisk ingefära 15\u00a0%",
  "Ekologiskt citronskal 15\u00a0%",
  "Ekologisk rosmarin 10\u00a0%",
  "Ekologiskt citrongräs 10\u00a0%",
];

const MIDVINTER_INGREDIENTS = [
  "Ekologisk rooibos 45\u00a0%",
  "Ekologiska äppelbitar 20\u00a0%",
  "Ekologisk ceylonkanel 10\u00a0%",
  "Ekologiskt apelsinskal 10\u00a0%",
  "Ekologisk kardemumma 5\u00a0%",
  "Ekologisk ingefära 5\u00a0%",
  "Ekologisk stjärnanis 3\u00a0%",
  "Ekologisk kryddnejlika 2\u00a0%",
];

const SLEEP_STEPS = [
  `Ta ${TSP} te per kopp (${CUP}).`,
  `Häll på vatten som håller ${SLEEP_BREW.temp} – koka upp och låt det stå en minut.`,
  `Låt dra under lock i ${SLEEP_BREW.time}, så stannar doften av kamomill och lavendel i koppen.`,
  "Sila och drick gärna en halvtimme före sänggåendet, i lugn och ro och utan skärm.",
];

const CALM_STEPS = [
  `Ta ${TSP} te per kopp (${CUP}).`,
  `Häll på vatten som håller ${CALM_BREW.temp} – koka upp och låt det stå en minut.`,
  `Låt dra i ${CALM_BREW.time} och sila.`,
  "Sommartips: kallbrygg 2 teskedar i en halvliter kallt vatten i kylen över natten.",
];

const FOCUS_STEPS = [
  `Ta ${TSP} te per kopp (${CUP}).`,
  `Häll på vatten som håller ${FOCUS_BREW.temp} – låt nykokt vatten svalna i två till tre minuter.`,
  `Låt dra i ${FOCUS_BREW.time}. Längre dragtid ger en strävare smak av det gröna teet.`,
  "Bladen räcker gott till en andra kopp – ge den en minut extra.",
];

const SLEEP_COLOURS = { primary: "#3B3F6B", accent: "#B8A9D4" };
const CALM_COLOURS = { primary: "#7D9275", accent: "#D9E2CF" };
const FOCUS_COLOURS = { primary: "#B8862F", accent: "#EBCB7E" };

// ---------------------------------------------------------------------------------------------
// The catalogue
// ---------------------------------------------------------------------------------------------

export const CATALOGUE: CatalogueProduct[] = [
  // ----- Blends ---------------------------------------------------------------------------
  {
    id: "sleep",
    kind: "blend",
    name: "Sleep",
    tagline: "Kvällste med kamomill, lind och lavendel",
    description:
      "En mild och blommig örtblandning för kvällens sista kopp. Kamomill och citronmeliss möter lindblom och en nypa lavendel – ett te att landa i när dagen är slut. Helt koffeinfri.",
    fullDescription: [
      "Sleep är vår kvällsritual i en kopp. Vi började blanda den för oss själva, för de kvällar när huvudet fortfarande går på högvarv fast kroppen längtar till sängen. Resultatet blev en rund, honungsmjuk blandning där kamomillens söta ton bärs upp av frisk citronmeliss och lindblommans milda blommighet.",
      "Lavendeln är doserad med lätt hand, så att den doftar mer än den smakar. Passionsblomma och havreört ger djup och en len avslutning. Kamomill och lind har länge druckits som kvällste runt om i Europa – och vi förstår varför.",
      `Gör den till en vana: släck taklampan, lägg undan telefonen och låt teet dra medan du borstar tänderna. Svårare än så behöver det inte vara. Sleep är helt koffeinfri, och en påse på 50 g räcker till ${cups(50)} koppar.`,
    ].join("\n\n"),
    priceOre: 24900,
    weight: "50 g",
    netWeightGrams: 50,
    ingredients: [...SLEEP_INGREDIENTS],
    benefits: [
      "Koffeinfri – en självklar kopp efter middagen",
      "Mild och blommig smak med toner av honung och citrus",
      "Kamomill och lind är örter som traditionellt har druckits som kvällste",
      "En lugn stund före sänggåendet, utan skärmar och brådska",
    ],
    howToUse: [...SLEEP_STEPS],
    storage: POUCH_STORAGE,
    stockStatus: "in_stock",
    stockCount: 180,
    popularity: 100,
    isBestseller: true,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["sleep-mini", "bundle-evening", "tea-infuser"],
    taxClass: "food",
    colours: { ...SLEEP_COLOURS },
  },
  {
    id: "calm",
    kind: "blend",
    name: "Calm",
    tagline: "Örtte med tulsi, citrongräs och ros för dagens pauser",
    description:
      "En frisk och blommig blandning för mitt på dagen, när du behöver trycka på paus. Tulsi och citrongräs ger lyster, pepparmynta och rosenblad en mjuk avrundning. Helt koffeinfri.",
    fullDescription: [
      "Calm är teet vi brygger när eftermiddagen börjar kännas lång. Basen är tulsi, även kallad helig basilika – en ört med en varm, lätt kryddig ton som i århundraden har druckits som vardagste i Indien. Tillsammans med citrongräs och citronmeliss blir smaken frisk och ljus.",
      "Pepparmyntan ger svalka utan att ta över, och rosenbladen och ringblomman gör blandningen lite mjukare – och vackrare i påsen. Resultatet är en kopp som smakar grönt, citrusfriskt och blommigt på samma gång.",
      `Fäll ner locket på datorn, brygg en kopp och ge dig själv de minuter det tar för teet att dra. Calm är koffeinfri och passar lika bra klockan tre som klockan nio. En påse på 50 g räcker till ${cups(50)} koppar.`,
    ].join("\n\n"),
    priceOre: 24900,
    weight: "50 g",
    netWeightGrams: 50,
    ingredients: [...CALM_INGREDIENTS],
    benefits: [
      "Koffeinfri – passar när som helst på dagen",
      "Frisk smak av citrongräs och mynta med en blommig ton av ros",
      "Tulsi har traditionellt druckits som vardagste i Indien",
      "En stunds paus mitt i dagen, bara för dig",
    ],
    howToUse: [...CALM_STEPS],
    storage: POUCH_STORAGE,
    stockStatus: "in_stock",
    stockCount: 160,
    popularity: 96,
    isBestseller: true,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["calm-mini", "bundle-evening", "glass-cup"],
    taxClass: "food",
    colours: { ...CALM_COLOURS },
  },
  {
    id: "focus",
    kind: "blend",
    name: "Focus",
    tagline: "Grönt te med pepparmynta, ingefära och rosmarin",
    description: `En klar och frisk blandning för morgonen och förmiddagens arbete. Grönt sencha-te möter pepparmynta, ingefära och rosmarin med en ton av citron. Innehåller lite koffein, ${CAFFEINE}.`,
    fullDescription: [
      "Focus är blandningen för morgonen – för dig som vill ha något varmt i koppen när dagen startar, men inte alltid är sugen på kaffe. Basen är ekologiskt grönt sencha-te, som ger koppen en mjuk, lätt gräsig sötma.",
      `Det gröna teet bidrar med en mild dos koffein, ${CAFFEINE}, vilket är betydligt mindre än i en vanlig kopp kaffe. Pepparmynta och rosmarin ger en frisk, örtig klarhet, ingefäran värme och citronskalet en ljus syrlighet.`,
      `Brygg Focus lite svalare och kortare än våra andra blandningar – ${FOCUS_BREW.temp} i ${FOCUS_BREW.time} – så behåller det gröna teet sin sötma utan att bli beskt. Häll upp i en termos och ta med till skrivbordet, eller gör koppen till ett stilla ögonblick innan du öppnar mejlen. En påse på 50 g räcker till ${cups(50)} koppar.`,
    ].join("\n\n"),
    priceOre: 24900,
    weight: "50 g",
    netWeightGrams: 50,
    ingredients: [...FOCUS_INGREDIENTS],
    benefits: [
      `Innehåller koffein: ${CAFFEINE}`,
      "Frisk smak av mynta och citron med en värmande ton av ingefära",
      "Ett mjukare alternativ till morgonkaffet",
      "Gjord för morgonens ritual: en kopp, en lista, en sak i taget",
    ],
    howToUse: [...FOCUS_STEPS],
    storage: POUCH_STORAGE,
    stockStatus: "in_stock",
    stockCount: 140,
    popularity: 92,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["focus-mini", "thermos", "tea-infuser"],
    taxClass: "food",
    colours: { ...FOCUS_COLOURS },
  },

  // ----- Limited edition ------------------------------------------------------------------
  {
    id: "midvinter",
    kind: "limited",
    name: "Midvinter",
    tagline: "Julte med rooibos, äpple, kanel och kardemumma",
    description:
      "Vår begränsade vinterblandning, som doftar glögg och pepparkaksdeg. Rooibos, äpple och apelsinskal med kanel, kardemumma och stjärnanis – naturligt söt och helt koffeinfri.",
    fullDescription: [
      "Midvinter blandas en gång om året, i en liten upplaga som räcker så länge den räcker. Den är vår hyllning till årets mörkaste veckor – när det är kolsvart redan vid tre, adventsljusstakarna lyser i fönstren och hela hemmet får dofta kryddor.",
      "Basen är sydafrikansk rooibos med sin naturliga sötma och sina toner av vanilj och honung. Torkade äppelbitar och apelsinskal ger frukt, medan ceylonkanel, kardemumma, ingefära, stjärnanis och en gnutta kryddnejlika gör koppen varm och julig utan att bli stickig.",
      "Midvinter är helt koffeinfri och passar lika bra till lussekatten på morgonen som framför brasan sent på kvällen. Den är också gjord för att delas: brygg en hel kanna, ställ fram pepparkakorna och låt samtalet ta den tid det tar.",
    ].join("\n\n"),
    priceOre: 27900,
    weight: "50 g",
    netWeightGrams: 50,
    ingredients: [...MIDVINTER_INGREDIENTS],
    benefits: [
      "Begränsad upplaga – blandas bara inför julen",
      "Koffeinfri, med naturlig sötma från rooibos och äpple",
      "Doftar jul: kanel, kardemumma, apelsin och stjärnanis",
      "Gott att brygga i kanna och dela med fler",
    ],
    howToUse: [
      `Ta ${TSP} te per kopp (${CUP}), eller 4–8 teskedar till en liter i kanna.`,
      "Häll på nykokt vatten, 95–100 °C – rooibos vill ha värmen.",
      "Låt dra i 5–7 minuter. Rooibos blir inte bittert, så låt det gärna dra längre om du vill ha en fylligare kopp.",
      "Gott som det är, eller med en skvätt havredryck och en klick honung.",
    ],
    storage: POUCH_STORAGE,
    stockStatus: "low_stock",
    stockCount: 8,
    popularity: 88,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: true,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["teapot", "tea-cup", "sleep"],
    taxClass: "food",
    colours: { primary: "#7A1F2B", accent: "#C9A24B" },
  },

  // ----- Minis ----------------------------------------------------------------------------
  {
    id: "sleep-mini",
    kind: "mini",
    name: "Sleep Mini",
    tagline: "Prova Sleep – tre små påsar à 15 g",
    description:
      "Vår kvällsblandning Sleep i tre små påsar à 15 g. Lagom för att lära känna smaken, ta med på resan eller ge bort till någon som förtjänar en lugn kväll.",
    fullDescription: [
      "Sleep Mini innehåller precis samma blandning som Sleep i stor påse: kamomill, citronmeliss, lindblom, lavendel, passionsblomma och havreört. Skillnaden är förpackningen – tre återförslutningsbara påsar à 15 g i stället för en på 50 g.",
      `Varje liten påse räcker till ${cups(15)} koppar, ungefär en veckas kvällsritualer. Ha en i necessären, en i skrivbordslådan och en hemma – eller ge bort en. Tycker du om smaken finns Sleep också i 50 g-påse.`,
    ].join("\n\n"),
    priceOre: 14900,
    weight: "3 × 15 g",
    netWeightGrams: 45,
    ingredients: [...SLEEP_INGREDIENTS],
    benefits: [
      "Samma koffeinfria kvällsblandning som Sleep",
      "Tre påsar à 15 g – lätta att ta med på resan",
      "Ett enkelt sätt att prova innan du köper en hel påse",
      "En fin liten present till någon som behöver en lugn kväll",
    ],
    howToUse: [...SLEEP_STEPS],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 120,
    popularity: 80,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["sleep", "bundle-mini-discovery", "tea-bags"],
    taxClass: "food",
    colours: { ...SLEEP_COLOURS },
  },
  {
    id: "calm-mini",
    kind: "mini",
    name: "Calm Mini",
    tagline: "Prova Calm – tre små påsar à 15 g",
    description:
      "Vår dagsblandning Calm i tre små påsar à 15 g. Perfekt för att prova smaken av tulsi, citrongräs och ros, eller för att ha en påse på jobbet.",
    fullDescription: [
      "Calm Mini innehåller precis samma blandning som Calm i stor påse: tulsi, citrongräs, citronmeliss, pepparmynta, rosenblad och ringblomma. Skillnaden är förpackningen – tre återförslutningsbara påsar à 15 g i stället för en på 50 g.",
      `Varje liten påse räcker till ${cups(15)} koppar. Lägg en i skrivbordslådan för eftermiddagens paus, en i väskan och en hemma i köket. Tycker du om smaken finns Calm också i 50 g-påse.`,
    ].join("\n\n"),
    priceOre: 14900,
    weight: "3 × 15 g",
    netWeightGrams: 45,
    ingredients: [...CALM_INGREDIENTS],
    benefits: [
      "Samma koffeinfria blandning som Calm",
      "Tre påsar à 15 g – en för jobbet, en för väskan, en för hemmet",
      "Ett enkelt sätt att prova innan du köper en hel påse",
      "Frisk smak av citrongräs och mynta med en ton av ros",
    ],
    howToUse: [...CALM_STEPS],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 110,
    popularity: 76,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["calm", "bundle-mini-discovery", "glass-cup"],
    taxClass: "food",
    colours: { ...CALM_COLOURS },
  },
  {
    id: "focus-mini",
    kind: "mini",
    name: "Focus Mini",
    tagline: "Prova Focus – tre små påsar à 15 g",
    description: `Vår morgonblandning Focus i tre små påsar à 15 g. Grönt te, pepparmynta och ingefära att prova hemma eller ta med till jobbet. Innehåller lite koffein, ${CAFFEINE}.`,
    fullDescription: [
      "Focus Mini innehåller precis samma blandning som Focus i stor påse: grönt sencha-te, pepparmynta, ingefära, citronskal, rosmarin och citrongräs. Skillnaden är förpackningen – tre återförslutningsbara påsar à 15 g i stället för en på 50 g.",
      `Varje liten påse räcker till ${cups(15)} koppar. Det gröna teet ger ${CAFFEINE}, betydligt mindre än en kopp kaffe. Ha en påse på jobbet och en i resväskan – och finns det en favorit, så finns Focus också i 50 g-påse.`,
    ].join("\n\n"),
    priceOre: 14900,
    weight: "3 × 15 g",
    netWeightGrams: 45,
    ingredients: [...FOCUS_INGREDIENTS],
    benefits: [
      `Innehåller koffein: ${CAFFEINE}`,
      "Samma friska morgonblandning som Focus",
      "Tre påsar à 15 g – lätta att ha med sig",
      "Ett enkelt sätt att prova innan du köper en hel påse",
    ],
    howToUse: [...FOCUS_STEPS],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 100,
    popularity: 72,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["focus", "bundle-mini-discovery", "thermos"],
    taxClass: "food",
    colours: { ...FOCUS_COLOURS },
  },

  // ----- Bundles --------------------------------------------------------------------------
  {
    id: "bundle-complete",
    kind: "bundle",
    name: "Dygnsritualen",
    tagline: "Focus, Calm och Sleep – för morgon, eftermiddag och kväll",
    description:
      "Alla tre blandningarna i ett paket: Focus för morgonen, Calm för eftermiddagens paus och Sleep för kvällen. Tre påsar à 50 g till ett lägre pris än om du köper dem var för sig.",
    fullDescription: [
      "Dygnsritualen är för dig som vill ha en kopp för varje del av dagen. Vi satte ihop paketet efter hur vi själva dricker te: något klart och friskt på morgonen, något mjukt och grönt när eftermiddagen drar ut på tiden och något blommigt och koffeinfritt när det är dags att varva ner.",
      `I paketet finns Focus, Calm och Sleep i varsin återförslutningsbar påse på 50 g – sammanlagt ${cups(150)} koppar. Focus innehåller en liten mängd koffein, ${CAFFEINE}; Calm och Sleep är koffeinfria.`,
      "Paketet är också en fin present till den som tycker om te men inte vet var hen ska börja – och det kostar mindre än de tre blandningarna köpta var för sig.",
    ].join("\n\n"),
    priceOre: 64900,
    weight: "3 × 50 g",
    netWeightGrams: 150,
    ingredients: bundleIngredients([
      { name: "Focus", weight: "50 g", ingredients: FOCUS_INGREDIENTS },
      { name: "Calm", weight: "50 g", ingredients: CALM_INGREDIENTS },
      { name: "Sleep", weight: "50 g", ingredients: SLEEP_INGREDIENTS },
    ]),
    benefits: [
      "En blandning för varje del av dagen: morgon, eftermiddag och kväll",
      `Tre påsar à 50 g – sammanlagt ${cups(150)} koppar`,
      "Lägre pris än om du köper blandningarna var för sig",
      `Focus innehåller ${CAFFEINE}; Calm och Sleep är koffeinfria`,
    ],
    howToUse: [
      `Ta ${TSP} te per kopp (${CUP}).`,
      `Focus: ${FOCUS_BREW.temp} i ${FOCUS_BREW.time} – gärna på morgonen.`,
      `Calm: ${CALM_BREW.temp} i ${CALM_BREW.time} – när dagen behöver en paus.`,
      `Sleep: ${SLEEP_BREW.temp} i ${SLEEP_BREW.time} – en stund före sänggåendet.`,
    ],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 60,
    popularity: 85,
    isBestseller: true,
    isBundle: true,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: ["focus", "calm", "sleep"],
    relatedProducts: ["bundle-evening", "ritual-set", "tea-jar"],
    taxClass: "food",
    colours: { primary: "#5B5670", accent: "#D8C7A3" },
  },
  {
    id: "bundle-evening",
    kind: "bundle",
    name: "Kvällsritualen",
    tagline: "Calm och Sleep – två koffeinfria koppar för kvällen",
    description:
      "Två koffeinfria blandningar för kvällen: Calm när du kommer hem och vill landa, Sleep en stund innan du släcker lampan. Två påsar à 50 g till ett lägre pris än var för sig.",
    fullDescription: [
      "Kvällsritualen är två koppar som ramar in kvällen. Den första, Calm, brygger du när jackan är upphängd och dagen ska släppas – frisk och grön med tulsi, citrongräs och en ton av ros. Den andra, Sleep, hör till den sista timmen före sänggåendet: mjuk och blommig med kamomill, lindblom och lavendel.",
      `Båda blandningarna är helt koffeinfria och kommer i varsin återförslutningsbar påse på 50 g, som tillsammans räcker till ${cups(100)} koppar. Paketet kostar mindre än de två blandningarna köpta var för sig.`,
    ].join("\n\n"),
    priceOre: 44900,
    weight: "2 × 50 g",
    netWeightGrams: 100,
    ingredients: bundleIngredients([
      { name: "Calm", weight: "50 g", ingredients: CALM_INGREDIENTS },
      { name: "Sleep", weight: "50 g", ingredients: SLEEP_INGREDIENTS },
    ]),
    benefits: [
      "Två koffeinfria blandningar för kvällens två stunder",
      "Frisk och grön Calm, mjuk och blommig Sleep",
      `Två påsar à 50 g – sammanlagt ${cups(100)} koppar`,
      "Lägre pris än om du köper blandningarna var för sig",
    ],
    howToUse: [
      `Ta ${TSP} te per kopp (${CUP}).`,
      `Brygg båda med vatten som håller ${SLEEP_BREW.temp} och låt dra i ${SLEEP_BREW.time}.`,
      "Calm: tidigt på kvällen, när du har kommit hem.",
      "Sleep: en stund före sänggåendet, gärna utan skärm.",
    ],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 50,
    popularity: 70,
    isBestseller: false,
    isBundle: true,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: ["calm", "sleep"],
    relatedProducts: ["sleep", "calm", "tea-cup"],
    taxClass: "food",
    colours: { primary: "#2F3350", accent: "#A99BC9" },
  },
  {
    id: "bundle-mini-discovery",
    kind: "bundle",
    name: "Mini Discovery",
    tagline: "Provarset med Sleep, Calm och Focus i små påsar",
    description:
      "Osäker på vilken blandning som passar dig? Här får du Sleep, Calm och Focus som minipaket – nio små påsar à 15 g. Finns bara i vår webbshop.",
    fullDescription: [
      "Mini Discovery är det enklaste sättet att hitta din blandning. Du får alla tre – Sleep, Calm och Focus – som minipaket med tre påsar à 15 g vardera. Det räcker för att prova varje blandning i lugn och ro under ett par veckor, vid olika tider på dagen.",
      "Många blir förvånade över vilken som blir favoriten. Kanske byter du ut morgonkaffet mot Focus, kanske blir Calm eftermiddagens nya vana. När du har bestämt dig finns alla blandningar i 50 g-påse.",
      `Setet säljs bara här i webbshoppen och kostar mindre än de tre minipaketen köpta var för sig. Focus innehåller en liten mängd koffein, ${CAFFEINE}; Sleep och Calm är koffeinfria.`,
    ].join("\n\n"),
    priceOre: 39900,
    weight: "9 × 15 g",
    netWeightGrams: 135,
    ingredients: bundleIngredients([
      { name: "Sleep Mini", weight: "3 × 15 g", ingredients: SLEEP_INGREDIENTS },
      { name: "Calm Mini", weight: "3 × 15 g", ingredients: CALM_INGREDIENTS },
      { name: "Focus Mini", weight: "3 × 15 g", ingredients: FOCUS_INGREDIENTS },
    ]),
    benefits: [
      "Alla tre blandningarna – hitta din favorit",
      "Nio små påsar à 15 g, lätta att ta med",
      "Lägre pris än om du köper minipaketen var för sig",
      `Focus innehåller ${CAFFEINE}; Sleep och Calm är koffeinfria`,
    ],
    howToUse: [
      `Ta ${TSP} te per kopp (${CUP}).`,
      `Sleep och Calm: ${SLEEP_BREW.temp} i ${SLEEP_BREW.time}.`,
      `Focus: ${FOCUS_BREW.temp} i ${FOCUS_BREW.time}.`,
      "Prova varje blandning vid olika tider på dagen och känn efter vilken du tycker bäst om.",
    ],
    storage: POUCHES_STORAGE,
    stockStatus: "in_stock",
    stockCount: 70,
    popularity: 66,
    isBestseller: false,
    isBundle: true,
    isLimitedEdition: false,
    isOnlineOnly: true,
    bundleProducts: ["sleep-mini", "calm-mini", "focus-mini"],
    relatedProducts: ["bundle-complete", "tea-infuser", "tea-bags"],
    taxClass: "food",
    colours: { primary: "#8E7F6A", accent: "#E9DFCF" },
  },
  {
    id: "ritual-set",
    kind: "bundle",
    name: "Ritualsetet",
    tagline: "Sleep, tekopp, tesil och temått – allt för en egen kvällsritual",
    description:
      "Allt du behöver för att börja brygga löste: vår kvällsblandning Sleep i 50 g-påse, en handglaserad tekopp i stengods, en tesil i rostfritt stål och ett temått i ek. Finns bara i vår webbshop.",
    fullDescription: [
      "Ritualsetet är vår favoritpresent – till någon annan eller till dig själv. Det innehåller allt som behövs för att göra kvällsteet till en stund i stället för något man dricker i farten: en påse Sleep, en tekopp i stengods, en tesil som passar i koppen och ett temått i ek.",
      `Själva ritualen är enkel. Mät upp teet, låt vattnet svalna en minut efter kokningen, häll upp och vänta. De ${SLEEP_BREW.time} det tar för Sleep att dra är en bra stund att bara sitta ner.`,
      "Setet finns bara här i webbshoppen och kostar mindre än delarna köpta var för sig.",
    ].join("\n\n"),
    priceOre: 69900,
    weight: "50 g",
    netWeightGrams: null,
    ingredients: [
      ...bundleIngredients([{ name: "Sleep", weight: "50 g", ingredients: SLEEP_INGREDIENTS }]),
      "Tekopp: stengods, blyfri glasyr",
      "Tesil: rostfritt stål 18/8",
      "Temått: massiv ek, livsmedelsgodkänd olja",
    ],
    benefits: [
      "Allt som behövs för att komma igång med löste",
      "Sleep – koffeinfri kvällsblandning, 50 g",
      "Tekopp i stengods, tesil i rostfritt stål och temått i ek",
      "Finns bara i vår webbshop",
    ],
    howToUse: [
      "Ställ tesilen i koppen och fyll den med ett mått Sleep – rågat om du vill ha en fylligare kopp.",
      `Häll på ${CUP} vatten som håller ${SLEEP_BREW.temp}.`,
      `Lägg silens lock på koppen och låt dra i ${SLEEP_BREW.time}.`,
      "Lyft upp tesilen och ställ den på det vända locket, så droppar det inte på bordet.",
    ],
    storage:
      `Förvara teet torrt, mörkt och i rumstemperatur i den återförslutningsbara påsen; hållbarhet ${SHELF_LIFE} från packning. ` +
      "Tekoppen och tesilen tål diskmaskin. Temåttet i ek diskas för hand och oljas in med lite matolja då och då.",
    stockStatus: "in_stock",
    stockCount: 30,
    popularity: 62,
    isBestseller: false,
    isBundle: true,
    isLimitedEdition: false,
    isOnlineOnly: true,
    bundleProducts: ["sleep", "tea-cup", "tea-infuser", "tea-spoon"],
    relatedProducts: ["sleep", "tea-jar", "teapot"],
    taxClass: "non_food",
    colours: { primary: "#A0674B", accent: "#3B3F6B" },
  },

  // ----- Accessories ----------------------------------------------------------------------
  {
    id: "tea-infuser",
    kind: "accessory",
    name: "Tesil",
    tagline: "Finmaskig tesil i rostfritt stål med lock",
    description:
      "En rymlig tesil som ger örterna plats att vecklas ut. Passar i de flesta koppar och muggar, och locket blir ett droppfat när teet har dragit klart.",
    fullDescription: [
      "Löste behöver utrymme. I en liten teboll trängs bladen ihop och smaken blir platt – i vår tesil har örterna plats att svälla och släppa sin arom. Den finmaskiga korgen håller kvar även små blomblad och kryddor, så att koppen blir klar.",
      "Silen är gjord i rostfritt stål och vilar på koppens kant med två små handtag. Den passar de flesta koppar och muggar med en öppning på 7–9 cm. Locket håller värmen i koppen medan teet drar och blir sedan ett litet fat att ställa silen på.",
    ].join("\n\n"),
    priceOre: 14900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Rostfritt stål 18/8"],
    benefits: [
      "Rymlig korg som ger örterna plats att dra ut smaken",
      "Finmaskig – håller kvar även små blomblad",
      "Passar koppar och muggar med en öppning på 7–9 cm",
      "Locket blir droppfat när teet har dragit klart",
    ],
    howToUse: [
      `Ställ tesilen i koppen och mät upp ${TSP} te.`,
      "Häll vattnet genom silen och lägg på locket medan teet drar.",
      "Lyft upp silen och ställ den på det vända locket.",
      "Töm silen i komposten och skölj den direkt under varmt vatten.",
    ],
    storage:
      "Tål diskmaskin. Skölj gärna direkt efter användning så att inga örter torkar fast i nätet; vid behov borstar du den ren med en mjuk diskborste.",
    stockStatus: "in_stock",
    stockCount: 90,
    popularity: 58,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-cup", "tea-spoon", "sleep"],
    taxClass: "non_food",
    colours: { primary: "#8A8D8F", accent: "#E6E1D8" },
  },
  {
    id: "tea-cup",
    kind: "accessory",
    name: "Tekopp",
    tagline: "Handglaserad tekopp i stengods, 300 ml",
    description:
      "En rejäl kopp i stengods med matt, lerfärgad utsida och blank glasyr på insidan. Rymmer 300 ml – lagom till en kopp te med tesilen i.",
    fullDescription: [
      "Vi ville ha en kopp som känns bra att hålla i med båda händerna en kall morgon. Den här är gjord i stengods, med ett tjockt gods som håller värmen länge, en matt utsida och en blank glasyr på insidan som är lätt att hålla ren.",
      "Varje kopp glaseras för hand, så nyansen skiftar en aning från kopp till kopp – det är en del av charmen. Koppen rymmer 300 ml och har plats för vår tesil, så att du kan brygga direkt i den.",
    ].join("\n\n"),
    priceOre: 22900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Stengods", "Blyfri glasyr"],
    benefits: [
      "Rymmer 300 ml – med plats för tesilen",
      "Tjockt stengods som håller värmen",
      "Handglaserad: varje kopp är lite unik",
      "Tål diskmaskin och mikrovågsugn",
    ],
    howToUse: [
      "Diska koppen före första användningen.",
      "Ställ tesilen i koppen och brygg teet direkt i den.",
      "Undvik snabba temperaturväxlingar, till exempel kokande vatten i en iskall kopp.",
    ],
    storage:
      "Tål diskmaskin och mikrovågsugn. Tefläckar på insidan tar du enkelt bort med lite bikarbonat och en fuktig trasa.",
    stockStatus: "in_stock",
    stockCount: 45,
    popularity: 54,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-infuser", "teapot", "calm"],
    taxClass: "non_food",
    colours: { primary: "#B87456", accent: "#EFE6DA" },
  },
  {
    id: "teapot",
    kind: "accessory",
    name: "Tekanna",
    tagline: "Tekanna i stengods med sil, 800 ml",
    description:
      "En rund tekanna i stengods med löstagbar sil i rostfritt stål. Rymmer 800 ml – ungefär tre koppar – och är gjord för att stå mitt på bordet.",
    fullDescription: [
      "Vissa stunder är för långa för en enda kopp. Tekannan är gjord för söndagsfrukosten, för fikat med en vän och för kvällar när samtalet drar ut på tiden. Den rymmer 800 ml, ungefär tre koppar, och den runda formen ger örterna gott om plats.",
      "Silen i rostfritt stål sitter i kannans öppning och lyfts ur när teet har dragit klart, så att den andra koppen inte blir besk. Pipen är formad för att hälla utan att droppa, och det tjocka stengodset håller teet varmt länge.",
      "Kannan glaseras för hand i samma lerfärgade ton som vår tekopp.",
    ].join("\n\n"),
    priceOre: 44900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Stengods", "Blyfri glasyr", "Sil i rostfritt stål 18/8"],
    benefits: [
      "Rymmer 800 ml – ungefär tre koppar",
      "Löstagbar sil i rostfritt stål",
      "Pip som häller utan att droppa",
      "Handglaserad i samma ton som vår tekopp",
    ],
    howToUse: [
      "Värm kannan med lite hett vatten och häll ut det.",
      `Mät upp ${TSP} te per kopp i silen – 3–6 teskedar till en full kanna.`,
      "Häll på vattnet, lägg på locket och låt dra enligt anvisningen på påsen.",
      "Lyft ur silen när teet har dragit klart, så blir det inte beskt.",
    ],
    storage:
      "Kannan tål diskmaskin men håller sig vackrast om den diskas för hand. Silen kan diskas i maskin. Låt kannan torka utan lock så att ingen fukt blir kvar.",
    stockStatus: "low_stock",
    stockCount: 4,
    popularity: 38,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-cup", "glass-cup", "midvinter"],
    taxClass: "non_food",
    colours: { primary: "#3A3A38", accent: "#C9B8A3" },
  },
  {
    id: "tea-jar",
    kind: "accessory",
    name: "Teburk",
    tagline: "Lufttät teburk i stengods med lock i ek",
    description:
      "En teburk som skyddar örterna mot ljus, fukt och dofter från köket. Rymmer en hel påse på 50 g och har ett lock i ek med tätningsring i silikon.",
    fullDescription: [
      "Torkade örter tycker inte om ljus, luft och fukt. Den här burken i glaserat stengods stänger ute alla tre, och locket i oljad ek sluter tätt tack vare en ring i silikon. Ställ den framme på bänken – den är gjord för att synas.",
      "Burken rymmer cirka 750 ml, vilket räcker till en hel påse på 50 g av våra blandningar eller ett par minipåsar. Häll i teet direkt eller ställ ner den öppnade påsen i burken för dubbelt skydd. Med vårt temått i ek bredvid har du allt på ett ställe.",
    ].join("\n\n"),
    priceOre: 19900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Stengods", "Blyfri glasyr", "Lock i oljad ek", "Tätningsring i silikon"],
    benefits: [
      "Skyddar teet mot ljus, fukt och dofter",
      "Rymmer cirka 750 ml – en hel påse på 50 g",
      "Lock i oljad ek med tätningsring i silikon",
      "Vacker nog att stå framme",
    ],
    howToUse: [
      "Diska burken och låt den torka helt innan du fyller den.",
      "Häll i teet eller ställ ner den öppnade påsen i burken.",
      "Tryck fast locket ordentligt så att silikonringen sluter tätt.",
      "Skriv gärna blandningens namn och bäst före-datum på en liten lapp under locket.",
    ],
    storage:
      "Burken diskas för hand. Locket i ek ska inte ligga i vatten eller diskas i maskin – torka av det med en fuktig trasa och olja in det med lite matolja när träet känns torrt.",
    stockStatus: "in_stock",
    stockCount: 60,
    popularity: 46,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-box", "tea-spoon", "sleep"],
    taxClass: "non_food",
    colours: { primary: "#A9805C", accent: "#F1EADF" },
  },
  {
    id: "glass-cup",
    kind: "accessory",
    name: "Glaskopp",
    tagline: "Dubbelväggad glaskopp i borosilikatglas, 250 ml",
    description:
      "En dubbelväggad kopp i borosilikatglas där teet ser ut att sväva. Ytterväggen håller sig sval att hålla i, medan teet håller värmen längre.",
    fullDescription: [
      "Det är något särskilt med att se färgen på teet – Sleeps ljusa guld, Calms mjuka gröna ton, Midvinters djupa rödbruna. I den här dubbelväggade koppen syns varje nyans, och teet ser nästan ut att sväva mitt i glaset.",
      `Luften mellan de två glasväggarna isolerar, så koppen är behaglig att hålla i även med nybryggt te, och teet håller värmen längre. Borosilikatglas är tunt och lätt men tål värme väl. Koppen rymmer ${CUP} – precis en kopp enligt våra bryggråd.`,
    ].join("\n\n"),
    priceOre: 17900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Borosilikatglas"],
    benefits: [
      "Dubbla väggar som isolerar – sval att hålla i, varm att dricka ur",
      `Rymmer ${CUP} – precis en kopp`,
      "Låter teets färg synas",
      "Tunt och lätt men värmetåligt borosilikatglas",
    ],
    howToUse: [
      "Skölj koppen med varmt vatten före första användningen.",
      "Brygg teet i kanna eller med tesil och häll upp i koppen.",
      "Ställ inte koppen i mikrovågsugn, på spisplatta eller i frysen.",
    ],
    storage: "Diskas helst för hand i varmt vatten. Undvik stora och snabba temperaturskillnader.",
    stockStatus: "in_stock",
    stockCount: 55,
    popularity: 50,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-infuser", "calm", "teapot"],
    taxClass: "non_food",
    colours: { primary: "#C9D3D1", accent: "#F5F2EC" },
  },
  {
    id: "tea-bags",
    kind: "accessory",
    name: "Tefilter",
    tagline: "Komposterbara tefilter i oblekt papper, 100 st",
    description:
      "Tefilter i oblekt papper för dig som vill ha lösteets smak med tepåsens enkelhet. Fyll, vik och brygg – sedan kan filtret komposteras. 100 st i förpackningen.",
    fullDescription: [
      "Ibland är en tesil inte praktisk: på jobbet, på tåget eller när du vill brygga direkt i termosen. Då är de här filtren lösningen. Du fyller dem med ditt te, viker över kanten och hänger dem i koppen. Smaken blir densamma som med löste, eftersom örterna har gott om plats i filtret.",
      "Filtren är gjorda av oblekt papper och kan komposteras tillsammans med teet. Fyll några i förväg och ta med dem i en burk, så har du färdiga koppar med dig vart du än går. Förpackningen innehåller 100 filter, lagom stora för en kopp eller en liten kanna.",
    ].join("\n\n"),
    priceOre: 12900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Oblekt papper"],
    benefits: [
      "Lösteets smak med tepåsens enkelhet",
      "Oblekt papper som kan komposteras",
      "Lagom stora för en kopp eller en liten kanna",
      "100 filter i förpackningen",
    ],
    howToUse: [
      `Öppna filtret och fyll det med ${TSP} te.`,
      "Vik över kanten så att teet stannar inne i filtret.",
      "Häng filtret över kanten på koppen och häll på vattnet.",
      "Lyft upp filtret när teet har dragit klart och lägg det i komposten.",
    ],
    storage: "Förvaras torrt, i förpackningen eller i en burk med lock.",
    stockStatus: "in_stock",
    stockCount: 200,
    popularity: 42,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["focus", "thermos", "tea-spoon"],
    taxClass: "non_food",
    colours: { primary: "#D8C9AE", accent: "#8C7B63" },
  },
  {
    id: "tea-spoon",
    kind: "accessory",
    name: "Temått",
    tagline: "Temått i massiv ek – lagom till en kopp",
    description:
      "Ett litet temått i oljad ek som gör det lätt att ta lagom mycket te. Ett struket mått ger en mild kopp, ett rågat en fylligare.",
    fullDescription: [
      "Det är de små sakerna som gör ritualen. Vårt temått är gjort i massiv ek, behandlat med livsmedelsgodkänd olja och har ett kort skaft, så att det får plats i teburken eller påsen. Det är format för att ge lagom mycket te: ett struket mått till en mild kopp, ett rågat till en fylligare.",
      `Temåttet följer också med som gåva när du handlar för ${GIFT_THRESHOLD_KR} eller mer, så länge lagret räcker.`,
    ].join("\n\n"),
    priceOre: 8900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Massiv ek", "Livsmedelsgodkänd olja"],
    benefits: [
      "Lagom mått: struket för en mild kopp, rågat för en fylligare",
      "Kort skaft som får plats i teburken",
      "Massiv ek som blir vackrare med åren",
      `Följer med som gåva när du handlar för ${GIFT_THRESHOLD_KR} eller mer, så länge lagret räcker`,
    ],
    howToUse: [
      `Ta ett struket mått te till en mild kopp (${CUP}), ett rågat till en fylligare.`,
      "Låt måttet ligga kvar i teburken, så har du det alltid nära till hands.",
      "Torka av det med en torr trasa efter användning.",
    ],
    storage:
      "Diskas för hand och torkas direkt – tål inte diskmaskin eller att ligga i vatten. Olja in med lite matolja när träet ser torrt ut.",
    stockStatus: "in_stock",
    stockCount: 150,
    popularity: 30,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-jar", "tea-infuser", "tea-bags"],
    taxClass: "non_food",
    colours: { primary: "#9C7A54", accent: "#EDE4D6" },
  },
  {
    id: "tea-box",
    kind: "accessory",
    name: "Telåda i ek",
    tagline: "Telåda i massiv ek med fyra fack",
    description:
      "En telåda i massiv ek med fyra fack och ett lock som skyddar mot ljus och damm. Här får påsar, minipaket och tefilter en egen plats i köket.",
    fullDescription: [
      "När tesamlingen växer behöver den ett hem. Telådan är gjord i massiv ek med fingerskarvade hörn och ett lock som vilar stadigt på lådan. Inuti finns fyra fack, vart och ett lagom stort för en påse på 50 g eller några minipåsar.",
      "Locket skyddar mot ljus och damm, och lådan är lika fin på köksbänken som på en hylla. Låt teet ligga kvar i sina återförslutningsbara påsar i facken, så håller det sig bäst. Tillsammans med en eller två av våra blandningar blir lådan en fin present.",
      "Eken är behandlad med naturlig träolja och får med tiden en varmare och djupare ton.",
    ].join("\n\n"),
    priceOre: 54900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Massiv ek", "Naturlig träolja"],
    benefits: [
      "Fyra fack – plats för fyra påsar à 50 g",
      "Lock som skyddar mot ljus och damm",
      "Massiv ek med fingerskarvade hörn",
      "En vacker present, gärna tillsammans med en blandning",
    ],
    howToUse: [
      "Ställ lådan torrt, en bit från spisen och diskbänken.",
      "Förvara teet i sina återförslutna påsar i facken.",
      "Sortera gärna efter tid på dagen: Focus, Calm och Sleep.",
    ],
    storage:
      "Torka av med en lätt fuktad trasa vid behov. Lådan tål inte vatten eller diskmaskin. Olja in den med träolja någon gång om året så håller sig ytan fin.",
    stockStatus: "in_stock",
    stockCount: 20,
    popularity: 26,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["tea-jar", "bundle-complete", "tea-spoon"],
    taxClass: "non_food",
    colours: { primary: "#7B5A3F", accent: "#E3D5C1" },
  },
  {
    id: "thermos",
    kind: "accessory",
    name: "Termos",
    tagline: "Termosflaska med tesil i rostfritt stål, 500 ml",
    description:
      "En dubbelväggad termos i rostfritt stål med löstagbar tesil. Håller teet varmt i upp till 12 timmar – till jobbet, skidbacken eller skogspromenaden.",
    fullDescription: [
      "Termosen är gjord för dig som tar med dig ritualen ut. Den rymmer 500 ml, ungefär två koppar, och har en löstagbar sil i rostfritt stål i halsen. Du brygger löste direkt i flaskan och lyfter ur silen när teet har dragit klart.",
      "De dubbla, vakuumisolerade stålväggarna håller teet varmt i upp till 12 timmar. Locket skruvas tätt, så att termosen kan ligga ner i väskan.",
      "Utsidan är matt pulverlackerad i en mörk, skogsgrön nyans som ligger skönt i handen. Fyll den med Focus på morgonen eller med Midvinter inför en vinterpromenad.",
    ].join("\n\n"),
    priceOre: 44900,
    weight: "",
    netWeightGrams: null,
    ingredients: ["Rostfritt stål 18/8", "Pulverlack", "Lock i BPA-fri polypropen", "Tätningar i silikon"],
    benefits: [
      "Håller teet varmt i upp till 12 timmar",
      "Löstagbar tesil – brygg direkt i flaskan",
      "Rymmer 500 ml, ungefär två koppar",
      "Tätt lock som klarar att ligga ner i väskan",
    ],
    howToUse: [
      "Förvärm termosen med hett vatten i några minuter och häll ut det.",
      "Lägg 2–4 teskedar te i silen och häll på vattnet.",
      "Låt dra enligt anvisningen på påsen och lyft sedan ur silen.",
      "Skruva på locket ordentligt innan du tar med dig termosen.",
    ],
    storage:
      "Diskas för hand – tål inte diskmaskin. Låt termosen torka utan lock. Mot tefläckar: fyll med varmt vatten och en tesked bikarbonat och låt stå över natten.",
    stockStatus: "in_stock",
    stockCount: 35,
    popularity: 34,
    isBestseller: false,
    isBundle: false,
    isLimitedEdition: false,
    isOnlineOnly: false,
    bundleProducts: [],
    relatedProducts: ["focus", "tea-bags", "tea-infuser"],
    taxClass: "non_food",
    colours: { primary: "#2F3A36", accent: "#BFC6BE" },
  },
];
