import { adminPage, expect, mailsTo, mailText, orderThroughUi, test } from "./fixtures";

test.describe("from checkout to delivery", () => {
  test("Swish order: QR and order number; 'Väntar' in /orders; the admin's paid and shipped reach the open page without a reload; the confirmation is in the outbox and at the SMTP server @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const { email, id, number } = await orderThroughUi(page, { customer: "Flora Flöde" });
    await expect(page.getByRole("img", { name: `Swish-QR-kod för betalning av order ${number}` })).toBeVisible();
    await expect(page.getByTestId("swish-details")).toContainText(`Meddelande${number}`);

    await page.goto("/orders");
    const card = page.getByTestId("order-card").filter({ hasText: `Order ${number}` });
    await expect(card.getByTestId("order-status")).toContainText("Väntar");
    // Is the page listening? Wait until the live stream is open before the shop acts.
    await expect(page.locator("html[data-order-events=open]")).toHaveCount(1);

    const admin = await adminPage(browser, baseURL!, `/admin/orders/${id}`);
    const actions = admin.getByRole("region", { name: "Åtgärder" });
    await actions.getByRole("button", { name: "Markera som betald" }).click();
    await expect(actions.getByRole("status")).toHaveText("Ordern är markerad som betald.");
    await actions.getByRole("button", { name: "Börja packa" }).click();
    await expect(actions.getByRole("status")).toHaveText("Ordern packas.");
    await expect(card.getByTestId("order-status")).toContainText("Bearbetas");
    await actions.getByLabel("Fraktbolag").selectOption("PostNord");
    await actions.getByLabel("Spårningsnummer").fill("RR987654321SE");
    await actions.getByRole("button", { name: "Markera som skickad" }).click();
    await expect(actions.getByRole("status")).toHaveText("Ordern är markerad som skickad.");

    // The customer's page was never reloaded.
    await expect(card.getByTestId("order-status")).toContainText("Skickad");
    await expect(card.getByTestId("tracking")).toContainText("RR987654321SE");
    await expect(card.getByRole("link", { name: "Spåra paketet hos PostNord" })).toHaveAttribute("href", /postnord\.com.*RR987654321SE/);

    // The confirmation e-mail: kept in the outbox, and delivered over SMTP.
    await admin.goto("/admin/outbox");
    const mail = admin.getByRole("listitem").filter({ hasText: email }).filter({ hasText: new RegExp(`Orderbekräftelse för order ${number} –`) });
    await expect(mail).toHaveCount(1);
    const received = await mailsTo(baseURL!, email, (m) => mailText(m.raw).includes(`Ordernummer: ${number}`));
    const text = mailText(received.find((m) => mailText(m.raw).includes(`Ordernummer: ${number}`))!.raw);
    expect(text).toContain("Swish");
    expect(text).toContain("/angerblankett");
    expect(text).toMatch(/moms/);
    // What distansavtalslagen 2 kap. 12 § asks of the confirmation, in the mail itself (ADR 071).
    for (const heading of ["ÅNGERRÄTT", "RETUR OCH RETURFRAKT", "UNDANTAG FRÅN ÅNGERRÄTTEN", "REKLAMATIONSRÄTT", "STANDARDFORMULÄR FÖR UTÖVANDE AV ÅNGERRÄTT"]) {
      expect(text.replace(/\r\n/g, "\n")).toContain(`\n${heading}\n`);
    }
    expect(text).toContain(`avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*): order ${number}, `);
    expect(text).toMatch(/Du betalar returfrakten: .*kostar den 49\s*kr/);
    expect(text).toContain("2 kap. 11 § 5 distansavtalslagen");
    expect(text).toContain("Enligt konsumentköplagen har du rätt att reklamera en felaktig vara i 3 år");
    await admin.context().close();
  });
});
