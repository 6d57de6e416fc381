import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUp, SITE_PASSWORD, test, uniqueEmail, unlockedPage } from "./fixtures";
import { ARTICLE_CATEGORY_LABELS, ARTICLES } from "../../app/content/articles";
import { FAQ } from "../../app/content/faq";
import { LEGAL_DOCUMENTS, NECESSARY_COOKIES } from "../../app/content/legal";
import { rasterPath } from "../../app/lib/art";

const swedishDate = (iso: string) =>
  new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

test.describe("journal", () => {
  test("/blog lists the five articles with category, image, author, date and read time", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Journal – Stilla");
    await expect(page.getByRole("heading", { level: 1, name: "Journal" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(ARTICLES.length);
    for (const a of ARTICLES) {
      const card = cards.filter({ has: page.getByRole("link", { name: a.title, exact: true }) });
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(ARTICLE_CATEGORY_LABELS[a.category]);
      await expect(card).toContainText(a.excerpt);
      await expect(card).toContainText(`Av ${a.author}`);
      await expect(card).toContainText(swedishDate(a.date));
      await expect(card).toContainText(`${a.readTimeMinutes} min läsning`);
      await expect(card.getByRole("img", { name: a.imageAlt })).toHaveAttribute("src", rasterPath(a.image, 1200));
      await expect(card.getByRole("link", { name: a.title, exact: true })).toHaveAttribute("href", `/blog/${a.id}`);
    }
    await expectAccessible(page);
  });

  for (const a of ARTICLES) {
    test(`/blog/${a.id} opens with its title and text`, async ({ page }) => {
      const res = await page.goto(`/blog/${a.id}`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${a.title} – Stilla`);
      await expect(page.getByRole("heading", { level: 1, name: a.title })).toBeVisible();
      const article = page.getByRole("main").getByRole("article").first();
      await expect(article).toContainText(swedishDate(a.date));
      const firstParagraph = a.content.find((b) => b.type === "p")!;
      await expect(article).toContainText((firstParagraph as { text: string }).text);
      for (const h2 of a.content.filter((b) => b.type === "h2")) {
        await expect(article.getByRole("heading", { level: 2, name: (h2 as { text: string }).text })).toBeVisible();
      }
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", a.excerpt);
      await expect(page.getByRole("heading", { level: 2, name: "Läs också" })).toBeVisible();
    });
  }

  test("an article is accessible, links to its teas and to other articles (client-side)", async ({ page }) => {
    await page.goto("/blog");
    const first = ARTICLES.find((a) => a.id === "somn-rutiner-tips")!;
    await page.getByRole("link", { name: first.title, exact: true }).click();
    await expect(page).toHaveURL(/\/blog\/somn-rutiner-tips$/);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expectAccessible(page);
    const teas = page.getByRole("complementary", { name: "Teerna i artikeln" });
    await expect(teas.getByRole("link", { name: /Sleep/ }).first()).toHaveAttribute("href", "/product/sleep");
    const also = page.getByRole("region", { name: "Läs också" });
    await expect(also.getByRole("article")).toHaveCount(2);
    const next = ARTICLES.find((a) => a.id === "vinter-ritualer")!;
    await also.getByRole("link", { name: next.title, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: next.title })).toBeVisible();
    await page.getByRole("link", { name: "Tillbaka till Journal" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown article answers 404 with 'Artikeln hittades inte' and a way back", async ({ page }) => {
    const res = await page.goto("/blog/finns-inte");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Artikeln hittades inte" })).toBeVisible();
    await expect(page).toHaveTitle("Artikeln hittades inte – Stilla");
    await page.getByRole("main").getByRole("link", { name: "Till Journal" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect((await page.request.get("/blog/SOMN-RUTINER-TIPS")).status()).toBe(404);
  });
});

test.describe("FAQ", () => {
  const [first, second] = [FAQ[0]!.items[0]!, FAQ[1]!.items[0]!];

  test("five categories, one item open at a time, and a link to /contact", async ({ page }) => {
    await page.goto("/faq");
    await expect(page).toHaveTitle("Vanliga frågor – Stilla");
    for (const c of FAQ) await expect(page.getByRole("heading", { level: 2, name: c.title })).toBeVisible();
    await expect(page.getByTestId("faq-item")).toHaveCount(FAQ.reduce((n, c) => n + c.items.length, 0));

    const itemA = page.locator(`details#${first.id}`);
    const itemB = page.locator(`details#${second.id}`);
    await expect(itemA.getByText(/Frakten kostar/)).toBeHidden();
    await itemA.locator("summary").click();
    await expect(itemA).toHaveAttribute("open", "");
    await expect(itemA.getByText(/Frakten kostar/)).toBeVisible();
    await itemB.locator("summary").click();
    await expect(itemB).toHaveAttribute("open", "");
    await expect(itemA).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(1);
    // The keyboard works too: Enter on a focused question opens it and closes the other.
    await itemA.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(itemA).toHaveAttribute("open", "");
    await expect(itemB).not.toHaveAttribute("open");
    await expect(page.locator("details[open]")).toHaveCount(1);

    await expectAccessible(page);
    await page.getByRole("main").getByRole("link", { name: "Kontakta oss" }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a link to a question opens it, and answers link on to the policies", async ({ page }) => {
    await page.goto("/faq#returns-how");
    const item = page.locator("details#returns-how");
    await expect(item).toHaveAttribute("open", "");
    await expect(item.getByRole("link", { name: "ångerblanketten" })).toHaveAttribute("href", "/angerblankett");
    await expect(item.getByRole("link", { name: "Mina Ordrar" })).toHaveAttribute("href", "/orders");
  });

  test("works without JavaScript: every question opens natively", async ({ browser, baseURL }) => {
    const page = await unlockedPage(browser, baseURL!, { javaScript: false });
    await page.goto("/faq");
    const item = page.locator(`details#${first.id}`);
    await item.locator("summary").click();
    await expect(item.getByText(/Frakten kostar/)).toBeVisible();
    await page.context().close();
  });
});

test.describe("legal pages", () => {
  const pages = [
    { path: "/terms", doc: LEGAL_DOCUMENTS.terms, sections: 9 },
    { path: "/privacy", doc: LEGAL_DOCUMENTS.privacy, sections: 12 },
    { path: "/cookies", doc: LEGAL_DOCUMENTS.cookies, sections: 8 },
    { path: "/returns", doc: LEGAL_DOCUMENTS.returns, sections: LEGAL_DOCUMENTS.returns.sections.length },
    { path: "/shipping", doc: LEGAL_DOCUMENTS.shipping, sections: LEGAL_DOCUMENTS.shipping.sections.length },
  ];

  for (const { path, doc, sections } of pages) {
    test(`${path} shows its heading, ${sections} sections and the fixed 'Senast uppdaterad' date`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(`${doc.title} – Stilla`);
      await expect(page.getByRole("heading", { level: 1, name: doc.title })).toBeVisible();
      await expect(page.getByTestId("legal-section")).toHaveCount(sections);
      for (const s of doc.sections) await expect(page.getByRole("heading", { level: 2, name: s.heading, exact: true })).toBeVisible();
      await expect(page.getByTestId("legal-updated")).toHaveText(`Senast uppdaterad ${swedishDate(doc.updated)}`);
      // A fixed date, never today's.
      await expect(page.getByTestId("legal-updated").locator("time")).toHaveAttribute("datetime", doc.updated);
      if (sections >= 6) {
        const toc = page.getByRole("navigation", { name: "Innehåll" });
        await expect(toc.getByRole("link")).toHaveCount(sections);
        await toc.getByRole("link").last().click();
        await expect(page).toHaveURL(/#[a-z0-9-]+$/);
      }
    });
  }

  test("/terms is accessible and points disputes to ARN", async ({ page }) => {
    await page.goto("/terms");
    await expectAccessible(page);
    const main = page.getByRole("main");
    await expect(main).toContainText("Allmänna reklamationsnämnden (ARN)");
    await expect(main).not.toContainText("ec.europa.eu/consumers/odr");
  });

  test("/returns links to the withdrawal form, and the footer links every legal page", async ({ page }) => {
    await page.goto("/returns");
    await page.getByRole("main").getByRole("link", { name: "standardformuläret för ångerrätt" }).first().click();
    await expect(page).toHaveURL(/\/angerblankett$/);
    await expect(page.getByRole("heading", { level: 1, name: "Standardformulär för utövande av ångerrätt" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Köpvillkor", "/terms"],
      ["Integritetspolicy", "/privacy"],
      ["Cookies", "/cookies"],
      ["Retur och återbetalning", "/returns"],
      ["Frakt och leverans", "/shipping"],
      ["Ångerblankett", "/angerblankett"],
      ["Tillgänglighet", "/tillganglighet"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("/tillganglighet is the accessibility statement: standard, tests, shortcomings, reporting and PTS (ADR 037)", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Tillgänglighet", exact: true }).click();
    await expect(page).toHaveURL(/\/tillganglighet$/);
    await expect(page).toHaveTitle("Tillgänglighetsredogörelse – Stilla");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Tillgänglighetsredogörelse" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: /brödsmul|breadcrumb/i }).getByText("Tillgänglighet", { exact: true })).toBeVisible();
    for (const heading of ["Standard och lag", "Så har vi testat", "Kända brister", "Anmäl ett problem", "Tillsyn"]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("WCAG");
    await expect(main).toContainText("EN 301 549");
    await expect(main).toContainText("28 juni 2025");
    await expect(main).toContainText("hej@stilla.se");
    await expect(main.getByRole("link", { name: "kontaktsidan" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Post- och telestyrelsens webbplats" })).toHaveAttribute("href", "https://www.pts.se");
    await expectAccessible(page, { every: true });
  });
});

test.describe("cookie choice on /cookies", () => {
  const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === "stilla_consent")?.value;

  test("changes the stored choice and says so", async ({ page }) => {
    await page.goto("/cookies");
    const form = page.getByRole("group", { name: "Ditt cookieval" });
    await expect(page.getByTestId("cookie-current")).toHaveText("Du har valt endast nödvändiga cookies.");
    await expect(form.getByRole("radio", { name: /Endast nödvändiga cookies/ })).toBeChecked();
    await form.getByRole("radio", { name: /Acceptera alla cookies/ }).check();
    await page.getByRole("button", { name: "Spara mitt val" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ditt cookieval är sparat." })).toBeVisible();
    await expect.poll(() => consentCookie(page)).toBe("all");
    await expect(page.getByTestId("cookie-current")).toHaveText("Du har valt att acceptera alla cookies.");

    await page.reload();
    await expect(page.getByTestId("cookie-current")).toHaveText("Du har valt att acceptera alla cookies.");
    await page.getByRole("radio", { name: /Endast nödvändiga cookies/ }).check();
    await page.getByRole("button", { name: "Spara mitt val" }).click();
    await expect.poll(() => consentCookie(page)).toBe("necessary");
    await expectAccessible(page);
  });

  test("works without JavaScript, and the banner goes away once a choice is stored", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: SITE_PASSWORD } });
    const page = await context.newPage();
    await page.goto("/cookies");
    await expect(page.getByTestId("cookie-current")).toHaveText("Du har inte gjort något val än.");
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(1);
    await page.getByRole("radio", { name: /Acceptera alla cookies/ }).check();
    await page.getByRole("button", { name: "Spara mitt val" }).click();
    await expect(page).toHaveURL(/\/cookies\?sparat=1#cookieval$/);
    await expect(page.getByText("Ditt cookieval är sparat.")).toBeVisible();
    await expect(page.getByTestId("cookie-current")).toHaveText("Du har valt att acceptera alla cookies.");
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("all");
    await context.close();
  });

  test("every cookie the shop sets is listed on /cookies", async ({ page }) => {
    await signUp(page, { name: "Kaka Kund", email: uniqueEmail("kaka"), password: "hemligt1" });
    await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible();
    await page.goto("/product/calm");
    await page.getByRole("button", { name: "Lägg Calm i varukorgen" }).click();
    await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
    const names = (await page.context().cookies()).map((c) => c.name.replace(/^__Secure-/, ""));
    expect(names).toEqual(expect.arrayContaining(["stilla_gate", "stilla.session_token", "stilla_consent"]));
    await page.goto("/cookies");
    const listed = await page.getByRole("main").textContent();
    for (const name of names) expect(listed, `cookie ${name}`).toContain(name);
    expect(NECESSARY_COOKIES.length).toBeGreaterThanOrEqual(4);
  });
});

// -------------------------------------------------------------------------------------------------
// Consistency (issue 5, "must show"): shipping and return figures read from the pages themselves.
// -------------------------------------------------------------------------------------------------

/** Every text block a reader can see or open (answers inside closed <details> included), one string each. */
async function blocks(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  return page
    .getByRole("main")
    .evaluate((main) =>
      Array.from(main.querySelectorAll("h1, h2, h3, p, li, summary, dt, dd")).map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()),
    );
}

const kronor = (text: string) => [...text.matchAll(/(\d{1,3}(?:[\s\u00a0]\d{3})*)[\s\u00a0]kr\b/g)].map((m) => Number(m[1]!.replace(/\D/g, "")));

interface Figures {
  /** "X kr" in sentences about shipping (not return shipping). */
  shippingKr: Set<number>;
  /** "X kr" in sentences about return shipping. */
  returnShippingKr: Set<number>;
  openPurchaseDays: Set<number>;
  withdrawalDays: Set<number>;
  refundDays: Set<number>;
  /** Every "N dagar"/"N dagars" on the page. */
  allDays: Set<number>;
  /** "1–2 arbetsdagar" etc. */
  workingDays: Set<string>;
}

function figures(texts: string[]): Figures {
  const f: Figures = {
    shippingKr: new Set(),
    returnShippingKr: new Set(),
    openPurchaseDays: new Set(),
    withdrawalDays: new Set(),
    refundDays: new Set(),
    allDays: new Set(),
    workingDays: new Set(),
  };
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const lower = sentence.toLowerCase();
      if (/returfrakt/.test(lower)) kronor(sentence).forEach((n) => f.returnShippingKr.add(n));
      else if (/frakt/.test(lower)) kronor(sentence).forEach((n) => f.shippingKr.add(n));
      for (const m of sentence.matchAll(/(\d+)[–-](\d+) arbetsdagar/g)) f.workingDays.add(`${m[1]}–${m[2]}`);
      for (const m of sentence.matchAll(/\b(\d+) dagars?\b/g)) {
        const n = Number(m[1]);
        f.allDays.add(n);
        // The words right after the figure say what it is ("14 dagars ångerrätt"); otherwise the words before it.
        const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 20);
        const before = lower.slice(Math.max(0, m.index - 60), m.index);
        const kind = (t: string) =>
          /öppet köp/.test(t) ? "open" : /ånger|ångra/.test(t) ? "withdrawal" : /tillbaka|återbetal/.test(t) ? "refund" : null;
        const what = kind(after) ?? kind(before);
        if (what === "open") f.openPurchaseDays.add(n);
        else if (what === "withdrawal") f.withdrawalDays.add(n);
        else if (what === "refund") f.refundDays.add(n);
      }
    }
  }
  return f;
}

test("shipping and return figures agree on /faq, /terms, /shipping, /returns and in the cart", async ({ page }) => {
  // The cart: one Sleep (under the threshold) shows the fee, and subtotal + "X kr kvar till fri frakt" is the threshold.
  await page.goto("/product/sleep");
  await page.getByRole("button", { name: "Lägg Sleep i varukorgen" }).click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
  await page.goto("/cart");
  const main = page.getByRole("main");
  const feeKr = kronor((await main.getByTestId("shipping").textContent()) ?? "")[0]!;
  const subtotalKr = kronor((await main.getByTestId("subtotal").textContent()) ?? "")[0]!;
  const progress = (await main.getByText(/kvar till fri frakt/).textContent()) ?? "";
  const remainingKr = kronor(progress)[0]!;
  const thresholdKr = subtotalKr + remainingKr;
  expect(subtotalKr).toBeLessThan(thresholdKr);
  expect([feeKr, thresholdKr]).toEqual([49, 500]);

  const pages: Record<string, Figures> = {};
  for (const path of ["/faq", "/terms", "/shipping", "/returns"]) pages[path] = figures(await blocks(page, path));

  // Shipping: every page that names a shipping amount names exactly the cart's fee and threshold.
  for (const path of ["/faq", "/terms", "/shipping"]) {
    expect([...pages[path]!.shippingKr].sort((a, b) => a - b), `shipping kr on ${path}`).toEqual([feeKr, thresholdKr]);
    expect([...pages[path]!.workingDays].sort(), `working days on ${path}`).toEqual(["1–2", "2–4"]);
  }
  expect([...pages["/returns"]!.shippingKr], "no other shipping amount on /returns").toEqual([]);

  // Returns: one return-shipping fee, one open-purchase period, one withdrawal period, one refund period.
  const union = <K extends keyof Figures>(key: K) => [...new Set(Object.values(pages).flatMap((f) => [...(f[key] as Set<number | string>)]))];
  for (const path of ["/faq", "/terms", "/returns"]) {
    expect([...pages[path]!.returnShippingKr], `return shipping on ${path}`).toEqual([feeKr]);
    expect([...pages[path]!.openPurchaseDays], `open purchase on ${path}`).toEqual([30]);
    expect([...pages[path]!.withdrawalDays], `withdrawal on ${path}`).toEqual([14]);
  }
  expect(union("refundDays")).toEqual([14]);
  // No page mentions any other period in days (the original said 5–7 working days for refunds).
  expect(union("allDays").sort()).toEqual([14, 30]);
  expect(union("workingDays").sort()).toEqual(["1–2", "2–4"]);
});

test.describe("absolute URLs (ADR 032)", () => {
  test("a forged Host header never reaches the page: og:image and JSON-LD use PUBLIC_URL", async ({ page }) => {
    for (const path of [`/blog/${ARTICLES[0]!.id}`, "/product/calm"]) {
      const res = await page.request.get(path, { headers: { host: "evil.example", "x-forwarded-host": "evil.example" } });
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(html, path).toContain('property="og:image"');
      expect(html, path).not.toContain("evil.example");
    }
  });
});
