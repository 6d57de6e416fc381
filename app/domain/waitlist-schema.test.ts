import { describe, expect, it } from "vitest";
import { formErrors, WaitlistSchema } from "./schemas";

describe("WaitlistSchema", () => {
  const long = `${"a".repeat(244)}@example.se`; // 255 characters
  it.each([
    ["anna@example.se", "anna@example.se"],
    ["  Anna.Berg@Example.SE  ", "anna.berg@example.se"],
    [long, long],
  ])("accepts %j as %j", (email, stored) => {
    expect(WaitlistSchema.parse({ email })).toEqual({ email: stored });
  });

  it.each([
    ["", "Ogiltig e-postadress"],
    ["   ", "Ogiltig e-postadress"],
    ["anna", "Ogiltig e-postadress"],
    ["anna@", "Ogiltig e-postadress"],
    ["anna@example", "Ogiltig e-postadress"],
    [`b${long}`, "E-post för lång"],
  ])("refuses %j with %j", (email, message) => {
    const parsed = WaitlistSchema.safeParse({ email });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formErrors(parsed.error).fields.email).toBe(message);
  });

  it("refuses a missing field", () => {
    expect(WaitlistSchema.safeParse({}).success).toBe(false);
  });
});
