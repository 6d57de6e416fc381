const longDate = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-10-06" → "6 oktober 2026" (a calendar date, the same on the server and in the browser). */
export const formatSwedishDate = (isoDate: string) => longDate.format(new Date(`${isoDate}T00:00:00Z`));
