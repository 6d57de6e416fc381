/**
 * The owner's settings for what the home page may claim (reviews, customers, press, testimonials) and for
 * the order notifications (ADR 013). Pure: the shapes, their defaults, the tolerant parsers for stored
 * values, the one form schema of /admin/settings, the list edits, and the rules that turn real figures
 * into a claim (or into nothing when there is nothing true to show).
 */
import { z } from "zod";
import { CUSTOMER_MODE_LABELS, NOTIFY_MODE_LABELS, SETTINGS_LIMITS as L, settingsCopy as t } from "~/content/site-settings";
import type { ProductRating } from "./catalogue";
import { ratingSummary } from "./reviews";
import { organicCopy } from "~/content/organic";
import { normaliseControlBody } from "./organic";
import { identityFromForm, IdentityFormFields, StoredIdentitySchema, type IdentitySettings } from "./shop-identity";
import { DEFAULT_DELIVERY, DeliveryFormFields, deliveryFromForm, StoredDeliverySchema, type DeliverySettings } from "./delivery-settings";

export const NOTIFY_MODES = Object.keys(NOTIFY_MODE_LABELS) as (keyof typeof NOTIFY_MODE_LABELS)[];
export type NotifyMode = keyof typeof NOTIFY_MODE_LABELS;
export const CUSTOMER_MODES = Object.keys(CUSTOMER_MODE_LABELS) as (keyof typeof CUSTOMER_MODE_LABELS)[];
export type CustomerMode = keyof typeof CUSTOMER_MODE_LABELS;

/** Who changed a setting and when (the last few changes are kept in the stored value). */
export interface ChangeMark {
  /** ISO instant. */
  at: string;
  /** The admin's e-mail address. */
  by: string;
  /** What was done, in the copy's words (settingsCopy.actions). */
  what: string;
}
export const LOG_LENGTH = 10;

export interface PressEntry {
  id: string;
  name: string;
  url: string | null;
}

export interface TestimonialEntry {
  id: string;
  quote: string;
  name: string;
  town: string;
  productId: string;
  /** When the admin confirmed that the customer consented (ISO), and who did. */
  consentAt: string;
  consentBy: string;
}

export interface ReviewClaimSettings {
  minimum: number;
  log: ChangeMark[];
}
export interface CustomerClaimSettings {
  mode: CustomerMode;
  /** The owner's own figure (mode "owner"). */
  figure: number | null;
  minimum: number;
  log: ChangeMark[];
}
export interface PressSettings {
  entries: PressEntry[];
  log: ChangeMark[];
}
export interface TestimonialSettings {
  entries: TestimonialEntry[];
  log: ChangeMark[];
}
export interface NotificationSettings {
  mode: NotifyMode;
  /** null: the shop's mailbox. */
  email: string | null;
  /** The daily summary goes out once per Swedish calendar day after this hour (0–23). */
  hour: number;
  log: ChangeMark[];
}

export interface SiteSettings {
  reviews: ReviewClaimSettings;
  customers: CustomerClaimSettings;
  press: PressSettings;
  testimonials: TestimonialSettings;
  notifications: NotificationSettings;
  /** The shop's identity (ADR 063). */
  identity: IdentitySettings;
  /** The organic control body's code (ADR 077); null: the shop calls nothing organic. */
  organic: OrganicSettings;
  /** Which delivery options the shop offers and at what price (ADR 083). */
  delivery: DeliverySettings;
}
export interface OrganicSettings {
  controlBody: string | null;
  log: ChangeMark[];
}
export type SettingsSection = keyof SiteSettings;

/** The row key of each section in site_setting. */
export const SETTING_KEYS: Record<SettingsSection, string> = {
  reviews: "claims.reviews",
  customers: "claims.customers",
  press: "claims.press",
  testimonials: "claims.testimonials",
  notifications: "notifications.orders",
  identity: "shop.identity",
  organic: "shop.organic",
  delivery: "shop.delivery",
};

export const DEFAULT_SETTINGS: SiteSettings = {
  reviews: { minimum: 5, log: [] },
  customers: { mode: "orders", figure: null, minimum: 10, log: [] },
  press: { entries: [], log: [] },
  testimonials: { entries: [], log: [] },
  notifications: { mode: "each", email: null, hour: 7, log: [] },
  identity: { values: null, log: [] },
  organic: { controlBody: null, log: [] },
  delivery: DEFAULT_DELIVERY,
};

