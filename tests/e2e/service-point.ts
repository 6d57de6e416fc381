/**
 * The checkout's service-point picker (issue #39, ADR 083), as a shopper uses it: on a phone the delivery step is one
 * folded line that opens; the postal code is typed, "Visa ombud" lists the points nearest it (the nearest chosen
 * first), and the shopper picks another. Shared by the delivery spec and the parcel spec's whole chain.
 */
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

export async function pickServicePoint(
  page: Page,
  p: { postalCode: string; nearest: string; choose: string; chooseId: string; count?: number },
  shots?: (name: string) => Promise<void>,
) {
  const step = page.getByRole("region", { name: "Leveranssätt" });
  const line = page.getByTestId("delivery-disclosure").locator("summary");
  if (await line.isVisible()) {
    await expect(line).toContainText("Leverans: ombud/paketskåp · 49");
    await line.click();
  }
  await expect(step.getByRole("radio", { name: "PostNord till ombud eller paketskåp" })).toBeChecked();
  await expect(step.getByRole("radio", { name: "Hemleverans" })).toBeVisible();
  await expect(step.getByRole("radio", { name: "Brev i brevlådan" })).toBeVisible();
  await step.getByLabel("Postnummer för ombud").fill(p.postalCode);
  await step.getByRole("button", { name: "Visa ombud" }).click();
  const list = () => step.getByRole("group", { name: `Ombud och paketskåp nära ${p.postalCode}` });
  await expect(list().getByRole("radio")).toHaveCount(p.count ?? 5);
  await expect(list().getByRole("radio", { name: p.nearest }), "the nearest is chosen first").toBeChecked();
  await shots?.("picker-open");
  await list().getByRole("radio", { name: p.choose }).click();
  await expect(page).toHaveURL(new RegExp(`ombud=${p.chooseId}`));
  await expect(list().getByRole("radio", { name: p.choose })).toBeChecked();
  await expect(page.getByTestId("summary-delivery")).toContainText(p.choose);
  await shots?.("picker-chosen");
}
