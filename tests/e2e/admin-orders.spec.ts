import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN, adminPage, expect, expectAccessible, mailsTo, mailText, orderThroughUi as orderViaCheckout, signUpByForm, test, uniqueEmail } from "./fixtures";

const WHEN = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}/;

async function orderThroughUi(page: Page, p: { id: string; name: string; customer: string; email: string }) {
  const { id, number } = await orderViaCheckout(page, { productId: p.id, productName: p.name, customer: p.customer, email: p.email });
  return { orderId: id, number };
}

async function adminContext(browser: Browser, baseURL: string | undefined): Promise<{ context: BrowserContext; page: Page }> {
  const page = await adminPage(browser, baseURL!, "/admin/orders");
  await expect(page.getByRole("heading", { name: "Ordrar", level: 1 })).toBeVisible();
  return { context: page.context(), page };
}

const actions = (page: Page) => page.getByRole("region", { name: "Åtgärder" });
const events = (page: Page) => page.getByRole("list", { name: "Händelser" }).getByRole("listitem");

test.describe("order desk", () => {
  test("customers and visitors get 404 on the desk", async ({ page }) => {
    expect((await page.goto("/admin/orders"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Hoppsan! Sidan hittades inte" })).toBeVisible();
    await signUpByForm(page, { name: "Nyfiken Kund", email: uniqueEmail("nyfiken"), password: "hemligt1" });
    expect((await page.goto("/admin/orders"))?.status()).toBe(404);
    expect((await page.goto("/admin/orders?status=pending"))?.status()).toBe(404);
    expect((await page.goto("/admin/orders/00000000-0000-0000-0000-000000000000"))?.status()).toBe(404);
    const post = await page.request.post("/admin/orders/00000000-0000-0000-0000-000000000000", { form: { intent: "mark_paid" } });
    expect(post.status()).toBe(404);
  });

  test("the admin finds a UI order, marks it paid, ships it with PostNord and delivers it; every change is in the history @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const email = uniqueEmail("desk");
    const { orderId, number } = await orderThroughUi(page, { id: "sleep", name: "Sleep", customer: "Dagny Disk", email });

    const { context, page: admin } = await adminContext(browser, baseURL);
    try {
      await expectAccessible(admin);
      await admin.getByLabel("Sök på ordernummer, OCR, e-post eller namn").fill(email);
      await admin.getByRole("button", { name: "Filtrera" }).click();
      await expect(admin).toHaveURL(/q=desk-/);
      const row = admin.getByTestId("order-row");
      await expect(row).toHaveCount(1);
      await expect(row.getByRole("rowheader")).toHaveText(String(number), { useInnerText: true });
      await expect(row).toContainText("Dagny Disk");
      await expect(row).toContainText("Väntar");
      await expect(row).toContainText("Obetald");
      await expect(row).toContainText("298 kr");
      await row.getByRole("link", { name: `Öppna order ${number}` }).click();

      await expect(admin.getByRole("heading", { name: `Order ${number}`, level: 1 })).toBeVisible();
      // A Swish order: the desk shows the message the payment carries (the order number).
      await expect(admin.getByTestId("desk-swish-message")).toHaveText(String(number));
      await expect(admin.getByTestId("order-line").filter({ hasText: "Sleep" })).toBeVisible();
      await expect(admin.getByRole("region", { name: "Leveransadress" })).toContainText("114 55 Stockholm");
      await expect(actions(admin).getByRole("button", { name: "Markera som skickad" })).toHaveCount(0);
      await expectAccessible(admin);

      await actions(admin).getByRole("button", { name: "Markera som betald" }).click();
      await expect(actions(admin).getByRole("status")).toHaveText("Ordern är markerad som betald.");
      await expect(actions(admin).getByRole("button", { name: "Markera som betald" })).toHaveCount(0);
      await expect(admin.getByRole("region", { name: "Betalning" })).toContainText("Betald");

      // A change the state does not allow is refused with a message, and nothing changes.
      const refused = await admin.request.post(`/admin/orders/${orderId}`, { form: { intent: "delivered" } });
      expect(refused.status()).toBe(409);
      expect(await refused.text()).toContain("Ordern kan inte gå från väntar till levererad.");

      await actions(admin).getByRole("button", { name: "Börja packa" }).click();
      await expect(actions(admin).getByRole("status")).toHaveText("Ordern packas.");

      const tooShort = await admin.request.post(`/admin/orders/${orderId}`, { form: { intent: "shipped", carrier: "PostNord", trackingNumber: "123" } });
      expect(tooShort.status()).toBe(400);
      await actions(admin).getByLabel("Fraktbolag").selectOption("PostNord");
      await actions(admin).getByLabel("Spårningsnummer").fill("RR123456785SE");
      await actions(admin).getByRole("button", { name: "Markera som skickad" }).click();
      await expect(actions(admin).getByRole("status")).toHaveText("Ordern är markerad som skickad.");
      await expect(admin.getByRole("region", { name: "Frakt" })).toContainText("PostNord");
      await expect(admin.getByTestId("tracking-number")).toHaveText("RR123456785SE");
      // The customer is told, with the carrier's tracking link (the terms' §4 promise).
      // mailsTo gives every mail to the address (the confirmation first): the shipping mail is the one that says so.
      const isShipped = (m: { raw: string }) => mailText(m.raw).includes(`Din order ${number} är skickad`);
      const shipped = (await mailsTo(baseURL!, email, isShipped)).find(isShipped);
      expect(mailText(shipped!.raw)).toContain(`Din order ${number} är skickad med PostNord.`);
      expect(mailText(shipped!.raw)).toContain("https://tracking.postnord.com/se/?id=RR123456785SE");

      await actions(admin).getByRole("button", { name: "Markera som levererad" }).click();
      await expect(actions(admin).getByRole("status")).toHaveText("Ordern är markerad som levererad.");
      // Delivered: the only change left is a return.
      await expect(actions(admin).getByRole("button")).toHaveText(["Markera som returnerad"]);

      const history = events(admin);
      await expect(history).toHaveCount(5);
      await expect(history.nth(0)).toContainText("Order lagd");
      await expect(history.nth(0)).toContainText(`kunden Dagny Disk (${email})`);
      await expect(history.nth(1)).toContainText("Markerad som betald");
      await expect(history.nth(2)).toContainText("Status: Väntar → Bearbetas");
      await expect(history.nth(3)).toContainText("Status: Bearbetas → Skickad · PostNord RR123456785SE");
      await expect(history.nth(4)).toContainText("Status: Skickad → Levererad");
      for (let i = 0; i < 5; i++) await expect(history.nth(i)).toContainText(WHEN);
      for (let i = 1; i < 5; i++) await expect(history.nth(i)).toContainText(`Stilla Admin (${ADMIN.email})`);
      await expectAccessible(admin);

      // The list shows the new state, and the filters find it.
      await admin.goto(`/admin/orders?status=delivered&payment=paid&q=${encodeURIComponent(email)}`);
      await expect(admin.getByTestId("order-row")).toHaveCount(1);
      await expect(admin.getByTestId("order-row")).toContainText("Levererad");
      await admin.goto(`/admin/orders?status=pending&q=${encodeURIComponent(email)}`);
      await expect(admin.getByText("Inga ordrar matchar filtret.")).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test("cancelling a fresh pending order asks first, returns the stock, and happens once (without JavaScript)", async ({ page, browser, baseURL }) => {
    test.slow();
    const { context: jsAdmin, page: jsPage } = await adminContext(browser, baseURL);
    // The same admin session in a browser without JavaScript: filters and the confirm step are plain HTML.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await jsAdmin.storageState() });
    const admin = await context.newPage();
    const stock = async () => {
      await admin.goto("/admin/products");
      return Number(await admin.getByRole("textbox", { name: "Lager för Teburk" }).inputValue());
    };
    try {
      const before = await stock();
      const email = uniqueEmail("makulera");
      const { orderId, number } = await orderThroughUi(page, { id: "tea-jar", name: "Teburk", customer: "Magnus Makulera", email });
      expect(await stock()).toBe(before - 1);

      await admin.goto("/admin/orders");
      await admin.getByLabel("Status").selectOption("pending");
      await admin.getByLabel("Sök på ordernummer, OCR, e-post eller namn").fill(`#${number}`);
      await admin.getByRole("button", { name: "Filtrera" }).click();
      await expect(admin).toHaveURL(/status=pending/);
      await admin.getByRole("link", { name: `Öppna order ${number}` }).click();
      await expect(admin.getByRole("heading", { name: `Order ${number}`, level: 1 })).toBeVisible();

      await actions(admin).getByRole("button", { name: "Makulera order" }).click();
      const confirm = admin.getByRole("group", { name: "Makulera ordern?" });
      await expect(confirm).toContainText("Varorna läggs tillbaka i lager");
      // (axe needs JavaScript: check the same confirm step in the admin's JavaScript browser.)
      await jsPage.goto(`/admin/orders/${orderId}?makulera=1`);
      await expect(jsPage.getByRole("group", { name: "Makulera ordern?" })).toBeVisible();
      await expectAccessible(jsPage);
      await confirm.getByRole("button", { name: "Nej, behåll ordern" }).click();
      await expect(admin.getByRole("group", { name: "Makulera ordern?" })).toHaveCount(0);
      expect(await stock()).toBe(before - 1);

      await admin.goto(`/admin/orders/${orderId}`);
      await actions(admin).getByRole("button", { name: "Makulera order" }).click();
      await admin.getByRole("button", { name: "Ja, makulera ordern" }).click();
      await expect(actions(admin).getByRole("status")).toHaveText("Ordern är makulerad.");
      await expect(admin.getByText("Makulerad").first()).toBeVisible();
      await expect(actions(admin).getByRole("button")).toHaveCount(0);
      await expect(events(admin).last()).toContainText("Status: Väntar → Makulerad");

      // Sending the cancellation again changes nothing: the stock came back exactly once.
      const again = await admin.request.post(`/admin/orders/${orderId}`, { form: { intent: "cancel", confirm: "yes" } });
      expect(again.ok()).toBe(true);
      expect(await again.text()).toContain("Ingen ändring: det var redan gjort.");
      expect(await stock()).toBe(before);
      await admin.goto(`/admin/orders/${orderId}`);
      await expect(events(admin)).toHaveCount(2);
    } finally {
      await context.close();
      await jsAdmin.close();
    }
  });
});
