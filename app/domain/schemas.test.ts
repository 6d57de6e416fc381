import { describe, expect, it } from "vitest";
import { LoginSchema, SignupSchema } from "./auth-schemas";
import { formErrors } from "./schemas";

const firstMessage = (schema: typeof LoginSchema | typeof SignupSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? null : formErrors(r.error).message;
};

describe("LoginSchema", () => {
  it.each([
    [{ email: "", password: "" }, "Alla fält måste fyllas i"],
    [{ email: "a@b.se", password: "" }, "Alla fält måste fyllas i"],
    [{ email: "   ", password: "x" }, "Alla fält måste fyllas i"],
    [{ email: "inte-en-adress", password: "x" }, "Ogiltig e-postadress"],
    [{ email: " anna@example.se ", password: "hemligt" }, null],
  ])("%j → %s", (input, message) => expect(firstMessage(LoginSchema, input)).toBe(message));
});

describe("SignupSchema", () => {
  it.each([
    [{ fullName: "", email: "a@b.se", password: "hemligt" }, "Alla fält måste fyllas i"],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "12345" }, "Lösenordet måste vara minst 6 tecken"],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "" }, "Alla fält måste fyllas i"],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "123456" }, "Lösenordet är för vanligt och lätt att gissa. Välj ett annat."],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "Password1" }, "Lösenordet är för vanligt och lätt att gissa. Välj ett annat."],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "lösenord" }, "Lösenordet är för vanligt och lätt att gissa. Välj ett annat."],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "x".repeat(129) }, "Lösenordet får vara högst 128 tecken"],
    [{ fullName: "Å".repeat(101), email: "a@b.se", password: "te-och-ro" }, "Namnet får vara högst 100 tecken"],
    [{ fullName: "Åsa Öberg", email: `${"a".repeat(251)}@b.se`, password: "te-och-ro" }, "Ogiltig e-postadress"],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "te-och-ro" }, null],
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "hemligt" }, null],
  ])("%j → %s", (input, message) => expect(firstMessage(SignupSchema, input)).toBe(message));

  it("trims the name and e-mail", () => {
    const r = SignupSchema.parse({ fullName: "  Åsa Öberg ", email: " asa@example.se ", password: "te-och-ro" });
    expect(r).toEqual({ fullName: "Åsa Öberg", email: "asa@example.se", password: "te-och-ro" });
  });
});

import { checkoutSchema, normalisePostalCode } from "./schemas";

describe("checkoutSchema", () => {
  // The methods come from the payment registry (app/payments/registry.ts); here, a fixed pair.
  const CheckoutSchema = checkoutSchema((id) => id === "swish" || id === "invoice");
  const valid = {
    name: "Åsa Öberg-Lind",
    email: "asa@example.se",
    address: "Hornsgatan 12",
    city: "Upplands Väsby",
    postalCode: "114 55",
    paymentMethod: "swish",
    idempotencyKey: "abcdefghijklmnop",
  };
  const messageFor = (patch: Record<string, string>) => {
    const r = CheckoutSchema.safeParse({ ...valid, ...patch });
    return r.success ? null : r.error.issues[0]!.message;
  };

  it("accepts a Swedish address and stores the postal code as NNN NN", () => {
    expect(CheckoutSchema.parse(valid).postalCode).toBe("114 55");
    expect(CheckoutSchema.parse({ ...valid, postalCode: "11455" }).postalCode).toBe("114 55");
  });

  it.each([
    [{ name: "Å" }, "Namnet måste vara minst 2 tecken"],
    [{ name: "  " }, "Namnet måste vara minst 2 tecken"],
    [{ name: "R2-D2" }, "Namnet får bara innehålla bokstäver, mellanslag och bindestreck"],
    [{ email: "asa@" }, "Ogiltig e-postadress"],
    [{ email: `${"a".repeat(251)}@b.se` }, "Ogiltig e-postadress"],
    [{ address: "Gata" }, "Adressen måste vara 5–200 tecken"],
    [{ city: "K" }, "Orten måste vara 2–100 bokstäver"],
    [{ postalCode: "1145" }, "Postnumret måste vara exakt 5 siffror"],
    [{ postalCode: "114555" }, "Postnumret måste vara exakt 5 siffror"],
    [{ postalCode: "11 455" }, "Postnumret måste vara exakt 5 siffror"],
    [{ postalCode: "abcde" }, "Postnumret måste vara exakt 5 siffror"],
    [{ paymentMethod: "kredit" }, "Välj ett betalsätt"],
    [{ paymentMethod: "" }, "Välj ett betalsätt"],
  ])("%j → %s", (patch, message) => expect(messageFor(patch)).toBe(message));

  it.each([
    ["11455", "114 55"],
    [" 114 55 ", "114 55"],
    ["114  55", null],
    ["1145", null],
  ])("normalisePostalCode(%s) = %s", (input, out) => expect(normalisePostalCode(input)).toBe(out));
});

