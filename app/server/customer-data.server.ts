/**
 * A customer's personal data (ADR 028): finding customers for /admin/customers, one customer's page, the GDPR
 * export (art. 15/20: everything stored about the person, as one JSON document) and the erasure (art. 17: one
 * transaction that removes or anonymises it, keeping orders for the bookkeeping law). The export and the
 * erasure take a user id and an actor, so the customer's own "Mitt konto" (issue #16) calls the same functions.
 */
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { erasureConfirmationMail } from "~/content/admin-customers";
import { describePayout, payoutFromColumns } from "~/domain/refund-payout";
import { ERASED_BAN_REASON, ERASED_NAME, erasedEmail, isErasedAccount, needles, orderBlocksErasure, scrubJson, unpaidClaimBlocksErasure } from "~/domain/customer-erasure";
import { maskCode } from "~/domain/gift-cards";
import { countsAsSale } from "~/domain/order-states";
import { recordAudit, type AuditActor } from "./audit-log.server";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./db.server";
import { transactionWithRetry } from "./db-retry.server";
import { queueMail } from "./mail.server";
import { getShopFacts } from "./shop-identity.server";
import { withoutPrivateLinks } from "./order-links.server";
import {
  account,
  auditLog,
  cart,
  contactMessage,
  contactReply,
  discountCode,
  giftCard,
  newsletterSubscriber,
  order,
  orderEvent,
  orderItem,
  outbox,
  product,
  profile,
  refund,
  review,
  reviewReport,
  session,
  user,
  verification,
  waitlistSignup,
  stockAlert,
  shipment,
} from "./schema";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const lower = (s: string) => s.trim().toLowerCase();

export const CUSTOMER_LIST_LIMIT = 50;

export interface CustomerListRow {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  role: string | null;
  erased: boolean;
  orderCount: number;
  /** Öre paid for orders that count as sales, less refunds. */
  spentOre: number;
}

/** Orders that count as a sale (not cancelled), as the overview counts them. */
const CANCELLED = "cancelled";

/**
 * Customers newest first; with `q`, those whose name (account or profile) or e-mail contains it, ignoring case.
 * `more` is true when there were more than the page shows.
 */
export async function searchCustomers(db: Db, q: string, limit = CUSTOMER_LIST_LIMIT): Promise<{ rows: CustomerListRow[]; more: boolean }> {
  const text = q.trim();
  const any = `%${likeEscape(text)}%`;
  const where: SQL | undefined = text ? or(ilike(user.name, any), ilike(user.email, any), ilike(profile.fullName, any)) : undefined;
  const orderCount = sql<number>`(select count(*)::int from ${order} where ${order.userId} = ${user.id})`;
  const spent = sql<number>`(select coalesce(sum(${order.totalOre} - ${order.refundedOre}), 0)::int from ${order}
    where ${order.userId} = ${user.id} and ${order.status} <> ${CANCELLED})`;
  const rows = await db
    .select({
      id: user.id,
      accountName: user.name,
      fullName: profile.fullName,
      email: user.email,
      createdAt: user.createdAt,
      role: user.role,
      banReason: user.banReason,
      orderCount,
      spent,
    })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(limit + 1);
  return {
    more: rows.length > limit,
    rows: rows.slice(0, limit).map((r) => ({
      id: r.id,
      name: r.fullName?.trim() || r.accountName,
      email: r.email,
      createdAt: r.createdAt,
      role: r.role,
      erased: isErasedAccount(r),
      orderCount: Number(r.orderCount),
      spentOre: Number(r.spent),
    })),
  };
}

/**
 * Orders placed without an account (ADR 065) whose e-mail or name contains `q` (any case): a guest is no customer
 * row, so the customers page points to the order desk's search for them.
 */
export async function countGuestOrders(db: Db, q: string): Promise<number> {
  const text = q.trim();
  if (!text) return 0;
  const any = `%${likeEscape(text)}%`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(order)
    .where(and(isNull(order.userId), or(ilike(order.shippingEmail, any), ilike(order.shippingName, any))));
  return Number(row?.n ?? 0);
}

