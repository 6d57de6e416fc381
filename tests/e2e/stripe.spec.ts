/**
 * Card payment through Stripe Checkout (ADR 075), in the browser against the local Stripe double: the shop's own
 * server started with the double's keys, a guest picks "Kort, Klarna …" (nothing pre-selected), lands on the double's
 * hosted page, pays, comes back to "Betalningen behandlas…" and sees the order paid once the signed webhook has
 * arrived, with no one touching the console. Then the owner refunds a line through Stripe: "begärd" until the
 * double's refund webhook, then "Återbetald". On a phone (390 px) and a desktop (1280 px), with screenshots.
 */
import { mkdirSync } from "node:fs";
import { StripeDouble } from "../doubles/stripe-double";
import { adminPage, expect, fillCheckoutAndOrder, hydrated, test, uniqueEmail, useSpecServer } from "./fixtures";

// One server for the file, so its tests run in one worker (useSpecServer).
test.describe.configure({ mode: "default" });
const double = new StripeDouble();
const shop = useSpecServer(async () => {
  await double.start();
  double.webhookTarget = async (body, headers) => (await fetch(`${shop.baseURL.replace("localhost", "127.0.0.1")}/webhooks/stripe`, { method: "POST", headers, body })).status;
  // The PostgreSQL project's run gets a shop of its own on PostgreSQL (a fresh database, scripts/e2e-server.ts).
  const db = test.info().project.name === "postgres" ? "postgres" : "pglite";
  return { STRIPE_SECRET_KEY: double.secretKey, STRIPE_WEBHOOK_SECRET: double.webhookSecret, STRIPE_API_BASE: double.url, E2E_DB: db };
});
test.afterAll(async () => double.stop());

const SHOTS = "test-results/stripe-screens";
mkdirSync(SHOTS, { recursive: true });

for (const [device, viewport] of [["telefon", { width: 390, height: 844 }], ["dator", { width: 1280, height: 900 }]] as const) {
  test.describe(`Stripe Checkout on a ${device}`, () => {
    test.use({ viewport });

    test(`a guest pays by card through the hosted page; the webhook marks the order paid; the owner refunds a line through Stripe (${viewport.width} px)${viewport.width < 500 ? " @smoke" : ""}`, async ({ page, browser }) => {
      test.slow();
      const email = uniqueEmail("kort");
      await page.goto("/product/sleep");
      await hydrated(page);
      await page.getByRole("button", { name: "Lägg Sleep i varukorgen" }).first().click();
      await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
      await page.goto("/checkout");
      const card = page.getByRole("radio", { name: /Kort, Klarna/ });
      await expect(page.getByRole("list", { name: "Betalsätt" }).getByRole("listitem"), "the footer names what checkout offers").toHaveText(["Kort", "Klarna", "Swish", "Faktura"]);
      await expect(card).toBeVisible();
      // No method is chosen for the customer.
      for (const radio of await page.getByRole("group", { name: "Välj betalsätt" }).getByRole("radio").all()) await expect(radio).not.toBeChecked();
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/checkout-${viewport.width}.png`, fullPage: true });

      // The webhook comes a little later than the customer, as it may: the return page says it is being processed.
      double.delivery = { delayMs: 4_000 };
      await fillCheckoutAndOrder(page, { customer: "Karin Kortsson", email, paymentMethod: /Kort, Klarna/ });
      await expect(page).toHaveURL(new RegExp(`^${double.url}/pay/cs_test_`), { timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1, name: /^Betala \d/ })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/hosted-${viewport.width}.png`, fullPage: true });
      await page.getByRole("button", { name: "Betala" }).click();

      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?(nyckel=[^&]+&)?tack=1&betalning=klar$/, { timeout: 30_000 });
      await expect(page.getByTestId("stripe-processing")).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/return-processing-${viewport.width}.png`, fullPage: true });
      // Nobody touches the console: the signed webhook arrives and the page (asking again every few seconds) shows it paid.
      await expect(page.getByText(/Betalningen är mottagen/).first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId("stripe-processing")).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/return-paid-${viewport.width}.png`, fullPage: true });
      double.delivery = {};
      const orderId = /\/orders\/([0-9a-f-]{36})/.exec(page.url())![1]!;

      // The owner: the order is paid, the provider's references and events are on the desk.
      const admin = await adminPage(browser, shop.baseURL, `/admin/orders/${orderId}`);
      await admin.setViewportSize(viewport);
      await expect(admin.getByText("Betald", { exact: true }).first()).toBeVisible();
      const panel = admin.getByTestId("provider-payment");
      await expect(panel.getByTestId("provider-state")).toHaveText("Betald");
      await expect(panel.getByTestId("provider-event").filter({ hasText: "checkout.session.completed" })).toContainText("paid");
      await admin.screenshot({ path: `${SHOTS}/desk-paid-${viewport.width}.png`, fullPage: true });

      // Refund through Stripe: packed and sent first, then one unit back.
      const actions = admin.getByRole("region", { name: "Åtgärder" });
      await actions.getByRole("button", { name: "Börja packa" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Ordern packas." })).toBeVisible();
      await actions.getByLabel("Spårningsnummer").fill("RR123456785SE");
      await actions.getByRole("button", { name: "Markera som skickad" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Ordern är markerad som skickad." })).toBeVisible();
      double.refundConfirmDelayMs = null; // the bank takes its time
      const refundPanel = admin.getByTestId("refund-panel");
      await admin.reload();
      await refundPanel.getByLabel("Antal att återbetala av Sleep").fill("1");
      await refundPanel.getByLabel("Anledning (syns för kunden)").fill("Skadad vid leverans");
      await refundPanel.getByRole("button", { name: "Återbetala", exact: true }).click();
      await expect(admin.getByRole("status").filter({ hasText: "är begärd hos betalleverantören" })).toBeVisible();
      await expect(admin.getByTestId("refund-state")).toHaveText(/Återbetalning begärd/);
      await expect(admin.getByText("Delvis återbetald", { exact: true })).toHaveCount(0);
      await admin.screenshot({ path: `${SHOTS}/desk-refund-requested-${viewport.width}.png`, fullPage: true });
      // Stripe confirms: the webhook settles it.
      const refundId = [...double.refunds.keys()].at(-1)!;
      await double.confirmRefund(refundId);
      await admin.reload();
      await expect(admin.getByTestId("refund-state")).toHaveText("Återbetald");
      await expect(admin.getByText("Delvis återbetald", { exact: true }).first()).toBeVisible();
      double.refundConfirmDelayMs = 0;

      await admin.goto("/admin/betalningar");
      await expect(admin.getByRole("heading", { level: 1, name: "Betalningar att stämma av" })).toBeVisible();
      await admin.screenshot({ path: `${SHOTS}/reconcile-${viewport.width}.png`, fullPage: true });
      await admin.close();
    });
  });
}
