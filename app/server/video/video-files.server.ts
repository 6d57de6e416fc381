/**
 * Serves generated videos and their posters from the shop's storage (ADR 030): `/videos/generated/<job id>.mp4`
 * and `.jpg`. The name must be a job id the shop chose (a UUID) plus one of the two extensions, so no request can
 * name another file. Answers with the right content type, byte ranges (so a player can seek), an ETag, and a
 * year's caching: a job's file is written once under its random id and never changes.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { isVideoJobId } from "~/domain/video-tools";
import { notFound as notFoundCopy } from "~/content/sv-site";

const TYPES = { mp4: "video/mp4", jpg: "image/jpeg" } as const;
const NAME = /^([0-9a-f-]{36})\.(mp4|jpg)$/;

/** The file a served name stands for, or null when the name is not one of ours. */
export function resolveVideoFile(videoDir: string, name: string): { file: string; type: string } | null {
  const m = NAME.exec(name);
  if (!m || !isVideoJobId(m[1]!)) return null;
  return { file: path.join(path.resolve(videoDir), `${m[1]}.${m[2]}`), type: TYPES[m[2] as keyof typeof TYPES] };
}

/**
 * One `bytes=` range of a file of `size` bytes: `a-b`, `a-` or `-n` (the last n). Null when the header asks for
 * something unsatisfiable or malformed (the caller answers 416); "all" for several ranges (we answer the whole
 * file, which HTTP allows).
 */
export function parseRange(header: string, size: number): { start: number; end: number } | "all" | null {
  const m = /^bytes=\s*(.+)$/i.exec(header.trim());
  if (!m) return null;
  const parts = m[1]!.split(",");
  if (parts.length > 1) return "all";
  const r = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(parts[0]!);
  if (!r || (r[1] === "" && r[2] === "")) return null;
  if (r[1] === "") {
    const n = Number(r[2]);
    if (n === 0) return null;
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(r[1]);
  const end = r[2] === "" ? size - 1 : Math.min(Number(r[2]), size - 1);
  if (start >= size || start > end) return null;
  return { start, end };
}

const notFound = () => new Response(notFoundCopy.plain, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function serveVideoFile(videoDir: string, name: string, request: Request): Promise<Response> {
  const target = resolveVideoFile(videoDir, name);
  if (!target) return notFound();
  let size: number;
  let mtime: Date;
  try {
    const s = await stat(target.file);
    if (!s.isFile()) return notFound();
    size = s.size;
    mtime = s.mtime;
  } catch {
    return notFound();
  }
  const etag = `"${size.toString(16)}-${Math.floor(mtime.getTime()).toString(16)}"`;
  const headers = new Headers({
    "Content-Type": target.type,
    "Accept-Ranges": "bytes",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: etag,
    "Last-Modified": mtime.toUTCString(),
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });

  const rangeHeader = request.headers.get("range");
  // If-Range: a range only applies to the same version of the file.
  const ifRange = request.headers.get("if-range");
  const range = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(rangeHeader, size) : "all";
  if (range === null) {
    headers.set("Content-Range", `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const head = request.method === "HEAD";
  const body = (start: number, end: number) =>
    head || size === 0 ? null : (Readable.toWeb(createReadStream(target.file, { start, end })) as ReadableStream<Uint8Array>);
  if (range === "all") {
    headers.set("Content-Length", String(size));
    return new Response(body(0, size - 1), { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.start}-${range.end}/${size}`);
  headers.set("Content-Length", String(range.end - range.start + 1));
  return new Response(body(range.start, range.end), { status: 206, headers });
}
