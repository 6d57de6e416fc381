import { describe, expect, it } from "vitest";
import { addWorkingDays, closedDays, easterSunday, isWorkingDay, stockholmDay, stockholmNoon } from "./working-days";

const day = (iso: string) => {
  const [year, month, d] = iso.split("-").map(Number);
  return { year: year!, month: month!, day: d! };
};
/** The Stockholm calendar day of addWorkingDays(from, n), as YYYY-MM-DD. */
const after = (from: string, n: number) => {
  const d = stockholmDay(addWorkingDays(new Date(from), n));
  return `${d.year}-${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;
};

describe("easterSunday", () => {
  it.each([
    [2024, "2024-03-31"],
    [2025, "2025-04-20"],
    [2026, "2026-04-05"],
    [2027, "2027-03-28"],
    [2038, "2038-04-25"],
    [2285, "2285-03-22"],
  ])("%i → %s", (year, date) => {
    expect(easterSunday(year)).toEqual(day(date));
  });
});

describe("the shop's closed days", () => {
  it("names every holiday and closed eve of 2026", () => {
    expect(Object.fromEntries(closedDays(2026))).toEqual({
      "01-01": "nyårsdagen",
      "01-06": "trettondedag jul",
      "04-03": "långfredagen",
      "04-06": "annandag påsk",
      "05-01": "första maj",
      "05-14": "Kristi himmelsfärds dag",
      "06-06": "nationaldagen",
      "06-19": "midsommarafton",
      "12-24": "julafton",
      "12-25": "juldagen",
      "12-26": "annandag jul",
      "12-31": "nyårsafton",
    });
  });

  it.each([
    ["2026-11-27", true], // Friday
    ["2026-11-28", false], // Saturday
    ["2026-11-29", false], // Sunday
    ["2026-11-30", true],
    ["2027-06-25", false], // midsommarafton 2027
    ["2027-06-24", true],
    ["2027-05-06", false], // Kristi himmelsfärd 2027 (Easter 28 March + 39)
    ["2026-12-31", false],
    ["2027-01-06", false],
    ["2027-01-07", true],
  ])("%s is a working day: %s", (date, working) => {
    expect(isWorkingDay(day(date))).toBe(working);
  });
});

describe("addWorkingDays", () => {
  it("skips weekends; 0 is the same day or the next working day", () => {
    expect(after("2026-11-26T10:00:00Z", 1)).toBe("2026-11-27");
    expect(after("2026-11-27T10:00:00Z", 1)).toBe("2026-11-30");
    expect(after("2026-11-28T10:00:00Z", 1)).toBe("2026-11-30");
    expect(after("2026-11-28T10:00:00Z", 0)).toBe("2026-11-30");
    expect(after("2026-11-27T10:00:00Z", 0)).toBe("2026-11-27");
    expect(after("2026-11-27T10:00:00Z", 5)).toBe("2026-12-04");
  });

  it("across the year boundary: julafton to trettondedag jul", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => after("2026-12-23T09:00:00Z", n))).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2027-01-04",
      "2027-01-05",
      "2027-01-07",
    ]);
  });

  it("around Easter: långfredagen and annandag påsk are closed", () => {
    // 2027: Easter Sunday 28 March.
    expect(after("2027-03-25T09:00:00Z", 1)).toBe("2027-03-30");
    // 2026: Easter Sunday 5 April; Thursday 2 April + 1 → Tuesday 7 April.
    expect(after("2026-04-02T09:00:00Z", 1)).toBe("2026-04-07");
  });

  it("around midsommar: the eve is closed", () => {
    expect(after("2026-06-18T09:00:00Z", 1)).toBe("2026-06-22");
    expect(after("2027-06-24T09:00:00Z", 1)).toBe("2027-06-28");
    // Nationaldagen on a Saturday (2026) closes nothing more.
    expect(after("2026-06-05T09:00:00Z", 1)).toBe("2026-06-08");
  });

  it("counts Stockholm days: 23:30 UTC on a Friday in winter is already Saturday", () => {
    expect(after("2026-11-27T23:30:00Z", 0)).toBe("2026-11-30");
    expect(after("2026-11-27T22:30:00Z", 0)).toBe("2026-11-27");
    // Summer time: 22:30 UTC on Thursday 2 July is Friday in Stockholm.
    expect(after("2026-07-02T22:30:00Z", 0)).toBe("2026-07-03");
  });

  it("gives the day as noon in Stockholm (CET in winter, CEST in summer)", () => {
    expect(stockholmNoon(day("2026-11-30")).toISOString()).toBe("2026-11-30T11:00:00.000Z");
    expect(stockholmNoon(day("2026-07-03")).toISOString()).toBe("2026-07-03T10:00:00.000Z");
    expect(addWorkingDays(new Date("2026-11-27T10:00:00Z"), 1).toISOString()).toBe("2026-11-30T11:00:00.000Z");
  });

  it("refuses a negative or fractional count", () => {
    expect(() => addWorkingDays(new Date("2026-11-27T10:00:00Z"), -1)).toThrow(RangeError);
    expect(() => addWorkingDays(new Date("2026-11-27T10:00:00Z"), 1.5)).toThrow(RangeError);
  });
});

describe("the opening hours and the rule agree", () => {
  it("the shop's hours close the weekend, the red days and the eves the rule closes", async () => {
    const { CONTACT } = await import("./constants");
    expect(CONTACT.openingHours.filter((o) => o.hours === "Stängt").map((o) => o.days)).toEqual(["Lör–Sön", "Röda dagar"]);
    const names = [...closedDays(2027).values()];
    for (const eve of CONTACT.closedEves) expect(names).toContain(eve);
  });
});