// ---------------------------------------------------------------- stored values (tolerant: bad → default)

const Log = z.array(z.object({ at: z.string(), by: z.string(), what: z.string() })).catch([]);
const int = (min: number, max: number) => z.number().int().min(min).max(max);

const StoredSchemas = {
  reviews: z.object({ minimum: int(L.reviewMinimum.min, L.reviewMinimum.max), log: Log }),
  customers: z.object({
    mode: z.enum(CUSTOMER_MODES as [CustomerMode, ...CustomerMode[]]),
    figure: int(L.customerFigure.min, L.customerFigure.max).nullable(),
    minimum: int(L.customerMinimum.min, L.customerMinimum.max),
    log: Log,
  }),
  press: z.object({
    entries: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), url: z.string().nullable() })),
    log: Log,
  }),
  testimonials: z.object({
    entries: z.array(
      z.object({
        id: z.string().min(1),
        quote: z.string().min(1).max(L.quote),
        name: z.string().min(1),
        town: z.string().min(1),
        productId: z.string().min(1),
        consentAt: z.string().min(1),
        consentBy: z.string().min(1),
      }),
    ),
    log: Log,
  }),
  notifications: z.object({
    mode: z.enum(NOTIFY_MODES as [NotifyMode, ...NotifyMode[]]),
    email: z.email().nullable(),
    hour: int(0, 23),
    log: Log,
  }),
  identity: StoredIdentitySchema,
  organic: z.object({ controlBody: z.string().regex(/^SE-EKO-\d{2}$/).nullable(), log: Log }),
  delivery: StoredDeliverySchema,
} satisfies Record<SettingsSection, z.ZodType>;

/** A stored section as the code uses it; a missing or malformed value is the section's default (which shows nothing invented). */
export function parseStoredSection<S extends SettingsSection>(section: S, value: unknown): SiteSettings[S] {
  const parsed = StoredSchemas[section].safeParse(value);
  return (parsed.success ? parsed.data : structuredClone(DEFAULT_SETTINGS[section])) as SiteSettings[S];
}

/** Appends a change to a section's log, keeping the last LOG_LENGTH. */
export function withLog(log: readonly ChangeMark[], mark: ChangeMark): ChangeMark[] {
  return [...log, mark].slice(-LOG_LENGTH);
}

// ---------------------------------------------------------------- the form (one action, one intent per form)

const wholeNumber = (min: number, max: number) =>
  z
    .string(t.wholeNumber(min, max))
    .trim()
    .regex(/^\d{1,9}$/, t.wholeNumber(min, max))
    .transform(Number)
    .pipe(z.number().min(min, t.wholeNumber(min, max)).max(max, t.wholeNumber(min, max)));
const text = (max: number, tooLong: string) => z.string(t.required).trim().min(1, t.required).max(max, tooLong);
const entryId = z.string(t.unknownEntry).trim().min(1, t.unknownEntry).max(64, t.unknownEntry);
const isWebUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === "https:" || u.protocol === "http:") && u.hostname.includes(".");
  } catch {
    return false;
  }
};

