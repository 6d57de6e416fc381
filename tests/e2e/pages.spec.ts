import { expect, test } from "./fixtures";
import { formatKr } from "../../app/domain/money";

// axe-core on these pages: layout.spec.ts scans every public route at 390 and 1280 px with no violation of any impact.
test.describe("content pages", () => {
  test("/christmas shows the Julspecial hero, the Midvinter card and a link to /shop", async ({ page }) => {
    await page.goto("/christmas");
    await expect(page).toHaveTitle("Julspecial – Stilla");
    await expect(page.getByRole("heading", { level: 1, name: "Julspecial" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).toContainText("Begränsad upplaga");
    await expect(main).toContainText("december");
    const card = main.getByRole("article").filter({ has: page.getByRole("link", { name: "Midvinter" }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(formatKr(27_900));
    await expect(card.getByRole("link", { name: "Midvinter" })).toHaveAttribute("href", "/product/midvinter");
    await expect(main.getByRole("link", { name: "Se hela sortimentet" })).toHaveAttribute("href", "/shop");
  });

  test("/rituals shows the four rituals of the home page's ritual finder, with their times and product links", async ({ page }) => {
    await page.goto("/rituals");
    await expect(page).toHaveTitle("Ritualer – Stilla");
    const main = page.getByRole("main");
    const rituals = main.getByRole("listitem").filter({ has: page.getByRole("article") });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fyra stunder om dagen");
    await expect(rituals).toHaveCount(4);
    for (const [i, time, product, name] of [
      [0, "Morgon 06–09", "focus", "Focus"],
      [1, "Förmiddag 09–12", "focus", "Focus"],
      [2, "Mitt på dagen 12–15", "calm", "Calm"],
      [3, "Kväll 20–22", "sleep", "Sleep"],
    ] as const) {
      const ritual = rituals.nth(i);
      await expect(ritual).toContainText(time);
      await expect(ritual.getByRole("link", { name: `Till ${name}` })).toHaveAttribute("href", `/product/${product}`);
    }
    await expect(main.getByRole("link", { name: "Till butiken" })).toHaveAttribute("href", "/shop");
    await main.getByRole("link", { name: "Till Calm" }).click();
    await expect(page).toHaveURL(/\/product\/calm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calm" })).toBeVisible();
  });

  test("/about tells the story and has the three values", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle("Om Oss – Stilla");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("litet svenskt teföretag");
    for (const value of ["Noga utvalda örter", "Långsamhet", "Ärlighet"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByRole("main").getByRole("link", { name: "Till butiken" })).toHaveAttribute("href", "/shop");
  });
});
