import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, hydrated, orderThroughUi, signUp, signUpByForm, test, uniqueEmail, unlockedPage } from "./fixtures";

// Products reviewed here and nowhere else in the e2e suite (tests run in parallel on one database):
// tea-jar (validation, edit, XSS, no-JS), glass-cup (only the average test), tea-bags (verified purchase),
// teapot (reporting and hiding).
const reviews = (page: Page) => page.locator("#omdomen");
const reviewItem = (page: Page, author: string) => reviews(page).getByTestId("review").filter({ hasText: author });
// The form sits in a <details>: its <summary> is the toggle (it works before hydration and without JavaScript).
const FORM_TOGGLE = /^(Skriv en recension|Ändra din recension)$/;
const disclosure = (page: Page) => reviews(page).locator("details").filter({ has: page.locator("summary", { hasText: FORM_TOGGLE }) });
const toggle = (page: Page) => disclosure(page).locator("summary").filter({ hasText: FORM_TOGGLE });
const form = (page: Page) => reviews(page).getByRole("form", { name: "Din recension" });

/**
 * A new customer, signed in (by the sign-up form's post; the sign-up page that comes back to the reviews is the
 * first test's), on the product page with JavaScript running.
 */
async function customerOn(page: Page, productId: string, name: string) {
  await signUpByForm(page, { name, email: uniqueEmail("recension"), password: "hemligt1" });
  await page.goto(`/product/${productId}`);
  await hydrated(page);
}

async function writeReview(page: Page, r: { rating?: number; title: string; comment: string }) {
  if (!(await disclosure(page).evaluate((d: HTMLDetailsElement) => d.open))) await toggle(page).click();
  const f = form(page);
  if (r.rating) await f.getByRole("radio", { name: `${r.rating} av 5 stjärnor` }).check();
  await f.getByLabel("Rubrik").fill(r.title);
  await f.getByLabel("Recension", { exact: true }).fill(r.comment);
  await f.getByRole("button", { name: "Skicka recension" }).click();
}

