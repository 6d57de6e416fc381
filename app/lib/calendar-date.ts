const MONTHS = ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"];

/**
 * "2026-10-06" → "6 oktober 2026" (a calendar date such as a due date or an article date, the same on the server and in the browser). Written out
 * rather than through Intl.DateTimeFormat, whose construction costs main-thread time on every page that
 * shows a date; a test holds it to Intl's sv-SE long date.
 */
export function formatCalendarDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** "2026-11-21" + 14 → "2026-12-05" (calendar days). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
