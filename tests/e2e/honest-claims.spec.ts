/**
 * Honest marketing (ADR 013): the home page's rating, customer figure, press strip and testimonials come
 * only from real reviews and orders and from the owner's entries under /admin/settings, and the shop is
 * mailed about each new order.
 *
 * "A fresh shop" must really be fresh, and this spec changes shop-wide settings that the other specs'
 * home page would show, so it runs against its own server and database (`useSpecServer`).
 */
import type { Page } from "@playwright/test";
import { ADMIN, adminPage, expect, expectAccessible, hydrated, logIn, mailsTo, mailText, orderThroughUi, signUp, signUpByForm, test, uniqueEmail, useSpecServer, unlockedPage } from "./fixtures";

test.describe.configure({ mode: "serial" });
const own = useSpecServer();

const trust = (page: Page) => page.getByRole("region", { name: "Därför Stilla" });
const pressRegion = (page: Page) => page.getByRole("region", { name: "Som setts i" });
const quotesRegion = (page: Page) => page.getByRole("region", { name: "Vad våra kunder säger" });
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test("a fresh shop's home shows no rating, no customer figure, no press and no testimonials", async ({ page }) => {
  await page.goto("/");
  await expect(trust(page).locator("[data-trust]")).toHaveCount(2);
  await expect(trust(page).locator('[data-trust="rating"]')).toHaveCount(0);
  await expect(trust(page).locator('[data-trust="customers"]')).toHaveCount(0);
  await expect(trust(page)).not.toContainText("omdöme");
  await expect(trust(page)).not.toContainText("kunder");
  await expect(pressRegion(page)).toHaveCount(0);
  await expect(quotesRegion(page)).toHaveCount(0);
  await expect(page.getByRole("main")).not.toContainText(/1\s247|5\s000\+|Dagens Nyheter|Som setts i/);
});

test("anonymous visitors and customers get the 404 for /admin/settings, GET and POST, and nothing changes", async ({ page, browser }) => {
  const attempt = async (p: Page) => {
    expect((await p.goto("/admin/settings"))?.status()).toBe(404);
    const post = await p.request.post("/admin/settings", { form: { intent: "add_press", name: "Falsk tidning", url: "" }, maxRedirects: 0 });
    expect(post.status()).toBe(404);
    const data = await p.request.post("/admin/settings.data", { form: { intent: "save_reviews", minimum: "1" }, maxRedirects: 0 });
    expect(data.status()).toBe(404);
  };
  await attempt(page);
  const customer = await unlockedPage(browser, own.baseURL);
  await signUpByForm(customer, { name: "Nyfiken Kund", email: uniqueEmail("nyfiken"), password: "hemligt1" });
  await attempt(customer);
  await customer.context().close();

  await page.goto("/");
  await expect(pressRegion(page)).toHaveCount(0);
  await expect(trust(page).locator('[data-trust="rating"]')).toHaveCount(0);
});

test("without JavaScript the admin's settings forms work: a bad link is refused with a message, a good entry is saved", async ({ browser }) => {
  const page = await unlockedPage(browser, own.baseURL, { javaScript: false });
  await logIn(page, ADMIN, "/admin/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Inställningar" })).toBeVisible();
  const press = section(page, "Press (”Som setts i”)");
  await expect(press).toContainText("Inga pressnämningar");
  const add = press.getByRole("form", { name: "Lägg till pressnämning" });
  await add.getByLabel("Mediets namn").fill("Dagens Nyheter");
  await add.getByLabel("Länk till artikeln (valfri)").fill("dn.se/stilla");
  await add.getByRole("button", { name: "Lägg till pressnämning" }).click();
  const refused = section(page, "Press (”Som setts i”)");
  await expect(refused.getByRole("alert")).toContainText("Ändringen sparades inte");
  await expect(refused).toContainText("Ange en fullständig länk som börjar med https:// eller http://");
  await expect(refused.getByLabel("Mediets namn")).toHaveValue("Dagens Nyheter"); // what was typed stays
  await expect(refused).toContainText("Inga pressnämningar");

  await refused.getByLabel("Länk till artikeln (valfri)").fill("https://www.dn.se/stilla");
  await refused.getByRole("button", { name: "Lägg till pressnämning" }).click();
  await expect(page).toHaveURL(/\/admin\/settings\?sparat=press/);
  const saved = section(page, "Press (”Som setts i”)");
  await expect(saved.getByRole("status")).toHaveText("Sparat.");
  await expect(saved.getByRole("list", { name: "Pressnämningar" }).getByRole("listitem")).toHaveCount(1);
  await expect(saved).toContainText(`av ${ADMIN.email}`);
  await page.context().close();
});

