import { describe, expect, it } from "vitest";
import { dateOnly, DISALLOWED_PATHS, escapeXml, latest, PUBLIC_PAGES, robotsTxt, sitemapXml, w3cDatetime } from "./seo";

describe("robotsTxt", () => {
  it("with the gate on: every crawler is asked to stay out, and no sitemap is named", () => {
    expect(robotsTxt({ gated: true, publicUrl: "https://stilla.se" })).toBe("User-agent: *\nDisallow: /\n");
  });

  it("with the gate off: the shop allowed, the private paths disallowed, the sitemap named by its absolute URL", () => {
    const text = robotsTxt({ gated: false, publicUrl: "https://stilla.se" });
    const lines = text.split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).not.toContain("Disallow: /");
    for (const path of ["/checkout", "/cart", "/konto", "/orders", "/auth", "/admin", "/video-generator", "/generate-hero-videos", "/video-gallery", "/video-selector"]) {
      expect(lines, path).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain("Sitemap: https://stilla.se/sitemap.xml");
    expect(text.endsWith("\n")).toBe(true);
  });

  it("disallows no public page (a disallowed prefix would hide it)", () => {
    for (const page of [...PUBLIC_PAGES, "/product/sleep", "/blog/kamomillens-historia", "/terms"]) {
      for (const prefix of DISALLOWED_PATHS) expect(page.startsWith(prefix), `${page} under ${prefix}`).toBe(false);
    }
  });
});

describe("escapeXml", () => {
  it.each([
    ["https://stilla.se/shop?a=1&b=2", "https://stilla.se/shop?a=1&amp;b=2"],
    ["<tag>", "&lt;tag&gt;"],
    [`"it's"`, "&quot;it&apos;s&quot;"],
    ["&amp;", "&amp;amp;"],
    ["vanlig text", "vanlig text"],
  ])("%s → %s", (input, output) => {
    expect(escapeXml(input)).toBe(output);
  });
});

describe("w3cDatetime", () => {
  it.each([
    ["2026-11-29T04:05:06.789Z", "2026-11-29T04:05:06Z"],
    ["2026-01-01T00:00:00.000Z", "2026-01-01T00:00:00Z"],
    // A time given with an offset is written in UTC.
    ["2026-06-30T23:30:00+02:00", "2026-06-30T21:30:00Z"],
  ])("%s → %s", (input, output) => {
    expect(w3cDatetime(new Date(input))).toBe(output);
    expect(output).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it("refuses an invalid date rather than writing NaN", () => {
    expect(() => w3cDatetime(new Date("nonsense"))).toThrow(RangeError);
  });
});

describe("dateOnly and latest", () => {
  it("reads yyyy-mm-dd as the start of that day in UTC", () => {
    expect(w3cDatetime(dateOnly("2026-11-21"))).toBe("2026-11-21T00:00:00Z");
  });

  it.each(["2026-02-30", "21-11-2026", "2026-11-21T10:00:00Z", ""])("refuses %j", (text) => {
    expect(() => dateOnly(text)).toThrow(RangeError);
  });

  it("takes the later date", () => {
    expect(latest(new Date("2026-01-02T00:00:00Z"), new Date("2026-03-01T00:00:00Z"), new Date("2025-12-31T00:00:00Z")).toISOString()).toBe("2026-03-01T00:00:00.000Z");
  });
});

describe("sitemapXml", () => {
  it("writes the protocol's document: declaration, namespace, one url per entry in order, loc escaped, lastmod in W3C form", () => {
    const xml = sitemapXml([
      { loc: "https://stilla.se/", lastmod: new Date("2026-11-20T10:00:00.500Z") },
      { loc: "https://stilla.se/shop?sort=pris&kategori=sömn", lastmod: new Date("2026-11-21T08:30:00Z") },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://stilla.se/</loc><lastmod>2026-11-20T10:00:00Z</lastmod></url>",
        "<url><loc>https://stilla.se/shop?sort=pris&amp;kategori=sömn</loc><lastmod>2026-11-21T08:30:00Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("leaves no bare ampersand or angle bracket in any loc", () => {
    const xml = sitemapXml([{ loc: "https://stilla.se/a?<b>&c='d'", lastmod: new Date("2026-01-01T00:00:00Z") }]);
    const loc = /<loc>(.*)<\/loc>/.exec(xml)![1]!;
    expect(loc).toBe("https://stilla.se/a?&lt;b&gt;&amp;c=&apos;d&apos;");
    expect(loc.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toMatch(/[&<>]/);
  });

  it("an empty list is still a valid urlset", () => {
    expect(sitemapXml([])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n');
  });
});
