import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { isClockMessage, type ClockMessage } from "../../scripts/e2e-clock";
import { answers, freePort } from "../../scripts/ports";
import { E2E_ENV, e2eDatabaseName, e2eMailDir, e2ePgliteTemplate } from "./env";
import { RENDER_WHEN_NEAR } from "../../app/lib/render-when-near";

export const SITE_PASSWORD = E2E_ENV.SITE_PASSWORD;
export const ADMIN = { email: E2E_ENV.ADMIN_EMAIL, password: E2E_ENV.ADMIN_PASSWORD };

interface Options {
  /** Pass the site password gate before the test (default true). */
  gateUnlocked: boolean;
  /** A stored cookie choice before the test (default "necessary"; null shows the banner). */
  consent: "all" | "necessary" | null;
}

/**
 * A server of the worker's own, on a database of its own (ADR 061): for the specs that change what every shopper sees
 * (a new product in the catalogue, the home hero's videos) or move the server's clock, so that no other spec sees
 * their changes and none has to run last. Started the first time a test of the worker asks for it (a worker that runs
 * none of those specs starts none), stopped with the worker.
 */
export interface OwnServer {
  baseURL: string;
  /** Moves the server's clock `ms` forward (scripts/e2e-clock.ts); resolves once the server has moved it. */
  advanceClock(ms: number): Promise<void>;
  /** How far the server's clock is ahead of the real time, in ms (what advanceClock has added up to). */
  clockOffsetMs(): number;
}

interface WorkerFixtures {
  ownServer: OwnServer;
}

export const test = base.extend<Options, WorkerFixtures>({
  ownServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
    async ({}, use) => {
      const server = await startOwnServer();
      try {
        await use(server.api);
      } finally {
        await server.stop();
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  gateUnlocked: [true, { option: true }],
  consent: ["necessary", { option: true }],
  context: async ({ context, gateUnlocked, consent, baseURL }, use) => {
    if (gateUnlocked) {
      const res = await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } });
      expect(res.ok()).toBe(true);
    }
    if (consent) await context.addCookies([{ name: "stilla_consent", value: consent, url: baseURL! }]);
    await use(context);
  },
  // Pages work before hydration (plain form posts), so a test that clicks too early would silently take
  // the no-JavaScript path. With JavaScript on, page.goto therefore also waits for <html data-hydrated>.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      gotoWaitsForHydration(page);
    }
    await use(page);
  },
});

export { expect };

/**
 * Waits until React has taken over the page (<html data-hydrated>), the signal the shop itself sets. For pages
 * opened outside the `page` fixture (other browser contexts), whose goto does not wait for it.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 15_000 });
}

/**
 * Products that some e2e spec reviews (reviews.spec.ts: Teburk, Glaskopp, Tefilter; before-hydration.spec.ts:
 * Temått). Specs run in parallel against one database, so only the other products' cards may be asserted
 * to show no rating. A spec that starts reviewing another product adds it here.
 */
export const REVIEWED_IN_E2E: ReadonlySet<string> = new Set(["tea-jar", "glass-cup", "tea-bags", "tea-spoon", "teapot"]);

let counter = 0;
/** A unique e-mail address per call (tests run in parallel against one database). */
export function uniqueEmail(prefix = "kund"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.se`;
}

export async function signUp(page: Page, p: { name: string; email: string; password: string }, redirectTo?: string) {
  await page.goto(`/auth?tab=signup${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`);
  await page.getByLabel("Fullständigt namn").fill(p.name);
  await page.getByLabel("E-post").fill(p.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(p.password);
  await page.getByRole("button", { name: "Skapa konto" }).click();
}

/**
 * Signs up by posting the /auth form the way a browser without JavaScript does (the same action as the UI), from
 * the page's own request context, so the session and cart cookies land in its browser. For tests whose subject is
 * not the sign-up itself; the sign-up page is driven through the UI by auth.spec.ts and the specs that call signUp.
 */
export async function signUpByForm(page: Page, p: { name: string; email: string; password: string }) {
  const res = await page.request.post("/auth", {
    form: { intent: "signup", fullName: p.name, email: p.email, password: p.password, redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-up of ${p.email}`).toBe(302);
}

