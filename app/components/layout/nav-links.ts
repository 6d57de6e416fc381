import * as sv from "~/content/sv-site";

/** The main navigation, in the spec's order; the header, the mobile menu and tests read it. */
export const MAIN_LINKS = [
  { to: "/shop", label: sv.nav.shop },
  { to: "/christmas", label: sv.nav.christmas },
  { to: "/quiz", label: sv.nav.quiz },
  { to: "/gift-card", label: sv.nav.giftCard },
  { to: "/rituals", label: sv.nav.rituals },
  { to: "/blog", label: sv.nav.journal },
] as const;

export const MORE_LINKS = [
  { to: "/about", label: sv.nav.about },
  { to: "/faq", label: sv.nav.faq },
  { to: "/contact", label: sv.nav.contact },
] as const;