/** Every address the person has used with the shop: the account's, their orders', their contact messages'. */
async function emailsOf(db: Db | Tx, u: { id: string; email: string }): Promise<string[]> {
  // One statement: erasure calls this inside its transaction, whose one connection must not get two queries at once.
  const used = await db
    .selectDistinct({ email: order.shippingEmail })
    .from(order)
    .where(eq(order.userId, u.id))
    .union(db.selectDistinct({ email: contactMessage.email }).from(contactMessage).where(eq(contactMessage.userId, u.id)));
  return [...new Set([u.email, ...used.map((r) => r.email)].map(lower).filter((e) => e.includes("@")))];
}

const emailIn = (column: Parameters<typeof ilike>[0], emails: string[]) => (emails.length ? inArray(sql`lower(${column})`, emails) : sql`false`);

/** One customer's page: details, orders, reviews, messages, newsletter and waitlists. Null for an unknown id. */
export async function getCustomer(db: Db, userId: string) {
  const [u] = await db
    .select({ user, fullName: profile.fullName })
    .from(user)
    .leftJoin(profile, eq(profile.userId, user.id))
    .where(eq(user.id, userId));
  if (!u) return null;
  const emails = await emailsOf(db, u.user);
  const [orders, reviews, messages, newsletter, waitlist] = await Promise.all([
    db
      .select({ id: order.id, number: order.number, createdAt: order.createdAt, status: order.status, paymentStatus: order.paymentStatus, totalOre: order.totalOre, refundedOre: order.refundedOre })
      .from(order)
      .where(eq(order.userId, userId))
      .orderBy(desc(order.createdAt), desc(order.number)),
    db
      .select({ id: review.id, productId: review.productId, productName: product.name, rating: review.rating, title: review.title, hiddenAt: review.hiddenAt, createdAt: review.createdAt })
      .from(review)
      .innerJoin(product, eq(product.id, review.productId))
      .where(eq(review.userId, userId))
      .orderBy(desc(review.createdAt), desc(review.id)),
    db
      .select({
        id: contactMessage.id,
        subject: contactMessage.subject,
        createdAt: contactMessage.createdAt,
        handledAt: contactMessage.handledAt,
        replies: sql<number>`(select count(*)::int from ${contactReply} where ${contactReply.messageId} = ${contactMessage.id})`,
      })
      .from(contactMessage)
      .where(or(eq(contactMessage.userId, userId), emailIn(contactMessage.email, emails)))
      .orderBy(desc(contactMessage.createdAt), desc(contactMessage.id)),
    db.select({ email: newsletterSubscriber.email, status: newsletterSubscriber.status }).from(newsletterSubscriber).where(emailIn(newsletterSubscriber.email, emails)),
    db.select({ topic: waitlistSignup.topic, email: waitlistSignup.email }).from(waitlistSignup).where(emailIn(waitlistSignup.email, emails)),
  ]);
  const spentOre = orders.filter((o) => countsAsSale(o.status)).reduce((s, o) => s + o.totalOre - o.refundedOre, 0);
  return {
    id: u.user.id,
    name: u.fullName?.trim() || u.user.name,
    email: u.user.email,
    createdAt: u.user.createdAt,
    role: u.user.role,
    erased: isErasedAccount(u.user),
    erasedAt: isErasedAccount(u.user) ? u.user.updatedAt : null,
    spentOre,
    orders,
    reviews,
    messages: messages.map((m) => ({ ...m, replies: Number(m.replies) })),
    newsletter,
    waitlist,
  };
}

export type CustomerDetail = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Everything the shop stores about a person (GDPR art. 15 and 20), as one JSON-ready object; null for an
 * unknown id. Never a password hash, a session token or a gift-card code hash: the account part lists fields
 * one by one, sessions only as when and from where, gift cards by their masked code.
 */
