import { createHash } from "node:crypto";
import { serialize } from "node:v8";
import { constants, crc32, deflateRawSync, gzipSync } from "node:zlib";

/**
 * The HTML of a page is a function of its URL and its loaders' data (issue #17, ADR 044): the components read
 * nothing else while rendering on the server (no clock, no cookies, no database; those go through loaders). So a
 * page whose URL and data are exactly those of a page already rendered gets that page's HTML again instead of a
 * second render. Nothing is invalidated: a price, stock or review change changes the data, so the key; an entry
 * whose data no request produces any more just ages out.
 *
 * The key is a SHA-256 of the structured-clone serialisation (v8.serialize) of everything the render reads: it
 * keeps types apart (undefined/null, a Date/its string, a Map/an object) and refuses data it cannot clone (a
 * promise for streamed data, a function), which then is simply not memoised. Per-request values that the HTML
 * carries, the CSP nonce, are cut out of the stored copy and put back per response.
 */
export interface RenderInput {
  url: string;
  status: number;
  /** "onShellReady" for browsers, "onAllReady" for bots. */
  mode: string;
  loaderData: unknown;
}

export function renderKey(input: RenderInput): string | null {
  let bytes: Buffer;
  try {
    bytes = serialize([input.url, input.status, input.mode, input.loaderData]);
  } catch {
    return null;
  }
  return createHash("sha256").update(bytes).digest("base64url");
}

/**
 * A stored page: its HTML (UTF-8) cut at every occurrence of the nonce it was rendered with, and the same parts
 * compressed once. A response puts a fresh nonce between the parts; a gzip response is spliced from the compressed
 * parts without compressing again: each part is a raw deflate stream ended by a full flush (byte-aligned, nothing
 * refers back to an earlier part), each nonce goes in as a stored block, then an empty final block and the gzip
 * trailer (CRC-32 and length of the whole page).
 */
export class MemoPage {
  private readonly parts: Buffer[];
  private deflated: Buffer[] | null = null;

  constructor(html: string, nonce: string) {
    this.parts = (nonce ? html.split(nonce) : [html]).map((part) => Buffer.from(part, "utf8"));
  }

  get size(): number {
    return this.parts.reduce((n, part) => n + part.length, 0) * 2;
  }

  body(nonce: string): Buffer {
    return Buffer.concat(between(this.parts, Buffer.from(nonce, "utf8")));
  }

  gzip(nonce: string): Buffer {
    this.deflated ??= this.parts.map((part) => deflateRawSync(part, { level: 6, finishFlush: constants.Z_FULL_FLUSH }));
    const inserted = Buffer.from(nonce, "utf8");
    let crc = 0;
    let length = 0;
    this.parts.forEach((part, i) => {
      // zlib's crc32() answers 0 for no data whatever the running value, so empty parts (and nonces) are skipped.
      if (i > 0 && inserted.length > 0) crc = crc32(inserted, crc);
      if (part.length > 0) crc = crc32(part, crc);
      length += part.length + (i > 0 ? inserted.length : 0);
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    return Buffer.concat([GZIP_HEADER, ...between(this.deflated, storedBlock(inserted)), FINAL_EMPTY_BLOCK, trailer]);
  }
}

function between(parts: Buffer[], glue: Buffer): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [glue, part]));
}

/** gzip member header: deflate, no name or extra fields, no time, "Unix". */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
/** A stored (uncompressed) final block of length 0. */
const FINAL_EMPTY_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);

/** A stored, not final, deflate block (at a byte boundary, as a full flush leaves it). */
function storedBlock(bytes: Buffer): Buffer {
  if (bytes.length > 0xffff) throw new RangeError("stored block over 65 535 bytes");
  const head = Buffer.from([0, bytes.length & 0xff, bytes.length >> 8, ~bytes.length & 0xff, (~bytes.length >> 8) & 0xff]);
  return Buffer.concat([head, bytes]);
}

/**
 * Whether an Accept-Encoding header takes gzip: listed with a weight above 0, or not listed and `*` is. (Browsers
 * also offer br; the memo's one compressed copy is gzip.)
 */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  let star: boolean | null = null;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") return accepted;
    if (name === "*") star = accepted;
  }
  return star === true;
}

/**
 * A map of values that have a size in bytes, least recently used out first once their sizes pass `maxBytes`; a
 * value larger than a quarter of `maxBytes` is not kept. The render memo and the gzip memo are both one.
 */
export class SizedLru<V> {
  private readonly values = new Map<string, V>();
  private size = 0;
  hits = 0;
  misses = 0;

  constructor(
    readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value === undefined) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    this.values.delete(key);
    this.values.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    if (this.sizeOf(value) > this.maxBytes / 4) return;
    const old = this.values.get(key);
    if (old !== undefined) {
      this.size -= this.sizeOf(old);
      this.values.delete(key);
    }
    this.values.set(key, value);
    this.size += this.sizeOf(value);
    for (const [oldest, entry] of this.values) {
      if (this.size <= this.maxBytes) break;
      this.values.delete(oldest);
      this.size -= this.sizeOf(entry);
    }
  }

  get count(): number {
    return this.values.size;
  }

  get bytes(): number {
    return this.size;
  }
}

/** Rendered pages by their key (renderKey), least recently used first out once they pass `maxBytes`. */
export class RenderMemo extends SizedLru<MemoPage> {
  constructor(maxBytes: number) {
    super(maxBytes, (page) => page.size);
  }
}

/**
 * gzip of answers by their bytes (ADR 046): a single-fetch data answer (`/shop.data`) is the same bytes for every
 * visitor whose loaders return the same data, so its gzip is computed once and kept, keyed by the SHA-256 of the
 * bytes. Keyed by content, an entry can never be wrong: different bytes are a different key. Least recently used
 * out first past `maxBytes` of compressed bytes.
 */
export class GzipMemo extends SizedLru<Buffer> {
  constructor(maxBytes: number) {
    super(maxBytes, (compressed) => compressed.length);
  }

  gzip(body: Uint8Array): Buffer {
    const key = createHash("sha256").update(body).digest("base64url");
    const held = this.get(key);
    if (held) return held;
    const compressed = gzipSync(body, { level: 6 });
    this.set(key, compressed);
    return compressed;
  }
}

/**
 * The stream's bytes if it ends without waiting for anything (each read answered before the event loop's next
 * turn); otherwise a stream of what was read and the rest as it comes.
 */
export async function readPromptly(body: ReadableStream<Uint8Array>): Promise<Buffer | ReadableStream<Uint8Array>> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  for (;;) {
    const next = reader.read();
    next.catch(() => {}); // a failure is seen by whoever awaits it below, never left unhandled
    const result = await Promise.race([next, new Promise<null>((resolve) => setImmediate(resolve, null))]);
    if (result === null) {
      let pending: Promise<ReadableStreamReadResult<Uint8Array>> | null = next;
      return new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        async pull(controller) {
          const { done, value } = await (pending ?? reader.read());
          pending = null;
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel(reason) {
          return reader.cancel(reason);
        },
      });
    }
    if (result.done) return Buffer.concat(chunks);
    chunks.push(result.value);
  }
}
