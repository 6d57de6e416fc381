import { expect, expectAccessible, test, uniqueEmail } from "./fixtures";
import { formatKr } from "../../app/domain/money";
import { subscriptionMonthlyOre } from "../../app/domain/pricing";

const SLEEP_ORE = 24_900;

test.describe("subscription", () => {
  test("Sleep Ritual Box: 224 kr a month against 249 kr, first delivery, plans; 'Prenumerera Nu' says it is coming", async ({ page }) => {
    await page.goto("/subscription");
    await expect(page).toHaveTitle("Prenumeration – Stilla");
    await expect(page.getByRole("heading", { level: 1, name: "Sleep Ritual Box" })).toBeVisible();
    const price = page.locator("[data-subscription-price]");
    expect(formatKr(subscriptionMonthlyOre(SLEEP_ORE))).toBe(formatKr(22_400));
    await expect(price).toContainText(`${formatKr(22_400)}/månad`);
    await expect(price).toContainText(`i stället för ${formatKr(SLEEP_ORE)}`);
    await expect(price).toContainText("Spara 10 %");
    const main = page.getByRole("main");
    await expect(main).toContainText("inom 2–3 arbetsdagar");
    await expect(main.getByRole("heading", { level: 2, name: "Det här finns i lådan" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Sleep, 50 g" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Pausa när du vill" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 3, name: "Avsluta när du vill" })).toBeVisible();
    await expect(main).toContainText("Prenumerationerna är inte öppna ännu");

    await expect(page.getByText("Prenumerationer kommer snart!")).toHaveCount(0);
    await page.getByRole("button", { name: "Prenumerera Nu" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Prenumerationer kommer snart!" })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByRole("link", { name: "Varukorg, 0 artiklar" })).toBeVisible();
    await expectAccessible(page);
  });

  test("the waitlist stores an address once and answers a repeat the same way; bad addresses get the spec's messages @smoke", async ({ page }) => {
    await page.goto("/subscription");
    const waitlist = page.getByRole("region", { name: "Meddela mig när det öppnar" });
    const email = waitlist.getByLabel("E-post");
    const submit = waitlist.getByRole("button", { name: "Meddela mig" });

    await email.fill("inte-en-adress");
    await submit.click();
    await expect(waitlist.getByText("Ogiltig e-postadress")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();

    await email.fill(`${"a".repeat(250)}@example.se`);
    await submit.click();
    await expect(waitlist.getByText("E-post för lång")).toBeVisible();

    const address = uniqueEmail("vantelista");
    await email.fill(`  ${address.toUpperCase()} `);
    await submit.click();
    const thanks = waitlist.getByRole("status");
    await expect(thanks).toHaveText("Tack! Vi meddelar dig när prenumerationerna öppnar.");
    await expect(waitlist.getByText("Ogiltig e-postadress")).toHaveCount(0);
    await expect(email).toHaveValue("");
    await expectAccessible(page);

    // The same address again: the same answer, nothing revealed.
    await page.reload();
    await waitlist.getByLabel("E-post").fill(address);
    await waitlist.getByRole("button", { name: "Meddela mig" }).click();
    await expect(waitlist.getByRole("status")).toHaveText("Tack! Vi meddelar dig när prenumerationerna öppnar.");

    // Both answers come from the server: the same status and body for a new and a known address.
    const first = await page.request.post("/subscription", { form: { email: address } });
    const fresh = await page.request.post("/subscription", { form: { email: uniqueEmail("vantelista") } });
    expect(first.status()).toBe(200);
    expect(fresh.status()).toBe(200);
    const bad = await page.request.post("/subscription", { form: { email: "" } });
    expect(bad.status()).toBe(400);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("'Prenumerera Nu' and the waitlist work as plain forms", async ({ page }) => {
      await page.goto("/subscription");
      await page.getByRole("button", { name: "Prenumerera Nu" }).click();
      await expect(page).toHaveURL(/\/subscription\?prenumerera=1/);
      await expect(page.getByRole("status").filter({ hasText: "Prenumerationer kommer snart!" })).toBeVisible();

      const waitlist = page.getByRole("region", { name: "Meddela mig när det öppnar" });
      await waitlist.getByLabel("E-post").fill("fel@");
      await waitlist.getByRole("button", { name: "Meddela mig" }).click();
      await expect(waitlist.getByText("Ogiltig e-postadress")).toBeVisible();
      await expect(waitlist.getByLabel("E-post")).toHaveValue("fel@");

      await waitlist.getByLabel("E-post").fill(uniqueEmail("utan-js"));
      await waitlist.getByRole("button", { name: "Meddela mig" }).click();
      await expect(waitlist.getByRole("status")).toHaveText("Tack! Vi meddelar dig när prenumerationerna öppnar.");
    });
  });
});
