import { adminPage, expect, expectAccessible, gotoWaitsForHydration, orderThroughUi, signUpByForm, test, uniqueEmail, unlockedPage } from "./fixtures";

test.describe("discount codes in the admin", () => {
  test("the owner creates a code, a customer orders with it, the owner sees the order on the code and switches the code off @smoke", async ({ page, browser, baseURL }) => {
    test.slow();
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const admin = await adminPage(browser, baseURL!, "/admin/discount-codes");
    await expect(admin.getByRole("heading", { name: "Rabattkoder", level: 1 })).toBeVisible();

    // Bad input: a message by each field, nothing created.
    const form = admin.getByRole("region", { name: "Ny rabattkod" });
    await form.getByLabel("Kod", { exact: true }).fill("x");
    await form.getByLabel("Rabatt (procent eller kronor)").fill("150");
    await form.getByRole("button", { name: "Skapa rabattkoden" }).click();
    await expect(form.getByText("Koden ska vara 3–30 tecken: A–Z, 0–9 och bindestreck.")).toBeVisible();
    await expect(form.getByText("Ange en procentsats mellan 1 och 100.")).toBeVisible();
    await expect(form.getByLabel("Kod", { exact: true })).toHaveValue("x");

    await form.getByLabel("Kod", { exact: true }).fill(code.toLowerCase());
    await form.getByRole("radio", { name: "Belopp i kronor" }).check();
    await form.getByLabel("Rabatt (procent eller kronor)").fill("50");
    await form.getByLabel("Minsta ordervärde i kronor (valfritt)").fill("100");
    await form.getByLabel("Högst antal användningar per kund (valfritt)").fill("1");
    await form.getByRole("button", { name: "Skapa rabattkoden" }).click();
    await expect(admin.getByRole("heading", { name: `Rabattkod ${code}`, level: 1 })).toBeVisible();
    await expect(admin.getByRole("status").filter({ hasText: `Rabattkoden ${code} är skapad.` })).toBeVisible();
    await expectAccessible(admin);

    // A customer uses it at checkout.
    const placed = await orderThroughUi(page, { code });
    await expect(page.getByText(/Rabattkod/).first()).toBeVisible();

    await admin.reload();
    const uses = admin.getByRole("region", { name: /Ordrar med koden/ });
    await expect(uses.getByTestId("code-use")).toHaveCount(1);
    await expect(uses.getByRole("link", { name: `Order ${placed.number}` })).toBeVisible();
    await expect(uses.getByTestId("code-use")).toContainText("50 kr");

    // Leaked: switched off at once; the next customer is refused.
    await admin.getByRole("button", { name: "Stäng av koden nu" }).click();
    await expect(admin.getByRole("status").filter({ hasText: "Koden är avstängd." })).toBeVisible();
    await expect(admin.getByRole("button", { name: "Slå på koden igen" })).toBeVisible();

    const other = await unlockedPage(browser, baseURL!);
    // The add below must meet a hydrated page to open the drawer (before hydration it is a plain post to /cart).
    gotoWaitsForHydration(other);
    await signUpByForm(other, { name: "Nästa Kund", email: uniqueEmail("kod"), password: "hemligt1" });
    await other.goto("/product/sleep");
    await other.getByRole("button", { name: "Lägg Sleep i varukorgen" }).first().click();
    await expect(other.getByRole("dialog", { name: "Varukorg" })).toBeVisible();
    await other.goto("/checkout");
    await other.getByLabel("Rabattkod", { exact: true }).fill(code);
    await other.getByRole("button", { name: "Använd" }).click();
    await expect(other.getByRole("alert").filter({ hasText: "Rabattkoden är inte aktiv" })).toBeVisible();

    // Every step is in the log.
    await admin.goto("/admin/logg?typ=discount_code");
    const entries = admin.getByTestId("audit-entry").filter({ hasText: "Rabattkod " });
    await expect(entries.filter({ hasText: "Stängde av rabattkod" }).first()).toBeVisible();
    await expect(entries.filter({ hasText: "Skapade rabattkod" }).filter({ hasText: code }).first()).toBeVisible();
    await expectAccessible(admin);
    await other.context().close();
    await admin.context().close();
  });
});
