/**
 * A local double of PostNord's documented APIs (issue #39), started by the tests and by hand for `npm run dev`
 * (`npx tsx tests/doubles/postnord-double.ts [port]`). It answers with PostNord's JSON shapes, as checked against
 * PostNord's specs and public integrations (ADR 083, 084), and demands the `apikey` query parameter as PostNord does:
 * a missing or wrong key is a 401 with a `message` (the spec's answer; PostNord's gateway has also been seen answering
 * 403 `{error: {message}}`, which the provider reads too). The shop's PostNord provider talks to it through
 * `POSTNORD_API_BASE`.
 *
 * Its parts: service points (`postnord/service-points.ts`) and shipments: booking with a label and track and
 * trace (`postnord/shipments.ts`).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { servicePointRoutes } from "./postnord/service-points";
import { shipmentRoutes } from "./postnord/shipments";
import type { DoubleRequest } from "./postnord/types";

export interface PostnordDouble {
  /** The origin to give the shop as POSTNORD_API_BASE. */
  url: string;
  apiKey: string;
  servicePoints: ReturnType<typeof servicePointRoutes>;
  shipments: ReturnType<typeof shipmentRoutes>;
  close(): Promise<void>;
}

export async function startPostnordDouble(options: { port?: number; apiKey?: string } = {}): Promise<PostnordDouble> {
  const apiKey = options.apiKey ?? "postnord-double-key";
  const servicePoints = servicePointRoutes();
  const shipments = shipmentRoutes();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://double");
        const request: DoubleRequest = { method: req.method ?? "GET", url, headers: req.headers, body: Buffer.concat(chunks) };
        if (url.searchParams.get("apikey") !== apiKey) {
          res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ message: "Invalid or missing apikey" }));
          return;
        }
        const answer = (await servicePoints.routes(request)) ?? (await shipments.routes(request));
        if (!answer) {
          res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ message: "Not found" }));
          return;
        }
        res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end(answer.body);
      })().catch((error: unknown) => {
        res.writeHead(500, { "content-type": "application/json" }).end(JSON.stringify({ message: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    servicePoints,
    shipments,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const double = await startPostnordDouble({ port: Number(process.argv[2] ?? 0) || undefined });
  console.log(`PostNord double at ${double.url}: POSTNORD_API_BASE=${double.url} POSTNORD_API_KEY=${double.apiKey}`);
}