export async function exportCustomerData(db: Db, userId: string, now: Date) {
  const [u] = await db.select().from(user).where(eq(user.id, userId));
  if (!u) return null;
  const emails = await emailsOf(db, u);
  const orders = await db.select().from(order).where(eq(order.userId, userId)).orderBy(asc(order.createdAt), asc(order.number));
  const orderIds = orders.map((o) => o.id);
  const inOrders = (c: PgColumn) => (orderIds.length ? inArray(c, orderIds) : sql`false`);
  const [prof, sessions, accounts, items, events, refunds, reviews, reports, messages, newsletter, waitlist, alerts, cards, mails] = await Promise.all([
    db.select().from(profile).where(eq(profile.userId, userId)),
    db.select({ createdAt: session.createdAt, expiresAt: session.expiresAt, ipAddress: session.ipAddress, userAgent: session.userAgent }).from(session).where(eq(session.userId, userId)),
    db.select({ providerId: account.providerId, createdAt: account.createdAt, updatedAt: account.updatedAt }).from(account).where(eq(account.userId, userId)),
    db.select().from(orderItem).where(inOrders(orderItem.orderId)).orderBy(asc(orderItem.id)),
    db.select().from(orderEvent).where(inOrders(orderEvent.orderId)).orderBy(asc(orderEvent.createdAt), asc(orderEvent.id)),
    db.select().from(refund).where(inOrders(refund.orderId)).orderBy(asc(refund.id)),
    db.select({ review, productName: product.name }).from(review).innerJoin(product, eq(product.id, review.productId)).where(eq(review.userId, userId)).orderBy(asc(review.id)),
    db.select().from(reviewReport).where(eq(reviewReport.userId, userId)).orderBy(asc(reviewReport.id)),
    db.select().from(contactMessage).where(or(eq(contactMessage.userId, userId), emailIn(contactMessage.email, emails))).orderBy(asc(contactMessage.id)),
    db.select().from(newsletterSubscriber).where(emailIn(newsletterSubscriber.email, emails)),
    db.select().from(waitlistSignup).where(emailIn(waitlistSignup.email, emails)),
    db.select({ alert: stockAlert, productName: product.name }).from(stockAlert).innerJoin(product, eq(product.id, stockAlert.productId)).where(emailIn(stockAlert.email, emails)).orderBy(asc(stockAlert.id)),
    db.select().from(giftCard).where(inOrders(giftCard.orderId)).orderBy(asc(giftCard.id)),
    db.select().from(outbox).where(emailIn(outbox.to, emails)).orderBy(asc(outbox.id)),
  ]);
  const replies = messages.length
    ? await db.select().from(contactReply).where(inArray(contactReply.messageId, messages.map((m) => m.id))).orderBy(asc(contactReply.id))
    : [];
  return {
    exportedAt: now.toISOString(),
    account: {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      role: u.role ?? "user",
      createdAt: iso(u.createdAt),
      updatedAt: iso(u.updatedAt),
      signIn: accounts.map((a) => ({ method: a.providerId, createdAt: iso(a.createdAt), updatedAt: iso(a.updatedAt) })),
      sessions: sessions.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt), ipAddress: s.ipAddress, userAgent: s.userAgent })),
    },
    profile: prof[0]
      ? {
          fullName: prof[0].fullName,
          savedAddress: prof[0].addressStreet
            ? { name: prof[0].addressName, address: prof[0].addressStreet, postalCode: prof[0].addressPostalCode, city: prof[0].addressCity, phone: prof[0].addressPhone }
            : null,
          createdAt: iso(prof[0].createdAt),
        }
      : null,
    orders: orders.map((o) => ({
      id: o.id,
      number: o.number,
      createdAt: iso(o.createdAt),
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentMethod: o.paymentMethod,
      shipping: { name: o.shippingName, email: o.shippingEmail, address: o.shippingAddress, postalCode: o.shippingPostalCode, city: o.shippingCity, phone: o.shippingPhone },
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      amountsOre: {
        goods: o.goodsListOre,
        multiBuyDiscount: o.multiBuyDiscountOre,
        togetherDiscount: o.togetherDiscountOre,
        discount: o.discountOre,
        shipping: o.shippingOre,
        total: o.totalOre,
        paidWithGiftCards: o.giftCardPaidOre,
        refunded: o.refundedOre,
      },
      discountCode: o.discountCode,
      vatSummary: o.vatSummary,
      dates: { paid: iso(o.paidAt), processing: iso(o.processingAt), shipped: iso(o.shippedAt), delivered: iso(o.deliveredAt), cancelled: iso(o.cancelledAt), withdrawn: iso(o.withdrawnAt), returned: iso(o.returnedAt) },
      lines: items
        .filter((i) => i.orderId === o.id)
        .map((i) => ({ kind: i.kind, productId: i.productId, name: i.productName, quantity: i.quantity, unitPriceOre: i.unitPriceOre, lineTotalOre: i.lineTotalOre, vatRateBp: i.vatRateBp, giftCard: i.giftCard })),
      events: events
        .filter((e) => e.orderId === o.id)
        .map((e) => ({ type: e.type, from: e.fromStatus, to: e.toStatus, note: e.note, byCustomer: e.actorUserId === userId, at: iso(e.createdAt) })),
      refunds: refunds
        .filter((r) => r.orderId === o.id)
        .map((r) => {
          // An owed refund's account (ADR 081), as long as it is kept.
          const payout = payoutFromColumns(r);
          return { amountOre: r.amountOre, reason: r.reason, restocked: r.restocked, state: r.state, payoutTo: payout && describePayout(payout), at: iso(r.createdAt) };
        }),
    })),
    reviews: reviews.map(({ review: r, productName }) => ({
      product: productName,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      hidden: r.hiddenAt !== null,
      hiddenReason: r.hiddenReason,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    reviewReports: reports.map((r) => ({ reviewId: r.reviewId, reason: r.reason, handled: r.handledAt !== null, createdAt: iso(r.createdAt) })),
    contactMessages: messages.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      createdAt: iso(m.createdAt),
      handledAt: iso(m.handledAt),
      replies: replies.filter((r) => r.messageId === m.id).map((r) => ({ body: r.body, createdAt: iso(r.createdAt) })),
    })),
    newsletter: newsletter.map((n) => ({ email: n.email, status: n.status, createdAt: iso(n.createdAt), confirmedAt: iso(n.confirmedAt), unsubscribedAt: iso(n.unsubscribedAt) })),
    waitlists: waitlist.map((w) => ({ topic: w.topic, email: w.email, createdAt: iso(w.createdAt) })),
    stockAlerts: alerts.map(({ alert: a, productName }) => ({
      product: productName,
      email: a.email,
      status: a.status,
      requestedAt: iso(a.requestedAt),
      confirmedAt: iso(a.confirmedAt),
      notifiedAt: iso(a.notifiedAt),
      cancelledAt: iso(a.cancelledAt),
    })),
    giftCardsBought: cards.map((c) => ({
      code: maskCode(c.codeLast4),
      orderId: c.orderId,
      initialOre: c.initialOre,
      balanceOre: c.balanceOre,
      expiresAt: iso(c.expiresAt),
      recipientName: c.recipientName,
      recipientEmail: c.recipientEmail,
      senderName: c.senderName,
      message: c.message,
      voided: c.voidedAt !== null,
    })),
    // A guest's order mails to the same address carry its private link: the export never gives the token (ADR 065).
    emails: mails.map((m) => ({ kind: m.kind, to: m.to, subject: m.subject, text: withoutPrivateLinks(m.text), status: m.status, createdAt: iso(m.createdAt), sentAt: iso(m.sentAt) })),
  };
}

