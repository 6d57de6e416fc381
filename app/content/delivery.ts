/** Swedish copy for the delivery options (issue #39, ADR 083): checkout, the order, documents and the owner's settings. */
import type { DeliveryOptionId, ServicePoint } from "~/domain/delivery";

export const deliveryOptionNames: Record<DeliveryOptionId, string> = {
  "postnord-service-point": "PostNord till ombud eller paketskåp",
  "postnord-home": "Hemleverans",
  letter: "Brev i brevlådan",
};

/** The option in the folded line on a phone ("Leverans: Ombud eller paketskåp · 49 kr"). */
export const deliveryOptionShort: Record<DeliveryOptionId, string> = {
  "postnord-service-point": "Leverans: ombud/paketskåp",
  "postnord-home": "Leverans: hem",
  letter: "Leverans: brev",
};

/** The option's line where the carrier is not configured (home delivery is then "Frakt" as before). */
export const deliveryOptionHelp: Record<DeliveryOptionId, string> = {
  "postnord-service-point": "Hämta paketet hos ett ombud eller i ett paketskåp nära dig. Du får ett sms eller mejl när det har kommit.",
  "postnord-home": "Paketet lämnas vid din dörr eller i din brevlåda om det får plats.",
  letter: "Små och lätta beställningar, som minipaket, kommer som brev direkt i brevlådan.",
};

export const servicePointKinds: Record<ServicePoint["kind"], string> = { ombud: "Ombud", paketskap: "Paketskåp" };

/** "350 m", "1,2 km". */
export function formatDistance(m: number): string {
  return m < 1000 ? `${Math.round(m / 10) * 10} m` : `${(m / 1000).toFixed(1).replace(".", ",")} km`;
}

/** One line for the chosen point: "ICA Nära Hornstull (Ombud), Hornsgatan 100, 117 28 Stockholm". */
export function servicePointLine(p: ServicePoint): string {
  return `${p.name} (${servicePointKinds[p.kind]}), ${p.street}, ${p.postalCode.slice(0, 3)} ${p.postalCode.slice(3)} ${p.city}`;
}

export const deliveryCopy = {
  stepTitle: "Leveranssätt",
  legend: "Välj leveranssätt",
  estimate: (min: number, max: number, from: string, to: string) => `${min}–${max} arbetsdagar (${from}–${to})`,
  free: "Fri frakt",
  servicePoints: {
    title: "Välj ombud eller paketskåp",
    postalCode: "Postnummer för ombud",
    postalCodeHelp: "Vi visar de närmaste ombuden och paketskåpen.",
    search: "Visa ombud",
    searching: "Söker…",
    nearestDefault: "Väljer du inget skickar vi till ombudet närmast leveransadressens postnummer.",
    listLabel: (code: string) => `Ombud och paketskåp nära ${code.slice(0, 3)} ${code.slice(3)}`,
    none: "Vi hittade inga ombud nära det postnumret. Prova ett annat, eller välj hemleverans.",
    distance: (d: string) => `${d} bort`,
    hoursLabel: "Öppettider",
    chosen: "Valt ombud",
    update: "Uppdatera leveranssätt",
  },
  errors: {
    unknownOption: "Välj ett leveranssätt.",
    notOffered: "Det leveranssättet erbjuder vi inte just nu. Välj ett annat.",
    tooHeavy: "Beställningen är för tung för att skickas som brev. Välj ombud eller hemleverans.",
    postalCode: "Skriv ett svenskt postnummer med fem siffror, till exempel 118 20.",
    unknownPoint: "Ombudet du valde finns inte bland PostNords ombud nära postnumret. Sök igen och välj ett ombud i listan.",
    carrierDown: "Vi når inte PostNord just nu och kan inte hämta ombuden. Försök igen om en stund eller välj hemleverans.",
    noPointNearAddress: "Vi hittade inget ombud nära leveransadressen. Välj ett ombud med ett annat postnummer, eller hemleverans.",
  },
  /** On the order page, mails and documents. */
  order: {
    heading: "Leverans",
    option: "Leveranssätt",
    servicePoint: "Hämtas hos",
    hours: "Öppettider",
  },
} as const;

export const deliverySettingsCopy = {
  title: "Leveranssätt",
  lead: "Vilka leveranssätt kunden kan välja i kassan och vad de kostar. Hemleverans kostar det du angett som frakt under butikens uppgifter, och fri frakt gäller alla sätt från samma gräns. Ombud kräver att PostNord är konfigurerat (POSTNORD_API_KEY).",
  servicePointOffered: "Erbjud PostNord till ombud eller paketskåp",
  servicePointFee: "Pris för ombud (kr)",
  letterOffered: "Erbjud brev i brevlådan för små och lätta beställningar",
  letterFee: "Pris för brev (kr)",
  letterMaxGrams: "Högsta vikt för brev (gram)",
  letterMaxGramsHelp: "Varornas fraktvikter läggs ihop; en vara utan fraktvikt skickas aldrig som brev.",
  carrierMissing: "Ingen fraktfirma är konfigurerad: kassan visar bara hemleverans och brev, och du skriver in fraktfirma och kollinummer för hand.",
  carrierConfigured: (name: string) => `Fraktfirma: ${name}.`,
  save: "Spara leveranssätt",
  feeInvalid: "Skriv ett belopp i kronor mellan 0 och 10 000.",
  gramsInvalid: "Skriv en vikt i hela gram mellan 1 och 2 000.",
} as const;

/**
 * The chosen delivery as lines of text (mails, the receipt PDF): "Leveranssätt: …", and for a service point where
 * the parcel waits and its opening hours. Empty for an order without an option (before issue #39, or nothing ships).
 */
export function deliveryLines(o: { deliveryOption?: string | null; servicePoint?: ServicePoint | null }): string[] {
  const id = o.deliveryOption as DeliveryOptionId | null | undefined;
  if (!id || !(id in deliveryOptionNames)) return [];
  const lines = [`${deliveryCopy.order.option}: ${deliveryOptionNames[id]}`];
  if (id === "postnord-service-point" && o.servicePoint) {
    lines.push(`${deliveryCopy.order.servicePoint}: ${servicePointLine(o.servicePoint)}`);
    if (o.servicePoint.openingHours.length > 0) lines.push(`${deliveryCopy.order.hours}: ${o.servicePoint.openingHours.join(", ")}`);
  }
  return lines;
}
