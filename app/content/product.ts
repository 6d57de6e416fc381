/**
 * Swedish copy for the product page (/product/:id): the parts that hydrate (gallery, purchase, bought together, the
 * mini, related products, the sticky bar) and the not-found page; what is never rendered again after the server's HTML
 * (heading, offers, delivery, accordion, description) is in product-details.ts (ADR 043, fourth round). Amounts arrive
 * already formatted by formatKr and numbers come from the shop constants, so no figure is written into the copy twice.
 */

export const productCopy = {
  notFound: {
    title: "Produkten hittades inte",
    text: "Vi hittar ingen produkt på den här adressen. Den kan ha bytt namn eller tagits bort ur sortimentet.",
    back: "Tillbaka till butiken",
  },
  gallery: {
    label: "Produktbilder",
    zoom: "Förstora bilden",
    close: "Stäng",
    dialogTitle: (name: string) => `${name} – förstorad bild`,
    showImage: (name: string) => `Visa bild: ${name}`,
  },
  purchase: {
    legend: "Köpalternativ",
    onetime: "Engångsköp",
    subscription: "Prenumeration",
    perMonth: (amount: string) => `${amount}/mån`,
    subscriptionNote: (percent: number) => `${percent}\u00a0% lägre pris, levereras varje månad`,
    comingSoon: "Prenumerationer kommer snart!",
  },
  together: {
    title: "Köps ofta tillsammans",
    lead: (percent: number) => `Två saker som hör ihop. Köp båda och få ${percent}\u00a0% rabatt på paret i varukorgen.`,
    plus: "plus",
    total: (amount: string) => `Tillsammans ${amount}`,
    separately: (amount: string) => `Var för sig ${amount}`,
    saving: (amount: string) => `Du sparar ${amount}`,
    addBoth: "Lägg båda i varukorgen",
    adding: "Lägger till…",
    added: "Båda ligger i varukorgen",
    failed: "Vi kunde inte lägga båda i varukorgen. Försök igen.",
  },
  tryMini: {
    eyebrow: "Prova först",
    title: (name: string) => `Börja med ${name}`,
    text: (weight: string, price: string) =>
      `Samma blandning i ${weight} – ${price}. Lagom för att lära känna smaken innan du köper en hel påse.`,
    add: (name: string) => `Lägg ${name} i varukorgen`,
  },
  related: {
    title: "Passar bra med",
  },
  sticky: {
    label: "Snabbköp",
  },
} as const;
