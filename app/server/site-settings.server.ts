/**
 * The owner's settings (/admin/settings) in site_setting, one row per section (ADR 013), and the claims
 * the home page shows, computed from the real reviews and orders under those settings. Every change is
 * made under the section row's lock and logged in the value (who, what, when).
 */
import { randomUUID } from "node:crypto";
import { and, count, eq, inArray, isNull, sum } from "drizzle-orm";
import { SETTINGS_LIMITS, settingsCopy } from "~/content/site-settings";
import type { ProductRating } from "~/domain/catalogue";
import {
  applySettingsChange,
  customerClaim,
  DEFAULT_SETTINGS,
  parseStoredSection,
  ratingClaim,
  SECTION_OF,
  SETTING_KEYS,
  withLog,
  type ChangeRefusal,
  type CustomerClaim,
  type HomeTestimonial,
  type PressEntry,
  type SettingsChange,
  type SettingsSection,
  type SiteSettings,
} from "~/domain/site-settings";
import { ratingSummary } from "~/domain/reviews";
import type { Db } from "./db.server";
import { product, review, siteSetting } from "./schema";
import { recordAudit } from "./audit-log.server";
import { afterCatalogueWrite, cachedCatalogue, countPaidCustomers } from "./catalogue-cache.server";

type Reader = Pick<Db, "select">;

const SECTIONS = Object.keys(SETTING_KEYS) as SettingsSection[];

/** Every section, each its default when no valid value is stored. */
export async function getSiteSettings(db: Reader): Promise<SiteSettings> {
  const cached = cachedCatalogue(db);
  const byKey = cached
    ? (await cached).settings
    : new Map(
        (
          await db
            .select({ key: siteSetting.key, value: siteSetting.value })
            .from(siteSetting)
            .where(inArray(siteSetting.key, Object.values(SETTING_KEYS)))
        ).map((r) => [r.key, r.value]),
      );
  return Object.fromEntries(SECTIONS.map((s) => [s, parseStoredSection(s, byKey.get(SETTING_KEYS[s]))])) as unknown as SiteSettings;
}

/** One section (from the catalogue snapshot when `db` is the cached database, as getSiteSettings). */
export async function getSettingsSection<S extends SettingsSection>(db: Reader, section: S): Promise<SiteSettings[S]> {
  const cached = cachedCatalogue(db);
  if (cached) return parseStoredSection(section, (await cached).settings.get(SETTING_KEYS[section]));
  const [row] = await db.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, SETTING_KEYS[section])).limit(1);
  return parseStoredSection(section, row?.value);
}

/** Several sections in one read (one statement, or none from the catalogue snapshot). */
export async function getSettingsSections<S extends SettingsSection>(db: Reader, sections: readonly S[]): Promise<Pick<SiteSettings, S>> {
  const cached = cachedCatalogue(db);
  const byKey = cached
    ? (await cached).settings
    : new Map(
        (await db.select({ key: siteSetting.key, value: siteSetting.value }).from(siteSetting).where(inArray(siteSetting.key, sections.map((s) => SETTING_KEYS[s])))).map((r) => [r.key, r.value]),
      );
  return Object.fromEntries(sections.map((s) => [s, parseStoredSection(s, byKey.get(SETTING_KEYS[s]))])) as unknown as Pick<SiteSettings, S>;
}

export type SettingsChangeResult = { ok: true; section: SettingsSection } | { ok: false; reason: ChangeRefusal | "unknown_product"; message: string };

/**
 * Applies one validated change from the settings form for `actor`: under the section row's lock, so two
 * admins adding press entries at once both land. A testimonial must name a product in the catalogue.
 */