export async function logIn(page: Page, p: { email: string; password: string }, redirectTo?: string) {
  await page.goto(`/auth${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`);
  await page.getByLabel("E-post").fill(p.email);
  await page.getByLabel("Lösenord", { exact: true }).fill(p.password);
  await page.getByRole("button", { name: "Logga in" }).click();
}

/**
 * axe-core: no serious or critical violation on the current page (`every`: no violation of any impact). It
 * scans with reduced motion, so the home hero holds still: mid-crossfade, axe measured the contrast of two
 * blended slides.
 */
export async function expectAccessible(page: Page, opts: { every?: boolean } = {}) {
  expect(await accessibilityViolations(page, opts)).toEqual([]);
}

/** How many of the elements `marked` finds are not drawn yet (`render-when-near` still skipping them, ADR 050). */
export function notYetDrawn(marked: Locator): Promise<number> {
  return marked.evaluateAll((els) => els.filter((e) => getComputedStyle(e).contentVisibility !== "visible").length);
}

/** The axe-core violations expectAccessible fails on, as "rule: targets" lines (for a soft expectation). */
export async function accessibilityViolations(page: Page, opts: { every?: boolean } = {}): Promise<string[]> {
  const reduced = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: "reduce" });
  // axe finds the colour behind a text by hit-testing, and the browser does not hit-test a section it skips while it
  // is far from the viewport (`render-when-near`, ADR 050): rendered as on screen, every section is checked.
  const rendered = await page.addStyleTag({ content: `.${RENDER_WHEN_NEAR} { content-visibility: visible !important; }` });
  // Legacy mode: one axe.run in the page. The default mode runs axe in every frame and then finishes in a new blank
  // page it opens and injects axe into again, per scan; the shop has no cross-origin frames, the one case that needs
  // it. Same violations, passes and incomplete results on the pages compared, in about 60 % of the time.
  // resultTypes: only violations are read, so passes and incomplete results keep one node each instead of every node:
  // the same violations with every node, a scan 20–30 % faster (/, /shop, /product/sleep, /faq, each with an image
  // without alt text and two low-contrast paragraphs injected). It comes before withTags, which it would otherwise replace.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode()
    .analyze();
  await rendered.evaluate((s) => (s as Element).remove());
  if (!reduced) await page.emulateMedia({ reducedMotion: null });
  const bad = results.violations.filter((v) => opts.every || v.impact === "serious" || v.impact === "critical");
  return bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

export interface SinkMail {
  from: string;
  to: string[];
  /** The raw message (headers + body, as sent). */
  raw: string;
}

/** Mails the e2e server's SMTP sink received for `to`, oldest first; waits up to `timeoutMs` for at least one matching `match`. */
export async function mailsTo(baseURL: string, to: string, match: (m: SinkMail) => boolean = () => true, timeoutMs = 15_000): Promise<SinkMail[]> {
  const dir = e2eMailDir(new URL(baseURL).port);
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = existsSync(dir)
      ? readdirSync(dir)
          .sort()
          .map((f) => JSON.parse(readFileSync(path.join(dir, f), "utf8")) as SinkMail)
          .filter((m) => m.to.includes(to))
      : [];
    if (found.some(match) || Date.now() > end) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A mail's text parts, decoded enough to search them for text and links: each MIME part by its own transfer encoding
 * (quoted-printable or base64); attachments (a PDF, ADR 076) are left out.
 */
export function mailText(raw: string): string {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const escape = (b: string) => b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = boundaries.length ? raw.split(new RegExp(`\\r?\\n?--(?:${boundaries.map(escape).join("|")})(?:--)?[ \\t]*\\r?\\n`)) : [raw];
  return parts.map(decodePart).join("\n");
}

function decodePart(part: string): string {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return "";
  const head = part.slice(0, at);
  const body = part.slice(at).replace(/^\r?\n\r?\n/, "");
  if (/Content-Type:\s*(application|image|audio|video)\//i.test(head) || /Content-Disposition:\s*attachment/i.test(head)) return "";
  if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (!/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) return body;
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Another browser, past the site password, with the cookie choice made (`javaScript: false` for the no-script path). */
export async function unlockedPage(browser: Browser, baseURL: string, { javaScript = true }: { javaScript?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "sv-SE", timezoneId: "Europe/Stockholm", javaScriptEnabled: javaScript, reducedMotion: "reduce" });
  const res = await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } });
  expect(res.ok()).toBe(true);
  await context.addCookies([{ name: "stilla_consent", value: "necessary", url: baseURL }]);
  return context.newPage();
}

