import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { focusProblem } from "./focus-check";

/**
 * Focus never hidden, never lost (ADR 072; WCAG 2.2 2.4.11, 2.4.3): at 390 and 1280 px, every control that Tab or
 * Shift+Tab reaches is the element at its own centre (no sticky header, buy bar or cookie banner over it), focus never
 * falls to <body>, and the cart drawer gives focus back to the button that opened it.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

/**
 * Presses the key up to `times` times and collects every focus problem on the way (at most the first five). Focus on
 * <body> after a move is the end of the page's tab order (the browser's own controls come next): the walk ends there.
 */
async function walk(page: Page, key: "Tab" | "Shift+Tab", times: number): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    const problem = await focusProblem(page);
    if (problem === "focus is on <body>" && i > 0) break;
    if (problem && !problems.includes(problem)) problems.push(problem);
  }
  return problems.slice(0, 5);
}

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test.describe("before a cookie choice", () => {
      test.use({ consent: null });

      test("the cookie banner comes first in the tab order, covers no focused control and Escape closes it without consent", async ({ page }) => {
        await page.goto("/");
        const banner = page.getByRole("region", { name: "Cookieinställningar" });
        await expect(banner).toBeVisible();
        await page.keyboard.press("Tab");
        await expect(banner.getByRole("button", { name: "Stäng och avböj" })).toBeFocused();

        // Every stop of the home page, forwards and back, with the banner open.
        expect(await walk(page, "Tab", 90)).toEqual([]);
        expect(await walk(page, "Shift+Tab", 90)).toEqual([]);

        // Escape inside the banner is "Endast nödvändiga" (the close button): never consent to all.
        await banner.getByRole("button", { name: "Acceptera Alla" }).focus();
        await expect(page.locator('[data-deferred="live"]').filter({ has: banner })).toBeAttached();
        await page.keyboard.press("Escape");
        await expect(banner).toBeHidden();
        await expect
          .poll(async () => (await page.context().cookies()).find((c) => c.name === "stilla_consent")?.value)
          .toBe("necessary");
        // The banner is gone for good: the next page has none.
        await page.goto("/shop");
        await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
      });
    });

    test("no focused control hides under the home page's quick bar, which appears while Tab scrolls down", async ({ page }) => {
      await page.goto("/");
      expect(await walk(page, "Tab", 90)).toEqual([]);
      expect(await walk(page, "Shift+Tab", 90)).toEqual([]);
    });

    test("no focused control hides under the sticky header or the buy bar on a product page", async ({ page }) => {
      await page.goto("/product/sleep");
      // Down the page: at 390 px the buy bar appears once the main buy button has scrolled past.
      expect(await walk(page, "Tab", 110)).toEqual([]);
      // From the bottom back up: each control Shift+Tab reaches must clear the sticky header.
      await page.keyboard.press("End");
      await page.locator("footer a").last().focus();
      expect(await walk(page, "Shift+Tab", 110)).toEqual([]);
      await expectAccessible(page);
    });

    test("the cart drawer gives focus back to the button that opened it", async ({ page }) => {
      await page.goto("/product/sleep");
      const add = page.getByRole("main").getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true }).first();
      await add.focus();
      await page.keyboard.press("Enter");
      const drawer = page.getByRole("dialog", { name: "Varukorg" });
      await expect(drawer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(add).toBeFocused();
      expect(await focusProblem(page)).toBeNull();

      // The close button, too; and "Snabbköp" on the shop's cards (1280 px: shown on focus) or the card's own button.
      await page.goto("/shop");
      const quick = page
        .getByRole("main")
        .getByRole("button", { name: size.width >= 768 ? "Snabbköp Calm" : "Lägg Calm i varukorgen", exact: true })
        .first();
      await quick.focus();
      await page.keyboard.press("Enter");
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: "Stäng varukorgen" }).click();
      await expect(drawer).toBeHidden();
      await expect(quick).toBeFocused();
      expect(await focusProblem(page)).toBeNull();
    });

    test("a client-side navigation moves focus to the new page's heading; the first load and a new sort order do not", async ({ page }) => {
      await page.goto("/");
      // The first load leaves focus where the browser puts it.
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      const shopLink = page.getByRole("main").getByRole("link", { name: "Se hela sortimentet" });
      await shopLink.focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/shop$/);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAttribute("tabindex", "-1");
      expect(await focusProblem(page)).toBeNull();

      // Sorting changes only the query: focus stays on the control.
      const sort = page.getByRole("combobox", { name: "Sortera efter" });
      await sort.focus();
      await sort.selectOption({ label: "Namn A–Ö" });
      await expect(page).toHaveURL(/\?sort=name$/);
      await expect(sort).toBeFocused();

      // Tab from the heading goes on into the page, not back to the old link.
      await page.getByRole("main").getByRole("link", { name: /^Sleep\b/ }).first().click();
      await expect(page).toHaveURL(/\/product\/sleep$/);
      await expect(page.getByRole("main").getByRole("heading", { level: 1, name: "Sleep" })).toBeFocused();
    });

    test("a failed sign-in moves focus to the first invalid field or to the server's message", async ({ page }) => {
      await page.goto("/auth");
      const submit = page.getByRole("tabpanel").getByRole("button", { name: "Logga in" });
      // Checked in the browser: focus goes to the first field with a message.
      await submit.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByLabel("E-post")).toBeFocused();
      // Refused by the server: focus goes to its message.
      await page.keyboard.type(uniqueEmail("fokus"));
      await page.getByLabel("Lösenord", { exact: true }).fill("fel-losenord");
      await submit.focus();
      await page.keyboard.press("Enter");
      const alert = page.getByRole("tabpanel").getByRole("alert");
      await expect(alert).toBeVisible();
      await expect(alert).toBeFocused();
      expect(await focusProblem(page)).toBeNull();
      await expectAccessible(page);
    });

    // Issue #35 item 3, still open: the form's part hydrates when focus first comes into it (ADR 043), and now and
    // then focus is lost as it does (the full run of 2026-11-29 caught it at 390 px; 40 tries by hand did not). Known
    // and listed in the accessibility statement; this test is the reproduction to turn on with the fix.
    test("Shift+Tab into the footer's newsletter form keeps focus in it, each time", async ({ page }) => {
      for (let attempt = 0; attempt < 4; attempt++) {
        // Freshly loaded each time: the form's code loads when focus first comes into it (ADR 043).
        await page.goto("/shop");
        await page.getByRole("contentinfo").getByRole("link").first().focus();
        await page.keyboard.press("Shift+Tab");
        await expect(page.getByRole("contentinfo").getByRole("button", { name: "Anmäl mig" })).toBeFocused();
        await page.keyboard.press("Shift+Tab");
        await expect(page.getByRole("contentinfo").getByLabel("Mejladress för nyhetsbrevet")).toBeFocused();
        expect(await focusProblem(page)).toBeNull();
      }
    });

    test("the cart names each quantity, says what a change did, and removing a line keeps focus in the cart", async ({ page }) => {
      await page.goto("/shop");
      for (const productId of ["sleep", "calm"]) {
        expect((await page.request.post("/cart", { form: { intent: "add", productId } })).ok()).toBe(true);
      }
      await page.goto("/cart");
      const status = page.getByRole("main").getByRole("status");
      const sleep = page.getByRole("group", { name: "Antal Sleep" });
      await expect(sleep).toContainText("1");
      await expect(page.getByRole("group", { name: "Antal Calm" })).toBeVisible();

      // + with the keyboard: the new quantity and the new total are said.
      await sleep.getByRole("button", { name: "Öka antal Sleep" }).focus();
      await page.keyboard.press("Enter");
      await expect(sleep).toContainText("2");
      const total = (await page.getByTestId("total").textContent())!;
      await expect(status).toHaveText(`Antal Sleep: 2. Totalt ${total}.`);

      // Removing Sleep: focus goes to the line that took its place (Calm's), not to <body>.
      await page.getByRole("button", { name: "Ta bort Sleep" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("cart-line")).toHaveCount(1);
      await expect(status).toContainText("Sleep är borttagen. Totalt");
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[data-testid=cart-line]")?.textContent ?? "")).toContain("Calm");
      expect(await focusProblem(page)).toBeNull();

      // The last line: focus goes to the cart's heading.
      await page.getByRole("button", { name: "Ta bort Calm" }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByText("Din varukorg är tom")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: "Varukorg" })).toBeFocused();
      await expectAccessible(page);
    });
  });
}

/**
 * A client-side navigation shows the page whole (ADR 043, 072): the product gallery's code comes with the page's data,
 * not after it. CI caught the keyboard purchase with the focused "Engångsköp" radio pushed below a phone's viewport by
 * the gallery appearing above it; held back 1.5 s, the gallery moved the buy button 398 px down.
 */
test("a client-side navigation to a product: the buy button does not move once the page shows, however late the gallery's code", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/shop");
  await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
  await page.route(/\/assets\/[\w-]+\.deferred-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole("main").getByRole("link", { name: /^Sleep\b/ }).first().click();
  await expect(page).toHaveURL(/\/product\/sleep$/);
  const add = page.getByRole("main").getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true }).first();
  const top = async () => (await add.boundingBox())?.y;
  const shown = await top();
  expect(shown).toBeDefined();
  await page.waitForTimeout(2000);
  expect(await top()).toBe(shown);
  await expect(page.getByRole("main").getByRole("button", { name: "Förstora bilden" })).toBeVisible();
});
