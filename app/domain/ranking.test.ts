import { describe, expect, it } from "vitest";
import { compareByRank, inSalesWindow, salesWindowStart, SALES_WINDOW_DAYS, unitsSold, type Rankable } from "./ranking";

const NOW = new Date("2026-11-29T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe("the sales window", () => {
  it("is 90 days: the moment exactly 90 days back counts, a millisecond earlier does not", () => {
    expect(SALES_WINDOW_DAYS).toBe(90);
    expect(salesWindowStart(NOW).toISOString()).toBe("2026-08-31T12:00:00.000Z");
    expect(inSalesWindow(ago(90 * DAY), NOW)).toBe(true);
    expect(inSalesWindow(ago(90 * DAY + 1), NOW)).toBe(false);
    expect(inSalesWindow(NOW, NOW)).toBe(true);
    expect(inSalesWindow(new Date(NOW.getTime() + 1), NOW)).toBe(false);
  });
});

describe("unitsSold", () => {
  it("sums the units per product inside the window, minus the refunded ones, never below zero", () => {
    const sold = unitsSold(
      [
        { productId: "sleep", quantity: 2, refunded: 0, placedAt: ago(DAY) },
        { productId: "sleep", quantity: 3, refunded: 1, placedAt: ago(90 * DAY) },
        { productId: "sleep", quantity: 50, refunded: 0, placedAt: ago(90 * DAY + 1) },
        { productId: "focus", quantity: 1, refunded: 1, placedAt: ago(DAY) },
        { productId: "calm", quantity: 4, refunded: 0, placedAt: ago(91 * DAY) },
      ],
      NOW,
    );
    expect(Object.fromEntries(sold)).toEqual({ sleep: 4, focus: 0 });
  });
});

describe("compareByRank", () => {
  const rank = (list: (Rankable & { id: string })[]) => [...list].sort(compareByRank).map((r) => r.id);

  it("puts pinned products first, then more units sold, then the owner's order breaks ties", () => {
    expect(
      rank([
        { id: "a", pinned: false, unitsSold: 10, popularity: 1 },
        { id: "b", pinned: false, unitsSold: 3, popularity: 100 },
        { id: "c", pinned: true, unitsSold: 0, popularity: 5 },
        { id: "d", pinned: false, unitsSold: 3, popularity: 90 },
        { id: "e", pinned: true, unitsSold: 2, popularity: 1 },
      ]),
    ).toEqual(["e", "c", "a", "b", "d"]);
  });

  it("without any sales the owner's order is the order", () => {
    expect(rank([{ id: "x", pinned: false, unitsSold: 0, popularity: 1 }, { id: "y", pinned: false, unitsSold: 0, popularity: 2 }])).toEqual(["y", "x"]);
    expect(compareByRank({ pinned: false, unitsSold: 1, popularity: 1 }, { pinned: false, unitsSold: 1, popularity: 1 })).toBe(0);
  });
});
