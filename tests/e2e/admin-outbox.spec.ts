import { adminPage, expect, expectAccessible, mailsTo, mailText, orderThroughUi, test, uniqueEmail } from "./fixtures";

test.describe("the admin's outbox", () => {
  test("the owner sends an order confirmation again: a copy reaches the customer, the original stays, the log says who", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("utkorg");
    const { number } = await orderThroughUi(page, { email });
    const confirmation = (m: { raw: string }) => mailText(m.raw).includes(`Ordernummer: ${number}`);
    await expect.poll(async () => (await mailsTo(baseURL!, email, confirmation)).length).toBe(1);

    const admin = await adminPage(browser, baseURL!, "/admin/outbox");
    const mail = admin.getByTestId("outbox-mail").filter({ hasText: email }).filter({ hasText: `Orderbekräftelse för order ${number}` });
    await mail.locator("summary").click();
    await expectAccessible(admin);
    await mail.getByRole("button", { name: new RegExp(`^Skicka igen: .*, till ${email.replace(/[.+]/g, "\\$&")}$`) }).click();
    await expect(admin.getByRole("status")).toContainText("En kopia är köad");
    await expect(admin.getByTestId("outbox-mail").filter({ hasText: `Orderbekräftelse för order ${number}` })).toHaveCount(2);
    await expect.poll(async () => (await mailsTo(baseURL!, email, confirmation)).length).toBe(2);

    await admin.goto("/admin/logg");
    await expect(admin.getByText("Skickade mejl igen").first()).toBeVisible();
    await admin.context().close();
  });
});
