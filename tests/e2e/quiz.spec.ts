import type { Page } from "@playwright/test";
import { expect, expectAccessible, hydrated, test } from "./fixtures";
import { formatKr } from "../../app/domain/money";

const QUESTIONS = [
  "När på dagen längtar du mest efter en kopp te?",
  "Vad vill du helst ha mer av i vardagen?",
  "Hur brukar din eftermiddag kännas?",
  "Hur gärna dricker du koffein?",
];
const CALM = ["Mitt på dagen, när jag behöver en paus", "Lugn mitt i allt som händer", "Splittrad – jag behöver hitta tillbaka till mig själv", "Helst inte efter lunch"];
/** 3 points each for sleep, calm and focus: the tie goes to sleep. */
const THREE_WAY_TIE = ["På morgonen, när dagen ska komma igång", "Lugn mitt i allt som händer", "Seg – jag längtar redan efter kvällen och soffan", "Det spelar ingen större roll"];
/** Calm 4, focus 4, sleep 1: the tie goes to calm. */
const CALM_FOCUS_TIE = ["På morgonen, när dagen ska komma igång", "Lugn mitt i allt som händer", "Full fart – möten, listor och mejl", "Det spelar ingen större roll"];

/** Answers all four questions, checking the progress text and (with JavaScript) where focus lands. */
async function takeQuiz(page: Page, answers: string[], opts: { checkFocus: boolean; a11y?: boolean; timeout?: number }) {
  for (const [i, answer] of answers.entries()) {
    await expect(page.getByText(`Fråga ${i + 1} av 4`)).toBeVisible({ timeout: opts.timeout });
    const question = page.getByRole("group", { name: QUESTIONS[i] });
    await expect(question.getByRole("radio")).toHaveCount(3);
    if (opts.checkFocus && i > 0) await expect(page.getByRole("heading", { level: 2, name: QUESTIONS[i] })).toBeFocused({ timeout: opts.timeout });
    if (opts.a11y && i > 0) await expectAccessible(page);
    await question.getByRole("radio", { name: answer }).check();
    await page.getByRole("button", { name: i === answers.length - 1 ? "Visa mitt resultat" : "Nästa fråga" }).click();
  }
}

const result = (page: Page, name: string) => page.getByRole("region", { name: `Din blandning: ${name}` });

