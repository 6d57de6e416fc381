/**
 * The cookie banner's copy. Apart from sv-site.ts so that it loads with the banner's own code (components/layout/
 * cookie-banner.deferred.tsx, hydrated on intent), not with every page's first JavaScript (ADR 072).
 */
export const cookieBanner = {
  title: "Vi använder cookies",
  text: "Vi använder nödvändiga cookies för att butiken ska fungera – till exempel inloggning och varukorg. Med ditt samtycke kan vi även använda cookies för statistik.",
  acceptAll: "Acceptera Alla",
  necessaryOnly: "Endast Nödvändiga",
  customize: "Anpassa",
  close: "Stäng och avböj",
  dialogLabel: "Cookieinställningar",
} as const;
