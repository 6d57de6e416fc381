import { expect, fillCheckoutAndOrder, hydrated, signUpByForm, test, uniqueEmail } from "./fixtures";
import { formatKr } from "../../app/domain/money";

// The bought-together discount (ADR 038): Focus 249 kr + Termos 449 kr = 698 kr; × 0.92 = 642 kr, 56 kr off,
// 19,98 kr on Focus and 36,02 kr on Termos. The server prices it; the order keeps it.
test("the pair from the product page: the together discount in the cart, at the checkout and on the order page", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("tillsammans");
  await signUpByForm(page, { name: "Tilda Tillsammans", email, password: "hemligt1" });

  await page.goto("/product/focus");
  await hydrated(page);
  const box = page.getByRole("region", { name: "Köps ofta tillsammans" });
  await expect(box.getByTestId("together-price")).toContainText(`Tillsammans ${formatKr(64_200)}`);
  await box.getByRole("button", { name: "Lägg båda i varukorgen" }).click();
  await expect(page.getByRole("dialog", { name: "Varukorg" })).toBeVisible();

  await page.goto("/cart");
  const cart = page.getByRole("main");
  await expect(cart.getByTestId("together-discount")).toHaveText([`Tillsammansrabatt −${formatKr(1_998)}`, `Tillsammansrabatt −${formatKr(3_602)}`]);
  await expect(cart.getByTestId("cart-totals")).toContainText(formatKr(64_200));

  await page.goto("/checkout");
  await expect(page.getByTestId("together-discount")).toHaveText([`Tillsammansrabatt −${formatKr(1_998)}`, `Tillsammansrabatt −${formatKr(3_602)}`]);
  await fillCheckoutAndOrder(page, { customer: "Tilda Tillsammans", email });
  await expect(page.getByRole("heading", { level: 1, name: "Tack för din beställning!" })).toBeVisible({ timeout: 30_000 });

  const totals = page.getByTestId("order-totals");
  await expect(totals).toContainText("Tillsammansrabatt");
  await expect(totals).toContainText(`−${formatKr(5_600)}`);
  await expect(totals).toContainText(formatKr(64_200));
  await expect(page.getByTestId("together-discount")).toHaveText([`Tillsammansrabatt −${formatKr(1_998)}`, `Tillsammansrabatt −${formatKr(3_602)}`]);
});
