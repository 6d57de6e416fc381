import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { e2eVideoApiFile } from "./env";
import { adminPage, expect, expectAccessible, hydrated, test, unlockedPage } from "./fixtures";

/**
 * The four video tools (issue #14, ADR 030), used as the owner would, with the e2e server's default provider:
 * local rendering with ffmpeg. The selector and the gallery change what every visitor's home hero plays, so these
 * run on the worker's own server and database (`ownServer`, ADR 061), where no other spec looks.
 */
test.describe("video tools", () => {
  test.describe.configure({ mode: "serial" });

  const PROMPT = `Lavendelånga i skymning över en stilla tekopp ${Date.now().toString(36)}`;

  async function uncheckAll(page: Page) {
    const checked = page.getByRole("checkbox", { checked: true });
    while ((await checked.count()) > 0) await checked.first().uncheck();
  }

  async function resetHero(page: Page) {
    await page.goto("/video-selector");
    await hydrated(page);
    await uncheckAll(page);
    for (const n of [1, 2, 3]) await page.getByRole("checkbox", { name: `Video ${n}`, exact: true }).check();
    await page.getByRole("button", { name: "Spara val" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Videoval sparat!" })).toBeVisible();
  }

  test("generate a clip with the local provider: refused blank, then 'Klar', plays, downloads and seeks", async ({ browser, ownServer }) => {
    test.setTimeout(180_000);
    const admin = await adminPage(browser, ownServer.baseURL, "/video-generator");
    try {
      await expect(admin.getByRole("heading", { name: "Skapa en video", level: 1 })).toBeVisible();
      // The page says plainly that the local renderer is a stand-in, and what it reads.
      const standIn = admin.getByRole("complementary", { name: "Så fungerar videorna just nu" });
      await expect(standIn).toContainText("enkel ersättare för den riktiga AI-videotjänsten");
      await expect(standIn).toContainText("text: God morgon");
      await expect(admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Videoverktyg" })).toHaveAttribute("aria-current", "page");
      await hydrated(admin);
      await expectAccessible(admin);

      // A blank (only spaces) prompt: the spec's message, nothing queued.
      const prompt = admin.getByRole("textbox", { name: "Beskrivning av videon" });
      await prompt.fill("   ");
      await admin.getByRole("button", { name: "Generera Video" }).click();
      await expect(admin.getByText("Prompt krävs", { exact: true }).first()).toBeVisible();
      await expect(admin.getByTestId("toast").filter({ hasText: "Skriv en beskrivning av videon du vill generera" })).toBeVisible();
      await expect(prompt).toBeFocused();

      await prompt.fill(PROMPT);
      await admin.getByRole("button", { name: "Generera Video" }).click();
      const item = admin.getByTestId("video-job").filter({ hasText: PROMPT });
      await expect(item).toHaveCount(1);
      await expect(prompt).toHaveValue("");
      // Under way: the page follows the job by itself (no reload).
      await expect(item.getByTestId("video-status")).toHaveText(/Startar\.\.\.|Bearbetar\.\.\./);
      await expect(item.getByRole("progressbar", { name: "Förlopp" })).toBeVisible();
      await expect(item.getByTestId("video-status")).toHaveText("Klar", { timeout: 150_000 });
      await expect(admin.getByTestId("toast").filter({ hasText: "Video genererad!" })).toContainText("Din video är klar att använda.");

      // The player loads and plays the stored file.
      const video = item.locator("video");
      await expect(video).toHaveAttribute("src", /^\/videos\/generated\/[0-9a-f-]{36}\.mp4$/);
      const played = await video.evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((r) => setTimeout(r, 700));
        return { time: v.currentTime, duration: v.duration, width: v.videoWidth, height: v.videoHeight };
      });
      expect(played.time).toBeGreaterThan(0);
      expect(played.duration).toBeGreaterThanOrEqual(6);
      expect(played.duration).toBeLessThanOrEqual(10);
      expect([played.width, played.height]).toEqual([1280, 720]);

      // Download link and seeking (byte ranges) on the stored file.
      const src = (await video.getAttribute("src"))!;
      await expect(item.getByRole("link", { name: `Ladda ner videon ”${PROMPT}”` })).toHaveAttribute("href", src);
      const whole = await admin.request.get(src);
      expect(whole.status()).toBe(200);
      expect(whole.headers()["content-type"]).toBe("video/mp4");
      const part = await admin.request.get(src, { headers: { Range: "bytes=100-199" } });
      expect(part.status()).toBe(206);
      expect((await part.body()).length).toBe(100);
      await expectAccessible(admin);
    } finally {
      await admin.context().close();
    }
  });

  test("the selector: at most three, exactly three to save; the home hero plays the choice for a visitor", async ({ browser, ownServer }) => {
    const admin = await adminPage(browser, ownServer.baseURL, "/video-selector");
    const visitor = await unlockedPage(browser, ownServer.baseURL);
    try {
      await hydrated(admin);
      await expectAccessible(admin);
      // Clips 1–10 and the generated clip from the test above.
      for (let n = 1; n <= 10; n++) await expect(admin.getByRole("checkbox", { name: `Video ${n}`, exact: true })).toBeVisible();
      const generated = admin.getByRole("checkbox", { name: PROMPT });
      await expect(generated).toBeVisible();

      await uncheckAll(admin);
      const save = admin.getByRole("button", { name: "Spara val" });
      await expect(save).toBeDisabled();
      await expect(admin.getByRole("alert")).toHaveText("Du måste välja exakt 3 videor");
      await admin.getByRole("checkbox", { name: "Video 7", exact: true }).check();
      await generated.check();
      await admin.getByRole("checkbox", { name: "Video 4", exact: true }).check();
      // A fourth is refused.
      await admin.getByRole("checkbox", { name: "Video 9", exact: true }).click();
      await expect(admin.getByRole("checkbox", { name: "Video 9", exact: true })).not.toBeChecked();
      await expect(admin.getByRole("alert")).toHaveText("Du kan bara välja 3 videor");
      await expect(save).toBeEnabled();
      await save.click();
      await expect(admin.getByRole("status").filter({ hasText: "Videoval sparat! Gå till startsidan för att se dina valda videor." })).toBeVisible();
      const generatedSrc = await admin.getByTestId("video-choice").filter({ has: generated }).locator("video").getAttribute("src");

      // Every visitor's home hero: the three in the order they were picked.
      await visitor.goto("/");
      const posters = visitor.getByRole("region", { name: "Utvalda ritualer" }).locator("video");
      await expect(posters).toHaveCount(3);
      await expect(posters.nth(0)).toHaveAttribute("poster", "/videos/hero-7.jpg");
      await expect(posters.nth(1)).toHaveAttribute("poster", generatedSrc!.replace(/\.mp4$/, ".jpg"));
      await expect(posters.nth(2)).toHaveAttribute("poster", "/videos/hero-4.jpg");
      const poster = await visitor.request.get(generatedSrc!.replace(/\.mp4$/, ".jpg"));
      expect(poster.headers()["content-type"]).toBe("image/jpeg");
      await resetHero(admin);
    } finally {
      await admin.context().close();
      await visitor.context().close();
    }
  });

  test("the gallery: 1–3 of six, copy the snippet, use it on the home page", async ({ browser, ownServer }) => {
    const admin = await adminPage(browser, ownServer.baseURL, "/video-gallery");
    await admin.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const visitor = await unlockedPage(browser, ownServer.baseURL);
    try {
      await hydrated(admin);
      await expectAccessible(admin);
      await expect(admin.getByTestId("video-choice")).toHaveCount(6);
      // The owner sees videos and one button; the code is behind a disclosure for a developer.
      const code = admin.getByLabel("Kod för startsidans bildspel");
      await expect(code).toBeHidden();
      await expect(admin.getByRole("button", { name: "Kopiera kod" })).toBeHidden();
      await expect(admin.locator("main")).not.toContainText("const heroVideos", { useInnerText: true });
      const chosen = admin.getByRole("region", { name: "Dina val" }).getByRole("listitem");
      await uncheckAll(admin);
      await expect(chosen).toHaveCount(0);
      await expect(admin.getByRole("region", { name: "Dina val" })).toContainText("Inga videor valda ännu.");
      await admin.getByRole("button", { name: "Använd på startsidan" }).click();
      await expect(admin.getByRole("alert")).toHaveText("Minst en video krävs");

      for (const name of ["Lövskugga", "Morgonljus", "Lavendelnatt"]) await admin.getByRole("checkbox", { name }).check();
      await admin.getByRole("checkbox", { name: "Levande ljus" }).click();
      await expect(admin.getByRole("checkbox", { name: "Levande ljus" })).not.toBeChecked();
      await expect(admin.getByRole("alert")).toHaveText("Max 3 videos");
      // The three chosen, in slide order.
      await expect(chosen).toHaveText(["Bild 1Lövskugga", "Bild 2Morgonljus", "Bild 3Lavendelnatt"]);

      await admin.getByText("Visa kod för utvecklare").click();
      await expect(code).toBeVisible();
      await expectAccessible(admin);
      await admin.getByRole("button", { name: "Kopiera kod" }).click();
      await expect(admin.getByTestId("toast").filter({ hasText: "Koden är kopierad" })).toBeVisible();
      const copied = await admin.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain('{ src: "/videos/hero-9.mp4", poster: "/videos/hero-9.jpg", name: "Lövskugga" },');
      expect(copied.indexOf("hero-9")).toBeLessThan(copied.indexOf("hero-4"));
      expect(copied.indexOf("hero-4")).toBeLessThan(copied.indexOf("hero-2"));
      await expect(admin.getByLabel("Kod för startsidans bildspel")).toHaveText(copied);

      await admin.getByRole("button", { name: "Använd på startsidan" }).click();
      await expect(admin.getByRole("status").filter({ hasText: "Videoval sparat!" })).toBeVisible();
      await visitor.goto("/");
      const posters = visitor.getByRole("region", { name: "Utvalda ritualer" }).locator("video");
      await expect(posters.nth(0)).toHaveAttribute("poster", "/videos/hero-9.jpg");
      await expect(posters.nth(1)).toHaveAttribute("poster", "/videos/hero-4.jpg");
      await expect(posters.nth(2)).toHaveAttribute("poster", "/videos/hero-2.jpg");
      await resetHero(admin);
    } finally {
      await admin.context().close();
      await visitor.context().close();
    }
  });

  test("the pages speak plain Swedish: no 'hero', no 'prompt' in what the owner reads", async ({ browser, baseURL }) => {
    const admin = await adminPage(browser, baseURL!, "/video-generator");
    try {
      for (const path of ["/video-generator", "/generate-hero-videos", "/video-gallery", "/video-selector"]) {
        await admin.goto(path);
        await expect(admin.locator("main")).not.toContainText(/hero|prompt(?! krävs)/i, { useInnerText: true });
      }
    } finally {
      await admin.context().close();
    }
  });

  test("the hero generator queues its three prompts: the first starts, the others wait ('Väntar...')", async ({ browser, ownServer }) => {
    const admin = await adminPage(browser, ownServer.baseURL, "/generate-hero-videos");
    try {
      await hydrated(admin);
      await expectAccessible(admin);
      await expect(admin.getByRole("heading", { name: "Skapa startsidans videor", level: 1 })).toBeVisible();
      await admin.getByRole("button", { name: /Starta generering|Generera igen/ }).click();
      const items = admin.getByTestId("video-job");
      await expect(items).toHaveCount(3);
      await expect(items.nth(0)).toContainText("Bryggd stillhet");
      await expect(items.nth(0).getByTestId("video-status")).toHaveText(/Startar\.\.\.|Bearbetar\.\.\./);
      await expect(items.nth(1).getByTestId("video-status")).toHaveText("Väntar...");
      await expect(items.nth(2).getByTestId("video-status")).toHaveText("Väntar...");
      await expect(admin.getByRole("button", { name: "Generera igen" })).toBeDisabled();
      await expect(admin.getByRole("status").filter({ hasText: "Genereringen pågår" })).toBeVisible();
      await expectAccessible(admin);
    } finally {
      await admin.context().close();
    }
  });
});

/**
 * The http provider, on the PostgreSQL e2e server (scripts/e2e-server.ts points it at a local server that speaks
 * the prediction API): a 429 gives the spec's hint with the billing link; a retry then runs to 'Klar'.
 */
test.describe("video tools with a hosted provider", () => {
  test("a 429 shows the rate-limit hint and the billing link; 'Försök igen' then finishes the video @smoke", async ({ browser, baseURL }, testInfo) => {
    test.skip(testInfo.project.name !== "postgres", "the PostgreSQL e2e server runs the http provider");
    const api = readFileSync(e2eVideoApiFile(new URL(baseURL!).port), "utf8").trim();
    const mode = (body: object) => fetch(`${api}/_test/mode`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const admin = await adminPage(browser, baseURL!, "/video-generator");
    const prompt = `Honungsljus över en tekanna ${Date.now().toString(36)}`;
    try {
      await expect(admin.getByText("Videotjänst: extern tjänst (HTTP)")).toBeVisible();
      await hydrated(admin);
      expect((await mode({ mode: "rate-limit-start" })).ok).toBe(true);
      await admin.getByRole("textbox", { name: "Beskrivning av videon" }).fill(prompt);
      await admin.getByRole("button", { name: "Generera Video" }).click();
      const item = admin.getByTestId("video-job").filter({ hasText: prompt });
      await expect(item.getByTestId("video-status")).toHaveText("Misslyckades", { timeout: 15_000 });
      await expect(admin.getByTestId("toast").filter({ hasText: "Generering misslyckades" })).toContainText("Lägg till en betalmetod hos videotjänsten");
      await expect(item).toContainText("429");
      await expect(item.getByRole("link", { name: "Lägg till en betalmetod hos videotjänsten" })).toHaveAttribute("href", "https://video.example/account/billing");
      await expectAccessible(admin);

      expect((await mode({})).ok).toBe(true);
      await item.getByRole("button", { name: `Försök igen: ${prompt}` }).click();
      await expect(item.getByTestId("video-status")).toHaveText("Klar", { timeout: 30_000 });
      const src = (await item.locator("video").getAttribute("src"))!;
      const file = await admin.request.get(src);
      expect(file.headers()["content-type"]).toBe("video/mp4");
      expect((await file.body()).subarray(4, 8).toString("latin1")).toBe("ftyp");
      const poster = await admin.request.get(src.replace(/\.mp4$/, ".jpg"));
      expect(poster.status()).toBe(200);
    } finally {
      await mode({});
      await admin.context().close();
    }
  });
});
