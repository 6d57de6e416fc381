/**
 * Swedish copy for the product page (/product/:id). Amounts arrive already formatted by formatKr and
 * numbers come from the shop constants, so no figure is written into the copy twice.
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
  limitedBanner: {
    title: "Begränsad upplaga",
    midvinter:
      "Midvinter blandas i en liten sats inför varje jul och säljs under december – så länge lagret räcker. När påsarna är slut kommer blandningen tillbaka först nästa vinter.",
    other: "Den här produkten finns i en begränsad upplaga och säljs så länge lagret räcker.",
  },
  price: {
    label: "Pris",
    comparison: (perKg: string) => `Jämförpris ${perKg}/kg`,
    weight: (weight: string) => `Vikt ${weight}`,
    vatIncluded: "inkl. moms",
  },
  stock: {
    in_stock: "I lager",
    low_stock: (count: number) => `Få kvar – bara ${count} i lager`,
    out_of_stock: "Slutsåld",
  },
  multiBuy: (percent: number, pair: string) => `Köp 2 av samma, få ${percent}\u00a0% rabatt automatiskt – två för ${pair}`,
  bundle: {
    save: (amount: string) => `Spara ${amount}`,
    saveLead: "jämfört med att köpa delarna var för sig.",
    contains: "Det här ingår",
  },
  purchase: {
    legend: "Köpalternativ",
    onetime: "Engångsköp",
    subscription: "Prenumeration",
    perMonth: (amount: string) => `${amount}/mån`,
    subscriptionNote: (percent: number) => `${percent}\u00a0% lägre pris, levereras varje månad`,
    comingSoon: "Prenumerationer kommer snart!",
  },
  delivery: {
    title: "Leverans och retur",
    dispatch: (min: number, max: number) => `Skickas inom ${min}–${max} arbetsdagar`,
    delivery: (min: number, max: number) => `Leverans inom ${min}–${max} arbetsdagar i Sverige`,
    shipping: (freeFrom: string, fee: string) => `Fri frakt från ${freeFrom}, annars ${fee}`,
    openPurchase: (days: number) => `${days} dagars öppet köp på oöppnade, förseglade produkter`,
    withdrawal: (days: number) => `${days} dagars ångerrätt enligt distansavtalslagen`,
  },
  accordion: {
    benefits: "Fördelar",
    ingredients: "Ingredienser",
    howToUse: "Hur Du Använder",
    foodInfo: "Livsmedelsinformation",
    materialCare: "Material och skötsel",
    ingredientList: "Ingredienser",
    netWeight: "Nettovikt",
    storage: "Förvaring och hållbarhet",
    operator: "Livsmedelsföretagare",
    material: "Material",
    care: "Skötsel",
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
  descriptionTitle: "Om produkten",
} as const;