export type CustomerExport = NonNullable<Awaited<ReturnType<typeof exportCustomerData>>>;

/** The export, written to the audit log by whoever asked for it (the entry names the id only). */
export async function exportCustomerDataLogged(db: Db, userId: string, actor: AuditActor, now: Date): Promise<CustomerExport | null> {
  const data = await exportCustomerData(db, userId, now);
  if (!data) return null;
  await recordAudit(db, { actor, action: "customer.export", entity: "customer", entityId: userId, before: null, after: { format: "json" }, at: now });
  return data;
}

export type EraseResult =
  | { status: "erased"; mailId: number; ordersKept: number }
  | { status: "already" }
  | { status: "not_found" }
  | { status: "admin" }
  | { status: "open_orders"; numbers: number[] }
  /** Orders sent and not paid (an invoice): the shop's claim keeps the person's data until they are paid (ADR 028). */
  | { status: "unpaid_orders"; numbers: number[] };

/**
 * Erases a customer's personal data in one transaction under the user row's lock (ADR 028): the account can no
 * longer sign in (sessions, credentials and tokens deleted, the row anonymised and banned), the profile, carts,
 * reviews and reports, contact messages with their replies, newsletter, waitlist and back-in-stock entries are deleted;
 * orders and their lines stay for the books without name, address or e-mail; gift cards bought keep working
 * for their recipients without the buyer; mails to the person are scrubbed; audit entries about them keep the
 * id only. The confirmation e-mail is queued last: its outbox row is the one place the address remains.
 * An admin cannot be erased; an order not yet sent blocks the erasure, and so does an order sent but not paid (the
 * shop's claim needs the debtor's name, address and e-mail: GDPR art. 17.3 e); a second run changes nothing.
 * Deliver the returned mail with `mailer.dispatch(mailId)` after commit.
 */
