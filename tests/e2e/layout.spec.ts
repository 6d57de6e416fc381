import type { Page, TestInfo } from "@playwright/test";
import { accessibilityViolations, ADMIN, expect, logIn, orderThroughUi, test } from "./fixtures";
import { dialogProblems, layoutProblems } from "./layout-check";
import { ARTICLES } from "../../app/content/articles";
import { ADMIN_PAGES, resolveAdminPath } from "./admin-routes";

/**
 * The layout guard rail (issue 11): every public and admin route at a phone and a desktop width. A route fails
 * on sideways overflow of the page, on a control or heading whose text is clipped or runs out of its box,
 * and (on the phone) on an open mobile menu or cart drawer whose content lies outside the viewport. A
 * full-page screenshot is saved for every route that fails (LAYOUT_SHOTS=1: for every route).
 * Every public page (the guest and customer routes, the error pages, the open menu and drawer) must also
 * pass axe-core with no violation of any impact at both widths (ADR 037); admin pages: admin-guard.spec.ts.
 */

/** Signed out. */
const GUEST_ROUTES = [
  "/",
  "/shop",
  "/product/sleep",
  "/product/bundle-evening",
  "/rituals",
  "/about",
  "/subscription",
  "/blog",
  ...ARTICLES.map((a) => `/blog/${a.id}`),
  "/quiz",
  "/gift-card",
  "/gift-card/saldo",
  "/faq",
  "/contact",
  "/christmas",
  "/auth",
  "/auth?tab=signup",
  "/auth/glomt-losenord",
  "/auth/nytt-losenord",
  "/newsletter/bekrafta",
  "/newsletter/avregistrera",
  "/cart",
  "/angerblankett",
  "/terms",
  "/privacy",
  "/cookies",
  "/returns",
  "/shipping",
  "/tillganglighet",
  "/finns-inte/alls",
  "/product/finns-inte",
  "/blog/finns-inte",
];

/** Signed in as a customer with one placed order and one line in the cart. `:order` is that order's id. */
const CUSTOMER_ROUTES = ["/cart", "/checkout", "/orders", "/orders/:order", "/konto"];

const SIZES = [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 900, phone: false },
];

const MOBILE_MENU = ':is(dialog, [role="dialog"])[aria-label="Mobilmeny"]';
const CART_DRAWER =
  ':is(dialog, [role="dialog"])[aria-labelledby="cart-drawer-title"]';

/** The guest routes in two halves, so the two workers share them. */
const GUEST_HALVES = [GUEST_ROUTES.slice(0, Math.ceil(GUEST_ROUTES.length / 2)), GUEST_ROUTES.slice(Math.ceil(GUEST_ROUTES.length / 2))];

