/**
 * Swish Handel (ADR 082) in the browser against the local Swish double over mutual TLS: the shop's own server started
 * with the double's certificate, key, CA and number; a guest picks "Swish" (the only Swish option: the manual one is
 * not offered beside it), lands on the order page with the payment request — on a phone (390 px) the "Öppna Swish" app
 * switch with the request's token, on a computer (1280 px) the token as a QR code — and the double, as the payer's
 * phone, pays. Its callback is read back by the shop and the page shows the order paid, with no one touching the
 * console. Screenshots of the checkout's choice, the waiting page and the paid page.
 */
import { mkdirSync } from "node:fs";
import { SwishDouble } from "../doubles/swish-double";
import { expect, expectAccessible, fillCheckoutAndOrder, hydrated, test, uniqueEmail, useSpecServer } from "./fixtures";

// The shop runs on http://localhost in tests: the double is told to accept http callbacks (Swish would not), and the
// shop accepts an http PUBLIC_URL for Swish Handel only because the API base is on this machine (ADR 082).
// One server for the file, so its tests run in one worker (useSpecServer).
test.describe.configure({ mode: "default" });
const double = new SwishDouble({ allowHttpCallbacks: true });
useSpecServer(async () => {
  await double.start();
  double.callbackTarget = async (url, body) => (await fetch(url.replace("localhost", "127.0.0.1"), { method: "POST", headers: { "content-type": "application/json" }, body })).status;
  const db = test.info().project.name === "postgres" ? "postgres" : "pglite";
  return { ...double.env(), E2E_DB: db };
});
test.afterAll(async () => double.stop());

const SHOTS = "test-results/swish-handel-screens";
mkdirSync(SHOTS, { recursive: true });

for (const [device, viewport] of [["telefon", { width: 390, height: 844 }], ["dator", { width: 1280, height: 900 }]] as const) {
  test.describe(`Swish Handel on a ${device}`, () => {
    test.use({ viewport });

    test(`a guest pays with Swish: ${device === "telefon" ? "the app switch carries the request's token" : "a QR code of the token"}; Swish's callback, read back, marks the order paid (${viewport.width} px)${viewport.width < 500 ? " @smoke" : ""}`, async ({ page }) => {
      test.slow();
      await page.goto("/product/calm");
      await hydrated(page);
      await page.getByRole("button", { name: "Lägg Calm i varukorgen" }).first().click();
      await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
      await page.goto("/checkout");
      // One Swish: the automatic one, nothing chosen for the customer.
      await expect(page.getByRole("radio", { name: "Swish", exact: true })).toHaveCount(1);
      await expect(page.getByText(/Swish bekräftar betalningen åt oss/)).toBeVisible();
      for (const radio of await page.getByRole("group", { name: "Välj betalsätt" }).getByRole("radio").all()) await expect(radio).not.toBeChecked();
      await page.getByRole("radio", { name: "Swish", exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-${viewport.width}.png`, fullPage: false });

      await fillCheckoutAndOrder(page, { customer: "Sara Swishsson", email: uniqueEmail("swish-handel"), paymentMethod: "Swish" });
      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?(nyckel=[^&]+&)?tack=1$/, { timeout: 30_000 });
      // The address changes before the order page has loaded with its request: wait for the page's way to pay first.
      const payment = device === "telefon" ? page.getByRole("link", { name: "Öppna Swish" }) : page.getByRole("img", { name: /QR-kod för Swish-betalning av order \d+/ });
      await expect(payment).toBeVisible({ timeout: 30_000 });
      const request = [...double.paymentRequests.values()].at(-1)!;
      expect(request).toMatchObject({ status: "CREATED", currency: "SEK", payerAlias: null });
      const token = String(request.token);
      if (device === "telefon") {
        const open = page.getByRole("link", { name: "Öppna Swish" });
        await expect(open).toBeVisible();
        const href = (await open.getAttribute("href"))!;
        expect(href.startsWith(`swish://paymentrequest?token=${token}&callbackurl=`)).toBe(true);
        // The app brings the payer back to this very order page.
        expect(decodeURIComponent(href.split("callbackurl=")[1]!)).toMatch(/\/orders\/[0-9a-f-]{36}(\?nyckel=.+)?$/);
        await expect(page.getByTestId("swish-handel-qr")).toBeHidden();
      } else {
        const qr = page.getByRole("img", { name: /QR-kod för Swish-betalning av order \d+/ });
        await expect(qr).toBeVisible();
        await expect(qr).toHaveAttribute("data-token", token);
        await expect(page.getByRole("link", { name: "Öppna Swish" })).toBeHidden();
      }
      await expectAccessible(page);
      await page.screenshot({ path: `${SHOTS}/waiting-${viewport.width}.png`, fullPage: true });
      await page.getByTestId("payment").screenshot({ path: `${SHOTS}/waiting-panel-${viewport.width}.png` });

      // The payer approves in the app (the double); nobody touches the console.
      await double.pay(token);
      await expect(page.getByText(/Betalningen är mottagen/).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("swish-handel-qr")).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/paid-${viewport.width}.png`, fullPage: true });
      await page.getByTestId("payment").screenshot({ path: `${SHOTS}/paid-panel-${viewport.width}.png` });
      expect(double.requests.some((r) => r.method === "GET" && r.path === `/api/v1/paymentrequests/${String(request.id)}`)).toBe(true);
    });
  });
}

test.describe("Swish Handel with the payer's number", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("on a computer the customer gives their mobile number instead of scanning: a wrong number is explained, the right one gets the request in the app, and the order is paid (1280 px)", async ({ page }) => {
    test.slow();
    await page.goto("/product/calm");
    await hydrated(page);
    await page.getByRole("button", { name: "Lägg Calm i varukorgen" }).first().click();
    await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
    await page.goto("/checkout");
    await fillCheckoutAndOrder(page, { customer: "Nils Nummersson", email: uniqueEmail("swish-nummer"), paymentMethod: "Swish" });
    await expect(page.getByRole("img", { name: /QR-kod för Swish-betalning/ })).toBeVisible({ timeout: 30_000 });
    const first = [...double.paymentRequests.values()].at(-1)!;
    await page.getByRole("link", { name: "Betala med ditt mobilnummer i stället" }).click();
    const number = page.getByLabel("Ditt mobilnummer (Swish)");
    await number.fill("12345");
    await page.getByRole("button", { name: "Skicka till Swish" }).click();
    await expect(page.getByText("Skriv ett svenskt mobilnummer, till exempel 070-123 45 67.")).toBeVisible();
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(number).toBeFocused();
    await expectAccessible(page);
    await page.getByTestId("payment").screenshot({ path: `${SHOTS}/number-error-1280.png` });
    await page.getByLabel("Ditt mobilnummer (Swish)").fill("070-123 45 67");
    await page.getByRole("button", { name: "Skicka till Swish" }).click();
    await expect(page.getByTestId("swish-handel-in-app")).toBeVisible();
    // The QR's request was cancelled at Swish before the new one went to the number.
    expect(first.status).toBe("CANCELLED");
    const second = [...double.paymentRequests.values()].at(-1)!;
    expect(second).toMatchObject({ payerAlias: "46701234567", status: "CREATED" });
    await page.getByTestId("payment").screenshot({ path: `${SHOTS}/number-waiting-1280.png` });
    await double.pay(String(second.id));
    await expect(page.getByText(/Betalningen är mottagen/).first()).toBeVisible({ timeout: 30_000 });
  });
});
