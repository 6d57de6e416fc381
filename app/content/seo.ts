/** What the shop's pages say to search engines and link previews beyond their titles (ADR 078). */
export const seoCopy = {
  /** The default preview image (a still of the first hero clip, 1280 × 720 JPEG). */
  defaultImageAlt: "En kopp örtte i dämpat morgonljus – Stilla, örtteer för sömn, lugn och fokus.",
  productImageAlt: (name: string) => `${name} från Stilla`,
} as const;

/** The product feed's channel (ADR 078). */
export const feedCopy = {
  description: "Stillas örtteer, provpåsar, paket och tillbehör – priser i kronor inklusive moms.",
  shippingService: "PostNord/DHL",
} as const;

/** The console's section about search engines and the feed (/admin/settings, ADR 078). */
export const searchEngineCopy = {
  title: "Sökmotorer och produktflöde",
  lead: "Adresserna som Google, Prisjakt och PriceRunner läser. Produktflödet byggs av katalogen vid varje hämtning: aktiva produkter, priset som gäller nu och rabatter bara när 30-dagarsregeln tillåter att de annonseras.",
  feed: "Produktflöde för Google Merchant Center",
  sitemap: "Webbplatskarta",
  robots: "robots.txt",
  gatedNote:
    "Lösenordsskyddet är på: sökmotorer ombeds hålla sig borta och flödet och webbplatskartan svarar 404 för alla som inte har passerat lösenordet. Du kan öppna dem här för att granska dem. Stäng av skyddet (SITE_PASSWORD tom) när butiken öppnar.",
  openNote: "Butiken är öppen: lägg in flödets adress i Merchant Center och webbplatskartan i Search Console.",
} as const;
