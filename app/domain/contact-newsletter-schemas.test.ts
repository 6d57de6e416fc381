import { describe, expect, it } from "vitest";
import { ContactSchema, NewsletterSchema } from "./schemas";

describe("ContactSchema", () => {
  it("trims and gives the spec's messages at each limit", () => {
    const errors = (v: Record<string, string>) => {
      const r = ContactSchema.safeParse({ name: "Åsa", email: "a@example.se", subject: "Hej där", message: "Tio tecken!", ...v });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(errors({})).toEqual([]);
    expect(errors({ name: " Å " })).toEqual(["Namn måste vara minst 2 tecken"]);
    expect(errors({ name: "x".repeat(101) })).toEqual(["Namn för långt"]);
    expect(errors({ name: "x".repeat(100) })).toEqual([]);
    expect(errors({ email: "fel@" })).toEqual(["Ogiltig e-postadress"]);
    expect(errors({ email: `${"a".repeat(250)}@example.se` })).toEqual(["E-post för lång"]);
    expect(errors({ subject: "Hi " })).toEqual(["Ämne måste vara minst 3 tecken"]);
    expect(errors({ subject: "x".repeat(201) })).toEqual(["Ämne för långt"]);
    expect(errors({ message: "  kort     " })).toEqual(["Meddelande måste vara minst 10 tecken"]);
    expect(errors({ message: "x".repeat(2001) })).toEqual(["Meddelande för långt"]);
    expect(errors({ message: "x".repeat(2000) })).toEqual([]);
  });

});

describe("NewsletterSchema", () => {
  it.each([
    ["  Karin@Example.SE ", { ok: "karin@example.se" }],
    ["", { error: "Ogiltig e-postadress" }],
    ["karin@", { error: "Ogiltig e-postadress" }],
    [`${"a".repeat(244)}@example.se`, { ok: `${"a".repeat(244)}@example.se` }],
    [`${"a".repeat(245)}@example.se`, { error: "E-post för lång" }],
  ])("%j", (email, expected) => {
    const r = NewsletterSchema.safeParse({ email });
    expect(r.success ? { ok: r.data.email } : { error: r.error.issues[0]!.message }).toEqual(expected);
  });
});
