import { describe, expect, it } from "vitest";
import { formatCalendarDate } from "./calendar-date";

describe("formatCalendarDate", () => {
  it("writes the day, the month's Swedish name and the year, as Intl's sv-SE long date does", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let t = Date.UTC(2025, 0, 1); t <= Date.UTC(2027, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatCalendarDate(iso), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});
