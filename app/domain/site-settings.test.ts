import { describe, expect, it } from "vitest";
import { settingsCopy as t } from "~/content/site-settings";
import {
  applySettingsChange,
  customerClaim,
  customerFloor,
  DEFAULT_SETTINGS,
  moveEntry,
  parseStoredSection,
  ratingClaim,
  SettingsFormSchema,
  withLog,
  type SiteSettings,
} from "./site-settings";

const parse = (values: Record<string, string>) => SettingsFormSchema.safeParse(values);
const firstMessage = (values: Record<string, string>) => {
  const r = parse(values);
  return r.success ? null : r.error.issues[0]!.message;
};

describe("claims from real figures", () => {
  it.each([
    [{ sum: 0, count: 0 }, 1, null],
    [{ sum: 5, count: 1 }, 1, { average: 5, count: 1 }],
    [{ sum: 18, count: 4 }, 5, null],
    [{ sum: 23, count: 5 }, 5, { average: 4.6, count: 5 }],
    // Half up, as the product pages round: 4.45 → 4.5.
    [{ sum: 89, count: 20 }, 5, { average: 4.5, count: 20 }],
  ])("rating from %o with minimum %i → %o", (totals, minimum, claim) => {
    expect(ratingClaim(totals, minimum)).toEqual(claim);
  });

  it.each([
    [0, 0, false],
    [7, 7, false],
    [99, 99, false],
    [100, 100, true],
    [1247, 1200, true],
    [5634, 5600, true],
    [12_999, 12_000, true],
    [999_999, 990_000, true],
  ])("customer floor of %i is %i (at least: %s)", (n, value, atLeast) => {
    expect(customerFloor(n)).toEqual({ value, atLeast });
  });

  it("shows customers from orders, from the owner's figure, or not at all", () => {
    expect(customerClaim({ mode: "orders", figure: 5000, minimum: 10 }, 9)).toBeNull();
    expect(customerClaim({ mode: "orders", figure: 5000, minimum: 10 }, 12)).toEqual({ value: 12, atLeast: false });
    expect(customerClaim({ mode: "owner", figure: 1247, minimum: 10 }, 3)).toEqual({ value: 1200, atLeast: true });
    expect(customerClaim({ mode: "owner", figure: null, minimum: 1 }, 300)).toBeNull();
    expect(customerClaim({ mode: "hidden", figure: 1247, minimum: 1 }, 300)).toBeNull();
    expect(customerClaim({ mode: "orders", figure: null, minimum: 1 }, 0)).toBeNull();
  });
});

describe("stored values", () => {
  it("fall back to the defaults (which claim nothing) when missing or malformed", () => {
    expect(parseStoredSection("reviews", undefined)).toEqual(DEFAULT_SETTINGS.reviews);
    expect(parseStoredSection("reviews", { minimum: 0, log: [] })).toEqual(DEFAULT_SETTINGS.reviews);
    expect(parseStoredSection("press", { entries: [{ id: "a" }], log: [] })).toEqual({ entries: [], log: [] });
    expect(parseStoredSection("notifications", { mode: "sometimes", email: null, hour: 7, log: [] })).toEqual(DEFAULT_SETTINGS.notifications);
    expect(parseStoredSection("customers", "5000+")).toEqual(DEFAULT_SETTINGS.customers);
  });

  it("keep a good value and repair only a broken log", () => {
    const value = { minimum: 2, log: "x" };
    expect(parseStoredSection("reviews", value)).toEqual({ minimum: 2, log: [] });
  });

  it("keep the last ten changes", () => {
    let log = DEFAULT_SETTINGS.press.log;
    for (let i = 0; i < 12; i++) log = withLog(log, { at: `2026-11-${10 + i}`, by: "a@b.se", what: `${i}` });
    expect(log.map((m) => m.what)).toEqual(["2", "3", "4", "5", "6", "7", "8", "9", "10", "11"]);
  });
});

