/**
 * The owner's product photos (ADR 029): an upload is judged by its content (sharp reads the bytes; the file's
 * name and the browser's type are never asked), cropped square and written as WebP at the widths the pages
 * serve, under DATA_DIR/uploads/products with a random name. Names never change, so they are cached for a year.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { UPLOAD_WIDTHS } from "~/lib/art";

/** The largest upload accepted (the request as a whole may be a little larger: the form's other fields). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** A photo larger than this many pixels is refused before it is decoded (a small file can claim a huge image). */
const MAX_PIXELS = 50_000_000;
const MIN_SIDE = 200;
const FORMATS = new Set(["jpeg", "png", "webp"]);

export type ImageRefusal = "empty" | "too_large" | "not_an_image" | "too_small";
export type ProcessedImage = { ok: true; key: string } | { ok: false; reason: ImageRefusal };

export const uploadsDir = (dataDir: string) => path.resolve(dataDir, "uploads", "products");

/** A served file's name: the key, optionally a width; anything else (and so any path) is not ours. */
const SERVED = /^([a-f0-9]{24})(?:-(\d{3}))?\.webp$/;

/** Validates and renders an upload; nothing is written unless the bytes are a JPEG, PNG or WebP of at least 200 px. */
export async function storeProductImage(dataDir: string, bytes: Uint8Array): Promise<ProcessedImage> {
  if (bytes.byteLength === 0) return { ok: false, reason: "empty" };
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { ok: false, reason: "too_large" };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { ok: false, reason: "not_an_image" };
  }
  if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) return { ok: false, reason: "not_an_image" };
  if ((meta.pages ?? 1) > 1) return { ok: false, reason: "not_an_image" };
  if (Math.min(meta.width, meta.height) < MIN_SIDE) return { ok: false, reason: "too_small" };

  const key = randomBytes(12).toString("hex");
  const dir = uploadsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const written: string[] = [];
  try {
    for (const width of UPLOAD_WIDTHS) {
      const out = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
        .rotate() // EXIF orientation, then the metadata is dropped (no GPS in what the shop serves)
        .resize(width, width, { fit: "cover", position: "centre" })
        .webp({ quality: 80 })
        .toBuffer();
      const file = path.join(dir, `${key}-${width}.webp`);
      await writeFile(file, out, { flag: "wx" });
      written.push(file);
    }
  } catch {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    return { ok: false, reason: "not_an_image" };
  }
  return { ok: true, key };
}

/** Removes every rendering of a stored photo (an upload whose product was not there to take it). */
export async function removeProductImage(dataDir: string, key: string): Promise<void> {
  if (!/^[a-f0-9]{24}$/.test(key)) return;
  await Promise.all(UPLOAD_WIDTHS.map((width) => rm(path.join(uploadsDir(dataDir), `${key}-${width}.webp`), { force: true })));
}

/**
 * A stored rendering by its served name (`<key>-400.webp`; `<key>.webp` is the largest, for the zoom view),
 * or null for any other name or a file that is not there.
 */
export async function readProductImage(dataDir: string, name: string): Promise<Buffer<ArrayBuffer> | null> {
  const m = SERVED.exec(name);
  if (!m) return null;
  const width = m[2] ? Number(m[2]) : UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1]!;
  if (!(UPLOAD_WIDTHS as readonly number[]).includes(width)) return null;
  try {
    return await readFile(path.join(uploadsDir(dataDir), `${m[1]}-${width}.webp`));
  } catch {
    return null;
  }
}

/**
 * The request's form, read with a cap: the body is counted as it streams in and refused past `maxBytes`, so a
 * huge upload is never buffered whole. Null when the body is too large or not a form.
 */
export async function readFormDataCapped(request: Request, maxBytes: number): Promise<FormData | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  try {
    return await new Response(Buffer.concat(chunks), { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return null;
  }
}
