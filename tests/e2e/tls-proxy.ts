/**
 * A small TLS-terminating reverse proxy for the e2e tests (proxy.spec.ts, ADR 033): HTTPS on 127.0.0.1 with a
 * self-signed certificate made by openssl at test time, forwarding to the app over plain HTTP the way a typical
 * nginx set-up does: X-Forwarded-Proto https, X-Forwarded-Host the address the browser used, X-Forwarded-For
 * with the client's address appended (nginx's $proxy_add_x_forwarded_for), and Host the upstream's own address
 * (nginx's default `proxy_set_header Host $proxy_host`).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";

/** A self-signed certificate for localhost and 127.0.0.1, valid a day, written to `dir`. */
export function selfSignedCertificate(dir: string): { key: Buffer; cert: Buffer } {
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
      "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost",
      "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Connection-level headers a proxy must not pass on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"];

export interface TlsProxy {
  port: number;
  close(): Promise<void>;
}

/** `upstreamPort` is asked for each request, so the proxy can be started before the app it forwards to. */
export async function startTlsProxy(opts: { key: Buffer; cert: Buffer; upstreamPort: () => number }): Promise<TlsProxy> {
  const agent = new http.Agent({ keepAlive: true });
  const server = https.createServer({ key: opts.key, cert: opts.cert }, (req, res) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    const client = req.socket.remoteAddress ?? "";
    const forwardedFor = req.headers["x-forwarded-for"];
    headers["x-forwarded-for"] = forwardedFor ? `${String(forwardedFor)}, ${client}` : client;
    headers["x-forwarded-proto"] = "https";
    headers["x-forwarded-host"] = req.headers.host ?? "";
    const upstreamPort = opts.upstreamPort();
    headers.host = `127.0.0.1:${upstreamPort}`;
    const upstream = http.request(
      { host: "127.0.0.1", port: upstreamPort, method: req.method, path: req.url, headers, agent },
      (up) => {
        const back: http.OutgoingHttpHeaders = { ...up.headers };
        for (const h of HOP_BY_HOP) delete back[h];
        res.writeHead(up.statusCode ?? 502, up.statusMessage, back);
        up.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    // The browser went away mid-response (an event stream, say): end the upstream request too.
    res.on("close", () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
