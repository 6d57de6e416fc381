import type { Page } from "@playwright/test";
import { expect, expectAccessible, mailsTo, mailText, orderThroughUi, test } from "./fixtures";

const PHONE = { width: 390, height: 844 };

/** Modulus 10 (Luhn), written out here so the test does not trust the code it checks. */
function luhnOk(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    let d = Number(c) * (i % 2 === 1 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  });
  return sum % 10 === 0;
}

/** The vertical position of an element: what the customer meets first. */
const top = async (page: Page, testIdOrRole: ReturnType<Page["getByTestId"]>) => (await testIdOrRole.boundingBox())!.y;

test.describe("order confirmation", () => {
  test("Swish on a phone: the thanks first, the order number, 'Öppna Swish' opens the app with number, amount and message; the QR code stays for large screens", async ({ page, baseURL }) => {
    test.slow();
    const order = await orderThroughUi(page, { paymentMethod: "Swish", customer: "Sixten Swish" });
    await page.setViewportSize(PHONE);
    // The same address checkout redirected to (a reload keeps the thanks).
    await page.goto(`${order.url}?tack=1`);

    // The page opens with the thanks, and the first heading is the thank-you.
    await expect(page.getByRole("heading").first()).toHaveText("Tack för din beställning!");
    const thanks = page.getByTestId("thank-you");
    await expect(thanks).toContainText(`Ordernummer ${order.number}`);
    await expect(thanks).toContainText("Betala 298 kr med Swish");
    await expect(thanks).toContainText("Vi packar när betalningen har kommit in");
    await expect(thanks).toContainText(`Vi har skickat en orderbekräftelse till ${order.email}`);
    // …before how to pay, the order's own heading and "Ångra köp" further down.
    const openSwish = page.getByRole("link", { name: "Öppna Swish" });
    await expect(openSwish).toBeVisible();
    expect(await top(page, thanks)).toBeLessThan(await top(page, page.getByTestId("payment")));
    expect(await top(page, page.getByTestId("payment"))).toBeLessThan(await top(page, page.getByRole("heading", { level: 2, name: `Order ${order.number}` })));
    expect(await top(page, page.getByTestId("payment"))).toBeLessThan(await top(page, page.getByRole("button", { name: "Ångra köp" })));

    // The app link: swish://payment with the shop's number, the amount in kronor and the order number, all locked.
    const href = (await openSwish.getAttribute("href"))!;
    expect(href).toMatch(/^swish:\/\/payment\?data=/);
    const data = JSON.parse(new URL(href).searchParams.get("data")!) as Record<string, { value: unknown; editable: boolean }>;
    expect(data).toEqual({
      version: 1,
      payee: { value: "1231234567", editable: false },
      amount: { value: 298, editable: false },
      message: { value: String(order.number), editable: false },
    });
    // A phone cannot scan its own screen: no QR code here, the number, amount and message as text.
    await expect(page.getByTestId("swish-qr")).toBeHidden();
    await expect(page.getByTestId("swish-details")).toContainText(`Meddelande${order.number}`);
    const box = (await openSwish.boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    // On a large screen: the QR code, and no app link.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole("img", { name: `Swish-QR-kod för betalning av order ${order.number}` })).toBeVisible();
    await expect(openSwish).toBeHidden();

    // The confirmation e-mail names the order by its number and carries it as the Swish message.
    const mails = await mailsTo(baseURL!, order.email, (m) => mailText(m.raw).includes(`Ordernummer: ${order.number}`));
    const text = mailText(mails.find((m) => mailText(m.raw).includes(`Ordernummer: ${order.number}`))!.raw);
    expect(text).toContain(`Meddelande: ${order.number}`);
  });

  test("Faktura: the thanks first with the last day to pay, a digits-only OCR that passes Luhn on the invoice panel and in the e-mail; later visits open as the order page", async ({ page, baseURL }) => {
    test.slow();
    const order = await orderThroughUi(page, { paymentMethod: "Faktura", customer: "Frida Faktura" });
    await page.setViewportSize(PHONE);
    // The same address checkout redirected to (a reload keeps the thanks).
    await page.goto(`${order.url}?tack=1`);

    await expect(page.getByRole("heading").first()).toHaveText("Tack för din beställning!");
    const thanks = page.getByTestId("thank-you");
    await expect(thanks).toContainText(`Ordernummer ${order.number}`);
    await expect(thanks).toContainText(/Betala fakturan på 298\skr senast \d{1,2} [a-zä]+ \d{4}/);
    await expect(thanks).toContainText("Vi skickar ordern inom 1–2 arbetsdagar");

    const ocr = (await page.getByTestId("invoice-ocr").textContent())!.trim();
    expect(ocr).toMatch(/^\d+$/);
    expect(luhnOk(ocr)).toBe(true);
    // The order number, then the length digit (the OCR's length, mod 10), then the check digit.
    expect(ocr.slice(0, -2)).toBe(String(order.number));
    expect(Number(ocr.at(-2))).toBe(ocr.length % 10);
    await expect(page.getByTestId("invoice-details")).toContainText("123-4567");
    await expect(page.getByRole("link", { name: "Öppna Swish" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    const mails = await mailsTo(baseURL!, order.email, (m) => mailText(m.raw).includes(`Ordernummer: ${order.number}`));
    const text = mailText(mails.find((m) => mailText(m.raw).includes(`Ordernummer: ${order.number}`))!.raw);
    expect(text).toContain(`OCR-nummer: ${ocr}`);

    // From /orders the same order reads as an order page: its number as the heading, no thank-you.
    await page.goto("/orders");
    await page.getByRole("link", { name: `Order ${order.number}` }).click();
    await expect(page).toHaveURL(new RegExp(`${order.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Order ${order.number}` })).toBeVisible();
    await expect(page.getByTestId("thank-you")).toHaveCount(0);
    await expect(page.getByTestId("invoice-ocr")).toHaveText(ocr);
  });
});
