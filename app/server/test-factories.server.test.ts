/**
 * Server tests make their customers through the shared factories (test-factories.ts, issue #33 item 6): a user row
 * written by hand in a test file drifts from what Better Auth writes, one copy at a time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

describe("server tests build customers through the shared factories (issue #33)", () => {
  it("no server test inserts a user row itself", () => {
    const root = fileURLToPath(new URL(".", import.meta.url));
    const tests = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".test.ts"));
    expect(tests.length).toBeGreaterThan(50);
    const byHand = tests.filter((f) => /\.insert\(\s*(schema\.)?user\s*\)/.test(readFileSync(path.join(root, f), "utf8")));
    expect(byHand).toEqual([]);
  });
});
