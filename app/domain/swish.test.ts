import { describe, expect, it } from "vitest";
import { formatSwishNumber, normaliseSwishNumber, swishAmount, swishAppLink, swishMessage, swishPayload } from "./swish";

describe("swishAmount", () => {
  it.each([
    [47_200, "472,00"],
    [21_165, "211,65"],
    [4_905, "49,05"],
    [1, "0,01"],
    [99, "0,99"],
    [100, "1,00"],
    [124_700, "1247,00"],
    [99_999_999, "999999,99"],
  ])("%i öre is %s", (ore, text) => {
    expect(swishAmount(ore)).toBe(text);
  });

  it.each([0, -100, 100_000_000])("refuses %i öre", (ore) => {
    expect(() => swishAmount(ore)).toThrow(RangeError);
  });

  it("refuses fractional öre", () => {
    expect(() => swishAmount(47_200.5)).toThrow(TypeError);
  });
});

describe("Swish numbers", () => {
  it.each([
    ["1231234567", "1231234567"],
    ["123 123 45 67", "1231234567"],
    ["123-123 45 67", "1231234567"],
    ["123123456", null],
    ["12312345678", null],
    ["123123456a", null],
  ])("%s → %s", (input, normal) => {
    expect(normaliseSwishNumber(input)).toBe(normal);
  });

  it("prints a number the way Swish does", () => {
    expect(formatSwishNumber("1231234567")).toBe("123 123 45 67");
  });
});

describe("swishPayload", () => {
  it("is C<number>;<amount with comma decimals>;<message>;0", () => {
    expect(swishPayload({ number: "1231234567", amountOre: 47_200, message: "1042" })).toBe("C1231234567;472,00;1042;0");
  });

  it("normalises the number and keeps öre", () => {
    expect(swishPayload({ number: "123 456 78 90", amountOre: 21_165, message: "1043" })).toBe("C1234567890;211,65;1043;0");
  });

  it("ends with ;0 so payee, amount and message are locked", () => {
    const payload = swishPayload({ number: "1231234567", amountOre: 100, message: "X" });
    expect(payload.split(";")).toEqual(["C1231234567", "1,00", "X", "0"]);
  });

  it.each([
    { number: "12345", amountOre: 100, message: "ABC" },
    { number: "1231234567", amountOre: 0, message: "ABC" },
    { number: "1231234567", amountOre: 100, message: "" },
    { number: "1231234567", amountOre: 100, message: "A;B" },
    { number: "1231234567", amountOre: 100, message: "X".repeat(51) },
  ])("refuses %j", (p) => {
    expect(() => swishPayload(p)).toThrow(RangeError);
  });
});

describe("swishMessage", () => {
  it.each([
    ["1042", "1042"],
    [" Order 1042 ", "Order 1042"],
    ["Tack, Åsa! (beställning 7) - \"te\"?", "Tack, Åsa! (beställning 7) - \"te\"?"],
    ["X".repeat(50), "X".repeat(50)],
  ])("%j is allowed", (input, message) => {
    expect(swishMessage(input)).toBe(message);
  });

  it.each(["", "   ", "X".repeat(51), "a;b", "rad\nbrytning", "50 €", "e-post@stilla.se", "<b>"])("%j is refused", (input) => {
    expect(() => swishMessage(input)).toThrow(RangeError);
  });
});

describe("swishAppLink", () => {
  const decode = (link: string) => {
    const url = new URL(link);
    return { scheme: url.protocol, host: url.host, data: JSON.parse(url.searchParams.get("data")!) as unknown };
  };

  it("is swish://payment?data=<URL-encoded JSON> with payee, amount in kronor and message, all locked", () => {
    const link = swishAppLink({ number: "123 123 45 67", amountOre: 47_200, message: "1042" });
    expect(link).toBe(
      "swish://payment?data=" +
        "%7B%22version%22%3A1%2C%22payee%22%3A%7B%22value%22%3A%221231234567%22%2C%22editable%22%3Afalse%7D%2C" +
        "%22amount%22%3A%7B%22value%22%3A472%2C%22editable%22%3Afalse%7D%2C" +
        "%22message%22%3A%7B%22value%22%3A%221042%22%2C%22editable%22%3Afalse%7D%7D",
    );
    expect(decode(link)).toEqual({
      scheme: "swish:",
      host: "payment",
      data: {
        version: 1,
        payee: { value: "1231234567", editable: false },
        amount: { value: 472, editable: false },
        message: { value: "1042", editable: false },
      },
    });
  });

  it.each([
    [21_165, 211.65],
    [4_905, 49.05],
    [1, 0.01],
    [10, 0.1],
    [99_999_999, 999_999.99],
  ])("%i öre is %s kr in the link", (ore, kronor) => {
    const link = swishAppLink({ number: "1231234567", amountOre: ore, message: "1042" });
    expect(decodeURIComponent(link)).toContain(`"amount":{"value":${kronor},`);
  });

  it("escapes the message so it cannot break the link", () => {
    const link = swishAppLink({ number: "1231234567", amountOre: 100, message: 'Order "1042"?' });
    expect(link.slice("swish://payment?data=".length)).not.toMatch(/[\s"?{}&#]/);
    expect((decode(link).data as { message: { value: string } }).message.value).toBe('Order "1042"?');
  });

  it.each([
    { number: "12345", amountOre: 100, message: "1042" },
    { number: "1231234567", amountOre: 0, message: "1042" },
    { number: "1231234567", amountOre: 100_000_000, message: "1042" },
    { number: "1231234567", amountOre: 100, message: "" },
    { number: "1231234567", amountOre: 100, message: "X".repeat(51) },
  ])("refuses %j", (p) => {
    expect(() => swishAppLink(p)).toThrow(RangeError);
  });
});
