/**
 * The one Drizzle schema (PostgreSQL dialect) for PGlite and PostgreSQL alike.
 * Money columns are integer öre. Migrations in drizzle/ are generated from this file.
 */
import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- Better Auth (email + password, admin plugin)
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** The customer profile: the full name given at sign-up (spec: profiles.full_name). */
export const profile = pgTable("profile", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  fullName: text("full_name").notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- Catalogue
export const product = pgTable(
  "product",
  {
    id: text("id").primaryKey(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    tagline: text("tagline").notNull(),
    description: text("description").notNull(),
    fullDescription: text("full_description").notNull(),
    priceOre: integer("price_ore").notNull(),
    weight: text("weight").notNull(),
    netWeightGrams: integer("net_weight_grams"),
    ingredients: jsonb("ingredients").$type<string[]>().notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    howToUse: jsonb("how_to_use").$type<string[]>().notNull(),
    storage: text("storage").notNull(),
    stockCount: integer("stock_count").notNull(),
    popularity: integer("popularity").notNull(),
    isBestseller: boolean("is_bestseller").notNull().default(false),
    isBundle: boolean("is_bundle").notNull().default(false),
    isLimitedEdition: boolean("is_limited_edition").notNull().default(false),
    isOnlineOnly: boolean("is_online_only").notNull().default(false),
    bundleProducts: jsonb("bundle_products").$type<string[]>().notNull(),
    relatedProducts: jsonb("related_products").$type<string[]>().notNull(),
    taxClass: text("tax_class").notNull(),
    colours: jsonb("colours").$type<{ primary: string; accent: string }>().notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("product_popularity_idx").on(t.popularity)],
);

/** Every price a product has had, for the "lowest price in 30 days" rule (decisions §2). */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    priceOre: integer("price_ore").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("price_history_product_idx").on(t.productId, t.validFrom)],
);

// ---------------------------------------------------------------- Carts
/** A cart, for a visitor (cookie) or for an account (one per user). */
export const cart = pgTable(
  "cart",
  {
    /** Random and unguessable: it is the visitor's only key to the cart (httpOnly cookie). */
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("cart_user_idx").on(t.userId)],
);

export interface GiftCardLineDetails {
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  message: string;
}

export const cartLine = pgTable(
  "cart_line",
  {
    id: text("id").primaryKey(),
    cartId: text("cart_id")
      .notNull()
      .references(() => cart.id, { onDelete: "cascade" }),
    /** product | gift_card */
    kind: text("kind").notNull(),
    productId: text("product_id").references(() => product.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    /** The unit price the customer was shown when the line was last added or confirmed (the price guard). */
    seenUnitPriceOre: integer("seen_unit_price_ore").notNull(),
    giftCard: jsonb("gift_card").$type<GiftCardLineDetails>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_line_product_idx").on(t.cartId, t.productId), index("cart_line_cart_idx").on(t.cartId)],
);

// ---------------------------------------------------------------- E-mail outbox
/** Every e-mail the shop sends, kept whether or not SMTP is configured. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** outbox_only (no SMTP configured), pending, sent, failed */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_created_idx").on(t.createdAt), index("outbox_to_idx").on(t.to)],
);

// ---------------------------------------------------------------- Rate limits and settings
/** Fixed-window counters for the shop's own rate limits (gate, forms). */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
});

/** Site-wide settings the owner changes at run time (e.g. the three hero clips). */
export const siteSetting = pgTable("site_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
