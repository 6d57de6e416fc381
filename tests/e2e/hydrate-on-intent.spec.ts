import type { Locator, Page, Request } from "@playwright/test";
import { expect, hydrated, signUpByForm, test, uniqueEmail } from "./fixtures";

/**
 * The newsletter sign-up and the review form are hydrated when a visitor is about to use them (components/ui/deferred.tsx;
 * ADR 043, fifth round): their code is not part of a page's first load, it loads when the pointer, a finger or focus
 * comes to them, and React then adopts the server's elements with what they already hold.
 */

/** Requests for a module whose file name starts with `name`. */
function watch(page: Page, name: string) {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith(`/assets/${name}-`)) seen.push(r);
  });
  return seen;
}

/** The deferred part around `inner`: `data-deferred="live"` once React runs it. */
const partOf = (inner: Locator) => inner.locator("xpath=ancestor::div[@data-deferred][1]");

test.describe("hydrated on intent", () => {
  test("the footer's sign-up loads its code on focus and then posts through JavaScript (a toast, no reload)", async ({ page }) => {
    const loads = watch(page, "newsletter-form.deferred");
    await page.goto("/shop");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(loads, "the sign-up's code is not part of the first load").toHaveLength(0);

    const form = page.getByRole("form", { name: "Nyhetsbrevet i sidfoten" });
    const field = form.getByLabel("Mejladress för nyhetsbrevet");
    const loaded = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith("/assets/newsletter-form.deferred-"));
    await field.focus();
    await loaded;
    // Hydrated: React runs the part now.
    await expect(partOf(form)).toHaveAttribute("data-deferred", "live");
    await field.fill("fel@");
    await form.getByRole("button", { name: "Anmäl mig" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ogiltig e-postadress" })).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText("Ogiltig e-postadress");
    await expect(page).toHaveURL(/\/shop$/);
  });

  test("the review form: what is typed while its code is on the way stays, and is counted once React has it", async ({ page }) => {
    await signUpByForm(page, { name: "Ida Intent", email: uniqueEmail("intent"), password: "hemligt1" });
    const loads = watch(page, "reviews-form.deferred");
    await page.goto("/product/calm");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(loads, "the review form's code is not part of the first load").toHaveLength(0);

    // Hold the form's code back: the disclosure opens and the fields take text without it.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route(/\/assets\/reviews-form\.deferred-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const summary = page.locator("#omdomen summary").filter({ hasText: "Skriv en recension" });
    await summary.click();
    const form = page.getByRole("form", { name: "Din recension" });
    await expect(form).toBeVisible();
    await form.getByLabel("Rubrik").fill("Lugn kväll");
    await expect(partOf(form)).toHaveAttribute("data-deferred", "");
    expect(loads.length, "intent asked for the code").toBeGreaterThan(0);

    open();
    await expect(partOf(form)).toHaveAttribute("data-deferred", "live");
    await expect(form.getByLabel("Rubrik")).toHaveValue("Lugn kväll");
    await expect(form.getByText(/^10\/\d+ tecken$/)).toBeVisible();
    // The browser check runs before anything is sent: no rating, no comment.
    await form.getByRole("button", { name: "Skicka recension" }).click();
    await expect(form.getByText("Vänligen välj ett betyg")).toBeVisible();
    await expect(page.locator("#omdomen details")).toHaveAttribute("open", "");
  });

  test("a form sent while its code is on the way is held, then goes through JavaScript (the drawer, no page load)", async ({ page }) => {
    await page.goto("/product/focus");
    await hydrated(page);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    await page.route(/\/assets\/bought-together\.deferred-[^/]+\.js$/, async (route) => {
      await gate;
      await route.continue();
    });
    const box = page.getByRole("region", { name: "Köps ofta tillsammans" });
    await box.getByRole("button", { name: "Lägg båda i varukorgen" }).click();
    // Held: no post without JavaScript went to /cart.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/product\/focus$/);
    open();
    const drawer = page.getByRole("dialog", { name: "Varukorg" });
    await expect(drawer).toContainText("2 artiklar");
    await expect(page).toHaveURL(/\/product\/focus$/);
  });
});
