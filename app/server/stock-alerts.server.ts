/**
 * "Bevaka" (ADR 080): a shopper asks for one mail when a sold-out product is back. Double opt-in as the newsletter's
 * (ADR 008): a request stores the address as pending and mails a confirmation link; the link makes it active. When
 * the product is in stock, `sendStockAlerts` claims the active alerts, oldest request first, marks them sent and
 * queues one mail each, in one transaction: rows another process holds are skipped (`SKIP LOCKED`) and found sent
 * afterwards, so two processes restocking at once send each mail once. It runs right after the owner's stock
 * changes and once a minute (stock also comes back when an order is cancelled or refunded).
 */
import { startPeriodicJob, type PeriodicJob } from "./periodic-job.server";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import { backInStockMail, stockAlertConfirmMail } from "~/content/stock-alerts";
import type { Db } from "./db.server";
import { queueMail, type Dispatcher } from "./mail.server";
import { hashToken, isMailToken, newMailToken } from "./mail-tokens.server";
import { hitScaledLimit } from "./rate-limit.server";
import { product, stockAlert } from "./schema";
import { getShopFacts } from "./shop-identity.server";

/** Requests per client (address): 5 per 10 minutes; confirmation mails per e-mail address: 3 per hour (× RATE_LIMIT_SCALE). */
export const STOCK_ALERT_RATE = {
  client: { limit: 5, windowMs: 10 * 60_000 },
  address: { limit: 3, windowMs: 60 * 60_000 },
} as const;
export const STOCK_ALERT_CONFIRM_TTL_MS = 7 * 24 * 60 * 60_000;

export interface StockAlertEnv {
  publicUrl: string;
  /** Signs the cancel links (the server's AUTH_SECRET). */
  secret: string;
  rateLimitScale?: number;
}

const cancelToken = (secret: string, id: number) => createHmac("sha256", secret).update(`stock-alert-cancel:${id}`).digest("base64url");
export const stockAlertConfirmUrl = (publicUrl: string, token: string) => `${publicUrl}/bevaka/bekrafta?token=${encodeURIComponent(token)}`;
export const stockAlertCancelUrl = (env: Pick<StockAlertEnv, "publicUrl" | "secret">, id: number) =>
  `${env.publicUrl}/bevaka/avsluta?id=${id}&token=${encodeURIComponent(cancelToken(env.secret, id))}`;

export type StockAlertRequestOutcome =
  /** The same answer whether or not a mail went out (`mailId` is for tests and logs only). */
  | { status: "accepted"; productName: string; mailId: number | null }
  | { status: "in_stock"; productName: string }
  | { status: "unknown_product" }
  | { status: "rate_limited"; retryAfterSeconds: number };

/** `email` is already trimmed, lowercased and validated (NewsletterSchema's rule). */
export async function requestStockAlert(
  db: Db,
  mailer: Dispatcher,
  input: { productId: string; email: string; clientKey: string; now: Date },
  env: StockAlertEnv,
): Promise<StockAlertRequestOutcome> {
  const scale = env.rateLimitScale ?? 1;
  const now = input.now.getTime();
  const client = await hitScaledLimit(db, `stock-alert:${input.clientKey}`, STOCK_ALERT_RATE.client, scale, now);
  if (!client.allowed) return { status: "rate_limited", retryAfterSeconds: client.retryAfterSeconds };
  const [item] = await db
    .select({ id: product.id, name: product.name, stockCount: product.stockCount })
    .from(product)
    .where(and(eq(product.id, input.productId), eq(product.active, true)));
  if (!item) return { status: "unknown_product" };
  if (item.stockCount > 0) return { status: "in_stock", productName: item.name };
  // Someone may enter another person's address: it gets a few confirmation mails at most, then silence.
  const address = await hitScaledLimit(db, `stock-alert-mail:${hashToken(input.email)}`, STOCK_ALERT_RATE.address, scale, now);
  if (!address.allowed) return { status: "accepted", productName: item.name, mailId: null };

  const mailId = await db.transaction(async (tx) => {
    await tx
      .insert(stockAlert)
      .values({ productId: item.id, email: input.email, status: "pending", requestedAt: input.now })
      .onConflictDoNothing({ target: [stockAlert.productId, stockAlert.email] });
    const [row] = await tx.select().from(stockAlert).where(and(eq(stockAlert.productId, item.id), eq(stockAlert.email, input.email))).for("update");
    // Already waiting: nothing new (and the answer is the same).
    if (!row || row.status === "active") return null;
    const confirm = newMailToken();
    await tx
      .update(stockAlert)
      .set({
        status: "pending",
        confirmTokenHash: hashToken(confirm),
        confirmTokenExpiresAt: new Date(now + STOCK_ALERT_CONFIRM_TTL_MS),
        requestedAt: input.now,
        confirmedAt: null,
        notifiedAt: null,
        cancelledAt: null,
      })
      .where(eq(stockAlert.id, row.id));
    return queueMail(
      tx,
      stockAlertConfirmMail({
        to: input.email,
        productName: item.name,
        confirmUrl: stockAlertConfirmUrl(env.publicUrl, confirm),
        cancelUrl: stockAlertCancelUrl(env, row.id),
        shop: await getShopFacts(tx),
      }),
    );
  });
  if (mailId !== null) await mailer.dispatch(mailId);
  return { status: "accepted", productName: item.name, mailId };
}

export type StockAlertConfirmOutcome = { status: "confirmed" | "already"; productId: string; productName: string } | { status: "expired" | "invalid" };

