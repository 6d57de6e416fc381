import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, expectAccessible, signUp, signUpByForm, uniqueEmail, adminPage as signedInAdmin, SITE_PASSWORD } from "./fixtures";
import { formatKr } from "../../app/domain/money";

const kr = (ore: number) => formatKr(ore);
const ORDER_URL = /\/orders\/[0-9a-f-]{36}\?tack=1$/;
const NAME = "Karin Kassa";

async function addToCart(request: APIRequestContext, ...productIds: string[]) {
  for (const productId of productIds) {
    const res = await request.post("/cart", { form: { intent: "add", productId } });
    expect(res.ok(), productId).toBe(true);
  }
}

/** A new signed-in customer with the given products in the cart, on /checkout. */
async function customerAtCheckout(page: Page, ...productIds: string[]) {
  const email = uniqueEmail("kassa");
  await signUpByForm(page, { name: NAME, email, password: "hemligt1" });
  await addToCart(page.request, ...productIds);
  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Kassa", level: 1 })).toBeVisible();
  return email;
}

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Kassa" });
const summary = (page: Page) => page.getByRole("region", { name: "Din beställning" });

async function fillDelivery(page: Page, v: Partial<Record<"name" | "email" | "address" | "postalCode" | "city", string>> = {}) {
  const form = checkoutForm(page);
  const values = { address: "Storgatan 1", postalCode: "114 55", city: "Stockholm", ...v };
  if (values.name !== undefined) await form.getByLabel("Namn", { exact: true }).fill(values.name);
  if (values.email !== undefined) await form.getByLabel("E-post", { exact: true }).fill(values.email);
  await form.getByLabel("Adress", { exact: true }).fill(values.address);
  await form.getByLabel("Postnummer", { exact: true }).fill(values.postalCode);
  await form.getByLabel("Ort", { exact: true }).fill(values.city);
}

const orderButton = (page: Page) => page.getByRole("button", { name: "Beställ med betalningsskyldighet" });