test.describe("product reviews", () => {
  test("signed out: the message and a way to /auth that comes back to the reviews", async ({ page }) => {
    await page.goto("/product/tea-jar");
    await expect(reviews(page).getByRole("heading", { level: 2, name: "Omdömen" })).toBeVisible();
    await expect(reviews(page)).toContainText("Du måste vara inloggad för att skriva en recension");
    await expect(toggle(page)).toHaveCount(0);
    await expect(reviews(page).getByRole("complementary", { name: "Så kontrolleras recensionerna" })).toContainText("Verifierat köp");
    const link = reviews(page).getByRole("link", { name: "Logga in eller skapa ett konto" });
    await expect(link).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent("/product/tea-jar#omdomen")}`);
    await link.click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fproduct%2Ftea-jar%23omdomen$/);
    const back = new URL(page.url()).searchParams.get("redirectTo")!;
    await signUp(page, { name: "Tillbaka Kund", email: uniqueEmail("tillbaka"), password: "hemligt1" }, back);
    await expect(page).toHaveURL(/\/product\/tea-jar#omdomen$/);
    await expect(toggle(page)).toBeVisible();
    await expect(reviews(page)).not.toContainText("Du måste vara inloggad");
  });

  test("validation messages, counters and limits; a failure says why; the open form passes axe", async ({ page, context }) => {
    await customerOn(page, "tea-jar", "Vilma Validering");
    await expect(form(page)).toBeHidden();
    await toggle(page).click();
    await expect(disclosure(page)).toHaveAttribute("open", "");
    const f = form(page);
    await expect(f).toBeVisible();
    await expect(f.getByRole("radiogroup", { name: "Betyg" }).getByRole("radio")).toHaveCount(5);
    await expectAccessible(page);

    await f.getByRole("button", { name: "Skicka recension" }).click();
    await expect(f.getByText("Vänligen välj ett betyg")).toBeVisible();
    await expect(f.getByText("Vänligen fyll i alla fält")).toHaveCount(2);
    await expect(f.getByRole("radio", { name: "1 av 5 stjärnor" })).toBeFocused();

    await f.getByRole("radio", { name: "4 av 5 stjärnor" }).check();
    await f.getByLabel("Rubrik").fill("   ");
    await f.getByLabel("Recension", { exact: true }).fill("Fin burk");
    await f.getByRole("button", { name: "Skicka recension" }).click();
    await expect(f.getByText("Vänligen välj ett betyg")).toHaveCount(0);
    await expect(f.getByText("Vänligen fyll i alla fält")).toHaveCount(1);
    await expect(f.getByLabel("Rubrik")).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByLabel("Rubrik")).toBeFocused();
    await expectAccessible(page);

    // Live counters, and the limits hold (100 / 1000 characters).
    await expect(f.getByText("3/100 tecken")).toBeVisible();
    await f.getByLabel("Rubrik").fill("Tät");
    await expect(f.getByText("3/100 tecken")).toBeVisible();
    await expect(f.getByText("8/1000 tecken")).toBeVisible();
    await f.getByLabel("Rubrik").fill("å".repeat(130));
    await expect(f.getByLabel("Rubrik")).toHaveValue("å".repeat(100));
    await expect(f.getByText("100/100 tecken")).toBeVisible();
    await f.getByLabel("Recension", { exact: true }).fill("ö".repeat(1200));
    await expect(f.getByText("1000/1000 tecken")).toBeVisible();
    await f.getByLabel("Recension", { exact: true }).fill("Fin burk");

    // The session ends before the submit: the server refuses, and the form says so.
    const session = (await context.cookies()).filter((c) => /session/i.test(c.name));
    expect(session.length).toBeGreaterThan(0);
    for (const c of session) await context.clearCookies({ name: c.name });
    await f.getByRole("button", { name: "Skicka recension" }).click();
    const alert = f.getByRole("alert");
    await expect(alert).toContainText("Kunde inte skicka recensionen");
    await expect(alert).toContainText("Du måste vara inloggad för att skriva en recension");
    await expect(page.getByTestId("toast").filter({ hasText: "Kunde inte skicka recensionen" })).toBeVisible();
    await page.goto("/product/tea-jar");
    await expect(reviewItem(page, "Vilma Validering")).toHaveCount(0);
  });

  test("a review shows with its author; a submit closes the form; a second one edits the first", async ({ page }) => {
    await customerOn(page, "tea-jar", "Edvin Ändrasson");
    await writeReview(page, { rating: 2, title: "Första intrycket", comment: "Locket sitter lite hårt." });
    await expect(page.getByTestId("toast").filter({ hasText: "Tack för din recension!" })).toContainText("Ditt omdöme är publicerat.");
    await expect(form(page)).toBeHidden();
    await expect(toggle(page)).toHaveText("Ändra din recension");
    await expect(disclosure(page)).not.toHaveAttribute("open");
    const mine = reviewItem(page, "Edvin Ändrasson");
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole("heading", { name: "Första intrycket" })).toBeVisible();
    await expect(mine).toContainText("Locket sitter lite hårt.");
    await expect(mine).toContainText("2 av 5 stjärnor");
    const today = new Intl.DateTimeFormat("sv-SE", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Stockholm" }).format(new Date());
    await expect(mine.locator("time")).toHaveText(today);
    await expect(mine).not.toContainText("Verifierat köp");

    // Open again: the form holds the saved review; a second submit replaces it.
    await toggle(page).click();
    await expect(form(page).getByLabel("Rubrik")).toHaveValue("Första intrycket");
    await expect(form(page).getByRole("radio", { name: "2 av 5 stjärnor" })).toBeChecked();
    await writeReview(page, { rating: 5, title: "Efter en månad", comment: "Locket har satt sig, nu perfekt." });
    await expect(page.getByTestId("toast").filter({ hasText: "Ditt omdöme är uppdaterat." })).toBeVisible();
    await expect(form(page)).toBeHidden();
    await page.reload();
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole("heading", { name: "Efter en månad" })).toBeVisible();
    await expect(mine).toContainText("5 av 5 stjärnor");
    await expect(mine).toContainText(`(ändrad ${today})`);
    await expect(reviews(page)).not.toContainText("Första intrycket");
  });

  test("script and img tags in a review are shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    await customerOn(page, "tea-jar", "Xerxes Skriptsson");
    const title = "<script>alert(1)</script>";
    const comment = "<img src=x onerror=alert(1)> och <b>fet</b>";
    await writeReview(page, { rating: 1, title, comment });
    const mine = reviewItem(page, "Xerxes Skriptsson");
    for (const render of ["after the fetcher", "as rendered by the server"]) {
      await expect(mine.getByRole("heading", { name: title }), render).toBeVisible();
      await expect(mine.getByText(comment, { exact: true }), render).toBeVisible();
      await expect(page.locator('img[src="x"]'), render).toHaveCount(0);
      await expect(mine.locator("b, script"), render).toHaveCount(0);
      await page.reload();
    }
    expect(dialogs).toEqual([]);
  });

  test("two customers rate 5 and 4: the card on /shop, the rating line and the JSON-LD say 4,5 from 2", async ({ page, browser, baseURL }) => {
    const card = (p: Page) => p.getByRole("article").filter({ has: p.getByRole("heading", { name: "Glaskopp", exact: true }) });
    await page.goto("/shop");
    await expect(card(page)).toBeVisible();
    await expect(card(page)).not.toContainText("av 5");

    await customerOn(page, "glass-cup", "Greta Glas");
    await writeReview(page, { rating: 5, title: "Vacker", comment: "Man ser färgen på teet." });
    await expect(reviewItem(page, "Greta Glas")).toBeVisible();
    await expect(reviews(page)).toContainText("5,0 av 5 (1 omdöme)");

    const other = await unlockedPage(browser, baseURL!);
    try {
      await customerOn(other, "glass-cup", "Gustav Glas");
      await writeReview(other, { rating: 4, title: "Bra men varm", comment: "Håll i kanten, glaset blir varmt." });
      await expect(reviewItem(other, "Gustav Glas")).toBeVisible();
      // Newest first.
      await expect(reviews(other).getByTestId("review").first()).toContainText("Gustav Glas");
      await expect(reviews(other).getByTestId("review").nth(1)).toContainText("Greta Glas");
    } finally {
      await other.context().close();
    }

    await page.goto("/shop");
    await expect(card(page)).toContainText("4,5 av 5 (2 omdömen)");
    await page.goto("/product/glass-cup");
    await expect(page.getByTestId("product-summary")).toContainText("4,5 av 5 (2 omdömen)");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const ld = blocks.find((b) => b["@type"] === "Product")!;
    expect(ld.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
  });

  test("'Verifierat köp' appears once the author's order with the product is paid", async ({ page, browser, baseURL }) => {
    test.slow();
    const order = await orderThroughUi(page, { productId: "tea-bags", productName: "Tefilter", customer: "Vera Verifierad" });
    await page.goto("/product/tea-bags");
    await hydrated(page);
    await writeReview(page, { rating: 5, title: "Praktiska", comment: "Perfekta på tåget." });
    const mine = reviewItem(page, "Vera Verifierad");
    await expect(mine).toBeVisible();
    await expect(mine).not.toContainText("Verifierat köp"); // ordered, not yet paid

    const admin = await adminPage(browser, baseURL!, `/admin/orders/${order.id}`);
    try {
      const actions = admin.getByRole("region", { name: "Åtgärder" });
      await actions.getByRole("button", { name: "Markera som betald" }).click();
      await expect(actions.getByRole("status")).toHaveText("Ordern är markerad som betald.");
    } finally {
      await admin.context().close();
    }

    await page.reload();
    await expect(mine.getByText("Verifierat köp", { exact: true })).toBeVisible();
    // Another customer without an order gets no badge.
    const other = await unlockedPage(browser, baseURL!);
    try {
      await customerOn(other, "tea-bags", "Olof Oköpt");
      await writeReview(other, { rating: 3, title: "Okej", comment: "Lånade av en vän." });
      await expect(reviewItem(other, "Olof Oköpt")).toBeVisible();
      await expect(reviewItem(other, "Olof Oköpt")).not.toContainText("Verifierat köp");
      await expect(reviewItem(other, "Vera Verifierad")).toContainText("Verifierat köp");
    } finally {
      await other.context().close();
    }
  });
});

test.describe("product reviews without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the summary opens the form, the server answers with the messages (form open), and a review posts and redirects back", async ({ page }) => {
    await signUp(page, { name: "Nora Noscript", email: uniqueEmail("nojs"), password: "hemligt1" }, "/product/tea-jar");
    await expect(page).toHaveURL(/\/product\/tea-jar$/);
    const f = form(page);
    await expect(f).toBeHidden();
    await toggle(page).click();
    await expect(f).toBeVisible();
    await f.getByRole("button", { name: "Skicka recension" }).click();
    await expect(f.getByText("Vänligen välj ett betyg")).toBeVisible();
    await expect(f.getByText("Vänligen fyll i alla fält")).toHaveCount(2);

    await f.getByRole("radio", { name: "3 av 5 stjärnor" }).check();
    await f.getByLabel("Rubrik").fill("Utan skript");
    await f.getByRole("button", { name: "Skicka recension" }).click();
    // The server kept what was typed and names the one missing field.
    await expect(f.getByLabel("Rubrik")).toHaveValue("Utan skript");
    await expect(f.getByRole("radio", { name: "3 av 5 stjärnor" })).toBeChecked();
    await expect(f.getByText("Vänligen välj ett betyg")).toHaveCount(0);
    await expect(f.getByText("Vänligen fyll i alla fält")).toHaveCount(1);

    await f.getByLabel("Recension", { exact: true }).fill("Fungerar fint även utan JavaScript.");
    await f.getByRole("button", { name: "Skicka recension" }).click();
    await expect(page).toHaveURL(/\/product\/tea-jar#omdomen$/);
    const mine = reviewItem(page, "Nora Noscript");
    await expect(mine.getByRole("heading", { name: "Utan skript" })).toBeVisible();
    await expect(mine).toContainText("3 av 5 stjärnor");
  });
});

test.describe("review moderation", () => {
  test("a customer reports a review, the owner hides it with a reason: the rating follows, the author sees why, the owner can show it again @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    await customerOn(page, "teapot", "Tora Tekanna");
    await writeReview(page, { rating: 5, title: "Underbar kanna", comment: "Håller värmen länge." });
    await expect(reviewItem(page, "Tora Tekanna")).toBeVisible();

    const other = await unlockedPage(browser, baseURL!);
    try {
      await customerOn(other, "teapot", "Tore Telefon");
      await writeReview(other, { rating: 2, title: "Droppar", comment: "Pipen droppar. Ring mig på 070-123 45 67." });
      await expect(reviewItem(other, "Tore Telefon")).toBeVisible();
      await other.goto("/product/teapot");
      await expect(reviews(other)).toContainText("3,5 av 5 (2 omdömen)");

      // Tora reports Tore's review (a plain form in a disclosure).
      await page.goto("/product/teapot");
      await hydrated(page);
      const item = reviewItem(page, "Tore Telefon");
      await item.getByText("Anmäl omdöme").click();
      await item.getByLabel("Vad är fel med omdömet?").selectOption({ label: "Innehåller personuppgifter" });
      await item.getByRole("button", { name: "Skicka anmälan" }).click();
      await expect(reviews(page).getByRole("status")).toHaveText("Tack! Vi tittar på omdömet.");

      // The owner sees the report on the overview and hides the review with a reason.
      const admin = await adminPage(browser, baseURL!, "/admin");
      await admin.getByRole("link", { name: /anmält av kunder|anmälda av kunder/ }).click();
      await expect(admin).toHaveURL(/\/admin\/reviews\?visa=anmalda$/);
      const row = admin.getByTestId("admin-review").filter({ hasText: "Droppar" });
      await expect(row).toContainText("1 anmälan");
      await row.getByLabel("Anledning att dölja ”Droppar” (kunden får veta)").fill("Innehåller ett telefonnummer");
      await row.getByRole("button", { name: "Dölj ”Droppar”" }).click();
      await expect(admin.getByRole("status")).toHaveText("Omdömet är dolt och kunden har fått ett mejl.");
      await expectAccessible(admin);

      // The rating follows what is shown; the review is gone from the list but kept.
      await page.goto("/product/teapot");
      await expect(reviews(page)).toContainText("5,0 av 5 (1 omdöme)");
      await expect(reviewItem(page, "Tore Telefon")).toHaveCount(0);
      await other.goto("/product/teapot");
      await expect(other.getByTestId("own-review-hidden")).toContainText("Anledning: Innehåller ett telefonnummer");

      // Shown again (the owner changed their mind): it counts again.
      await admin.goto("/admin/reviews?visa=dolda");
      await admin.getByRole("button", { name: "Visa ”Droppar” igen" }).click();
      await expect(admin.getByRole("status")).toHaveText("Omdömet visas igen.");
      await page.goto("/product/teapot");
      await expect(reviews(page)).toContainText("3,5 av 5 (2 omdömen)");
      await admin.context().close();
    } finally {
      await other.context().close();
    }
  });
});