test("the admin adds press and a testimonial and lowers the review minimum", async ({ browser }) => {
  const admin = await adminPage(browser, own.baseURL, "/admin/settings");
  await expectAccessible(admin);

  const press = section(admin, "Press (”Som setts i”)");
  await press.getByLabel("Mediets namn").fill("Må Bra");
  await press.getByRole("button", { name: "Lägg till pressnämning" }).click();
  await expect(press.getByRole("list", { name: "Pressnämningar" }).getByRole("listitem")).toHaveCount(2);
  await press.getByRole("button", { name: "Flytta upp Må Bra" }).click();
  await expect(press.getByRole("list", { name: "Pressnämningar" }).getByRole("listitem").first()).toContainText("Må Bra");

  const quotes = section(admin, "Kundcitat");
  await quotes.getByLabel("Citat (högst 300 tecken)").fill("Sleep har blivit min kvällsritual.");
  await quotes.getByLabel("Förnamn", { exact: true }).fill("Karin");
  await quotes.getByLabel("Ort", { exact: true }).fill("Uppsala");
  await quotes.getByLabel("Produkt som citatet handlar om").selectOption({ label: "Sleep" });
  await quotes.getByRole("button", { name: "Lägg till kundcitat" }).click();
  await expect(quotes.getByRole("alert")).toBeVisible();
  await expect(quotes).toContainText("Citatet kan bara publiceras med kundens samtycke");
  await expect(quotes).toContainText("Inga kundcitat");
  await quotes.getByLabel("Kunden har samtyckt till att citatet publiceras med förnamn och ort").check();
  await quotes.getByRole("button", { name: "Lägg till kundcitat" }).click();
  await expect(quotes.getByRole("list", { name: "Kundcitat" })).toContainText("Karin, Uppsala – om Sleep");

  const reviews = section(admin, "Omdömen");
  await reviews.getByLabel("Minsta antal omdömen innan betyget visas").fill("0");
  await reviews.getByRole("button", { name: "Spara omdömen" }).click();
  await expect(reviews).toContainText("Ange ett heltal från 1 till 1000");
  await reviews.getByLabel("Minsta antal omdömen innan betyget visas").fill("1");
  await reviews.getByRole("button", { name: "Spara omdömen" }).click();
  await expect(reviews.getByRole("status")).toHaveText("Sparat.");
  await expect(reviews).toContainText("Just nu finns inga omdömen.");
  await expectAccessible(admin);
  await admin.context().close();
});

test("the press and the testimonial show on the home page at once; the rating line waits for a review", async ({ page }) => {
  await page.goto("/");
  await expect(pressRegion(page).getByRole("listitem")).toHaveText(["Må Bra", "Dagens Nyheter"]);
  await expect(pressRegion(page).getByRole("link", { name: /Dagens Nyheter/ })).toHaveAttribute("href", "https://www.dn.se/stilla");
  const quote = quotesRegion(page).getByRole("figure");
  await expect(quote).toHaveCount(1);
  await expect(quote).toContainText("Sleep har blivit min kvällsritual.");
  await expect(quote).toContainText("Karin, Uppsala om Sleep");
  await expect(quote.getByRole("link", { name: "Sleep" })).toHaveAttribute("href", "/product/sleep");
  await expect(trust(page).locator('[data-trust="rating"]')).toHaveCount(0);
});

test("a customer's five-star review makes the real rating line, on the home page and in the admin's settings", async ({ page, browser }) => {
  const customer = await unlockedPage(browser, own.baseURL);
  await signUp(customer, { name: "Rut Recensent", email: uniqueEmail("betyg"), password: "hemligt1" }, "/product/calm");
  await expect(customer).toHaveURL(/\/product\/calm$/);
  await customer.goto("/product/calm");
  await hydrated(customer);
  // The review form sits in a <details> whose <summary> is the toggle (it works before hydration).
  const disclosure = customer.locator("#omdomen details").filter({ has: customer.locator("summary") });
  if (!(await disclosure.evaluate((d: HTMLDetailsElement) => d.open))) await disclosure.locator("summary").filter({ hasText: "Skriv en recension" }).click();
  const form = customer.getByRole("form", { name: "Din recension" });
  await form.getByRole("radio", { name: "5 av 5 stjärnor" }).check();
  await form.getByLabel("Rubrik").fill("Mitt eftermiddagste");
  await form.getByLabel("Recension", { exact: true }).fill("Lugnt och gott.");
  await form.getByRole("button", { name: "Skicka recension" }).click();
  await expect(customer.getByTestId("toast").filter({ hasText: "Tack för din recension!" })).toBeVisible();
  await customer.context().close();

  await page.goto("/");
  await expect(trust(page).locator('[data-trust="rating"]')).toHaveText("5,0/5 från 1 omdöme");
  await expect(trust(page).locator('[data-trust="customers"]')).toHaveCount(0);
  await expectAccessible(page);

  const admin = await adminPage(browser, own.baseURL, "/admin/settings");
  await expect(section(admin, "Omdömen")).toContainText("Just nu: 1 omdöme, snittbetyg 5,0. Betygsraden visas på startsidan.");
  await admin.context().close();
});

test("a new order sends the shop a mail with the order number, lines, total, payment method and the admin link", async ({ page }) => {
  const { id, number } = await orderThroughUi(page, { productId: "focus", productName: "Focus", paymentMethod: "Faktura" });
  const isIt = (m: { raw: string }) => mailText(m.raw).includes(`Ny order ${number} hos Stilla`);
  const mail = (await mailsTo(own.baseURL, "hej@stilla.se", isIt)).find(isIt);
  expect(mail, "the shop's mail about the order").toBeTruthy();
  const text = mailText(mail!.raw);
  expect(text).toContain(`Ordernummer: ${number}`);
  expect(text).toContain("1 × Focus");
  expect(text).toContain("Betalsätt: Faktura");
  expect(text).toMatch(/Summa: [\d\s ]+(,\d\d)?\skr/);
  expect(text).toContain(`${own.baseURL}/admin/orders/${id}`);
});
