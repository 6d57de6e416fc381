/** Swedish copy for the newsletter's confirm and unsubscribe pages (the forms and e-mails: newsletter.ts). */
import { NEWSLETTER } from "~/domain/constants";

const pct = `${NEWSLETTER.welcomePercent}\u00a0%`;

export const newsletterPagesCopy = {
  confirm: {
    title: "Nyhetsbrevet",
    confirmed: "Tack! Din prenumeration är bekräftad.",
    confirmedText: `Vi har skickat ett välkomstmejl med din personliga kod på ${pct} rabatt. Koden gäller ett köp med den här e-postadressen.`,
    reconfirmed: "Välkommen tillbaka! Din prenumeration är bekräftad igen.",
    reconfirmedText: "Välkomstrabatten ges en gång per e-postadress, så den här gången skickar vi ingen ny kod.",
    already: "Din prenumeration är redan bekräftad.",
    alreadyText: "Du behöver inte göra något mer. Välkomstkoden skickades när du bekräftade första gången.",
    expired: "Länken har gått ut.",
    expiredText: "Bekräftelselänken gäller i sju dagar. Anmäl dig igen så skickar vi en ny.",
    invalid: "Länken fungerar inte.",
    invalidText: "Den kan vara felkopierad eller gälla en adress som har avregistrerats. Anmäl dig igen om du vill ha nyhetsbrevet.",
    shop: "Till butiken",
    signUpAgain: "Anmäl dig igen",
  },
  unsubscribe: {
    title: "Avregistrera nyhetsbrevet",
    question: "Vill du sluta få vårt nyhetsbrev?",
    text: "Tryck på knappen så tar vi bort din adress från utskicken. En personlig rabattkod du redan har fått gäller fortfarande.",
    button: "Avregistrera mig",
    busy: "Avregistrerar...",
    done: "Du är avregistrerad.",
    doneText: "Du får inga fler nyhetsbrev från oss. Ångrar du dig kan du anmäla dig igen när du vill.",
    already: "Adressen är redan avregistrerad.",
    invalid: "Länken fungerar inte.",
    invalidText: "Avregistreringslänken kan vara felkopierad. Mejla oss så hjälper vi dig.",
    home: "Till startsidan",
  },
} as const;
