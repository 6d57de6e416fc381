import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminPage, test, expect, expectAccessible, logIn, mailsTo, mailText, orderThroughUi, signUp, uniqueEmail } from "./fixtures";

const card = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

async function newCustomerOnAccount(page: Page, name = "Klara Konto") {
  const email = uniqueEmail("konto");
  const password = "hemligt1";
  await signUp(page, { name, email, password });
  await page.getByRole("button", { name: "Mitt konto", exact: true }).click();
  await page.getByRole("link", { name: "Mitt konto", exact: true }).click();
  await expect(page).toHaveURL(/\/konto$/);
  await expect(page.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();
  return { email, password, name };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Mitt konto", exact: true }).click();
  await page.getByRole("button", { name: "Logga ut" }).click();
  await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
}

test.describe("Mitt konto", () => {
  test("a visitor is sent to sign in and comes back", async ({ page }) => {
    await page.goto("/konto");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fkonto$/);
  });

  test("name, saved address that pre-fills the checkout, and the page is accessible", async ({ page }) => {
    await newCustomerOnAccount(page);
    await expect(page.getByRole("navigation", { name: "Brödsmulor" })).toContainText("Mitt konto");
    await expectAccessible(page);

    const name = card(page, "Namn");
    await name.getByLabel("Namn").fill("Klara Kontosson");
    await name.getByRole("button", { name: "Spara namn" }).click();
    await expect(name.getByText("Ditt namn är sparat.")).toBeVisible();

    const address = card(page, "Leveransadress");
    await address.getByLabel("Postnummer").fill("1145");
    await address.getByRole("button", { name: "Spara adress" }).click();
    await expect(address.getByText("Postnumret måste vara exakt 5 siffror")).toBeVisible();
    await address.getByLabel("Namn").fill("Klara Kontosson");
    await address.getByLabel("Adress").fill("Hornsgatan 12");
    await address.getByLabel("Postnummer").fill("11455");
    await address.getByLabel("Ort").fill("Stockholm");
    await address.getByRole("button", { name: "Spara adress" }).click();
    await expect(address.getByText("Din leveransadress är sparad.")).toBeVisible();
    await page.reload();
    await expect(card(page, "Leveransadress").getByLabel("Postnummer")).toHaveValue("114 55");

    expect((await page.request.post("/cart", { form: { intent: "add", productId: "calm-mini" } })).ok()).toBe(true);
    await page.goto("/checkout");
    const checkout = page.getByRole("form", { name: "Kassa" });
    await expect(checkout.getByLabel("Namn", { exact: true })).toHaveValue("Klara Kontosson");
    await expect(checkout.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    await expect(checkout.getByLabel("Postnummer", { exact: true })).toHaveValue("114 55");
    await expect(checkout.getByLabel("Ort", { exact: true })).toHaveValue("Stockholm");
  });

  test("a new password: the current one is required, and the new one signs in", async ({ page }) => {
    const c = await newCustomerOnAccount(page);
    const pw = card(page, "Lösenord");
    await pw.getByLabel("Nuvarande lösenord").fill("fel-losen-1");
    await pw.getByLabel("Nytt lösenord").fill("nytt-losen-42");
    await pw.getByRole("button", { name: "Byt lösenord" }).click();
    await expect(pw.getByText("Det nuvarande lösenordet stämmer inte.")).toBeVisible();

    await pw.getByLabel("Nuvarande lösenord").fill(c.password);
    await pw.getByLabel("Nytt lösenord").fill("nytt-losen-42");
    await pw.getByRole("button", { name: "Byt lösenord" }).click();
    await expect(page.getByText("Ditt lösenord är bytt.", { exact: false })).toBeVisible();

    await signOut(page);
    await logIn(page, { email: c.email, password: "nytt-losen-42" }, "/konto");
    await expect(page.getByRole("heading", { name: "Mitt konto", level: 1 })).toBeVisible();
  });

  test("a new e-mail address is confirmed by the link sent to it, and the old address is told", async ({ page, baseURL }) => {
    const c = await newCustomerOnAccount(page);
    const next = uniqueEmail("ny-adress");
    const email = card(page, "E-postadress");
    await email.getByLabel("Ny e-postadress").fill(next);
    await email.getByLabel("Nuvarande lösenord").fill(c.password);
    await email.getByRole("button", { name: "Byt e-postadress" }).click();
    await expect(email.getByText(`Vi har skickat en länk till ${next}`, { exact: false })).toBeVisible();

    const [link] = await mailsTo(baseURL!, next);
    expect(link, "mail to the new address").toBeDefined();
    const url = /https?:\/\/[^\s"<>]+verify-email[^\s"<>]+/.exec(mailText(link!.raw))![0].replace(/&amp;/g, "&");
    const notice = await mailsTo(baseURL!, c.email, (m) => mailText(m.raw).includes(next));
    expect(notice.length).toBeGreaterThan(0);

    await page.goto(url);
    await expect(page).toHaveURL(/\/konto\?epost=bytt$/);
    await expect(page.getByText("Din e-postadress är bytt.")).toBeVisible();
    await expect(page.getByText(`Inloggad som ${next}`, { exact: false })).toBeVisible();
  });

  test("download my data, then erase the account: signed out, confirmed by e-mail, and unable to sign in", async ({ page, baseURL }) => {
    const c = await newCustomerOnAccount(page);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Ladda ner mina uppgifter" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^stilla-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, "utf8")) as { account: { email: string; name: string }; orders: unknown[] };
    expect(data.account).toMatchObject({ email: c.email, name: c.name });
    expect(data.orders).toEqual([]);

    const password = page.getByLabel("Ditt lösenord");
    await password.fill("fel-losen-1");
    await page.getByRole("button", { name: "Radera mitt konto" }).click();
    await expect(page.getByText("Lösenordet stämmer inte. Kontot är inte raderat.")).toBeVisible();

    await page.getByLabel("Ditt lösenord").fill(c.password);
    await page.getByRole("button", { name: "Radera mitt konto" }).click();
    await expect(page.getByText("Ditt konto är raderat.", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: "Logga in" })).toBeVisible();
    const confirmed = await mailsTo(baseURL!, c.email, (m) => mailText(m.raw).includes("Vi har nu raderat dina personuppgifter"));
    expect(confirmed.some((m) => mailText(m.raw).includes("Vi har nu raderat dina personuppgifter"))).toBe(true);

    await logIn(page, { email: c.email, password: c.password });
    await expect(page.getByText("Inloggning misslyckades")).toBeVisible();
  });

  test("an invoice sent and not paid: the erasure is refused with the reason, and the account stays (GDPR art. 17.3 e)", async ({ page, browser, baseURL }) => {
    test.slow();
    const { id, number } = await orderThroughUi(page, { customer: "Fanny Faktura", paymentMethod: "Faktura" });
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${id}`);
    try {
      const steps: Record<string, string>[] = [{ intent: "processing" }, { intent: "shipped", carrier: "PostNord", trackingNumber: "RR123456785SE" }];
      for (const form of steps) {
        expect((await admin.request.post(`/admin/orders/${id}`, { form, maxRedirects: 0 })).status()).toBe(302);
      }
    } finally {
      await admin.context().close();
    }

    await page.goto("/konto");
    await expect(page.getByText("Har du en skickad order som inte är betald än, till exempel en faktura, kan kontot raderas först när den är betald.")).toBeVisible();
    await page.getByLabel("Ditt lösenord").fill("hemligt1");
    await page.getByRole("button", { name: "Radera mitt konto" }).click();
    await expect(page.getByText(`Vi kan inte radera kontot ännu: order ${number} är skickad men inte betald.`, { exact: false })).toBeVisible();
    await expect(page.getByText("När den är betald kan du radera kontot. Inget har raderats.", { exact: false })).toBeVisible();
    // Still signed in: the order's own page opens.
    await page.goto(`/orders/${id}`);
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
    await expect(page.getByRole("heading", { name: `Order ${number}` }).first()).toBeVisible();
  });
});
