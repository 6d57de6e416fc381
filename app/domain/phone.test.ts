import { describe, expect, it } from "vitest";
import { formatMobileNumber, normaliseMobileNumber, PHONE_INPUT_MAX } from "./phone";

describe("normaliseMobileNumber", () => {
  it.each([
    ["0701234567", "+46701234567"],
    ["070-123 45 67", "+46701234567"],
    ["070 123 45 67", "+46701234567"],
    ["070-1234567", "+46701234567"],
    ["  072-345 67 89 ", "+46723456789"],
    ["073 - 123 45 67", "+46731234567"],
    ["0761234567", "+46761234567"],
    ["079-123 45 67", "+46791234567"],
    ["+46701234567", "+46701234567"],
    ["+46 70 123 45 67", "+46701234567"],
    ["+46-70-123 45 67", "+46701234567"],
    ["+46 (0)70 123 45 67", "+46701234567"],
    ["0046701234567", "+46701234567"],
    ["0046 70 123 45 67", "+46701234567"],
    ["070\u00a0123\u00a045\u00a067", "+46701234567"],
  ])("accepts %j as %s", (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each([
    [""],
    ["   "],
    ["070123456"], // one digit short
    ["07012345678"], // one digit too many
    ["08-123 456 78"], // Stockholm landline
    ["031-123 45 67"], // Gothenburg landline
    ["0711234567"], // 071: machine-to-machine, not a mobile
    ["0741234567"], // 074: not a mobile series
    ["0771234567"], // 077: not a mobile series
    ["701234567"], // no leading 0 or country code
    ["+4670123456"],
    ["+46 0701234567"], // national 0 after +46 without brackets
    ["+45701234567"], // Denmark
    ["+4746701234567"],
    ["0047701234567"],
    ["070.123.45.67"],
    ["070/1234567"],
    ["070123456a"],
    ["tel:0701234567"],
    ["٠٧٠١٢٣٤٥٦٧"], // Arabic-Indic digits
    ["０７０１２３４５６７"], // full-width digits
    [`0701234567${" ".repeat(PHONE_INPUT_MAX)}`], // longer than any number typed
  ])("refuses %j", (input) => {
    expect(normaliseMobileNumber(input)).toBeNull();
  });
});

describe("formatMobileNumber", () => {
  it("writes a stored number the Swedish way", () => {
    expect(formatMobileNumber("+46701234567")).toBe("070-123 45 67");
    expect(formatMobileNumber("+46791234567")).toBe("079-123 45 67");
  });
  it("leaves something it does not recognise as it is", () => {
    expect(formatMobileNumber("12345")).toBe("12345");
  });
});
