/** The console's navigation (ADR 062): its groups and pages, in the order the sidebar and the phone menu show them. */
export const adminNavCopy = {
  /** The navigation landmark's name (sidebar and phone menu alike). */
  label: "Administration",
  title: "Administration",
  skipToContent: "Hoppa till innehållet",
  menu: "Meny",
  menuLabel: "Adminmeny",
  closeMenu: "Stäng menyn",
  backToShop: "Till butiken",
  signedInAs: "Inloggad som",
  logout: "Logga ut",
} as const;

export interface AdminSection {
  to: string;
  label: string;
  /** Only this exact path marks the link as current (the overview, whose path prefixes all others). */
  end?: boolean;
  /** Other paths that also belong to the section (the video tools' four pages). */
  also?: readonly string[];
}

export interface AdminGroup {
  heading: string;
  sections: readonly AdminSection[];
}

/** Every admin page a person visits belongs to one group (tests/e2e/admin-console.spec.ts checks it). */
export const ADMIN_GROUPS: readonly AdminGroup[] = [
  {
    heading: "Försäljning",
    sections: [
      { to: "/admin", label: "Översikt", end: true },
      { to: "/admin/orders", label: "Ordrar" },
      { to: "/admin/betalningar", label: "Betalningar" },
      { to: "/admin/discount-codes", label: "Rabattkoder" },
      { to: "/admin/gift-cards", label: "Presentkort" },
      { to: "/admin/bokforing", label: "Bokföring" },
    ],
  },
  { heading: "Katalog", sections: [{ to: "/admin/products", label: "Produkter" }] },
  {
    heading: "Kunder",
    sections: [
      { to: "/admin/customers", label: "Kunder" },
      { to: "/admin/messages", label: "Meddelanden" },
      { to: "/admin/reviews", label: "Omdömen" },
    ],
  },
  {
    heading: "Innehåll",
    sections: [{ to: "/video-generator", label: "Videoverktyg", also: ["/generate-hero-videos", "/video-gallery", "/video-selector"] }],
  },
  {
    heading: "System",
    sections: [
      { to: "/admin/settings", label: "Inställningar" },
      { to: "/admin/outbox", label: "Utkorg" },
      { to: "/admin/logg", label: "Logg" },
    ],
  },
];

/** The sections in one list, in the sidebar's order. */
export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_GROUPS.flatMap((g) => g.sections);
