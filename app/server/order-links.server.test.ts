import { describe, expect, it } from "vitest";
import { hashOrderLinkToken, orderLinkToken, orderPageUrl } from "./order-links.server";

describe("order links", () => {
  const secret = "a-secret-of-the-shop-0123456789abcdef";

  it("an account's order is linked plainly; a guest's with its private token", () => {
    expect(orderPageUrl("https://stilla.se/", secret, { id: "o-1", userId: "u-1" })).toBe("https://stilla.se/orders/o-1");
    const guest = orderPageUrl("https://stilla.se", secret, { id: "o-1", userId: null });
    expect(guest).toBe(`https://stilla.se/orders/o-1?nyckel=${orderLinkToken(secret, "o-1")}`);
    expect(new URL(guest).searchParams.get("nyckel")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("the token is the same for an order every time, differs per order and per secret, and is stored only as its hash", () => {
    expect(orderLinkToken(secret, "o-1")).toBe(orderLinkToken(secret, "o-1"));
    expect(orderLinkToken(secret, "o-1")).not.toBe(orderLinkToken(secret, "o-2"));
    expect(orderLinkToken(secret, "o-1")).not.toBe(orderLinkToken(`${secret}x`, "o-1"));
    expect(hashOrderLinkToken(orderLinkToken(secret, "o-1"))).toMatch(/^[0-9a-f]{64}$/);
    expect(hashOrderLinkToken(orderLinkToken(secret, "o-1"))).not.toContain(orderLinkToken(secret, "o-1"));
  });
});
