/** The admin area's sections, in the order the navigation shows them (desktop row and the phone menu). */
export const adminNavCopy = {
  label: "Administration",
  menuHeading: "Administration",
} as const;

export interface AdminSection {
  to: string;
  label: string;
  /** Only this exact path marks the link as current (the overview, whose path prefixes all others). */
  end?: boolean;
  /** Other paths that also belong to the section (the video tools' four pages). */
  also?: readonly string[];
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  { to: "/admin", label: "Översikt", end: true },
  { to: "/admin/orders", label: "Ordrar" },
  { to: "/admin/products", label: "Produkter" },
  { to: "/admin/discount-codes", label: "Rabattkoder" },
  { to: "/admin/gift-cards", label: "Presentkort" },
  { to: "/admin/reviews", label: "Omdömen" },
  { to: "/admin/messages", label: "Meddelanden" },
  { to: "/admin/customers", label: "Kunder" },
  { to: "/admin/outbox", label: "Utkorg" },
  { to: "/admin/settings", label: "Inställningar" },
  { to: "/admin/logg", label: "Logg" },
  { to: "/video-generator", label: "Videoverktyg", also: ["/generate-hero-videos", "/video-gallery", "/video-selector"] },
];
