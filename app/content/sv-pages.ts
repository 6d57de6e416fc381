/** The "kommer snart" page and its titles (part of `sv`, content/sv.ts). */

export const comingSoon = "Den här sidan är på väg. Vi bygger den just nu – titta gärna in igen snart.";

/** Titles of the pages whose content later issues fill; shown with the "kommer snart" note. */
export const pageTitles: Record<string, string> = {
  "/shop": "Butik",
  "/rituals": "Ritualer",
  "/about": "Om Oss",
  "/subscription": "Prenumeration",
  "/blog": "Journal",
  "/quiz": "Quiz",
  "/gift-card": "Presentkort",
  "/faq": "Vanliga Frågor",
  "/contact": "Kontakt",
  "/christmas": "Julspecial",
  "/cart": "Varukorg",
  "/checkout": "Kassa",
  "/orders": "Mina Ordrar",
  "/terms": "Köpvillkor",
  "/privacy": "Integritetspolicy",
  "/cookies": "Cookiepolicy",
  "/returns": "Retur och återbetalning",
  "/shipping": "Frakt och leverans",
  "/tillganglighet": "Tillgänglighet",
  "/video-generator": "Skapa en video",
  "/generate-hero-videos": "Skapa startsidans videor",
  "/video-gallery": "Videogalleri",
  "/video-selector": "Välj startsidans videor",
};
