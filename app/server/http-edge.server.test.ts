/**
 * The HTTP edge's findings of issue #32, against the real production server (the build, as `npm start` runs it) on a
 * real database, with the shop's real rate limits (RATE_LIMIT_SCALE=1). Two servers: one with the site password gate
 * on, one with it off (the gate's cookie would hide what a request without cookies gets).
 *
 * - With the gate on, a request without the gate cookie gets the gate, a real static file or a bare 404: never the
 *   shop's 404 page with its layout and "Populärt just nu".
 * - Every page's 429 carries `Retry-After` (ADR 032), page and `.data` answers alike.
 * - Private pages (/konto, /orders, /orders/:id, the admin area) answer `Cache-Control: no-store`.
 * - A visitor's large body to the photo upload's path is refused before it is read; an admin's photo still fits.
 * - A photo sent for a product that does not exist leaves no files behind.
 * - A cross-origin sign-up without cookies is refused at the edge.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, App, freePort, gate, Jar, request, signIn, signUp, tempDir, type Answer, type Customer } from "../../scripts/faults/lib";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";
import type { Database } from "./db.server";

const html = { accept: "text/html" };

/** Sends `send` until it answers 429 (at most `max` times); that answer. */
async function until429(what: string, max: number, send: (i: number) => Promise<Answer>): Promise<Answer> {
  for (let i = 0; i < max; i++) {
    const a = await send(i);
    if (a.status === 429) return a;
    expect(a.status, `${what}: attempt ${i + 1}`).toBeLessThan(500);
  }
  throw new Error(`${what}: no 429 after ${max} requests`);
}

function expectRetryAfter(what: string, a: Answer) {
  expect(a.status, what).toBe(429);
  expect(a.headers["retry-after"], `${what}: Retry-After`).toMatch(/^[1-9]\d*$/);
}

/**
 * A POST whose headers say `headers` and whose body is sent in 64 KiB pieces up to `upTo` bytes, a piece every 20 ms,
 * while no answer has come. Resolves the answer's status and how many bytes were sent by then; null when none came
 * before the whole body was sent (and 3 s more).
 */
function postSlowly(base: string, pathname: string, headers: Record<string, string>, upTo: number): Promise<{ status: number; sent: number } | null> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(new URL(pathname, base), { method: "POST", headers, agent: false }, (res) => {
      answered = true;
      resolve({ status: res.statusCode ?? 0, sent });
      res.resume();
      req.destroy();
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const piece = Buffer.alloc(64 * 1024, 0x61);
    const write = () => {
      if (answered) return;
      if (sent >= upTo) {
        setTimeout(() => {
          if (answered) return;
          answered = true;
          req.destroy();
          resolve(null);
        }, 3_000);
        return;
      }
      sent += piece.length;
      req.write(piece, () => setTimeout(write, 20));
    };
    write();
  });
}

