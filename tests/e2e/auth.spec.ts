import { ADMIN, expect, expectAccessible, logIn, mailsTo, mailText, signUp, test, uniqueEmail } from "./fixtures";

test.describe("accounts", () => {
  test("sign up, see the account menu, log out and log in again @smoke", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { name: "Åsa Öberg", email, password: "hemligt1" });
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole("navigation", { name: "Huvudmeny" }).locator("..");
    await page.getByRole("button", { name: "Mitt konto" }).click();
    await expect(page.getByText("Åsa Öberg").filter({ visible: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Mina Ordrar" })).toBeVisible();
    await page.getByRole("button", { name: "Logga Ut" }).click();
    await expect(nav.getByRole("link", { name: "Logga In" })).toBeVisible();

    await logIn(page, { email, password: "hemligt1" });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible();

    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("sign-up messages from the spec", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await expect(page.getByRole("tab", { name: "Skapa konto" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByRole("alert")).toHaveText("Alla fält måste fyllas i");

    await page.getByLabel("Fullständigt namn").fill("Kim Lind");
    await page.getByLabel("E-post").fill(uniqueEmail());
    await page.getByLabel("Lösenord", { exact: true }).fill("12345");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByRole("alert")).toHaveText("Lösenordet måste vara minst 6 tecken");

    const email = uniqueEmail();
    await signUp(page, { name: "Kim Lind", email, password: "hemligt1" });
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies({ name: "stilla.session_token" });
    await signUp(page, { name: "Kim Lind igen", email, password: "hemligt2" });
    await expect(page.getByRole("alert")).toHaveText("Den här e-postadressen är redan registrerad");
  });

  test("the server checks the sign-up form too (without JavaScript)", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: "te-och-ro" } });
    const page = await context.newPage();
    await page.goto("/auth?tab=signup");
    await page.getByLabel("Fullständigt namn").fill("Kim");
    await page.getByLabel("E-post").fill(uniqueEmail());
    await page.getByLabel("Lösenord", { exact: true }).fill("123");
    await page.getByRole("button", { name: "Skapa konto" }).click();
    await expect(page.getByRole("alert")).toHaveText("Lösenordet måste vara minst 6 tecken");
    await context.close();
  });

  test("sign-up: required fields and the password rule show before a try; every field's message at once, linked to its field (issue 35)", async ({ page, browser, baseURL }) => {
    await page.goto("/auth?tab=signup");
    const form = page.getByRole("tabpanel");
    await expect(form.getByText("Alla fält måste fyllas i.", { exact: true })).toBeVisible();
    for (const label of ["Fullständigt namn", "E-post"]) await expect(form.getByLabel(label)).toHaveAttribute("required", "");
    const password = form.getByLabel("Lösenord", { exact: true });
    await expect(password).toHaveAttribute("required", "");
    await expect(form.getByText("Minst 6 tecken", { exact: true })).toBeVisible();
    await expect(password).toHaveAccessibleDescription("Minst 6 tecken");
    await expect(password).not.toHaveAttribute("aria-invalid");
    await expectAccessible(page);

    /** Three wrong fields, sent by the browser's check (JavaScript) and by the server's (without). */
    const tryWrong = async (p: typeof page) => {
      const f = p.getByRole("tabpanel");
      await f.getByLabel("E-post").fill("inte-en-adress");
      await f.getByLabel("Lösenord", { exact: true }).fill("123");
      await p.getByRole("button", { name: "Skapa konto" }).click();
      await expect(p.getByRole("alert")).toHaveText("Alla fält måste fyllas i");
      const expected: [string, string][] = [
        ["Fullständigt namn", "Fältet måste fyllas i"],
        ["E-post", "Ogiltig e-postadress"],
        ["Lösenord", "Minst 6 tecken Lösenordet måste vara minst 6 tecken"],
      ];
      for (const [label, description] of expected) {
        const field = f.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(description);
        // The description is the message shown under the field, by its id.
        const ids = (await field.getAttribute("aria-describedby"))!.split(" ");
        await expect(p.locator(`[id="${ids.at(-1)}"]`)).toBeVisible();
      }
    };
    await tryWrong(page);
    await expectAccessible(page);

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await context.request.post("/gate", { form: { password: "te-och-ro" } });
    const plain = await context.newPage();
    await plain.goto("/auth?tab=signup");
    await tryWrong(plain);
    await context.close();
  });

  test("sign-in: a refused form marks each empty field with its own message (issue 35)", async ({ page }) => {
    await page.goto("/auth");
    const form = page.getByRole("tabpanel");
    await expect(form.getByText("Alla fält måste fyllas i.", { exact: true })).toBeVisible();
    await form.getByLabel("E-post").fill(uniqueEmail());
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Alla fält måste fyllas i");
    await expect(form.getByLabel("E-post")).not.toHaveAttribute("aria-invalid");
    const password = form.getByLabel("Lösenord", { exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription("Fältet måste fyllas i");
    await expect(password).toBeFocused();
    await expectAccessible(page);
  });

  test("login messages from the spec", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Logga in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Alla fält måste fyllas i");
    await logIn(page, { email: uniqueEmail("okand"), password: "vad-som-helst" });
    await expect(page.getByRole("alert")).toHaveText("Inloggning misslyckades");
    await expectAccessible(page);
  });

  test("redirectTo is followed for same-site paths only", async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, { name: "Per Ek", email, password: "hemligt1" }, "/faq");
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole("button", { name: "Mitt konto" }).click();
    await page.getByRole("button", { name: "Logga Ut" }).click();
    // Signed out (and its redirect to / done) before the next page, so the check below sees only the login's redirect.
    await expect(page.getByRole("link", { name: "Logga In" })).toBeVisible();
    await logIn(page, { email, password: "hemligt1" }, "https://evil.example/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("orders send a visitor to /auth and back; from checkout, sign-in is offered, never required", async ({ page }) => {
    await page.goto("/auth?redirectTo=%2Fcheckout");
    await expect(page.getByRole("status")).toContainText("Du kan också handla utan konto.");
    await expect(page.getByRole("status").getByRole("link", { name: "Fortsätt utan konto" })).toHaveAttribute("href", "/checkout");
    await signUp(page, { name: "Eva Berg", email: uniqueEmail(), password: "hemligt1" }, "/orders");
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { name: "Mina Ordrar" })).toBeVisible();
  });

  test("password reset by e-mail link through the outbox", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("glomsk");
    await signUp(page, { name: "Glömsk Kund", email, password: "gammalt1" });
    await page.getByRole("button", { name: "Mitt konto" }).click();
    await page.getByRole("button", { name: "Logga Ut" }).click();
    await expect(page.getByRole("link", { name: "Logga In" })).toBeVisible();

    await page.goto("/auth");
    await page.getByRole("link", { name: "Glömt lösenordet?" }).click();
    await expect(page.getByRole("heading", { name: "Glömt lösenordet" })).toBeVisible();
    await page.getByLabel("E-post").fill(email);
    await page.getByRole("button", { name: "Skicka länk" }).click();
    await expect(page.getByRole("status")).toContainText("Om det finns ett konto");

    // The admin reads the outbox (no SMTP in this run) and follows the link as the customer would.
    const admin = await browser.newContext({ baseURL });
    await admin.request.post("/gate", { form: { password: "te-och-ro" } });
    const adminPage = await admin.newPage();
    await logIn(adminPage, ADMIN, "/admin/outbox");
    await expect(adminPage.getByRole("heading", { name: "Utkorg" })).toBeVisible();
    const item = adminPage.getByRole("listitem").filter({ hasText: email }).first();
    await item.locator("summary").click();
    const text = await item.locator("pre").innerText();
    const link = text.match(/https?:\/\/\S+/)![0];
    await admin.close();

    // SMTP is configured in this run: the same mail also reached the SMTP server.
    const delivered = await mailsTo(baseURL!, email, (m) => mailText(m.raw).includes(link));
    expect(delivered.length).toBeGreaterThan(0);
    expect(mailText(delivered.at(-1)!.raw)).toContain("byta lösenord");

    await page.goto(link);
    await expect(page).toHaveURL(/\/auth\/nytt-losenord\?token=/);
    await page.getByLabel("Nytt lösenord").fill("nyttlosen1");
    await page.getByRole("button", { name: "Spara lösenord" }).click();
    await expect(page.getByRole("status")).toContainText("Ditt lösenord är bytt");
    await logIn(page, { email, password: "nyttlosen1" });
    await expect(page.getByRole("button", { name: "Mitt konto" })).toBeVisible();
  });

  test("the admin outbox answers 404 to customers", async ({ page }) => {
    expect((await page.goto("/admin/outbox"))?.status()).toBe(404);
    await signUp(page, { name: "Vanlig Kund", email: uniqueEmail(), password: "hemligt1" });
    expect((await page.goto("/admin/outbox"))?.status()).toBe(404);
  });
});
