/**
 * Swish Handel's server side (ADR 082): the Commerce API over mutual TLS (the shop's client certificate and key, Swish's
 * CA), payment requests for an order (m-commerce: a token for the app switch and the QR code; e-commerce: the payer's
 * mobile number), the callback (answered 200 at once, then the request is read back over mTLS and only the read-back
 * is believed), the sweep's read-back of an overdue request (still open: cancelled at Swish first), and refunds through
 * `PUT /api/v2/refunds/{id}`, confirmed by their callback read back the same way. SWISH_API_BASE points it at the local
 * double (tests, `npm run dev`).
 */
import { createHash, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, request as httpsRequest } from "node:https";
import { and, eq } from "drizzle-orm";
import { SHOP } from "~/domain/constants";
import { swishRequestMessages } from "~/payments/swish-handel";
import { paymentExpiresAt } from "~/domain/provider-payments";
import {
  INSTRUCTION_ID,
  instructionIdFrom,
  payeePaymentReference,
  storedAppLink,
  SWISH_REQUEST_MINUTES,
  swishHandelAmount,
  swishHandelMessage,
  swishPaymentOutcome,
  swishRefundSettled,
  type SwishPaymentRequest,
} from "~/domain/swish-handel";
import type { Db } from "../db.server";
import type { SwishHandelConfig } from "../env.server";
import { orderPageUrl } from "../order-links.server";
import { order, providerPayment, refund } from "../schema";
import type { PaymentWebhook } from "./provider.server";
import { applyProviderEvent, getProviderPayment, type ApplyResult, type ProviderContext, type ProviderOutcome, type ProviderPaymentRow } from "./provider-payments.server";

/** The payment method's and provider's id (app/payments/swish-handel.tsx). */
export const SWISH_HANDEL = "swish-handel";
/** The callback's path: /webhooks/swish. */
export const SWISH_WEBHOOK = "swish";

/** Swish said no to a request: its error codes (422), or another status. */
export class SwishRefused extends Error {
  constructor(
    readonly status: number,
    readonly codes: string[],
  ) {
    super(`Swish answered ${status}${codes.length ? ` ${codes.join(", ")}` : ""}`);
  }
  get code(): string | null {
    return this.codes[0] ?? null;
  }
}

export interface SwishAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** The Commerce API over mutual TLS: one keep-alive agent with the shop's certificate. */
export interface SwishClient {
  readonly cfg: SwishHandelConfig;
  call(method: "GET" | "PUT" | "PATCH", path: string, body?: unknown, contentType?: string): Promise<SwishAnswer>;
}

