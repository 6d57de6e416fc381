import { describe, expect, it } from "vitest";
import { AUTH_LIMITS, authInputProblem, isCommonPassword, ResetPasswordSchema } from "./auth-schemas";

const TOO_COMMON = "Lösenordet är för vanligt och lätt att gissa. Välj ett annat.";

describe("isCommonPassword", () => {
  it.each([
    ["123456", true],
    ["password", true],
    ["Password1", true],
    ["qwerty123", true],
    ["iloveyou", true],
    ["lösenord", true],
    ["te-och-ro", false],
    ["hemligt1", false],
    ["Kamomill & honung", false],
  ])("%s → %s", (pw, common) => expect(isCommonPassword(pw)).toBe(common));
});

describe("ResetPasswordSchema", () => {
  it("refuses a common password with the Swedish message, keeps the 6-character minimum", () => {
    const common = ResetPasswordSchema.safeParse({ token: "t", password: "12345678" });
    expect(common.success ? null : common.error.issues[0]!.message).toBe(TOO_COMMON);
    const short = ResetPasswordSchema.safeParse({ token: "t", password: "abc" });
    expect(short.success ? null : short.error.issues[0]!.message).toBe("Lösenordet måste vara minst 6 tecken");
    expect(ResetPasswordSchema.safeParse({ token: "t", password: "nytt-lösen" }).success).toBe(true);
  });
});

describe("authInputProblem (the Better Auth API hook's check)", () => {
  const signUp = { passwordIsNew: true, checkCommon: true };
  it.each([
    [{ name: "Åsa", email: "a@b.se", password: "te-och-ro" }, signUp, null],
    [{ name: "x".repeat(AUTH_LIMITS.name + 1), email: "a@b.se", password: "te-och-ro" }, signUp, "Namnet får vara högst 100 tecken"],
    [{ name: "x".repeat(200_000), email: "a@b.se", password: "te-och-ro" }, signUp, "Namnet får vara högst 100 tecken"],
    [{ name: "Åsa", email: `${"a".repeat(251)}@b.se`, password: "te-och-ro" }, signUp, "Ogiltig e-postadress"],
    [{ name: "Åsa", email: "a@b.se", password: "12345" }, signUp, "Lösenordet måste vara minst 6 tecken"],
    [{ name: "Åsa", email: "a@b.se", password: "x".repeat(129) }, signUp, "Lösenordet får vara högst 128 tecken"],
    [{ name: "Åsa", email: "a@b.se", password: "123456" }, signUp, TOO_COMMON],
    [{ name: "Åsa", email: "a@b.se", password: "123456" }, { passwordIsNew: true, checkCommon: false }, null],
    [{ email: "a@b.se", password: "123456" }, { passwordIsNew: false, checkCommon: true }, null],
    [{ email: "a@b.se", password: "x".repeat(129) }, { passwordIsNew: false, checkCommon: true }, "Lösenordet får vara högst 128 tecken"],
    [{ newPassword: "qwerty", token: "t" }, { passwordIsNew: false, checkCommon: true }, TOO_COMMON],
    [{ currentPassword: "123456", newPassword: "te-och-ro" }, { passwordIsNew: false, checkCommon: true }, null],
    [{ userId: "u", data: { name: "x".repeat(101) } }, { passwordIsNew: false, checkCommon: true }, "Namnet får vara högst 100 tecken"],
    [{ name: "Åsa", image: "x".repeat(5000) }, { passwordIsNew: false, checkCommon: true }, "Ett av fälten är för långt."],
  ])("%# %j", (body, opts, message) => expect(authInputProblem(body, opts)).toBe(message));
});
