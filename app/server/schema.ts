/**
 * The one Drizzle schema (PostgreSQL dialect) for PGlite and PostgreSQL alike.
 * Money columns are integer öre. Migrations in drizzle/ are generated from this file.
 */
import { sql } from "drizzle-orm";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../domain/order-states";
import type { ProductPhoto } from "../domain/product-photos";
import { DELIVERY_OPTION_IDS, type ServicePoint } from "../domain/delivery";
import { VIDEO_JOB_STATUSES } from "../domain/video-tools";
import type { MailAttachment } from "../domain/sales-document";
import { PROVIDER_PAYMENT_STATES, REFUND_STATES } from "../domain/provider-payments";
import { PARCEL_STATES } from "../domain/parcel";
import { bigint, boolean, check, customType, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/** A constant list of strings as SQL literals, for check constraints (the values are our own, never input). */
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(", "));

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
  /** The saved delivery address on /konto (ADR 035): all four set, or none. Pre-fills /checkout. */
  addressName: text("address_name"),
  addressStreet: text("address_street"),
  /** Stored as "114 55" (normalisePostalCode). */
  addressPostalCode: text("address_postal_code"),
  addressCity: text("address_city"),
  /** The saved mobile number ("+467XXXXXXXX"), optional beside the address. */
  addressPhone: text("address_phone"),
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
    /** What one packed unit weighs on the carrier's scale, in grams (issue #39): the delivery options and the booking add these up. */
    shippingWeightGrams: integer("shipping_weight_grams").notNull().default(0),
    ingredients: jsonb("ingredients").$type<string[]>().notNull(),
    benefits: jsonb("benefits").$type<string[]>().notNull(),
    howToUse: jsonb("how_to_use").$type<string[]>().notNull(),
    storage: text("storage").notNull(),
    stockCount: integer("stock_count").notNull(),
    /** At or below this many in stock, the admin overview lists the product as running low. */
    lowStockLevel: integer("low_stock_level").notNull().default(5),
    /** The owner's own order (the seed's numbers): only breaks ties between products that sold as many (ADR 073). */
    popularity: integer("popularity").notNull(),
    /** Pinned by the owner: shown first in the shop's default order, before the ranking by sales (ADR 073). */
    pinned: boolean("pinned").notNull().default(false),
    isBestseller: boolean("is_bestseller").notNull().default(false),
    isBundle: boolean("is_bundle").notNull().default(false),
    isLimitedEdition: boolean("is_limited_edition").notNull().default(false),
    isOnlineOnly: boolean("is_online_only").notNull().default(false),
    bundleProducts: jsonb("bundle_products").$type<string[]>().notNull(),
    relatedProducts: jsonb("related_products").$type<string[]>().notNull(),
    taxClass: text("tax_class").notNull(),
    colours: jsonb("colours").$type<{ primary: string; accent: string }>().notNull(),
    /**
     * The main photo's key (the first of `photos`), kept with them in the same write and checked by the database;
     * null = the drawn art (ADR 029, ADR 079). Cards, feeds and link previews read it.
     */
    image: text("image"),
    /** The owner's photos in their order, at most five, each with its alt text (ADR 079). */
    photos: jsonb("photos").$type<ProductPhoto[]>().notNull().default([]),
    /** A reduced price in force from `reduced_from` until `reduced_until` (exclusive), set by the owner (ADR 036). */
    reducedPriceOre: integer("reduced_price_ore"),
    reducedFrom: timestamp("reduced_from", { withTimezone: true }),
    reducedUntil: timestamp("reduced_until", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("product_popularity_idx").on(t.popularity),
    check("product_main_photo_check", sql`${t.image} is not distinct from (${t.photos} -> 0 ->> 'key')`),
    check("product_photos_max_check", sql`jsonb_typeof(${t.photos}) = 'array' and jsonb_array_length(${t.photos}) <= 5`),
    check("product_shipping_weight_check", sql`${t.shippingWeightGrams} >= 0`),
  ],
);

