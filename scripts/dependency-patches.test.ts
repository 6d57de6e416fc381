/**
 * The dependency patches in patches/ (ADR 053), applied by `npm install` (postinstall: patch-package).
 * - react-router+7.18.4: route matching builds a branch's matches only once the whole branch matched, the server
 *   remembers which branch a pathname matched, and the hydration data is encoded only when the render asks for it.
 * - drizzle-orm+0.45.4: `is()` remembers per class whether it descends from an entity kind.
 * These tests pin what the patched functions answer, so a patch that changed an answer fails here, and check that
 * the installed packages are the patched ones.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as ReactRouter from "react-router";
import type { RouteObject } from "react-router";
import { Column, entityKind, is, SQL, sql } from "drizzle-orm";
import { PgColumn, PgDialect, PgTable, pgTable, text } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";

// The ES modules the server and the browser build load (package.json's exports for "node", "import" and "module").
// Vitest's own resolution of "react-router" picks the CommonJS build, which the patch leaves alone.
const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/development");
const { createStaticHandler, matchRoutes } = (await import(pathToFileURL(path.join(dist, "index.mjs")).href)) as typeof ReactRouter;

const routes: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "shop", path: "shop" },
      { id: "product", path: "product/:id" },
      { id: "gift-card-balance", path: "gift-card/saldo" },
      { id: "legal", path: "terms" },
      {
        id: "admin",
        path: "admin",
        children: [
          { id: "admin-overview", index: true },
          { id: "admin-product-new", path: "products/ny" },
          { id: "admin-product", path: "products/:id" },
          { id: "admin-customer-export", path: "customers/:id/export" },
        ],
      },
      { id: "video-tools", children: [{ id: "video-gallery", path: "video-gallery" }] },
      { id: "not-found", path: "*" },
    ],
  },
];

const matched = (pathname: string) =>
  matchRoutes(routes, pathname)?.map((m) => ({ id: m.route.id, params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase }));

describe("route matching with the patched React Router", () => {
  it("matches static, dynamic, index, nested and pathless routes as before", () => {
    expect(matched("/")).toEqual([
      { id: "root", params: {}, pathname: "/", pathnameBase: "/" },
      { id: "home", params: {}, pathname: "/", pathnameBase: "/" },
    ]);
    expect(matched("/shop")?.map((m) => m.id)).toEqual(["root", "shop"]);
    expect(matched("/product/sleep")?.[1]).toEqual({ id: "product", params: { id: "sleep" }, pathname: "/product/sleep", pathnameBase: "/product/sleep" });
    expect(matched("/gift-card/saldo")?.map((m) => m.id)).toEqual(["root", "gift-card-balance"]);
    expect(matched("/admin")).toEqual([
      { id: "root", params: {}, pathname: "/", pathnameBase: "/" },
      { id: "admin", params: {}, pathname: "/admin", pathnameBase: "/admin" },
      { id: "admin-overview", params: {}, pathname: "/admin/", pathnameBase: "/admin" },
    ]);
    expect(matched("/admin/products/ny")?.at(-1)?.id).toBe("admin-product-new");
    expect(matched("/admin/products/sleep")?.at(-1)).toEqual({ id: "admin-product", params: { id: "sleep" }, pathname: "/admin/products/sleep", pathnameBase: "/admin/products/sleep" });
    expect(matched("/admin/customers/u-1/export")?.map((m) => [m.id, m.pathnameBase])).toEqual([
      ["root", "/"],
      ["admin", "/admin"],
      ["admin-customer-export", "/admin/customers/u-1/export"],
    ]);
    expect(matched("/video-gallery")?.map((m) => m.id)).toEqual(["root", "video-tools", "video-gallery"]);
  });

  it("keeps trailing slashes, case, decoding and the splat as before", () => {
    expect(matched("/shop/")?.[1]).toEqual({ id: "shop", params: {}, pathname: "/shop/", pathnameBase: "/shop" });
    expect(matched("/SHOP")?.[1]?.id).toBe("shop");
    expect(matched("/product/r%C3%A5")?.[1]?.params).toEqual({ id: "rå" });
    expect(matched("/product/a%2Fb")?.[1]?.params).toEqual({ id: "a/b" });
    expect(matched("/nowhere/at/all")?.[1]).toEqual({ id: "not-found", params: { "*": "nowhere/at/all" }, pathname: "/nowhere/at/all", pathnameBase: "/" });
    expect(matched("/admin/unknown")?.map((m) => m.id)).toEqual(["root", "not-found"]);
  });

  it("gives every match of a branch the same params object, holding all the branch's params", () => {
    const matches = matchRoutes(routes, "/admin/products/sleep")!;
    expect(new Set(matches.map((m) => m.params)).size).toBe(1);
    expect(matches[0]!.params).toEqual({ id: "sleep" });
  });

  it("answers every pathname on the server as a fresh route table does, however often and in whatever order it is asked", async () => {
    const paths = ["/", "/shop", "/shop/", "/SHOP", "/product/sleep", "/product/calm", "/product/r%C3%A5", "/gift-card/saldo", "/admin", "/admin/products/ny",
      "/admin/products/sleep", "/admin/customers/u-1/export", "/video-gallery", "/admin/unknown", "/nowhere/at/all", "/terms"];
    const ids = async (handler: ReturnType<typeof createStaticHandler>, pathname: string) => {
      const context = await handler.query(new Request(`http://localhost${pathname}`));
      if (context instanceof Response) throw new Error(`${pathname}: a response`);
      return context.matches.map((m) => [m.route.id, { ...m.params }, m.pathnameBase]);
    };
    const expected = new Map<string, unknown>();
    for (const p of paths) expected.set(p, await ids(createStaticHandler(routes), p));
    const handler = createStaticHandler(routes);
    for (const p of [...paths, ...[...paths].reverse(), ...paths]) expect(await ids(handler, p), p).toEqual(expected.get(p));
    expect(expected.get("/product/r%C3%A5")).toEqual([["root", { id: "rå" }, "/"], ["product", { id: "rå" }, "/product/rå"]]);
  });

  it("is the patched build: the three changes are in the modules the app loads", () => {
    const patch = readFileSync(path.resolve(import.meta.dirname, "../patches/react-router+7.18.4.patch"), "utf8");
    const files = [...patch.matchAll(/^\+\+\+ b\/node_modules\/react-router\/dist\/development\/(\S+)$/gm)].map((m) => m[1]!);
    expect(files).toHaveLength(2);
    const installed = files.map((f) => readFileSync(path.join(dist, f), "utf8")).join("\n");
    expect(installed).toContain("the matches are built once the whole branch matched");
    expect(installed).toContain("the hydration data is encoded when the render asks for it");
    expect(installed).toContain("the branch a pathname matched is remembered per route table");
  });
});

describe("drizzle-orm's is() with the patch", () => {
  const t = pgTable("t", { id: text("id").primaryKey() });

  it("answers as before, for instances, subclasses, other kinds and non-objects, asked again and again", () => {
    for (let round = 0; round < 3; round++) {
      expect(is(t.id, PgColumn)).toBe(true);
      expect(is(t.id, Column)).toBe(true);
      expect(is(t.id, SQL)).toBe(false);
      expect(is(sql`1`, SQL)).toBe(true);
      expect(is(sql`1`, Column)).toBe(false);
      expect(is(t, PgTable)).toBe(true);
      expect(is(t, Column)).toBe(false);
      expect(is({}, SQL)).toBe(false);
      expect(is(null, SQL)).toBe(false);
      expect(is("text", SQL)).toBe(false);
    }
  });

  it("recognises a class of another copy of drizzle by its entity kind, and only by the right one", () => {
    class ForeignBase {
      static readonly [entityKind]: string = "SQL";
    }
    class Foreign extends ForeignBase {}
    class Other {
      static readonly [entityKind]: string = "NotSQL";
    }
    for (let round = 0; round < 3; round++) {
      expect(is(new Foreign(), SQL)).toBe(true);
      expect(is(new ForeignBase(), SQL)).toBe(true);
      expect(is(new Other(), SQL)).toBe(false);
      expect(is(new Foreign(), Column)).toBe(false);
    }
    expect(() => is(new Foreign(), class NotAnEntity {} as unknown as typeof SQL)).toThrow(/doesn't look like a Drizzle entity/);
  });

  it("builds the same SQL", () => {
    const q = new PgDialect().sqlToQuery(sql`select ${t.id} from ${t} where ${t.id} = ${"x"} and ${sql.placeholder("p")} is not null`);
    expect(q.sql).toBe('select "t"."id" from "t" where "t"."id" = $1 and $2 is not null');
  });

  it("is the patched build", () => {
    const root = path.dirname(createRequire(import.meta.url).resolve("drizzle-orm"));
    for (const file of ["entity.js", "entity.cjs"]) {
      expect(readFileSync(path.join(root, file), "utf8")).toContain("is remembered per class");
    }
  });
});
