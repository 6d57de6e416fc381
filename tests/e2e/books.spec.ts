/**
 * The books (issue #36, ADR 077): the owner downloads the period's SIE 4I file from /admin/bokforing (read back by the
 * strict reader, its totals equal to the VAT return's boxes on the page), sees the gift-card liability, and sets the
 * organic control body that the product page then shows. Both change shop-wide figures and texts, so this spec runs
 * against its own server and database (`useSpecServer`).
 */
import { readFileSync } from "node:fs";
import type { Page, TestInfo } from "@playwright/test";
import { readSie } from "../sie-reader";
import { layoutProblems } from "./layout-check";
import { adminPage, expect, expectAccessible, hydrated, orderThroughUi, test, uniqueEmail, unlockedPage, useSpecServer } from "./fixtures";

test.describe.configure({ mode: "serial" });
const own = useSpecServer();

const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
/** "1 234,56 kr" (no-break spaces, U+2212 minus) → öre. */
const ore = (text: string) => {
  const m = /(−|-)?([\d\s\u00a0]+)(?:,(\d{2}))?\s*kr/.exec(text)!;
  return (m[1] ? -1 : 1) * (Number(m[2]!.replace(/[\s\u00a0]/g, "")) * 100 + Number(m[3] ?? 0));
};

async function look(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutProblems(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true, animations: "disabled" });
  }
}

test("the SIE file of today downloads per day and per order, parses strictly, and equals the VAT return's boxes @smoke", async ({ page, browser }, testInfo) => {
  test.slow();
  const swish = await orderThroughUi(page, { productId: "sleep", productName: "Sleep", email: uniqueEmail("bok-swish"), paymentMethod: "Swish" });
  const invoice = await orderThroughUi(page, { productId: "tea-cup", productName: "Tekopp", email: uniqueEmail("bok-faktura"), paymentMethod: "Faktura" });
  const admin = await adminPage(browser, own.baseURL, "/admin/bokforing");
  try {
    for (const o of [swish, invoice]) {
      const res = await admin.request.post(`/admin/orders/${o.id}`, { form: { intent: "mark_paid" }, maxRedirects: 0 });
      expect(res.status()).toBe(302);
    }
    const day = today();
    await admin.goto(`/admin/bokforing?fran=${day}&till=${day}`);
    await expect(admin.getByRole("heading", { level: 1, name: "Bokföring" })).toBeVisible();
    const box = async (n: string) => ore((await admin.getByTestId(`vat-box-${n}`).getByRole("cell").last().textContent())!);
    const vat25 = await box("10");
    const vat6 = await box("12");
    expect(vat25).toBeGreaterThan(0);
    expect(vat6).toBeGreaterThan(0);
    expect(await box("11")).toBe(0);
    await expect(admin.getByTestId("liability-outstanding")).toContainText("0 kr");
    await expectAccessible(admin);
    await look(admin, testInfo, "bokforing");
    await admin.setViewportSize({ width: 1280, height: 900 });

    for (const [choice, vouchers] of [["En per dag", 1], ["En per order och händelse", 3]] as const) {
      const sie = admin.getByRole("region", { name: "SIE-fil (typ 4I)" });
      await sie.getByRole("radio", { name: choice }).check();
      const [download] = await Promise.all([admin.waitForEvent("download"), sie.getByRole("button", { name: "Ladda ned SIE-fil" }).click()]);
      expect(download.suggestedFilename()).toBe(`stilla-${day}-${day}.se`);
      const bytes = new Uint8Array(readFileSync((await download.path())!));
      const doc = readSie(bytes);
      // Two sales and the invoice paid: one voucher for the day, or one per event.
      expect(doc.vouchers).toHaveLength(vouchers);
      expect(-(doc.totals.get(2611) ?? 0)).toBe(vat25);
      expect(-(doc.totals.get(2631) ?? 0)).toBe(vat6);
      expect(-(doc.totals.get(3001) ?? 0) - (doc.totals.get(3003) ?? 0)).toBe(await box("05"));
      // The invoice was paid the same day: nothing left on 1510; Swish and the invoice both in the bank.
      expect(doc.totals.get(1510) ?? 0).toBe(0);
      expect(doc.totals.get(1930)).toBeGreaterThan(0);
      // "Återbetalning" is not in this file, but "Utgående moms" in CP437 bytes is: no UTF-8 anywhere (the reader refuses it).
      expect(doc.vouchers[0]!.trans.some((t) => t.text?.startsWith("Utgående moms"))).toBe(true);
    }
  } finally {
    await admin.context().close();
  }
});

test("a period over two years cannot become a SIE file, and says why", async ({ browser }) => {
  const admin = await adminPage(browser, own.baseURL, "/admin/bokforing?fran=2025-12-30&till=2026-01-02");
  try {
    await expect(admin.getByTestId("sie-error")).toHaveText("Perioden måste ligga inom ett räkenskapsår (kalenderår) för att bli en SIE-fil.");
    await expect(admin.getByRole("button", { name: "Ladda ned SIE-fil" })).toHaveCount(0);
  } finally {
    await admin.context().close();
  }
});

test("organic only with a control body: refused in a bad format, then shown with its code on the product page @smoke", async ({ browser }, testInfo) => {
  const shopper = await unlockedPage(browser, own.baseURL);
  await shopper.goto("/product/sleep");
  await shopper.locator("summary", { hasText: "Ingredienser" }).click();
  await expect(shopper.getByText("Kamomill 35 %", { exact: true })).toBeVisible();
  await expect(shopper.getByRole("main")).not.toContainText(/ekologisk/i);

  const admin = await adminPage(browser, own.baseURL, "/admin/settings");
  try {
    const form = admin.getByRole("region", { name: "Ekologisk certifiering" });
    await expect(form.getByTestId("organic-status")).toHaveText("Ingen kod angiven: inga produkter kallas ekologiska.");
    await form.getByLabel("Kontrollorganets kod").fill("SE-EKO-1");
    await form.getByRole("button", { name: "Spara certifiering" }).click();
    await expect(form).toContainText("Ange koden som SE-EKO- och två siffror, till exempel SE-EKO-01.");
    await form.getByLabel("Kontrollorganets kod").fill("se eko 01");
    await form.getByRole("button", { name: "Spara certifiering" }).click();
    await expect(form.getByRole("status")).toHaveText("Sparat.");
    await expect(form.getByLabel("Kontrollorganets kod")).toHaveValue("SE-EKO-01");
    await expectAccessible(admin);
  } finally {
    await admin.context().close();
  }

  await shopper.goto("/product/sleep");
  await hydrated(shopper);
  await shopper.locator("summary", { hasText: "Ingredienser" }).click();
  await expect(shopper.getByText("Ekologisk kamomill 35 %", { exact: true })).toBeVisible();
  await expect(shopper.getByText("Ekologisk enligt EU:s förordning 2018/848 · Kontrollorgan SE-EKO-01", { exact: true })).toBeVisible();
  await look(shopper, testInfo, "produkt-ekologisk");
  await shopper.goto("/about");
  await expect(shopper.getByRole("main")).toContainText("certifierade (kontrollorgan SE-EKO-01)");
  await shopper.context().close();
});