/**
 * The admin's signed-in browser state (gate, cookie choice, session), one per worker and server: signed in once by
 * posting the /auth form, then every adminPage starts from it. The admin's log-in through the page itself is in
 * auth.spec.ts, admin-guard.spec.ts and honest-claims.spec.ts.
 */
const adminStates = new Map<string, Promise<Awaited<ReturnType<BrowserContext["storageState"]>>>>();

function adminState(browser: Browser, baseURL: string) {
  let state = adminStates.get(baseURL);
  if (!state) {
    state = (async () => {
      const context = await browser.newContext({ baseURL });
      try {
        const gate = await context.request.post("/gate", { form: { password: SITE_PASSWORD, next: "/" } });
        expect(gate.ok()).toBe(true);
        await context.addCookies([{ name: "stilla_consent", value: "necessary", url: baseURL }]);
        const res = await context.request.post("/auth", { form: { intent: "login", email: ADMIN.email, password: ADMIN.password, redirectTo: "/admin" }, maxRedirects: 0 });
        expect(res.status(), "the admin's sign-in").toBe(302);
        return await context.storageState();
      } finally {
        await context.close();
      }
    })();
    state.catch(() => adminStates.delete(baseURL));
    adminStates.set(baseURL, state);
  }
  return state;
}

/** Signs `context` in as the admin (it gets the admin's cookies: gate, cookie choice, session). */
export async function signInAsAdmin(context: BrowserContext, browser: Browser, baseURL: string) {
  await context.addCookies((await adminState(browser, baseURL)).cookies);
}

