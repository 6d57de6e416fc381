import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, fillCheckoutAndOrder, hydrated, mailsTo, mailText, signUpByForm, test, uniqueEmail, unlockedPage } from "./fixtures";

const homeForm = (page: Page) => page.getByRole("form", { name: "Anmäl dig till nyhetsbrevet" });
const footerForm = (page: Page) => page.getByRole("form", { name: "Nyhetsbrevet i sidfoten" });
const SUCCESS = "Välkommen till vår community!";
const DISCOUNT_TEXT = "en personlig kod på 10 % rabatt på ditt första köp";

function linkIn(raw: string, path: string): string {
  const match = mailText(raw).match(new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`));
  expect(match, `${path} link`).not.toBeNull();
  return match![0];
}

async function signUpOnHome(page: Page, email: string) {
  await page.goto("/");
  await hydrated(page);
  const form = homeForm(page);
  await form.getByLabel("Din mejladress").fill(email);
  await form.getByRole("button", { name: "Anmäl mig" }).click();
}

test.describe("newsletter", () => {
  test("home section and footer: two labelled forms; every validation message; accessible", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const section = page.getByRole("region", { name: "Få lugnet levererat" });
    await expect(section).toContainText("10 % rabatt på ditt första köp");
    await expect(homeForm(page).getByLabel("Din mejladress")).toHaveAttribute("maxlength", "255");
    // One sign-up on home: the footer's steps aside for the section right above it, and is there on other pages.
    await expect(footerForm(page)).toHaveCount(0);
    await expectAccessible(page);

    const form = homeForm(page);
    const field = form.getByLabel("Din mejladress");
    await field.fill("fel@");
    await form.getByRole("button", { name: "Anmäl mig" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Ogiltig e-postadress" })).toBeVisible();
    await expect(form.getByRole("alert")).toHaveText("Ogiltig e-postadress");
    await expect(field).toHaveAttribute("aria-invalid", "true");

    await field.evaluate((el) => el.removeAttribute("maxlength"));
    await field.fill(`${"a".repeat(245)}@example.se`);
    await form.getByRole("button", { name: "Anmäl mig" }).click();
    await expect(form.getByRole("alert")).toHaveText("E-post för lång");
    await expect(page.getByTestId("toast").filter({ hasText: "E-post för lång" })).toBeVisible();
    await expectAccessible(page);
  });

  test("double opt-in: the confirmation link activates, the welcome code gives 10 % once, at checkout for that e-mail @smoke", async ({ page, browser, baseURL }) => {
    test.slow(); // sign-up, two mails, an account and two checkouts
    const email = uniqueEmail("nyhetsbrev");
    // Trimmed and lowercased.
    await signUpOnHome(page, `  ${email.toUpperCase()} `);
    await expect(page.getByTestId("toast").filter({ hasText: SUCCESS })).toContainText(DISCOUNT_TEXT);
    const done = page.getByRole("main").getByRole("status");
    await expect(done).toContainText(SUCCESS);
    await expect(done).toContainText(DISCOUNT_TEXT);

    // The confirmation mail over SMTP, with an unsubscribe link.
    const [confirmation] = await mailsTo(baseURL!, email);
    expect(confirmation!.raw).toMatch(/^Subject: /m);
    const confirmUrl = linkIn(confirmation!.raw, "/newsletter/bekrafta");
    const unsubscribeUrl = linkIn(confirmation!.raw, "/newsletter/avregistrera");

    let admin = await adminPage(browser, baseURL!, "/admin/messages");
    await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Väntar på bekräftelse");
    await admin.context().close();

    await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
    await expect(page).toHaveURL(/\/newsletter\/bekrafta\?status=bekraftad$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tack! Din prenumeration är bekräftad.");
    await expectAccessible(page);
    // A second click issues nothing new.
    await page.goto(new URL(confirmUrl).pathname + new URL(confirmUrl).search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Din prenumeration är redan bekräftad.");

    const welcomes = await mailsTo(baseURL!, email, (m) => /STILLA10-/.test(mailText(m.raw)));
    const welcome = welcomes.filter((m) => /STILLA10-/.test(mailText(m.raw)));
    expect(welcome).toHaveLength(1);
    const code = mailText(welcome[0]!.raw).match(/STILLA10-[A-Z2-9]{8}/)![0];
    expect(linkIn(welcome[0]!.raw, "/newsletter/avregistrera")).toBe(unsubscribeUrl);

    admin = await adminPage(browser, baseURL!, "/admin/messages");
    const row = admin.getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Aktiv");
    await expect(row).toContainText(`${code} (oanvänd)`);
    // The CSV export lists the confirmed address (a download, behind the admin guard).
    const csv = await admin.request.get("/admin/messages/nyhetsbrev.csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(await csv.text()).toContain(`\r\n${email},`);
    expect((await page.request.get("/admin/messages/nyhetsbrev.csv")).status()).toBe(404);
    await admin.context().close();

    // The code at /checkout: 10 % off for an order by this e-mail, once.
    await signUpByForm(page, { name: "Nora Nyhet", email, password: "hemligt1" });
    await orderWithCode(page, email, code);
    await addSleep(page);
    await page.goto("/checkout");
    await applyCode(page, code);
    await expect(page.getByText("Rabattkoden är förbrukad")).toBeVisible();

    admin = await adminPage(browser, baseURL!, "/admin/messages");
    await expect(admin.getByRole("row").filter({ hasText: email })).toContainText(`${code} (använd)`);
    await admin.context().close();
  });

  test("a repeated sign-up looks the same; unsubscribe needs the button (GET changes nothing) and works without JavaScript", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("avreg");
    await signUpOnHome(page, email);
    await expect(page.getByRole("main").getByRole("status")).toContainText(SUCCESS);
    const [first] = await mailsTo(baseURL!, email);
    await page.goto(new URL(linkIn(first!.raw, "/newsletter/bekrafta")).pathname + new URL(linkIn(first!.raw, "/newsletter/bekrafta")).search);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tack! Din prenumeration är bekräftad.");

    // Already active: the same answer, through the footer form this time.
    await page.goto("/contact");
    await hydrated(page);
    await footerForm(page).getByLabel("Mejladress för nyhetsbrevet").fill(email);
    await footerForm(page).getByRole("button", { name: "Anmäl mig" }).click();
    await expect(page.getByRole("contentinfo").getByRole("status")).toContainText(SUCCESS);

    const noJs = await unlockedPage(browser, baseURL!, { javaScript: false });
    try {
      const unsubscribeUrl = new URL(linkIn(first!.raw, "/newsletter/avregistrera"));
      await page.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
      await expect(page.getByRole("heading", { name: "Vill du sluta få vårt nyhetsbrev?" })).toBeVisible();
      await expectAccessible(page);
      await noJs.goto(unsubscribeUrl.pathname + unsubscribeUrl.search);
      await expect(noJs.getByRole("heading", { name: "Vill du sluta få vårt nyhetsbrev?" })).toBeVisible();
      let admin = await adminPage(browser, baseURL!, "/admin/messages");
      await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Aktiv");
      await admin.context().close();

      await noJs.getByRole("button", { name: "Avregistrera mig" }).click();
      await expect(noJs.getByRole("main").getByRole("heading", { level: 2 })).toHaveText("Du är avregistrerad.");
      admin = await adminPage(browser, baseURL!, "/admin/messages");
      await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Avregistrerad");
      await admin.context().close();

      // The footer form without JavaScript: POST, redirect back with the result.
      await noJs.goto("/faq");
      await footerForm(noJs).getByLabel("Mejladress för nyhetsbrevet").fill("inte-en-adress");
      await footerForm(noJs).getByRole("button", { name: "Anmäl mig" }).click();
      await expect(noJs).toHaveURL(/\/faq\?nyhetsbrev=invalid&nyhetsbrev-form=footer#newsletter-footer$/);
      await expect(footerForm(noJs).getByRole("alert")).toHaveText("Ogiltig e-postadress");
      const again = uniqueEmail("utanjs");
      await footerForm(noJs).getByLabel("Mejladress för nyhetsbrevet").fill(again);
      await footerForm(noJs).getByRole("button", { name: "Anmäl mig" }).click();
      await expect(noJs).toHaveURL(/\/faq\?nyhetsbrev=ok&nyhetsbrev-form=footer#newsletter-footer$/);
      await expect(noJs.getByRole("contentinfo").getByRole("status")).toContainText(SUCCESS);
      expect(await mailsTo(baseURL!, again)).toHaveLength(1);
    } finally {
      await noJs.context().close();
    }
  });
});

/** The discount-code field's own form (the gift-card field has an 'Använd' button too). */
async function applyCode(page: Page, code: string) {
  const field = page.getByLabel("Rabattkod", { exact: true });
  await field.fill(code);
  await field.locator("xpath=ancestor::form[1]").getByRole("button", { name: "Använd" }).click();
}

async function addSleep(page: Page) {
  await page.goto("/product/sleep");
  await hydrated(page);
  await page.getByRole("button", { name: "Lägg Sleep i varukorgen" }).first().click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
}

async function orderWithCode(page: Page, email: string, code: string) {
  await addSleep(page);
  await page.goto("/checkout");
  await applyCode(page, code.toLowerCase());
  await expect(page.getByText(`Rabattkoden ${code} används`)).toBeVisible();
  // Sleep 249 kr − 10 % (24,90 kr) + 49 kr shipping.
  await expect(page.getByTestId("pay-total")).toHaveText(/273,10\s*kr/);
  await fillCheckoutAndOrder(page, { customer: "Nora Nyhet", email });
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
}