test.describe("quiz", () => {
  test("calm answers recommend Calm, which links to its page and goes into the cart; Börja om starts again", async ({ page }) => {
    await page.goto("/quiz");
    await expect(page).toHaveTitle("Quiz – Stilla");
    await expect(page.getByRole("heading", { level: 1, name: "Vilket te passar din dag?" })).toBeVisible();
    await expectAccessible(page);
    await takeQuiz(page, CALM, { checkFocus: true, a11y: true });

    const calm = result(page, "Calm");
    await expect(calm).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Din blandning: Calm" })).toBeFocused();
    await expect(page).toHaveURL(/\/quiz\?q1=mitt-pa-dagen&q2=lugn&q3=splittrad&q4=inte-sent$/);
    await expect(calm).toContainText(formatKr(24_900));
    await expect(calm).toContainText("Lugn: 7 poäng");
    await expect(calm.getByRole("img", { name: "Calm, påse med örtte" })).toBeVisible();
    await expectAccessible(page);

    await expect(page.getByRole("link", { name: "Varukorg, 0 artiklar" })).toBeVisible();
    await calm.getByRole("button", { name: "Lägg Calm i varukorgen" }).click();
    const drawer = page.getByRole("dialog", { name: "Varukorg" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId("cart-line").filter({ hasText: "Calm" })).toBeVisible();
    await drawer.getByRole("button", { name: "Stäng varukorgen" }).click();
    await expect(page.getByRole("link", { name: "Varukorg, 1 artikel" })).toBeVisible();

    await expect(calm.getByRole("link", { name: "Calm", exact: true })).toHaveAttribute("href", "/product/calm");
    await calm.getByRole("link", { name: "Läs mer om Calm" }).click();
    await expect(page).toHaveURL(/\/product\/calm$/);
    await expect(page.getByRole("heading", { level: 1, name: "Calm" })).toBeVisible();

    await page.goBack();
    await expect(result(page, "Calm")).toBeVisible();
    await page.getByRole("link", { name: "Börja om" }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByText("Fråga 1 av 4")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: QUESTIONS[0] })).toBeFocused();
    await expect(page.getByRole("group", { name: QUESTIONS[0] }).getByRole("radio", { checked: true })).toHaveCount(0);
  });

  test("a three-way tie recommends Sleep, a calm/focus tie Calm", async ({ page }) => {
    await page.goto("/quiz");
    await hydrated(page);
    // With JavaScript each step shows at once, even when the server answers slowly (the products came with the page).
    await page.route("**/quiz.data?**", async (route) => {
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue().catch(() => {});
    });
    await takeQuiz(page, THREE_WAY_TIE, { checkFocus: true, timeout: 1500 });
    await expect(result(page, "Sleep")).toBeVisible({ timeout: 1500 });
    await page.unrouteAll({ behavior: "ignoreErrors" });
    for (const text of ["Sömn: 3 poäng", "Lugn: 3 poäng", "Fokus: 3 poäng"]) await expect(result(page, "Sleep")).toContainText(text);
    await expect(result(page, "Sleep").getByRole("link", { name: "Sleep", exact: true })).toHaveAttribute("href", "/product/sleep");

    await page.getByRole("link", { name: "Börja om" }).click();
    await takeQuiz(page, CALM_FOCUS_TIE, { checkFocus: true });
    await expect(result(page, "Calm")).toBeVisible();
    await expect(result(page, "Calm")).toContainText("Fokus: 4 poäng");
  });

  test("'Föregående fråga' goes back a step; an unknown answer in the URL asks the question again", async ({ page }) => {
    await page.goto("/quiz?q1=kvall&q2=varva-ner");
    await expect(page.getByText("Fråga 3 av 4")).toBeVisible();
    await page.getByRole("link", { name: "Föregående fråga" }).click();
    await expect(page.getByText("Fråga 2 av 4")).toBeVisible();
    await expect(page).toHaveURL(/\/quiz\?q1=kvall$/);

    await page.goto("/quiz?q1=kvall&q2=fel&q3=seg&q4=garna");
    await expect(page.getByText("Fråga 2 av 4")).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("Välj ett av svaren för att gå vidare.");
  });

  test.describe("without JavaScript", () => {
    // (axe-core needs JavaScript in the page, so the accessibility checks run in the tests above.)
    test.use({ javaScriptEnabled: false });

    test("works as a multi-step form: three-way tie gives Sleep, add to cart lands on /cart, Börja om resets", async ({ page }) => {
      await page.goto("/quiz");
      await takeQuiz(page, THREE_WAY_TIE, { checkFocus: false });
      await expect(page).toHaveURL(/\/quiz\?q1=morgon&q2=lugn&q3=seg&q4=spelar-ingen-roll$/);
      const sleep = result(page, "Sleep");
      await expect(sleep).toContainText(formatKr(24_900));
      await sleep.getByRole("button", { name: "Lägg Sleep i varukorgen" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId("cart-line").filter({ hasText: "Sleep" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Varukorg, 1 artikel" })).toBeVisible();

      await page.goBack();
      await page.getByRole("link", { name: "Börja om" }).click();
      await expect(page.getByText("Fråga 1 av 4")).toBeVisible();
    });

    test("calm answers give Calm", async ({ page }) => {
      await page.goto("/quiz");
      await takeQuiz(page, CALM, { checkFocus: false });
      await expect(result(page, "Calm")).toBeVisible();
      await expect(result(page, "Calm").getByRole("link", { name: "Calm", exact: true })).toHaveAttribute("href", "/product/calm");
    });
  });
});
