import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, DEV_SITE_PASSWORD, parseEnv, VIDEO_QUEUE_MAX_DEFAULT } from "./env.server";

const dir = mkdtempSync(path.join(tmpdir(), "stilla-env-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const base = { DATA_DIR: dir };

describe("parseEnv", () => {
  it("has sensible defaults and generates AUTH_SECRET once", () => {
    const a = parseEnv({ ...base });
    expect(a.port).toBe(3000);
    expect(a.databaseUrl).toBeUndefined();
    expect(a.sitePassword).toBe(DEV_SITE_PASSWORD);
    expect(a.sitePasswordIsDefault).toBe(true);
    expect(a.publicUrl).toBe("http://localhost:3000");
    expect(a.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(a.authSecret);
    expect(parseEnv({ ...base }).authSecret).toBe(a.authSecret);
  });

  it("Swish Handel: certificate, key and number together, files that exist, an https PUBLIC_URL unless the API is on this machine", () => {
    const pem = path.join(dir, "swish.pem");
    writeFileSync(pem, "x");
    const swish = { SWISH_CERT: pem, SWISH_KEY: pem, SWISH_PAYEE_ALIAS: "1231181189" };
    expect(parseEnv({ ...base }).swishHandel).toBeNull();
    expect(() => parseEnv({ ...base, SWISH_CERT: pem })).toThrow(/SWISH_CERT, SWISH_KEY and SWISH_PAYEE_ALIAS must be set together/);
    expect(() => parseEnv({ ...base, ...swish, SWISH_KEY: path.join(dir, "missing.key") })).toThrow(/SWISH_KEY: no file/);
    expect(() => parseEnv({ ...base, ...swish, SWISH_PAYEE_ALIAS: "0701234567" })).toThrow(/Swish Handel number/);
    expect(parseEnv({ ...base, ...swish, PUBLIC_URL: "https://stilla.se" }).swishHandel).toEqual({
      certPath: pem,
      keyPath: pem,
      caPath: null,
      payeeAlias: "1231181189",
      apiBase: "https://cpc.getswish.net/swish-cpcapi",
      callbackUrl: "https://stilla.se/webhooks/swish",
    });
    // Swish calls back only over https: off, and said why, on http — except with the local double.
    const off = parseEnv({ ...base, ...swish, PUBLIC_URL: "http://stilla.local" });
    expect(off.swishHandel).toBeNull();
    expect(off.swishHandelOff).toMatch(/not https/);
    expect(parseEnv({ ...base, ...swish, SWISH_API_BASE: "https://127.0.0.1:12112/swish-cpcapi" }).swishHandel?.callbackUrl).toBe("http://localhost:3000/webhooks/swish");
  });

  it("video tools: local in DATA_DIR/videos by default; http needs a token and a model", () => {
    expect(parseEnv({ ...base }).video).toMatchObject({ provider: "local", dir: path.join(dir, "videos") });
    expect(parseEnv({ ...base, VIDEO_DIR: "/srv/videos" }).video.dir).toBe("/srv/videos");
    expect(() => parseEnv({ ...base, VIDEO_PROVIDER: "http" })).toThrow(/VIDEO_API_TOKEN and VIDEO_MODEL/);
    expect(() => parseEnv({ ...base, VIDEO_PROVIDER: "cloud" })).toThrow(ConfigError);
    const http = parseEnv({ ...base, VIDEO_PROVIDER: "http", VIDEO_API_TOKEN: "t", VIDEO_MODEL: "acme/clip", VIDEO_API_URL: "https://api.example/v1/" });
    expect(http.video).toMatchObject({ provider: "http", apiUrl: "https://api.example/v1", apiToken: "t", model: "acme/clip" });
  });

  it("video renders at once: the cores less one (at least 1) unless VIDEO_MAX_RENDERS says; the queue's cap, VIDEO_QUEUE_MAX", () => {
    expect(parseEnv({ ...base }).video).toMatchObject({ maxRenders: Math.max(1, availableParallelism() - 1), queueMax: VIDEO_QUEUE_MAX_DEFAULT });
    expect(parseEnv({ ...base, VIDEO_MAX_RENDERS: "3", VIDEO_QUEUE_MAX: "5" }).video).toMatchObject({ maxRenders: 3, queueMax: 5 });
    expect(() => parseEnv({ ...base, VIDEO_MAX_RENDERS: "0" })).toThrow(/VIDEO_MAX_RENDERS/);
    expect(() => parseEnv({ ...base, VIDEO_QUEUE_MAX: "many" })).toThrow(/VIDEO_QUEUE_MAX/);
  });

  it("turns the gate off with an empty SITE_PASSWORD", () => {
    expect(parseEnv({ ...base, SITE_PASSWORD: "" }).sitePassword).toBeNull();
    expect(parseEnv({ ...base, SITE_PASSWORD: "Hemligt" }).sitePassword).toBe("Hemligt");
  });

  it("trusts no proxy unless TRUST_PROXY names one, and then needs PUBLIC_URL", () => {
    expect(parseEnv({ ...base }).trustProxy).toBe(false);
    for (const off of ["", "false", "0"]) expect(parseEnv({ ...base, TRUST_PROXY: off }).trustProxy).toBe(false);
    const pub = { ...base, PUBLIC_URL: "https://stilla.se" };
    expect(parseEnv({ ...pub, TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
    expect(parseEnv({ ...pub, TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseEnv({ ...pub, TRUST_PROXY: " 10.0.0.0/8, 192.168.1.2 ,::1,fd00::/8,uniquelocal" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.2",
      "::1",
      "fd00::/8",
      "uniquelocal",
    ]);
    // true would believe whatever X-Forwarded-For a client writes.
    expect(() => parseEnv({ ...pub, TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: true would let any client/);
    for (const bad of ["localhost", "10.0.0.0/33", "::1/129", "10.0.0.1/8/1", "11", ",", "10.0.0"]) {
      expect(() => parseEnv({ ...pub, TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(() => parseEnv({ ...pub, TRUST_PROXY: "loopback, proxy.lan" })).toThrow(/not: proxy\.lan/);
    expect(() => parseEnv({ ...base, TRUST_PROXY: "loopback" })).toThrow(/TRUST_PROXY needs PUBLIC_URL/);
  });

  it("follows PORT for the public URL unless PUBLIC_URL is set", () => {
    expect(parseEnv({ ...base, PORT: "4123" }).publicUrl).toBe("http://localhost:4123");
    expect(parseEnv({ ...base, PUBLIC_URL: "https://stilla.se/" }).publicUrl).toBe("https://stilla.se");
  });

  it.each([
    [{ PORT: "abc" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres/],
    [{ SMTP_URL: "http://x" }, /SMTP_URL/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET: must be at least 32/],
    [{ ADMIN_EMAIL: "not-an-email", ADMIN_PASSWORD: "longenough" }, /ADMIN_EMAIL/],
    [{ ADMIN_EMAIL: "a@b.se" }, /ADMIN_EMAIL and ADMIN_PASSWORD must be set together/],
    [{ PUBLIC_URL: "not a url" }, /PUBLIC_URL/],
  ])("rejects %j with a message naming the variable", (bad, message) => {
    expect(() => parseEnv({ ...base, ...bad })).toThrow(ConfigError);
    expect(() => parseEnv({ ...base, ...bad })).toThrow(message);
  });
});
