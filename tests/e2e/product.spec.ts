import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { formatKr } from "../../app/domain/money";

const main = (page: Page) => page.getByRole("main");
const summary = (page: Page) => page.getByTestId("product-summary");

test.describe("product page", () => {
  test("shows name, price, jämförpris, multi-buy, delivery and the accordion @smoke", async ({ page }) => {
    await page.goto("/product/sleep");
    await expect(page.getByRole("heading", { level: 1, name: "Sleep" })).toBeVisible();
    await expect(main(page)).toContainText(formatKr(24_900));
    expect(formatKr(498_000)).toBe("4\u00a0980\u00a0kr");
    await expect(summary(page)).toContainText(`Jämförpris ${formatKr(498_000)}/kg`);
    await expect(summary(page)).toContainText("Vikt 50 g");
    await expect(main(page)).toContainText(`Köp 2 av samma, få 15\u00a0% rabatt automatiskt – två för ${formatKr(42_300)}`);
    // No price change in the last 30 days, so no "lowest price" line.
    await expect(main(page)).not.toContainText("Lägsta pris de senaste 30 dagarna");
    // No reviews yet: no rating line, no invented numbers.
    await expect(main(page)).not.toContainText("omdömen)");

    const delivery = page.getByRole("region", { name: "Leverans och retur" });
    await expect(delivery).toContainText("Skickas inom 1–2 arbetsdagar");
    await expect(delivery).toContainText("Leverans inom 2–4 arbetsdagar");
    await expect(delivery).toContainText(`Fri frakt från ${formatKr(50_000)}, annars ${formatKr(4_900)}`);
    await expect(delivery).toContainText("30 dagars öppet köp på oöppnade, förseglade produkter");
    await expect(delivery).toContainText("14 dagars ångerrätt");

    for (const name of ["Fördelar", "Ingredienser", "Hur Du Använder", "Livsmedelsinformation"]) {
      await expect(page.locator("summary", { hasText: name })).toBeVisible();
    }
    await expect(page.getByText("Koffeinfri – en självklar kopp efter middagen")).toBeVisible();
    // No organic control body is set in the shared shop, so nothing is called organic (ADR 077; books.spec.ts sets one).
    const ingredient = page.getByText("Kamomill 35 %", { exact: true });
    await expect(ingredient).toBeHidden();
    await page.locator("summary", { hasText: "Ingredienser" }).click();
    await expect(ingredient).toBeVisible();
    await page.locator("summary", { hasText: "Livsmedelsinformation" }).click();
    await expect(page.getByText("Nettovikt")).toBeVisible();
    await expect(page.getByText(/Stilla Te AB/)).toBeVisible();

    await expect(page.locator("#omdomen").getByRole("heading", { name: "Omdömen" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true })).toBeVisible();
  });

  test("the zoom dialog opens, closes with Escape and Stäng, and returns focus", async ({ page }) => {
    await page.goto("/product/sleep");
    const opener = page.getByRole("button", { name: "Förstora bilden" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Sleep – förstorad bild" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Stäng" })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("choosing a subscription shows only 'Prenumerationer kommer snart!' and hides add-to-cart", async ({ page }) => {
    await page.goto("/product/sleep");
    const onetime = page.getByRole("radio", { name: /Engångsköp/ });
    const subscription = page.getByRole("radio", { name: /Prenumeration/ });
    await expect(onetime).toBeChecked();
    await expect(page.getByRole("group", { name: "Köpalternativ" })).toContainText(`${formatKr(22_400)}/mån`);
    const add = page.getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true });
    await expect(add).toBeVisible();

    await subscription.check();
    await expect(page.getByText("Prenumerationer kommer snart!")).toBeVisible();
    await expect(add).toHaveCount(0);

    await onetime.check();
    await expect(page.getByText("Prenumerationer kommer snart!")).toHaveCount(0);
    await expect(add).toBeVisible();
  });

  test("a bundle shows the computed saving, its parts and their images", async ({ page }) => {
    await page.goto("/product/bundle-complete");
    await expect(page.getByRole("heading", { level: 1, name: "Dygnsritualen" })).toBeVisible();
    // 249 + 249 + 249 − 649 = 98 kr
    await expect(main(page)).toContainText(`Spara ${formatKr(9_800)}`);
    await expect(main(page)).not.toContainText("Köp 2 av samma, få 15\u00a0% rabatt automatiskt – två för");
    for (const part of ["focus", "calm", "sleep"]) {
      await expect(page.locator(`a[href="/product/${part}"]`).first()).toBeVisible();
    }
    const thumbnails = page.getByRole("group", { name: "Produktbilder" }).getByRole("radio");
    await expect(thumbnails).toHaveCount(4);
    await expect(thumbnails.nth(0)).toBeChecked();
    await thumbnails.nth(1).check();
    await expect(thumbnails.nth(1)).toBeChecked();
    await expect(page.locator('img[src="/images/products/focus-800.webp"]').first()).toBeVisible();
    await expectAccessible(page);
  });

  test("a single product has no thumbnails and shows only its own image", async ({ page }) => {
    await page.goto("/product/sleep");
    await expect(page.getByRole("group", { name: "Produktbilder" })).toHaveCount(0);
  });

  test("midvinter has the limited-edition banner; sleep does not", async ({ page }) => {
    await page.goto("/product/midvinter");
    const banner = page.getByRole("complementary", { name: "Begränsad upplaga" });
    await expect(banner).toContainText("december");
    await expect(banner).toContainText("så länge lagret räcker");
    await expect(main(page)).toContainText(formatKr(27_900));
    await expectAccessible(page);

    await page.goto("/product/sleep");
    await expect(page.getByRole("complementary", { name: "Begränsad upplaga" })).toHaveCount(0);
  });

  test("an accessory shows material and care, and no subscription", async ({ page }) => {
    await page.goto("/product/tea-infuser");
    await expect(page.locator("summary", { hasText: "Material och skötsel" })).toBeVisible();
    await expect(page.locator("summary", { hasText: "Livsmedelsinformation" })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: /Prenumeration/ })).toHaveCount(0);
    await expect(summary(page)).not.toContainText("Jämförpris");
    await expect(page.getByRole("complementary", { name: /Prova först|Börja med/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("an unknown product answers 404 with 'Produkten hittades inte' and a link to /shop", async ({ page }) => {
    const res = await page.goto("/product/finns-inte");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Produkten hittades inte" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tillbaka till butiken" })).toHaveAttribute("href", "/shop");
    await expect(page).toHaveTitle("Produkten hittades inte – Stilla");
    await expectAccessible(page);
  });

  test("title, meta description and Product JSON-LD", async ({ page, baseURL }) => {
    await page.goto("/product/sleep");
    await expect(page).toHaveTitle("Sleep – Stilla");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^En mild och blommig örtblandning/);
    // The page carries Product and BreadcrumbList blocks (ADR 078): the Product one is checked here.
    const productLd = async () =>
      ((await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>)).find((b) => b["@type"] === "Product") ?? {};
    const ld = await productLd();
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Sleep",
      sku: "sleep",
      brand: { name: "Stilla" },
      image: [`${baseURL}/images/products/sleep-800.webp`],
      offers: {
        price: "249.00",
        priceCurrency: "SEK",
        availability: "https://schema.org/InStock",
        url: `${baseURL}/product/sleep`,
      },
    });
    expect(ld.aggregateRating).toBeUndefined();

    await page.goto("/product/midvinter");
    const midvinter = await productLd();
    expect(midvinter.offers).toMatchObject({ price: "279.00", availability: "https://schema.org/LimitedAvailability" });
  });

  test("'Prova först' offers the matching mini and disappears once it is in the cart", async ({ page }) => {
    await page.goto("/product/sleep");
    const offer = page.getByRole("complementary", { name: "Börja med Sleep Mini" });
    await expect(offer).toContainText("Prova först");
    await expect(offer).toContainText(`3 × 15 g – ${formatKr(14_900)}`);
    await offer.getByRole("button", { name: "Lägg Sleep Mini i varukorgen" }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Varukorg, 1 artikel/ })).toBeVisible();

    await page.goto("/product/calm");
    await expect(page.getByRole("complementary", { name: "Börja med Calm Mini" })).toBeVisible();
  });

  test("'Köps ofta tillsammans' adds both products and shows the 8 % together price the cart gives (ADR 038)", async ({ page }) => {
    await page.goto("/product/focus");
    const box = page.getByRole("region", { name: "Köps ofta tillsammans" });
    await expect(box).toContainText("Focus");
    await expect(box).toContainText("Termos");
    // 249 + 449 = 698 kr; × 0.92 = 642 kr.
    await expect(box.getByTestId("together-price")).toContainText(`Tillsammans ${formatKr(64_200)}`);
    await expect(box.getByTestId("together-price")).toContainText(`Var för sig ${formatKr(69_800)}`);
    await expect(box.getByTestId("together-price")).toContainText(`Du sparar ${formatKr(5_600)}`);
    await box.getByRole("button", { name: "Lägg båda i varukorgen" }).click();
    // Both adds done: the drawer opens with both lines and the together discount on each.
    const drawer = page.getByRole("dialog", { name: "Varukorg" });
    await expect(drawer).toContainText("2 artiklar");
    await expect(drawer).toContainText("Focus");
    await expect(drawer).toContainText("Termos");
    await expect(drawer.getByTestId("together-discount")).toHaveText([`Tillsammansrabatt −${formatKr(1_998)}`, `Tillsammansrabatt −${formatKr(3_602)}`]);
    await drawer.getByRole("button", { name: "Stäng varukorgen" }).click();
    await expect(box.getByRole("status")).toHaveText("Båda ligger i varukorgen");
  });

  test("the mobile sticky buy bar appears after scrolling past the buy button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/product/sleep");
    const bar = page.getByRole("region", { name: "Snabbköp" });
    await expect(bar).toHaveCount(0);
    await page.locator("#omdomen").scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(formatKr(24_900));
    await expect(bar.getByRole("button", { name: "Lägg Sleep i varukorgen" })).toBeVisible();
    await expectAccessible(page);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
    // Subscription mode has nothing to buy, so no bar.
    await page.getByRole("radio", { name: /Prenumeration/ }).check();
    await page.locator("#omdomen").scrollIntoViewIfNeeded();
    await expect(page.getByRole("heading", { name: "Omdömen" })).toBeInViewport();
    await expect(bar).toHaveCount(0);
  });

  for (const path of ["/product/sleep", "/product/focus-mini", "/product/ritual-set"]) {
    test(`${path} passes axe-core`, async ({ page }) => {
      await page.goto(path);
      await expectAccessible(page);
    });
  }
});
