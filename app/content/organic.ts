/** Swedish copy for organic claims (issue #36 item 5, ADR 077): the control body's note and its setting. */
export const organicCopy = {
  /** Shown with the ingredients of a product whose ingredients are marked organic (EU 2018/848 art. 32: the code). */
  note: (code: string) => `Ekologisk enligt EU:s förordning 2018/848 · Kontrollorgan ${code}`,
  /** The about page's line, only with a control body. */
  about: (code: string) => `Örterna som är märkta ekologiska i ingredienslistorna är ekologiskt odlade och certifierade (kontrollorgan ${code}).`,
  settings: {
    title: "Ekologisk certifiering",
    lead: "Kontrollorganets kod (SE-EKO-NN) som certifierar butikens ekologiska produkter. Utan kod kallar butiken ingenting ekologiskt: orden tas bort ur ingredienser och texter.",
    label: "Kontrollorganets kod",
    help: "Till exempel SE-EKO-01. Lämna tomt om butiken inte är certifierad.",
    invalid: "Ange koden som SE-EKO- och två siffror, till exempel SE-EKO-01.",
    save: "Spara certifiering",
    none: "Ingen kod angiven: inga produkter kallas ekologiska.",
    current: (code: string) => `Produkter med ekologiska ingredienser visar ”${code}”.`,
  },
} as const;
