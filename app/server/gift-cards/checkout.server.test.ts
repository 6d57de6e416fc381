import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { giftCard } from "../schema";
import { TEST_DB_KIND } from "../test-db";
import { APPLY_LIMIT, applyGiftCard } from "./checkout.server";
import { hashCode } from "./codes.server";
import { giftCardShop, now, SECRET } from "./test-fixtures";

describe(`applying gift cards at checkout (${TEST_DB_KIND})`, () => {
  const { db, buyCard, cartWith } = giftCardShop();

  it("checkout messages: unknown, expired, empty, already applied", async () => {
    const { card, code } = await buyCard(10_000);
    const c = await cartWith([["sleep", 1]]);
    const apply = (x: string, at = now) => applyGiftCard(db(), { ...c, code: x, secret: SECRET, now: at });
    expect(await apply("")).toEqual({ ok: false, message: "Ange en presentkortskod" });
    expect(await apply("ABCD-EFGH-JKMN-PQRS")).toEqual({ ok: false, message: "Presentkortet finns inte – kontrollera koden" });
    expect(await apply("nonsense")).toEqual({ ok: false, message: "Presentkortskoden är ogiltig" });
    expect(await apply(code, new Date("2028-01-01T00:00:00Z"))).toEqual({ ok: false, message: "Presentkortet har gått ut" });
    expect(await apply(code.toLowerCase())).toEqual({ ok: true });
    expect(await apply(code)).toEqual({ ok: false, message: "Presentkortet används redan i den här beställningen" });
    await db().update(giftCard).set({ balanceOre: 0 }).where(eq(giftCard.id, card.id));
    const c2 = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...c2, code, secret: SECRET, now })).toEqual({ ok: false, message: "Presentkortet har inget saldo kvar" });
  });

  it.each([1, 2])("wrong codes are throttled per account after %i × the limit a minute (RATE_LIMIT_SCALE)", async (rateLimitScale) => {
    const { code } = await buyCard(10_000);
    const c = await cartWith([["sleep", 1]]);
    const apply = (x: string, offsetMs: number) =>
      applyGiftCard(db(), { ...c, code: x, secret: SECRET, now: new Date(now.getTime() + offsetMs), rateLimitScale });
    const allowance = APPLY_LIMIT.limit * rateLimitScale;
    for (let i = 0; i < allowance; i++) {
      expect(await apply("ABCD-EFGH-JKMN-PQRS", i * 10)).toEqual({ ok: false, message: "Presentkortet finns inte – kontrollera koden" });
    }
    // Past the allowance even the right code is refused until the window ends; another account is not affected.
    // retryAfterSeconds: until the window (started by the first wrong code) ends, for `Retry-After`.
    const tooMany = { ok: false, message: "För många försök. Vänta en stund och försök igen.", retryAfterSeconds: 55 };
    expect(await apply(code, 5_000)).toEqual(tooMany);
    const other = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...other, code, secret: SECRET, now, rateLimitScale })).toEqual({ ok: true });
    expect(await apply(code, APPLY_LIMIT.windowMs + 1_000)).toEqual({ ok: true });
  });

  it("a card issued before ADR 032 with a 16-character code is still found and applied", async () => {
    const { card } = await buyCard(10_000);
    const old = "ZZZZ2345678WXYZA".replace("A", "B");
    await db().update(giftCard).set({ codeHash: hashCode(SECRET, old), codeLast4: old.slice(-4) }).where(eq(giftCard.id, card.id));
    const c = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...c, code: "zzzz-2345-678w-xyzb", secret: SECRET, now })).toEqual({ ok: true });
  });
});
