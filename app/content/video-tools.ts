/** Swedish copy for the four video tools (spec §2, §4, §5, §8; ADR 030). The spec's texts are kept word for word. */
import type { VideoJobSource, VideoJobStatus } from "~/domain/video-tools";

/** What the worker writes into a job's error (shown on the pages). */
export const videoJobCopy = {
  rateLimited:
    "429: Gränsen för antal förfrågningar hos videotjänsten är nådd. Lägg till en betalmetod hos videotjänsten för att kunna generera fler videor.",
  timedOut: (polls: number) => `Videon blev inte klar efter ${polls} statuskontroller (${(polls * 2) / 60} minuter). Försök igen.`,
  tooManyAttempts: "Renderingen avbröts flera gånger (servern startades om). Försök igen.",
  unexpected: "Något gick fel",
  busy: (slots: number) => `Alla ${slots} renderingsplatser är upptagna`,
  queueFull: (max: number) =>
    `Videokön är full: ${max} videor väntar eller renderas redan. Vänta tills några är klara och försök sedan igen.`,
} as const;

/** Spec §4 labels; the hero generator's queued jobs are 'Väntar...'. */
export function videoStatusLabel(status: VideoJobStatus, source: VideoJobSource = "generator"): string {
  switch (status) {
    case "queued":
      return source === "hero" ? "Väntar..." : "Startar...";
    case "starting":
      return "Startar...";
    case "processing":
      return "Bearbetar...";
    case "succeeded":
      return "Klar";
    case "failed":
      return "Misslyckades";
  }
}

export const videoToolsCopy = {
  nav: {
    label: "Videoverktyg",
    generator: "Skapa en video",
    hero: "Skapa startsidans videor",
    gallery: "Videogalleri",
    selector: "Välj startsidans videor",
  },
  toasts: {
    done: { title: "Video genererad!", description: "Din video är klar att använda." },
    failed: "Generering misslyckades",
    pollError: { title: "Fel vid statusuppdatering", description: "Kunde inte hämta videostatus" },
    rateLimited:
      "Gränsen för antal förfrågningar hos videotjänsten är nådd. Lägg till en betalmetod hos videotjänsten för att fortsätta.",
  },
  billingHint: "Lägg till en betalmetod hos videotjänsten",
  generator: {
    title: "Skapa en video",
    intro: "Beskriv videon du vill ha, så skapas den. Du kan lämna sidan under tiden – videon blir klar ändå och listan uppdateras av sig själv.",
    promptLabel: "Beskrivning av videon",
    promptHint: (max: number) => `Högst ${max} tecken. Skriv till exempel: ”Ånga som stiger ur en kopp, lavendel och indigo, lugn”.`,
    submit: "Generera Video",
    submitting: "Startar...",
    promptRequired: { title: "Prompt krävs", description: "Skriv en beskrivning av videon du vill generera" },
    listTitle: "Dina videor",
    empty: "Inga videor ännu. Skriv en beskrivning ovan för att generera den första.",
    provider: (name: string) => `Videotjänst: ${name === "local" ? "enkel lokal ersättare" : "extern tjänst (HTTP)"}`,
    /** Shown with the local provider: what it is and what it reads (ADR 064). */
    localStandIn: {
      title: "Så fungerar videorna just nu",
      text: "Videorna görs här på butikens server av en enkel ersättare för den riktiga AI-videotjänsten. Den kan inte göra filmade scener. Den läser beskrivningen och gör en rörlig bild av det du nämner:",
      points: [
        "färger, till exempel lavendel, indigo, rosa, grön, guld eller blå",
        "stämning: lugn, energisk, mörk eller klar",
        "motiv: ånga, löv, vågor, stjärnor eller ljus",
      ],
      textNote: "Orden i beskrivningen syns inte i videon. Vill du ha text skriver du till exempel ”text: God morgon”.",
    },
    progress: "Förlopp",
    download: "Ladda ner",
    downloadLabel: (prompt: string) => `Ladda ner videon ”${prompt}”`,
    retry: "Försök igen",
    retryLabel: (prompt: string) => `Försök igen: ${prompt}`,
    startedBy: (email: string) => `Startad av ${email}`,
    player: (prompt: string) => `Video: ${prompt}`,
  },
  hero: {
    title: "Skapa startsidans videor",
    intro:
      "Skapar en video till var och en av startsidans tre bilder, med 15 sekunders mellanrum. Varje video tar en stund och du kan lämna sidan under tiden. När de är klara väljer du dem under ”Välj startsidans videor”.",
    start: "Starta generering",
    restart: "Generera igen",
    running: "Genereringen pågår. Du kan lämna sidan; jobben fortsätter på servern.",
    prompt: "Beskrivning",
    toSelector: "Välj videor för startsidan",
    noneYet: "Ingen generering startad ännu.",
  },
  gallery: {
    title: "Videogalleri",
    intro: "Välj upp till tre videor till bildspelet överst på startsidan och tryck på ”Använd på startsidan”.",
    legend: "Galleriets videor",
    chosenTitle: "Dina val",
    chosenNone: "Inga videor valda ännu.",
    slide: (n: number) => `Bild ${n}`,
    developer: "Visa kod för utvecklare",
    developerIntro: "Samma val som kod, om en utvecklare vill lägga in videorna i startsidans kod.",
    selected: (n: number, max: number) => `${n} av ${max} valda`,
    min: "Minst en video krävs",
    max: "Max 3 videos",
    copy: "Kopiera kod",
    copied: "Koden är kopierad",
    copyFailed: "Kunde inte kopiera. Markera koden och kopiera den själv.",
    snippetLabel: "Kod för startsidans bildspel",
    use: "Använd på startsidan",
    saved: "Videoval sparat! Gå till startsidan för att se dina valda videor.",
    choose: (name: string) => `Välj ${name}`,
  },
  selector: {
    title: "Välj startsidans videor",
    intro: "Välj exakt tre videor för startsidans bildspel, i den ordning de ska visas. Valet gäller för alla besökare.",
    localLegend: "Butikens videor",
    generatedLegend: "Genererade videor",
    noGenerated: "Inga färdiga genererade videor ännu.",
    videoName: (n: number) => `Video ${n}`,
    selected: (n: number) => `${n} av 3 valda`,
    order: (n: number) => `Bild ${n}`,
    tooMany: "Du kan bara välja 3 videor",
    exactly: "Du måste välja exakt 3 videor",
    save: "Spara val",
    saved: "Videoval sparat! Gå till startsidan för att se dina valda videor.",
    toHome: "Gå till startsidan",
    current: "Används nu",
    unavailable: "En vald video finns inte längre. Välj om.",
  },
} as const;
