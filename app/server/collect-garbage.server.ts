/**
 * A full garbage collection, now. Opening a fresh PGlite folder runs initdb in two WebAssembly instances of its own
 * (a temporary PGlite and initdb, ~300 MB of WebAssembly memory) that are garbage once it is done, but V8 sees only
 * their small JavaScript handles and may keep them for minutes (issue #17: ~850 MB RSS after a first start). One
 * collection right after opening gives that memory back: on the thread that opened it (db.server.ts, or PGlite's
 * worker thread, pglite-worker.ts). `gc` is V8's own, reached without starting Node with --expose-gc.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

export function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}
