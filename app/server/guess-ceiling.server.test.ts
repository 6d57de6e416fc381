/**
 * Guessing from many addresses (issue #32, ADR 032): the per-address and per-account limits bound one guesser; these
 * shop-wide ceilings bound them all together, an hour at a time. And the checkout's gift-card code entry counts per
 * client address too, not per account only.
 */
import { describe, expect, it } from "vitest";
import { findCart } from "./carts.server";
import { applyCode } from "./checkout.server";
import { checkBalance } from "./gift-cards/balance.server";
import { APPLY_LIMIT, applyGiftCard } from "./gift-cards/checkout.server";
import { giftCardShop, now, SECRET } from "./gift-cards/test-fixtures";
import { GUESS_CEILING } from "./guess-ceiling.server";
import { TEST_DB_KIND } from "./test-db";

const HOUR = 60 * 60_000;
const at = (ms: number) => new Date(now.getTime() + ms);
const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

describe(`shop-wide ceilings on guessing codes (${TEST_DB_KIND})`, () => {
  const { db, buyCard, cartWith, customer } = giftCardShop();

  it("gift-card codes: 300 wrong an hour from 300 addresses and accounts, at the balance page and the checkout together, stop every check until the hour ends", async () => {
    const { code } = await buyCard(10_000);
    const ceiling = GUESS_CEILING.giftCardCodes;
    expect(ceiling).toMatchObject({ limit: 300, windowMs: HOUR });
    // Half at the balance page, one wrong code per address: no address comes near its own limit.
    for (let i = 0; i < ceiling.limit / 2; i++) {
      expect(await checkBalance(db(), { code: "ABCD-EFGH-JKMN-PQRS", clientKey: address(1000 + i), secret: SECRET, now: at(i * 1000) })).toEqual({ status: "not_found" });
    }
    // Half at the checkout: 10 accounts, each from its own address, 15 wrong codes each (under 20 a minute per account).
    for (let a = 0; a < 10; a++) {
      const c = await cartWith([["sleep", 1]]);
      for (let i = 0; i < 15; i++) {
        const r = await applyGiftCard(db(), { ...c, code: "ABCD-EFGH-JKMN-PQRS", secret: SECRET, now: at(200_000 + a * 1000 + i), clientIp: address(2000 + a) });
        expect(r).toEqual({ ok: false, message: "Presentkortet finns inte – kontrollera koden" });
      }
    }
    // Now even the right code, from an address and an account never seen, is not checked: 429 with the hour's rest.
    const later = 30 * 60_000;
    expect(await checkBalance(db(), { code, clientKey: "10.99.0.1", secret: SECRET, now: at(later) })).toEqual({
      status: "throttled",
      retryAfterSeconds: (HOUR - later) / 1000,
      shop: true,
    });
    const fresh = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...fresh, code, secret: SECRET, now: at(later), clientIp: "10.99.0.2" })).toEqual({
      ok: false,
      message: "För många försök. Vänta en stund och försök igen.",
      retryAfterSeconds: (HOUR - later) / 1000,
    });
    // The hour ends on time (it started at the first wrong code).
    expect(await checkBalance(db(), { code, clientKey: "10.99.0.1", secret: SECRET, now: at(HOUR) })).toMatchObject({ status: "ok", balanceOre: 10_000 });
    expect(await applyGiftCard(db(), { ...fresh, code, secret: SECRET, now: at(HOUR), clientIp: "10.99.0.2" })).toEqual({ ok: true });
  });

  it("gift-card code entry counts per client address too: accounts sharing one address get 30 wrong codes a minute together", async () => {
    const { code } = await buyCard(10_000);
    const ip = "10.77.0.1";
    const start = at(3 * HOUR);
    let wrong = 0;
    while (wrong < APPLY_LIMIT.perAddress) {
      const c = await cartWith([["sleep", 1]]);
      // Under the account's own limit (20): only the address's count stops them.
      for (let i = 0; i < 10 && wrong < APPLY_LIMIT.perAddress; i++, wrong++) {
        expect((await applyGiftCard(db(), { ...c, code: `WRNG-${wrong}`, secret: SECRET, now: start, clientIp: ip })).ok).toBe(false);
      }
    }
    const next = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...next, code, secret: SECRET, now: new Date(start.getTime() + 5_000), clientIp: ip })).toEqual({
      ok: false,
      message: "För många försök. Vänta en stund och försök igen.",
      retryAfterSeconds: 55,
    });
    expect(await applyGiftCard(db(), { ...next, code, secret: SECRET, now: start, clientIp: "10.77.0.2" })).toEqual({ ok: true });
  });

  it("discount codes: 300 refused an hour from 30 accounts on 10 addresses stop every check until the hour ends", async () => {
    const ceiling = GUESS_CEILING.discountCodes;
    expect(ceiling).toMatchObject({ limit: 300, windowMs: HOUR });
    const start = 5 * HOUR;
    // 30 accounts × 10 refused codes (their own limit is 10 per 15 minutes), 3 accounts per address (30 per address).
    for (let a = 0; a < 30; a++) {
      const c = await customer();
      const row = (await findCart(db(), { userId: c.userId }))!;
      const who = { id: c.userId, email: `${c.userId}@example.se` };
      for (let i = 0; i < 10; i++) {
        const r = await applyCode(db(), row, who, `GISSA${a}X${i}`, at(start + a * 1000 + i), { clientIp: address(3000 + Math.floor(a / 3)) });
        expect(r).toEqual({ ok: false, message: "Ogiltig rabattkod" });
      }
    }
    const c = await cartWith([["calm", 2]]);
    const row = (await findCart(db(), { userId: c.userId }))!;
    const who = { id: c.userId, email: `${c.userId}@example.se` };
    const later = start + 20 * 60_000;
    expect(await applyCode(db(), row, who, "VALKOMMEN10", at(later), { clientIp: "10.98.0.1" })).toEqual({
      ok: false,
      message: "För många försök med rabattkoder. Vänta en stund och försök igen.",
      retryAfterSeconds: (HOUR - 20 * 60_000) / 1000,
    });
    expect(await applyCode(db(), row, who, "VALKOMMEN10", at(start + HOUR), { clientIp: "10.98.0.1" })).toEqual({ ok: true, code: "VALKOMMEN10" });
  });
});
