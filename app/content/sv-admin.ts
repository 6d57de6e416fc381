/** The Swedish copy of the product list's quick edit and the outbox in the back office (part of `sv`, content/sv.ts). */

export const admin = {
  nav: { label: "Administration", products: "Produkter", outbox: "Utkorg" },
  /** The product list's quick edit of price and stock (the rest of the product pages: admin-products.ts). */
  products: {
    price: (name: string) => `Pris för ${name} (kr)`,
    stock: (name: string) => `Lager för ${name}`,
    save: (name: string) => `Spara ${name}`,
    saveLabel: "Spara",
    saved: (name: string) => `${name} sparad.`,
    invalid: "Ange pris i kronor (t.ex. 249 eller 249,50) och lager som ett heltal från 0.",
    unknown: "Produkten finns inte.",
  },
  outbox: {
    title: "Utkorg",
    intro: "Alla e-postmeddelanden som butiken har skickat eller köat, nyast först.",
    empty: "Inga e-postmeddelanden ännu.",
    to: "Till",
    subject: "Ämne",
    status: "Status",
    created: "Skapad",
    statuses: { outbox_only: "Endast utkorg", pending: "Väntar", sent: "Skickad", failed: "Misslyckades" } as Record<string, string>,
    show: "Visa innehåll",
    resend: "Skicka igen",
    resendLabel: (subject: string, to: string) => `Skicka igen: ${subject}, till ${to}`,
    resendHelp: "En kopia köas som ett nytt meddelande till samma mottagare; originalet ändras inte.",
    resent: (id: number) => `En kopia är köad (nr ${id}) och visas överst i listan.`,
    resentOutboxOnly: (id: number) => `En kopia är sparad i utkorgen (nr ${id}). SMTP är inte inställt, så den skickas inte.`,
    notResendable: "Presentkortsmejl skickas igen från ordern, med en ny kod (koden sparas inte i utkorgen).",
    notFound: "Meddelandet finns inte.",
    number: (id: number) => `Nr ${id}`,
  },
} as const;