export async function eraseCustomer(db: Db, userId: string, actor: AuditActor, now: Date): Promise<EraseResult> {
  // Tried again after a deadlock or serialization failure (db-retry.server.ts): every write, the mail's outbox row
  // and the audit entry included, goes through `tx`.
  return transactionWithRetry(db, async (tx) => {
    // The account's row first, FOR UPDATE: the shop's one lock order (ADR 041, "One lock order: the account first").
    // An order of this account takes the same row (FOR KEY SHARE) before its cart, so the two queue here: an order
    // already under way is committed before this reads the orders (and blocks the erasure while it is open), and an
    // order started after this finds the account's carts gone. Every later lock (orders, carts, …) comes after it.
    const [u] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!u) return { status: "not_found" };
    if (u.role === "admin") return { status: "admin" };
    if (isErasedAccount(u)) return { status: "already" };
    const orders = await tx.select().from(order).where(eq(order.userId, userId)).orderBy(asc(order.number)).for("update");
    const open = orders.filter((o) => orderBlocksErasure(o.status)).map((o) => o.number);
    if (open.length) return { status: "open_orders", numbers: open };
    const unpaid = orders.filter(unpaidClaimBlocksErasure).map((o) => o.number);
    if (unpaid.length) return { status: "unpaid_orders", numbers: unpaid };

    const emails = await emailsOf(tx, u);
    const [prof] = await tx.select().from(profile).where(eq(profile.userId, userId));
    const messages = await tx
      .select()
      .from(contactMessage)
      .where(or(eq(contactMessage.userId, userId), emailIn(contactMessage.email, emails)));
    const orderIds = orders.map((o) => o.id);
    // Names and addresses are only looked for in what belongs to this person; e-mail addresses everywhere.
    const personal = needles([
      u.name,
      prof?.fullName,
      prof?.addressName,
      prof?.addressStreet,
      ...emails,
      ...orders.flatMap((o) => [o.shippingName, o.shippingAddress]),
      ...messages.map((m) => m.name),
    ]);
    const scrub = <T>(v: T) => scrubJson(v, personal);

    // Sign-in: every session, credential and pending token (password reset, e-mail change) goes.
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(verification).where(or(eq(verification.value, userId), emailIn(verification.identifier, emails), emailIn(verification.value, emails)));

    await tx.delete(profile).where(eq(profile.userId, userId));
    await tx.delete(cart).where(eq(cart.userId, userId));

    // Reviews are removed with the reports on them (ADR 028, privacy policy §5); so are the person's own reports.
    const reviewIds = (await tx.delete(review).where(eq(review.userId, userId)).returning({ id: review.id })).map((r) => r.id);
    await tx.delete(reviewReport).where(eq(reviewReport.userId, userId));

    // Contact messages and the shop's replies to them.
    const messageIds = messages.map((m) => m.id);
    if (messageIds.length) await tx.delete(contactMessage).where(inArray(contactMessage.id, messageIds));

    // Newsletter and waitlists; a personal welcome code stays in the books but can no longer be used.
    await tx.delete(newsletterSubscriber).where(emailIn(newsletterSubscriber.email, emails));
    await tx.delete(waitlistSignup).where(emailIn(waitlistSignup.email, emails));
    await tx.delete(stockAlert).where(emailIn(stockAlert.email, emails));
    await tx
      .update(discountCode)
      .set({ onlyForEmail: erasedEmail(userId), active: false })
      .where(emailIn(discountCode.onlyForEmail, emails));

    // Orders stay (bookkeeping law) with every amount, line and date, but without the person.
    if (orderIds.length) {
      await tx
        .update(order)
        .set({ shippingName: ERASED_NAME, shippingEmail: "", shippingAddress: "", shippingPostalCode: "", shippingCity: "", shippingPhone: null })
        .where(inArray(order.id, orderIds));
      // A parcel's label carries the address (ADR 084): it goes; the tracking number and the carrier's events stay.
      await tx.update(shipment).set({ labelPdf: null }).where(inArray(shipment.orderId, orderIds));
      for (const item of await tx.select().from(orderItem).where(inArray(orderItem.orderId, orderIds))) {
        if (item.giftCard) await tx.update(orderItem).set({ giftCard: { ...item.giftCard, senderName: ERASED_NAME } }).where(eq(orderItem.id, item.id));
      }
      for (const e of await tx.select().from(orderEvent).where(inArray(orderEvent.orderId, orderIds))) {
        const note = scrub(e.note);
        if (note !== e.note) await tx.update(orderEvent).set({ note }).where(eq(orderEvent.id, e.id));
      }
      for (const r of await tx.select().from(refund).where(inArray(refund.orderId, orderIds))) {
        const reason = scrub(r.reason);
        if (reason !== r.reason) await tx.update(refund).set({ reason }).where(eq(refund.id, r.id));
      }
      // The account an owed refund was to be paid to (ADR 081) goes; the refund stays owed, and its link still takes a
      // new account until it expires (the owner sees that none is given).
      await tx
        .update(refund)
        .set({ payoutClearing: null, payoutAccount: null, payoutSwish: null })
        .where(and(inArray(refund.orderId, orderIds), or(isNotNull(refund.payoutAccount), isNotNull(refund.payoutSwish))));
      // Gift cards bought keep working for their recipients; the buyer is gone from them.
      const cards = await tx
        .update(giftCard)
        .set({ buyerEmail: "", senderName: ERASED_NAME })
        .where(inArray(giftCard.orderId, orderIds))
        .returning({ id: giftCard.id, recipientEmail: giftCard.recipientEmail });
      // The recipient's own gift-card mail is theirs, but the buyer's name is scrubbed out of it.
      const recipients = needles(cards.map((c) => c.recipientEmail));
      for (const m of await tx.select().from(outbox).where(and(eq(outbox.kind, "gift_card"), emailIn(outbox.to, recipients)))) {
        const text = scrub(m.text);
        const html = scrub(m.html);
        if (text !== m.text || html !== m.html) await tx.update(outbox).set({ text, html }).where(eq(outbox.id, m.id));
      }
    }

    // Mails to the person: kept as a row (kind, status, dates) without address or content.
    await tx.update(outbox).set({ to: "", subject: ERASED_NAME, text: "", html: null }).where(emailIn(outbox.to, emails));
    await tx.update(outbox).set({ status: "failed", lastError: "erased" }).where(and(eq(outbox.to, ""), eq(outbox.status, "pending")));

    // The audit log keeps the customer's id in entries about them, never their name or e-mail.
    const related = or(
      and(eq(auditLog.entity, "customer"), eq(auditLog.entityId, userId)),
      orderIds.length ? and(eq(auditLog.entity, "order"), inArray(auditLog.entityId, orderIds)) : undefined,
      reviewIds.length ? and(eq(auditLog.entity, "review"), inArray(auditLog.entityId, reviewIds.map(String))) : undefined,
      messageIds.length ? and(eq(auditLog.entity, "contact_message"), inArray(auditLog.entityId, messageIds.map(String))) : undefined,
      ...emails.map((e) => sql`lower(coalesce(${auditLog.before}::text, '') || coalesce(${auditLog.after}::text, '')) like ${`%${likeEscape(e)}%`}`),
    );
    for (const e of await tx.select().from(auditLog).where(related)) {
      const before = scrub(e.before);
      const after = scrub(e.after);
      if (JSON.stringify(before) !== JSON.stringify(e.before) || JSON.stringify(after) !== JSON.stringify(e.after)) {
        await tx.update(auditLog).set({ before, after }).where(eq(auditLog.id, e.id));
      }
    }

    // The account row stays (orders and events point at it) as an anonymous, banned marker.
    await tx
      .update(user)
      .set({ name: ERASED_NAME, email: erasedEmail(userId), emailVerified: false, image: null, banned: true, banReason: ERASED_BAN_REASON, banExpires: null, updatedAt: now })
      .where(eq(user.id, userId));

    const mailId = await queueMail(tx, erasureConfirmationMail(u.email, await getShopFacts(tx)));
    await recordAudit(tx, {
      actor,
      action: "customer.erase",
      entity: "customer",
      entityId: userId,
      before: null,
      after: { erased: true, ordersKept: orders.length },
      at: now,
    });
    return { status: "erased", mailId, ordersKept: orders.length };
  });
}
