/**
 * Swedish copy for the Christmas, Rituals and About pages. Modest, true claims only: no awards,
 * no health promises, no invented numbers.
 */
import { GIFT_CARD } from "~/domain/constants";
import { formatKr } from "~/domain/money";

export const christmasCopy = {
  meta: {
    title: "Julspecial – Stilla",
    description:
      "Midvinter, vår julblandning i begränsad upplaga: rooibos, äpple, kanel och kardemumma. Finns under december, så länge lagret räcker.",
  },
  eyebrow: "Begränsad upplaga",
  title: "Julspecial",
  lead: "Varje vinter blandar vi en liten sats Midvinter – rooibos med äpple, apelsinskal, kanel och kardemumma. Den finns under december, så länge lagret räcker.",
  productsTitle: "Årets julblandning",
  empty: "Julblandningen finns inte i butiken just nu. Titta gärna in igen i december.",
  notes: [
    { title: "Finns under december", text: "Midvinter blandas en gång om året. När påsarna är slut får du vänta till nästa vinter." },
    { title: "Helt koffeinfri", text: "Rooibos och kryddor utan koffein – lika god till lussekatten som sent på kvällen." },
    { title: "Gjord för att delas", text: "Brygg en hel kanna, ställ fram pepparkakorna och låt samtalet ta den tid det tar." },
  ],
  toShop: "Se hela sortimentet",
  storyTitle: (name: string) => `Berättelsen om ${name}`,
  ingredientsTitle: "I blandningen",
  brewTitle: "Så brygger du",
  toProduct: (name: string) => `Läs mer om ${name}`,
  pairingsTitle: "Till julbordet",
  pairingsLead: "Det vi själva dukar fram när Midvinter står på bordet.",
  giftTitle: "Ge bort en stund",
  giftText: `Vet du inte vilken blandning som passar? Ett presentkort på ${formatKr(GIFT_CARD.minOre)}–${formatKr(GIFT_CARD.maxOre)} gäller i ${GIFT_CARD.validityMonths} månader och kommer med din egen hälsning.`,
  giftLink: "Köp ett presentkort",
} as const;

export const ritualsCopy = {
  meta: {
    title: "Ritualer – Stilla",
    description:
      "Fyra små ritualer för dagen: Focus på morgonen och förmiddagen, Calm mitt på dagen och Sleep på kvällen. En kopp te, några minuter och lite lugn.",
  },
  eyebrow: "Ritualer",
  title: "Fyra stunder om dagen",
  lead: "En ritual behöver inte vara stor. Det räcker med en kopp te och de minuter det tar för den att dra – en paus som du bestämmer över själv. Här är fyra som vi återkommer till varje dag.",
  rituals: [
    {
      id: "morning",
      label: "Morgon",
      from: "06",
      to: "09",
      title: "Morgonens första kopp",
      text: "Innan mejlen och nyheterna: sätt på vattnet, låt det svalna en stund och brygg en kopp Focus. Grönt te, pepparmynta och ingefära – friskt och klart, med lite koffein.",
      steps: ["Brygg en kopp medan köket fortfarande är tyst.", "Skriv ner dagens viktigaste sak.", "Drick långsamt, innan du tittar på skärmen."],
      productId: "focus",
      productName: "Focus",
    },
    {
      id: "forenoon",
      label: "Förmiddag",
      from: "09",
      to: "12",
      title: "Förmiddagens fokus",
      text: "När det är dags för dagens viktigaste uppgift: stäng flikarna du inte behöver och brygg en ny kopp Focus. Pepparmynta och ingefära ger en frisk smak, och det gröna teet lite koffein.",
      steps: ["Välj en sak att göra, och bara den.", "Låt teet dra medan du röjer skrivbordet.", "Sträck på dig varje gång du tar en klunk."],
      productId: "focus",
      productName: "Focus",
    },
    {
      id: "midday",
      label: "Mitt på dagen",
      from: "12",
      to: "15",
      title: "Eftermiddagens paus",
      text: "När dagen börjar kännas lång: fäll ner locket på datorn och ge dig själv några minuter. Calm är tulsi, citrongräs och ros – grönt, friskt och koffeinfritt.",
      steps: ["Res dig från skrivbordet.", "Låt teet dra i lugn och ro, utan att göra något annat.", "Ta med koppen ut, eller till fönstret."],
      productId: "calm",
      productName: "Calm",
    },
    {
      id: "evening",
      label: "Kväll",
      from: "20",
      to: "22",
      title: "Kvällens sista kopp",
      text: "En stund innan du släcker lampan: dämpa ljuset, lägg undan telefonen och brygg en kopp Sleep. Kamomill, lindblom och lavendel – mjukt, blommigt och helt koffeinfritt.",
      steps: ["Släck taklampan och tänd en mindre.", "Låt teet dra medan du borstar tänderna.", "Drick koppen i sängen, med en bok i stället för skärmen."],
      productId: "sleep",
      productName: "Sleep",
    },
  ],
  time: (label: string, from: string, to: string) => `${label} ${from}–${to}`,
  toProduct: (name: string) => `Till ${name}`,
  shopTitle: "Hitta din egen ritual",
  shopText: "Alla blandningar finns i 50 g-påse och som minipaket att prova.",
  toShop: "Till butiken",
} as const;

export const aboutCopy = {
  meta: {
    title: "Om Oss – Stilla",
    description:
      "Stilla är ett litet svenskt teföretag som blandar örtteer för morgon, eftermiddag och kväll. Noga utvalda örter, långsamhet och ärlighet.",
  },
  eyebrow: "Om Stilla",
  title: "Te för stunderna där emellan",
  story: [
    "Stilla bygger på en enkel idé: att en kopp te kan vara en anledning att stanna upp. Några minuter medan vattnet kokar och teet drar – en liten paus som ingen annan bestämmer över.",
    "I dag är vi ett litet svenskt teföretag som blandar tre örtteer för dagens olika stunder: Focus för morgonen, Calm för eftermiddagens paus och Sleep för kvällen. Till jul kommer Midvinter, i en liten upplaga.",
    "Vi blandar i små satser och packar teet i återförslutningsbara påsar. Vi är inte störst, och vi tänker inte bli det. Vi vill hellre göra några få saker väl.",
  ],
  valuesTitle: "Det här tror vi på",
  values: [
    {
      title: "Noga utvalda örter",
      // Organic only with the control body's code: the page adds organicCopy.about(code) then (ADR 077).
      text: "Vi väljer örterna i våra blandningar för smakens skull och skriver ut exakt vad som finns i varje påse, med andelar i procent.",
    },
    {
      title: "Långsamhet",
      text: "Ett te som ska dra i flera minuter kan inte stressas fram. Vi tror på små ritualer som får ta tid – och på att några minuters paus gör skillnad för dagen.",
    },
    {
      title: "Ärlighet",
      text: "Vi lovar inte mirakel. Te är te: gott, värmande och en anledning att stanna upp. Priser, innehåll och leveranstider säger vi som de är.",
    },
  ],
  closingTitle: "Säg hej",
  closingText: "Har du frågor om våra teer, eller vill du berätta vilken blandning som blev din favorit? Skriv till oss – vi svarar gärna.",
  toShop: "Till butiken",
  toContact: "Kontakta oss",
} as const;
