import type { Page } from "@playwright/test";
import { adminPage as signedInAdmin, expect, expectAccessible, logIn, signUp, signUpByForm, test, uniqueEmail } from "./fixtures";
import { formatKr } from "../../app/domain/money";

const kr = (n: number) => formatKr(n * 100);

async function addFromProductPage(page: Page, id: string, name: string) {
  await page.goto(`/product/${id}`);
  await page.getByRole("button", { name: `Lägg ${name} i varukorgen` }).click();
  const drawer = page.getByRole("dialog", { name: "Varukorg" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe("cart", () => {
  test("2 × Sleep is 423 kr for the line; shipping 49 kr under 500 kr and free with the gift from 500 kr @smoke", async ({ page }) => {
    const drawer = await addFromProductPage(page, "sleep", "Sleep");
    await expect(drawer).toContainText("1 artikel");
    await expect(drawer.getByTestId("shipping")).toHaveText(kr(49));

    await drawer.getByRole("button", { name: "Öka antal Sleep" }).click();
    const line = drawer.getByTestId("cart-line").filter({ hasText: "Sleep" });
    await expect(line.getByTestId("line-total")).toHaveText(kr(423));
    await expect(line.getByTestId("multibuy")).toHaveText(`Mängdrabatt −${kr(75)}`);
    await expect(drawer).toContainText("2 artiklar");
    await expect(drawer.getByTestId("shipping")).toHaveText(kr(49));
    await expect(drawer.getByTestId("total")).toHaveText(kr(472));
    await expect(drawer).toContainText("varav moms 6\u00a0%");
    await expect(drawer.getByRole("progressbar", { name: "Framsteg mot fri frakt" })).toHaveAttribute("aria-valuenow", "84");

    await drawer.getByRole("button", { name: "Öka antal Sleep" }).click();
    await expect(line.getByTestId("line-total")).toHaveText(kr(635)); // 747 − 15 % = 634,95 → 635
    await expect(drawer.getByTestId("shipping")).toHaveText("Fri frakt");
    await expect(drawer.getByTestId("cart-line").filter({ hasText: "Temått" })).toContainText("Gåva");
    await expect(drawer.getByTestId("total")).toHaveText(kr(635));

    await drawer.getByRole("button", { name: "Minska antal Sleep" }).click();
    await expect(drawer.getByTestId("shipping")).toHaveText(kr(49));
    await expect(drawer.getByTestId("cart-line").filter({ hasText: "Temått" })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("on a phone, signed in, with two products: /cart has no serious axe violation (issue #34: colour contrast)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpByForm(page, { name: "Kontrast Kund", email: uniqueEmail("kontrast"), password: "hemligt1" });
    for (const [id, name] of [["calm", "Calm"], ["focus", "Focus"]] as const) {
      const drawer = await addFromProductPage(page, id, name);
      await drawer.getByRole("button", { name: "Stäng varukorgen" }).click();
    }
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line")).toHaveCount(2);
    await expectAccessible(page);
  });

  test("the cart survives a reload, lines can be removed, and the header counts articles", async ({ page }) => {
    const drawer = await addFromProductPage(page, "calm", "Calm");
    await drawer.getByRole("button", { name: "Stäng varukorgen" }).click();
    await page.reload();
    await expect(page.getByRole("link", { name: "Varukorg, 1 artikel" })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Varukorg", level: 1 })).toBeVisible();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /fri frakt från 500\u00a0kr/);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Ta bort Calm" }).click();
    await expect(page.getByText("Din varukorg är tom")).toBeVisible();
    await expect(page.getByRole("link", { name: "Till butiken" })).toHaveAttribute("href", "/shop");
    await expect(page.getByRole("link", { name: "Varukorg, 0 artiklar" })).toBeVisible();
  });

  test("'Gå till kassan' goes straight to /checkout, for a visitor too (ADR 065), from the drawer and the cart page", async ({ page }) => {
    const drawer = await addFromProductPage(page, "focus", "Focus");
    await drawer.getByRole("link", { name: "Gå till kassan" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kassa" })).toBeVisible();
    await page.goto("/cart");
    await page.getByRole("main").getByRole("link", { name: "Gå till kassan" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test("a visitor's cart merges into the account's cart at sign-in", async ({ page }) => {
    const email = uniqueEmail("korg");
    await addFromProductPage(page, "focus", "Focus");
    await signUp(page, { name: "Klara Korg", email, password: "hemligt1" });
    await expect(page.getByRole("link", { name: "Varukorg, 1 artikel" })).toBeVisible();

    await page.getByRole("button", { name: "Mitt konto" }).click();
    await page.getByRole("button", { name: "Logga Ut" }).click();
    await expect(page.getByRole("link", { name: "Varukorg, 0 artiklar" })).toBeVisible();

    await addFromProductPage(page, "calm", "Calm");
    await logIn(page, { email, password: "hemligt1" });
    await expect(page.getByRole("link", { name: "Varukorg, 2 artiklar" })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").filter({ hasText: "Focus" })).toBeVisible();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" })).toBeVisible();
  });

  test("a price sent by the browser is ignored", async ({ page }) => {
    await page.goto("/shop");
    const res = await page.request.post("/cart", {
      form: { intent: "add", productId: "sleep", price: "1", priceOre: "100", unitPriceOre: "100", total: "1" },
    });
    expect(res.ok()).toBe(true);
    await page.goto("/cart");
    const line = page.getByTestId("cart-line").filter({ hasText: "Sleep" });
    await expect(line.getByTestId("line-total")).toHaveText(kr(249));
    await expect(page.getByTestId("total")).toHaveText(kr(298));
  });

  test("bad quantities are refused and change nothing", async ({ page }) => {
    await page.goto("/shop");
    for (const quantity of ["-1", "1.5", "21", "1e9", "abc"]) {
      const res = await page.request.post("/cart", { form: { intent: "add", productId: "focus", quantity } });
      expect(res.status(), quantity).toBe(400);
    }
    const unknown = await page.request.post("/cart", { form: { intent: "add", productId: "finns-inte" } });
    expect(unknown.status()).toBe(409);
    await page.goto("/cart");
    await expect(page.getByText("Din varukorg är tom")).toBeVisible();
  });

  test("the page's JavaScript gets data, a page post gets Post/Redirect/Get: told apart by the .data URL, not a form field", async ({ page }) => {
    await page.goto("/shop");
    // What React Router's client sends for a fetcher: the route's .data URL.
    const byScript = await page.request.post("/cart.data", { form: { intent: "add", productId: "calm" }, maxRedirects: 0 });
    expect(byScript.status()).toBe(200);
    // A page post, even one claiming to come from JavaScript the old way (js=1), is redirected to the cart.
    const byPage = await page.request.post("/cart", { form: { intent: "add", productId: "calm", js: "1" }, maxRedirects: 0 });
    expect(byPage.status()).toBe(302);
    expect(byPage.headers()["location"]).toBe("/cart");
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" }).getByTestId("line-total")).toHaveText(kr(423));
  });

  test("adding works without JavaScript and lands on /cart", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: "te-och-ro" } });
    await context.addCookies([{ name: "stilla_consent", value: "necessary", url: baseURL! }]);
    const page = await context.newPage();
    await page.goto("/product/focus");
    await page.getByRole("button", { name: "Lägg Focus i varukorgen" }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line").filter({ hasText: "Focus" })).toBeVisible();
    await page.getByRole("button", { name: "Öka antal Focus" }).click();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Focus" }).getByTestId("line-total")).toHaveText(kr(423));
    await context.close();
  });

  test("an out-of-stock product cannot be added", async ({ page, browser, baseURL }) => {
    const adminPage = await signedInAdmin(browser, baseURL!, "/admin/products");
    const admin = adminPage.context();
    const setStock = async (stock: string) => {
      await adminPage.getByRole("textbox", { name: "Lager för Telåda i ek" }).fill(stock);
      await adminPage.getByRole("button", { name: "Spara Telåda i ek" }).click();
      await expect(adminPage.getByRole("status").filter({ hasText: "sparad" })).toBeVisible();
    };
    await setStock("0");
    try {
      await page.goto("/product/tea-box");
      await expect(page.getByRole("button", { name: "Slutsåld" }).first()).toBeDisabled();
      const res = await page.request.post("/cart", { form: { intent: "add", productId: "tea-box" } });
      expect(res.status()).toBe(409);
      expect(await res.text()).toContain("Produkten kan inte läggas till i varukorgen");
      await page.goto("/cart");
      await expect(page.getByText("Din varukorg är tom")).toBeVisible();
    } finally {
      await setStock("20");
      await admin.close();
    }
  });
});
