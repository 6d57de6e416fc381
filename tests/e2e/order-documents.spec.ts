import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { adminPage, expect, fillCheckoutAndOrder, hydrated, mailsTo, orderThroughUi, signUpByForm, test, uniqueEmail, unlockedPage } from "./fixtures";

/**
 * Receipts and invoices as PDF (ADR 076): downloaded from the customer's order page at a phone's and a desktop's
 * width, and from the desk; the confirmation mail carries the receipt and the terms; nobody else gets them (404);
 * a guest downloads through the private link only.
 */

const pdfText = (file: string) => execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"], { encoding: "utf8" });
const SHOTS = process.env.E2E_SHOTS;

test.describe("receipts as PDF", () => {
  test("@smoke the customer downloads the receipt from the order page at 390 and 1280 px; another customer and an anonymous visitor get 404; the desk downloads it too", async ({ page, browser, baseURL }, testInfo) => {
    test.slow();
    const o = await orderThroughUi(page, { customer: "Åsa Öberg-Ängström" });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(o.url);
      const link = page.getByRole("link", { name: `Ladda ner kvitto ${o.number} (PDF)` });
      await expect(link).toBeVisible();
      await link.scrollIntoViewIfNeeded();
      if (SHOTS) {
        mkdirSync(SHOTS, { recursive: true });
        await page.getByTestId("order-documents").screenshot({ path: path.join(SHOTS, `order-documents-${width}.png`) });
        await page.screenshot({ path: path.join(SHOTS, `order-page-${width}.png`), fullPage: true });
      }
      // Nothing scrolls sideways at this width.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
      expect(download.suggestedFilename()).toBe(`kvitto-${o.number}.pdf`);
      const file = testInfo.outputPath(`kvitto-${width}.pdf`);
      await download.saveAs(file);
      expect(readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(file);
      expect(text).toContain("Kvitto");
      expect(text).toContain(String(o.number));
      expect(text).toContain("Åsa Öberg-Ängström");
      expect(text).toContain("Sleep");
    }

    // The confirmation mail carries the receipt and the terms in force.
    const [mail] = await mailsTo(baseURL!, o.email, (m) => m.raw.includes(`kvitto-${o.number}.pdf`));
    expect(mail?.raw).toContain(`kvitto-${o.number}.pdf`);
    expect(mail?.raw).toContain(`kopvillkor-order-${o.number}.pdf`);
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf/);

    // An anonymous visitor and another customer: 404, as for no order at all.
    const anonymous = await unlockedPage(browser, baseURL!);
    expect((await anonymous.request.get(`${o.url}/kvitto.pdf`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await anonymous.request.get(`${o.url}/kvitto.pdf?nyckel=${"A".repeat(43)}`, { maxRedirects: 0 })).status()).toBe(404);
    await signUpByForm(anonymous, { name: "Annan Kund", email: uniqueEmail("annan"), password: "hemligt1" });
    expect((await anonymous.request.get(`${o.url}/kvitto.pdf`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await anonymous.request.get(`${o.url}/kreditfaktura/1.pdf`, { maxRedirects: 0 })).status()).toBe(404);
    await anonymous.context().close();

    // The desk: the same PDF through the admin guard.
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${o.id}`);
    const deskLink = admin.getByRole("link", { name: `Kvitto (PDF) för order ${o.number}` });
    await expect(deskLink).toBeVisible();
    const res = await admin.request.get(`/admin/orders/${o.id}/kvitto.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    // The F-skatt statement is the owner's, in the shop's identity: not ticked until they say so.
    await admin.goto("/admin/settings#identity");
    await expect(admin.getByRole("checkbox", { name: "Godkänd för F-skatt" })).not.toBeChecked();
    if (SHOTS) {
      for (const width of [390, 1280]) {
        await admin.setViewportSize({ width, height: 900 });
        await admin.getByRole("checkbox", { name: "Godkänd för F-skatt" }).scrollIntoViewIfNeeded();
        await admin.screenshot({ path: path.join(SHOTS, `settings-${width}.png`) });
        await admin.goto(`/admin/orders/${o.id}`);
        await admin.screenshot({ path: path.join(SHOTS, `desk-${width}.png`) });
        await admin.goto("/admin/settings#identity");
      }
    }
    await admin.context().close();
  });

  test("@smoke a guest downloads the receipt only through the private link", async ({ browser, baseURL }) => {
    test.slow();
    const page = await unlockedPage(browser, baseURL!);
    const email = uniqueEmail("gast");
    await page.goto("/product/calm");
    await hydrated(page);
    await page.getByRole("button", { name: /^Lägg .* i varukorgen$/ }).first().click();
    await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
    await page.goto("/checkout");
    await fillCheckoutAndOrder(page, { customer: "Gäst Åström", email, paymentMethod: "Faktura" });
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?nyckel=[A-Za-z0-9_-]{43}&tack=1$/, { timeout: 30_000 });
    const landed = new URL(page.url());
    const id = /\/orders\/([0-9a-f-]{36})/.exec(landed.pathname)![1]!;
    const token = landed.searchParams.get("nyckel")!;
    const link = page.getByRole("link", { name: /^Ladda ner faktura \d+ \(PDF\)$/ });
    await expect(link).toHaveAttribute("href", `/orders/${id}/kvitto.pdf?nyckel=${token}`);
    const ok = await page.request.get(`/orders/${id}/kvitto.pdf?nyckel=${token}`);
    expect(ok.status()).toBe(200);
    expect(ok.headers()["content-disposition"]).toMatch(/^attachment; filename="faktura-\d+\.pdf"$/);
    // Without the token, or with another: 404.
    expect((await page.request.get(`/orders/${id}/kvitto.pdf`, { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get(`/orders/${id}/kvitto.pdf?nyckel=${"B".repeat(43)}`, { maxRedirects: 0 })).status()).toBe(404);
    await page.context().close();
  });
});
