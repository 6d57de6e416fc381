import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, orderThroughUi, signInAsAdmin, test, uniqueEmail, unlockedPage } from "./fixtures";

/** The owner's everyday tools (issue #34, ADR 067): print pages, bulk shipping, the note, the product list, the CSV. */

/** Today in Stockholm, YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());

/** Moves an order on through the desk's own form posts (the single actions are tested in admin-orders.spec.ts). */
async function desk(admin: Page, orderId: string, ...intents: string[]) {
  for (const intent of intents) {
    const res = await admin.request.post(`/admin/orders/${orderId}`, { form: { intent }, maxRedirects: 0 });
    expect(res.status(), intent).toBe(302);
  }
}

test.describe("the owner's tools", () => {
  test("packing slip and invoice print from the order page: the shop's identity, the lines, OCR and due date; without JavaScript too", async ({ page, browser, baseURL }) => {
    test.slow();
    const { id, number } = await orderThroughUi(page, { productId: "sleep", productName: "Sleep", customer: "Pia Packsedel", email: uniqueEmail("packsedel"), paymentMethod: "Faktura" });
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${id}`);
    try {
      const print = admin.getByRole("navigation", { name: "Skriv ut" });
      await print.getByRole("link", { name: `Packsedel för order ${number}` }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/orders/${id}/packsedel$`));
      await expect(admin.getByRole("heading", { level: 1, name: "Packsedel" })).toBeVisible();
      const slip = admin.getByTestId("print-page");
      await expect(slip.getByTestId("print-order-number")).toHaveText(String(number));
      await expect(slip).toContainText("Stilla");
      await expect(slip).toContainText(/Org\.nr \d{6}-\d{4}/);
      await expect(slip).toContainText("Pia Packsedel");
      await expect(slip).toContainText("114 55 Stockholm");
      const line = slip.getByTestId("print-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("Sleep");
      await expect(line.getByRole("cell").first()).toHaveText("1");
      // A packing slip has no prices, and no console around it.
      await expect(slip).not.toContainText(/\d\s*kr\b/);
      await expect(admin.getByRole("navigation", { name: "Administration" })).toHaveCount(0);
      await expect(admin.getByRole("button", { name: "Skriv ut" })).toBeVisible();
      await expectAccessible(admin);

      await admin.goto(`/admin/orders/${id}`);
      await admin.getByRole("navigation", { name: "Skriv ut" }).getByRole("link", { name: `Faktura för order ${number}` }).click();
      await expect(admin.getByRole("heading", { level: 1, name: "Faktura" })).toBeVisible();
      const invoice = admin.getByTestId("print-page");
      await expect(invoice.getByTestId("print-line")).toContainText("249 kr");
      const totals = invoice.getByTestId("print-totals");
      await expect(totals).toContainText("Frakt");
      await expect(totals).toContainText("Totalt inkl. moms");
      await expect(totals).toContainText(/varav moms 6\s%/);
      await expect(invoice).toContainText("Faktura");
      await expect(invoice.getByTestId("print-ocr")).toHaveText(/^\d+$/);
      await expect(invoice.getByTestId("print-due-date")).toHaveText(/\d/);
      await expectAccessible(admin);
    } finally {
      await admin.context().close();
    }

    // Without JavaScript: the same page, a hint to print with the browser instead of a button that would do nothing.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "sv-SE", timezoneId: "Europe/Stockholm" });
    try {
      await signInAsAdmin(context, browser, baseURL!);
      const plain = await context.newPage();
      await plain.goto(`/admin/orders/${id}/kvitto`);
      await expect(plain.getByTestId("print-order-number")).toHaveText(String(number));
      await expect(plain.getByText("Skriv ut med webbläsarens utskrift")).toBeVisible();
      await expect(plain.getByRole("button", { name: "Skriv ut" })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test("several orders marked shipped at once: the chosen ones that can ship go, one that cannot is reported by number @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const tag = `bulk${Date.now().toString(36)}`;
    const a = await orderThroughUi(page, { customer: "Ada Bulk", email: uniqueEmail(`${tag}-a`) });
    const b = await orderThroughUi(await unlockedPage(browser, baseURL!), { customer: "Bo Bulk", email: uniqueEmail(`${tag}-b`) });
    const admin = await adminPage(browser, baseURL!, "/admin/orders");
    try {
      await desk(admin, a.id, "mark_paid", "processing");

      await admin.goto(`/admin/orders?q=${tag}`);
      await expect(admin.getByTestId("order-row")).toHaveCount(2);
      await admin.getByRole("checkbox", { name: `Välj order ${a.number}` }).check();
      await admin.getByRole("checkbox", { name: `Välj order ${b.number}` }).check();
      await admin.getByRole("form", { name: "Valda ordrar" }).getByLabel("Fraktbolag").selectOption("DHL");
      await admin.getByRole("button", { name: "Markera som skickade" }).click();

      await expect(admin.getByRole("heading", { level: 1, name: "Markera ordrar som skickade" })).toBeVisible();
      await expect(admin.getByLabel("Fraktbolag")).toHaveValue("DHL");
      await expect(admin.getByTestId("bulk-ship-row").filter({ hasText: String(b.number) })).toContainText("Kan inte skickas nu");
      await expectAccessible(admin);
      // A bad tracking number: nothing changes, the field says why.
      await admin.getByLabel(`Spårningsnummer för order ${a.number}`).fill("x");
      await admin.getByRole("button", { name: "Markera 1 order som skickad" }).click();
      await expect(admin.getByRole("alert").first()).toContainText("Inget ändrades");
      await expect(admin.getByTestId("bulk-ship-row").filter({ hasText: String(a.number) })).toContainText("Spårningsnumret måste vara 5–40 tecken");
      await admin.getByLabel(`Spårningsnummer för order ${a.number}`).fill("jjd 0001 4242");
      await admin.getByRole("button", { name: "Markera 1 order som skickad" }).click();
      await expect(admin.getByRole("status").filter({ hasText: `Order ${a.number} är markerad som skickad.` })).toBeVisible();

      await admin.goto(`/admin/orders/${a.id}`);
      await expect(admin.getByTestId("tracking-number")).toHaveText("JJD 0001 4242");
      await expect(admin.getByRole("region", { name: "Frakt" })).toContainText("DHL");

      // Posted with an order that cannot ship (the page would not offer it): that one is named, the other still goes.
      const c = await orderThroughUi(await unlockedPage(browser, baseURL!), { customer: "Cilla Bulk", email: uniqueEmail(`${tag}-c`) });
      await desk(admin, c.id, "mark_paid", "processing");
      const form = new URLSearchParams([["carrier", "PostNord"], ["order", b.id], [`kolli-${b.id}`, "RR000000001SE"], ["order", c.id], [`kolli-${c.id}`, "RR000000002SE"]]);
      const res = await admin.request.post("/admin/orders/skicka", { data: form.toString(), headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`Order ${c.number} är markerad som skickad.`);
      expect(html).toContain(`Kunde inte markeras som skickade (inget ändrades för dem): order ${b.number}.`);
      await admin.goto(`/admin/orders/${b.id}`);
      await expect(admin.getByRole("region", { name: "Frakt" })).toContainText("Inte skickad ännu.");
    } finally {
      await admin.context().close();
    }
  });

  test("the owner's note: saved on the order page, over the limit refused, never on the customer's page", async ({ page, browser, baseURL }) => {
    const { id, url } = await orderThroughUi(page, { customer: "Nora Not", email: uniqueEmail("anteckning") });
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${id}`);
    try {
      const note = admin.getByRole("region", { name: "Anteckning" });
      await note.getByLabel("Egen anteckning om ordern").fill("Hemlig notering: ring före leverans.");
      await note.getByRole("button", { name: "Spara anteckningen" }).click();
      await expect(note.getByRole("status")).toHaveText("Anteckningen är sparad.");
      await admin.reload();
      await expect(admin.getByLabel("Egen anteckning om ordern")).toHaveValue("Hemlig notering: ring före leverans.");
      await expectAccessible(admin);
      const tooLong = await admin.request.post(`/admin/orders/${id}`, { form: { intent: "note", note: "x".repeat(2001) } });
      expect(tooLong.status()).toBe(400);
      expect(await tooLong.text()).toContain("Anteckningen får vara högst 2000 tecken.");
      await admin.reload();
      await expect(admin.getByLabel("Egen anteckning om ordern")).toHaveValue("Hemlig notering: ring före leverans.");
      await admin.goto("/admin/logg");
      await expect(admin.getByText("Ändrade orderns anteckning").first()).toBeVisible();
    } finally {
      await admin.context().close();
    }
    const customer = await page.goto(url);
    expect(customer?.status()).toBe(200);
    expect(await page.content()).not.toContain("Hemlig notering");
  });

  test("the product list: search, filter and sort in the address, as a form that works without JavaScript", async ({ browser, baseURL }) => {
    const admin = await adminPage(browser, baseURL!, "/admin/products");
    try {
      const form = admin.getByRole("search", { name: "Sök och filtrera produkter" });
      await form.getByLabel("Sök namn eller id").fill("tekopp");
      await form.getByRole("button", { name: "Visa" }).click();
      await expect(admin).toHaveURL(/q=tekopp/);
      await expect(admin.getByTestId("admin-product")).toHaveCount(1);
      await expect(admin.getByTestId("admin-product")).toContainText("Tekopp");
      await expect(admin.getByRole("status").filter({ hasText: "1 produkt" })).toBeVisible();

      await form.getByLabel("Sök namn eller id").fill("");
      await form.getByLabel("Sortera").selectOption("pris");
      await form.getByRole("button", { name: "Visa" }).click();
      await expect(admin).toHaveURL(/sort=pris/);
      // The address changes as the navigation starts; the rows follow when its data is in.
      await expect.poll(() => admin.getByTestId("admin-product").count()).toBeGreaterThan(5);
      const prices = (await admin.getByTestId("admin-product").getByTestId("admin-product-price").allInnerTexts()).map((p) => Number(p.replace(/\D/g, "")));
      expect(prices.length).toBeGreaterThan(5);
      expect(prices).toEqual([...prices].sort((x, y) => x - y));
      await expectAccessible(admin);

      await admin.goto("/admin/products?status=inaktiva&q=zzz-ingen-sadan");
      await expect(admin.getByText("Inga produkter matchar. Ändra sökningen eller filtren.")).toBeVisible();
      await expect(admin.getByRole("search").getByLabel("Status")).toHaveValue("inaktiva");
      // The overview's link still works.
      await admin.goto("/admin/products?lager=lagt");
      await expect(admin.getByText("Visar produkter med lågt lager.")).toBeVisible();
      await expect(admin.getByRole("search").getByLabel("Lager")).toHaveValue("lagt");
    } finally {
      await admin.context().close();
    }
  });

  test("the orders of a period as CSV: semicolons, a BOM, the order's row; bad dates get a message", async ({ page, browser, baseURL }) => {
    // The checkout takes letters, spaces and hyphens in a name: quoting and the formula guard are in the server tests.
    const name = "Cissi Csv-Kund";
    const { number } = await orderThroughUi(page, { customer: name, email: uniqueEmail("csv") });
    const admin = await adminPage(browser, baseURL!, "/admin/orders");
    try {
      const exportForm = admin.getByRole("region", { name: "Exportera ordrar" });
      await exportForm.getByLabel("Från och med").fill(today());
      await exportForm.getByLabel("Till och med").fill(today());
      const [download] = await Promise.all([admin.waitForEvent("download"), exportForm.getByRole("button", { name: "Ladda ner CSV" }).click()]);
      expect(download.suggestedFilename()).toBe(`stilla-ordrar-${today()}-${today()}.csv`);
      const csv = readFileSync((await download.path())!, "utf8");
      expect(csv.startsWith("\ufeffOrdernummer;Datum;Kund;E-post;Status;Betalning;Betalsätt;Varor;Rabatter;Frakt;")).toBe(true);
      const row = csv.split("\r\n").find((l) => l.startsWith(`${number};`));
      expect(row).toBeDefined();
      expect(row).toContain(`;${name};`);
      expect(row).toContain(";Väntar;Obetald;Swish;249,00;0,00;");

      await exportForm.getByLabel("Från och med").fill("2026-12-31");
      await exportForm.getByLabel("Till och med").fill("2026-01-01");
      await exportForm.getByRole("button", { name: "Ladda ner CSV" }).click();
      await expect(admin).toHaveURL(/\/admin\/orders\?export=fel/);
      await expect(admin.getByRole("alert")).toHaveText("Periodens första dag måste vara före eller samma som den sista.");
      await expect(admin.getByRole("region", { name: "Exportera ordrar" }).getByLabel("Från och med")).toHaveValue("2026-12-31");
    } finally {
      await admin.context().close();
    }
  });
});
