import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ENV } from "./env";

export const SITE_PASSWORD = E2E_ENV.SITE_PASSWORD;
export const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD };

interface Options {
  /** Pass the site password gate before the test (default true). */
  gateUnlocked: boolean;
  /** A stored cookie choice before the test (default "necessary"; null shows the banner). */
  consent: "all" | "necessary" | null;
}

export const test = base.extend<Options>({
  gateUnlocked: [true, { option: true }],
  consent: ["necessary", { option: true }],
  context: async ({ context, gateUnlocked, consent, baseURL }, use) => {
    if (gateUnlocked) {
      const res = await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } });
      expect(res.ok()).toBe(true);
    }
    if (consent) await context.addCookies([{ name: "stilla_consent", value: consent, url: baseURL! }]);
    await use(context);
  },
});

export { expect };

let counter = 0;
/** A unique e-mail address per call (tests run in parallel against one database). */
export function uniqueEmail(prefix = "kund"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.se`;
}

export async function signUp(page: Page, p: { name: string; email: string; password: string }, redirectTo?: string) {
  await page.goto(`/auth?tab=signup${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`);
  await page.getByLabel("Fullständigt namn").fill(p.name);
  await page.getByLabel("E-post").fill(p.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(p.password);
  await page.getByRole("button", { name: "Skapa konto" }).click();
}

export async function logIn(page: Page, p: { email: string; password: string }, redirectTo?: string) {
  await page.goto(`/auth${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`);
  await page.getByLabel("E-post").fill(p.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(p.password);
  await page.getByRole("button", { name: "Logga in" }).click();
}

/** axe-core: no serious or critical violation on the current page. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
