import { describe, expect, it } from "vitest";
import { TEST_DB_KIND } from "../test-db";
import { BALANCE_LIMIT, checkBalance } from "./balance.server";
import { giftCardShop, now, SECRET, unique } from "./test-fixtures";

describe(`the gift-card balance page (${TEST_DB_KIND})`, () => {
  const { db, buyCard } = giftCardShop();

  it("unknown, expired and empty answer alike; 20 wrong codes a minute from one client are throttled", async () => {
    const { code } = await buyCard(15_000);
    const client = unique("client");
    const check = (x: string, clientKey: string, at = now) => checkBalance(db(), { code: x, clientKey, secret: SECRET, now: at });
    expect(await check(code.replace(/-/g, " ").toLowerCase(), client)).toMatchObject({ status: "ok", balanceOre: 15_000 });
    const expired = await check(code, unique("other"), new Date("2028-01-01T00:00:00Z"));
    const unknown = await check("ABCD-EFGH-JKMN-PQRS", unique("other"));
    expect(expired).toEqual(unknown);
    expect(BALANCE_LIMIT.limit).toBe(20);
    for (let i = 0; i < BALANCE_LIMIT.limit; i++) {
      expect(await check(`WRONG-CODE-${i}`, client, new Date(now.getTime() + i * 100))).toEqual({ status: "not_found" });
    }
    // The 21st request within the minute is refused, even with the right code; another client is not affected.
    expect(await check(code, client, new Date(now.getTime() + 5_000))).toEqual({ status: "throttled", retryAfterSeconds: 55 });
    expect(await check(code, unique("fresh"))).toMatchObject({ status: "ok" });
    // After the window the client may try again.
    expect(await check(code, client, new Date(now.getTime() + 61_000))).toMatchObject({ status: "ok" });
  });

  it("RATE_LIMIT_SCALE multiplies the allowance", async () => {
    const { code } = await buyCard(15_000);
    const client = unique("scaled");
    const check = (x: string, offsetMs: number) =>
      checkBalance(db(), { code: x, clientKey: client, secret: SECRET, now: new Date(now.getTime() + offsetMs), rateLimitScale: 2 });
    for (let i = 0; i < BALANCE_LIMIT.limit * 2; i++) expect(await check(`WRONG-CODE-${i}`, i * 10)).toEqual({ status: "not_found" });
    expect(await check(code, 5_000)).toMatchObject({ status: "throttled" });
  });
});
