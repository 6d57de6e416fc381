import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A child process that installs the test clock and answers each "probe" with what its Date says. */
const CHILD = `
import { statSync } from "node:fs";
const { installTestClock } = await import(${JSON.stringify(path.join(ROOT, "scripts/e2e-clock.ts"))});
installTestClock();
process.on("message", (m) => {
  if (m !== "probe") return;
  class Sub extends Date {}
  process.send({
    now: Date.now(),
    constructed: new Date().getTime(),
    given: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)).toISOString(),
    parsed: Date.parse("2026-01-02T03:04:05Z"),
    called: Date(),
    instance: new Date() instanceof Date,
    nodeDate: statSync(".").mtime instanceof Date,
    subclass: new Sub(0).getTime() === 0 && new Sub() instanceof Date,
  });
});
process.send("ready");
`;

describe("the e2e server's test clock (scripts/e2e-clock.ts, ADR 061)", () => {
  it("moves Date forward in the process that installed it, by the offset its parent sends over IPC; times given stay as given", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", CHILD], { cwd: ROOT, stdio: ["ignore", "inherit", "inherit", "ipc"] });
    const next = () => new Promise<unknown>((resolve) => child.once("message", resolve));
    try {
      expect(await next()).toBe("ready");
      const DAY = 86_400_000;
      child.send({ type: "stilla-test-clock", offsetMs: DAY });
      expect(await next()).toEqual({ type: "stilla-test-clock", offsetMs: DAY });
      child.send("probe");
      const before = Date.now();
      const seen = (await next()) as Record<string, unknown>;
      const after = Date.now();
      for (const key of ["now", "constructed"] as const) {
        expect(seen[key]).toBeGreaterThanOrEqual(before - 5_000 + DAY);
        expect(seen[key]).toBeLessThanOrEqual(after + DAY);
      }
      expect(seen).toMatchObject({ given: "2026-01-02T03:04:05.000Z", parsed: Date.UTC(2026, 0, 2, 3, 4, 5), instance: true, nodeDate: true, subclass: true });
      expect(new Date(seen.called as string).getTime()).toBeGreaterThan(before + DAY - 5_000);
    } finally {
      child.kill();
    }
  });

  it("refuses to install in a process without an IPC channel (how every production start runs)", () => {
    const script = `const { installTestClock } = await import(${JSON.stringify(path.join(ROOT, "scripts/e2e-clock.ts"))}); installTestClock();`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { cwd: ROOT, encoding: "utf8" });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain("The test clock needs an IPC channel");
  });

  it("nothing the production server runs imports it: only the e2e server script does", () => {
    const sources = [
      "server.ts",
      "scripts/build.mjs",
      ...readdirSync(path.join(ROOT, "app"), { recursive: true, encoding: "utf8" }).map((f) => path.join("app", f)),
    ].filter((f) => /\.(ts|tsx|mjs|js)$/.test(f) && !f.endsWith(".test.ts"));
    const importers = sources.filter((f) => /e2e-clock|stilla-test-clock/.test(readFileSync(path.join(ROOT, f), "utf8")));
    expect(importers).toEqual([]);
    expect(readFileSync(path.join(ROOT, "scripts/e2e-server.ts"), "utf8")).toMatch(/if \(process\.env\.E2E_CLOCK === "1"\) \{\n\s+const \{ installTestClock \} = await import\("\.\/e2e-clock\.ts"\)/);
    expect(JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start).not.toMatch(/e2e/);
  });
});
