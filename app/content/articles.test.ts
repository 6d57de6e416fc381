import { describe, it, expect } from "vitest";
import {
  ARTICLES,
  ARTICLE_CATEGORIES,
  ARTICLE_CATEGORY_LABELS,
  articlesNewestFirst,
  getArticle,
  relatedArticles,
  summarizeArticle,
  type Article,
} from "~/content/articles";
import { CATALOGUE } from "~/content/catalogue";
import { TEA_FACTS } from "~/domain/constants";

const EXPECTED_IDS = [
  "somn-rutiner-tips",
  "kamomillens-historia",
  "vinter-ritualer",
  "skapa-morgonritual",
  "adaptogener-forklarat",
];

const RELATED_PRODUCT_IDS = new Set([
  "sleep",
  "calm",
  "focus",
  "midvinter",
  "sleep-mini",
  "calm-mini",
  "focus-mini",
  "tea-infuser",
  "teapot",
  "tea-cup",
]);

/** Health claims a tea shop may not make (EU 1924/2006), matched as whole words, case-insensitively. */
const BANNED_PHRASES = [
  "bota",
  "botar",
  "botas",
  "behandla",
  "behandlar",
  "behandling",
  "kliniskt bevisat",
  "kliniskt bevisad",
  "vetenskapligt bevisat",
  "bevisad effekt",
  "sänker blodtrycket",
  "sänker blodsockret",
  "läker",
  "stärker immunförsvaret",
  "förebygger",
  "motverkar",
  "detox",
  "mirakel",
  "garanterad sömn",
];

function articleText(article: Article): string {
  return article.content.flatMap((block) => (block.type === "ul" ? block.items : [block.text])).join(" ");
}

function wordCount(article: Article): number {
  return articleText(article).split(/\s+/).filter(Boolean).length;
}

/** Everything a reader sees: title, excerpt, alt text and body. */
function visibleText(article: Article): string {
  return [article.title, article.excerpt, article.imageAlt, articleText(article)].join(" ");
}

function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, "iu").test(text);
}

