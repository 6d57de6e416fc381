import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, orderThroughUi, test } from "./fixtures";
import routes from "../../app/routes";
import { ARTICLES } from "../../app/content/articles";

/**
 * 200 % text (WCAG 2.2 1.4.4, issue #35 item 5): with the browser's text size at twice its default (Chromium's
 * default font size 32 px instead of 16 px, set through the DevTools protocol as the browser's own setting does; not
 * page zoom, which also scales the viewport), no public page scrolls sideways at 390 and 1280 px.
 *
 * The pages are read from app/routes.ts: every route outside the admin layout whose module renders a page (resource
 * routes such as /sitemap.xml are fetched, not visited), so a new public page is covered without anyone editing a
 * list. A dynamic segment needs an example address below, or the spec fails and says so.
 */

interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

/** Addresses for the dynamic routes; `:order` is the customer's order (made in the test). */
const EXAMPLES: Record<string, string[]> = {
  "/product/:id": ["/product/sleep", "/product/bundle-evening", "/product/finns-inte"],
  "/blog/:id": [...ARTICLES.map((a) => `/blog/${a.id}`), "/blog/finns-inte"],
  "/orders/:id": ["/orders/:order"],
  // The pay-back page (ADR 081) as a link that does not hold: the form itself is photographed by refund-payback.spec.
  "/aterbetalning/:refundId": ["/aterbetalning/1?nyckel=ogiltig"],
  "/*": ["/finns-inte/alls"],
};

/** Pages a visitor reaches (not the admin area, not downloads or endpoints), from app/routes.ts. */
export const PUBLIC_PAGES: string[] = (routes as ConfigRoute[])
  .filter((r) => r.file !== "routes/admin-layout.tsx")
  .filter((r) => /export default\b/.test(readFileSync(`app/${r.file}`, "utf8")))
  .flatMap((r) => {
    const path = r.index ? "/" : `/${r.path}`;
    if (!/[:*]/.test(path)) return [path];
    const examples = EXAMPLES[path];
    if (!examples) throw new Error(`text-size.spec.ts: no example address for the public route ${path}`);
    return examples;
  });

/** Twice the browser's default text size, as the browser's own font-size setting sets it (not zoom). */
async function doubleTextSize(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/** The page's sideways overflow, with the elements that reach past the right edge (outermost first). */
function sidewaysOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth;
    const out: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right <= edge + 1 || r.width === 0) continue;
      // Only the outermost: skip an element whose parent already sticks out.
      const p = el.parentElement?.getBoundingClientRect();
      if (p && p.right > edge + 1) continue;
      const cls = typeof el.className === "string" ? el.className.split(/\s+/).slice(0, 4).join(".") : "";
      out.push(`<${el.tagName.toLowerCase()}${cls ? "." + cls : ""}> "${(el.textContent ?? "").trim().slice(0, 30)}" to ${Math.round(r.right)} px`);
      if (out.length === 4) break;
    }
    return `scrolls sideways (${root.scrollWidth} px in ${edge} px): ${out.join("; ")}`;
  });
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

test("the public pages are read from app/routes.ts", () => {
  expect(PUBLIC_PAGES).toEqual(expect.arrayContaining(["/", "/shop", "/product/sleep", "/cart", "/checkout", "/tillganglighet", "/konto"]));
  expect(PUBLIC_PAGES.some((p) => p.startsWith("/admin") || p === "/sitemap.xml" || p === "/robots.txt")).toBe(false);
});

for (const size of SIZES) {
  test(`at ${size.width} px with 200 % text no public page scrolls sideways, signed out and signed in`, async ({ page }) => {
    test.slow(); // ~40 pages, twice
    await page.setViewportSize(size);
    await doubleTextSize(page);
    const problems: string[] = [];
    const visit = async (path: string, who: string) => {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), "the text is at 200 %").toBe("32px");
      const problem = await sidewaysOverflow(page);
      if (problem) problems.push(`${who} ${path}: ${problem}`);
    };
    for (const path of PUBLIC_PAGES.filter((p) => !p.includes(":order"))) await visit(path, "guest");

    // Signed in, with an order and a line in the cart: the header's "Mitt konto", the account pages, the order.
    const order = await orderThroughUi(page);
    expect((await page.request.post("/cart", { form: { intent: "add", productId: "calm" } })).ok()).toBe(true);
    for (const path of ["/", "/shop", "/cart", "/checkout", "/konto", "/orders", order.url]) await visit(path, "customer");
    // The open account menu ("Mitt konto") where the header shows it.
    await page.goto("/");
    const account = page.getByRole("banner").getByRole("button", { name: "Mitt konto" });
    if (await account.isVisible()) {
      await account.click();
      const problem = await sidewaysOverflow(page);
      if (problem) problems.push(`customer / with the account menu open: ${problem}`);
    }
    expect(problems).toEqual([]);
  });
}
