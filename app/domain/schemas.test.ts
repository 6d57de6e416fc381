import { describe, expect, it } from "vitest";
import { formErrors, LoginSchema, SignupSchema } from "./schemas";

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
    [{ fullName: "Åsa Öberg", email: "a@b.se", password: "123456" }, null],
  ])("%j → %s", (input, message) => expect(firstMessage(SignupSchema, input)).toBe(message));

  it("trims the name and e-mail", () => {
    const r = SignupSchema.parse({ fullName: "  Åsa Öberg ", email: " asa@example.se ", password: "123456" });
    expect(r).toEqual({ fullName: "Åsa Öberg", email: "asa@example.se", password: "123456" });
  });
});
