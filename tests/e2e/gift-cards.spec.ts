import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, hydrated, mailsTo, mailText, signUpByForm, test, uniqueEmail, unlockedPage } from "./fixtures";

const ORDER_PAGE = /\/orders\/([0-9a-f-]{36})(?:\?tack=1)?$/;

async function fillCard(
  page: Page,
  p: { to: string; email: string; from: string; message?: string },
) {
  const form = page.getByRole("form", { name: "Presentkort" });
  await form.getByLabel("Mottagarens namn").fill(p.to);
  await form.getByLabel("Mottagarens e-post").fill(p.email);
  await form.getByLabel("Ditt namn").fill(p.from);
  if (p.message !== undefined)
    await form.getByLabel("Personligt meddelande (valfritt)").fill(p.message);
}

async function expectToast(
  page: Page,
  title: string,
  description: string | RegExp,
) {
  const toast = page.getByTestId("toast").filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

async function fillDelivery(page: Page, name: string, email: string) {
  const form = page.getByRole("form", { name: "Kassa" });
  await form.getByLabel("Namn", { exact: true }).fill(name);
  await form.getByLabel("E-post", { exact: true }).fill(email);
  await form.getByLabel("Adress", { exact: true }).fill("Hornsgatan 12");
  await form.getByLabel("Postnummer", { exact: true }).fill("114 55");
  await form.getByLabel("Ort", { exact: true }).fill("Stockholm");
  return form;
}

async function placeOrder(page: Page) {
  await page
    .getByRole("button", { name: "Beställ med betalningsskyldighet" })
    .click();
  await expect(page).toHaveURL(ORDER_PAGE, { timeout: 15_000 });
  return ORDER_PAGE.exec(new URL(page.url()).pathname)![1]!;
}

async function applyCard(page: Page, code: string) {
  const field = page.getByTestId("gift-card-payment");
  await field.getByRole("textbox", { name: "Presentkort" }).fill(code);
  await field.getByRole("button", { name: "Lös in" }).click();
}

async function addProduct(page: Page, id: string, name: string) {
  await page.goto(`/product/${id}`);
  await hydrated(page);
  await page
    .getByRole("button", { name: `Lägg ${name} i varukorgen` })
    .first()
    .click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
}

test.describe("gift cards", () => {
  test("without JavaScript the server's messages come back on the form, and a valid card lands in the cart", async ({ browser, baseURL }) => {
    const page = await unlockedPage(browser, baseURL!, { javaScript: false });
    await page.goto("/gift-card");
    const form = page.getByRole("form", { name: "Presentkort" });
    await form.getByLabel("Eget belopp (kr)").fill("99");
    await fillCard(page, { to: "Bo Ek", email: "bo@example.se", from: "Åsa" });
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expect(page).toHaveURL(/\/gift-card$/);
    await expect(form).toContainText("Minimum belopp är 100 kr");
    // What was typed is still there.
    await expect(form.getByLabel("Mottagarens namn")).toHaveValue("Bo Ek");
    await form.getByLabel("Eget belopp (kr)").fill("300");
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-line").filter({ hasText: "Bo Ek" })).toBeVisible();
    await page.context().close();
  });

  test("the /gift-card page: presets, custom amount, preview, counter and every validation message", async ({
    page,
  }) => {
    await page.goto("/gift-card");
    await hydrated(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Presentkort" }),
    ).toBeVisible();
    await expectAccessible(page);
    const form = page.getByRole("form", { name: "Presentkort" });
    await expect(page.getByTestId("gift-card-preview")).toBeVisible();
    await expect(form.getByRole("radio", { name: "500 kr" })).toBeChecked();
    for (const amount of ["250 kr", "750 kr", "1 000 kr"])
      await expect(form.getByRole("radio", { name: amount })).toBeVisible();
    await expect(page.getByTestId("preview-amount")).toHaveText("500 kr");
    await expect(page.getByTestId("preview-to")).toHaveText("Mottagarens namn");
    await expect(page.getByTestId("preview-from")).toHaveText("Ditt namn");
    await expect(page.getByTestId("message-counter")).toHaveText(
      "0/500 tecken",
    );
    await expect(
      page.getByTestId("how-it-works").getByRole("listitem"),
    ).toHaveCount(4);
    await expect(page.getByTestId("validity")).toHaveText(
      "Giltigt i 12 månader från köpet, på alla produkter.",
    );

    // Everything empty: the toast names the first problem; each field shows its own.
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expectToast(page, "Validering misslyckades", "Ange mottagarens namn");
    await expect(form).toContainText("Ange mottagarens namn");
    await expect(form).toContainText("Ange mottagarens e-postadress");
    await expect(form).toContainText("Ange ditt namn");
    await expect(form.getByLabel("Mottagarens namn")).toBeFocused();

    // The amount: a custom amount wins over the preset; min and max.
    const custom = form.getByLabel("Eget belopp (kr)");
    await fillCard(page, { to: "Bo Ek", email: "bo@example.se", from: "Åsa" });
    await custom.fill("50");
    await expect(page.getByTestId("preview-amount")).toHaveText("50 kr");
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expectToast(
      page,
      "Validering misslyckades",
      "Minimum belopp är 100 kr",
    );
    await expect(form).toContainText("Minimum belopp är 100 kr");
    await custom.fill("6000");
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expectToast(
      page,
      "Validering misslyckades",
      "Maximum belopp är 5\u00a0000\u00a0kr",
    );
    await expect(form).toContainText("Maximum belopp är 5\u00a0000\u00a0kr");
    // Choosing a preset clears the custom amount.
    await form.getByRole("radio", { name: "750 kr" }).check();
    await expect(custom).toHaveValue("");
    await expect(page.getByTestId("preview-amount")).toHaveText("750 kr");

    // The e-mail address and the lengths (the inputs' maxlength lifted, as a script could post anything).
    await form.getByLabel("Mottagarens e-post").fill("inte-en-adress");
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expectToast(page, "Validering misslyckades", "Ogiltig e-postadress");
    await expect(form).toContainText("Ogiltig e-postadress");
    await page
      .locator("input[maxlength]")
      .evaluateAll((els) =>
        els.forEach((el) => el.removeAttribute("maxlength")),
      );
    const cases: [string, string, string][] = [
      [
        "Mottagarens namn",
        "a".repeat(101),
        "Mottagarens namn får vara högst 100 tecken",
      ],
      [
        "Mottagarens e-post",
        `${"a".repeat(250)}@example.se`,
        "E-postadressen får vara högst 255 tecken",
      ],
      ["Ditt namn", "b".repeat(101), "Ditt namn får vara högst 100 tecken"],
    ];
    for (const [label, value, message] of cases) {
      await fillCard(page, {
        to: "Bo Ek",
        email: "bo@example.se",
        from: "Åsa",
      });
      await form.getByLabel(label).fill(value);
      await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
      await expectToast(page, "Validering misslyckades", message);
      await expect(form).toContainText(message);
    }
    await fillCard(page, {
      to: "Bo Ek",
      email: "bo@example.se",
      from: "Åsa",
      message: "x".repeat(501),
    });
    await expect(page.getByTestId("message-counter")).toHaveText(
      "501/500 tecken",
    );
    await form.getByRole("button", { name: /Lägg i varukorgen/ }).click();
    await expectToast(
      page,
      "Validering misslyckades",
      "Meddelandet får vara högst 500 tecken",
    );
    await expect(form).toContainText("Meddelandet får vara högst 500 tecken");

    // The server says the same when the browser check is skipped.
    const res = await page.request.post("/gift-card", {
      form: {
        customAmount: "99",
        recipientName: "Bo",
        recipientEmail: "bo@example.se",
        senderName: "Åsa",
      },
    });
    expect(res.status()).toBe(400);
    expect(await res.text()).toContain("Minimum belopp är 100\u00a0kr");

    // Success: toast with the amount; recipient and message reset, custom amount cleared; the line is in the cart.
    await fillCard(page, {
      to: "Bo Ek",
      email: "bo@example.se",
      from: "Åsa",
      message: "Grattis!",
    });
    await expect(page.getByTestId("preview-to")).toHaveText("Bo Ek");
    await expect(page.getByTestId("preview-message")).toHaveText("Grattis!");
    await custom.fill("300");
    await form
      .getByRole("button", { name: /Lägg i varukorgen – 300 kr/ })
      .click();
    await expectToast(page, "Presentkort lagt i varukorgen!", "300 kr");
    await expect(form.getByLabel("Mottagarens namn")).toHaveValue("");
    await expect(form.getByLabel("Mottagarens e-post")).toHaveValue("");
    await expect(
      form.getByLabel("Personligt meddelande (valfritt)"),
    ).toHaveValue("");
    await expect(custom).toHaveValue("");
    await expect(page.getByTestId("message-counter")).toHaveText(
      "0/500 tecken",
    );
    await page.goto("/cart");
    const line = page
      .getByTestId("cart-line")
      .filter({ hasText: "Presentkort" });
    await expect(line).toContainText("300 kr");
    await expect(line.getByTestId("gift-card-details")).toContainText(
      "Till: Bo Ek (bo@example.se)",
    );
    await expect(line.getByTestId("gift-card-details")).toContainText(
      "Från: Åsa",
    );
  });

  test("buy 500 kr (+ 227 kr), paid at the desk, the recipient's code pays 300 kr of an order, 200 kr left, then the rest", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const buyer = uniqueEmail("presentkopare");
    const recipient = uniqueEmail("mottagare");
    await signUpByForm(page, { name: "Åsa Öberg", email: buyer, password: "hemligt1" });

    // Two cards: 500 kr (the default preset) and 227 kr (custom), one line each.
    await page.goto("/gift-card");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Presentkort" });
    await fillCard(page, {
      to: "Bo Ek",
      email: recipient,
      from: "Åsa",
      message: "Grattis på födelsedagen!",
    });
    await form
      .getByRole("button", { name: "Lägg i varukorgen – 500 kr" })
      .click();
    await expectToast(page, "Presentkort lagt i varukorgen!", "500 kr");
    await fillCard(page, { to: "Bo Ek", email: recipient, from: "Åsa" });
    await form.getByLabel("Eget belopp (kr)").fill("227");
    await form
      .getByRole("button", { name: "Lägg i varukorgen – 227 kr" })
      .click();
    await expectToast(page, "Presentkort lagt i varukorgen!", "227 kr");

    // Checkout: gift cards only, no shipping, no VAT; paid by Swish.
    await page.goto("/checkout");
    await expect(
      page.getByTestId("summary-line").filter({ hasText: "Presentkort" }),
    ).toHaveCount(2);
    await expect(page.getByTestId("pay-total")).toHaveText("727 kr");
    const checkout = await fillDelivery(page, "Åsa Öberg", buyer);
    await checkout.getByRole("radio", { name: "Swish" }).check();
    const giftOrderId = await placeOrder(page);
    await expect(page.getByTestId("gift-card-recipient").first()).toContainText(
      recipient,
    );
    await expect(page.getByTestId("swish-details")).toContainText("727 kr");

    // The shop marks it paid: the cards are issued and mailed.
    const admin = await adminPage(
      browser,
      baseURL!,
      `/admin/orders/${giftOrderId}`,
    );
    await admin
      .getByRole("region", { name: "Åtgärder" })
      .getByRole("button", { name: "Markera som betald" })
      .click();
    await expect(admin.getByTestId("desk-gift-card")).toHaveCount(2);
    await expect(admin.getByTestId("desk-gift-card").first()).toContainText(
      "••••-••••-••••-",
    );

    const mails = await mailsTo(baseURL!, recipient, (m) =>
      mailText(m.raw).includes("Presentkortskod"),
    );
    await expect
      .poll(
        async () =>
          (
            await mailsTo(baseURL!, recipient, (m) =>
              mailText(m.raw).includes("Presentkortskod"),
            )
          ).length,
      )
      .toBe(2);
    const texts = (
      await mailsTo(baseURL!, recipient, (m) =>
        mailText(m.raw).includes("Presentkortskod"),
      )
    ).map((m) => mailText(m.raw));
    expect(mails.length).toBeGreaterThan(0);
    const codeOf = (amount: string) => {
      const text = texts.find((t) =>
        new RegExp(`Belopp: ${amount.replace(" ", "[\\s\\u00a0]")}`).test(t),
      )!;
      expect(text).toContain("Åsa");
      return /Presentkortskod: ([A-Z0-9-]{24})/.exec(text)![1]!;
    };
    const code500 = codeOf("500 kr");
    const code227 = codeOf("227 kr");
    const text500 = texts.find((t) => t.includes(code500))!;
    expect(text500).toContain("Grattis på födelsedagen!");
    expect(text500).toMatch(/Giltigt till och med: \d{1,2} \S+ \d{4}/);

    // A later order: Sleep 249 + Tekopp 229 + shipping 49 = 527 kr. The 227 kr card first, then 300 kr of the 500 kr card.
    await addProduct(page, "sleep", "Sleep");
    await addProduct(page, "tea-cup", "Tekopp");
    await page.goto("/checkout");
    await hydrated(page);
    await applyCard(page, "ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    await expect(page.getByTestId("gift-card-payment")).toContainText(
      "Presentkortet finns inte – kontrollera koden",
    );
    await applyCard(page, code227.toLowerCase());
    await expect(page.getByTestId("applied-gift-card")).toHaveCount(1);
    await applyCard(page, code500.replace(/-/g, " "));
    const applied = page.getByTestId("applied-gift-card");
    await expect(applied).toHaveCount(2);
    await expect(applied.nth(0)).toContainText("betalar 227 kr");
    await expect(applied.nth(1)).toContainText("betalar 300 kr");
    await expect(applied.nth(1)).toContainText(
      `••••-••••-••••-${code500.slice(-4)}`,
    );
    await expect(page.getByTestId("gift-card-paid")).toHaveText("−527 kr");
    await expect(page.getByTestId("gift-card-rest")).toHaveText("0 kr");
    await expect(page.getByTestId("covered-by-gift-cards")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Swish" })).toHaveCount(0);
    await expect(page.getByTestId("pay-total")).toHaveText("0 kr");
    await expectAccessible(page);
    await fillDelivery(page, "Åsa Öberg", buyer);
    await placeOrder(page);
    await expect(page.getByTestId("order-gift-card-paid")).toContainText(
      "527 kr",
    );
    await expect(page.getByTestId("order-rest")).toHaveText("0 kr");

    // The balance page: 200 kr left on the 500 kr card.
    await page.goto("/gift-card/saldo");
    await expectAccessible(page);
    await page.getByLabel("Presentkortskod").fill(code500);
    await page.getByRole("button", { name: "Visa saldo" }).click();
    await expect(page.getByTestId("balance-amount")).toHaveText("200 kr");
    await page.getByLabel("Presentkortskod").fill("ABCD-EFGH-JKMN-PQRS");
    await page.getByRole("button", { name: "Visa saldo" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Vi hittar inget användbart presentkort med den koden. Kontrollera koden och försök igen.",
    );

    // A second redemption uses the rest: Sleep 249 + 49 = 298 kr; the card pays 200 kr, Swish the remaining 98 kr.
    await addProduct(page, "sleep", "Sleep");
    await page.goto("/checkout");
    await hydrated(page);
    await applyCard(page, code500);
    await expect(page.getByTestId("applied-gift-card")).toContainText(
      "betalar 200 kr",
    );
    await expect(page.getByTestId("gift-card-rest")).toHaveText("98 kr");
    const second = await fillDelivery(page, "Åsa Öberg", buyer);
    await second.getByRole("radio", { name: "Swish" }).check();
    await placeOrder(page);
    await expect(page.getByTestId("swish-details")).toContainText("98 kr");
    await expect(page.getByTestId("order-gift-card-paid")).toContainText(
      "200 kr",
    );

    // The desk's ledger shows issue, payments; the card is empty now.
    await admin.goto(`/admin/orders/${giftOrderId}`);
    const card500 = admin
      .getByTestId("desk-gift-card")
      .filter({ hasText: code500.slice(-4) });
    await expect(card500.getByTestId("desk-gift-card-balance")).toHaveText(
      "0 kr",
    );
    // One row per entry (each named by its date), under the ledger's header row (a card table, ADR 067).
    await expect(card500.getByRole("row").filter({ has: admin.getByRole("rowheader") })).toHaveCount(3);
    await admin.context().close();
  });

  test("the owner sets a card's balance and voids it, each with a reason; a voided card has no balance to show", async ({ page, browser, baseURL }) => {
    test.slow();
    const buyer = uniqueEmail("kortagare");
    const recipient = uniqueEmail("kortmottagare");
    await signUpByForm(page, { name: "Åsa Öberg", email: buyer, password: "hemligt1" });
    await page.goto("/gift-card");
    await hydrated(page);
    await fillCard(page, { to: "Bo Ek", email: recipient, from: "Åsa" });
    await page.getByRole("form", { name: "Presentkort" }).getByRole("button", { name: "Lägg i varukorgen – 500 kr" }).click();
    await expectToast(page, "Presentkort lagt i varukorgen!", "500 kr");
    await page.goto("/checkout");
    const checkout = await fillDelivery(page, "Åsa Öberg", buyer);
    await checkout.getByRole("radio", { name: "Swish" }).check();
    const orderId = await placeOrder(page);
    const admin = await adminPage(browser, baseURL!, `/admin/orders/${orderId}`);
    await admin.getByRole("region", { name: "Åtgärder" }).getByRole("button", { name: "Markera som betald" }).click();
    await expect(admin.getByTestId("desk-gift-card")).toHaveCount(1);
    const [mail] = await mailsTo(baseURL!, recipient, (m) => mailText(m.raw).includes("Presentkortskod"));
    const code = /Presentkortskod: ([A-Z0-9-]{24})/.exec(mailText(mail!.raw))![1]!;

    const balanceOnPage = async () => {
      await page.goto("/gift-card/saldo");
      await page.getByLabel("Presentkortskod").fill(code);
      await page.getByRole("button", { name: "Visa saldo" }).click();
    };

    await admin.goto("/admin/gift-cards");
    const card = admin.getByTestId("desk-gift-card").filter({ hasText: code.slice(-4) });
    await card.getByText("Justera eller spärra").click();
    const adjust = card.getByRole("form", { name: /^Ändra saldo/ });
    // No reason: refused by the field, nothing changes.
    await adjust.getByLabel("Nytt saldo (kr)").fill("120");
    await adjust.getByRole("button", { name: "Spara saldo" }).click();
    await expect(adjust.getByText("Skriv en anledning (3–300 tecken).")).toBeVisible();
    await expect(card.getByTestId("desk-gift-card-balance")).toHaveText("500 kr");
    await expect(adjust.getByLabel("Nytt saldo (kr)")).toHaveValue("120");
    await adjust.getByLabel("Anledning").fill("Delvis återbetalt via Swish");
    await adjust.getByRole("button", { name: "Spara saldo" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Saldot är ändrat." })).toBeVisible();
    await expect(card.getByTestId("desk-gift-card-balance")).toHaveText("120 kr");
    await expect(card.getByRole("row").filter({ hasText: "Justerat" })).toContainText("Delvis återbetalt via Swish");
    await expectAccessible(admin);
    await balanceOnPage();
    await expect(page.getByTestId("balance-amount")).toHaveText("120 kr");

    await card.getByText("Justera eller spärra").click();
    const voiding = card.getByRole("form", { name: /^Spärra kortet/ });
    await voiding.getByLabel("Anledning").fill("Koden har spridits på nätet");
    await voiding.getByRole("button", { name: "Spärra kortet" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Presentkortet är spärrat." })).toBeVisible();
    await expect(card.getByTestId("desk-gift-card-balance")).toHaveText("0 kr");
    await expect(card).toContainText("Spärrat");
    await expect(card.getByText("Justera eller spärra")).toHaveCount(0);
    await balanceOnPage();
    await expect(page.getByRole("alert")).toHaveText("Vi hittar inget användbart presentkort med den koden. Kontrollera koden och försök igen.");

    await admin.goto("/admin/logg");
    await expect(admin.getByText("Spärrade presentkort").first()).toBeVisible();
    await expect(admin.getByText("Justerade presentkortets saldo").first()).toBeVisible();
    await admin.context().close();
  });
});