import { AdminProductSchema, CartActionSchema, parseDigits } from "./schemas";
import { GiftCardVoidSchema } from "./gift-card-admin-form";

describe("whole numbers from forms are digits only (ADR 032)", () => {
  const NOT_DIGITS = ["0x10", "1e1", "0b11", "0o7", " 1", "1 ", "+1", "-1", "1.0", "1,5", "", "١", "Infinity", "NaN", "1_0"];

  it.each(NOT_DIGITS)("parseDigits(%j) → null", (v) => expect(parseDigits(v)).toBeNull());
  it.each([["0", 0], ["1", 1], ["007", 7], ["123456789", 123456789]] as const)("parseDigits(%j) → %i", (v, n) => expect(parseDigits(v)).toBe(n));
  it("parseDigits refuses non-strings and more than 9 digits", () => {
    expect(parseDigits(null)).toBeNull();
    expect(parseDigits("1234567890")).toBeNull();
  });

  it.each(NOT_DIGITS)("cart add and set refuse quantity %j", (quantity) => {
    expect(CartActionSchema.safeParse({ intent: "add", productId: "calm", quantity }).success).toBe(false);
    expect(CartActionSchema.safeParse({ intent: "set", lineId: "l1", quantity }).success).toBe(false);
  });
  it("cart add and set take digits", () => {
    expect(CartActionSchema.parse({ intent: "add", productId: "calm", quantity: "3" })).toMatchObject({ quantity: 3 });
    expect(CartActionSchema.parse({ intent: "add", productId: "calm" })).toMatchObject({ quantity: 1 });
    expect(CartActionSchema.parse({ intent: "set", lineId: "l1", quantity: "0" })).toMatchObject({ quantity: 0 });
  });
  it.each(NOT_DIGITS.filter((v) => v.trim() !== "1" && v !== ""))("admin stock refuses %j", (stock) => {
    expect(AdminProductSchema.safeParse({ productId: "calm", price: "249", stock }).success).toBe(false);
  });
  it("admin stock takes digits (surrounding spaces trimmed) and the gift-card id digits only", () => {
    expect(AdminProductSchema.parse({ productId: "calm", price: "249", stock: " 12 " }).stock).toBe(12);
    expect(GiftCardVoidSchema.safeParse({ intent: "void_gift_card", giftCardId: "0x10", reason: "Felköp" }).success).toBe(false);
    expect(GiftCardVoidSchema.safeParse({ intent: "void_gift_card", giftCardId: "16", reason: "Felköp" }).success).toBe(true);
  });
});

describe("checkoutSchema giftCardOre", () => {
  const schema = checkoutSchema(() => true);
  const base = { name: "Åsa Öberg", email: "asa@example.se", address: "Hornsgatan 12", city: "Stockholm", postalCode: "11455", paymentMethod: "invoice", idempotencyKey: "a".repeat(20) };
  it.each(["0x10", "1e3", " 1", "+1"])("refuses %j", (giftCardOre) => expect(schema.safeParse({ ...base, giftCardOre }).success).toBe(false));
  it("takes digits", () => expect(schema.parse({ ...base, giftCardOre: "500" }).giftCardOre).toBe(500));
});
