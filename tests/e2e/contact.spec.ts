import type { Page } from "@playwright/test";
import { adminPage, expect, expectAccessible, hydrated, mailsTo, mailText, test, uniqueEmail, unlockedPage } from "./fixtures";

const SHOP_MAILBOX = "hej@stilla.se";
const contactForm = (page: Page) => page.getByRole("form", { name: "Skicka ett meddelande" });

async function fill(page: Page, v: { name: string; email: string; subject: string; message: string }) {
  const form = contactForm(page);
  await form.getByLabel("Namn", { exact: true }).fill(v.name);
  await form.getByLabel("E-post", { exact: true }).fill(v.email);
  await form.getByLabel("Ämne", { exact: true }).fill(v.subject);
  await form.getByLabel("Meddelande", { exact: true }).fill(v.message);
}

test.describe("contact (/contact)", () => {
  test("the page: form, side panel with mailbox, hours and FAQ link; accessible", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Kontakt – Stilla");
    await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
    const panel = page.getByRole("complementary", { name: "Kundservice" });
    await expect(panel.getByRole("link", { name: SHOP_MAILBOX })).toHaveAttribute("href", `mailto:${SHOP_MAILBOX}`);
    await expect(panel).toContainText("Mån–Fre");
    await expect(panel).toContainText("09:00–17:00");
    await expect(panel).toContainText("Lör–Sön");
    await expect(panel).toContainText("Stängt");
    await expect(panel).toContainText("inom 24 timmar på vardagar");
    await expect(panel.getByRole("link", { name: "Till vanliga frågor" })).toHaveAttribute("href", "/faq");
    await expectAccessible(page);
  });

  test("every validation message, inline and with the 'Validering misslyckades' toast", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await fill(page, { name: " Å ", email: "fel@", subject: "Hi", message: "för kort" });
    await contactForm(page).getByRole("button", { name: "Skicka meddelande" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "Validering misslyckades" })).toBeVisible();
    const form = contactForm(page);
    for (const message of ["Namn måste vara minst 2 tecken", "Ogiltig e-postadress", "Ämne måste vara minst 3 tecken", "Meddelande måste vara minst 10 tecken"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    await expect(form.getByLabel("Namn", { exact: true })).toBeFocused();
    await expect(form.getByLabel("Namn", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    // The inputs stop at the limits; a client that ignores maxlength meets the same rules.
    await form.evaluate((f) => f.querySelectorAll("[maxlength]").forEach((el) => el.removeAttribute("maxlength")));
    await fill(page, { name: "x".repeat(101), email: `${"a".repeat(250)}@example.se`, subject: "x".repeat(201), message: "x".repeat(2001) });
    await form.getByRole("button", { name: "Skicka meddelande" }).click();
    for (const message of ["Namn för långt", "E-post för lång", "Ämne för långt", "Meddelande för långt"]) {
      await expect(form.getByText(message)).toBeVisible();
    }
  });

  test("without JavaScript the server checks the same rules, and a message is sent (PRG to the success panel)", async ({ browser, baseURL }) => {
    const page = await unlockedPage(browser, baseURL!, { javaScript: false });
    try {
      await page.goto("/contact");
      await fill(page, { name: "Ö", email: "inte-en-adress", subject: "Ja", message: "kort" });
      await contactForm(page).getByRole("button", { name: "Skicka meddelande" }).click();
      for (const message of ["Namn måste vara minst 2 tecken", "Ogiltig e-postadress", "Ämne måste vara minst 3 tecken", "Meddelande måste vara minst 10 tecken"]) {
        await expect(contactForm(page).getByText(message)).toBeVisible();
      }
      await expect(contactForm(page).getByLabel("Ämne", { exact: true })).toHaveValue("Ja");

      const email = uniqueEmail("utanjs");
      await fill(page, { name: "Nils Utan Skript", email, subject: "Utan JavaScript", message: "Fungerar formuläret utan JavaScript också?" });
      await contactForm(page).getByRole("button", { name: "Skicka meddelande" }).click();
      await expect(page).toHaveURL(/\/contact\?skickat=1$/);
      const success = page.getByRole("main").getByRole("status");
      await expect(success).toContainText("Meddelande skickat!");
      await expect(success).toContainText("Vi återkommer till dig inom 24 timmar.");
      const receipt = await mailsTo(baseURL!, email);
      expect(receipt).toHaveLength(1);
    } finally {
      await page.context().close();
    }
  });

  test("a message is stored, e-mailed to the shop (reply to the sender) and receipted; the admin sees it @smoke", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("kontakt");
    const subject = `Fråga om leverans ${email.slice(8, 20)}`;
    const message = "Hej! När kommer min beställning fram?\n<script>alert(1)</script> & <b>tack</b>";
    await page.goto("/contact");
    await hydrated(page);
    await fill(page, { name: "Karin Kontakt", email, subject, message });
    await contactForm(page).getByRole("button", { name: "Skicka meddelande" }).click();
    const toast = page.getByTestId("toast").filter({ hasText: "Meddelande skickat!" });
    await expect(toast).toContainText("Vi återkommer till dig inom 24 timmar.");
    const panel = page.getByRole("main").getByRole("status");
    await expect(panel).toContainText("Meddelande skickat!");
    await expect(panel).toContainText("Vi återkommer till dig inom 24 timmar.");

    // SMTP: the shop's mailbox gets the message with Reply-To the sender; the sender gets a receipt.
    const toShop = (await mailsTo(baseURL!, SHOP_MAILBOX, (m) => mailText(m.raw).includes(subject))).find((m) => mailText(m.raw).includes(subject));
    expect(toShop, "mail to the shop").toBeDefined();
    expect(toShop!.raw).toMatch(new RegExp(`^Reply-To: ${email.replace(/[.]/g, "\\.")}`, "m"));
    expect(mailText(toShop!.raw)).toContain("<script>alert(1)</script> & <b>tack</b>");
    const [receipt] = await mailsTo(baseURL!, email);
    expect(mailText(receipt!.raw)).toContain("Hej Karin Kontakt!");
    expect(mailText(receipt!.raw)).toContain(subject);

    // The database row, as the admin reads it (as text, never HTML).
    const admin = await adminPage(browser, baseURL!, "/admin/messages");
    const item = admin.getByTestId("contact-message").filter({ hasText: subject });
    await expect(item).toHaveCount(1);
    await item.locator("summary").click();
    await expect(item).toContainText(`Karin Kontakt <${email}>`);
    await expect(item).toContainText("<script>alert(1)</script> & <b>tack</b>");
    await expect(admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Meddelanden" })).toHaveAttribute("aria-current", "page");
    await expect(item).toContainText("Väntar på svar");
    await expectAccessible(admin);

    // The owner answers from the admin: an empty answer is refused, a real one is e-mailed, kept and the message handled.
    await item.getByRole("button", { name: "Skicka svaret" }).click();
    await expect(item.getByText("Skriv ett svar.")).toBeVisible();
    await item.getByLabel("Ditt svar").fill("Hej Karin!\nVi skickar gärna ett prov på Sleep.");
    await item.getByRole("button", { name: "Skicka svaret" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Svaret är skickat." })).toBeVisible();
    const answered = admin.getByTestId("contact-message").filter({ hasText: subject });
    await expect(answered).toContainText("Hanterat");
    await expect(answered.getByTestId("contact-reply")).toContainText("Vi skickar gärna ett prov på Sleep.");
    const replies = await mailsTo(baseURL!, email, (m) => mailText(m.raw).includes("Vi skickar gärna ett prov"));
    const reply = replies.find((m) => mailText(m.raw).includes("Vi skickar gärna ett prov"));
    expect(reply, "the answer reaches the sender").toBeTruthy();
    expect(reply!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Sv:/);
    // Handled messages leave the default "waiting" view.
    await admin.goto("/admin/messages");
    await expect(admin.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
    await admin.context().close();

    // "Skicka ett nytt meddelande" brings back an empty form.
    await panel.getByRole("link", { name: "Skicka ett nytt meddelande" }).click();
    await expect(contactForm(page).getByLabel("Ämne", { exact: true })).toHaveValue("");
  });

  test("a filled honeypot answers like success but stores and sends nothing; /admin/messages is admin-only", async ({ page, browser, baseURL }) => {
    const email = uniqueEmail("bot");
    const subject = `Billiga klockor ${email.slice(4, 16)}`;
    const res = await page.request.post("/contact", {
      form: { name: "Spam Bot", email, subject, message: "Köp billiga klockor här nu!", website: "https://spam.example" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toBe("/contact?skickat=1");
    const human = await page.request.post("/contact", { form: { name: "Människa", email: uniqueEmail("m"), subject: "Utan honung", message: "En riktig fråga om te." }, maxRedirects: 0 });
    expect(human.status()).toBe(302);
    expect(human.headers()["location"]).toBe("/contact?skickat=1");

    expect(await mailsTo(baseURL!, email, () => true, 2_000)).toEqual([]);
    const admin = await adminPage(browser, baseURL!, "/admin/messages");
    await expect(admin.getByRole("heading", { level: 2, name: /Kontaktmeddelanden/ })).toBeVisible();
    await expect(admin.getByTestId("contact-message").filter({ hasText: subject })).toHaveCount(0);
    await admin.context().close();

    const visitor = await page.goto("/admin/messages");
    expect(visitor?.status()).toBe(404);
  });
});