/** The confirmation link: pending → active. If the product is already back, the mail goes out at once. */
export async function confirmStockAlert(db: Db, mailer: Dispatcher, input: { token: string | null; now: Date }, env: StockAlertEnv): Promise<StockAlertConfirmOutcome> {
  if (!isMailToken(input.token)) return { status: "invalid" };
  const hash = hashToken(input.token);
  const outcome = await db.transaction(async (tx): Promise<StockAlertConfirmOutcome> => {
    const [row] = await tx
      .select({ id: stockAlert.id, status: stockAlert.status, expires: stockAlert.confirmTokenExpiresAt, productId: stockAlert.productId, productName: product.name })
      .from(stockAlert)
      .innerJoin(product, eq(product.id, stockAlert.productId))
      .where(eq(stockAlert.confirmTokenHash, hash))
      .for("update", { of: stockAlert });
    if (!row || row.status === "cancelled" || row.status === "sent") return { status: "invalid" };
    if (row.status === "active") return { status: "already", productId: row.productId, productName: row.productName };
    if (!row.expires || row.expires <= input.now) return { status: "expired" };
    await tx.update(stockAlert).set({ status: "active", confirmedAt: input.now }).where(eq(stockAlert.id, row.id));
    return { status: "confirmed", productId: row.productId, productName: row.productName };
  });
  if (outcome.status === "confirmed") await sendStockAlerts(db, mailer, { now: input.now, publicUrl: env.publicUrl });
  return outcome;
}

export type StockAlertCancelView = { status: "open" | "done"; productName: string } | { status: "invalid" };

function checkCancelToken(secret: string, id: number, token: string | null): boolean {
  if (!Number.isSafeInteger(id) || id <= 0 || !isMailToken(token)) return false;
  const want = Buffer.from(cancelToken(secret, id));
  const got = Buffer.from(token);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** For the cancel page's GET (nothing changes) and POST (cancels a pending or active alert). */
export async function cancelStockAlert(db: Db, input: { id: number; token: string | null; now: Date; commit: boolean }, env: Pick<StockAlertEnv, "secret">): Promise<StockAlertCancelView> {
  if (!checkCancelToken(env.secret, input.id, input.token)) return { status: "invalid" };
  const [row] = await db
    .select({ status: stockAlert.status, productName: product.name })
    .from(stockAlert)
    .innerJoin(product, eq(product.id, stockAlert.productId))
    .where(eq(stockAlert.id, input.id));
  if (!row) return { status: "invalid" };
  if (row.status !== "pending" && row.status !== "active") return { status: "done", productName: row.productName };
  if (!input.commit) return { status: "open", productName: row.productName };
  await db
    .update(stockAlert)
    .set({ status: "cancelled", cancelledAt: input.now, confirmTokenHash: null, confirmTokenExpiresAt: null })
    .where(and(eq(stockAlert.id, input.id), inArray(stockAlert.status, ["pending", "active"])));
  return { status: "done", productName: row.productName };
}

/**
 * Sends the back-in-stock mail of every active alert whose product is in stock (and active), oldest request first,
 * each once: claimed, marked sent and queued in one transaction. Returns the queued mails' ids.
 */
export async function sendStockAlerts(db: Db, mailer: Dispatcher, opts: { now: Date; publicUrl: string }): Promise<number[]> {
  const mailIds = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: stockAlert.id, email: stockAlert.email, productId: stockAlert.productId, productName: product.name })
      .from(stockAlert)
      .innerJoin(product, eq(product.id, stockAlert.productId))
      .where(and(eq(stockAlert.status, "active"), gt(product.stockCount, 0), eq(product.active, true)))
      .orderBy(asc(stockAlert.requestedAt), asc(stockAlert.id))
      .limit(500)
      .for("update", { of: stockAlert, skipLocked: true });
    if (due.length === 0) return [];
    const claimed = new Set(
      (
        await tx
          .update(stockAlert)
          .set({ status: "sent", notifiedAt: opts.now, confirmTokenHash: null, confirmTokenExpiresAt: null })
          .where(and(inArray(stockAlert.id, due.map((d) => d.id)), eq(stockAlert.status, "active")))
          .returning({ id: stockAlert.id })
      ).map((r) => r.id),
    );
    const shop = await getShopFacts(tx);
    const ids: number[] = [];
    for (const d of due) {
      if (!claimed.has(d.id)) continue;
      ids.push(await queueMail(tx, backInStockMail({ to: d.email, productName: d.productName, productUrl: `${opts.publicUrl}/product/${d.productId}`, shop })));
    }
    return ids;
  });
  for (const id of mailIds) await mailer.dispatch(id);
  return mailIds;
}

/** How many wait for this product to be back (confirmed, not yet mailed): for the owner's product page. */
export async function stockAlertsWaiting(db: Db, productId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(stockAlert).where(and(eq(stockAlert.productId, productId), eq(stockAlert.status, "active")));
  return row?.n ?? 0;
}

/** Once a minute (and shortly after start): stock can come back without the owner, when an order is cancelled. */
export function startStockAlertSweeps(deps: { db: Db; mailer: Dispatcher; publicUrl: string }, opts: { intervalMs?: number; now?: () => Date } = {}): PeriodicJob {
  const { intervalMs = 60_000, now = () => new Date() } = opts;
  return startPeriodicJob(
    "stock alerts",
    async () => {
      const ids = await sendStockAlerts(deps.db, deps.mailer, { now: now(), publicUrl: deps.publicUrl });
      if (ids.length > 0) console.log(`Back-in-stock mails queued: ${ids.length}.`);
    },
    { intervalMs, firstDelayMs: 5_000 },
  );
}

