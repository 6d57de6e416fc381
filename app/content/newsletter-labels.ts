/**
 * The headings, leads and labels around the two newsletter forms (spec §2 Home, §8). The footer's are on every page, so
 * they are apart from the form's own copy (newsletter.ts), which loads with the form when it is about to be used (ADR 043,
 * fifth round).
 */
import { NEWSLETTER } from "~/domain/constants";

const pct = `${NEWSLETTER.welcomePercent}\u00a0%`;

export const newsletterLabels = {
  home: {
    eyebrow: "Nyhetsbrev",
    title: "Få lugnet levererat",
    lead: `Ritualer för årstiden, nya blandningar före alla andra och ${pct} rabatt på ditt första köp när du bekräftar din anmälan.`,
    formLabel: "Anmäl dig till nyhetsbrevet",
    emailLabel: "Din mejladress",
  },
  footer: {
    title: "Nyhetsbrev",
    lead: `${pct} rabatt på första köpet.`,
    formLabel: "Nyhetsbrevet i sidfoten",
    emailLabel: "Mejladress för nyhetsbrevet",
  },
} as const;
