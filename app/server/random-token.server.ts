/**
 * Random tokens made on every request (the CSP nonce, a new visitor's cart id), drawn from a pool that the
 * operating system's CSPRNG fills 4 KB at a time (issue #17). Each `randomBytes` call costs a trip into C++ and an
 * async resource (its async-hooks init runs on every call while an AsyncLocalStorage is in use, as React's is), about
 * 15 µs here; the pool makes that one call per ~250 tokens. Every byte is handed out once and zeroed once it is taken.
 */
import { randomBytes, randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
/** Filled on first use: nothing random is drawn at import. */
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

export function randomToken(bytes: number, encoding: "base64" | "base64url" | "hex"): string {
  if (!Number.isInteger(bytes) || bytes < 1) throw new RangeError(`randomToken: ${bytes} bytes`);
  if (bytes > POOL_BYTES / 16) return randomBytes(bytes).toString(encoding);
  if (offset + bytes > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString(encoding, offset, offset + bytes);
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return token;
}
