/**
 * "Where next" under the 404 page and in an empty cart (`sv.nextSteps`): the search and the popular blends. Its own
 * module so that it loads with those parts, not on every page (ADR 043, fourth round).
 */
export const nextSteps = {
  searchLabel: "Sök bland produkter",
  searchPlaceholder: "Till exempel kamomill",
  search: "Sök",
  popularTitle: "Populärt just nu",
  popular: [
    { to: "/product/sleep", name: "Sleep", note: "Kvällste med kamomill" },
    { to: "/product/calm", name: "Calm", note: "För dagens pauser" },
    { to: "/product/focus", name: "Focus", note: "Grönt te för morgonen" },
  ],
  all: "Hela sortimentet",
} as const;
