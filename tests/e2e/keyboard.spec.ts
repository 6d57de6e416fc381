import type { Locator, Page } from "@playwright/test";
import { expect, test, uniqueEmail } from "./fixtures";
import { focusProblem } from "./focus-check";

/**
 * A purchase with the keyboard alone (ADR 037, 072; WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11), at 390 and 1280 px: from the
 * home page to the order page with Tab, Shift+Tab, Enter, Space, Escape and the arrow keys (product → add → drawer →
 * checkout → sign-up → order). No click, fill or check anywhere: text goes in with keyboard.type into the field that
 * has focus. It fails when a control that Tab reaches is covered by another element (the sticky header, the buy bar)
 * or lies outside the viewport, when focus falls to <body> after a key or an action (a navigation, the drawer opening
 * or closing, a quantity change), when a dialog does not give focus back to what opened it, and when a focused
 * control shows no focus outline.
 */

/** Fails unless focus is on a visible, uncovered element (not <body>); polled, for what follows an action. */
async function expectFocusKept(page: Page, after: string) {
  await expect.poll(() => focusProblem(page), { message: `focus after ${after}` }).toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` (or one of its elements) has focus; every stop on the way must be
 * uncovered and not <body>, and the target must show its focus.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 150 } = {}) {
  await target.first().waitFor();
  for (let i = 0; i < max; i++) {
    if (await target.evaluateAll((els) => els.some((el) => el === document.activeElement))) {
      expect(await focusVisible(page.locator(":focus")), "a visible focus outline").toBe(true);
      return;
    }
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const problem = await focusProblem(page);
    if (problem) throw new Error(`on the way to ${target.toString()}: ${problem}`);
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The element shows the shop's :focus-visible outline, or a ring of its own (a product card draws it on ::after). */
function focusVisible(target: Locator) {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== "none" && Number(style.outlineWidth.replace("px", "")) >= 2;
    const ring = [style, getComputedStyle(el, "::after")].some((s) => s.boxShadow !== "none");
    return el.matches(":focus-visible") && (outline || ring);
  });
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  test(`at ${size.width} px a customer buys a tea from the home page to the order page with the keyboard only`, async ({ page }) => {
    test.slow(); // sign-up hashes a password, and each Tab is a round trip
    await page.setViewportSize(size);
    const phone = size.width < 1024;
    const email = uniqueEmail("tangentbord");
    await page.goto("/");

    // Home → Butik: the main navigation on a desktop; on a phone through the menu (a modal sheet).
    const header = page.getByRole("banner");
    if (phone) {
      await tabTo(page, header.getByRole("button", { name: "Meny", exact: true }));
      await page.keyboard.press("Enter");
      const menu = page.getByRole("dialog", { name: "Mobilmeny" });
      await expect(menu).toBeVisible();
      await expectFocusKept(page, "opening the menu");
      await tabTo(page, menu.getByRole("link", { name: "Butik", exact: true }));
    } else {
      await tabTo(page, header.getByRole("link", { name: "Butik", exact: true }));
    }
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/shop$/);
    // A new page: focus on its heading (ADR 072), not on <body> and not left on the old link.
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeFocused();
    await expectFocusKept(page, "the navigation to /shop");

    // Shop → Sleep's product page.
    await tabTo(page, page.getByRole("main").getByRole("link", { name: /^Sleep\b/ }).first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/product\/sleep$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await expectFocusKept(page, "the navigation to the product page");

    // Add to cart (Space on a button): the cart drawer opens with focus inside it.
    const add = page.getByRole("main").getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true }).first();
    await tabTo(page, add);
    await page.keyboard.press("Space");
    const drawer = page.getByRole("dialog", { name: "Varukorg" });
    await expect(drawer).toBeVisible();
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(add).toBeFocused();
    await expectFocusKept(page, "closing the drawer");

    // The header's cart button opens it again; + inside it keeps focus on the button.
    const cartButton = header.getByRole("link", { name: /^Varukorg, 1 artik/ });
    await tabTo(page, cartButton, { back: true });
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    const more = drawer.getByRole("button", { name: "Öka antal Sleep" });
    await tabTo(page, more);
    await page.keyboard.press("Enter");
    await expect(drawer.getByRole("group", { name: "Antal Sleep" })).toContainText("2");
    await expectFocusKept(page, "a quantity change in the drawer");
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")))).toBe(true);
    await tabTo(page, drawer.getByRole("link", { name: "Gå till kassan" }));
    await page.keyboard.press("Enter");

    // Not signed in: the checkout is open to guests (ADR 065) and offers the sign-in; take it, to the "Skapa konto" tab.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await expect(drawer).toBeHidden();
    await expectFocusKept(page, "the navigation to /checkout");
    await tabTo(page, page.getByRole("main").getByRole("link", { name: "Logga in", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    await expectFocusKept(page, "the navigation to /auth");
    // The tabs follow the WAI-ARIA tabs pattern: Tab reaches the selected tab, the arrow keys move between them.
    await tabTo(page, page.getByRole("tab", { name: "Logga in" }));
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Skapa konto" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: "Skapa konto" })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "Logga in" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Logga in" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(page.getByRole("tab", { name: "Skapa konto" })).toHaveAttribute("aria-selected", "true");
    await tabTo(page, page.getByLabel("Fullständigt namn"));
    await page.keyboard.type("Kim Tangent");
    await tabTo(page, page.getByLabel("E-post"));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel("Lösenord", { exact: true }));
    await page.keyboard.type("hemligt1");
    await page.keyboard.press("Enter");

    // Back at the checkout, signed in: name and e-mail are filled in; type the address.
    await expect(page).toHaveURL(/\/checkout$/, { timeout: 20_000 });
    await expectFocusKept(page, "the sign-up");
    const form = page.getByRole("form", { name: "Kassa" });
    await tabTo(page, form.getByLabel("Adress", { exact: true }));
    await page.keyboard.type("Hornsgatan 12");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Postnummer", { exact: true })).toBeFocused();
    await page.keyboard.type("114 55");
    await page.keyboard.press("Tab");
    await expect(form.getByLabel("Ort", { exact: true })).toBeFocused();
    await page.keyboard.type("Stockholm");

    // Payment: into the radio group, the arrow keys move between the methods; back to Swish.
    const swish = form.getByRole("radio", { name: "Swish" });
    await tabTo(page, form.locator('input[name="paymentMethod"]'));
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowDown");
    await expect(page.locator(":focus")).toBeChecked();
    for (let i = 0; i < 5 && !(await swish.isChecked()); i++) await page.keyboard.press("ArrowDown");
    await expect(swish).toBeChecked();
    await expect(swish).toBeFocused();
    await expectFocusKept(page, "choosing Swish");

    await tabTo(page, page.getByRole("button", { name: "Beställ med betalningsskyldighet" }));
    await page.keyboard.press("Enter");

    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({ timeout: 30_000 });
    await expectFocusKept(page, "placing the order");
  });
}
