import { adminPage, expect, expectAccessible, fillNewProduct, test, unlockedPage } from "./fixtures";

/**
 * The owner sets a reduced price for a period (ADR 036): the product page shows the reduced price, the earlier
 * price struck through and the lowest price of the 30 days before the cut; the cart charges the reduced price.
 * The product is created for this spec, inactive, and switched off again at the end, so no seeded product is
 * ever reduced (other specs assert their exact prices). It runs on the worker's own server (`ownServer`, ADR 061),
 * whose clock it moves to the reduction's start instead of waiting for it.
 */
const stockholmLocal = (at: Date) => {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Stockholm",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const p = (type: Intl.DateTimeFormatPartTypes) => parts.find((x) => x.type === type)?.value ?? "";
  return `${p("year")}-${p("month")}-${p("day")}T${p("hour")}:${p("minute")}`;
};

test.describe("a reduced price", () => {
  test("admin sets a reduction; the page shows the struck price and the 30-day line; the cart uses it", async ({ browser, ownServer }) => {
    test.setTimeout(180_000);
    const { baseURL } = ownServer;
    const id = `e2e-zr-${Date.now().toString(36)}`;
    const name = `Zr Reate ${id.slice(-5)}`;
    const admin = await adminPage(browser, baseURL, "/admin/products/ny");
    const customer = await unlockedPage(browser, baseURL);
    try {
      const form = admin.locator("main form").first();
      await fillNewProduct(form, { id, name, word: "Zr", grams: 50 });
      await form.getByLabel("Pris i kronor inklusive moms").fill("249");
      await form.getByRole("button", { name: "Skapa produkten" }).click();
      await expect(admin).toHaveURL(new RegExp(`/admin/products/${id}\\?klart=skapad$`));
      await admin.getByLabel("Ändring i antal (+ eller −)").fill("12");
      await admin.getByLabel("Anledning").selectOption({ label: "Inleverans" });
      await admin.getByRole("button", { name: "Justera lagret" }).click();
      await expect(admin.getByTestId("stock-now")).toHaveText("I lager nu: 12 st");

      // The reduction starts at a whole minute (the form's precision) at least two minutes after the product's first
      // price, by the server's clock, Stockholm time; the test moves the server's clock there instead of waiting.
      const serverNow = () => Date.now() + ownServer.clockOffsetMs();
      const start = new Date(Math.ceil((serverNow() + 120_000) / 60_000) * 60_000);
      const edit = admin.locator("main form").filter({ has: admin.getByLabel("Sänkt pris (kr inkl. moms)") });
      // Not below the regular price: refused by the field.
      await edit.getByLabel("Sänkt pris (kr inkl. moms)").fill("299");
      await edit.getByLabel("Gäller från").fill(stockholmLocal(start));
      await edit.getByLabel("Gäller till").fill(stockholmLocal(new Date(start.getTime() + 2 * 86_400_000)));
      await edit.getByRole("button", { name: "Spara ändringarna" }).click();
      await expect(edit.getByText("Ange ett sänkt pris i kronor som är lägre än ordinarie pris.")).toBeVisible();
      await edit.getByLabel("Sänkt pris (kr inkl. moms)").fill("199");
      await edit.getByRole("button", { name: "Spara ändringarna" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Ändringarna är sparade." })).toBeVisible();
      await expectAccessible(admin);
      await admin.getByRole("button", { name: "Aktivera produkten igen" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Produkten är aktiv" })).toBeVisible();

      // Before the start: the regular price, nothing struck.
      await customer.goto(`/product/${id}`);
      expect(serverNow(), "the reduction has not started yet").toBeLessThan(start.getTime());
      await expect(customer.getByTestId("product-summary")).toContainText("249\u00a0kr");
      await expect(customer.getByTestId("earlier-price")).toHaveCount(0);
      // The server's clock moves to just past the start (instead of the test waiting up to two minutes for it).
      await ownServer.advanceClock(Math.max(0, start.getTime() + 500 - serverNow()));

      await customer.goto(`/product/${id}`);
      const summary = customer.getByTestId("product-summary");
      await expect(summary).toContainText("199\u00a0kr");
      await expect(summary.locator("s")).toHaveText("Tidigare pris 249\u00a0kr");
      await expect(summary.getByTestId("lowest-before-cut")).toHaveText("Lägsta pris de senaste 30 dagarna före sänkningen: 249\u00a0kr");
      const ld = JSON.parse((await customer.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
      expect(JSON.stringify(ld)).toContain('"price":"199.00"');
      await expectAccessible(customer);

      await customer.getByRole("button", { name: `Lägg ${name} i varukorgen`, exact: true }).click();
      await expect(customer.getByTestId("cart-line").filter({ hasText: name }).first()).toBeVisible();
      await customer.goto("/cart");
      const cartLine = customer.getByTestId("cart-line").filter({ hasText: name });
      await expect(cartLine).toContainText("199\u00a0kr");
      // The cart line announces the cut as the cards do: the earlier price struck through, and the 30-day line.
      await expect(cartLine.locator("s")).toHaveText("Tidigare pris 249\u00a0kr");
      await expect(cartLine.getByTestId("lowest-before-cut")).toHaveText("Lägsta pris de senaste 30 dagarna före sänkningen: 249\u00a0kr");
      await expect(customer.getByTestId("total").first()).toHaveText("248\u00a0kr"); // 199 kr + 49 kr shipping
    } finally {
      await admin.goto(`/admin/products/${id}`);
      const off = admin.getByRole("button", { name: "Inaktivera produkten" });
      if (await off.isVisible()) {
        await off.click();
        await expect(admin.getByRole("status").filter({ hasText: "Produkten är inaktiverad" })).toBeVisible();
      }
      await admin.context().close();
      await customer.context().close();
    }
  });
});
