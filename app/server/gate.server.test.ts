import { describe, expect, it } from "vitest";
import { GATE_COOKIE, gateCookieValue, gateSetCookie, hasGateAccess, gateRule, passwordMatches, type GateConfig } from "./gate.server";

const config: GateConfig = { password: "Te-Ritual", secret: "x".repeat(40), secure: false };
const now = Date.parse("2026-11-21T12:00:00Z");
const req = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { cookie } : {} });

describe("site password gate", () => {
  it("compares the password exactly and case-sensitively", () => {
    expect(passwordMatches(config, "Te-Ritual")).toBe(true);
    expect(passwordMatches(config, "te-ritual")).toBe(false);
    expect(passwordMatches(config, "Te-Ritual ")).toBe(false);
    expect(passwordMatches(config, "")).toBe(false);
  });

  it("accepts its own signed cookie for a year, and nothing else", () => {
    const value = gateCookieValue(config, now);
    expect(hasGateAccess(config, req(`${GATE_COOKIE}=${value}`), now)).toBe(true);
    expect(hasGateAccess(config, req(`${GATE_COOKIE}=${value}`), now + 364 * 86_400_000)).toBe(true);
    expect(hasGateAccess(config, req(`${GATE_COOKIE}=${value}`), now + 366 * 86_400_000)).toBe(false);
    expect(hasGateAccess(config, req(), now)).toBe(false);
    expect(hasGateAccess(config, req(`${GATE_COOKIE}=true`), now)).toBe(false);
    const [issued, sig] = value.split(".");
    expect(hasGateAccess(config, req(`${GATE_COOKIE}=${Number(issued) + 1}.${sig}`), now)).toBe(false);
  });

  it("invalidates earlier cookies when the password or secret changes", () => {
    const value = gateCookieValue(config, now);
    expect(hasGateAccess({ ...config, password: "Nytt" }, req(`${GATE_COOKIE}=${value}`), now)).toBe(false);
    expect(hasGateAccess({ ...config, secret: "y".repeat(40) }, req(`${GATE_COOKIE}=${value}`), now)).toBe(false);
  });

  it("is off when the password is null", () => {
    expect(hasGateAccess({ ...config, password: null }, req(), now)).toBe(true);
  });

  it("sets an httpOnly cookie for a year", () => {
    const header = gateSetCookie({ ...config, secure: true }, now);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/Secure/);
  });

  it("opens the gate page, robots.txt and the app's file routes; a static path or the sitemap that reached the app is a bare 404; the rest is gated", () => {
    for (const p of ["/gate", "/robots.txt", "/images/uploads/abc-400.webp", "/videos/generated/x.mp4", "/images/uploads/..%2Fshop"]) expect(gateRule(p)).toBe("open");
    for (const p of ["/healthz", "/assets/app-abc.js", "/assets/no-such-file.js", "/images/products/sleep.svg", "/images/..%2Fshop", "/videos/..%5Cshop", "/videos/hero-1.mp4", "/images/uploads/a/b", "/favicon.svg", "/sitemap.xml"]) {
      expect(gateRule(p)).toBe("not-found");
    }
    for (const p of ["/", "/shop", "/api/auth/sign-in/email", "/admin/outbox", "/gatex", "/gate/x", "/images", "/healthz/x", "/assetsx", "/robots.txt/x", "/sitemap.xml/x"]) expect(gateRule(p)).toBe("gate");
  });
});
