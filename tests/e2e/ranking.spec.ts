/**
 * The shop's order tells the truth (issue #36 item 4, ADR 073): the shop says how it sorts, and a product the owner
 * pins in the product editor comes first in /shop and on the home page. Pinning changes what every shopper sees, and
 * other specs' orders would change the ranking, so this spec runs on a server and database of its own.
 */
import { CATALOGUE } from "../../app/content/catalogue";
import { adminPage, expect, test, unlockedPage, useSpecServer } from "./fixtures";

test.describe.configure({ mode: "serial" });
const own = useSpecServer();

const RULE = "Sorterat efter antal sålda de senaste 90 dagarna; utvalda produkter först.";

test.describe("ranking by sales, with the owner's pins first", () => {
  test("without sales the owner's order holds, and the shop says what the order is", async ({ browser }) => {
    const page = await unlockedPage(browser, own.baseURL);
    await page.goto("/");
    const popular = page.getByRole("region", { name: "Populärt just nu" }).getByRole("heading", { level: 3 });
    const top4 = [...CATALOGUE].sort((a, b) => b.popularity - a.popularity).slice(0, 4);
    await expect(popular).toHaveText(top4.map((p) => p.name));

    await page.goto("/shop");
    await expect(page.getByText(RULE, { exact: true })).toBeVisible();
    await expect(page.getByText(/utifrån vår försäljning/)).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Våra Blends" }).getByRole("heading", { level: 3 }).first()).toHaveText("Sleep");
    await page.context().close();
  });

  test("the owner pins Termos in the editor: it comes first in /shop and on the home page", async ({ browser }) => {
    const admin = await adminPage(browser, own.baseURL, "/admin/products/thermos");
    const pin = admin.getByRole("checkbox", { name: "Utvald – visas först i butiken" });
    await expect(pin).not.toBeChecked();
    await pin.check();
    await admin.getByRole("button", { name: "Spara ändringarna" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ändringarna är sparade." })).toBeVisible();
    // Opened afresh (without the saved message in the URL), so the next save's message is that save's.
    await admin.goto("/admin/products/thermos");
    await expect(admin.getByRole("status").filter({ hasText: "Ändringarna är sparade." })).toHaveCount(0);
    await expect(admin.getByRole("checkbox", { name: "Utvald – visas först i butiken" })).toBeChecked();

    const page = await unlockedPage(browser, own.baseURL);
    await page.goto("/shop");
    const blends = page.getByRole("region", { name: "Våra Blends" }).getByRole("heading", { level: 3 });
    await expect(blends.nth(0)).toHaveText("Termos");
    await expect(blends.nth(1)).toHaveText("Sleep");
    await expect(page.getByText(RULE, { exact: true })).toBeVisible();
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Populärt just nu" }).getByRole("heading", { level: 3 }).first()).toHaveText("Termos");

    // Unpinned again: back in the owner's order.
    await admin.getByRole("checkbox", { name: "Utvald – visas först i butiken" }).uncheck();
    await admin.getByRole("button", { name: "Spara ändringarna" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Ändringarna är sparade." })).toBeVisible();
    await page.goto("/shop");
    await expect(page.getByRole("region", { name: "Våra Blends" }).getByRole("heading", { level: 3 }).first()).toHaveText("Sleep");
    await admin.context().close();
    await page.context().close();
  });
});