/** Every price a product has had, for the "lowest price in 30 days" rule (ADR 016). */
export const productPriceHistory = pgTable(
  "product_price_history",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    priceOre: integer("price_ore").notNull(),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Null: a regular price, in force from `valid_from` on. Set: a reduction that was in force from `valid_from`
     * until this moment and has since been replaced or ended early (recorded when the owner changed it, ADR 068), so
     * the 30-day rule still sees it.
     */
    reducedUntil: timestamp("reduced_until", { withTimezone: true }),
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
    /**
     * The customer-facing order number ("Order 1042"): from a sequence starting at 1001, unique and never
     * reused (a rolled-back order leaves a gap). The Swish message; the invoice's OCR is derived from it
     * (app/domain/ocr.ts). The id stays the key in URLs and relations (ADR 015).
     */
    number: integer("number").notNull().unique().generatedAlwaysAsIdentity({ name: "orders_number_seq", startWith: 1001 }),
    /** The buyer's account; null for a guest's order until the guest makes an account (ADR 065). */
    userId: text("user_id").references(() => user.id),
    /**
     * SHA-256 (hex) of the order's private link token (ADR 065): the confirmation mail's link opens the order for
     * whoever holds it, without an account. Only the hash is stored.
     */
    accessTokenHash: text("access_token_hash").unique(),
    /** One checkout attempt = one order: a double submit or replay returns the same order. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** One of ORDER_STATUSES (app/domain/order-states.ts); the database refuses anything else. */
    status: text("status").notNull(),
    /** One of PAYMENT_STATUSES. */
    paymentStatus: text("payment_status").notNull(),
    paymentMethod: text("payment_method").notNull(),
    goodsListOre: integer("goods_list_ore").notNull(),
    multiBuyDiscountOre: integer("multi_buy_discount_ore").notNull(),
    /** The bought-together discount (ADR 038); 0 on orders from before it. */
    togetherDiscountOre: integer("together_discount_ore").notNull().default(0),
    discountCode: text("discount_code"),
    discountOre: integer("discount_ore").notNull(),
    shippingOre: integer("shipping_ore").notNull(),
    totalOre: integer("total_ore").notNull(),
    /** The part of the total paid with gift cards (debited in the order transaction); the rest is due by paymentMethod. */
    giftCardPaidOre: integer("gift_card_paid_ore").notNull().default(0),
    vatSummary: jsonb("vat_summary").$type<VatRow[]>().notNull(),
    shippingName: text("shipping_name").notNull(),
    shippingEmail: text("shipping_email").notNull(),
    shippingAddress: text("shipping_address").notNull(),
    shippingCity: text("shipping_city").notNull(),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    /** An optional Swedish mobile number for the carrier's notice, stored as "+467XXXXXXXX". */
    shippingPhone: text("shipping_phone"),
    /** The owner's own note on the order (never shown to the customer). */
    ownerNote: text("owner_note"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** The delivery option chosen at checkout (app/domain/delivery.ts); null on orders from before options existed. */
    deliveryOption: text("delivery_option"),
    /** The service point chosen at checkout, as the carrier described it then; null for home and letter delivery. */
    servicePoint: jsonb("service_point").$type<ServicePoint>(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    processingAt: timestamp("processing_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    returnedAt: timestamp("returned_at", { withTimezone: true }),
    /** Everything given back to the customer by refunds (method and gift-card parts); never more than the total. */
    refundedOre: integer("refunded_ore").notNull().default(0),
    /** The terms in force when the order was placed: their "senast uppdaterad" date (ADR 076); null on older orders. */
    termsVersion: text("terms_version"),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    check("orders_refunded_range", sql`${t.refundedOre} >= 0 and ${t.refundedOre} <= ${t.totalOre}`),
    // The state machine's values only (app/domain/order-states.ts, ADR 021).
    check("orders_status_check", sql`${t.status} in (${sqlList(ORDER_STATUSES)})`),
    check("orders_payment_status_check", sql`${t.paymentStatus} in (${sqlList(PAYMENT_STATUSES)})`),
    check("orders_delivery_option_check", sql`${t.deliveryOption} is null or ${t.deliveryOption} in (${sqlList(DELIVERY_OPTION_IDS)})`),
  ],
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
    /** This line's share of the bought-together discount (ADR 038). */
    togetherDiscountOre: integer("together_discount_ore").notNull().default(0),
    codeDiscountOre: integer("code_discount_ore").notNull(),
    /** unit × quantity − multi-buy − together − code share */
    lineTotalOre: integer("line_total_ore").notNull(),
    vatRateBp: integer("vat_rate_bp").notNull(),
    /** For gift-card lines: the recipient details, snapshotted from the cart line (the card is issued when paid). */
    giftCard: jsonb("gift_card").$type<GiftCardLineDetails>(),
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
  (t) => [
    index("order_event_order_idx").on(t.orderId, t.createdAt),
    check("order_event_from_status_check", sql`${t.fromStatus} is null or ${t.fromStatus} in (${sqlList(ORDER_STATUSES)})`),
    check("order_event_to_status_check", sql`${t.toStatus} is null or ${t.toStatus} in (${sqlList(ORDER_STATUSES)})`),
  ],
);

/**
 * A refund of (part of) a paid order (ADR 026): how much went back by the order's payment method and how
 * much to the gift cards it was paid with, whether the goods went back to stock, and why.
 */
export const refund = pgTable(
  "refund",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id),
    amountOre: integer("amount_ore").notNull(),
    /** Back by the order's payment method (Swish, invoice): the shop pays it out. */
    methodOre: integer("method_ore").notNull(),
    /** Credited back to the gift cards the order was paid with (in their ledger). */
    giftCardOre: integer("gift_card_ore").notNull(),
    shippingOre: integer("shipping_ore").notNull(),
    /** Kept from the refund: the return postage after "Ångra köp". */
    deductionOre: integer("deduction_ore").notNull().default(0),
    restocked: boolean("restocked").notNull(),
    reason: text("reason").notNull(),
    actorUserId: text("actor_user_id"),
    /**
     * Whether the method's part has moved (ADR 075): `done` (nothing owed by a method, or the money moved),
     * `requested` (asked of the provider, waiting for its confirmation), `owed` (the owner pays it back by hand).
     */
    state: text("state").notNull().default("done"),
    /** The provider's refund id (Stripe: re_…), once asked. */
    providerRefundId: text("provider_refund_id"),
    /** When the money was confirmed moved (by the provider, or the owner marking the pay-back done). */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /**
     * The account the customer gave for an `owed` refund (ADR 081), through the refund's private link: a Swedish bank
     * account (clearing number and account number, digits only) or a Swish number (E.164). Kept only while the refund
     * is owed: nulled when the owner marks it paid back, and by the customer-data erasure.
     */
    payoutClearing: text("payout_clearing"),
    payoutAccount: text("payout_account"),
    payoutSwish: text("payout_swish"),
    payoutGivenAt: timestamp("payout_given_at", { withTimezone: true }),
    /** When the customer, who had given no account, was reminded by mail (once; ADR 081). Set before the mail is queued. */
    payoutRemindedAt: timestamp("payout_reminded_at", { withTimezone: true }),
    /** When the owner marked an owed refund paid back (ADR 081): the books move the money from 2890 to 1930 then. */
    paidBackAt: timestamp("paid_back_at", { withTimezone: true }),
    paidBackBy: text("paid_back_by"),
    createdAt: createdAt(),
  },
  (t) => [
    index("refund_order_idx").on(t.orderId),
    index("refund_owed_idx").on(t.state, t.createdAt),
    check(
      "refund_payout_one_way",
      sql`(${t.payoutClearing} is null) = (${t.payoutAccount} is null) and not (${t.payoutAccount} is not null and ${t.payoutSwish} is not null)`,
    ),
    check("refund_state_check", sql`${t.state} in (${sqlList(REFUND_STATES)})`),
    check("refund_amount_parts", sql`${t.amountOre} > 0 and ${t.methodOre} >= 0 and ${t.giftCardOre} >= 0 and ${t.amountOre} = ${t.methodOre} + ${t.giftCardOre}`),
  ],
);

