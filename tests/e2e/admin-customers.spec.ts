import { readFileSync } from "node:fs";
import { adminPage, expect, expectAccessible, logIn, mailsTo, mailText, orderThroughUi, test, uniqueEmail } from "./fixtures";

/**
 * /admin/customers (issue #13, ADR 028): a customer who signed up and ordered through the shop is found by
 * search, their data is downloaded as JSON, and after erasure their order is still on the desk (counted, for
 * the books) without their name or e-mail, and they can no longer sign in.
 */
test.describe("the admin's customers", () => {
  test("find, export and erase a customer; the order stays without the person", async ({ page, browser, baseURL }) => {
    test.slow();
    const email = uniqueEmail("radera");
    const name = "Ella Raderbar";
    const { id: orderId, number } = await orderThroughUi(page, { customer: name, email });

    const admin = await adminPage(browser, baseURL!, "/admin/customers");
    await expect(admin.getByRole("heading", { name: "Kunder", level: 1 })).toBeVisible();
    await expect(admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Kunder" })).toHaveAttribute("aria-current", "page");

    // Search: part of the e-mail, in capitals (a plain GET form).
    await admin.getByLabel("Sök på namn eller e-post").fill(email.slice(0, 14).toUpperCase());
    await admin.getByRole("button", { name: "Sök" }).click();
    await expect(admin).toHaveURL(/[?&]q=/);
    const row = admin.getByTestId("customer-row").filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("1");
    await expectAccessible(admin);
    await row.getByRole("link", { name: `Öppna kunden ${name}` }).click();
    await expect(admin.getByRole("heading", { name, level: 1 })).toBeVisible();
    await expect(admin.getByRole("link", { name: `Öppna order ${number}` })).toHaveAttribute("href", `/admin/orders/${orderId}`);
    const customerUrl = new URL(admin.url()).pathname;

    // The GDPR export: a JSON attachment with the order.
    const [download] = await Promise.all([admin.waitForEvent("download"), admin.getByRole("link", { name: `Ladda ner ${name}s uppgifter (JSON)` }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as { account: { email: string }; orders: { number: number; lines: unknown[] }[] };
    expect(exported.account.email).toBe(email);
    expect(exported.orders.map((o) => o.number)).toEqual([number]);
    expect(exported.orders[0]!.lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(exported)).not.toMatch(/"password"|"token"/);
    const res = await admin.request.get(`${customerUrl}/export`);
    expect(res.headers()["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="stilla-kunddata-.+\.json"$/);

    // Erasure waits for an order that has not been sent.
    await admin.getByRole("link", { name: "Radera kundens personuppgifter …" }).click();
    const confirm = admin.getByRole("group", { name: "Radera personuppgifterna?" });
    await expect(confirm).toBeVisible();
    await expectAccessible(admin);
    await confirm.getByLabel(/Skriv kundens e-postadress/).fill(email);
    await confirm.getByRole("button", { name: "Ja, radera personuppgifterna" }).click();
    await expect(admin.getByRole("alert")).toContainText(`order ${number}`);

    // The owner cancels the order at the desk, then erases. A wrong e-mail erases nothing.
    await admin.goto(`/admin/orders/${orderId}`);
    await admin.getByRole("button", { name: "Makulera order" }).click();
    await admin.getByRole("button", { name: "Ja, makulera ordern" }).click();
    await expect(admin.getByText("Ordern är makulerad.")).toBeVisible();
    await admin.goto(`${customerUrl}?radera=1`);
    await admin.getByLabel(/Skriv kundens e-postadress/).fill("fel@example.se");
    await admin.getByRole("button", { name: "Ja, radera personuppgifterna" }).click();
    await expect(admin.getByRole("alert")).toHaveText("E-postadressen stämmer inte med kundens. Inget har raderats.");
    await admin.getByLabel(/Skriv kundens e-postadress/).fill(email);
    await admin.getByRole("button", { name: "Ja, radera personuppgifterna" }).click();
    await expect(admin.getByRole("status")).toHaveText("Personuppgifterna är raderade och kunden har fått en bekräftelse via e-post.");
    await expect(admin.getByRole("heading", { name: "Raderad kund", level: 1 })).toBeVisible();
    await expect(admin.getByRole("main")).not.toContainText(email);
    await expect(admin.getByRole("main")).not.toContainText(name);

    // The order is still on the desk, without the person.
    await admin.goto(`/admin/orders?q=${number}`);
    const orderRow = admin.getByTestId("order-row").filter({ has: admin.getByRole("link", { name: `Öppna order ${number}` }) });
    await expect(orderRow).toContainText("Raderad kund");
    await expect(orderRow).not.toContainText(email);
    await expect(orderRow).not.toContainText(name);
    await orderRow.getByRole("link", { name: `Öppna order ${number}` }).click();
    await expect(admin.getByRole("region", { name: "Kund" })).toContainText("Raderad kund");
    await expect(admin.getByRole("main")).not.toContainText("raderad.invalid");
    await expect(admin.getByRole("main")).not.toContainText(email);

    // The confirmation reached the customer, and they can no longer sign in.
    const erased = (m: { raw: string }) => mailText(m.raw).includes("raderat dina personuppgifter");
    expect((await mailsTo(baseURL!, email, erased)).some(erased)).toBe(true);
    await page.reload();
    await expect(page.getByRole("button", { name: "Mitt konto" })).toHaveCount(0);
    await logIn(page, { email, password: "hemligt1" });
    await expect(page.getByRole("alert")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("button", { name: "Mitt konto" })).toHaveCount(0);
    await admin.context().close();
  });
});
