/**
 * Swedish copy for the admin's settings page (/admin/settings, "Inställningar"): the marketing claims the
 * home page may show (reviews, customers, press, testimonials) and the owner's order notifications.
 * The values themselves live in the database (site_setting), entered by the owner; nothing here is a claim.
 */
import { SHOP } from "~/domain/constants";

export const SETTINGS_LIMITS = {
  reviewMinimum: { min: 1, max: 1000 },
  customerMinimum: { min: 1, max: 1_000_000 },
  customerFigure: { min: 1, max: 10_000_000 },
  pressName: 60,
  pressUrl: 500,
  pressEntries: 12,
  quote: 300,
  firstName: 40,
  town: 60,
  testimonials: 12,
  email: 255,
} as const;

export const NOTIFY_MODE_LABELS = {
  each: "Ett mejl för varje order",
  daily: "En daglig sammanfattning",
  both: "Båda",
  off: "Av",
} as const;

export const CUSTOMER_MODE_LABELS = {
  orders: "Räkna från ordrarna",
  owner: "Min egen siffra",
  hidden: "Visa inte",
} as const;

const L = SETTINGS_LIMITS;

export const settingsCopy = {
  title: "Inställningar",
  intro:
    "Det här styr vad startsidan påstår om butiken och hur du får veta om nya ordrar. Marknadsföring måste vara sann (marknadsföringslagen): startsidan visar bara siffror som räknas fram ur butikens egna data och namn och citat som du själv för in här. Finns inget sant att visa, visas ingenting.",
  saved: "Sparat.",
  invalid: "Ändringen sparades inte. Rätta det som är markerat och försök igen.",
  lastChanged: (when: string, by: string) => `Senast ändrad ${when} av ${by}.`,
  neverChanged: "Inte ändrad ännu – standardvärdet gäller.",
  remove: "Ta bort",
  moveUp: "Flytta upp",
  moveDown: "Flytta ned",
  required: "Fyll i fältet",
  wholeNumber: (min: number, max: number) => `Ange ett heltal från ${min} till ${max}`,
  unknownEntry: "Posten finns inte längre. Ladda om sidan.",
  tooMany: (max: number) => `Du kan ha högst ${max} poster. Ta bort en först.`,
  badIntent: "Okänd åtgärd.",

  reviews: {
    title: "Omdömen",
    lead: "Betygsraden på startsidan (”4,5/5 från 12 omdömen”) räknas fram ur alla publicerade omdömen i butiken. Den visas först när det finns minst så här många.",
    minimum: "Minsta antal omdömen innan betyget visas",
    now: (count: number, average: string | null) =>
      count === 0 ? "Just nu finns inga omdömen." : `Just nu: ${count} ${count === 1 ? "omdöme" : "omdömen"}, snittbetyg ${average}.`,
    shows: "Betygsraden visas på startsidan.",
    hidden: "Betygsraden visas inte (för få omdömen).",
    save: "Spara omdömen",
  },

  customers: {
    title: "Kunder",
    lead: "Antal kunder på startsidan. ”Räkna från ordrarna” räknar olika kunder med minst en betald order som inte är makulerad, ångrad eller återbetald. Stora tal avrundas nedåt (1 247 visas som 1 200+).",
    mode: "Vad ska visas?",
    figure: "Din egen siffra (antal kunder)",
    figureHelp:
      "Du ansvarar själv för att siffran är sann och kan styrka den, till exempel med kunder från en tidigare butik. Den visas avrundad nedåt.",
    minimum: "Visa först från så här många kunder",
    now: (count: number) => `Just nu: ${count} ${count === 1 ? "kund" : "kunder"} med betald order.`,
    shows: (text: string) => `Startsidan visar: ”${text}”.`,
    hidden: "Startsidan visar inget antal kunder.",
    figureRequired: "Ange din siffra när du väljer ”Min egen siffra”",
    save: "Spara kunder",
  },

  press: {
    title: "Press (”Som setts i”)",
    lead: "Bara tidningar och medier som verkligen har skrivit om Stilla. Namnen visas i den här ordningen; med en länk går namnet till artikeln.",
    empty: "Inga pressnämningar – raden ”Som setts i” visas inte.",
    listLabel: "Pressnämningar",
    name: "Mediets namn",
    url: "Länk till artikeln (valfri)",
    urlInvalid: "Ange en fullständig länk som börjar med https:// eller http://",
    nameTooLong: `Högst ${L.pressName} tecken`,
    urlTooLong: `Högst ${L.pressUrl} tecken`,
    add: "Lägg till pressnämning",
    removeLabel: (name: string) => `Ta bort ${name}`,
    upLabel: (name: string) => `Flytta upp ${name}`,
    downLabel: (name: string) => `Flytta ned ${name}`,
  },

  testimonials: {
    title: "Kundcitat",
    lead: "Riktiga kunders egna ord, med deras samtycke. Bara förnamn och ort visas.",
    empty: "Inga kundcitat – avsnittet ”Vad våra kunder säger” visas inte.",
    listLabel: "Kundcitat",
    quote: `Citat (högst ${L.quote} tecken)`,
    quoteTooLong: `Citatet får vara högst ${L.quote} tecken`,
    firstName: "Förnamn",
    firstNameInvalid: "Bara förnamnet, utan efternamn",
    nameTooLong: `Högst ${L.firstName} tecken`,
    town: "Ort",
    townTooLong: `Högst ${L.town} tecken`,
    product: "Produkt som citatet handlar om",
    chooseProduct: "Välj produkt",
    productRequired: "Välj en produkt ur sortimentet",
    consent: "Kunden har samtyckt till att citatet publiceras med förnamn och ort",
    consentRequired: "Citatet kan bara publiceras med kundens samtycke",
    add: "Lägg till kundcitat",
    by: (name: string, town: string, product: string) => `${name}, ${town} – om ${product}`,
    removeLabel: (name: string, town: string) => `Ta bort citatet från ${name}, ${town}`,
  },

  notifications: {
    title: "Ordermejl till butiken",
    lead: "Hur du får veta om nya ordrar. Varje ordermejl har ordernummer, varor, summa, betalsätt och en länk till ordern i administrationen. Sammanfattningen kommer en gång per dag med gårdagens ordrar.",
    mode: "Skicka",
    email: "Till e-postadress",
    emailHelp: `Lämna tomt för butikens brevlåda (${SHOP.email}).`,
    emailInvalid: "Ange en giltig e-postadress",
    hour: "Sammanfattningen skickas efter klockan (svensk tid)",
    hourOption: (h: number) => `${String(h).padStart(2, "0")}:00`,
    save: "Spara ordermejl",
  },

  /** What the log in each setting says was done (shown as "Senast ändrad … av …"). */
  actions: {
    save_reviews: "omdömen",
    save_customers: "kunder",
    add_press: "pressnämning tillagd",
    remove_press: "pressnämning borttagen",
    move_press: "pressnämning flyttad",
    add_testimonial: "kundcitat tillagt",
    remove_testimonial: "kundcitat borttaget",
    save_notifications: "ordermejl",
    save_identity: "butikens uppgifter",
    save_organic: "ekologisk certifiering",
    save_delivery: "leveranssätt",
  },
} as const;