/** The order lines and quantities a refund covers. */
export const refundLine = pgTable(
  "refund_line",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer("refund_id")
      .notNull()
      .references(() => refund.id),
    orderItemId: integer("order_item_id")
      .notNull()
      .references(() => orderItem.id),
    quantity: integer("quantity").notNull(),
    amountOre: integer("amount_ore").notNull(),
  },
  (t) => [index("refund_line_item_idx").on(t.orderItemId), check("refund_line_positive", sql`${t.quantity} > 0 and ${t.amountOre} >= 0`)],
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
    /** The provider's event type ("checkout.session.completed"); null on rows from before ADR 075. */
    type: text("type"),
    /** What the shop did with it ("paid", "amount_mismatch", "ignored: …"), for the console's reconciliation. */
    outcome: text("outcome"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_event_idx").on(t.provider, t.eventId), index("payment_event_order_idx").on(t.orderId)],
);

/** Raw bytes (a label PDF): PGlite gives a Uint8Array, pg a Buffer; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * A parcel booked with a carrier for an order (issue #39, ADR 084): one per order (booking twice finds this row,
 * and the carrier's idempotency key makes the same parcel), with the label the carrier returned, the parcel's
 * state (PARCEL_STATES, app/domain/parcel.ts) and the tracking poll's schedule and claim (SKIP LOCKED and a lease).
 */
