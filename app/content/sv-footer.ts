/**
 * The footer's words (`sv.footer`). The footer's links and lines are islands (components/layout/site.islands.tsx; ADR 043,
 * fourth round): the browser loads this module with them only when it renders them itself, not on every page.
 */
export const footer = {
  blurb:
    "Stilla blandar funktionella örtteer för kvällens lugn, dagens fokus och stunderna där emellan. Små satser, noga utvalda örter och ritualer som får ta tid.",
  shop: "Butik",
  discover: "Upptäck",
  legal: "Juridiskt",
  contact: "Kontakt",
  payments: "Betalsätt",
  instagram: "Instagram",
  copyright: (year: number) => `© ${year} Stilla. Alla rättigheter förbehållna.`,
  links: {
    terms: "Köpvillkor",
    privacy: "Integritetspolicy",
    cookies: "Cookies",
    returns: "Retur och återbetalning",
    shipping: "Frakt och leverans",
    withdrawalForm: "Ångerblankett",
    accessibility: "Tillgänglighet",
    subscription: "Prenumeration",
  },
} as const;
