/** Swedish copy for booked parcels (issue #39, ADR 084): the console's booking and the parcel's states and events. */
import type { ParcelState } from "~/domain/parcel";

/** The parcel's state in the customer's words (and the console's). */
export const PARCEL_STATE_LABELS: Record<ParcelState, string> = {
  booked: "Skickad",
  sent: "Skickad",
  on_its_way: "På väg",
  ready_for_pickup: "Redo att hämtas",
  delivered: "Levererad",
  delayed: "Försenad",
  returned: "På väg tillbaka till oss",
};

export const shipmentCopy = {
  book: {
    button: "Boka frakt och skriv ut etikett",
    busy: "Bokar …",
    notFound: "Ordern finns inte.",
    cannotShip: "Ordern kan inte skickas nu: börja packa den först.",
    noServicePoint: "Kunden valde ett ombud men ordern saknar utlämningsställe. Skicka den manuellt i stället.",
    unweighed: "En produkt i ordern saknar fraktvikt. Ange den i produktens uppgifter (Fraktvikt i gram) och boka sedan frakten.",
    carrierFailed: (carrier: string, reason: string) => `${carrier} kunde inte boka frakten: ${reason}. Ingenting ändrades; försök igen.`,
    carrierNoAnswer: (carrier: string, reason: string) =>
      `Det gick inte att se om ${carrier} bokade frakten (${reason}). Den kan vara bokad: se efter i ${carrier}s portal innan du bokar igen.`,
    underWay: (number: number) => `Frakten för order ${number} bokas just nu. Vänta en stund och ladda om sidan.`,
    unanswered: (number: number, carrier: string) =>
      `Förra bokningen av order ${number} fick inget tydligt svar från ${carrier}. Se efter i ${carrier}s portal att ingen frakt bokades och välj sedan "Boka igen ändå".`,
    confirmAgain: "Boka igen ändå",
    unansweredNote: (carrier: string) => `Förra bokningen fick inget tydligt svar från ${carrier}: se efter i ${carrier}s portal innan du bokar igen.`,
    done: (number: number, tracking: string) => `Frakten för order ${number} är bokad (spårningsnummer ${tracking}) och ordern är markerad som skickad.`,
    alreadyBooked: (number: number, tracking: string) => `Order ${number} hade redan en bokad frakt (spårningsnummer ${tracking}); ingen ny bokades.`,
  },
  panel: {
    title: "Frakt och etikett",
    intro: (carrier: string) => `Bokas hos ${carrier}: etiketten kommer som PDF, spårningsnumret sparas och kunden får fraktmejlet.`,
    trackingNumber: "Spårningsnummer",
    state: "Paketets status",
    label: "Skriv ut etiketten (PDF)",
    packingSlip: "Skriv ut följesedeln",
    events: "Händelser från fraktbolaget",
    noEvents: "Inga händelser från fraktbolaget än.",
    lastError: (message: string) => `Senaste spårningen misslyckades: ${message}`,
    nextPoll: "Nästa spårning",
    servicePoint: "Utlämningsställe",
    option: "Leveranssätt",
  },
  bulk: {
    button: "Boka frakt och skriv ut etiketter",
    intro: (carrier: string) => `Eller boka frakten hos ${carrier} för alla valda order: varje order får sin etikett och markeras som skickad.`,
    booked: "Bokade",
    labels: "Etiketter att skriva ut",
    labelFor: (number: number) => `Etikett för order ${number} (PDF)`,
    refused: "Kunde inte bokas",
  },
  customer: {
    title: "Paketet",
    trackingNumber: "Spårningsnummer",
    readyAt: (place: string) => `Redo att hämtas hos ${place}`,
    eventsLabel: "Paketets händelser",
    source: (carrier: string) => `Händelserna kommer från ${carrier}.`,
  },
} as const;
