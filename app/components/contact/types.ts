/** What the /contact action answers (JSON for the fetcher, or the page re-rendered without JavaScript). */
export type ContactActionData =
  | { ok: true }
  | { ok: false; fields?: Record<string, string>; formError?: string; values?: Record<string, string> };

export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
