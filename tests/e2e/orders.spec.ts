import type { Browser, Page } from "@playwright/test";
import { test, expect, expectAccessible, signUp, uniqueEmail, adminPage, orderThroughUi, unlockedPage } from "./fixtures";
import { formatKr } from "../../app/domain/money";

const kr = (n: number) => formatKr(n * 100);
const PASSWORD = "te-och-ro-123";

const placeOrder = (page: Page, paymentMethod: "Swish" | "Faktura" = "Swish") => orderThroughUi(page, { paymentMethod });
const freshPage = (browser: Browser, baseURL: string) => unlockedPage(browser, baseURL);

test.describe("orders", () => {
  test("a Swish order: QR code, order number and amount on the order page; listed as Väntar in /orders", async ({ page }) => {
    const order = await placeOrder(page, "Swish");
    await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible();
    await expect(page.getByRole("img", { name: `Swish-QR-kod för betalning av order ${order.number}` })).toBeVisible();
    const swish = page.getByTestId("swish-details");
    await expect(swish).toContainText("123 123 45 67");
    await expect(swish).toContainText(kr(298));
    await expect(swish).toContainText(`Meddelande${order.number}`);
    await expect(page.getByTestId("order-total")).toHaveText(kr(298));
    await expect(page.getByTestId("order-totals")).toContainText("varav moms 6\u00a0%");
    await expect(page.getByTestId("order-status")).toContainText("Väntar");
    await expect(page.getByText("Vi skickar din order inom 1–2 arbetsdagar")).toBeVisible();
    await expect(page.getByTestId("timeline").getByText(/Beräknat/)).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Standardformulär för ångerrätt" })).toHaveAttribute("href", "/angerblankett");
    await expectAccessible(page);

    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Mina Ordrar" })).toBeVisible();
    const card = page.getByTestId("order-card").filter({ hasText: `Order ${order.number}` });
    await expect(card.getByTestId("order-status")).toContainText("Väntar");
    await expect(card).toContainText("1 × Sleep");
    await expect(card).toContainText(kr(298));
    await expectAccessible(page);
    await card.getByRole("link", { name: `Order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`${order.url}$`));
    // A later visit reads as the order page, not a fresh thank-you.
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await expect(page.getByTestId("thank-you")).toHaveCount(0);
  });

  test("Faktura: due days, bankgiro and the OCR number", async ({ page }) => {
    const order = await placeOrder(page, "Faktura");
    const invoice = page.getByTestId("invoice-details");
    await expect(page.getByRole("heading", { name: "Betala med faktura" })).toBeVisible();
    await expect(page.getByText(/Betala inom 14 dagar, senast/)).toBeVisible();
    await expect(invoice).toContainText("123-4567");
    // The OCR: the order number, a length digit and a check digit (digits only).
    await expect(page.getByTestId("invoice-ocr")).toHaveText(new RegExp(`^${order.number}\\d{2}$`));
    await expect(invoice).toContainText(kr(298));
    await expect(page.getByRole("img", { name: /Swish-QR-kod/ })).toHaveCount(0);
  });

  test("a visitor goes to /auth; another customer's order answers 404; no orders shows the empty state", async ({ page, browser, baseURL }) => {
    const order = await placeOrder(page);

    const other = await freshPage(browser, baseURL!);
    await other.goto("/orders");
    await expect(other).toHaveURL(/\/auth\?redirectTo=%2Forders$/);
    await signUp(other, { name: "Bo Ek", email: uniqueEmail("other"), password: PASSWORD }, "/orders");
    await expect(other).toHaveURL(/\/orders$/);
    await expect(other.getByRole("heading", { name: "Du har inga ordrar ännu" })).toBeVisible();
    await expect(other.getByRole("link", { name: "Till butiken" })).toHaveAttribute("href", "/shop");

    const response = await other.goto(order.url);
    expect(response?.status()).toBe(404);
    await expect(other.getByRole("heading", { name: `Order ${order.number}` })).toHaveCount(0);
    expect((await other.goto("/orders/00000000-0000-4000-8000-000000000000"))?.status()).toBe(404);
    await other.context().close();
  });

  test("'Ångra köp' asks for one confirmation, registers the withdrawal, updates an open /orders page live and e-mails an acknowledgement", async ({ page, browser, baseURL }) => {
    const order = await placeOrder(page);

    // The same customer has /orders open in another tab: it follows changes without a reload.
    const list = await page.context().newPage();
    const connected = list.waitForResponse((r) => r.url().endsWith("/orders/events") && r.status() === 200);
    await list.goto("/orders");
    await connected;
    const card = list.getByTestId("order-card").filter({ hasText: `Order ${order.number}` });
    await expect(card.getByTestId("order-status")).toContainText("Väntar");

    await page.getByRole("button", { name: "Ångra köp" }).click();
    await expect(page.getByRole("heading", { name: "Bekräfta att du ångrar köpet" })).toBeFocused();
    await page.getByRole("button", { name: "Bekräfta ångrat köp" }).click();
    const registered = page.getByTestId("withdrawal-registered");
    await expect(registered).toContainText("Ditt ångrade köp är registrerat");
    await expect(registered).toContainText(`En bekräftelse har skickats till ${order.email}`);
    await expect(registered).toContainText("makulerat");
    await expect(page.getByTestId("order-status")).toContainText("Makulerad");
    await expect(page.getByRole("button", { name: "Ångra köp" })).toHaveCount(0);
    await expectAccessible(page);

    await expect(card.getByTestId("order-status")).toContainText("Makulerad");
    await expect(card).toContainText("Köpet ångrat");

    // The automatic acknowledgement with date and time is in the outbox.
    const admin = await adminPage(browser, baseURL!, "/admin/outbox");
    await expect(admin.getByRole("heading", { level: 1, name: "Utkorg" })).toBeVisible();
    const mail = admin.getByRole("listitem").filter({ hasText: new RegExp(`Vi har tagit emot att du ångrar order ${order.number} –`) });
    await expect(mail).toHaveCount(1);
    await mail.locator("summary").click();
    await expect(mail).toContainText(new RegExp(`Köpet ångrades: \\d{1,2} [a-zä]+ \\d{4} kl\\. \\d{2}:\\d{2}`));
    await admin.context().close();
  });

  test("the standard withdrawal form is a public page", async ({ page }) => {
    await page.goto("/angerblankett");
    await expect(page.getByRole("heading", { level: 1, name: "Standardformulär för utövande av ångerrätt" })).toBeVisible();
    await expect(page.getByText("Senast uppdaterad 21 november 2026")).toBeVisible();
    await expect(page.getByRole("link", { name: "/orders" })).toHaveAttribute("href", "/orders");
    await expectAccessible(page);
  });
});
