import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { cn } from "./cn";
import { overriddenClasses } from "./class-conflicts";
import { buttonClass } from "~/components/ui/button";

/** The classes of a list that a later one overrides, by tailwind-merge. */
const overridden = (classes: string) => overriddenClasses(classes, twMerge);

describe("cn", () => {
  it("joins without merging, skipping empty parts", () => {
    expect(cn("px-4 py-2", false, null, undefined, "", { "mt-2": true, "mt-4": false }, "text-sm")).toBe("px-4 py-2 mt-2 text-sm");
  });

  it("names the classes a later one overrides, not a repeat", () => {
    expect(overridden("px-6 py-3 px-4")).toEqual(["px-6"]);
    expect(overridden("ring-1 ring-ink/25 ring-1")).toEqual([]);
    expect(overridden("text-sm text-ink-soft")).toEqual([]);
    expect(overridden("bg-indigo hover:bg-indigo/90 bg-clay hover:bg-clay/90")).toEqual(["bg-indigo", "hover:bg-indigo/90"]);
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
      const lost = overridden(list);
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
