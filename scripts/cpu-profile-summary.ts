/**
 * Summarises a V8 .cpuprofile (node --cpu-prof, e.g. `BENCH_CPU_PROF=dir npm run bench:http`): self time by
 * function and by package or module, the top rows as Markdown tables.
 *
 *   npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [rows] [skip-seconds]
 *
 * skip-seconds leaves out the start of the profile (the server's start-up: imports, migrations, the seed), e.g.
 * the "load starts" time bench:http prints with BENCH_CPU_PROF.
 */
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArg, skipArg] = process.argv.slice(2);
if (!file) {
  console.error("usage: cpu-profile-summary.ts <file.cpuprofile> [rows]");
  process.exit(2);
}
const top = Number(rowsArg ?? 20);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
const skipUs = Number(skipArg ?? 0) * 1e6;
for (let i = 0, t = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] ?? 0;
  if (t < skipUs) continue;
  self.set(profile.samples[i]!, (self.get(profile.samples[i]!) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

/** A package (node_modules/<pkg>), the app's own module, node's internals, or V8's pseudo-frames. */
function moduleOf(url: string, name: string): string {
  if (!url) return `(${name || "native"})`;
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith("node:")) return url;
  const build = url.indexOf("/build/server/");
  if (build >= 0) return "build/server (the app)";
  return url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
}

const fn = new Map<string, number>();
const mod = new Map<string, number>();
let total = 0;
for (const [id, us] of self) {
  const n = byId.get(id)!;
  total += us;
  const { functionName, url, lineNumber } = n.callFrame;
  const m = moduleOf(url, functionName);
  const key = `${functionName || "(anonymous)"} — ${m}${url ? `:${lineNumber + 1}` : ""}`;
  fn.set(key, (fn.get(key) ?? 0) + us);
  mod.set(m, (mod.get(m) ?? 0) + us);
}
const idle = [...self].filter(([id]) => byId.get(id)!.callFrame.functionName === "(idle)").reduce((a, [, us]) => a + us, 0);
const busy = total - idle;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
console.log(`profile: ${ms(total)} sampled, ${ms(busy)} busy (idle excluded)\n`);
console.log("| self time by package / module | ms | share of busy |\n|---|---:|---:|");
for (const [k, us] of [...mod].filter(([k]) => k !== "((idle))").sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${k} | ${ms(us)} | ${pct(us)} |`);
console.log("\n| self time by function | ms | share of busy |\n|---|---:|---:|");
for (const [k, us] of [...fn].filter(([k]) => !k.startsWith("(idle)")).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${k.replace(/\|/g, "\\|")} | ${ms(us)} | ${pct(us)} |`);
