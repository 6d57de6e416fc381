/** What the shop's pages say to search engines and link previews beyond their titles (ADR 078). */
export const seoCopy = {
  /** The default preview image (a still of the first hero clip, 1280 × 720 JPEG). */
  defaultImageAlt: "En kopp örtte i dämpat morgonljus – Stilla, örtteer för sömn, lugn och fokus.",
  productImageAlt: (name: string) => `${name} från Stilla`,
} as const;
