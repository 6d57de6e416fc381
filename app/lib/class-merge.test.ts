import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { clsx, type ClassValue } from "clsx";
import { cn } from "./cn";
import { mergeClasses, overriddenClasses } from "./class-merge";
import { buttonClass } from "~/components/ui/button";

/** What the rule table makes of a list, as tailwind-merge takes its arguments. */
const merged = (...parts: ClassValue[]) => mergeClasses(clsx(parts));

/** Every whitespace-separated word in a string literal of the app's source that could be a class name. */
function classWordsInApp(): string[] {
  const words = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of readFileSync(file, "utf8").matchAll(/["'`]([^"'`\n]*)["'`]/g))
          for (const w of m[1]!.split(/\s+/)) if (/^[!a-z0-9:@[\]/.\-_%()#&>*=,~]+$/i.test(w) && /[a-z]/.test(w)) words.add(w);
      }
    }
  };
  walk(path.resolve(__dirname, ".."));
  return [...words];
}

/** The variant part of a class (`md:hover:`), which must match for two classes to conflict. */
const variantsOf = (token: string) => token.slice(0, token.lastIndexOf(":") + 1).replace(/!/g, "");

describe("mergeClasses", () => {
  it.each([
    [["px-4 py-2", "px-2"], "py-2 px-2"],
    [["text-ink", "text-clay"], "text-clay"],
    [["bg-white ring-1 ring-ink/20", "bg-sage text-white"], "ring-1 ring-ink/20 bg-sage text-white"],
    [["rounded-full px-3 py-1 text-sm font-medium", "text-xs"], "rounded-full px-3 py-1 font-medium text-xs"],
    // A size and a colour are different properties: both stay (the shop's own scale and palette).
    [["text-sm", "text-ink-soft"], "text-sm text-ink-soft"],
    [["mt-1 w-full", false, null, undefined, "", "border-clay"], "mt-1 w-full border-clay"],
    [["border-ink/20", "border-clay"], "border-clay"],
  ])("%j → %s", (parts, out) => expect(merged(...parts)).toBe(out));

  it("merges the way the docs say", () => {
    expect(merged("px-4 text-ink", "px-2 text-clay")).toBe("px-2 text-clay");
    expect(merged("text-sm text-ink", "text-clay")).toBe("text-sm text-clay");
    expect(merged("p-4", "px-2")).toBe("p-4 px-2");
    expect(merged("px-2", "p-4")).toBe("p-4");
    expect(merged("rounded-full border border-ink/20", "rounded-xl border-clay", false, null, undefined)).toBe("border rounded-xl border-clay");
    expect(merged("hover:bg-ink/5", "bg-white", "hover:bg-oat")).toBe("bg-white hover:bg-oat");
    expect(merged("page", "page")).toBe("page page");
  });

  it("agrees with tailwind-merge on every pair of class names used in the app", () => {
    // One class per shape: classes that differ only in a number or an opacity (`mt-2`/`mt-4`, `bg-ink/5`/`bg-ink/10`)
    // merge alike in both, and comparing one of each keeps the pairs (and the test's time) down.
    const shapes = new Map<string, string>();
    for (const w of classWordsInApp()) {
      const shape = w.replace(/\/\d+(?=$|\])/g, "").replace(/\d+(\.\d+)?/g, "1");
      if (!shapes.has(shape)) shapes.set(shape, w);
    }
    const tailwind = [...shapes.values()].filter((w) => twMerge(`${w} ${w}`) === w || merged(w, w) === w);
    const byVariants = new Map<string, string[]>();
    for (const w of tailwind) byVariants.set(variantsOf(w), [...(byVariants.get(variantsOf(w)) ?? []), w]);
    const differences: string[] = [];
    for (const group of byVariants.values())
      for (const a of group)
        for (const b of group) {
          const expected = twMerge(a, b);
          if (merged(a, b) !== expected) differences.push(`merged("${a}", "${b}") = "${merged(a, b)}", tailwind-merge: "${expected}"`);
        }
    expect(tailwind.length).toBeGreaterThan(200);
    expect(differences.slice(0, 40)).toEqual([]);
  }, 120_000);
});

describe("cn", () => {
  it("joins without merging, skipping empty parts", () => {
    expect(cn("px-4 py-2", false, null, undefined, "", { "mt-2": true, "mt-4": false }, "text-sm")).toBe("px-4 py-2 mt-2 text-sm");
  });

  it("names the classes a later one overrides, not a repeat", () => {
    expect(overriddenClasses("px-6 py-3 px-4")).toEqual(["px-6"]);
    expect(overriddenClasses("ring-1 ring-ink/25 ring-1")).toEqual([]);
    expect(overriddenClasses("text-sm text-ink-soft")).toEqual([]);
    expect(overriddenClasses("bg-indigo hover:bg-indigo/90 bg-clay hover:bg-clay/90")).toEqual(["bg-indigo", "hover:bg-indigo/90"]);
  });
});

/**
 * The string values an argument of `cn()`/`buttonClass()` can have, read from the source: a literal, a template
 * literal, `x && "a"`, `x ? "a" : "b"`, `x || "a"`, an array of those, and a constant of the same file that holds one
 * (`const card = "…"`; a constant object's property values count as its possible values). Anything else (a
 * parameter, a call) is unknown and counts as no classes.
 */
function valuesOf(node: ts.Expression, depth = 0): string[] {
  if (depth > 6) return [""];
  const next = (e: ts.Expression) => valuesOf(e, depth + 1);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return next(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return ["", ...next(node.right)];
  if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind))
    return [...next(node.left), ...next(node.right)];
  if (ts.isConditionalExpression(node)) return [...next(node.whenTrue), ...next(node.whenFalse)];
  if (ts.isArrayLiteralExpression(node)) return combine(node.elements.map((e) => next(e as ts.Expression)));
  if (ts.isTemplateExpression(node)) {
    let out = [node.head.text];
    for (const span of node.templateSpans) out = out.flatMap((a) => next(span.expression).map((v) => a + v + span.literal.text)).slice(0, 64);
    return out;
  }
  const constant = (name: ts.Expression) => (ts.isIdentifier(name) ? constantsOf(node.getSourceFile()).get(name.text) : undefined);
  if (ts.isIdentifier(node)) {
    const init = constant(node);
    return init ? next(init) : [""];
  }
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
    const init = constant(node.expression);
    if (init && ts.isObjectLiteralExpression(init)) {
      const values = init.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? next(p.initializer) : []));
      if (values.length > 0) return values;
    }
  }
  return [""];
}

/** A file's `const name = …` declarations (any scope), by name. */
const constants = new WeakMap<ts.SourceFile, Map<string, ts.Expression>>();
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  let found = constants.get(source);
  if (!found) {
    const map = new Map<string, ts.Expression>();
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const)
        map.set(node.name.text, node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
    constants.set(source, (found = map));
  }
  return found;
}

/** Every way the arguments' values can be joined (capped: a call with many conditions is checked in part). */
function combine(args: string[][]): string[] {
  let out = [""];
  for (const values of args) out = out.flatMap((a) => values.map((v) => `${a} ${v}`)).slice(0, 64);
  return out.map((s) => s.trim());
}

/** Every app source file (not tests), parsed. */
function appSources(): ts.SourceFile[] {
  const files: ts.SourceFile[] = [];
  const walkDir = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walkDir(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
        files.push(ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
    }
  };
  walkDir(path.resolve(__dirname, ".."));
  return files;
}

const where = (node: ts.Node) => {
  const source = node.getSourceFile();
  return `${path.relative(process.cwd(), source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
};

describe("class lists in the source", () => {
  const sources = appSources();
  const conflictsIn = (lists: Iterable<string>, at: string) =>
    [...new Set(lists)].flatMap((list) => {
      const lost = overriddenClasses(list);
      return lost.length > 0 ? [`${at} ${lost.join(" ")} in "${list}"`] : [];
    });

  it("no cn() or buttonClass() call can put two utilities for one property in a list", () => {
    const conflicts: string[] = [];
    for (const source of sources) {
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const name = node.expression.text;
          if (name === "cn") conflicts.push(...conflictsIn(combine(node.arguments.map(valuesOf)), where(node)));
          else if (name === "buttonClass" && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
            const variant = node.arguments[0].text as "primary" | "secondary" | "ghost";
            const extras = node.arguments[1] ? valuesOf(node.arguments[1]) : [""];
            conflicts.push(...conflictsIn(extras.map((extra) => buttonClass(variant, extra)), where(node)));
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(conflicts).toEqual([]);
  }, 60_000);

  it("no className given to a component clashes with the classes the component joins it to", () => {
    // Components that end a cn() call with their `className` prop: the other arguments are what it is joined to.
    const bases = new Map<string, string[]>();
    for (const source of sources) {
      const visit = (node: ts.Node, component?: string) => {
        if (ts.isFunctionDeclaration(node) && node.name) component = node.name.text;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isArrowFunction(node.initializer)) component = node.name.text;
        if (component && ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "cn") {
          const last = node.arguments.at(-1);
          if (last && ts.isIdentifier(last) && last.text === "className")
            bases.set(component, [...(bases.get(component) ?? []), ...combine(node.arguments.slice(0, -1).map(valuesOf))]);
        }
        ts.forEachChild(node, (child) => visit(child, component));
      };
      visit(source);
    }
    expect(bases.size).toBeGreaterThan(5);
    const conflicts: string[] = [];
    for (const source of sources) {
      const visit = (node: ts.Node) => {
        if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && ts.isIdentifier(node.tagName)) {
          const base = bases.get(node.tagName.text);
          const attribute = node.attributes.properties.find((p) => ts.isJsxAttribute(p) && ts.isIdentifier(p.name) && p.name.text === "className");
          const init = attribute && ts.isJsxAttribute(attribute) ? attribute.initializer : undefined;
          const given = !init ? [] : ts.isStringLiteral(init) ? [init.text] : ts.isJsxExpression(init) && init.expression ? valuesOf(init.expression) : [];
          if (base) conflicts.push(...conflictsIn(base.flatMap((b) => given.map((g) => `${b} ${g}`)), where(node)));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(conflicts).toEqual([]);
  }, 60_000);
});
