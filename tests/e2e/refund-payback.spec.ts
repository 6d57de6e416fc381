import { adminPage, expect, expectAccessible, mailsTo, mailText, orderThroughUi, test } from "./fixtures";

// The owner pays back a refund by hand (ADR 081): an order paid by invoice is refunded on the desk, the customer gives
// an account through the link in the refund mail, the owner sees it in the payments list and marks it paid back, and
// only then does the customer's order say "återbetalt". The customer on a phone (390 px), the owner at 1280 px; each
// page of the flow is also checked (axe) and photographed at the other width.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

test.describe("refunds paid back by the owner", () => {
  test("invoice order: refund recorded as owed, the customer gives an account by the mailed link, the owner marks it paid back @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const shot = (p: typeof page, name: string) => p.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
    await page.setViewportSize(PHONE);
    const placed = await orderThroughUi(page, { paymentMethod: "Faktura" });
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${placed.id}`);
    await admin.setViewportSize(DESKTOP);
    const actions = admin.getByRole("region", { name: "Åtgärder" });
    await actions.getByRole("button", { name: "Markera som betald" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern är markerad som betald." })).toBeVisible();
    await actions.getByRole("button", { name: "Börja packa" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern packas." })).toBeVisible();
    await actions.getByLabel("Spårningsnummer").fill("RR123456785SE");
    await actions.getByRole("button", { name: "Markera som skickad" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern är markerad som skickad." })).toBeVisible();

    // The refund of the line, not the shipping: recorded, not paid back.
    const panel = admin.getByTestId("refund-panel");
    await panel.getByLabel("Antal att återbetala av Sleep").fill("1");
    await panel.getByRole("checkbox", { name: "Lägg tillbaka varorna i lager" }).uncheck();
    await panel.getByLabel("Anledning (syns för kunden)").fill("Fel smak");
    await panel.getByRole("button", { name: "Återbetala", exact: true }).click();
    await expect(admin.getByRole("status").filter({ hasText: "är registrerad. Kunden har fått ett mejl med en länk" })).toBeVisible();
    await expect(admin.getByTestId("refund-state")).toHaveText("Att betala tillbaka – för över beloppet och markera det som återbetalt");
    // The payment status stays "Betald": nothing has moved.
    await expect(admin.getByText("Delvis återbetald", { exact: true })).toHaveCount(0);
    const owed = admin.getByTestId("owed-refunds");
    await expect(owed.getByRole("heading", { name: "Att betala tillbaka" })).toBeVisible();
    await expect(owed.getByTestId("owed-refund-account")).toContainText("Kunden har inte angett konto än");
    // By when: 14 days from today (distansavtalslagen), in Stockholm's calendar; not late yet.
    const dueBy = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date(Date.now() + 14 * 24 * 60 * 60_000));
    await expect(owed.getByTestId("owed-refund-due")).toHaveText(dueBy);

    // The customer's mail: "registrerat", a link to give the account, never "återbetalat".
    const isRefund = (text: string) => text.includes("Vi har registrerat en återbetalning");
    const refundText = (await mailsTo(baseURL!, placed.email, (m) => isRefund(mailText(m.raw)))).map((m) => mailText(m.raw)).find(isRefund)!;
    expect(refundText).not.toContain("Vi har återbetalat");
    const link = /https?:\/\/[^\s/]+(\/aterbetalning\/\d+\?nyckel=[A-Za-z0-9_-]+)/.exec(refundText)?.[1];
    expect(link).toBeTruthy();

    // The customer's order page before the account: "att betala tillbaka", and where to give it.
    await page.goto(placed.url);
    const refunds = page.getByRole("region", { name: "Återbetalningar" });
    await expect(refunds.getByTestId("customer-refund-state")).toContainText("att betala tillbaka");
    await expect(refunds.getByTestId("customer-refund-payout")).toContainText("Vi behöver veta vart vi ska betala tillbaka.");
    await expect(page.getByTestId("timeline").locator('[data-step="refund_pending"]')).toBeVisible();
    await shot(page, "order-page-owed-390");

    // The link's page: a bad clearing number is refused in Swedish and nothing is stored.
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1, name: "Vart ska vi betala tillbaka?" })).toBeVisible();
    const bank = page.getByRole("form", { name: "Bankkonto" });
    await bank.getByLabel("Clearingnummer").fill("12");
    await bank.getByLabel("Kontonummer").fill("123 456 789-0");
    await bank.getByRole("button", { name: "Spara bankkonto" }).click();
    await expect(bank.getByText("Clearingnumret är 4 siffror")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Uppgifterna kunde inte sparas.");
    await expect(bank.getByLabel("Clearingnummer")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("payout-given")).toHaveCount(0);
    await bank.getByLabel("Clearingnummer").fill("8327-9");
    await bank.getByRole("button", { name: "Spara bankkonto" }).click();
    await expect(page.getByTestId("payout-given")).toContainText(/Tack! Vi betalar tillbaka till Bankkonto 8327-9, •••\s7890\./);
    await expectAccessible(page);
    await shot(page, "payout-page-390");
    await page.setViewportSize(DESKTOP);
    await expectAccessible(page);
    await shot(page, "payout-page-1280");
    await page.setViewportSize(PHONE);

    await page.goto(placed.url);
    await expect(refunds.getByTestId("customer-refund-payout")).toContainText(/Konto angivet: Bankkonto 8327-9, •••\s7890\./);

    // The owner: the desk and the payments list show what to transfer, to whom, with which message.
    await admin.reload();
    await expect(owed.getByTestId("owed-refund-account")).toContainText("Bankkonto 8327-9, 1234567890");
    await expectAccessible(admin);
    await shot(admin, "desk-owed-1280");
    await admin.setViewportSize(PHONE);
    await expectAccessible(admin);
    await shot(admin, "desk-owed-390");
    await admin.goto("/admin/betalningar");
    const row = admin.getByTestId("owed-refund").filter({ hasText: `Order ${placed.number}` });
    await expect(row).toContainText("Bankkonto 8327-9, 1234567890");
    await expect(row).toContainText(`Stilla ${placed.number}`);
    await shot(admin, "payments-list-390");
    await admin.setViewportSize(DESKTOP);
    await expectAccessible(admin);
    await shot(admin, "payments-list-1280");
    await row.getByRole("button", { name: new RegExp(`för order ${placed.number} som återbetald`) }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Markerad som återbetald. Kunden har fått ett mejl." })).toBeVisible();
    await expect(admin.getByTestId("owed-refund").filter({ hasText: `Order ${placed.number}` })).toHaveCount(0);
    await admin.goto(`/admin/orders/${placed.id}`);
    await expect(admin.getByTestId("refund-state")).toHaveText("Återbetald");
    await expect(admin.getByText("Delvis återbetald", { exact: true }).first()).toBeVisible();
    await expect(admin.getByTestId("owed-refunds")).toHaveCount(0);

    // The customer hears "återbetalt", and the order page says so; one line of two parts is never the whole order.
    const isPaidBack = (text: string) => text.includes(`för order ${placed.number} är nu återbetalt`);
    const paidText = (await mailsTo(baseURL!, placed.email, (m) => isPaidBack(mailText(m.raw)))).map((m) => mailText(m.raw)).find(isPaidBack);
    expect(paidText).toMatch(/Bankkonto 8327-9, •••\s7890/);
    await page.goto(placed.url);
    await expect(refunds.getByTestId("customer-refund-state")).toContainText("återbetalt");
    await expect(refunds.getByTestId("customer-refund-state")).not.toContainText("att betala tillbaka");
    await expect(refunds.getByTestId("customer-refund-payout")).toHaveCount(0);
    await expect(page.getByTestId("timeline").locator('[data-step="partially_refunded"]')).toBeVisible();
    await expect(page.getByTestId("timeline").locator('[data-step="refunded"]')).toHaveCount(0);
    // The link now says it is paid back and takes nothing.
    await page.goto(link!);
    await expect(page.getByRole("status")).toContainText("är redan återbetalt");
    await expect(page.getByRole("button", { name: "Spara bankkonto" })).toHaveCount(0);
    await admin.context().close();
  });
});
