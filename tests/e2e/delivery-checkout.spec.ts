/**
 * Delivery options at checkout (issue #39, ADR 083) against the e2e server's PostNord double: a shopper picks a
 * service point near a postal code and pays, on a 390 px phone and at 1280 px; the order page shows where the parcel
 * waits. Without JavaScript the same search is a plain form round trip.
 */
import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUpByForm, test, uniqueEmail } from "./fixtures";
import { pickServicePoint } from "./service-point";

const checkoutForm = (page: Page) => page.getByRole("form", { name: "Kassa" });
const orderButton = (page: Page) => page.getByRole("button", { name: "Beställ med betalningsskyldighet" });

async function customerWithCart(page: Page, name: string) {
  await signUpByForm(page, { name, email: uniqueEmail("ombud"), password: "hemligt-te-1" });
  expect((await page.request.post("/cart", { form: { intent: "add", productId: "sleep" } })).ok()).toBe(true);
}

async function fillAndOrder(page: Page) {
  const form = checkoutForm(page);
  await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
  await form.getByLabel("Postnummer", { exact: true }).fill("11820");
  await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
  await form.getByRole("radio", { name: "Faktura" }).click();
  await orderButton(page).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
  const choice = page.getByTestId("delivery-choice");
  await expect(choice).toContainText("PostNord till ombud eller paketskåp");
  await expect(page.getByTestId("service-point")).toContainText("ICA Nära Hornstull");
  await expect(page.getByTestId("service-point")).toContainText("Hornsgatan 100, 117 28 Stockholm");
  await expectAccessible(page);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`delivery at ${viewport.width} px`, () => {
    test.use({ viewport, ...(viewport.width < 500 ? { isMobile: true, hasTouch: true } : {}) });

    test(`a shopper picks a service point by postal code and orders (${viewport.width} px)${viewport.width < 500 ? " @smoke" : ""}`, async ({ page }, info) => {
      const shots = async (name: string) => {
        await page.screenshot({ path: info.outputPath(`${name}-${viewport.width}.png`), fullPage: true });
      };
      await customerWithCart(page, "Saga Ombud");
      await page.goto("/checkout");
      await expect(page.locator("html[data-hydrated=true]")).toBeAttached();
      await pickServicePoint(page, { postalCode: "118 20", nearest: "PostNord Paketskåp Mariatorget", choose: "ICA Nära Hornstull", chooseId: "SE-1172801" }, shots);
      await expectAccessible(page);
      await fillAndOrder(page);
      await shots("order");
    });
  });
}

test("without JavaScript the delivery step posts the checkout form: the points come back and nothing typed is lost; the order keeps the choice", async ({ page, browser, baseURL }) => {
  await customerWithCart(page, "Nils Utanskript");
  // A phone whose scripts never arrive.
  const noJs = await browser.newContext({ baseURL, storageState: await page.context().storageState(), javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const p = await noJs.newPage();
  await p.goto("/checkout");
  const form = checkoutForm(p);
  await form.getByLabel("Adress", { exact: true }).fill("Storgatan 1");
  await form.getByLabel("Postnummer", { exact: true }).fill("903 26");
  await form.getByLabel("Ort", { exact: true }).fill("Umeå");
  await form.getByRole("radio", { name: "Faktura" }).check();
  const step = p.getByRole("region", { name: "Leveranssätt" });
  // On a phone the step is one folded line; <details> opens without any script.
  await p.getByTestId("delivery-disclosure").locator("summary").click();
  await step.getByLabel("Postnummer för ombud").fill("90326");
  await step.getByRole("button", { name: "Visa ombud" }).click();
  await expect(step.getByRole("group", { name: "Ombud och paketskåp nära 903 26" }).getByRole("radio", { name: "Coop Konsum Haga" })).toBeChecked();
  // What was typed came back with the points; nothing went into the address bar.
  await expect(form.getByLabel("Adress", { exact: true })).toHaveValue("Storgatan 1");
  await expect(form.getByLabel("Ort", { exact: true })).toHaveValue("Umeå");
  await expect(form.getByRole("radio", { name: "Faktura" })).toBeChecked();
  expect(p.url()).not.toContain("Storgatan");
  await step.getByRole("radio", { name: "Brev i brevlådan" }).check();
  await step.getByRole("button", { name: "Uppdatera leveranssätt" }).click();
  await expect(p.getByTestId("summary-delivery")).toContainText("Brev i brevlådan");
  await expect(form.getByLabel("Postnummer", { exact: true })).toHaveValue("903 26");
  await p.screenshot({ path: test.info().outputPath("no-js-letter-390.png"), fullPage: true });
  await orderButton(p).click();
  await expect(p).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
  await expect(p.getByTestId("delivery-choice")).toContainText("Brev i brevlådan");
  await noJs.close();
});
