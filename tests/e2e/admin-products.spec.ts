import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { adminPage, expect, expectAccessible, fillNewProduct, test, unlockedPage } from "./fixtures";

/**
 * The owner adds a product through /admin: the form (a refusal by the field first), a photo (a fake first),
 * stock with a reason, then the shop shows it; deactivated it is gone (404), reactivated it is back.
 * Other specs assert the shop's exact lists, so this spec runs on its worker's own server and database (`ownServer`,
 * ADR 061), where no other spec looks.
 */
test.describe("the admin's products", () => {
  test("create a product with a photo, adjust its stock, deactivate and reactivate it", async ({ browser, ownServer }) => {
    test.slow();
    const id = `e2e-zq-${Date.now().toString(36)}`;
    const name = `Zq Provte ${id.slice(-5)}`;
    const dir = mkdtempSync(path.join(tmpdir(), "stilla-e2e-photo-"));
    const photo = path.join(dir, "foto.png");
    writeFileSync(photo, await sharp({ create: { width: 1000, height: 700, channels: 3, background: "#6a8f5c" } }).png().toBuffer());

    const admin = await adminPage(browser, ownServer.baseURL, "/admin/products");
    const customer = await unlockedPage(browser, ownServer.baseURL);
    try {
      await expect(admin.getByRole("heading", { name: "Produkter", level: 1 })).toBeVisible();
      await expectAccessible(admin);
      await admin.getByRole("link", { name: "Ny produkt" }).click();
      await expect(admin.getByRole("heading", { name: "Ny produkt", level: 1 })).toBeVisible();

      const form = admin.locator("main form");
      await fillNewProduct(form, { id, name, word: "Zq", grams: 40 });
      // A bad price: refused by the field, nothing created, what was typed kept.
      await form.getByLabel("Pris i kronor inklusive moms").fill("gratis");
      await form.getByRole("button", { name: "Skapa produkten" }).click();
      await expect(form.getByText("Ange priset i kronor, t.ex. 249 eller 249,50 (minst 1\u00a0kr).")).toBeVisible();
      await expect(form.getByLabel("Namn", { exact: true })).toHaveValue(name);
      await expect(form.getByLabel("Pris i kronor inklusive moms")).toHaveAttribute("aria-invalid", "true");
      await form.getByLabel("Pris i kronor inklusive moms").fill("189");
      await form.getByRole("button", { name: "Skapa produkten" }).click();

      await expect(admin).toHaveURL(new RegExp(`/admin/products/${id}\\?klart=skapad$`));
      await expect(admin.getByRole("status").filter({ hasText: `${name} är skapad` })).toBeVisible();
      await expect(admin.getByTestId("comparison-price")).toHaveText("4\u00a0725\u00a0kr/kg");
      await expectAccessible(admin);

      // The photo: a text file named .png is refused by its content; one without an alt text too; a real PNG with its
      // alt text is taken.
      const file = admin.getByLabel("Välj en bild (JPEG, PNG eller WebP, högst 8 MB)");
      const alt = admin.getByRole("textbox", { name: "Beskrivning av fotot (alt-text)" }).last();
      await file.setInputFiles({ name: "bild.png", mimeType: "image/png", buffer: Buffer.from("inte en bild alls") });
      await alt.fill("En påse te");
      await admin.getByRole("button", { name: "Ladda upp fotot" }).click();
      await expect(admin.getByRole("alert").filter({ hasText: "Filen är ingen JPEG-, PNG- eller WebP-bild." })).toBeVisible();
      await file.setInputFiles(photo);
      await alt.fill("En grön påse te på ett bord");
      await admin.getByRole("button", { name: "Ladda upp fotot" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Fotot är uppladdat" })).toBeVisible();
      await expect(admin.getByRole("img", { name: "Foto 1: En grön påse te på ett bord" })).toHaveAttribute("src", /\/images\/uploads\/[a-f0-9]{24}-800\.webp$/);

      const delta = admin.getByLabel("Ändring i antal (+ eller −)");
      await delta.fill("-1");
      await admin.getByRole("button", { name: "Justera lagret" }).click();
      await expect(admin.getByText("Lagret kan inte bli mindre än 0. I lager nu: 0 st.")).toBeVisible();
      await admin.getByLabel("Ändring i antal (+ eller −)").fill("12");
      await admin.getByLabel("Anledning").selectOption({ label: "Inleverans" });
      await admin.getByRole("button", { name: "Justera lagret" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Lagret är justerat." })).toBeVisible();
      await expect(admin.getByTestId("stock-now")).toHaveText("I lager nu: 12 st");
      await expect(admin.getByTestId("product-history").first()).toContainText("Lager 0 → 12 – Inleverans");

      // Still inactive: not in the shop.
      expect((await customer.goto(`/product/${id}`))?.status()).toBe(404);
      await admin.getByRole("button", { name: "Aktivera produkten igen" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Produkten är aktiv" })).toBeVisible();

      // The shop: the card with the photo, the product page, the photo served as an immutable WebP.
      await customer.goto("/shop");
      const card = customer.getByRole("article").filter({ has: customer.getByRole("heading", { name, exact: true }) });
      await expect(card).toBeVisible();
      const src = await card.locator("img").first().getAttribute("src");
      expect(src).toMatch(/^\/images\/uploads\/[a-f0-9]{24}-800\.webp$/);
      expect(await card.locator("img").first().getAttribute("srcset")).toContain("-200.webp 200w");
      const res = await customer.request.get(src!);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/webp");
      expect(res.headers()["cache-control"]).toContain("immutable");
      expect((await customer.goto(`/product/${id}`))?.status()).toBe(200);
      await expect(customer.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(customer.locator(`meta[property="og:image"]`)).toHaveAttribute("content", /\/images\/uploads\/[a-f0-9]{24}-800\.webp$/);

      // Deactivated: gone from the shop, its page a 404; reactivated: back.
      await admin.getByRole("button", { name: "Inaktivera produkten" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Produkten är inaktiverad" })).toBeVisible();
      await customer.goto("/shop");
      await expect(customer.getByRole("heading", { name, exact: true })).toHaveCount(0);
      expect((await customer.goto(`/product/${id}`))?.status()).toBe(404);
      // The list marks it inactive on its own background (one background class, not two fighting).
      await admin.goto("/admin/products");
      const inactiveRow = admin.getByTestId("admin-product").filter({ hasText: id });
      await expect(inactiveRow).toContainText("Inaktiv");
      await expect(inactiveRow).toHaveClass(/\bbg-oat\b/);
      await expect(inactiveRow).not.toHaveClass(/\bbg-white\b/);
      await admin.goto(`/admin/products/${id}`);
      await admin.getByRole("button", { name: "Aktivera produkten igen" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Produkten är aktiv" })).toBeVisible();
      await customer.goto("/shop");
      await expect(customer.getByRole("heading", { name, exact: true })).toBeVisible();

      // The list shows it with its stock and status; the log has every change.
      await admin.goto("/admin/products");
      const row = admin.getByTestId("admin-product").filter({ hasText: id });
      await expect(row).toContainText("Aktiv");
      await expect(row.getByRole("textbox", { name: `Lager för ${name}` })).toHaveValue("12");
      await admin.goto("/admin/logg?typ=product");
      await expect(admin.getByTestId("audit-entry").filter({ hasText: "Justerade lager" }).first()).toBeVisible();
      await expect(admin.getByTestId("audit-entry").filter({ hasText: "Skapade produkt" }).first()).toBeVisible();
    } finally {
      // Out of the shop again, so the other specs' exact product lists stay as seeded.
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
