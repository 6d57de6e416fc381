/** Swedish copy for /admin/messages: what came in through the contact form and the newsletter. */

export const adminMessagesCopy = {
  nav: "Meddelanden",
  title: "Meddelanden och nyhetsbrev",
  intro: "Kontaktmeddelanden och nyhetsbrevets prenumeranter, nyast först. Svar på ett meddelande går direkt till avsändaren.",
  messages: {
    title: "Kontaktmeddelanden",
    empty: "Inga meddelanden ännu.",
    count: (n: number) => (n === 1 ? "1 meddelande" : `${n} meddelanden`),
    from: "Från",
    received: "Mottaget",
    signedIn: "inloggad kund",
    reply: "Svara",
  },
  subscribers: {
    title: "Nyhetsbrevet",
    empty: "Inga prenumeranter ännu.",
    caption: "Prenumeranter på nyhetsbrevet",
    count: (n: number) => (n === 1 ? "1 adress" : `${n} adresser`),
    email: "E-postadress",
    status: "Status",
    signedUp: "Anmäld",
    confirmed: "Bekräftad",
    code: "Välkomstkod",
    codeUsed: "använd",
    codeUnused: "oanvänd",
    none: "–",
    statuses: { pending: "Väntar på bekräftelse", active: "Aktiv", unsubscribed: "Avregistrerad" } as Record<string, string>,
  },
} as const;
