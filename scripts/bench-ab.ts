/**
 * A/B of one server-side lever on a shared, noisy machine (issue #17): two production servers on PGlite, the same
 * seed, started with different environments (A and B), warmed up with the same number of requests, then measured
 * in alternating short autocannon runs so that both see the same background load. Prints the server CPU time per
 * request (from /proc, the steadier number) and req/s per server and path.
 *
 *   BENCH_A='STILLA_CATALOGUE_CACHE=0' BENCH_B='' npx tsx scripts/bench-ab.ts /product/sleep /shop /
 *
 * BENCH_ROUNDS (default 4) alternating runs of BENCH_RUN seconds (default 4) per path; BENCH_WARM requests (default 300).
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { App, freePort, tempDir } from "./faults/lib";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/product/sleep", "/shop", "/"];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const RUN = Number(process.env.BENCH_RUN ?? 4);
const WARM = Number(process.env.BENCH_WARM ?? 300);
const parseEnv = (s: string | undefined) =>
  Object.fromEntries((s ?? "").split(/\s+/).filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf("=")), kv.slice(kv.indexOf("=") + 1)]));

const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
};

async function start(label: string, env: Record<string, string>) {
  const dataDir = tempDir(`ab-${label}`);
  const app = new App({ port: await freePort(), dataDir, logFile: path.join(dataDir, "server.log"), env: { SITE_PASSWORD: "", RATE_LIMIT_SCALE: "1000", ...env } }).start();
  await app.healthy(120_000);
  return { label, app, dataDir };
}

const run = (base: string, p: string, opts: { duration?: number; amount?: number }) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon({ url: base + p, connections: 10, headers: { "accept-encoding": "gzip", accept: "text/html" }, ...opts } as autocannon.Options, (err, r) => (err ? reject(err) : resolve(r))),
  );

async function main() {
  const servers = [await start("A", parseEnv(process.env.BENCH_A)), await start("B", parseEnv(process.env.BENCH_B))];
  try {
    for (const s of servers) for (const p of paths) await run(s.app.base, p, { amount: WARM } as never);
    const totals = new Map<string, { cpu: number; requests: number; seconds: number; non2xx: number }>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const p of paths) {
        for (const s of round % 2 === 0 ? servers : [...servers].reverse()) {
          const pid = s.app.child!.pid!;
          const c0 = cpuMs(pid);
          const t0 = Date.now();
          const r = await run(s.app.base, p, { duration: RUN });
          const key = `${s.label} ${p}`;
          const t = totals.get(key) ?? { cpu: 0, requests: 0, seconds: 0, non2xx: 0 };
          t.cpu += cpuMs(pid) - c0;
          t.requests += r.requests.total;
          t.seconds += (Date.now() - t0) / 1000;
          t.non2xx += r.non2xx + r.errors;
          totals.set(key, t);
        }
      }
    }
    console.log(`A: ${process.env.BENCH_A || "(default)"}   B: ${process.env.BENCH_B || "(default)"}`);
    console.log("| server | path | requests | req/s | CPU ms/request | bad |\n|---|---|---:|---:|---:|---:|");
    for (const [k, t] of [...totals].sort()) {
      const [label, p] = k.split(" ");
      console.log(`| ${label} | ${p} | ${t.requests} | ${(t.requests / t.seconds).toFixed(0)} | ${(t.cpu / t.requests).toFixed(2)} | ${t.non2xx} |`);
    }
    if ([...totals.values()].some((t) => t.non2xx > 0)) process.exitCode = 1;
  } finally {
    for (const s of servers) {
      await s.app.stop();
      s.app.close();
      rmSync(s.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