describe("the settings form", () => {
  it.each([
    [{ intent: "save_reviews", minimum: "" }, t.wholeNumber(1, 1000)],
    [{ intent: "save_reviews", minimum: "0" }, t.wholeNumber(1, 1000)],
    [{ intent: "save_reviews", minimum: "2,5" }, t.wholeNumber(1, 1000)],
    [{ intent: "save_reviews", minimum: "1001" }, t.wholeNumber(1, 1000)],
    [{ intent: "save_reviews" }, t.wholeNumber(1, 1000)],
    [{ intent: "save_customers", mode: "owner", figure: "", minimum: "10" }, t.customers.figureRequired],
    [{ intent: "save_customers", mode: "owner", figure: "-5", minimum: "10" }, t.wholeNumber(1, 10_000_000)],
    [{ intent: "save_customers", mode: "everyone", minimum: "10" }, t.invalid],
    [{ intent: "add_press", name: "  ", url: "" }, t.required],
    [{ intent: "add_press", name: "DN", url: "dn.se/artikel" }, t.press.urlInvalid],
    [{ intent: "add_press", name: "DN", url: "javascript:alert(1)" }, t.press.urlInvalid],
    [{ intent: "add_press", name: "x".repeat(61), url: "" }, t.press.nameTooLong],
    [{ intent: "add_testimonial", quote: "Gott", name: "Karin", town: "Uppsala", productId: "sleep" }, t.testimonials.consentRequired],
    [{ intent: "add_testimonial", quote: "x".repeat(301), name: "Karin", town: "Uppsala", productId: "sleep", consent: "on" }, t.testimonials.quoteTooLong],
    [{ intent: "add_testimonial", quote: "Gott", name: "Karin Svensson", town: "Uppsala", productId: "sleep", consent: "on" }, t.testimonials.firstNameInvalid],
    [{ intent: "add_testimonial", quote: "Gott", name: "Karin", town: "Uppsala", productId: "", consent: "on" }, t.testimonials.productRequired],
    [{ intent: "remove_press", id: "" }, t.unknownEntry],
    [{ intent: "save_notifications", mode: "each", email: "inte-en-adress", hour: "7" }, t.notifications.emailInvalid],
    [{ intent: "save_notifications", mode: "each", email: "", hour: "24" }, t.wholeNumber(0, 23)],
    [{ intent: "delete_everything" }, t.badIntent],
  ])("refuses %o with “%s”", (values, message) => {
    expect(firstMessage(values as Record<string, string>)).toBe(message);
  });

  it("parses good input", () => {
    expect(parse({ intent: "save_reviews", minimum: " 1 " }).data).toEqual({ intent: "save_reviews", minimum: 1 });
    expect(parse({ intent: "add_press", name: " Dagens Nyheter ", url: "" }).data).toEqual({ intent: "add_press", name: "Dagens Nyheter", url: null });
    expect(parse({ intent: "add_press", name: "DN", url: "https://www.dn.se/a" }).data).toMatchObject({ url: "https://www.dn.se/a" });
    expect(parse({ intent: "save_customers", mode: "orders", figure: "", minimum: "10" }).data).toEqual({ intent: "save_customers", mode: "orders", figure: undefined, minimum: 10 });
    expect(parse({ intent: "save_notifications", mode: "both", email: " Ägare@Stilla.se ", hour: "07" }).success).toBe(false);
    expect(parse({ intent: "save_notifications", mode: "both", email: " Agare@Stilla.se ", hour: "07" }).data).toEqual({ intent: "save_notifications", mode: "both", email: "agare@stilla.se", hour: 7 });
    expect(parse({ intent: "add_testimonial", quote: "Bästa teet.", name: "Anna-Karin", town: "Luleå", productId: "calm", consent: "on" }).success).toBe(true);
  });
});

describe("changes to the settings", () => {
  const ctx = { newId: "n1", mark: { at: "2026-11-23T10:00:00.000Z", by: "admin@stilla.se" } };
  const withPress = (...names: string[]): SiteSettings => ({
    ...structuredClone(DEFAULT_SETTINGS),
    press: { entries: names.map((name, i) => ({ id: `p${i}`, name, url: null })), log: [] },
  });

  it("adds, removes and moves press entries; unknown ids change nothing", () => {
    const added = applySettingsChange(withPress("DN"), { intent: "add_press", name: "SvD", url: "https://svd.se/x" }, ctx);
    expect(added).toEqual({ ok: true, section: "press", value: { entries: [{ id: "p0", name: "DN", url: null }, { id: "n1", name: "SvD", url: "https://svd.se/x" }], log: [] } });
    expect(applySettingsChange(withPress("DN", "SvD"), { intent: "remove_press", id: "p0" }, ctx)).toMatchObject({ ok: true, value: { entries: [{ name: "SvD" }] } });
    expect(applySettingsChange(withPress("DN"), { intent: "remove_press", id: "nope" }, ctx)).toEqual({ ok: false, reason: "unknown_entry" });
    expect(applySettingsChange(withPress("DN", "SvD", "Elle"), { intent: "move_press", id: "p2", direction: "up" }, ctx)).toMatchObject({
      value: { entries: [{ name: "DN" }, { name: "Elle" }, { name: "SvD" }] },
    });
  });

  it("refuses a thirteenth press entry", () => {
    const full = withPress(...Array.from({ length: 12 }, (_, i) => `M${i}`));
    expect(applySettingsChange(full, { intent: "add_press", name: "En till", url: null }, ctx)).toEqual({ ok: false, reason: "too_many" });
  });

  it("records the consent with a testimonial", () => {
    const r = applySettingsChange(DEFAULT_SETTINGS, { intent: "add_testimonial", quote: "Gott.", name: "Karin", town: "Uppsala", productId: "sleep", consent: "on" }, ctx);
    expect(r).toMatchObject({ ok: true, section: "testimonials", value: { entries: [{ id: "n1", name: "Karin", consentAt: ctx.mark.at, consentBy: ctx.mark.by }] } });
  });

  it("keeps the owner's figure when another mode is chosen", () => {
    const owner = { ...DEFAULT_SETTINGS, customers: { mode: "owner" as const, figure: 800, minimum: 10, log: [] } };
    expect(applySettingsChange(owner, { intent: "save_customers", mode: "hidden", figure: undefined, minimum: 10 }, ctx)).toMatchObject({ value: { mode: "hidden", figure: 800 } });
  });

  it("moves stop at the ends", () => {
    const list = [{ id: "a" }, { id: "b" }];
    expect(moveEntry(list, "a", "up")).toEqual(list);
    expect(moveEntry(list, "b", "down")).toEqual(list);
    expect(moveEntry(list, "a", "down")).toEqual([{ id: "b" }, { id: "a" }]);
    expect(moveEntry(list, "c", "up")).toBeNull();
  });
});