describe("ARTICLES", () => {
  it("has exactly the five journal articles, in order", () => {
    expect(ARTICLES.map((a) => a.id)).toEqual(EXPECTED_IDS);
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))("%s is 600–1200 words", (_id, article) => {
    const words = wordCount(article);
    expect(words).toBeGreaterThanOrEqual(600);
    expect(words).toBeLessThanOrEqual(1200);
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))("%s has readTimeMinutes = ceil(words / 200)", (_id, article) => {
    expect(article.readTimeMinutes).toBe(Math.ceil(wordCount(article) / 200));
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))("%s has valid metadata", (_id, article) => {
    expect(ARTICLE_CATEGORIES).toContain(article.category);
    expect(ARTICLE_CATEGORY_LABELS[article.category]).toBeTruthy();
    expect(article.image).toBe(`/images/journal/${article.id}.svg`);
    expect(article.title.trim()).not.toBe("");
    expect(article.excerpt.trim()).not.toBe("");
    expect(article.imageAlt.trim()).not.toBe("");
    expect(article.author.trim()).not.toBe("");
    expect(article.date).toMatch(/^2026-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    expect(article.date < "2026-11-21").toBe(true);
    expect(article.relatedProductIds.length).toBeGreaterThan(0);
    for (const productId of article.relatedProductIds) expect(RELATED_PRODUCT_IDS.has(productId)).toBe(true);
    expect(article.content.filter((b) => b.type === "h2").length).toBeGreaterThanOrEqual(2);
    for (const block of article.content) {
      if (block.type === "ul") {
        expect(block.items.length).toBeGreaterThan(0);
        for (const item of block.items) expect(item.trim()).not.toBe("");
      } else {
        expect(block.text.trim()).not.toBe("");
      }
    }
  });

  it("gives each article the category the spec expects", () => {
    expect(Object.fromEntries(ARTICLES.map((a) => [a.id, a.category]))).toEqual({
      "somn-rutiner-tips": "sleep",
      "kamomillens-historia": "herbs",
      "vinter-ritualer": "seasonal",
      "skapa-morgonritual": "rituals",
      "adaptogener-forklarat": "wellness",
    });
  });

  it.each(ARTICLES.map((a) => [a.id, a] as const))("%s makes no banned health claim", (_id, article) => {
    const text = visibleText(article);
    const found = BANNED_PHRASES.filter((phrase) => containsPhrase(text, phrase));
    expect(found).toEqual([]);
  });

  it("the phrase check matches whole words only", () => {
    expect(containsPhrase("Teet botar allt", "botar")).toBe(true);
    expect(containsPhrase("Kliniskt  bevisat!", "kliniskt bevisat")).toBe(true);
    expect(containsPhrase("robotar och läkemedel", "botar")).toBe(false);
    expect(containsPhrase("läkekonsten", "läker")).toBe(false);
  });
});

describe("article facts agree with the shop's constants", () => {
  const text = (id: string) => visibleText(getArticle(id)!);
  const focus = TEA_FACTS.brewing.focus;

  it("the morning ritual gives the Focus brewing temperature and time", () => {
    expect(text("skapa-morgonritual")).toContain(`${focus.tempC} °C`);
    expect(text("skapa-morgonritual")).toContain(`${focus.minutes.min}–${focus.minutes.max} minuter`);
  });

  it("sleep and morning articles state Focus's caffeine per cup", () => {
    const caffeine = `${focus.caffeineMgPerCup.min}–${focus.caffeineMgPerCup.max} mg koffein`;
    expect(text("somn-rutiner-tips")).toContain(caffeine);
    expect(text("skapa-morgonritual")).toContain(caffeine);
  });

  it("the sleep article gives the Sleep brewing temperature", () => {
    expect(text("somn-rutiner-tips")).toContain(`${TEA_FACTS.brewing.sleep.tempC} °C`);
  });

  it("the adaptogen article says the term is not an approved EU health claim and advises asking a doctor", () => {
    const t = text("adaptogener-forklarat");
    expect(t).toMatch(/inte ett godkänt hälsopåstående inom EU/);
    expect(t).toMatch(/gravid/);
    expect(t).toMatch(/läkemedel/);
    expect(t).toMatch(/läkare/);
  });
});

describe("articles name the blends' ingredients as the catalogue lists them", () => {
  /** "Ekologisk kamomill 35 %" → "kamomill"; "Ekologisk tulsi (helig basilika) 30 %" → "tulsi". */
  const ingredientNames = (productId: string) =>
    CATALOGUE.find((p) => p.id === productId)!.ingredients.map((i) =>
      i
        .replace(/^Ekologisk[at]?\s+/, "")
        .replace(/\s*\(.*\)/, "")
        .replace(/\s+\d+\s*%$/, "")
        .toLowerCase(),
    );

  it.each([
    ["sleep", "somn-rutiner-tips"],
    ["sleep", "kamomillens-historia"],
    ["calm", "skapa-morgonritual"],
    ["calm", "adaptogener-forklarat"],
    ["focus", "skapa-morgonritual"],
    ["midvinter", "vinter-ritualer"],
  ])("%s's ingredients all appear in %s", (productId, articleId) => {
    const names = ingredientNames(productId);
    expect(names.length).toBeGreaterThan(3);
    const text = visibleText(getArticle(articleId)!).toLowerCase();
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });

  it("brewing amounts and cup size come from the constants", () => {
    const t = visibleText(getArticle("skapa-morgonritual")!);
    expect(t).toContain(`${TEA_FACTS.cupMl} ml`);
    expect(visibleText(getArticle("somn-rutiner-tips")!)).toContain(`(${TEA_FACTS.cupMl} ml)`);
  });
});

describe("getArticle", () => {
  it("returns the article for a known id", () => {
    for (const id of EXPECTED_IDS) expect(getArticle(id)?.id).toBe(id);
  });

  it("returns undefined for an unknown id", () => {
    expect(getArticle("finns-inte")).toBeUndefined();
    expect(getArticle("")).toBeUndefined();
    expect(getArticle("SOMN-RUTINER-TIPS")).toBeUndefined();
  });
});

describe("list order and Läs också", () => {
  it("lists newest first", () => {
    expect(articlesNewestFirst().map((a) => a.id)).toEqual([
      "vinter-ritualer",
      "somn-rutiner-tips",
      "kamomillens-historia",
      "skapa-morgonritual",
      "adaptogener-forklarat",
    ]);
  });

  it.each([
    // vinter shares sleep, teapot and tea-cup; kamomill shares sleep and sleep-mini
    ["somn-rutiner-tips", ["vinter-ritualer", "kamomillens-historia"]],
    ["kamomillens-historia", ["somn-rutiner-tips", "vinter-ritualer"]],
    // every other article shares one product: the newest two
    ["skapa-morgonritual", ["vinter-ritualer", "somn-rutiner-tips"]],
    ["adaptogener-forklarat", ["vinter-ritualer", "somn-rutiner-tips"]],
  ])("%s → %j", (id, expected) => {
    expect(relatedArticles(id).map((a) => a.id)).toEqual(expected);
  });

  it("never suggests the article itself, and an unknown id still gets the newest", () => {
    for (const a of ARTICLES) expect(relatedArticles(a.id, 4).map((r) => r.id)).not.toContain(a.id);
    expect(relatedArticles("finns-inte").map((a) => a.id)).toEqual(["vinter-ritualer", "somn-rutiner-tips"]);
  });

  it("a summary carries no body text", () => {
    expect(Object.keys(summarizeArticle(ARTICLES[0]!))).not.toContain("content");
  });
});
