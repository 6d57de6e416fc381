/**
 * The home page's sections that need no JavaScript and are never rendered again after the server's HTML: the trust
 * bar, press, rituals, testimonials, quiz, journal, subscription and Instagram. The home route renders them through
 * islands (components/ui/island.tsx), so the browser loads this module only when it renders the home page itself
 * (a client-side navigation to /), not on a first visit (ADR 043, fourth round).
 */
export { TrustBar } from "./trust-bar";
export { PressStrip } from "./press-strip";
export { RitualFinder } from "./ritual-finder";
export { Testimonials } from "./testimonials";
export { QuizPromo } from "./quiz-promo";
export { JournalPromo } from "./journal-promo";
export { SubscriptionPromo } from "./subscription-promo";
export { InstagramGallery } from "./instagram-gallery";
export { SectionHeading } from "./section-heading";
