import { spawnSync } from "node:child_process";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import {
  allowedOrigins,
  bodyLimit,
  checkDeclaredLength,
  checkRequestBody,
  DISCARD_LIMIT,
  checkFormBody,
  checkFormContentType,
  checkMethod,
  checkOrigin,
  checkUrl,
  FORM_BODY_LIMIT,
  readBodyCapped,
  refusalLogLine,
  refusalPage,
  UPLOAD_BODY_LIMIT,
  wantsHtml,
} from "./request-guard.server";

describe("request guard (ADR 031)", () => {
  it("answers the usual methods and refuses TRACE, CONNECT, OPTIONS and inventions with 405", () => {
    for (const m of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "post"]) expect(checkMethod(m), m).toBeNull();
    for (const m of ["TRACE", "CONNECT", "OPTIONS", "PROPFIND", "BREW"]) expect(checkMethod(m)?.status, m).toBe(405);
  });

  it.each([
    ["/product/%", 400],
    ["/product/%zz", 400],
    ["/product/%C3%28", 400],
    ["/product/a%00b", 400],
    ["/product/a%0ab", 400],
    ["/shop?q=%00", 400],
    ["/shop?q=a\u0000", 400],
    ["*", 400],
    ["/product/sleep", null],
    ["/produkt/%C3%B6r", null],
    ["/shop?q=100%", null],
    ["/gate?next=/%09/evil.example", null],
  ])("URL %j → %s", (url, status) => expect(checkUrl(url)?.status ?? null).toBe(status));

  describe("origin", () => {
    const allowed = allowedOrigins("https://stilla.se/", 3000);
    it("trusts PUBLIC_URL's origin and localhost/127.0.0.1 on the port", () => {
      expect([...allowed]).toEqual(["https://stilla.se", "http://localhost:3000", "http://127.0.0.1:3000"]);
    });
    it.each([
      [{ origin: "https://stilla.se" }, null],
      [{ origin: "http://localhost:3000" }, null],
      [{ origin: "https://evil.example" }, 403],
      [{ origin: "http://stilla.se" }, 403],
      [{ origin: "https://stilla.se.evil.example" }, 403],
      [{ origin: "null" }, 403],
      [{ origin: "garbage" }, 403],
      [{ referer: "https://stilla.se/product/sleep?x=1" }, null],
      [{ referer: "https://evil.example/stilla.se" }, 403],
      [{ origin: "https://stilla.se", referer: "https://evil.example/" }, null],
      [{ origin: "https://stilla.se", "sec-fetch-site": "cross-site" }, 403],
      [{ "sec-fetch-site": "same-origin" }, null],
      [{}, null],
    ])("%j → %s", (headers, status) => expect(checkOrigin(headers, allowed)?.status ?? null).toBe(status));
  });

  it.each([
    ["application/x-www-form-urlencoded", "urlencoded"],
    ["application/x-www-form-urlencoded;charset=UTF-8", "urlencoded"],
    ["multipart/form-data; boundary=----abc", "multipart"],
    ['multipart/form-data; boundary="a b"', "multipart"],
    ["multipart/form-data", 400],
    ["application/json", 400],
    ["text/plain", 400],
    [undefined, 400],
  ])("content type %j → %s", (ct, out) => {
    const r = checkFormContentType(ct);
    expect("kind" in r ? r.kind : r.status).toBe(out);
  });

  it("gives the product photo upload room for the photo and every other form 64 KiB", () => {
    expect(bodyLimit("/admin/products/sleep")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimit("/admin/products/sleep.data")).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimit("/admin/products/ny")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimit("/admin/products")).toBe(FORM_BODY_LIMIT);
    expect(bodyLimit("/cart")).toBe(FORM_BODY_LIMIT);
    expect(FORM_BODY_LIMIT).toBe(65_536);
    expect(checkDeclaredLength(String(FORM_BODY_LIMIT), FORM_BODY_LIMIT)).toBeNull();
    expect(checkDeclaredLength(String(FORM_BODY_LIMIT + 1), FORM_BODY_LIMIT)?.status).toBe(413);
    expect(checkDeclaredLength("12, 12", FORM_BODY_LIMIT)?.status).toBe(400);
    expect(checkDeclaredLength(undefined, FORM_BODY_LIMIT)).toBeNull();
  });

  describe("form bodies", () => {
    const multipart = (fields: string, boundary = "XyZ") => ({
      ct: `multipart/form-data; boundary=${boundary}`,
      body: Buffer.from(`--${boundary}\r\n${fields}--${boundary}--\r\n`, "latin1"),
    });
    const field = (name: string, value: string, filename?: string) =>
      `Content-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ""}\r\n${filename ? "Content-Type: application/octet-stream\r\n" : ""}\r\n${value}\r\n`;

    it("passes ordinary forms", async () => {
      expect(await checkFormBody(Buffer.from("intent=add&productId=sleep&note=%C3%B6"), "application/x-www-form-urlencoded", "urlencoded")).toBeNull();
      const m = multipart(field("intent", "image"));
      expect(await checkFormBody(m.body, m.ct, "multipart")).toBeNull();
    });
    it("lets a NUL through inside an uploaded file's bytes", async () => {
      const m = multipart(field("image", "\u0000\u0001bin\u0000", "photo.png"));
      expect(await checkFormBody(m.body, m.ct, "multipart")).toBeNull();
    });
    it("refuses NUL in a field, raw or escaped, and a multipart body that does not parse", async () => {
      for (const text of ["email=a%00b", "em%00ail=a", "email=a\u0000b"]) {
        expect((await checkFormBody(Buffer.from(text), "application/x-www-form-urlencoded", "urlencoded"))?.status, text).toBe(400);
      }
      const nulValue = multipart(field("email", "a\u0000b"));
      expect((await checkFormBody(nulValue.body, nulValue.ct, "multipart"))?.status).toBe(400);
      const nulName = multipart(field("image", "x", "a\u0000.png"));
      expect((await checkFormBody(nulName.body, nulName.ct, "multipart"))?.status).toBe(400);
      expect((await checkFormBody(Buffer.from("choice=all"), "multipart/form-data; boundary=XyZ", "multipart"))?.status).toBe(400);
    });
  });

  describe("readBodyCapped and checkRequestBody (ADR 058)", () => {
    const stream = (chunks: Buffer[]) => Readable.toWeb(Readable.from(chunks)) as ReadableStream<Uint8Array>;
    /** An endless body of 16 KiB pieces, counting the pieces pulled. */
    const endless = () => {
      const counter = { pulled: 0 };
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          counter.pulled += 1;
          controller.enqueue(new Uint8Array(16 * 1024).fill(97));
        },
      });
      return { body, counter };
    };
    const post = (body: ReadableStream<Uint8Array> | string, type = "application/x-www-form-urlencoded") =>
      new Request("http://localhost/cart", { method: "POST", body, headers: { "content-type": type }, duplex: "half" } as RequestInit);

    it("returns the body within the limit", async () => {
      const body = await readBodyCapped(stream([Buffer.from("a=1"), Buffer.from("&b=2")]).getReader(), 100);
      expect(Buffer.isBuffer(body) && body.toString()).toBe("a=1&b=2");
    });
    it("stops reading at the limit: the rest is never pulled", async () => {
      const { body, counter } = endless();
      const result = await readBodyCapped(body.getReader(), FORM_BODY_LIMIT);
      expect(Buffer.isBuffer(result) ? "body" : result.status).toBe(413);
      const soon = counter.pulled;
      await new Promise((r) => setTimeout(r, 20));
      expect(counter.pulled).toBeLessThanOrEqual(soon + 1);
      expect(counter.pulled * 16 * 1024).toBeLessThan(FORM_BODY_LIMIT * 2);
    });
    it("checks a form's body and leaves all of it for the action", async () => {
      const request = post("email=a%40example.se&source=home");
      expect(await checkRequestBody(request, { kind: "urlencoded", limit: FORM_BODY_LIMIT })).toBeNull();
      const form = await request.formData();
      expect(form.get("email")).toBe("a@example.se");
      expect(form.get("source")).toBe("home");
    });
    it("refuses NUL in a field and a multipart body that does not parse, with 400", async () => {
      expect((await checkRequestBody(post("email=a%00b"), { kind: "urlencoded", limit: FORM_BODY_LIMIT }))?.status).toBe(400);
      const broken = post("email=a@example.se", "multipart/form-data; boundary=XyZ");
      expect((await checkRequestBody(broken, { kind: "multipart", limit: FORM_BODY_LIMIT }))?.status).toBe(400);
    });
    it("refuses a body over the limit with 413, keeps nothing of it and reads the rest only to throw it away", async () => {
      const { body, counter } = endless();
      const request = post(body);
      const refusal = await checkRequestBody(request, { kind: "urlencoded", limit: FORM_BODY_LIMIT });
      expect(refusal?.status).toBe(413);
      // The request's own body is cancelled: an action could not read it.
      await expect(request.text()).rejects.toThrow();
      // The rest is read on and thrown away, up to DISCARD_LIMIT; then the stream is cancelled.
      for (let waited = 0; counter.pulled * 16 * 1024 <= DISCARD_LIMIT && waited < 5_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
      expect(counter.pulled * 16 * 1024).toBeGreaterThan(DISCARD_LIMIT);
      await new Promise((r) => setTimeout(r, 20));
      const after = counter.pulled;
      await new Promise((r) => setTimeout(r, 20));
      expect(counter.pulled).toBe(after);
    });
  });

  it("writes a Swedish page without scripts and one log line without the query or odd bytes", () => {
    const page = refusalPage(403, ["/assets/root-x.css"]);
    expect(page).toContain('<html lang="sv">');
    expect(page).toContain("Förfrågan nekades");
    expect(page).toContain('href="/assets/root-x.css"');
    expect(page).not.toContain("<script");
    expect(refusalLogLine("POST", "/consent?token=secret", { status: 403, reason: "foreign origin" })).toBe("[refused] 403 POST /consent (foreign origin)");
    expect(refusalLogLine("GET", "/a\u0000b\nX", { status: 400, reason: "r" })).toBe("[refused] 400 GET /a?b?X (r)");
    expect(wantsHtml("text/html,application/xhtml+xml")).toBe(true);
    expect(wantsHtml("application/json")).toBe(false);
    expect(wantsHtml(undefined)).toBe(false);
  });

  it("server-mode.ts makes a server started without NODE_ENV load React's production build (ADR 031)", () => {
    const serverMode = path.resolve("server-mode.ts");
    const script = `await import(${JSON.stringify(serverMode)}); const { createRequire } = await import("node:module");
      const require = createRequire(import.meta.url); require("react");
      console.log(process.env.NODE_ENV, Object.keys(require.cache).some((k) => k.endsWith("react.production.js")));`;
    const run = (nodeEnv: string | undefined) => {
      const env = { ...process.env };
      if (nodeEnv === undefined) delete env.NODE_ENV;
      else env.NODE_ENV = nodeEnv;
      return spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { env, encoding: "utf8" }).stdout.trim();
    };
    expect(run(undefined)).toBe("production true");
    expect(run("test")).toBe("production true");
    expect(run("development")).toBe("development false");
  });
});