export const shipment = pgTable(
  "shipment",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: text("order_id")
      .notNull()
      .unique()
      .references(() => order.id, { onDelete: "cascade" }),
    /** The carrier provider's id ("postnord"). */
    carrierId: text("carrier_id").notNull(),
    /** The key the carrier was asked with (the same for every attempt of this order). */
    idempotencyKey: text("idempotency_key").notNull(),
    /** The carrier's shipment id and the parcel's tracking number; null while the booking is under way. */
    carrierShipmentId: text("carrier_shipment_id"),
    trackingNumber: text("tracking_number"),
    /** The label as the carrier returned it (a PDF). */
    labelPdf: bytea("label_pdf"),
    bookedAt: timestamp("booked_at", { withTimezone: true }),
    state: text("state").notNull().default("booked"),
    /** When the tracking poll asks next; null: not (not booked yet, final, or given up). */
    nextPollAt: timestamp("next_poll_at", { withTimezone: true }),
    /** Polls in a row that brought nothing new or failed (the backoff's step). */
    quietPolls: integer("quiet_polls").notNull().default(0),
    lastPolledAt: timestamp("last_polled_at", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * When a booking was asked and no clear answer came (no answer in time, or an answer that could not be read): the
     * carrier may have booked a parcel. The next booking must be confirmed by the owner (ADR 084). Null once booked.
     */
    bookingUnansweredAt: timestamp("booking_unanswered_at", { withTimezone: true }),
    /** The process booking or polling it now ("booking" while a booking waits for the carrier), and until when (a lease). */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** When the customer's "redo att hämta" and "levererad" mails were queued: each once. */
    readyMailAt: timestamp("ready_mail_at", { withTimezone: true }),
    deliveredMailAt: timestamp("delivered_mail_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("shipment_due_idx").on(t.nextPollAt),
    uniqueIndex("shipment_tracking_idx").on(t.carrierId, t.trackingNumber),
    check("shipment_state_check", sql`${t.state} in (${sqlList(PARCEL_STATES)})`),
  ],
);

/** The carrier's tracking events of a parcel as it reported them, each once (the carrier's key per shipment). */
export const shipmentEvent = pgTable(
  "shipment_event",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer("shipment_id")
      .notNull()
      .references(() => shipment.id, { onDelete: "cascade" }),
    /** Stable across polls (CarrierEvent.key): a repeated event adds nothing. */
    eventKey: text("event_key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    /** The carrier's code as given, and the shop's state it meant then. */
    code: text("code").notNull(),
    state: text("state").notNull(),
    /** The carrier's own Swedish description and place. */
    description: text("description").notNull(),
    location: text("location"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("shipment_event_key_idx").on(t.shipmentId, t.eventKey), index("shipment_event_at_idx").on(t.shipmentId, t.at)],
);

/**
 * A payment asked of a provider for an order (ADR 075): at most one per order. The provider-neutral state
 * (PROVIDER_PAYMENT_STATES in app/domain/provider-payments.ts) moves only by the provider's events (webhook,
 * callback read back) or the expiry sweep; `expiresAt` is when the shop gives up and cancels the order.
 */
export const providerPayment = pgTable(
  "provider_payment",
  {
    orderId: text("order_id")
      .primaryKey()
      .references(() => order.id),
    /** The payment method's id ("stripe"). */
    provider: text("provider").notNull(),
    /** awaiting | paid | failed | expired | mismatch (the amount or currency differed: the owner decides). */
    state: text("state").notNull(),
    /** What the shop asked for, in öre and ISO currency: the order's total less its gift-card part. */
    amountOre: integer("amount_ore").notNull(),
    currency: text("currency").notNull(),
    /** The provider's reference of the request (Stripe: the Checkout Session id), and where the payer goes. */
    reference: text("reference"),
    redirectUrl: text("redirect_url"),
    /** The provider's reference of the money (Stripe: the PaymentIntent id), known once paid; refunds use it. */
    paymentReference: text("payment_reference"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Why it is in this state, in the owner's words ("Stripe bad om 100 kr, ordern är 249 kr"). */
    note: text("note"),
    /** The process working on it now (the expiry sweep), and until when (a lease, as the outbox's). */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("provider_payment_due_idx").on(t.state, t.expiresAt),
    check("provider_payment_state_check", sql`${t.state} in (${sqlList(PROVIDER_PAYMENT_STATES)})`),
  ],
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
    /**
     * The PDFs the mail carries, as their documents' models (ADR 076): rendered at each delivery attempt, the same
     * bytes every time (a retry sends the same attachment).
     */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** outbox_only (no SMTP configured), pending, sent, failed */
    status: text("status").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A pending mail is tried again from this time (backoff after a failure). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The process delivering it now, and until when (a lease): any process may take it after that. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [
    index("outbox_created_idx").on(t.createdAt),
    index("outbox_to_idx").on(t.to),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
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

// ---------------------------------------------------------------- Reviews
/** One review per user and product (a second submit edits the first). Rendered as text, never HTML. */
export const review = pgTable(
  "review",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    comment: text("comment").notNull(),
    /** Hidden by the shop (kept, never deleted; the author is told why). Null while shown. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("review_product_user_idx").on(t.productId, t.userId),
    index("review_product_created_idx").on(t.productId, t.createdAt),
    check("review_rating_range", sql`${t.rating} between 1 and 5`),
  ],
);

/** A customer's report of a review ("Rapportera"), waiting for the owner on the overview until handled. */
export const reviewReport = pgTable(
  "review_report",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reviewId: integer("review_id")
      .notNull()
      .references(() => review.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("review_report_once_idx").on(t.reviewId, t.userId)],
);

// ---------------------------------------------------------------- Newsletter, contact, waitlist
/** Double opt-in: pending until the confirmation link is used; the welcome code is issued once. */
export const newsletterSubscriber = pgTable(
  "newsletter_subscriber",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Trimmed and lowercased. */
    email: text("email").notNull().unique(),
    /** pending | active | unsubscribed */
    status: text("status").notNull(),
    /** SHA-256 of the confirmation token (the token itself only travels in the e-mail). */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** SHA-256 of the unsubscribe token carried by every newsletter e-mail. */
    unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
    /** The personal single-use welcome code, issued at the first confirmation. */
    welcomeCodeId: integer("welcome_code_id").references(() => discountCode.id),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
);

export const contactMessage = pgTable(
  "contact_message",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** When the owner marked it handled (or answered it); null while it waits. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_created_idx").on(t.createdAt)],
);

/** The owner's answers to a contact message, e-mailed to the sender and kept with the message. */
export const contactReply = pgTable(
  "contact_reply",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessage.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    /** The outbox row of the e-mail that carried it. */
    outboxId: integer("outbox_id"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_reply_message_idx").on(t.messageId)],
);

/** "Meddela mig" lists, e.g. for subscriptions before they launch. */
export const waitlistSignup = pgTable(
  "waitlist_signup",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    topic: text("topic").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_topic_email_idx").on(t.topic, t.email)],
);

/**
 * "Bevaka": a shopper asks for one mail when a sold-out product is back (ADR 080). Double opt-in: pending until the
 * link in the confirmation mail is used, then active until the mail goes out (sent) or they cancel. One row per
 * product and address; asking again after it was sent or cancelled starts it over.
 */
export const stockAlert = pgTable(
  "stock_alert",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    productId: text("product_id")
      .notNull()
      .references(() => product.id),
    /** Trimmed and lowercased. */
    email: text("email").notNull(),
    status: text("status").notNull(),
    /** SHA-256 of the confirmation token (the token itself only travels in the e-mail). */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** When they last asked: the order the back-in-stock mails go out in. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_alert_product_email_idx").on(t.productId, t.email),
    index("stock_alert_waiting_idx").on(t.status, t.productId),
    check("stock_alert_status_check", sql`${t.status} in ('pending', 'active', 'sent', 'cancelled')`),
  ],
);

// ---------------------------------------------------------------- Gift cards
/** A multi-purpose voucher: issued once per paid gift-card order line, spent through the ledger. */
export const giftCard = pgTable(
  "gift_card",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Keyed hash of the normalised code: a database dump does not reveal usable codes. */
    codeHash: text("code_hash").notNull().unique(),
    /** The last 4 characters, for masked display (XXXX-XXXX-XXXX-AB12). */
    codeLast4: text("code_last4").notNull(),
    initialOre: integer("initial_ore").notNull(),
    balanceOre: integer("balance_ore").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The order line that bought it: unique, so "paid" recorded twice cannot issue twice. */
    orderItemId: integer("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItem.id),
    orderId: text("order_id")
      .notNull()
      .references(() => order.id),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    senderName: text("sender_name").notNull(),
    message: text("message").notNull().default(""),
    buyerEmail: text("buyer_email").notNull(),
    /** Voided by the shop (with the reason in the ledger): the card no longer pays. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("gift_card_balance_range", sql`${t.balanceOre} >= 0 and ${t.balanceOre} <= ${t.initialOre}`)],
);

/** Every change to a card's balance: issue (+), debit (−) for an order, credit (+) when that order is cancelled. */
export const giftCardLedger = pgTable(
  "gift_card_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCard.id),
    /** issue | debit | credit (cancellation) | refund | adjust | void */
    type: text("type").notNull(),
    /** Signed öre: positive for issue, credit, refund and a raised balance; negative for debit, void and a lowered balance. */
    amountOre: integer("amount_ore").notNull(),
    orderId: text("order_id").references(() => order.id),
    /** The refund that credited this amount back (type refund). */
    refundId: integer("refund_id").references(() => refund.id),
    /** The shop's reason (adjust, void). */
    note: text("note"),
    actorUserId: text("actor_user_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("gift_card_ledger_card_idx").on(t.giftCardId, t.createdAt),
    // One debit and at most one cancellation credit per card and order: a cancellation credits back exactly once.
    uniqueIndex("gift_card_ledger_once_idx").on(t.giftCardId, t.orderId, t.type).where(sql`${t.type} in ('issue', 'debit', 'credit')`),
    uniqueIndex("gift_card_ledger_refund_idx").on(t.giftCardId, t.refundId),
  ],
);

/** Gift cards the customer has applied to a cart at checkout (by id: the code itself is never stored). */
export const cartGiftCard = pgTable(
  "cart_gift_card",
  {
    cartId: text("cart_id")
      .notNull()
      .references(() => cart.id, { onDelete: "cascade" }),
    giftCardId: integer("gift_card_id")
      .notNull()
      .references(() => giftCard.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.giftCardId] })],
);

// ---------------------------------------------------------------- Audit log
/**
 * Every change made in the admin area (ADR 025): who (id, and the e-mail as it was, so the entry survives the
 * account), when, what (an action key the copy module words), on which row, and the row's fields before and
 * after. Written in the same transaction as the change; never updated or deleted by the shop.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: text("actor_user_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

// ---------------------------------------------------------------- Video tools
/**
 * One generated video (ADR 030): the prompt, which provider made it and its prediction id, the status and
 * progress, and the worker's claim on it. A worker claims a due row (run_after passed, no live lease) with
 * FOR UPDATE SKIP LOCKED, takes a lease (locked_by, locked_until), does one step (start, or one poll) and
 * writes the result only while it still holds the lease, so two processes never run one job.
 * The finished file is DATA_DIR/videos/<id>.mp4 (+ .jpg poster): its name is the row's random id.
 */
export const videoJob = pgTable(
  "video_job",
  {
    id: text("id").primaryKey(),
    prompt: text("prompt").notNull(),
    /** generator | hero */
    source: text("source").notNull(),
    /** The hero generator's slot 1–3 (its fixed prompt); null for the generator's own prompts. */
    heroSlot: integer("hero_slot"),
    provider: text("provider").notNull(),
    providerId: text("provider_id"),
    status: text("status").notNull().default("queued"),
    /** 0–100, or null while the provider reports none (the page then shows an indeterminate bar). */
    progress: integer("progress"),
    error: text("error"),
    /** rate_limit | timeout | provider | lost */
    errorKind: text("error_kind"),
    /** How many times the prediction was started (a render lost to a restart is started again). */
    attempts: integer("attempts").notNull().default(0),
    /** Polls of the current prediction (spec §9: at most 60). */
    polls: integer("polls").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    /** The next step is due at this time (the hero generator's 15 s spacing; the 2 s poll interval). */
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("video_job_due_idx").on(t.status, t.runAfter),
    index("video_job_created_idx").on(t.createdAt),
    check("video_job_status_check", sql`${t.status} in (${sqlList(VIDEO_JOB_STATUSES)})`),
    check("video_job_source_check", sql`${t.source} in ('generator', 'hero')`),
    check("video_job_progress_check", sql`${t.progress} is null or (${t.progress} between 0 and 100)`),
  ],
);