/** The shop's admin, signed in, on `path`. */
export async function adminPage(browser: Browser, baseURL: string, path = "/admin/orders"): Promise<Page> {
  for (let attempt = 0; ; attempt++) {
    const storageState = await adminState(browser, baseURL);
    const context = await browser.newContext({ baseURL, locale: "sv-SE", timezoneId: "Europe/Stockholm", reducedMotion: "reduce", storageState });
    const page = await context.newPage();
    const res = await page.goto(path);
    // A server started afresh (honest-claims.spec.ts) knows no earlier session: sign in again, once.
    if (res?.status() === 404 && attempt === 0) {
      adminStates.delete(baseURL);
      await context.close();
      continue;
    }
    await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, (c) => `\\${c}`)}`));
    await hydrated(page);
    return page;
  }
}

/** Makes `page.goto` also wait for <html data-hydrated> after an HTML page (see the `page` fixture). */
export function gotoWaitsForHydration(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html")) {
      // A locator wait, not waitForFunction: it keeps working when a test installs page.clock.
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 15_000 });
    }
    return response;
  };
}

/** On /checkout: fills the delivery form (Hornsgatan 12, 114 55 Stockholm) and places the order. */
export async function fillCheckoutAndOrder(page: Page, p: { customer: string; email: string; paymentMethod?: "Swish" | "Faktura" | RegExp }) {
  const form = page.getByRole("form", { name: "Kassa" });
  await form.getByLabel("Namn", { exact: true }).fill(p.customer);
  await form.getByLabel("E-post", { exact: true }).fill(p.email);
  await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
  await form.getByLabel("Postnummer", { exact: true }).fill("114 55");
  await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
  await form.getByRole("radio", { name: p.paymentMethod ?? "Swish" }).check();
  await page.getByRole("button", { name: "Beställ med betalningsskyldighet" }).click();
}

/**
 * On /admin/products/ny: fills every field of a new, inactive blend (texts start with `word`, a prefix no other
 * spec searches for) except the price. The product specs then type their own price and submit.
 */
export async function fillNewProduct(form: Locator, p: { id: string; name: string; word: string; grams: number }) {
  await form.getByLabel("Namn", { exact: true }).fill(p.name);
  await form.getByLabel("Id (adress i butiken)").fill(p.id);
  await form.getByLabel("Kategori").selectOption("blend");
  await form.getByLabel("Underrubrik (en rad under namnet)").fill(`${p.word} xyloprov i koppen`);
  await form.getByLabel("Kort beskrivning (kort och sökning)").fill(`${p.word} xyloprov, en blandning som bara finns i testet.`);
  await form.getByLabel("Fullständig beskrivning (stycken skiljs med en tom rad)").fill("Första stycket.\n\nAndra stycket.");
  await form.getByLabel("Ingredienser (en per rad)").fill("Kamomill\nCitronmeliss");
  await form.getByLabel("Fördelar (en per rad)").fill("Mild");
  await form.getByLabel("Så använder du den (ett steg per rad)").fill("Dra 5 minuter");
  await form.getByLabel("Förvaring och livsmedelsinformation").fill("Torrt och mörkt.");
  await form.getByLabel("Vikt som den visas (t.ex. 50 g)").fill(`${p.grams} g`);
  await form.getByLabel("Nettovikt i gram (för jämförpris, lämna tomt för tillbehör)").fill(String(p.grams));
  await form.getByLabel("Fraktvikt i gram (paketerad, för leveranssätt och frakt)").fill(String(p.grams + 60));
  await form.getByLabel("Aktiv direkt (syns i butiken)").uncheck();
}

/** Checkout lands on the order page with ?tack=1 (the thank-you comes first). */
const ORDER_PAGE = /\/orders\/([0-9a-f-]{36})\?tack=1$/;

/**
 * A new customer signs up (by the form post, or through the sign-up page with `signUpThroughUi`), adds one
 * product on its page and orders it through the real /checkout.
 */
export async function orderThroughUi(
  page: Page,
  opts: { productId?: string; productName?: string; customer?: string; email?: string; paymentMethod?: "Swish" | "Faktura"; code?: string; signUpThroughUi?: boolean; atCheckout?: (page: Page) => Promise<void> } = {},
) {
  const { productId = "sleep", productName = "Sleep", customer = "Åsa Öberg", paymentMethod = "Swish" } = opts;
  const email = opts.email ?? uniqueEmail("order");
  if (opts.signUpThroughUi) {
    await signUp(page, { name: customer, email, password: "hemligt1" });
    // Password hashing is slow on a loaded machine: allow it more than the default 7 s.
    await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible({ timeout: 20_000 });
  } else {
    await signUpByForm(page, { name: customer, email, password: "hemligt1" });
  }
  await page.goto(`/product/${productId}`);
  await hydrated(page);
  await page.getByRole("button", { name: `Lägg ${productName} i varukorgen` }).first().click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
  await page.goto("/checkout");
  if (opts.code) {
    await page.getByLabel("Rabattkod", { exact: true }).fill(opts.code);
    await page.getByRole("button", { name: "Använd" }).click();
    await expect(page.getByText(`Rabattkoden ${opts.code} används`)).toBeVisible();
  }
  await opts.atCheckout?.(page);
  await fillCheckoutAndOrder(page, { customer, email, paymentMethod });
  await expect(page).toHaveURL(ORDER_PAGE, { timeout: 30_000 });
  const url = new URL(page.url());
  const id = ORDER_PAGE.exec(url.pathname + url.search)![1]!;
  // The address changes before the order page has loaded: wait for it (slowly, on a loaded machine).
  await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({ timeout: 30_000 });
  const heading = page.getByRole("heading", { level: 2, name: /^Order \d+$/ });
  const number = Number(/\d+/.exec((await heading.textContent()) ?? "")![0]);
  expect(number).toBeGreaterThanOrEqual(1001);
  return { email, id, number, url: `/orders/${id}` };
}

/**
 * A server of the spec's own (scripts/e2e-server.ts on a fresh PGlite and a free port), started before the spec's
 * tests and stopped after them, and the spec's `baseURL`: for specs that need a fresh shop or change what every
 * shopper sees (the home page's figures, the shop's identity). Call it once at the top of the spec file (or of a
 * describe block); `env` over the e2e environment, such as `{ SITE_PASSWORD: "" }` for a shop without the gate.
 * Its tests run in one worker, in order (unless the file says `serial`): a file spread over both workers would start
 * a server in each, ~12 s of CPU apiece on this 2-core machine.
 */
export function useSpecServer(env: NodeJS.ProcessEnv | (() => Promise<NodeJS.ProcessEnv>) = {}): { readonly baseURL: string } {
  let server: Awaited<ReturnType<typeof startOwnServer>> | null = null;
  let starting: Promise<Awaited<ReturnType<typeof startOwnServer>>> | null = null;
  /** Set by afterAll: the spec's tests in this worker are done, until a beforeAll starts them again. */
  let stopped = false;
  let lastBaseURL = "";
  // Started by whichever asks first: Playwright may set up the spec's baseURL before its beforeAll runs.
  const start = () =>
    (starting ??= (typeof env === "function" ? env() : Promise.resolve(env)).then(startOwnServer).then((s) => {
      server = s;
      return s;
    }));
  const own = {
    get baseURL(): string {
      if (!server) throw new Error("the spec's own server has not started");
      return server.api.baseURL;
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stopped = false;
    await start();
  });
  // Playwright may run a file's afterAll and later, in the same worker, its beforeAll again for more of its tests:
  // the stopped server is forgotten, so that beforeAll starts a fresh one instead of the tests reaching a closed port.
  test.afterAll(async () => {
    const stopping = server;
    server = null;
    starting = null;
    stopped = true;
    await stopping?.stop();
  });
  // Playwright sets up `baseURL` for every hook too, also for a spec's own afterAll that runs after this one (closing
  // its payment double): there it must not start a server nobody stops (it did, ~12 s of CPU per such spec).
  test.use({
    baseURL: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads what a fixture needs from this pattern: nothing.
      async ({}, use) => use(stopped ? lastBaseURL : (lastBaseURL = (await start()).api.baseURL)),
      { scope: "test", timeout: 240_000 },
    ],
  });
  return own;
}

/**
 * scripts/e2e-server.ts on a fresh PGlite database (a copy of the run's template) and a free port, with the test clock and an IPC channel to it;
 * `extraEnv` over the e2e environment (`SITE_PASSWORD: ""`: the gate off).
 */
async function startOwnServer(extraEnv: NodeJS.ProcessEnv = {}): Promise<{ api: OwnServer; stop: () => Promise<void> }> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, ...E2E_ENV, PORT: String(port), E2E_DB: "pglite", PUBLIC_URL: baseURL, E2E_MAILDIR: e2eMailDir(port), E2E_CLOCK: "1", E2E_PGLITE_TEMPLATE: e2ePgliteTemplate(), ...extraEnv };
  delete env.E2E_WAIT_FOR;
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/e2e-server.ts"], { env, stdio: ["ignore", "ignore", "pipe", "ipc"] });
  const errors: string[] = [];
  child.stderr!.on("data", (d: Buffer) => errors.push(d.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const end = Date.now() + 170_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the worker's own e2e server exited (${child.exitCode}):\n${errors.join("")}`);
    if (await answers(`${baseURL}/healthz`)) break;
    if (Date.now() > end) {
      child.kill("SIGKILL");
      throw new Error(`the worker's own e2e server on ${port} did not start:\n${errors.join("")}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  let offsetMs = 0;
  const api: OwnServer = {
    baseURL,
    clockOffsetMs: () => offsetMs,
    advanceClock(ms: number) {
      if (!(ms >= 0)) throw new Error("the server's clock only moves forward (ADR 061)");
      offsetMs += ms;
      const wanted = offsetMs;
      return new Promise<void>((resolve) => {
        const onMessage = (message: unknown) => {
          if (!isClockMessage(message) || message.offsetMs !== wanted) return;
          child.off("message", onMessage);
          resolve();
        };
        child.on("message", onMessage);
        child.send({ type: "stilla-test-clock", offsetMs: wanted } satisfies ClockMessage);
      });
    },
  };
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    }
    // On PostgreSQL the server made a database named after its port, a free port that no later run asks for again.
    if (env.E2E_DB === "postgres" && env.TEST_DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await client.query(`drop database if exists ${e2eDatabaseName(port)} with (force)`);
      } finally {
        await client.end();
      }
    }
  };
  return { api, stop };
}