test.describe("checkout", () => {
  test("a visitor checks out as a guest or signs in from /checkout and comes back with the cart intact after sign-up", async ({ page }) => {
    await page.goto("/shop");
    await addToCart(page.request, "calm-mini");
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Du kan handla utan konto.")).toBeVisible();
    await page.getByRole("link", { name: "Logga in", exact: true }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcheckout$/);

    await page.getByRole("tab", { name: "Skapa konto" }).click();
    await page.getByLabel("Fullständigt namn").fill(NAME);
    await page.getByLabel("E-post").fill(uniqueEmail("tillbaka"));
    await page.getByLabel("Lösenord", { exact: true }).fill("hemligt1");
    await page.getByRole("button", { name: "Skapa konto" }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(summary(page).getByTestId("summary-line").filter({ hasText: "Calm Mini" })).toBeVisible();
    await expect(checkoutForm(page).getByLabel("Namn", { exact: true })).toHaveValue(NAME);
  });

  test("an empty cart redirects to /cart", async ({ page }) => {
    await signUpByForm(page, { name: NAME, email: uniqueEmail("tom"), password: "hemligt1" });
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText("Din varukorg är tom")).toBeVisible();
  });

  test("every validation message, then '114 55' is accepted and Faktura places the order @smoke", async ({ page }) => {
    await customerAtCheckout(page, "sleep");
    const form = checkoutForm(page);
    // The page shows who sells, the total with VAT and shipping, and the withdrawal right before the button.
    await expect(page.getByTestId("seller")).toContainText("Stilla Te AB");
    await expect(page.getByTestId("seller")).toContainText("Org.nr 559123-4567");
    await expect(page.getByTestId("pay-total")).toHaveText(kr(29_800));
    await expect(page.getByText("14 dagars ångerrätt")).toBeVisible();
    await expect(page.getByRole("link", { name: "Standardformulär för ångerrätt" })).toHaveAttribute("href", "/angerblankett");
    await expect(page.getByRole("link", { name: "Retur och ångerrätt" })).toHaveAttribute("href", "/returns");
    await expect(form.getByRole("radio", { name: "Swish" })).not.toBeChecked();
    await expect(form.getByRole("radio", { name: "Faktura" })).not.toBeChecked();
    await expectAccessible(page);

    await fillDelivery(page, { name: "A", email: "inte-en-adress", address: "Gata", postalCode: "1234", city: "X" });
    await orderButton(page).click();
    const alert = form.getByRole("alert");
    await expect(alert).toContainText("Vänligen rätta till felen i formuläret");
    await expect(form.getByText("Namnet måste vara minst 2 tecken")).toBeVisible();
    await expect(form.getByText("Ogiltig e-postadress")).toBeVisible();
    await expect(form.getByText("Adressen måste vara 5–200 tecken")).toBeVisible();
    await expect(form.getByText("Postnumret måste vara exakt 5 siffror")).toBeVisible();
    await expect(form.getByText("Orten måste vara 2–100 bokstäver")).toBeVisible();
    await expect(form.getByText("Välj ett betalsätt")).toBeVisible();
    await expect(form.getByLabel("Namn", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/checkout$/);
    await expectAccessible(page);

    // Letters only in a name; a postal code of 6 digits is refused too.
    await fillDelivery(page, { name: "Karin 2", email: "karin@example.se", postalCode: "114555" });
    await orderButton(page).click();
    await expect(form.getByText("Namnet får bara innehålla bokstäver, mellanslag och bindestreck")).toBeVisible();
    await expect(form.getByText("Postnumret måste vara exakt 5 siffror")).toBeVisible();
    await expect(form.getByText("Ogiltig e-postadress")).toHaveCount(0);

    await fillDelivery(page, { name: "Karin Åström-Öberg", postalCode: "114 55" });
    await form.getByRole("radio", { name: "Faktura" }).check();
    await expect(form.getByText("Betala inom 14 dagar. Fakturan kommer med e-post.")).toBeVisible();
    // While the order is being sent the button is disabled and says so.
    await page.route("**/checkout.data*", async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await orderButton(page).click();
    await expect(form.getByRole("button", { name: "Skickar beställningen…" })).toBeDisabled();
    await expect(page).toHaveURL(ORDER_URL);
  });

  test("discount codes: empty, invalid and expired are refused; a valid one applies and 'Ta bort' removes it", async ({ page }) => {
    await customerAtCheckout(page, "sleep");
    const field = page.getByLabel("Rabattkod", { exact: true });
    const apply = page.getByRole("button", { name: "Använd" });
    const totals = summary(page).getByTestId("cart-totals");
    await expect(totals.getByTestId("total")).toHaveText(kr(29_800));

    await apply.click();
    await expect(page.getByRole("alert").filter({ hasText: "Ange en rabattkod" })).toBeVisible();

    await field.pressSequentially("finns-ej");
    await expect(field).toHaveValue("FINNS-EJ");
    await apply.click();
    await expect(page.getByRole("alert").filter({ hasText: "Ogiltig rabattkod" })).toBeVisible();

    await field.fill("sommar20");
    await apply.click();
    await expect(page.getByRole("alert").filter({ hasText: "Rabattkoden har gått ut" })).toBeVisible();

    await field.fill("");
    await field.pressSequentially("valkommen10");
    await expect(field).toHaveValue("VALKOMMEN10");
    await apply.click();
    await expect(page.getByText("Rabattkoden VALKOMMEN10 används")).toBeVisible();
    await expect(totals).toContainText(`Rabatt−${kr(2_490)}`);
    await expect(totals.getByTestId("total")).toHaveText(kr(27_310));
    await expect(page.getByTestId("pay-total")).toHaveText(kr(27_310));
    await expectAccessible(page);

    // It survives a reload (stored on the cart), and 'Ta bort' removes it.
    await page.reload();
    await expect(page.getByText("Rabattkoden VALKOMMEN10 används")).toBeVisible();
    await page.getByRole("button", { name: "Ta bort rabattkoden VALKOMMEN10" }).click();
    await expect(page.getByText("Rabattkoden VALKOMMEN10 används")).toHaveCount(0);
    await expect(totals).not.toContainText("Rabatt");
    await expect(totals.getByTestId("total")).toHaveText(kr(29_800));
    await expect(page.getByTestId("pay-total")).toHaveText(kr(29_800));
  });

  test("the price guard: a price changed after adding stops the order, and the summary shows the new price", async ({ page, browser, baseURL }) => {
    await customerAtCheckout(page, "glass-cup");
    const line = summary(page).getByTestId("summary-line").filter({ hasText: "Glaskopp" });
    await expect(line.getByTestId("line-total")).toHaveText(kr(17_900));

    const adminPage = await signedInAdmin(browser, baseURL!, "/admin/products");
    const admin = adminPage.context();
    const setPrice = async (price: string) => {
      await adminPage.getByRole("textbox", { name: "Pris för Glaskopp (kr)" }).fill(price);
      await adminPage.getByRole("button", { name: "Spara Glaskopp" }).click();
      await expect(adminPage.getByRole("status").filter({ hasText: "sparad" })).toBeVisible();
    };
    await setPrice("189");
    try {
      await fillDelivery(page);
      await checkoutForm(page).getByRole("radio", { name: "Swish" }).check();
      await orderButton(page).click();
      await expect(checkoutForm(page).getByRole("alert")).toHaveText("Priset har ändrats. Vänligen ladda om sidan.");
      await expect(line.getByTestId("line-total")).toHaveText(kr(18_900));
      await expect(page.getByTestId("pay-total")).toHaveText(kr(18_900 + 4_900));
      // Having seen the new price, the customer can order.
      await orderButton(page).click();
      await expect(page).toHaveURL(ORDER_URL);
    } finally {
      await setPrice("179");
      await admin.close();
    }
  });

  test("prices and totals sent by the browser are ignored, and a replayed submit gives the same order", async ({ page }) => {
    await customerAtCheckout(page, "focus", "tea-infuser");
    await expect(page.getByTestId("pay-total")).toHaveText(kr(24_900 + 14_900 + 4_900));
    const idempotencyKey = await checkoutForm(page).locator('input[name="idempotencyKey"]').inputValue();
    expect(idempotencyKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const form = {
      intent: "place_order",
      idempotencyKey,
      name: NAME,
      email: "karin@example.se",
      address: "Storgatan 1",
      postalCode: "11455",
      city: "Stockholm",
      paymentMethod: "swish",
      price: "1",
      unitPriceOre: "100",
      total: "1",
      totalOre: "100",
      discountOre: "99999",
      discountCode: "VALKOMMEN10",
      status: "delivered",
    };
    const first = await page.request.post("/checkout", { form, maxRedirects: 0 });
    expect(first.status()).toBe(302);
    const location = first.headers()["location"]!;
    expect(location).toMatch(ORDER_URL);
    const replay = await page.request.post("/checkout", { form, maxRedirects: 0 });
    expect(replay.headers()["location"]).toBe(location);
    // The order is the engine's: 249 + 149 + 49 kr shipping, no discount; the cart was emptied.
    await page.goto(location);
    await expect(page.getByTestId("order-total")).toHaveText(kr(24_900 + 14_900 + 4_900));
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/cart$/);
  });

  test("works without JavaScript: server-side messages, a code, and an order", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: SITE_PASSWORD } });
    await context.addCookies([{ name: "stilla_consent", value: "necessary", url: baseURL! }]);
    const page = await context.newPage();
    try {
      await signUp(page, { name: NAME, email: uniqueEmail("utanjs"), password: "hemligt1" });
      await expect(page).toHaveURL(/\/$/);
      await addToCart(page.request, "calm");
      await page.goto("/checkout");

      await fillDelivery(page, { name: "Å", email: "fel@", address: "Väg", postalCode: "12", city: "Y" });
      await orderButton(page).click();
      const form = checkoutForm(page);
      await expect(form.getByRole("alert")).toContainText("Vänligen rätta till felen i formuläret");
      for (const message of [
        "Namnet måste vara minst 2 tecken",
        "Ogiltig e-postadress",
        "Adressen måste vara 5–200 tecken",
        "Postnumret måste vara exakt 5 siffror",
        "Orten måste vara 2–100 bokstäver",
        "Välj ett betalsätt",
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }
      await expect(form.getByLabel("Adress", { exact: true })).toHaveValue("Väg");

      await page.getByRole("button", { name: "Använd" }).click();
      await expect(page.getByText("Ange en rabattkod")).toBeVisible();
      await page.getByLabel("Rabattkod", { exact: true }).fill("valkommen10");
      await page.getByRole("button", { name: "Använd" }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(page.getByText("Rabattkoden VALKOMMEN10 används")).toBeVisible();
      await expect(page.getByTestId("pay-total")).toHaveText(kr(24_900 - 2_490 + 4_900));

      await fillDelivery(page, { name: NAME, email: "karin@example.se", postalCode: "11455" });
      await checkoutForm(page).getByRole("radio", { name: "Swish" }).check();
      await orderButton(page).click();
      await expect(page).toHaveURL(ORDER_URL);
    } finally {
      await context.close();
    }
  });
});
