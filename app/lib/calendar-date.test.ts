import { describe, expect, it } from "vitest";
import { addCalendarDays, formatCalendarDate } from "./calendar-date";

describe("formatCalendarDate", () => {
  it("writes the day, the month's Swedish name and the year, as Intl's sv-SE long date does", () => {
    const intl = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    for (let t = Date.UTC(2025, 0, 1); t <= Date.UTC(2027, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatCalendarDate(iso), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
  });
});

describe("addCalendarDays", () => {
  it.each([
    ["2026-11-21", 14, "2026-12-05"],
    ["2026-12-20", 14, "2027-01-03"],
    ["2028-02-20", 10, "2028-03-01"], // leap year
    ["2026-03-22", 14, "2026-04-05"], // across the change to summer time
  ])("%s + %i days is %s", (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });
});
