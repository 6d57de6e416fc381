import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import routes from "../../app/routes";

/**
 * Every page under the admin layout route, read from app/routes.ts, so the guard walk and the layout check
 * cover a new admin page without anyone editing a list. The layout is used twice: at /admin, and without a path
 * around the video tools, which keep the spec's addresses (/video-generator, …). Dynamic segments (`:id`) are
 * written `:order`.
 */
interface ConfigRoute {
  path?: string;
  index?: boolean;
  file: string;
  children?: ConfigRoute[];
}

const layouts = (routes as ConfigRoute[]).filter((r) => r.file === "routes/admin-layout.tsx");
if (!layouts.find((l) => l.path === "admin")?.children?.length) throw new Error("app/routes.ts has no admin layout route with pages under it");

export const ADMIN_ROUTES: readonly { pattern: string; hasAction: boolean; isPage: boolean; isPrint: boolean }[] = layouts.flatMap((layout) =>
  (layout.children ?? []).map((r) => ({ r, base: layout.path ? `/${layout.path}` : "" })),
).map(({ r, base }) => {
  const source = readFileSync(`app/${r.file}`, "utf8");
  return {
    pattern: (r.index ? base : `${base}/${r.path}`).replace(/:[a-zA-Z]+/g, ":order"),
    hasAction: /export (async )?function action\b/.test(source),
    /** A resource route (a download) has no component: it is fetched, not visited. */
    isPage: /export default\b/.test(source),
    /** A page to print (packing slip, receipt; ADR 067): the page alone, without the console's navigation. */
    isPrint: /layout: "print"/.test(source),
  };
});

/** The admin pages a person visits (the layout check skips downloads). */
export const ADMIN_PAGES = ADMIN_ROUTES.filter((r) => r.isPage);

/** Pages with a fixed address (`/admin/products/ny`): a link to one of them is not a link to a row's page. */
const STATIC_PATHS = new Set(ADMIN_ROUTES.map((r) => r.pattern).filter((p) => !p.includes(":")));

/**
 * A real address for a pattern: as is without a dynamic segment; otherwise the first link to such a page on
 * its list page (`/admin/orders/:order` → the first order on /admin/orders), as the owner would reach it; a
 * path below it keeps its tail (`/admin/customers/:order/export`). Links to the list's fixed pages ("Ny
 * produkt" → /admin/products/ny) are passed over.
 */
export async function resolveAdminPath(page: Page, pattern: string): Promise<string> {
  const at = pattern.indexOf("/:");
  if (at === -1) return pattern;
  const list = pattern.slice(0, at);
  await page.goto(list);
  const links = page.locator(`main a[href^="${list}/"]`);
  await expect(links.first(), `a link from ${list} to ${pattern}`).toBeVisible();
  const paths = (await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))).map((h) => new URL(h, page.url()).pathname);
  const found = paths.find((p) => !STATIC_PATHS.has(p));
  expect(found, `a link from ${list} to ${pattern}`).toBeTruthy();
  // A page below the dynamic one (`/admin/customers/:order/export`) keeps its tail after the resolved id.
  const tail = pattern.slice(at + 1).replace(/^:[a-zA-Z]+/, "");
  return found!.split("/").slice(0, list.split("/").length + 1).join("/") + tail;
}