export const SettingsFormSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("save_reviews"), minimum: wholeNumber(L.reviewMinimum.min, L.reviewMinimum.max) }),
    z
      .object({
        intent: z.literal("save_customers"),
        mode: z.enum(CUSTOMER_MODES as [CustomerMode, ...CustomerMode[]], t.invalid),
        figure: z
          .string()
          .trim()
          .optional()
          .transform((v) => (v ? v : undefined))
          .pipe(wholeNumber(L.customerFigure.min, L.customerFigure.max).optional()),
        minimum: wholeNumber(L.customerMinimum.min, L.customerMinimum.max),
      })
      .superRefine((v, ctx) => {
        if (v.mode === "owner" && v.figure === undefined) ctx.addIssue({ code: "custom", path: ["figure"], message: t.customers.figureRequired });
      }),
    z.object({
      intent: z.literal("add_press"),
      name: text(L.pressName, t.press.nameTooLong),
      url: z
        .string()
        .trim()
        .max(L.pressUrl, t.press.urlTooLong)
        .optional()
        .transform((v) => (v ? v : null))
        .refine((v) => v === null || isWebUrl(v), t.press.urlInvalid),
    }),
    z.object({ intent: z.literal("remove_press"), id: entryId }),
    z.object({ intent: z.literal("move_press"), id: entryId, direction: z.enum(["up", "down"], t.invalid) }),
    z.object({
      intent: z.literal("add_testimonial"),
      quote: text(L.quote, t.testimonials.quoteTooLong),
      name: text(L.firstName, t.testimonials.nameTooLong).pipe(z.string().regex(/^\p{L}[\p{L}'’-]*$/u, t.testimonials.firstNameInvalid)),
      town: text(L.town, t.testimonials.townTooLong),
      productId: z.string(t.testimonials.productRequired).trim().min(1, t.testimonials.productRequired).max(64, t.testimonials.productRequired),
      consent: z.literal("on", t.testimonials.consentRequired),
    }),
    z.object({ intent: z.literal("remove_testimonial"), id: entryId }),
    z.object({
      intent: z.literal("save_notifications"),
      mode: z.enum(NOTIFY_MODES as [NotifyMode, ...NotifyMode[]], t.invalid),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(L.email, t.notifications.emailInvalid)
        .optional()
        .transform((v) => (v ? v : null))
        .refine((v) => v === null || z.email().safeParse(v).success, t.notifications.emailInvalid),
      hour: wholeNumber(0, 23),
    }),
    z.object({ intent: z.literal("save_identity"), ...IdentityFormFields }),
    z.object({ intent: z.literal("save_delivery"), ...DeliveryFormFields }),
    z.object({
      intent: z.literal("save_organic"),
      // Empty: no control body (the shop then calls nothing organic).
      controlBody: z
        .string()
        .trim()
        .transform((v, ctx) => {
          if (v === "") return null;
          const code = normaliseControlBody(v);
          if (!code) ctx.addIssue({ code: "custom", message: organicCopy.settings.invalid });
          return code;
        }),
    }),
  ],
  { error: t.badIntent },
);
export type SettingsChange = z.infer<typeof SettingsFormSchema>;
export type SettingsIntent = SettingsChange["intent"];

/** The section each intent changes. */
export const SECTION_OF: Record<SettingsIntent, SettingsSection> = {
  save_reviews: "reviews",
  save_customers: "customers",
  add_press: "press",
  remove_press: "press",
  move_press: "press",
  add_testimonial: "testimonials",
  remove_testimonial: "testimonials",
  save_notifications: "notifications",
  save_identity: "identity",
  save_organic: "organic",
  save_delivery: "delivery",
};

export type ChangeRefusal = "unknown_entry" | "too_many";

/**
 * The section's new value after the change (log not yet appended), or why it cannot be made.
 * `newId` names an added entry; `mark` dates the testimonial's consent.
 */
export function applySettingsChange(
  current: SiteSettings,
  change: SettingsChange,
  ctx: { newId: string; mark: Pick<ChangeMark, "at" | "by"> },
): { ok: true; section: SettingsSection; value: SiteSettings[SettingsSection] } | { ok: false; reason: ChangeRefusal } {
  switch (change.intent) {
    case "save_reviews":
      return { ok: true, section: "reviews", value: { ...current.reviews, minimum: change.minimum } };
    case "save_customers":
      return {
        ok: true,
        section: "customers",
        // A figure typed while another mode is chosen is kept (the owner may switch back), but only shown in "owner" mode.
        value: { ...current.customers, mode: change.mode, figure: change.figure ?? (change.mode === "owner" ? null : current.customers.figure), minimum: change.minimum },
      };
    case "add_press": {
      if (current.press.entries.length >= L.pressEntries) return { ok: false, reason: "too_many" };
      const entries = [...current.press.entries, { id: ctx.newId, name: change.name, url: change.url }];
      return { ok: true, section: "press", value: { ...current.press, entries } };
    }
    case "remove_press": {
      const entries = current.press.entries.filter((e) => e.id !== change.id);
      if (entries.length === current.press.entries.length) return { ok: false, reason: "unknown_entry" };
      return { ok: true, section: "press", value: { ...current.press, entries } };
    }
    case "move_press": {
      const entries = moveEntry(current.press.entries, change.id, change.direction);
      if (!entries) return { ok: false, reason: "unknown_entry" };
      return { ok: true, section: "press", value: { ...current.press, entries } };
    }
    case "add_testimonial": {
      if (current.testimonials.entries.length >= L.testimonials) return { ok: false, reason: "too_many" };
      const { quote, name, town, productId } = change;
      const entry: TestimonialEntry = { id: ctx.newId, quote, name, town, productId, consentAt: ctx.mark.at, consentBy: ctx.mark.by };
      return { ok: true, section: "testimonials", value: { ...current.testimonials, entries: [...current.testimonials.entries, entry] } };
    }
    case "remove_testimonial": {
      const entries = current.testimonials.entries.filter((e) => e.id !== change.id);
      if (entries.length === current.testimonials.entries.length) return { ok: false, reason: "unknown_entry" };
      return { ok: true, section: "testimonials", value: { ...current.testimonials, entries } };
    }
    case "save_notifications":
      return { ok: true, section: "notifications", value: { ...current.notifications, mode: change.mode, email: change.email, hour: change.hour } };
    case "save_identity": {
      const { intent: _intent, ...fields } = change;
      return { ok: true, section: "identity", value: { ...current.identity, values: identityFromForm(fields) } };
    }
    case "save_organic":
      return { ok: true, section: "organic", value: { ...current.organic, controlBody: change.controlBody } };
    case "save_delivery": {
      const { intent: _intent, ...fields } = change;
      return { ok: true, section: "delivery", value: { ...current.delivery, ...deliveryFromForm(fields) } };
    }
  }
}

/** The list with one entry moved a step up or down (unchanged at the ends); null when the id is not there. */
export function moveEntry<T extends { id: string }>(entries: readonly T[], id: string, direction: "up" | "down"): T[] | null {
  const i = entries.findIndex((e) => e.id === id);
  if (i < 0) return null;
  const j = direction === "up" ? i - 1 : i + 1;
  const out = [...entries];
  if (j < 0 || j >= out.length) return out;
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

// ---------------------------------------------------------------- claims from real figures

/** The rating line: the average (one decimal, as on the product pages) and count over all published reviews, or null below the minimum. */
export function ratingClaim(totals: { sum: number; count: number }, minimum: number): ProductRating | null {
  if (totals.count < Math.max(1, minimum)) return null;
  return ratingSummary(totals.sum, totals.count);
}

export interface CustomerClaim {
  /** The number shown: exact below 100, otherwise rounded down to two significant digits. */
  value: number;
  /** True when shown as a floor ("1 200+"). */
  atLeast: boolean;
}

/** A count as a floor: exact below 100; from 100 rounded down to two significant digits with "+" (1 247 → 1 200+, 100 → 100+). */
export function customerFloor(n: number): CustomerClaim {
  const whole = Math.max(0, Math.floor(n));
  if (whole < 100) return { value: whole, atLeast: false };
  const step = 10 ** (String(whole).length - 2);
  return { value: Math.floor(whole / step) * step, atLeast: true };
}

/** The customer figure the home page shows, or null (hidden, or fewer than the minimum). */
export function customerClaim(settings: Pick<CustomerClaimSettings, "mode" | "figure" | "minimum">, paidCustomers: number): CustomerClaim | null {
  const n = settings.mode === "orders" ? paidCustomers : settings.mode === "owner" ? (settings.figure ?? 0) : 0;
  if (n <= 0 || n < settings.minimum) return null;
  return customerFloor(n);
}

/** A testimonial as the home page shows it. */
export interface HomeTestimonial {
  id: string;
  quote: string;
  name: string;
  town: string;
  productId: string;
  /** null when the product is no longer sold (the quote stays, without a link). */
  productName: string | null;
}

/** Whether a notification mode sends a mail per order / a daily summary. */
export const sendsEachOrder = (mode: NotifyMode) => mode === "each" || mode === "both";
export const sendsDailySummary = (mode: NotifyMode) => mode === "daily" || mode === "both";
