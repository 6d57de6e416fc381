import { mkdirSync } from "node:fs";
import path from "node:path";
import { adminPage, expect, expectAccessible, mailsTo, mailText, SITE_PASSWORD, test, uniqueEmail } from "./fixtures";

/**
 * "Bevaka" (issue #38, ADR 080): a shopper on a phone asks to be told when a sold-out product is back, confirms by
 * the mail's link, the owner sees one person waiting and restocks, and the shopper gets exactly one mail. Runs on its
 * worker's own server: it sells a product out.
 */
const shots = path.join("test-results", "screenshots", "stock-alert");

test("a sold-out product: Bevaka, confirm, restock, one mail @smoke", async ({ browser, ownServer }) => {
  test.setTimeout(120_000);
  mkdirSync(shots, { recursive: true });
  const base = ownServer.baseURL;
  const admin = await adminPage(browser, base, "/admin/products/focus");
  const context = await browser.newContext({ baseURL: base, locale: "sv-SE", timezoneId: "Europe/Stockholm", reducedMotion: "reduce", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  expect((await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } })).ok()).toBe(true);
  await context.addCookies([{ name: "stilla_consent", value: "necessary", url: base }]);
  const phone = await context.newPage();
  try {
    // The owner sells Focus out (stock to 0).
    const now = Number(/(\d+)/.exec((await admin.getByTestId("stock-now").textContent()) ?? "")![1]);
    await admin.getByLabel("Ändring i antal (+ eller −)").fill(String(-now));
    await admin.getByLabel("Anledning").selectOption({ label: "Svinn" });
    await admin.getByRole("button", { name: "Justera lagret" }).click();
    await expect(admin.getByTestId("stock-now")).toHaveText("I lager nu: 0 st");
    await expect(admin.getByTestId("stock-alerts-waiting")).toHaveText("Ingen bevakar produkten.");

    // The shopper: the form under the sold-out button.
    await phone.goto("/product/focus");
    const form = phone.getByRole("form", { name: "Bevaka" });
    await expect(form).toBeVisible();
    await expect(form).toContainText("Focus är slutsåld just nu.");
    await expectAccessible(phone);
    await form.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: path.join(shots, "product-390.png") });
    const email = uniqueEmail("bevaka");
    await form.getByLabel("E-postadress").fill(email);
    await form.getByRole("button", { name: "Bevaka" }).tap();
    await expect(phone.getByRole("status")).toContainText("Tack! Vi har skickat ett mejl med en länk.");
    await expect(phone).toHaveURL(/\/bevaka\?svar=ok&produkt=focus$/);
    // A new page: it starts at its top, with its heading in view.
    await expect(phone.getByRole("heading", { level: 1, name: "Bevaka" })).toBeInViewport();
    await phone.screenshot({ path: path.join(shots, "answer-390.png") });

    // The mail's link confirms.
    const [confirm] = await mailsTo(base, email, (m) => mailText(m.raw).includes("/bevaka/bekrafta?token="));
    const link = /https?:\/\/[^\s"]+\/bevaka\/bekrafta\?token=[A-Za-z0-9_-]+/.exec(mailText(confirm!.raw))![0];
    await phone.goto(new URL(link).pathname + new URL(link).search);
    await expect(phone.getByRole("status")).toHaveText("Du bevakar nu Focus. Vi mejlar dig en gång när den finns igen.");

    // The owner sees one waiting, restocks; the shopper gets one mail.
    await admin.reload();
    await expect(admin.getByTestId("stock-alerts-waiting")).toHaveText("1 person väntar på besked när produkten finns igen.");
    await admin.getByLabel("Ändring i antal (+ eller −)").fill("20");
    await admin.getByLabel("Anledning").selectOption({ label: "Inleverans" });
    await admin.getByRole("button", { name: "Justera lagret" }).click();
    await expect(admin.getByTestId("stock-now")).toHaveText("I lager nu: 20 st");
    await expect(admin.getByTestId("stock-alerts-waiting")).toHaveText("Ingen bevakar produkten.");
    const back = await mailsTo(base, email, (m) => m.raw.includes("Subject: Focus finns igen"));
    expect(back.filter((m) => m.raw.includes("Subject: Focus finns igen"))).toHaveLength(1);
    expect(mailText(back.at(-1)!.raw)).toContain("/product/focus");

    // In stock again: no form.
    await phone.goto("/product/focus");
    await expect(phone.getByRole("form", { name: "Bevaka" })).toHaveCount(0);
  } finally {
    await context.close();
    await admin.context().close();
  }
});

test("the form at 1280 px", async ({ browser, ownServer }) => {
  mkdirSync(shots, { recursive: true });
  const admin = await adminPage(browser, ownServer.baseURL, "/admin/products/calm");
  const now = Number(/(\d+)/.exec((await admin.getByTestId("stock-now").textContent()) ?? "")![1]);
  await admin.getByLabel("Ändring i antal (+ eller −)").fill(String(-now));
  await admin.getByLabel("Anledning").selectOption({ label: "Svinn" });
  await admin.getByRole("button", { name: "Justera lagret" }).click();
  await expect(admin.getByTestId("stock-now")).toHaveText("I lager nu: 0 st");
  const page = await admin.context().newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/product/calm");
  const form = page.getByRole("form", { name: "Bevaka" });
  await expect(form).toBeVisible();
  await page.screenshot({ path: path.join(shots, "product-1280.png") });
  // A bad address: a clear Swedish message, nothing stored.
  await form.getByLabel("E-postadress").evaluate((el) => el.removeAttribute("required"));
  await form.getByLabel("E-postadress").evaluate((el) => el.setAttribute("type", "text"));
  await form.getByLabel("E-postadress").fill("inte-en-adress");
  await form.getByRole("button", { name: "Bevaka" }).click();
  await expect(page.getByRole("alert")).toHaveText("Ange en giltig e-postadress, t.ex. namn@exempel.se.");
  await admin.context().close();
});
