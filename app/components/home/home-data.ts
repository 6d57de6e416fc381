/**
 * What the home page shows, computed from the catalogue as the database has it (pure: the route's
 * loader fetches, this picks and prices). Serialisable, so it is the loader's return value.
 */
import { filterAndSort, type ProductSummary } from "~/domain/catalogue";
import { SUBSCRIPTION } from "~/domain/constants";
import { subscriptionMonthlyOre } from "~/domain/pricing";
import { ARTICLE_CATEGORY_LABELS, ARTICLES } from "~/content/articles";
import { homeSections } from "~/content/home-sections";
import type { HeroSlideVideo } from "./hero-carousel";

/** Spec §9: the home page shows 4 products. */
export const HOME_POPULAR_COUNT = 4;
export const LIMITED_PRODUCT_ID = "midvinter";
export const HOME_ARTICLE_COUNT = 3;

/** What the Journal promo shows of an article (the articles' text stays out of the page's bundle). */
export interface ArticleTeaser {
  id: string;
  title: string;
  category: string;
  image: string;
  imageAlt: string;
  date: string;
  readTimeMinutes: number;
}

export interface HomeData {
  heroVideos: HeroSlideVideo[];
  popular: ProductSummary[];
  /** Ritual finder: price in öre per linked product id (null when the product is not sold now). */
  ritualPrices: Record<string, { name: string; priceOre: number } | null>;
  limited: { id: string; name: string; image: string; priceOre: number; lowStock: boolean; soldOut: boolean } | null;
  subscription: { priceOre: number; monthlyOre: number } | null;
  articles: ArticleTeaser[];
}

export function buildHomeData(products: readonly ProductSummary[], heroVideos: HeroSlideVideo[]): HomeData {
  const byId = new Map(products.map((p) => [p.id, p]));
  const ritualPrices: HomeData["ritualPrices"] = {};
  for (const r of homeSections.rituals.items) {
    const p = byId.get(r.productId);
    ritualPrices[r.productId] = p ? { name: p.name, priceOre: p.priceOre } : null;
  }
  const mid = byId.get(LIMITED_PRODUCT_ID);
  const sub = byId.get(SUBSCRIPTION.productId);
  return {
    heroVideos,
    popular: filterAndSort(products, { sort: "popularity" }).slice(0, HOME_POPULAR_COUNT),
    ritualPrices,
    limited: mid
      ? {
          id: mid.id,
          name: mid.name,
          image: mid.image,
          priceOre: mid.priceOre,
          lowStock: mid.stockStatus === "low_stock",
          soldOut: mid.stockStatus === "out_of_stock",
        }
      : null,
    subscription: sub ? { priceOre: sub.priceOre, monthlyOre: subscriptionMonthlyOre(sub.priceOre) } : null,
    articles: newestArticles(HOME_ARTICLE_COUNT),
  };
}

/** The newest Journal articles, newest first. */
export function newestArticles(count: number): ArticleTeaser[] {
  return [...ARTICLES]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count)
    .map((a) => ({
      id: a.id,
      title: a.title,
      category: ARTICLE_CATEGORY_LABELS[a.category],
      image: a.image,
      imageAlt: a.imageAlt,
      date: a.date,
      readTimeMinutes: a.readTimeMinutes,
    }));
}
