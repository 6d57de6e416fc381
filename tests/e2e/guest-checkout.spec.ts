import type { Locator } from "@playwright/test";
import { expect, expectAccessible, mailsTo, mailText, test, uniqueEmail } from "./fixtures";

/**
 * Guest checkout (issue #34, ADR 065) on a 390 px touch phone in Chromium: from the home page a product, bought
 * without an account with every tap counted (typing into a field after tapping it is not a tap), the confirmation
 * mail's private link opens the order, and "Skapa konto" with only a password attaches it to the new account.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** At most this many taps from the product page to the placed order (issue #34). */
const MAX_TAPS = 12;

test.describe("guest checkout", () => {
  test("a guest buys on a phone in at most 12 taps, opens the order by the mail's link and makes an account from it @smoke", async ({ page, baseURL }) => {
    let taps = 0;
    const tapped: string[] = [];
    const tap = async (target: Locator, what: string) => {
      await target.tap();
      taps += 1;
      tapped.push(what);
    };
    const type = (text: string) => page.keyboard.type(text);
    const email = uniqueEmail("gast");

    // Choosing the product on the home page (not counted: the count starts at the product).
    await page.goto("/");
    const product = page.locator('main a[href="/product/calm"]:visible').first();
    await product.tap();
    await expect(page).toHaveURL(/\/product\/calm$/);
    await expect(page.locator("html[data-hydrated=true]")).toBeAttached();

    await tap(page.getByRole("button", { name: /^Lägg .* i varukorgen$/ }).first(), "lägg i varukorgen");
    const drawer = page.getByRole("dialog", { name: "Varukorg" });
    await expect(drawer).toBeVisible();
    await tap(drawer.getByRole("link", { name: "Gå till kassan" }), "gå till kassan");

    // The checkout, as a guest: no detour through /auth; signing in is offered.
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole("link", { name: "Logga in", exact: true })).toHaveAttribute("href", "/auth?redirectTo=%2Fcheckout");
    const form = page.getByRole("form", { name: "Kassa" });
    await expect(form.getByLabel("E-post", { exact: true })).toHaveValue("");
    await expectAccessible(page);
    for (const [label, text] of [
      ["Namn", "Åsa Öberg"],
      ["E-post", email],
      ["Adress", "Hornsgatan 12"],
      ["Postnummer", "11455"],
      ["Ort", "Stockholm"],
    ] as const) {
      await tap(form.getByLabel(label, { exact: true }), label);
      await type(text);
    }
    await tap(form.getByRole("radio", { name: "Swish" }), "Swish");
    await tap(page.getByRole("button", { name: "Beställ med betalningsskyldighet" }), "beställ");

    // The buyer lands on the order by its private link, thanked.
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\?nyckel=[A-Za-z0-9_-]{43}&tack=1$/, { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible();
    expect(taps, `taps: ${tapped.join(", ")}`).toBeLessThanOrEqual(MAX_TAPS);
    test.info().annotations.push({ type: "taps", description: `${taps}: ${tapped.join(", ")}` });
    const landed = new URL(page.url());
    const orderId = /\/orders\/([0-9a-f-]{36})/.exec(landed.pathname)![1]!;
    const number = /\d+/.exec((await page.getByRole("heading", { level: 2, name: /^Order \d+$/ }).textContent()) ?? "")![0];

    // The confirmation mail carries the same private link.
    const mails = await mailsTo(baseURL!, email, (m) => mailText(m.raw).includes("nyckel="));
    const text = mails.map((m) => mailText(m.raw)).join("\n");
    const link = /\/orders\/[0-9a-f-]{36}\?nyckel=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
    expect(link).toBe(`/orders/${orderId}?nyckel=${landed.searchParams.get("nyckel")}`);

    // A fresh visit by the link (a new browser state: no cookies but the gate's) opens the order, with no referrer.
    await page.context().clearCookies({ name: "stilla_cart" });
    const res = await page.goto(link!);
    expect(res!.status()).toBe(200);
    expect(res!.headers()["referrer-policy"]).toBe("no-referrer");
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    // The same order without the token, or with another: the sign-in, or the same 404.
    expect((await page.request.get(`/orders/${orderId}?nyckel=${"A".repeat(43)}`)).status()).toBe(404);
    await expectAccessible(page);
    // Every action checks the token again on the server: a wrong one is the same 404, and changes nothing.
    for (const intent of ["create_account", "attach", "withdraw"]) {
      const forged = await page.request.post(`/orders/${orderId}?nyckel=${"B".repeat(43)}`, {
        form: { intent, nyckel: "B".repeat(43), password: "te-i-koppen-7" },
        headers: { origin: new URL(baseURL!).origin },
      });
      expect(forged.status(), intent).toBe(404);
    }

    // "Skapa konto" with only a password: the account is made, signed in, and the order is in it.
    const panel = page.getByRole("region", { name: "Spara ordern i ett konto" });
    await expect(panel).toContainText(email);
    await panel.getByLabel("Lösenord").fill("abc");
    await panel.getByRole("button", { name: "Skapa konto" }).tap();
    await expect(panel.getByText("Lösenordet måste vara minst 6 tecken")).toBeVisible();
    await panel.getByLabel("Lösenord").fill("te-i-koppen-7");
    await panel.getByRole("button", { name: "Skapa konto" }).tap();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1, name: `Order ${number}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Spara ordern i ett konto" })).toHaveCount(0);
    await page.goto("/orders");
    await expect(page.getByRole("link", { name: `Order ${number}`, exact: true })).toBeVisible();
  });
});
