/**
 * The shop is told about its orders (ADR 013): a mail per new order, queued in the transaction that places
 * it (placeOrder's `notifyShop` hook), and a daily summary of yesterday's orders that a scheduler in the
 * server process sends once per Swedish calendar day after the owner's hour. "Once" holds across
 * processes and restarts: the day is claimed with a conditional upsert of one site_setting row, in the same
 * transaction that queues the mail, so exactly one claimer gets the row back and a crash loses neither.
 */
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.server";
import { and, asc, count, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { dailySummaryMail, newOrderOwnerMail } from "~/content/owner-mails";
import { buildDailySummary, stockholmDayBounds, summaryDueFor } from "~/domain/order-summary";
import { sendsDailySummary, sendsEachOrder } from "~/domain/site-settings";
import type { Db } from "./db.server";
import { queueMail, type Mailer, type MailMessage } from "./mail.server";
import type { NewOrderItem, OrderRow, OrderSettings } from "./orders.server";
import { effectiveIdentity } from "~/domain/shop-identity";
import { order, orderItem, siteSetting } from "./schema";
import { getSettingsSection } from "./site-settings.server";
import { getShopFacts } from "./shop-identity.server";

/** The row that remembers the last summarised day: { day: "YYYY-MM-DD", at: ISO }. */
export const SUMMARY_SENT_KEY = "notifications.summary_sent";

/** Where the owner's mails go: the address set in the admin, else the shop's mailbox (its identity, ADR 063). */
const recipient = async (db: Pick<Db, "select">, email: string | null) => email ?? (await getShopFacts(db)).email;
const recipientOf = (settings: OrderSettings) => settings.notifications.email ?? effectiveIdentity(settings.identity.values).email;

/**
 * placeOrder's `notifyShop` hook: before the order's transaction, with the settings placeOrder read (whether the owner wants a mail per order, the shop's e-mail; ADR 063)
 * (read from the catalogue snapshot when it is cached, ADR 040 and 054); if a mail is wanted, returns the builder of that mail, which
 * placeOrder queues in the outbox with the order's items and the confirmation (one statement). Null: no mail to the
 * shop.
 */
export function shopOrderNotification(publicUrl: string): (db: Db, settings: OrderSettings) => Promise<((o: OrderRow, items: NewOrderItem[]) => MailMessage) | null> {
  return async (_db, settings) => {
    if (!sendsEachOrder(settings.notifications.mode)) return null;
    const to = recipientOf(settings);
    return (o, items) => newOrderOwnerMail(o, items, publicUrl, to);
  };
}

async function lastSummarisedDay(db: Db): Promise<string | null> {
  const [row] = await db.select({ value: siteSetting.value }).from(siteSetting).where(eq(siteSetting.key, SUMMARY_SENT_KEY)).limit(1);
  const day = (row?.value as { day?: unknown } | undefined)?.day;
  return typeof day === "string" ? day : null;
}

/**
 * Claims `day` for this process: true for exactly one caller per day, whatever runs at the same time.
 * The upsert only overwrites an earlier day; a concurrent claimer waits on the row and then sees the new day.
 */
export async function claimSummaryDay(tx: Pick<Db, "insert">, day: string, now: Date): Promise<boolean> {
  const value = { day, at: now.toISOString() };
  const rows = await tx
    .insert(siteSetting)
    .values({ key: SUMMARY_SENT_KEY, value, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSetting.key,
      set: { value, updatedAt: now },
      setWhere: sql`coalesce(${siteSetting.value}->>'day', '') < ${day}`,
    })
    .returning({ key: siteSetting.key });
  return rows.length === 1;
}

/** The orders placed on a Stockholm calendar day, with their item counts. */
export async function ordersOfDay(db: Pick<Db, "select">, day: string) {
  const { start, end } = stockholmDayBounds(day);
  const rows = await db
    .select({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt,
      status: order.status,
      paymentStatus: order.paymentStatus,
      paymentMethod: order.paymentMethod,
      totalOre: order.totalOre,
      shippingName: order.shippingName,
    })
    .from(order)
    .where(and(gte(order.createdAt, start), lt(order.createdAt, end)))
    .orderBy(asc(order.createdAt), asc(order.number));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ orderId: orderItem.orderId, n: count() })
    .from(orderItem)
    .where(inArray(orderItem.orderId, rows.map((r) => r.id)))
    .groupBy(orderItem.orderId);
  const byOrder = new Map(counts.map((c) => [c.orderId, Number(c.n)]));
  return rows.map((r) => ({ ...r, itemCount: byOrder.get(r.id) ?? 0 }));
}

/**
 * Sends the daily summary when it is due at `now` and not yet sent for that day. Returns the summarised
 * day and the outbox id when this call sent it, else null. Safe to call as often as you like, from any
 * number of processes.
 */
export async function sendDailySummaryIfDue(
  db: Db,
  mailer: Pick<Mailer, "dispatch">,
  opts: { now: Date; publicUrl: string },
): Promise<{ day: string; mailId: number } | null> {
  const settings = await getSettingsSection(db, "notifications");
  if (!sendsDailySummary(settings.mode)) return null;
  const day = summaryDueFor(opts.now, settings.hour, await lastSummarisedDay(db));
  if (!day) return null;
  const sent = await db.transaction(async (tx) => {
    if (!(await claimSummaryDay(tx, day, opts.now))) return null;
    const summary = buildDailySummary(day, await ordersOfDay(tx, day));
    return { day, mailId: await queueMail(tx, dailySummaryMail(summary, opts.publicUrl, await recipient(tx, settings.email))) };
  });
  if (sent) await mailer.dispatch(sent.mailId);
  return sent;
}

/** Checks once a minute (and shortly after start) whether the daily summary is due. */
export function startDailySummaries(
  deps: { db: Db; mailer: Pick<Mailer, "dispatch">; publicUrl: string },
  opts: { intervalMs?: number; firstDelayMs?: number; now?: () => Date } = {},
): PeriodicJob {
  const { intervalMs = 60_000, firstDelayMs = 5_000, now = () => new Date() } = opts;
  return startPeriodicJob(
    "daily summary",
    async () => {
      const sent = await sendDailySummaryIfDue(deps.db, deps.mailer, { now: now(), publicUrl: deps.publicUrl });
      if (sent) console.log(`Daily order summary for ${sent.day} queued (outbox #${sent.mailId}).`);
    },
    { intervalMs, firstDelayMs },
  );
}