/** A multipart form with a photo; the body and its content type. */
function photoForm(bytes: Buffer): { body: Buffer; type: string } {
  const boundary = "----stilla-test-boundary";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="intent"\r\n\r\nphoto-add\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nEn påse Calm\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

function postRaw(base: string, pathname: string, jar: Jar, body: Buffer, type: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": type, "content-length": String(body.length), cookie: jar.header(), origin: base, ...html };
    const req = http.request(new URL(pathname, base), { method: "POST", headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe(`the HTTP edge of issue #32 (${TEST_DB_KIND})`, () => {
  const databases: Database[] = [];
  const apps: App[] = [];
  const dirs: string[] = [];
  let gated: App;
  let open: App;
  let admin: Jar;
  let customer: Customer;

  beforeAll(async () => {
    const start = async (label: string, env: NodeJS.ProcessEnv) => {
      const database = TEST_DB_KIND === "postgres" ? await createTestDatabase() : null;
      if (database) databases.push(database);
      const dataDir = tempDir(`edge-${label}`);
      dirs.push(dataDir);
      const app = new App({ port: await freePort(), dataDir, logFile: path.join(dataDir, "server.log"), databaseUrl: database?.url, env: { RATE_LIMIT_SCALE: "1", ...env } }).start();
      apps.push(app);
      return app;
    };
    gated = await start("gated", {});
    // The hero batch (three jobs) does not fit a queue of two: the full queue's 429 without rendering anything.
    open = await start("open", { SITE_PASSWORD: "", VIDEO_QUEUE_MAX: "2" });
    await Promise.all(apps.map((app) => app.healthy(180_000)));
    admin = await signIn(open.base, ADMIN.email, ADMIN.password);
    customer = await signUp(open.base, "edge");
  }, 600_000);

  afterAll(async () => {
    for (const app of apps) {
      await app.stop();
      app.close();
    }
    for (const database of databases) await database.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("with the gate on and no gate cookie, answers only the gate, a real file or a bare 404", async () => {
    const base = gated.base;
    const bare404 = [
      "/assets/no-such-file.js",
      "/assets/no-such-file.css",
      "/assets/..%2Fshop",
      "/assets/no-such-file.js.data",
      "/images/..%2Fshop",
      "/images/..%5Cshop",
      "/images/products/no-such.svg",
      "/images/uploads/no-such.webp",
      "/images/uploads/..%2F..%2Fshop",
      "/images/uploads/a/b",
      "/videos/..%5Cshop",
      "/videos/..%2Fshop",
      "/videos/no-such.mp4",
      "/videos/generated/no-such.mp4",
      "/sitemap.xml",
    ];
    for (const url of bare404) {
      for (const accept of ["text/html", "*/*"]) {
        const a = await request(base, "GET", url, { headers: { accept } });
        expect(a.status, url).toBe(404);
        expect(a.headers["content-type"], url).toMatch(/^text\/plain/);
        expect(a.body, url).not.toMatch(/Populärt|<html|<header|\/product\//i);
        expect(a.body.length, url).toBeLessThan(100);
      }
    }
    // robots.txt answers everyone, and with the gate on asks every crawler to stay out (ADR 069).
    const robots = await request(base, "GET", "/robots.txt", { headers: { accept: "*/*" } });
    expect(robots.status).toBe(200);
    expect(robots.headers["content-type"]).toMatch(/^text\/plain/);
    expect(robots.body).toBe("User-agent: *\nDisallow: /\n");
    // A form posted to such a path: the same bare 404.
    const posted = await request(base, "POST", "/images/..%2Fshop", { form: { a: "b" }, headers: html });
    expect(posted.status).toBe(404);
    expect(posted.body).not.toMatch(/Populärt|<html/);
    // Pages, and paths that only look like the static folders: the gate.
    for (const url of ["/shop", "/shop.data", "/no-such-page", "/images", "/assetsx/a.js", "/healthz/x", "/gate/x"]) {
      const a = await request(base, "GET", url, { headers: html });
      expect([302, 202, 204], url).toContain(a.status);
      expect(a.body, url).not.toMatch(/Populärt/);
    }
    const page = await request(base, "GET", "/no-such-page", { headers: html });
    expect(page.headers.location).toBe("/gate?next=%2Fno-such-page");
    // The gate itself, and real files.
    const gatePage = await request(base, "GET", "/gate", { headers: html });
    expect(gatePage.status).toBe(200);
    expect(gatePage.body).toContain("Lösenordsskyddad sida");
    expect(gatePage.body).not.toMatch(/Populärt/);
    expect((await request(base, "GET", "/favicon.svg")).status).toBe(200);
    const asset = /\/assets\/[^"]+\.js/.exec(gatePage.body)?.[0];
    expect(asset).toBeTruthy();
    expect((await request(base, "GET", asset!)).status).toBe(200);
    // With the gate cookie, a missing file still gets the shop's 404 page (nothing changed for visitors inside).
    const visitor = new Jar();
    await gate(base, visitor);
    const inside = await request(base, "GET", "/assets/no-such-file.js", { jar: visitor, headers: html });
    expect(inside.status).toBe(404);
    expect(inside.body).toContain("<html");
  });

  it("the gate's 429 carries Retry-After", async () => {
    const a = await until429("gate", 20, () => request(gated.base, "POST", "/gate", { form: { password: "fel", next: "/" }, headers: html }));
    expectRetryAfter("gate", a);
    expect(a.body).toContain("Lösenordsskyddad sida");
  });

  it("a cross-origin sign-up without cookies is refused at the edge, and creates no account", async () => {
    const base = open.base;
    const email = `utifran-${Date.now()}@example.se`;
    const password = "hemligt-lösen-1";
    const foreign = await request(base, "POST", "/api/auth/sign-up/email", { json: { name: "Utifrån", email, password }, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const referer = await request(base, "POST", "/api/auth/sign-up/email", { json: { name: "Utifrån", email, password }, headers: { referer: "https://evil.example/x" } });
    expect(referer.status).toBe(403);
    const signInAfter = await request(base, "POST", "/api/auth/sign-in/email", { json: { email, password }, headers: { origin: base } });
    expect(signInAfter.status).toBe(401);
  });

  it("a visitor's large body to the photo upload's path is refused before it is read", async () => {
    const base = open.base;
    const multipart = "multipart/form-data; boundary=x";
    // Declared: refused at once, after the first piece at most.
    const declared = await postSlowly(base, "/admin/products/calm", { "content-type": multipart, "content-length": String(8 * 1024 * 1024 - 1), origin: base }, 8 * 1024 * 1024 - 1);
    expect(declared?.status).toBe(413);
    expect(declared!.sent).toBeLessThanOrEqual(256 * 1024);
    // Chunked: refused once past the form limit (64 KiB), long before the photo's 8 MiB.
    const chunked = await postSlowly(base, "/admin/products/anything", { "content-type": multipart, "transfer-encoding": "chunked", origin: base }, 4 * 1024 * 1024);
    expect(chunked?.status).toBe(413);
    expect(chunked!.sent).toBeLessThanOrEqual(512 * 1024);
    // A signed-in customer is no admin either.
    const asCustomer = await postSlowly(base, "/admin/products/calm", { "content-type": multipart, "content-length": String(4 * 1024 * 1024), origin: base, cookie: customer.jar.header() }, 4 * 1024 * 1024);
    expect(asCustomer?.status).toBe(413);
  });

  it("a photo for a product that does not exist writes no file; one for a real product still goes through, over 64 KiB", async () => {
    const base = open.base;
    const uploads = path.join(open.opts.dataDir, "uploads", "products");
    const files = () => {
      try {
        return readdirSync(uploads);
      } catch {
        return [];
      }
    };
    const noise = randomBytes(320 * 320 * 3);
    const png = await sharp(noise, { raw: { width: 320, height: 320, channels: 3 } }).png().toBuffer();
    expect(png.length).toBeGreaterThan(64 * 1024);
    const { body, type } = photoForm(png);
    const missing = await postRaw(base, "/admin/products/no-such-product", admin, body, type);
    expect(missing.status).toBe(404);
    expect(files()).toEqual([]);
    const real = await postRaw(base, "/admin/products/calm", admin, body, type);
    expect(real.status).toBe(302);
    expect(real.headers.location).toBe("/admin/products/calm?klart=foto-add");
    expect(files()).toHaveLength(3);
  });

  it("private pages and their data answer Cache-Control: no-store", async () => {
    const base = open.base;
    const noStore = async (jar: Jar, url: string, status = 200) => {
      const a = await request(base, "GET", url, { jar, headers: html });
      expect(a.status, url).toBe(status);
      expect(a.headers["cache-control"], url).toBe("no-store");
    };
    // An order of the customer's own.
    expect((await request(base, "POST", "/cart", { jar: customer.jar, form: { intent: "add", productId: "calm", quantity: "1" }, headers: html })).status).toBe(302);
    const order = await request(base, "POST", "/checkout", {
      jar: customer.jar,
      headers: html,
      form: { intent: "place_order", name: "Åsa Öberg", email: customer.email, address: "Hornsgatan 12", city: "Stockholm", postalCode: "114 55", paymentMethod: "swish", idempotencyKey: `edge-${Date.now()}` },
    });
    expect(order.status).toBe(302);
    const orderPath = order.headers.location!.split("?")[0]!;
    for (const url of ["/konto", "/konto.data", "/orders", "/orders.data", orderPath, `${orderPath}.data`]) await noStore(customer.jar, url);
    for (const url of ["/admin", "/admin.data", "/admin/orders", "/admin/customers", "/admin/outbox", "/admin/products/calm", "/video-generator"]) await noStore(admin, url);
    // A public page is not touched.
    const shop = await request(base, "GET", "/shop", { jar: customer.jar, headers: html });
    expect(shop.headers["cache-control"]).not.toBe("no-store");
  });

  it("every page's 429 carries Retry-After", async () => {
    const base = open.base;
    const c = customer.jar;
    const post = (url: string, form: Record<string, string>, jar?: Jar) => request(base, "POST", url, { jar, form, headers: html });
    const results: [string, Answer][] = [];
    /** Routes whose 429 lacks Retry-After (or that never answered 429), listed together. */
    const missing: string[] = [];
    const check = async (what: string, max: number, send: (i: number) => Promise<Answer>) => {
      try {
        const a = await until429(what, max, send);
        results.push([what, a]);
        if (!/^[1-9]\d*$/.test(String(a.headers["retry-after"]))) missing.push(`${what}: no Retry-After`);
      } catch (err) {
        missing.push(String((err as Error).message));
      }
    };

    await post("/cart", { intent: "add", productId: "calm", quantity: "1" }, c);
    await check("discount code", 40, () => post("/checkout", { intent: "apply_code", code: "FINNSINTE" }, c));
    await check("gift card at checkout", 40, () => post("/checkout", { intent: "apply_gift_card", giftCardCode: "AAAA-BBBB-CCCC-DDDD" }, c));
    await check("gift card balance", 40, () => post("/gift-card/saldo", { code: "AAAA-BBBB-CCCC-DDDD" }));
    await check("contact", 20, (i) => post("/contact", { name: "Åsa Öberg", email: `kontakt-${i}@example.se`, subject: "En fråga", message: "Hej! Jag undrar över teet." }));
    await check("newsletter (data)", 20, (i) => post("/newsletter.data", { email: `brev-${i}@example.se`, source: "footer" }));
    await check("waitlist", 20, (i) => post("/subscription", { email: `vanta-${i}@example.se` }));
    await check("review", 20, () => post("/product/calm", { intent: "review", rating: "5", title: "Gott", comment: "Mycket gott te." }, c));
    await check("account newsletter", 40, (i) => post("/konto", { intent: i % 2 ? "newsletter_off" : "newsletter_on" }, c));
    await check("erasure", 20, () => post("/konto", { intent: "erase", password: "fel-lösenord" }, c));
    await check("forgot password", 20, () => post("/auth/glomt-losenord", { email: customer.email }));
    await check("reset password", 30, () => post("/auth/nytt-losenord", { token: "ogiltig", password: "nytt-lösen-123" }));
    await check("login form", 30, () => post("/auth", { intent: "login", email: customer.email, password: "fel-lösenord" }));
    await check("video queue", 2, () => post("/generate-hero-videos", { intent: "hero" }, admin));
    expect(missing).toEqual([]);
    for (const [what, a] of results) expectRetryAfter(what, a);
    const queue = results.find(([what]) => what === "video queue")![1];
    expect(queue.body).toContain("Videokön är full");
  });
});
