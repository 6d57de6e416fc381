/**
 * The phone checkout (issue #34, ADR 066) on a 390 px touch phone: the delivery form starts within the first
 * screen (the summary and the two code boxes are one line each), the optional mobile number is checked by the
 * server and shown on the order, and an address saved with "Spara adressen till nästa gång" lets a returning
 * customer order with at most 3 taps after "Gå till kassan".
 */
import type { Locator, Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, signUpByForm, test, uniqueEmail } from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** Taps `target` and counts it: the customer's taps are what this spec measures. */
function tapCounter() {
  let taps = 0;
  return {
    async tap(target: Locator) {
      taps += 1;
      await target.tap();
    },
    get count() {
      return taps;
    },
  };
}

async function newCustomerWithCart(page: Page, name: string, prefix: string) {
  const email = uniqueEmail(prefix);
  await signUpByForm(page, { name, email, password: "hemligt-te-1" });
  expect((await page.request.post("/cart", { form: { intent: "add", productId: "sleep" } })).ok()).toBe(true);
  return email;
}

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Kassa" });
const orderButton = (page: Page) => page.getByRole("button", { name: "Beställ med betalningsskyldighet" });

test.describe("the phone checkout", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("the first field is on the first screen, the summary is one line with the total that opens, axe at 390 px", async ({ page }) => {
    await newCustomerWithCart(page, "Ada Skärm", "mobil");
    await page.goto("/checkout");
    const form = checkoutForm(page);
    const first = await form.getByLabel("Namn", { exact: true }).boundingBox();
    expect(first!.y + first!.height).toBeLessThan(PHONE.height);
    const firstEmpty = await form.getByLabel("Adress", { exact: true }).boundingBox();
    expect(firstEmpty!.y + firstEmpty!.height, "the first empty field within the first screen").toBeLessThan(PHONE.height);

    // The summary: one line with the total (the same as "Att betala" above the order button), the lines behind it.
    const toggle = page.getByText("Visa ordersammanfattning");
    const total = (await page.getByTestId("pay-total").textContent())!;
    expect(total).toMatch(/^\d+\u00a0kr$/);
    await expect(page.getByTestId("summary-disclosure").locator("summary")).toContainText(total);
    await expect(page.getByTestId("summary-line")).toBeHidden();
    await expect(page.getByLabel("Rabattkod")).toBeHidden();
    await expectAccessible(page);
    await toggle.tap();
    await expect(page.getByTestId("summary-line")).toBeVisible();
    await page.getByText("Har du en rabattkod?").tap();
    await expect(page.getByLabel("Rabattkod")).toBeVisible();
    await expectAccessible(page);

    // The keyboards and autofill: e-mail, numeric postal code, tel.
    await expect(form.getByLabel("E-post", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Postnummer", { exact: true })).toHaveAttribute("inputmode", "numeric");
    await expect(form.getByLabel("Postnummer", { exact: true })).toHaveAttribute("autocomplete", "shipping postal-code");
    const phone = form.getByLabel("Mobilnummer (valfritt)");
    await expect(phone).toHaveAttribute("type", "tel");
    await expect(phone).toHaveAttribute("autocomplete", "shipping tel");

    // The order button: after the form with nothing but the total and the seller's terms between, not 3 screens down.
    const button = await orderButton(page).boundingBox();
    // Plus the delivery option's one folded line (ADR 083: "Leverans: ombud/paketskåp · 49 kr", opened to change it).
    await expect(page.getByTestId("delivery-disclosure").locator("summary")).toBeVisible();
    expect(button!.y).toBeLessThan(3 * PHONE.height + 80);
    expect(button!.x).toBeGreaterThanOrEqual(0);
    expect(button!.x + button!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test("a saved address: a returning customer orders with at most 3 taps after 'Gå till kassan'; the number shows on the order @smoke", async ({ page, browser, baseURL }) => {
    await newCustomerWithCart(page, "Rut Återkommer", "atervander");

    // The first order: the address typed once, with a mobile number and "Spara adressen till nästa gång".
    await page.goto("/checkout");
    const form = checkoutForm(page);
    const save = form.getByRole("checkbox", { name: "Spara adressen till nästa gång" });
    await expect(save, "nothing saved yet: saving is the customer's own choice").not.toBeChecked();
    await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
    await form.getByLabel("Postnummer", { exact: true }).fill("11455");
    await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
    await form.getByLabel("Mobilnummer (valfritt)").fill("+46 70 123 45 67");
    await save.tap();
    await form.getByRole("radio", { name: "Faktura" }).tap();
    await orderButton(page).tap();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
    await expect(page.getByTestId("delivery-phone")).toHaveText("Mobil 070-123 45 67");

    // /konto shows the saved address with the number.
    await page.goto("/konto");
    await expect(page.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    await expect(page.getByLabel("Postnummer", { exact: true })).toHaveValue("114 55");
    await expect(page.getByLabel("Mobilnummer (valfritt)")).toHaveValue("070-123 45 67");

    // The next purchase: from the cart, every tap counted.
    expect((await page.request.post("/cart", { form: { intent: "add", productId: "calm" } })).ok()).toBe(true);
    await page.goto("/cart");
    await page.getByRole("main").getByRole("link", { name: "Gå till kassan" }).tap();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
    const taps = tapCounter();
    await expect(form.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    await expect(form.getByLabel("Mobilnummer (valfritt)")).toHaveValue("070-123 45 67");
    await expect(save, "an address is saved: the box keeps it current").toBeChecked();
    await taps.tap(form.getByRole("radio", { name: "Swish" }));
    await taps.tap(orderButton(page));
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
    expect(taps.count).toBeLessThanOrEqual(3);
    await expect(page.getByRole("main")).toContainText("Calm");
    await expect(page.getByTestId("delivery-phone")).toHaveText("Mobil 070-123 45 67");

    // The desk's order page has it too, as a number to call.
    const orderId = new URL(page.url()).pathname.split("/").pop()!;
    const desk = await adminPage(browser, baseURL!, `/admin/orders/${orderId}`);
    try {
      await expect(desk.getByTestId("desk-phone")).toHaveText("070-123 45 67");
      await expect(desk.getByTestId("desk-phone")).toHaveAttribute("href", "tel:+46701234567");
    } finally {
      await desk.context().close();
    }
  });

  test("a wrong number gets the message in the browser, and from the server without JavaScript, and no order is placed", async ({ page, browser, baseURL }) => {
    await newCustomerWithCart(page, "Fel Nummer", "felnummer");
    await page.goto("/checkout");
    const form = checkoutForm(page);
    await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
    await form.getByLabel("Postnummer", { exact: true }).fill("114 55");
    await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
    const phone = form.getByLabel("Mobilnummer (valfritt)");
    await phone.fill("08-123 456 78");
    await form.getByRole("radio", { name: "Swish" }).tap();
    await orderButton(page).tap();
    await expect(form.getByText("Ange ett svenskt mobilnummer, t.ex. 070-123 45 67")).toBeVisible();
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAccessible(page);

    // The same form without JavaScript: the action refuses it with the same words, and the cart is still there.
    const state = await page.context().storageState();
    const noJs = await browser.newContext({ baseURL, storageState: state, javaScriptEnabled: false, viewport: PHONE });
    try {
      const p = await noJs.newPage();
      await p.goto("/checkout");
      const f = checkoutForm(p);
      await f.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
      await f.getByLabel("Postnummer", { exact: true }).fill("114 55");
      await f.getByLabel("Ort", { exact: true }).fill("Stockholm");
      await f.getByLabel("Mobilnummer (valfritt)").fill("0701234");
      await f.getByRole("radio", { name: "Swish" }).check();
      await orderButton(p).click();
      await expect(f.getByText("Ange ett svenskt mobilnummer, t.ex. 070-123 45 67")).toBeVisible();
      await expect(f.getByLabel("Mobilnummer (valfritt)")).toHaveValue("0701234");
      await expect(f.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    } finally {
      await noJs.close();
    }
    // Placing an order empties the cart: the line still there means nothing was ordered.
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").filter({ hasText: "Sleep" })).toBeVisible();
  });
});

test.describe("the checkout on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("two columns: the form and the open summary beside it, the code boxes open; axe at 1280 px", async ({ page }) => {
    await newCustomerWithCart(page, "Bo Bred", "bred");
    await page.goto("/checkout");
    const form = await checkoutForm(page).boundingBox();
    const summary = await page.getByRole("region", { name: "Din beställning" }).boundingBox();
    expect(summary!.x).toBeGreaterThan(form!.x + form!.width - 1);
    await expect(page.getByText("Visa ordersammanfattning")).toBeHidden();
    await expect(page.getByTestId("summary-line")).toBeVisible();
    await expect(page.getByLabel("Rabattkod")).toBeVisible();
    await expect(page.getByLabel("Presentkort", { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