export async function changeSiteSettings(
  db: Db,
  change: SettingsChange,
  opts: { actorEmail: string; actorId?: string; now: Date; newId?: string },
): Promise<SettingsChangeResult> {
  const section = SECTION_OF[change.intent];
  const key = SETTING_KEYS[section];
  const at = opts.now.toISOString();
  return afterCatalogueWrite(db, db.transaction(async (tx) => {
    if (change.intent === "add_testimonial") {
      const [p] = await tx.select({ id: product.id }).from(product).where(and(eq(product.id, change.productId), eq(product.active, true))).limit(1);
      if (!p) return { ok: false, reason: "unknown_product", message: settingsCopy.testimonials.productRequired } as const;
    }
    await tx.insert(siteSetting).values({ key, value: DEFAULT_SETTINGS[section], updatedAt: opts.now }).onConflictDoNothing();
    const [row] = await tx.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, key)).for("update");
    const current = { ...DEFAULT_SETTINGS, [section]: parseStoredSection(section, row?.value) } as SiteSettings;
    const result = applySettingsChange(current, change, { newId: opts.newId ?? randomUUID().slice(0, 8), mark: { at, by: opts.actorEmail } });
    if (!result.ok) {
      return { ok: false, reason: result.reason, message: result.reason === "too_many" ? settingsCopy.tooMany(section === "press" ? SETTINGS_LIMITS.pressEntries : SETTINGS_LIMITS.testimonials) : settingsCopy.unknownEntry } as const;
    }
    const log = withLog(current[section].log, { at, by: opts.actorEmail, what: settingsCopy.actions[change.intent] });
    await tx.update(siteSetting).set({ value: { ...result.value, log }, updatedAt: opts.now }).where(eq(siteSetting.key, key));
    const withoutLog = (v: object) => Object.fromEntries(Object.entries(v).filter(([k]) => k !== "log"));
    await recordAudit(tx, {
      actor: { id: opts.actorId ?? null, email: opts.actorEmail },
      action: "site_setting.update",
      entity: "site_setting",
      entityId: section,
      before: withoutLog(current[section]),
      after: withoutLog(result.value),
      at: opts.now,
    });
    return { ok: true, section } as const;
  }));
}

// ---------------------------------------------------------------- the real figures

/** Sum and number of all published reviews (every review the shop has not hidden; ADR 013, 027). */
export async function reviewTotals(db: Reader): Promise<{ sum: number; count: number }> {
  const cached = cachedCatalogue(db);
  if (cached) return { ...(await cached).reviewTotals };
  const [row] = await db.select({ total: sum(review.rating).mapWith(Number), n: count() }).from(review).where(isNull(review.hiddenAt));
  return { sum: row?.total ?? 0, count: row?.n ?? 0 };
}

/** Distinct customers with at least one paid order that is not cancelled or withdrawn (refunded orders are not "paid"). */
export async function paidCustomerCount(db: Reader): Promise<number> {
  const cached = cachedCatalogue(db);
  return cached ? (await cached).paidCustomers : countPaidCustomers(db);
}

export interface HomeClaims {
  rating: ProductRating | null;
  customers: CustomerClaim | null;
  press: PressEntry[];
  testimonials: HomeTestimonial[];
}

/** What the home page may claim, from the real figures and the owner's entries; each part null/empty when there is nothing true to show. */
export async function getHomeClaims(db: Db): Promise<HomeClaims> {
  const [settings, totals, customers] = await Promise.all([getSiteSettings(db), reviewTotals(db), paidCustomerCount(db)]);
  const ids = [...new Set(settings.testimonials.entries.map((e) => e.productId))];
  const cached = cachedCatalogue(db);
  const snapshot = cached ? await cached : null;
  const names = new Map<string, string>();
  if (snapshot) {
    for (const id of ids) {
      const p = snapshot.byId.get(id);
      if (p?.active) names.set(id, p.name);
    }
  } else if (ids.length) {
    const rows = await db.select({ id: product.id, name: product.name }).from(product).where(and(inArray(product.id, ids), eq(product.active, true)));
    for (const p of rows) names.set(p.id, p.name);
  }
  return {
    rating: ratingClaim(totals, settings.reviews.minimum),
    customers: customerClaim(settings.customers, customers),
    press: settings.press.entries,
    testimonials: settings.testimonials.entries.map(({ id, quote, name, town, productId }) => ({ id, quote, name, town, productId, productName: names.get(productId) ?? null })),
  };
}

/** The admin page: the settings, the real figures behind them, and the products a testimonial may name. */
export async function getSettingsPage(db: Db) {
  const [settings, totals, customers, products] = await Promise.all([
    getSiteSettings(db),
    reviewTotals(db),
    paidCustomerCount(db),
    db.select({ id: product.id, name: product.name }).from(product).where(eq(product.active, true)).orderBy(product.name),
  ]);
  return {
    settings,
    /** Every published review, whether or not the home page shows the line yet. */
    allReviews: ratingSummary(totals.sum, totals.count),
    customers,
    products,
    claims: { rating: ratingClaim(totals, settings.reviews.minimum), customers: customerClaim(settings.customers, customers) },
  };
}