export function swishClient(cfg: SwishHandelConfig): SwishClient {
  const agent = new Agent({
    cert: readFileSync(cfg.certPath),
    key: readFileSync(cfg.keyPath),
    ...(cfg.caPath ? { ca: readFileSync(cfg.caPath) } : {}),
    keepAlive: true,
    maxSockets: 8,
  });
  const send = (method: string, path: string, payload: string | undefined, contentType: string, retried: boolean): Promise<SwishAnswer> =>
    new Promise((resolve, reject) => {
      const req = httpsRequest(
        `${cfg.apiBase}${path}`,
        { method, agent, timeout: 15_000, headers: payload ? { "content-type": contentType, "content-length": Buffer.byteLength(payload) } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              parsed = text;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("Swish did not answer in 15 s")));
      req.on("error", (err: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed while idle (Node's documented case: `reusedSocket` and
        // ECONNRESET): sent once more on a new connection. Safe even if the first send arrived: every call names
        // its own id (PUT and PATCH by instruction id, GET), so a second send makes nothing twice (a PUT gets 409).
        if (req.reusedSocket && err.code === "ECONNRESET" && !retried) resolve(send(method, path, payload, contentType, true));
        else reject(err);
      });
      req.end(payload);
    });
  return {
    cfg,
    call: (method, path, body, contentType = "application/json") => send(method, path, body === undefined ? undefined : JSON.stringify(body), contentType, false),
  };
}

const codesOf = (body: unknown): string[] =>
  Array.isArray(body) ? body.flatMap((e) => (e && typeof e === "object" && typeof (e as { errorCode?: unknown }).errorCode === "string" ? [(e as { errorCode: string }).errorCode] : [])) : [];

/** A payment request read back; null when Swish does not know it. */
export async function readPaymentRequest(client: SwishClient, id: string): Promise<SwishPaymentRequest | null> {
  const a = await client.call("GET", `/api/v1/paymentrequests/${id}`);
  if (a.status === 404) return null;
  if (a.status !== 200 || !a.body || typeof a.body !== "object") throw new SwishRefused(a.status, codesOf(a.body));
  return a.body as SwishPaymentRequest;
}

/** Cancels an open request at Swish (PATCH, json-patch); false when it is no longer open. */
async function cancelPaymentRequest(client: SwishClient, id: string): Promise<boolean> {
  const a = await client.call("PATCH", `/api/v1/paymentrequests/${id}`, [{ op: "replace", path: "/status", value: "cancelled" }], "application/json-patch+json");
  return a.status === 200;
}

/**
 * The order's payment request at Swish: m-commerce (no payer: Swish answers with a token for the app switch and the
 * QR code) or e-commerce (the payer's mobile number: the request appears in their app). A token still open is reused;
 * a request made before (the customer switches between QR and number) is cancelled at Swish first, so two can never
 * both be paid. Returns the order page (relative) to show it on.
 */
export async function startSwishHandel(
  client: SwishClient,
  db: Db,
  ctx: { publicUrl: string; secret: string; now: Date },
  orderId: string,
  opts: { payerAlias?: string | null } = {},
): Promise<{ url: string }> {
  const p = await getProviderPayment(db, orderId);
  if (!p || p.provider !== SWISH_HANDEL || p.state !== "awaiting") throw new SwishRefused(0, ["NOT_AWAITING"]);
  const [o] = await db.select().from(order).where(eq(order.id, orderId));
  if (!o) throw new SwishRefused(0, ["NO_ORDER"]);
  const page = new URL(orderPageUrl(ctx.publicUrl, ctx.secret, o));
  const url = `${page.pathname}${page.search}`;
  const payerAlias = opts.payerAlias ?? null;
  if (p.reference) {
    if (!payerAlias && p.redirectUrl) return { url };
    // Another way of paying chosen: the open request is closed first. One that has ended (paid, say) is left for
    // its callback (or the sweep) to settle.
    if (!(await cancelPaymentRequest(client, p.reference))) {
      const r = await readPaymentRequest(client, p.reference);
      if (r && r.status !== "CANCELLED") throw new SwishRefused(0, ["NOT_OPEN"]);
    }
  }
  const id = instructionIdFrom(randomBytes(16));
  // The reference before the request: a callback that outruns the answer still finds its order.
  await db
    .update(providerPayment)
    .set({ reference: id, redirectUrl: null, expiresAt: paymentExpiresAt(ctx.now, SWISH_REQUEST_MINUTES), updatedAt: ctx.now })
    .where(and(eq(providerPayment.orderId, orderId), eq(providerPayment.state, "awaiting")));
  // Nothing usable was made at Swish: the payment forgets the request, so the page offers the ways to pay again.
  const forget = () => db.update(providerPayment).set({ reference: null, updatedAt: ctx.now }).where(and(eq(providerPayment.orderId, orderId), eq(providerPayment.reference, id)));
  // An m-commerce request whose answer was lost can never be paid without its token, which only that answer had:
  // it is closed at Swish if it was made, and forgotten here. A request to a payer's number is in their app: it
  // stays, for its callback or the sweep.
  const forgetUnanswered = async () => {
    if (payerAlias) return;
    await cancelPaymentRequest(client, id).catch(() => false);
    await forget();
  };
  let a: SwishAnswer;
  try {
    a = await client.call("PUT", `/api/v2/paymentrequests/${id}`, {
      payeePaymentReference: payeePaymentReference(o.number),
      callbackUrl: client.cfg.callbackUrl,
      payeeAlias: client.cfg.payeeAlias,
      ...(payerAlias ? { payerAlias } : {}),
      amount: swishHandelAmount(p.amountOre),
      currency: "SEK",
      message: swishHandelMessage(swishRequestMessages.payment(SHOP.name, o.number)),
    });
  } catch (err) {
    await forgetUnanswered();
    throw err;
  }
  // A 409: the instruction is there already (an earlier send of it reached Swish, its answer did not).
  if (a.status === 409) {
    if (payerAlias) return { url };
    await forgetUnanswered();
    throw new SwishRefused(409, []);
  }
  if (a.status !== 201) {
    // Refused: nothing was made at Swish.
    await forget();
    throw new SwishRefused(a.status, codesOf(a.body));
  }
  const token = a.headers["paymentrequesttoken"];
  if (!payerAlias && typeof token === "string" && token) {
    await db.update(providerPayment).set({ redirectUrl: storedAppLink(token), updatedAt: ctx.now }).where(and(eq(providerPayment.orderId, orderId), eq(providerPayment.reference, id)));
  }
  return { url };
}

// ---------------------------------------------------------------- callbacks

const inflight = new Set<Promise<unknown>>();

/** Waits until every callback read-back under way has been applied (tests; a graceful stop). */
export async function swishCallbacksSettled(): Promise<void> {
  while (inflight.size > 0) await Promise.allSettled([...inflight]);
}

/**
 * The callback (`POST /webhooks/swish`): answered 200 at once (Swish retries otherwise, and the answer must not wait on
 * Swish itself); the body only says which request to read back. Nothing in it is believed.
 */
export function swishWebhook(client: SwishClient): PaymentWebhook {
  return {
    id: SWISH_WEBHOOK,
    async handleWebhook(request, ctx) {
      let body: unknown;
      try {
        body = JSON.parse(await request.text());
      } catch {
        return new Response("not json", { status: 400 });
      }
      const id = body && typeof body === "object" ? (body as { id?: unknown }).id : null;
      if (typeof id !== "string" || !INSTRUCTION_ID.test(id)) return new Response("no id", { status: 400 });
      const isRefund = typeof (body as { originalPaymentReference?: unknown }).originalPaymentReference === "string";
      const job = (isRefund ? processSwishRefundCallback(client, ctx as ProviderContext, id) : processSwishCallback(client, ctx as ProviderContext, id)).catch((err: unknown) => {
        console.error(`[swish] the callback for ${id} could not be read back (the sweep asks again at expiry):`, (err as Error).message);
        return "failed" as const;
      });
      inflight.add(job);
      void job.finally(() => inflight.delete(job));
      return new Response(null, { status: 200 });
    },
  };
}

/**
 * A payment request's callback: the request is read back over mTLS and its status applied once (the event id is the
 * request and the status Swish reports, so duplicates and replays change nothing). A request that is not an order's
 * current one is not even read back.
 */
export async function processSwishCallback(client: SwishClient, ctx: ProviderContext, id: string): Promise<ApplyResult | "unknown_request" | "not_found"> {
  const [p] = await ctx.db.select().from(providerPayment).where(and(eq(providerPayment.provider, SWISH_HANDEL), eq(providerPayment.reference, id)));
  if (!p) return "unknown_request";
  const [o] = await ctx.db.select({ number: order.number }).from(order).where(eq(order.id, p.orderId));
  const r = await readPaymentRequest(client, id);
  if (!r) return "not_found";
  const outcome = swishPaymentOutcome(r, { payeeAlias: client.cfg.payeeAlias, reference: String(o?.number ?? "") });
  return applyProviderEvent(ctx, { provider: SWISH_HANDEL, eventId: `${id}:${r.status}`, type: `callback ${r.status}${typeof r.errorCode === "string" && r.errorCode ? ` ${r.errorCode}` : ""}`, orderId: p.orderId, outcome });
}

/** A refund's callback: read back; PAID for the amount asked confirms the shop's refund, once. */
export async function processSwishRefundCallback(client: SwishClient, ctx: ProviderContext, id: string): Promise<ApplyResult | "unknown_request" | "not_found"> {
  // Ours: a refund asked of Swish whose instruction id this is (derived from our refund id, so a callback that outruns
  // the PUT's answer is still known). Anything else is not read back at all.
  const waiting = await ctx.db
    .select({ r: refund })
    .from(refund)
    .innerJoin(providerPayment, eq(providerPayment.orderId, refund.orderId))
    .where(and(eq(refund.state, "requested"), eq(providerPayment.provider, SWISH_HANDEL)));
  const [done] = await ctx.db.select().from(refund).where(eq(refund.providerRefundId, id));
  const mine = waiting.map((w) => w.r).find((r) => refundInstructionId(client.cfg, r.id) === id) ?? done;
  if (!mine) return "unknown_request";
  const a = await client.call("GET", `/api/v1/refunds/${id}`);
  if (a.status === 404) return "not_found";
  if (a.status !== 200 || !a.body || typeof a.body !== "object") throw new SwishRefused(a.status, codesOf(a.body));
  const back = a.body as { status?: unknown; amount?: unknown; currency?: unknown; originalPaymentReference?: unknown };
  const [p] = await ctx.db.select().from(providerPayment).where(eq(providerPayment.orderId, mine.orderId));
  if (!p || p.provider !== SWISH_HANDEL || p.paymentReference !== back.originalPaymentReference) return "unknown_request";
  const settled = swishRefundSettled({ status: back.status, amount: back.amount, currency: back.currency }, { amountOre: mine.methodOre });
  const outcome: ProviderOutcome = settled.done ? { kind: "refunded", refundId: mine.id, providerRefundId: id } : { kind: "none", why: settled.why };
  return applyProviderEvent(ctx, { provider: SWISH_HANDEL, eventId: `refund:${id}:${String(back.status)}`, type: `refund callback ${String(back.status)}`, orderId: mine.orderId, outcome });
}

// ---------------------------------------------------------------- the sweep and refunds

/**
 * The sweep's read-back of an overdue payment: paid after all (a callback lost), ended (declined, error), or still
 * open — then cancelled at Swish first, so it can no longer be paid, and given up on here.
 */
export async function reconcileSwishPayment(client: SwishClient, p: ProviderPaymentRow): Promise<ProviderOutcome> {
  if (!p.reference) return { kind: "expired", note: "no request at Swish" };
  let r = await readPaymentRequest(client, p.reference);
  if (!r) return { kind: "expired", note: "not found at Swish" };
  if (r.status === "CREATED") {
    await cancelPaymentRequest(client, p.reference);
    r = await readPaymentRequest(client, p.reference);
    if (!r) return { kind: "expired", note: "not found at Swish" };
    if (r.status === "CANCELLED") return { kind: "expired", note: "TM01" };
  }
  const outcome = swishPaymentOutcome(r, { payeeAlias: client.cfg.payeeAlias, reference: String(r.payeePaymentReference ?? "") });
  return outcome;
}

/** The instruction id of a refund: derived from the shop's number and our refund id, so asking again is the same refund. */
export function refundInstructionId(cfg: Pick<SwishHandelConfig, "payeeAlias">, refundId: number): string {
  return createHash("sha256").update(`stilla-swish-refund:${cfg.payeeAlias}:${refundId}`).digest("hex").slice(0, 32).toUpperCase();
}

/**
 * A refund's method part asked of Swish (`PUT /api/v2/refunds/{id}`, the shop's number as payer); "requested" until its
 * callback, read back, says PAID. Asked again (the sweep) it is the same instruction: a 409 means Swish has it.
 */
export async function requestSwishRefund(client: SwishClient, db: Db, r: { id: number; orderId: string; methodOre: number }, paymentReference: string): Promise<string> {
  const id = refundInstructionId(client.cfg, r.id);
  const [o] = await db.select({ number: order.number }).from(order).where(eq(order.id, r.orderId));
  const a = await client.call("PUT", `/api/v2/refunds/${id}`, {
    originalPaymentReference: paymentReference,
    callbackUrl: client.cfg.callbackUrl,
    payerAlias: client.cfg.payeeAlias,
    payerPaymentReference: `R${r.id}`,
    amount: swishHandelAmount(r.methodOre),
    currency: "SEK",
    message: swishHandelMessage(swishRequestMessages.refund(SHOP.name, o?.number ?? 0)),
  });
  if (a.status !== 201 && a.status !== 409) throw new SwishRefused(a.status, codesOf(a.body));
  await db.update(refund).set({ providerRefundId: id }).where(eq(refund.id, r.id));
  return id;
}
