import type { Page } from "@playwright/test";
import { adminPage, expect, orderThroughUi, signUpByForm, test, uniqueEmail } from "./fixtures";

/**
 * Nothing a shopper types, picks or clicks before the page hydrates is lost or ignored (ADR 011).
 * Each test holds React back (the app's JavaScript modules under /assets/ wait until the test releases
 * them), acts at once after load, releases, waits for <html data-hydrated>, and checks that everything
 * is still there and, where something is sent, that the server got it.
 */

/** Opens `url` with hydration held back; `release()` lets the scripts through and waits until React has taken over. */
async function openHeld(page: Page, url: string) {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, async (route) => {
    await gate;
    await route.continue();
  });
  // The fixture's page.goto waits for hydration; the frame's own goto does not.
  await page.mainFrame().goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  return {
    async release() {
      // Still not hydrated when the test let go: what it did really happened before hydration.
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      open();
      await page.locator("html[data-hydrated=true]").waitFor({ state: "attached", timeout: 15_000 });
    },
  };
}

test.describe("before hydration", () => {
  test("/gift-card: typed amount, recipient and message survive hydration and reach the cart", async ({ page }) => {
    const held = await openHeld(page, "/gift-card");
    const form = page.getByRole("form", { name: "Presentkort" });
    await form.getByLabel("Eget belopp (kr)").fill("350");
    await form.getByLabel("Mottagarens namn").fill("Bo Ek");
    await form.getByLabel("Mottagarens e-post").fill("bo@example.se");
    await form.getByLabel("Ditt namn").fill("Åsa");
    await form.getByLabel("Personligt meddelande (valfritt)").fill("Grattis på födelsedagen!");
    await held.release();

    await expect(form.getByLabel("Eget belopp (kr)")).toHaveValue("350");
    await expect(form.getByLabel("Mottagarens namn")).toHaveValue("Bo Ek");
    await expect(form.getByLabel("Mottagarens e-post")).toHaveValue("bo@example.se");
    await expect(form.getByLabel("Ditt namn")).toHaveValue("Åsa");
    await expect(form.getByLabel("Personligt meddelande (valfritt)")).toHaveValue("Grattis på födelsedagen!");
    await expect(page.getByTestId("message-counter")).toHaveText("24/500 tecken");
    await expect(page.getByTestId("preview-amount")).toHaveText("350 kr");
    await expect(page.getByTestId("preview-to")).toHaveText("Bo Ek");
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "350 kr" })).toBeVisible();
    await page.goto("/cart");
    await expect(page.getByTestId("cart-line").filter({ hasText: "Bo Ek" })).toContainText("350 kr");
  });

  test("/shop: a sort picked before hydration is applied, not flipped back", async ({ page }) => {
    const held = await openHeld(page, "/shop");
    const sort = page.getByRole("combobox", { name: "Sortera efter" });
    await sort.selectOption({ label: "Namn A–Ö" });
    await held.release();
    await expect(page).toHaveURL(/\/shop\?sort=name$/);
    await expect(sort).toHaveValue("name");
    // The URL changes before React shows the page it leads to: wait for the list to follow.
    const headings = page.getByRole("region", { name: "Våra Blends" }).getByRole("heading", { level: 3 });
    const inOrder = (names: string[]) => names.length > 1 && names.every((n, i) => i === 0 || (names[i - 1] ?? "").localeCompare(n, "sv") <= 0);
    await expect.poll(async () => inOrder(await headings.allTextContents())).toBe(true);
  });

  test("/shop: a search typed and a stock filter picked before hydration are applied", async ({ page }) => {
    const held = await openHeld(page, "/shop");
    await page.getByRole("searchbox", { name: "Sök" }).fill("sleep");
    await page.getByRole("combobox", { name: "Lagerstatus" }).selectOption({ label: "I lager" });
    await held.release();
    await expect(page).toHaveURL(/\/shop\?q=sleep&stock=in_stock$/);
    await expect(page.getByRole("searchbox", { name: "Sök" })).toHaveValue("sleep");
    await expect(page.getByRole("combobox", { name: "Lagerstatus" })).toHaveValue("in_stock");
  });

  test("/shop on a phone: the filter drawer opened and a choice made before hydration stay, and apply", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const held = await openHeld(page, "/shop");
    await page.getByRole("button", { name: "Filtrera" }).click();
    const drawer = page.getByRole("dialog", { name: "Filtrera produkter" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("radio", { name: "Få kvar" }).check();
    await held.release();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("radio", { name: "Få kvar" })).toBeChecked();
    await drawer.getByRole("button", { name: "Visa produkter" }).click();
    await expect(page).toHaveURL(/\/shop\?stock=low_stock$/);
    await expect(drawer).toBeHidden();
  });

  test("product page: 'Prenumeration' picked before hydration shows 'kommer snart' at once and stays picked", async ({ page }) => {
    const held = await openHeld(page, "/product/sleep");
    const add = page.getByRole("button", { name: "Lägg Sleep i varukorgen", exact: true });
    await page.getByRole("radio", { name: /Prenumeration/ }).check();
    // Before hydration CSS already follows the choice.
    await expect(page.getByText("Prenumerationer kommer snart!")).toBeVisible();
    await expect(add).toBeHidden();
    await held.release();
    await expect(page.getByRole("radio", { name: /Prenumeration/ })).toBeChecked();
    await expect(page.getByText("Prenumerationer kommer snart!")).toBeVisible();
    await expect(add).toHaveCount(0);
    // And React follows the radios from here.
    await page.getByRole("radio", { name: /Engångsköp/ }).check();
    await expect(page.getByText("Prenumerationer kommer snart!")).toHaveCount(0);
    await expect(add).toBeVisible();
  });

  test("product page: a review opened, rated and typed before hydration survives it and is published", async ({ page }) => {
    test.slow(); // signs up or orders first
    await signUpByForm(page, { name: "Hedda Hydrering", email: uniqueEmail("hydrering"), password: "hemligt1" });
    const held = await openHeld(page, "/product/tea-spoon");
    const reviews = page.locator("#omdomen");
    const form = reviews.getByRole("form", { name: "Din recension" });
    await expect(form).toBeHidden();
    await reviews.getByText("Skriv en recension", { exact: true }).click();
    await form.getByRole("radio", { name: "4 av 5 stjärnor" }).check();
    await form.getByLabel("Rubrik").fill("Före hydreringen");
    await form.getByLabel("Recension", { exact: true }).fill("Skrivet innan sidan vaknade.");
    await held.release();

    await expect(form).toBeVisible();
    await expect(form.getByRole("radio", { name: "4 av 5 stjärnor" })).toBeChecked();
    await expect(form.getByLabel("Rubrik")).toHaveValue("Före hydreringen");
    await expect(form.getByLabel("Recension", { exact: true })).toHaveValue("Skrivet innan sidan vaknade.");
    await expect(form.getByText("16/100 tecken")).toBeVisible();
    await expect(form.getByText("28/1000 tecken")).toBeVisible();
    await form.getByRole("button", { name: "Skicka recension" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Tack för din recension!" })).toBeVisible();
    const mine = reviews.getByTestId("review").filter({ hasText: "Hedda Hydrering" });
    await expect(mine.getByRole("heading", { name: "Före hydreringen" })).toBeVisible();
    await expect(mine).toContainText("4 av 5 stjärnor");
    await expect(form).toBeHidden();
  });

  test("product page: a thumbnail picked and the zoom opened before hydration stay, and React follows them", async ({ page }) => {
    const held = await openHeld(page, "/product/bundle-complete");
    const thumbnails = page.getByRole("group", { name: "Produktbilder" }).getByRole("radio");
    await thumbnails.nth(2).check();
    // The picked image shows at once (CSS follows the checked thumbnail).
    await expect(page.locator('img[src="/images/products/calm-800.webp"]').first()).toBeVisible();
    await expect(page.locator('img[src="/images/products/bundle-complete-800.webp"]').first()).toBeHidden();
    await page.getByRole("button", { name: "Förstora bilden" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await held.release();
    await expect(dialog).toBeVisible();
    await expect(thumbnails.nth(2)).toBeChecked();
    await dialog.getByRole("button", { name: "Stäng" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Förstora bilden" }).click();
    await expect(page.getByRole("dialog", { name: "Calm – förstorad bild" })).toBeVisible();
  });

  test("product page: 'Lägg båda i varukorgen' clicked before hydration adds both", async ({ page }) => {
    const held = await openHeld(page, "/product/focus");
    await page.getByRole("region", { name: "Köps ofta tillsammans" }).getByRole("button", { name: "Lägg båda i varukorgen" }).click();
    // Before hydration it is a plain post that lands on the cart.
    await expect(page).toHaveURL(/\/cart$/);
    await held.release();
    const lines = page.getByTestId("cart-line");
    await expect(lines.filter({ hasText: "Focus" })).toHaveCount(1);
    await expect(lines.filter({ hasText: "Termos" })).toHaveCount(1);
  });

  test("product page and cart: add to cart, +, − and Ta bort before hydration all take effect", async ({ page }) => {
    let held = await openHeld(page, "/product/calm");
    await page.getByRole("button", { name: "Lägg Calm i varukorgen", exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await held.release();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" })).toHaveCount(1);
    await page.unrouteAll();

    held = await openHeld(page, "/cart");
    await page.getByRole("button", { name: "Öka antal Calm" }).click();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" })).toContainText("2 ×");
    await held.release();
    await page.unrouteAll();

    held = await openHeld(page, "/cart");
    await page.getByRole("button", { name: /Ta bort Calm/ }).click();
    await expect(page.getByTestId("cart-line").filter({ hasText: "Calm" })).toHaveCount(0);
    await held.release();
  });

  test("/checkout: delivery fields, payment choice and a code typed before hydration stay and are sent", async ({ page }) => {
    test.slow(); // signs up or orders first
    await signUpByForm(page, { name: "Kim Kassa", email: uniqueEmail("kassa"), password: "hemligt1" });
    expect((await page.request.post("/cart", { form: { intent: "add", productId: "sleep" } })).ok()).toBe(true);
    const held = await openHeld(page, "/checkout");
    const form = page.getByRole("form", { name: "Kassa" });
    const code = page.getByLabel("Rabattkod");
    await code.fill("finns-ej");
    await form.getByLabel("Namn", { exact: true }).fill("Kim Före");
    await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
    await form.getByLabel("Postnummer", { exact: true }).fill("114 55");
    await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
    await form.getByRole("radio", { name: "Faktura" }).check();
    await held.release();

    await expect(code).toHaveValue("FINNS-EJ");
    await expect(form.getByLabel("Namn", { exact: true })).toHaveValue("Kim Före");
    await expect(form.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    await expect(form.getByRole("radio", { name: "Faktura" })).toBeChecked();
    await page.getByRole("button", { name: "Använd" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ogiltig rabattkod" })).toBeVisible();
    await expect(form.getByLabel("Adress", { exact: true })).toHaveValue("Hornsgatan 12");
    await page.getByRole("button", { name: "Beställ med betalningsskyldighet" }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?tack=1$/, { timeout: 15_000 });
    await expect(page.getByRole("main")).toContainText("Hornsgatan 12");
    await expect(page.getByRole("main")).toContainText("Kim Före");
  });

  test("/contact: what was typed stays, the counter follows it, and the message is sent", async ({ page }) => {
    const held = await openHeld(page, "/contact");
    const form = page.getByRole("form", { name: "Skicka ett meddelande" });
    await form.getByLabel("Namn").fill("Ada Före");
    await form.getByLabel("E-post").fill("ada@example.se");
    await form.getByLabel("Ämne").fill("Fråga om te");
    await form.getByLabel("Meddelande").fill("Hej! Hur länge ska Sleep dra?");
    await held.release();
    await expect(form.getByLabel("Meddelande")).toHaveValue("Hej! Hur länge ska Sleep dra?");
    await expect(form.getByText("29 av 2000 tecken")).toBeVisible();
    await form.getByRole("button", { name: "Skicka meddelande" }).click();
    await expect(page.getByRole("heading", { name: "Meddelande skickat!" })).toBeVisible();
  });

  for (const { path, form, label } of [
    { path: "/", form: "Anmäl dig till nyhetsbrevet", label: "Din mejladress" },
    { path: "/newsletter", form: "Anmäl dig till nyhetsbrevet", label: "Din mejladress" },
    { path: "/about", form: "Nyhetsbrevet i sidfoten", label: "Mejladress för nyhetsbrevet" },
  ]) {
    test(`${path}: a newsletter address typed before hydration stays and signs up (${form})`, async ({ page }) => {
      const held = await openHeld(page, path);
      const f = page.getByRole("form", { name: form });
      const email = uniqueEmail("brev");
      await f.getByLabel(label).fill(email);
      await held.release();
      await expect(f.getByLabel(label)).toHaveValue(email);
      await f.getByRole("button", { name: "Anmäl mig" }).click();
      await expect(page.getByText("Välkommen till vår community!").first()).toBeVisible();
    });
  }

  test("/auth: the sign-up tab and fields used before hydration work and sign the customer in", async ({ page }) => {
    test.slow(); // signs up or orders first
    const held = await openHeld(page, "/auth");
    await page.getByLabel("E-post").fill("glomd@example.se");
    await held.release();
    await expect(page.getByLabel("E-post")).toHaveValue("glomd@example.se");
    await page.unrouteAll();

    const again = await openHeld(page, "/auth");
    await page.getByRole("tab", { name: "Skapa konto" }).click();
    await expect(page).toHaveURL(/tab=signup/);
    await page.getByLabel("Fullständigt namn").fill("Sigge Före");
    await page.getByLabel("E-post").fill(uniqueEmail("auth"));
    await page.getByLabel("Lösenord", { exact: true }).fill("hemligt1");
    await again.release();
    await expect(page.getByLabel("Fullständigt namn")).toHaveValue("Sigge Före");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible();
  });

  test("/auth/glomt-losenord and /auth/nytt-losenord keep what was typed", async ({ page }) => {
    let held = await openHeld(page, "/auth/glomt-losenord");
    await page.getByLabel("E-post").fill("glomt@example.se");
    await held.release();
    await expect(page.getByLabel("E-post")).toHaveValue("glomt@example.se");
    await page.getByRole("button", { name: "Skicka länk" }).click();
    await expect(page.getByText("Om det finns ett konto för adressen")).toBeVisible();
    await page.unrouteAll();

    held = await openHeld(page, "/auth/nytt-losenord?token=ogiltig");
    const field = page.getByLabel("Nytt lösenord");
    await field.fill("nytt-lösen-1");
    await held.release();
    await expect(field).toHaveValue("nytt-lösen-1");
    await page.getByRole("button", { name: "Spara lösenord" }).click();
    await expect(page.getByText("Länken är ogiltig eller har gått ut")).toBeVisible();
  });

  test("/quiz: an answer picked before hydration stays and moves on", async ({ page }) => {
    const held = await openHeld(page, "/quiz");
    await page.getByRole("radio", { name: "På kvällen, när dagen ska landa" }).check();
    await held.release();
    await expect(page.getByRole("radio", { name: "På kvällen, när dagen ska landa" })).toBeChecked();
    await page.getByRole("button", { name: "Nästa fråga" }).click();
    await expect(page.getByText("Fråga 2 av 4")).toBeVisible();
    await expect(page).toHaveURL(/q1=kvall/);
  });

  test("/gift-card/saldo: a code typed before hydration stays and is looked up", async ({ page }) => {
    const held = await openHeld(page, "/gift-card/saldo");
    await page.getByLabel("Presentkortskod").fill("ABCD-EFGH-JKMN-PQRS");
    await held.release();
    await expect(page.getByLabel("Presentkortskod")).toHaveValue("ABCD-EFGH-JKMN-PQRS");
    await page.getByRole("button", { name: "Visa saldo" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
  });

  test("/subscription: the waitlist address stays and is listed; 'Prenumerera Nu' before hydration answers", async ({ page }) => {
    let held = await openHeld(page, "/subscription");
    const waitlist = page.locator("#vantelista");
    await waitlist.getByLabel("E-post").fill(uniqueEmail("vanta"));
    await held.release();
    await expect(waitlist.getByLabel("E-post")).toHaveValue(/@example\.se$/);
    await waitlist.getByRole("button", { name: "Meddela mig" }).click();
    await expect(page.getByText("Tack! Vi meddelar dig när prenumerationerna öppnar.")).toBeVisible();
    await page.unrouteAll();

    held = await openHeld(page, "/subscription");
    await page.getByRole("button", { name: "Prenumerera Nu" }).click();
    await expect(page.getByText("Prenumerationer kommer snart!")).toBeVisible();
    await held.release();
    await expect(page.getByText("Prenumerationer kommer snart!")).toBeVisible();
  });

  test("/cookies: a cookie choice picked before hydration stays and is saved", async ({ page, context }) => {
    const held = await openHeld(page, "/cookies");
    await page.getByRole("radio", { name: "Acceptera alla cookies" }).check();
    await held.release();
    await expect(page.getByRole("radio", { name: "Acceptera alla cookies" })).toBeChecked();
    await page.getByRole("button", { name: "Spara mitt val" }).click();
    await expect(page.getByText("Ditt cookieval är sparat.")).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("all");
  });

  test("/orders/:id: 'Ångra köp' clicked before hydration opens the confirmation", async ({ page }) => {
    test.slow(); // signs up or orders first
    const order = await orderThroughUi(page);
    const held = await openHeld(page, order.url);
    await page.getByRole("button", { name: "Ångra köp" }).click();
    await expect(page.getByTestId("withdrawal-confirm")).toBeVisible();
    await held.release();
    await expect(page.getByTestId("withdrawal-confirm")).toBeVisible();
  });
});

test.describe("before hydration, no cookie choice yet", () => {
  test.use({ consent: null });

  test("the cookie banner: a choice clicked before hydration is stored", async ({ page, context }) => {
    const held = await openHeld(page, "/shop");
    const banner = page.getByRole("region", { name: "Cookieinställningar" });
    await banner.getByRole("button", { name: "Endast Nödvändiga" }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("necessary");
    await held.release();
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
  });
});

test.describe("before hydration, no cookie choice yet: Escape", () => {
  test.use({ consent: null });

  test("the cookie banner: Escape before hydration is 'Endast nödvändiga', never consent to all", async ({ page, context }) => {
    const held = await openHeld(page, "/shop");
    const banner = page.getByRole("region", { name: "Cookieinställningar" });
    await expect(banner).toBeVisible();
    // The banner is the first stop; its first control is the close button. Escape from "Acceptera Alla" too.
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Stäng och avböj" })).toBeFocused();
    await banner.getByRole("button", { name: "Acceptera Alla" }).focus();
    await page.keyboard.press("Escape");
    // The plain form post (no JavaScript of the page's own yet): the server stores the choice and shows the page again.
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "stilla_consent")?.value).toBe("necessary");
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
    await held.release();
    await expect(page.getByRole("region", { name: "Cookieinställningar" })).toHaveCount(0);
  });
});

test.describe("before hydration, at the gate", () => {
  test.use({ gateUnlocked: false });

  test("/gate: the password typed before hydration stays and opens the shop", async ({ page }) => {
    const held = await openHeld(page, "/gate");
    await page.getByLabel("Lösenord", { exact: true }).fill("te-och-ro");
    await held.release();
    await expect(page.getByLabel("Lösenord", { exact: true })).toHaveValue("te-och-ro");
    await page.getByRole("button", { name: "Fortsätt" }).click();
    await expect(page.getByText("Välkommen!")).toBeVisible();
  });
});

test.describe("before hydration, the admin desk", () => {
  test("the orders filter and a product's price keep what was typed or picked", async ({ browser, baseURL }) => {
    test.slow(); // signs up or orders first
    const page = await adminPage(browser, baseURL!, "/admin/orders");
    let held = await openHeld(page, "/admin/orders");
    const filter = page.getByRole("search", { name: "Filtrera ordrar" });
    await filter.getByRole("combobox").first().selectOption({ index: 1 });
    await filter.getByRole("searchbox").fill("Öberg");
    const picked = await filter.getByRole("combobox").first().inputValue();
    await held.release();
    await expect(filter.getByRole("combobox").first()).toHaveValue(picked);
    await expect(filter.getByRole("searchbox")).toHaveValue("Öberg");
    await filter.getByRole("button").first().click();
    await expect(page).toHaveURL(new RegExp(`status=${picked}.*q=%C3%96berg|q=%C3%96berg.*status=${picked}`));
    await page.unrouteAll();

    held = await openHeld(page, "/admin/products");
    const price = page.getByRole("textbox", { name: "Pris för Sleep (kr)" });
    await price.fill("251");
    await held.release();
    await expect(price).toHaveValue("251");
    await page.context().close();
  });
});
