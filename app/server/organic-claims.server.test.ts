import { describe, expect, it } from "vitest";
import { SettingsFormSchema } from "~/domain/site-settings";
import { getProductPage } from "./product-page.server";
import { changeSiteSettings, getSettingsSection } from "./site-settings.server";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const now = new Date("2026-11-21T12:00:00Z");

describe(`organic claims only with a control body (${TEST_DB_KIND})`, () => {
  const seeded = useSeededDatabase();
  const db = () => seeded.db;
  const page = async () => (await getProductPage(db(), "sleep", now, "https://stilla.example"))!;
  const save = (controlBody: string) => changeSiteSettings(db(), SettingsFormSchema.parse({ intent: "save_organic", controlBody }), { actorEmail: "agare@stilla.se", now });

  it("without a code the product page calls nothing organic; with one the ingredients keep the word and carry the code; emptied, it is gone again", async () => {
    const before = await page();
    expect(JSON.stringify([before.product, before.jsonLd, before.mini])).not.toMatch(/ekologisk/i);
    expect(before.product.ingredients[0]).toBe("Kamomill 35\u00a0%");

    expect(await save("se-eko-01")).toEqual({ ok: true, section: "organic" });
    expect((await getSettingsSection(db(), "organic")).controlBody).toBe("SE-EKO-01");
    const after = await page();
    expect(after.product.ingredients[0]).toBe("Ekologisk kamomill 35\u00a0%");
    expect(after.product.ingredients.at(-1)).toBe("Ekologisk enligt EU:s förordning 2018/848 · Kontrollorgan SE-EKO-01");

    expect(await save("")).toEqual({ ok: true, section: "organic" });
    expect((await page()).product.ingredients.join(" ")).not.toMatch(/ekologisk/i);
  });

  it("a code in another format is refused in Swedish and changes nothing", () => {
    const parsed = SettingsFormSchema.safeParse({ intent: "save_organic", controlBody: "KRAV" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Ange koden som SE-EKO- och två siffror, till exempel SE-EKO-01.");
  });
});
