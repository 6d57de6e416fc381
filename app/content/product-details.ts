/**
 * Swedish copy for the parts of the product page that are not hydrated (components/product/product.islands.tsx; ADR 043,
 * fourth round): heading, price and stock, offers, delivery, the accordion and the description. Amounts arrive already
 * formatted by formatKr and numbers come from the shop constants, so no figure is written into the copy twice.
 */

export const productDetailsCopy = {
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
  descriptionTitle: "Om produkten",
} as const;
