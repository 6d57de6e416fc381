/**
 * The shop's identity as a setting (ADR 063): the owner replaces the example company details, Swish number,
 * bankgiro and shipping in /admin/settings, and the change shows at once in checkout, on the order's payment
 * instructions, in the confirmation mail (through the SMTP sink) and on the legal pages; while the examples are
 * in force the admin overview says so.
 *
 * The identity is shop-wide (the other specs' checkout and mails would change), so this spec runs against its own
 * server and database (`useSpecServer`), like honest-claims.spec.ts.
 */
import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, fillCheckoutAndOrder, hydrated, mailsTo, mailText, signUpByForm, test, uniqueEmail, useSpecServer, unlockedPage } from "./fixtures";

test.describe.configure({ mode: "serial" });
const own = useSpecServer();

const identity = (page: Page) => page.getByRole("region", { name: "Butikens uppgifter", exact: true });

test("the examples are announced on the overview; a bad org.nr is refused in Swedish; the owner's identity is saved", async ({ browser }) => {
  const admin = await adminPage(browser, own.baseURL, "/admin");
  const notice = admin.getByTestId("identity-notice");
  await expect(notice).toContainText("exempeluppgifter");
  await expect(notice).toContainText("organisationsnummer");
  await notice.getByRole("link", { name: "Ändra butikens uppgifter" }).click();
  await expect(admin).toHaveURL(/\/admin\/settings/);
  await hydrated(admin);
  const form = identity(admin);
  await expect(form.getByTestId("identity-examples")).toBeVisible();
  await expectAccessible(admin);

  await form.getByLabel("Företagsnamn").fill("Teverket i Umeå AB");
  await form.getByLabel("Organisationsnummer").fill("556012-5791");
  await form.getByLabel("Gatuadress").fill("Storgatan 3");
  await form.getByLabel("Postnummer").fill("90326");
  await form.getByLabel("Ort", { exact: true }).fill("Umeå");
  await form.getByLabel("Telefon").fill("090-12 34 56");
  await form.getByLabel("E-post").fill("order@teverket.se");
  await form.getByLabel("Swishnummer").fill("123 900 12 34");
  await form.getByLabel("Bankgiro").fill("5050-1055");
  await form.getByLabel("Fraktavgift (kr)").fill("59");
  await form.getByLabel("Fri frakt från (kr)").fill("800");
  await form.getByRole("button", { name: "Spara butikens uppgifter" }).click();
  await expect(form).toContainText("Ange ett giltigt organisationsnummer");
  await expect(form.getByLabel("Organisationsnummer")).toHaveAttribute("aria-invalid", "true");

  await form.getByLabel("Organisationsnummer").fill("5560125790");
  await form.getByRole("button", { name: "Spara butikens uppgifter" }).click();
  await expect(form.getByRole("status")).toHaveText("Sparat.");
  await expect(form.getByLabel("Organisationsnummer")).toHaveValue("556012-5790");
  await expect(form.getByTestId("identity-examples")).toHaveCount(0);

  await admin.goto("/admin");
  await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(admin.getByTestId("identity-notice")).toHaveCount(0);
  await admin.context().close();
});

test("checkout, the order's payment, the confirmation mail and the legal pages show the owner's identity at once", async ({ browser }) => {
  const page = await unlockedPage(browser, own.baseURL);
  const email = uniqueEmail("identitet");
  await signUpByForm(page, { name: "Åsa Öberg", email, password: "hemligt1" });
  await page.goto("/product/sleep");
  await hydrated(page);
  await page.getByRole("button", { name: "Lägg Sleep i varukorgen" }).first().click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
  await page.goto("/checkout");
  const main = page.getByRole("main");
  await expect(main).toContainText("Teverket i Umeå AB");
  await expect(main).toContainText("Org.nr 556012-5790");
  await expect(main).toContainText("Storgatan 3, 903 26 Umeå");
  await expect(main).not.toContainText("559123-4567");
  // One Sleep is below the owner's 800 kr: the owner's 59 kr is charged, computed on the server.
  await expect(main.getByText(/59\s*kr/).first()).toBeVisible();

  await fillCheckoutAndOrder(page, { customer: "Åsa Öberg", email, paymentMethod: "Swish" });
  await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("main")).toContainText("123 900 12 34");

  const isConfirmation = (m: { raw: string }) => mailText(m.raw).includes("Här är din orderbekräftelse");
  const mail = (await mailsTo(own.baseURL, email, isConfirmation)).find(isConfirmation);
  const text = mailText(mail!.raw);
  expect(text).toContain("Säljare: Teverket i Umeå AB, org.nr 556012-5790, Storgatan 3, 903 26 Umeå, order@teverket.se");
  expect(text).toContain("123 900 12 34");
  expect(text).not.toContain("559123-4567");
  // The confirmation on a durable medium (ADR 071): the withdrawal form is addressed to the owner's company, and the
  // complaint address and the signature are the owner's e-mail.
  expect(text).toContain("Till: Teverket i Umeå AB, Storgatan 3, 903 26 Umeå, order@teverket.se");
  expect(text).toContain("Kontakta oss på order@teverket.se, berätta vilken order det gäller");
  expect(text).toMatch(/Varma hälsningar,\r?\nStilla\r?\norder@teverket\.se/);
  expect(text).not.toContain("hej@stilla.se");

  for (const path of ["/terms", "/privacy", "/angerblankett"]) {
    await page.goto(path);
    await expect(page.getByRole("main")).toContainText(path === "/angerblankett" ? "order@teverket.se" : "Teverket i Umeå AB");
    await expect(page.getByRole("main")).not.toContainText("559123-4567");
  }
  await page.goto("/terms");
  await expect(page.getByRole("main")).toContainText("organisationsnummer 556012-5790");
  await page.goto("/shipping");
  await expect(page.getByRole("main")).toContainText(/59\s*kr/);
  await expect(page.getByRole("contentinfo")).toContainText("order@teverket.se");
  await page.context().close();
});