for (const size of SIZES) {
  test.describe(`layout at ${size.width} px`, () => {
    test.use({
      viewport: { width: size.width, height: size.height },
      isMobile: size.phone,
      hasTouch: size.phone,
      deviceScaleFactor: 1,
    });

    const check = async (page: Page, testInfo: TestInfo, path: string, order = "", axe = true) => {
      const url = path.replace(":order", order);
      await page.goto(url);
      await settle(page);
      const found = await layoutProblems(page);
      expect.soft(found, `${url} at ${size.width} px`).toEqual([]);
      if (axe) expect.soft(await accessibilityViolations(page, { every: true }), `axe: ${url} at ${size.width} px`).toEqual([]);
      if (found.length || process.env.LAYOUT_SHOTS) await screenshot(page, testInfo, `${size.width}-${path}`);
    };

    GUEST_HALVES.forEach((routes, half) => {
      test(`guest routes ${half + 1}/2: no sideways overflow, no clipped text${size.phone && half === 0 ? ", menu inside the viewport" : ""}`, async ({ page }, testInfo) => {
        test.setTimeout(300_000);
        for (const path of routes) await check(page, testInfo, path);
        if (size.phone && half === 0) {
          await page.goto("/shop");
          await openMenu(page, testInfo, "guest");
        }
      });
    });

    test("the password gate passes axe-core with no violation", async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone });
      const page = await context.newPage();
      await page.goto("/gate");
      await expect(page.locator('input[type="password"]')).toBeVisible();
      expect(await accessibilityViolations(page, { every: true })).toEqual([]);
      await context.close();
    });

    test(`customer and admin routes: no sideways overflow, no clipped text${size.phone ? ", menu and drawer inside the viewport" : ""}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(300_000);
      // A customer with an order and a full cart. The order is placed at desktop width (the helper uses the desktop account menu).
      await page.setViewportSize({ width: 1280, height: 900 });
      const order = await orderThroughUi(page);
      await addSleep(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const path of CUSTOMER_ROUTES) await check(page, testInfo, path, order.id);
      if (size.phone) {
        await page.goto("/product/sleep");
        await openMenu(page, testInfo, "customer");
        await page.getByRole("link", { name: /^Varukorg, \d+ artik/ }).click();
        await expect(page.locator(CART_DRAWER)).toBeVisible();
        const drawer = [
          ...(await dialogProblems(page, CART_DRAWER)),
          ...(await layoutProblems(page, CART_DRAWER)),
        ];
        expect.soft(drawer, "open cart drawer at 390 px").toEqual([]);
        expect.soft(await accessibilityViolations(page, { every: true }), "axe: open cart drawer at 390 px").toEqual([]);
        if (drawer.length || process.env.LAYOUT_SHOTS) await screenshot(page, testInfo, `${size.width}-cart-drawer`, false);
        await page.keyboard.press("Escape");
      }

      // Sign out from a product page: the wait below knows the sign-out is done when the page leaves it.
      if (!new URL(page.url()).pathname.startsWith("/product")) await page.goto("/product/sleep");
      await page.evaluate(() =>
        (
          document.querySelector('form[action="/logout"]') as HTMLFormElement
        ).requestSubmit(),
      );
      await page.waitForURL((url) => !url.pathname.startsWith("/product"));
      await logIn(page, ADMIN, "/admin/orders");
      await expect(page).toHaveURL(/\/admin\/orders$/);
      for (const { pattern } of ADMIN_PAGES) await check(page, testInfo, await resolveAdminPath(page, pattern), "", false);
      if (size.phone) {
        await page.goto("/admin/orders");
        await openMenu(page, testInfo, "admin");
      }
    });
  });
}

/** Hydrated, fonts in, lazy images decoded: the layout the visitor ends up with. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((i) => !i.complete && i.loading !== "lazy")
        .map((i) => i.decode().catch(() => {})),
    );
  });
}

async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
) {
  const file = testInfo.outputPath(
    `${name.replace(/[^a-z0-9]+/gi, "-").replace(/-+$/, "")}.png`,
  );
  await page.screenshot({ path: file, fullPage, animations: "disabled" });
}

async function openMenu(page: Page, testInfo: TestInfo, who: string) {
  // The console has a menu of its own (ADR 062).
  const menu = who === "admin" ? ':is(dialog, [role="dialog"])[aria-label="Adminmeny"]' : MOBILE_MENU;
  await page.getByRole("button", { name: "Meny", exact: true }).click();
  await expect(page.locator(menu)).toBeVisible();
  const problems = [
    ...(await dialogProblems(page, menu)),
    ...(await layoutProblems(page, menu)),
  ];
  expect.soft(problems, `open mobile menu (${who}) at 390 px`).toEqual([]);
  expect.soft(await accessibilityViolations(page, { every: true }), `axe: open mobile menu (${who}) at 390 px`).toEqual([]);
  if (problems.length || process.env.LAYOUT_SHOTS) await screenshot(page, testInfo, `390-mobile-menu-${who}`, false);
  await page.keyboard.press("Escape");
  await expect(page.locator(menu)).toBeHidden();
}

async function addSleep(page: Page) {
  await page.goto("/product/sleep");
  await page
    .getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true })
    .click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
}
