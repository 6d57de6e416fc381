import { adminPage, expect, expectAccessible, mailsTo, mailText, orderThroughUi, test } from "./fixtures";

// The thermos is ordered by no other e2e test: its stock moves only here.
const PRODUCT = { productId: "thermos", productName: "Termos" };

test.describe("refunds in the admin", () => {
  test("the owner refunds a line of a sent order: stock back, the refund on the desk and in the log, the customer's e-mail and order page @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const placed = await orderThroughUi(page, PRODUCT);
    const admin = await adminPage(browser, baseURL!, "/admin/products");
    const stockBefore = Number(await admin.getByLabel("Lager för Termos").inputValue());

    await admin.goto(`/admin/orders/${placed.id}`);
    const actions = admin.getByRole("region", { name: "Åtgärder" });
    await actions.getByRole("button", { name: "Markera som betald" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern är markerad som betald." })).toBeVisible();
    // Not sent yet: no refund form (an unsent order is cancelled instead).
    await expect(admin.getByTestId("refund-panel")).toHaveCount(0);
    await actions.getByRole("button", { name: "Börja packa" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern packas." })).toBeVisible();
    await actions.getByLabel("Spårningsnummer").fill("RR123456785SE");
    await actions.getByRole("button", { name: "Markera som skickad" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ordern är markerad som skickad." })).toBeVisible();

    const panel = admin.getByTestId("refund-panel");
    // The desk as the server draws it (as after a click before hydration): the refund form renders there too.
    await admin.reload();
    await expect(panel.getByLabel("Antal att återbetala av Termos")).toBeVisible();
    // Bad input: the reason is required; nothing is refunded.
    await panel.getByLabel("Antal att återbetala av Termos").fill("1");
    await panel.getByLabel("Anledning (syns för kunden)").fill("x");
    await panel.getByLabel("Anledning (syns för kunden)").evaluate((el) => el.removeAttribute("minlength"));
    await panel.getByRole("button", { name: "Återbetala", exact: true }).click();
    await expect(panel.getByText("Skriv en anledning (3–300 tecken).")).toBeVisible();
    await expect(admin.getByTestId("refund-history")).toHaveCount(0);

    await panel.getByLabel("Antal att återbetala av Termos").fill("1");
    await expect(panel.getByRole("checkbox", { name: "Lägg tillbaka varorna i lager" })).toBeChecked();
    await panel.getByLabel("Anledning (syns för kunden)").fill("Skadad vid leverans");
    await panel.getByRole("button", { name: "Återbetala", exact: true }).click();
    // Paid by manual Swish: recorded as owed until the owner has transferred it (ADR 081, refund-payback.spec.ts).
    await expect(admin.getByRole("status").filter({ hasText: "är registrerad. Kunden har fått ett mejl" })).toBeVisible();
    const history = admin.getByTestId("refund-history");
    await expect(history).toContainText("1 × Termos");
    await expect(history).toContainText("Tillbaka i lager");
    await expect(history).toContainText("Skadad vid leverans");
    await expect(admin.getByTestId("refund-state")).toContainText("Att betala tillbaka");
    await expect(admin.getByText("Delvis återbetald", { exact: true })).toHaveCount(0);
    await expectAccessible(admin);

    // Stock: one back.
    await admin.goto("/admin/products");
    await expect(admin.getByLabel("Lager för Termos")).toHaveValue(String(stockBefore + 1));

    // The log has the refund.
    await admin.goto("/admin/logg?typ=order");
    await expect(admin.getByTestId("audit-entry").filter({ hasText: "Återbetalade" }).first()).toBeVisible();
    // The overview's VAT report for this month takes the refund back (ADR 070).
    await admin.goto("/admin");
    await expect(admin.getByTestId("vat-refunds")).toContainText(/återbetalning(ar)? under perioden är avdrag(en|na) ovan: .*\skr, varav moms .*\skr\./);

    // The customer's e-mail and order page.
    const isRefund = (text: string) => text.includes("Vi har registrerat en återbetalning");
    const mails = await mailsTo(baseURL!, placed.email, (m) => isRefund(mailText(m.raw)));
    const refundText = mails.map((m) => mailText(m.raw)).find(isRefund);
    expect(refundText).toContain("1 × Termos");
    expect(refundText).toContain("Anledning: Skadad vid leverans");
    await page.goto(placed.url);
    const refunds = page.getByRole("region", { name: "Återbetalningar" });
    await expect(refunds).toContainText("att betala tillbaka");
    await expect(refunds).toContainText("Skadad vid leverans");
    await expect(page.getByTestId("timeline").locator('[data-step="refund_pending"]')).toBeVisible();
    await expect(page.getByTestId("timeline").locator('[data-step="refunded"]')).toHaveCount(0);
  });
});
