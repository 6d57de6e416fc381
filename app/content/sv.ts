/**
 * Swedish UI strings: the one place for copy that is not an article, FAQ or legal text. Read them through the
 * namespace, `import * as sv from "~/content/sv"`, then `sv.cart.title`.
 *
 * The copy lives in a few modules by where it shows, and every section is its own export, because a page's
 * JavaScript should carry only the strings it renders (ADR 043): the bundler resolves a namespace's members at
 * build time and keeps only the sections read, but it keeps a module's used sections together in one chunk.
 * - `sv-site.ts`: what every page shows (header, cookie banner, cart, errors). Code that every page loads
 *   (the root route, the layout components, the cart drawer's frame) imports
 *   `* as sv from "~/content/sv-site"`, not this file, so the modules below stay out of every page.
 * - `sv-cart.ts`: the cart's contents (lines, totals, problems), which the drawer loads on use and /cart and the
 *   checkout show; `sv-site.ts` keeps the drawer's frame and the add-to-cart words.
 * - `sv-footer.ts` and `sv-next-steps.ts`: the footer's links and the 404 page's "where next", rendered by islands
 *   that keep the server's HTML (ADR 043, fourth round), so they load only when the browser renders them.
 * - `sv-auth.ts` (gate, sign-in), `sv-checkout.ts`, `sv-admin.ts`, `sv-pages.ts` ("kommer snart").
 * Do not pass `sv` around whole or index it with a computed key (`sv[name]`): that keeps every section.
 */
export * from "./sv-site";
export * from "./sv-footer";
export * from "./sv-next-steps";
export * from "./sv-cart";
export * from "./sv-auth";
export * from "./sv-checkout";
export * from "./sv-admin";
export * from "./sv-pages";
