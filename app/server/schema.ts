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
    /** The discount code the customer applied (validated again when the order is placed). */
    discountCode: text("discount_code"),
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

// ---------------------------------------------------------------- Discount codes
export const discountCode = pgTable("discount_code", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Uppercase. */
  code: text("code").notNull().unique(),
  /** percent | fixed */
  type: text("type").notNull(),
  percent: integer("percent"),
  amountOre: integer("amount_ore"),
  minOrderOre: integer("min_order_ore").notNull().default(0),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
  usageLimit: integer("usage_limit"),
  perCustomerLimit: integer("per_customer_limit"),
  usedCount: integer("used_count").notNull().default(0),
  active: boolean("active").notNull().default(true),
  onlyForEmail: text("only_for_email"),
  description: text("description"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- Orders
export interface VatRow {
  rateBp: number;
  grossOre: number;
  vatOre: number;
}

export const order = pgTable(
  "orders",
  {
    id: text("id").primaryKey(),
    /** The id's first 8 characters, uppercase: what the customer sees and writes on a Swish payment. */
    reference: text("reference").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id),
    /** One checkout attempt = one order: a double submit or replay returns the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** pending | processing | shipped | delivered | cancelled */
    status: text("status").notNull(),
    /** unpaid | paid | refunded */
    paymentStatus: text("payment_status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    goodsListOre: integer("goods_list_ore").notNull(),
    multiBuyDiscountOre: integer("multi_buy_discount_ore").notNull(),
    discountCode: text("discount_code"),
    discountOre: integer("discount_ore").notNull(),
    shippingOre: integer("shipping_ore").notNull(),
    totalOre: integer("total_ore").notNull(),
    vatSummary: jsonb("vat_summary").$type<VatRow[]>().notNull(),
    shippingName: text("shipping_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    processingAt: timestamp("processing_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("orders_user_idx").on(t.userId, t.createdAt)],
);

/** Order lines are snapshots: name, unit price, VAT rate and quantity as they were at purchase. */
export const orderItem = pgTable(
  "order_item",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    /** product | free_gift | gift_card */
    kind: text("kind").notNull(),
    productId: text("product_id"),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceOre: integer("unit_price_ore").notNull(),
    multiBuyDiscountOre: integer("multi_buy_discount_ore").notNull(),
    codeDiscountOre: integer("code_discount_ore").notNull(),
    /** unit × quantity − multi-buy − code share */
    lineTotalOre: integer("line_total_ore").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
  },
  (t) => [index("order_item_order_idx").on(t.orderId)],
);

/** Who changed what on an order, and when (the tracking timeline reads the real dates from here). */
export const orderEvent = pgTable(
  "order_event",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actorUserId: text("actor_user_id"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("order_event_order_idx").on(t.orderId, t.createdAt)],
);

export const discountRedemption = pgTable(
  "discount_redemption",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCode.id),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => order.id, { onDelete: "cascade" }),
    userId: text("user_id").notNull(),
    /** Set when a cancellation gives the use back (exactly once). */
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("discount_redemption_code_user_idx").on(t.codeId, t.userId)],
);

/** Payment provider events already handled (webhooks deduplicated by event id). */
export const paymentEvent = pgTable(
  "payment_event",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    orderId: text("order_id").references(() => order.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_event_idx").on(t.provider, t.eventId)],
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
