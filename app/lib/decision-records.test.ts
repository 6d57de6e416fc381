/**
 * The repository stands alone: the decisions the code relies on are ADRs in docs/decisions/, code cites
 * them as "ADR NNN", and nothing points at a decisions file outside the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SCANNED = ["app", "tests", "scripts", "docs", "server.ts", "README.md"];
const TEXT = /\.(ts|tsx|mjs|js|sh|md|css|sql)$/;
const SKIP_DIRS = new Set(["node_modules", "build", ".react-router"]);
const THIS_FILE = path.normalize("app/lib/decision-records.test.ts");

function files(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (!statSync(entry).isDirectory()) return TEXT.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => (SKIP_DIRS.has(name) ? [] : files(path.join(entry, name))));
}

const sources = SCANNED.flatMap(files)
  .filter((f) => path.normalize(f) !== THIS_FILE)
  .map((file) => ({ file, text: readFileSync(file, "utf8") }));

const adrDir = "docs/decisions";
const adrs = readdirSync(adrDir).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();
const adrNumbers = new Set(adrs.map((f) => f.slice(0, 3)));

describe("decision records", () => {
  it("scans the places that cite decisions", () => {
    const scanned = new Set(sources.map((s) => s.file.split(path.sep)[0]));
    for (const place of SCANNED) expect(scanned, place).toContain(place);
  });

  it("no file cites a decisions file outside the repository", () => {
    const outside = [/shared\/decisions/i, /decisions\s*§/i, /decisions\.md/i];
    const hits = sources.flatMap(({ file, text }) =>
      text.split("\n").flatMap((line, i) => (outside.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(hits).toEqual([]);
  });

  it("every cited ADR exists in docs/decisions", () => {
    const missing = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/\bADR (\d{3})\b/g)].flatMap((m) => (adrNumbers.has(m[1]!) ? [] : [`${file}: ADR ${m[1]}`])),
    );
    expect(missing).toEqual([]);
  });

  it("numbers ADRs once each, and each title carries its number", () => {
    expect(adrNumbers.size).toBe(adrs.length);
    for (const adr of adrs) expect(readFileSync(path.join(adrDir, adr), "utf8").startsWith(`# ${adr.slice(0, 3)} `), adr).toBe(true);
  });

  it("the decisions index lists every ADR, and the README points to the index", () => {
    const index = readFileSync(path.join(adrDir, "README.md"), "utf8");
    for (const adr of adrs) expect(index, adr).toContain(`(${adr})`);
    expect(readFileSync("README.md", "utf8")).toContain("(docs/decisions/README.md)");
  });

  it("the README stays short enough for an owner and an operator: at most 10 000 bytes (issue #33)", () => {
    expect(readFileSync("README.md").byteLength).toBeLessThanOrEqual(10_000);
  });

  it("every ADR states its status", () => {
    for (const adr of adrs) expect(readFileSync(path.join(adrDir, adr), "utf8"), adr).toMatch(/^Status: (accepted|superseded by \d{3}|decisions? .*superseded by \d{3})/m);
  });
});
