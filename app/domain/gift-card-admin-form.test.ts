import { describe, expect, it } from "vitest";
import { GiftCardAdminFormSchema } from "./gift-card-admin-form";
import { cardProblem, cardState } from "./gift-cards";

const parse = (v: Record<string, string>) => GiftCardAdminFormSchema.safeParse(v);
const messages = (v: Record<string, string>) => {
  const r = parse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("the admin's gift-card forms", () => {
  it.each([
    ["150", 15_000],
    ["99,50", 9_950],
    ["0", 0],
    [" 1 200 ", 120_000],
  ])("a new balance of %j kr is %i öre", (balance, ore) => {
    const r = parse({ intent: "adjust_gift_card", giftCardId: "7", balance, reason: "Kompensation" });
    expect(r.success && r.data).toEqual({ intent: "adjust_gift_card", giftCardId: 7, balance: ore, reason: "Kompensation" });
  });

  it.each([["-10"], ["tio"], ["1,234"], [""]])("refuses the balance %j with a Swedish message", (balance) => {
    expect(messages({ intent: "adjust_gift_card", giftCardId: "7", balance, reason: "Kompensation" })).toEqual({
      balance: "Ange saldot i kronor, t.ex. 150 eller 99,50.",
    });
  });

  it("requires a reason of 3–300 characters and a card id for both forms", () => {
    expect(messages({ intent: "void_gift_card", giftCardId: "7", reason: "  " })).toEqual({ reason: "Skriv en anledning (3–300 tecken)." });
    expect(messages({ intent: "void_gift_card", giftCardId: "7", reason: "x".repeat(301) })).toEqual({ reason: "Skriv en anledning (3–300 tecken)." });
    expect(messages({ intent: "void_gift_card", giftCardId: "abc", reason: "Stulen kod" })).toHaveProperty("giftCardId");
    expect(parse({ intent: "delete_gift_card", giftCardId: "7", reason: "Stulen kod" }).success).toBe(false);
  });
});

describe("cardState and cardProblem", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const later = new Date("2027-11-25T12:00:00Z");
  const copy = { expired: "utgånget", emptyCard: "tomt", voided: "spärrat" };
  it.each([
    [{ balanceOre: 100, expiresAt: later }, "usable", null],
    [{ balanceOre: 0, expiresAt: later }, "empty", "tomt"],
    [{ balanceOre: 100, expiresAt: now }, "expired", "utgånget"],
    [{ balanceOre: 0, expiresAt: later, voidedAt: now }, "voided", "spärrat"],
    [{ balanceOre: 0, expiresAt: now, voidedAt: now }, "voided", "spärrat"],
  ] as const)("%o is %s", (card, state, problem) => {
    expect(cardState(card, now)).toBe(state);
    expect(cardProblem(cardState(card, now), copy)).toBe(problem);
  });
});
