/**
 * A local double of the parts of Stripe's API the shop uses (ADR 075), for tests and for trying the flow by hand.
 * The official `stripe` SDK talks to it (`new Stripe(key, { host, port, protocol: "http" })`, which the shop does when
 * STRIPE_API_BASE is set). It speaks Stripe's documented protocol: form-encoded requests with bracketed keys, Bearer
 * authentication, `Idempotency-Key` honoured (same key and parameters: the first answer again with
 * `Idempotent-Replayed: true`; other parameters: an `idempotency_error`), errors in Stripe's `{ error: { type,
 * message, param, code } }` shape, and webhooks signed as Stripe signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(
 * secret, "t.payload")`). Endpoints: POST /v1/coupons, POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id,
 * POST /v1/checkout/sessions/:id/expire, POST /v1/refunds. A hosted-page stand-in at the session's URL has "Betala",
 * "Avböj" and "Avbryt". Webhook deliveries can be delayed, held, duplicated, replayed and tampered with.
 *
 * By hand: `npx tsx tests/doubles/stripe-double.ts` (README: "Trying Stripe by hand").
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;
/** Where events go: a URL (the shop's /webhooks/stripe) or a function (server tests hand the bytes to the handler). */
export type WebhookTarget = string | ((body: string, headers: Record<string, string>) => Promise<number>);

export interface StripeDoubleOptions {
  secretKey?: string;
  webhookSecret?: string;
  webhookTarget?: WebhookTarget;
  /** The double's clock in ms (tests share the shop's injected clock); default Date.now. */
  now?: () => number;
  port?: number;
}

export interface DeliveryOptions {
  /** Wait this long before sending. */
  delayMs?: number;
  /** Send the same signed bytes twice at the same moment. */
  duplicate?: boolean;
  /** Change the payload after signing (the shop must refuse it). */
  tamper?: boolean;
  /** Keep the event back; `flush()` sends it later (a late, out-of-order delivery). */
  hold?: boolean;
}

export interface Delivery {
  eventId: string;
  type: string;
  status: number;
  tampered: boolean;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

/** Stripe's form encoding: `a[b][0][c]=v` into nested objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Obj;
    });
  }
  return root;
}

class StripeError extends Error {
  constructor(
    public readonly status: number,
    public readonly type: string,
    message: string,
    public readonly param?: string,
    public readonly code?: string,
  ) {
    super(message);
  }
}

const int = (v: unknown, param: string, min = 0): number => {
  const n = typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < min) throw new StripeError(400, "invalid_request_error", `Invalid integer: ${String(v)}`, param, "parameter_invalid_integer");
  return n;
};
const str = (v: unknown, param: string): string => {
  if (typeof v !== "string" || v === "") throw new StripeError(400, "invalid_request_error", `Missing required param: ${param}.`, param, "parameter_missing");
  return v;
};

export class StripeDouble {
  readonly secretKey: string;
  readonly webhookSecret: string;
  webhookTarget: WebhookTarget | null;
  now: () => number;
  /** What every delivery of the next events does (tests change it between steps). */
  delivery: DeliveryOptions = {};
  /** A refund is confirmed (`refund.updated` succeeded + `charge.refunded`) this long after it is made; null: never. */
  refundConfirmDelayMs: number | null = 0;
  readonly sessions = new Map<string, Obj>();
  readonly refunds = new Map<string, Obj>();
  readonly coupons = new Map<string, Obj>();
  /** The Charge of each paid session (by session id): what refunds are taken from. */
  private readonly charges = new Map<string, Obj & { refunds: { object: string; data: Obj[] } }>();
  readonly events: Obj[] = [];
  readonly deliveries: Delivery[] = [];
  readonly requests: { method: string; path: string; idempotencyKey: string | null; params: Obj }[] = [];
  private readonly held: { event: Obj; opts: DeliveryOptions }[] = [];
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  private readonly pending = new Set<Promise<unknown>>();
  private server: Server | null = null;
  private readonly port: number;
  url = "";

  constructor(opts: StripeDoubleOptions = {}) {
    this.secretKey = opts.secretKey ?? "sk_test_stilla_double";
    this.webhookSecret = opts.webhookSecret ?? "whsec_stilla_double";
    this.webhookTarget = opts.webhookTarget ?? null;
    this.now = opts.now ?? Date.now;
    this.port = opts.port ?? 0;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await this.settled();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  /** Waits for every delivery under way (tests: before asserting). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ------------------------------------------------------------------ the hosted page's buttons, for tests

  /** "Betala": the session completes paid (a PaymentIntent and a Charge), `checkout.session.completed` is sent. */
  async pay(sessionId: string, opts: { amountTotal?: number } = {}): Promise<string> {
    const s = this.openSession(sessionId);
    const pi = id("pi");
    Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: pi, ...(opts.amountTotal !== undefined ? { amount_total: opts.amountTotal } : {}) });
    this.charges.set(sessionId, { id: id("ch"), object: "charge", amount: s.amount_total, amount_refunded: 0, currency: "sek", payment_intent: pi, metadata: (s.payment_intent_data as Obj | undefined)?.metadata ?? {}, refunds: { object: "list", data: [] } });
    await this.emit("checkout.session.completed", this.publicSession(s));
    return String(s.success_url);
  }

  /** "Avböj": the payment method refuses afterwards (as an async method does): completed unpaid, then failed. */
  async decline(sessionId: string): Promise<string> {
    const s = this.openSession(sessionId);
    Object.assign(s, { status: "complete", payment_status: "unpaid", payment_intent: id("pi") });
    await this.emit("checkout.session.completed", this.publicSession(s));
    await this.emit("checkout.session.async_payment_failed", this.publicSession(s));
    return String(s.success_url);
  }

  /** "Avbryt": back to the shop; the session stays open until it expires. */
  cancel(sessionId: string): string {
    return String(this.openSession(sessionId).cancel_url);
  }

  /** Stripe's own expiry of an open session (its `expires_at` reached): `checkout.session.expired`. */
  async expire(sessionId: string): Promise<void> {
    const s = this.openSession(sessionId);
    s.status = "expired";
    await this.emit("checkout.session.expired", this.publicSession(s));
  }

  /** The session a checkout created for an order (by `client_reference_id`). */
  sessionFor(orderId: string): Obj | undefined {
    return [...this.sessions.values()].find((s) => s.client_reference_id === orderId);
  }

  // ------------------------------------------------------------------ webhooks

  /** Sends an event again exactly as it was (a replay by Stripe or an attacker holding old bytes). */
  async replay(eventId: string, opts: DeliveryOptions = {}): Promise<number[]> {
    const event = this.events.find((e) => e.id === eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return this.deliver(event, opts);
  }

  /** Sends the held events, newest first (out of order, as Stripe may). */
  async flush(): Promise<void> {
    const held = this.held.splice(0).reverse();
    for (const h of held) await this.deliver(h.event, { ...h.opts, hold: false });
  }

  /** The signature header Stripe sends for `payload` at `timestampS`. */
  sign(payload: string, timestampS: number): string {
    const v1 = createHmac("sha256", this.webhookSecret).update(`${timestampS}.${payload}`).digest("hex");
    return `t=${timestampS},v1=${v1}`;
  }

  private async emit(type: string, object: Obj): Promise<void> {
    const event = {
      id: id("evt"),
      object: "event",
      api_version: "2026-10-28.endive",
      created: Math.floor(this.now() / 1000),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.events.push(event);
    await this.deliver(event, this.delivery);
  }

  private async deliver(event: Obj, opts: DeliveryOptions): Promise<number[]> {
    if (opts.hold) {
      this.held.push({ event, opts });
      return [];
    }
    const send = async (): Promise<number[]> => {
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const payload = JSON.stringify(event, null, 2);
      const header = this.sign(payload, Math.floor(this.now() / 1000));
      const body = opts.tamper ? payload.replace(/"amount_total": (\d+)/, (_m, n: string) => `"amount_total": ${Number(n) - 100}`).replace(/"payment_status": "unpaid"/, `"payment_status": "paid"`) : payload;
      const once = () => this.post(body, header).then((status) => {
        this.deliveries.push({ eventId: String(event.id), type: String(event.type), status, tampered: Boolean(opts.tamper) });
        return status;
      });
      return opts.duplicate ? Promise.all([once(), once()]) : [await once()];
    };
    const p = send();
    this.pending.add(p);
    try {
      return opts.delayMs ? (p.finally(() => this.pending.delete(p)), []) : await p;
    } finally {
      if (!opts.delayMs) this.pending.delete(p);
    }
  }

  private async post(body: string, signature: string): Promise<number> {
    const target = this.webhookTarget;
    if (!target) return 0;
    const headers = { "content-type": "application/json; charset=utf-8", "stripe-signature": signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" };
    if (typeof target === "function") return target(body, headers);
    try {
      return (await fetch(target, { method: "POST", headers, body })).status;
    } catch {
      return 0;
    }
  }

  // ------------------------------------------------------------------ HTTP

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", this.url);
    try {
      if (url.pathname.startsWith("/pay/")) return await this.hostedPage(req.method ?? "GET", url.pathname.slice(5), raw, res);
      if (!url.pathname.startsWith("/v1/")) throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${req.method}: ${url.pathname}).`);
      if (req.headers.authorization !== `Bearer ${this.secretKey}`) throw new StripeError(401, "invalid_request_error", "Invalid API Key provided.");
      const params = req.method === "GET" ? parseStripeForm(url.search.slice(1)) : parseStripeForm(raw);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      this.requests.push({ method: req.method ?? "", path: url.pathname, idempotencyKey: key, params });
      if (key && req.method === "POST") {
        const fingerprint = `${url.pathname} ${raw}`;
        const seen = this.idempotent.get(key);
        if (seen) {
          if (seen.fingerprint !== fingerprint) {
            throw new StripeError(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`);
          }
          res.writeHead(seen.status, { "content-type": "application/json", "idempotent-replayed": "true", "request-id": id("req") });
          res.end(seen.body);
          return;
        }
        const answer = this.route(req.method ?? "", url.pathname, params);
        const body = JSON.stringify(answer);
        this.idempotent.set(key, { fingerprint, status: 200, body });
        this.json(res, 200, answer);
        return;
      }
      this.json(res, 200, this.route(req.method ?? "", url.pathname, params));
    } catch (err) {
      const e = err instanceof StripeError ? err : new StripeError(500, "api_error", (err as Error).message);
      this.json(res, e.status, { error: { type: e.type, message: e.message, ...(e.param ? { param: e.param } : {}), ...(e.code ? { code: e.code } : {}) } });
    } finally {
      this.afterResponse?.();
      this.afterResponse = null;
    }
  }

  /** Work to do once an answer has gone (a refund's confirmation comes after its creation's answer). */
  private afterResponse: (() => void) | null = null;

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), "stripe-version": "2026-10-28.endive" });
    res.end(JSON.stringify(body));
  }

  private route(method: string, path: string, p: Obj): Obj {
    if (method === "POST" && path === "/v1/coupons") return this.createCoupon(p);
    if (method === "POST" && path === "/v1/checkout/sessions") return this.createSession(p);
    let m = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(path);
    if (method === "GET" && m) return this.publicSession(this.session(m[1]!));
    m = /^\/v1\/checkout\/sessions\/([\w]+)\/expire$/.exec(path);
    if (method === "POST" && m) {
      const s = this.session(m[1]!);
      if (s.status !== "open") throw new StripeError(400, "invalid_request_error", "Only Checkout Sessions with a status of `open` can be expired.", undefined, "checkout_session_not_open");
      s.status = "expired";
      const pub = this.publicSession(s);
      this.afterResponse = () => void this.emit("checkout.session.expired", pub);
      return pub;
    }
    if (method === "POST" && path === "/v1/refunds") return this.createRefund(p);
    throw new StripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  private createCoupon(p: Obj): Obj {
    const coupon = {
      id: id("coupon").replace("coupon_test_", "") ,
      object: "coupon",
      amount_off: int(p.amount_off, "amount_off", 1),
      currency: str(p.currency, "currency"),
      duration: str(p.duration, "duration"),
      max_redemptions: p.max_redemptions ? int(p.max_redemptions, "max_redemptions", 1) : null,
      name: (p.name as string) ?? null,
      metadata: p.metadata ?? {},
      valid: true,
      times_redeemed: 0,
      livemode: false,
      created: Math.floor(this.now() / 1000),
    };
    this.coupons.set(coupon.id, coupon);
    return coupon;
  }

  private createSession(p: Obj): Obj {
    if (p.mode !== "payment") throw new StripeError(400, "invalid_request_error", "This double supports mode=payment only.", "mode");
    const items = p.line_items as Obj[] | undefined;
    if (!Array.isArray(items) || items.length === 0) throw new StripeError(400, "invalid_request_error", "Missing required param: line_items.", "line_items", "parameter_missing");
    let currency: string | null = null;
    const lines = items.map((li, i) => {
      const pd = li.price_data as Obj | undefined;
      if (!pd) throw new StripeError(400, "invalid_request_error", "You must specify either `price` or `price_data` for each line item.", `line_items[${i}]`);
      const c = str(pd.currency, `line_items[${i}][price_data][currency]`).toLowerCase();
      if (currency && c !== currency) throw new StripeError(400, "invalid_request_error", "All line items must have the same currency.", `line_items[${i}][price_data][currency]`);
      currency = c;
      const product = pd.product_data as Obj | undefined;
      const name = str(product?.name, `line_items[${i}][price_data][product_data][name]`);
      const unit = int(pd.unit_amount, `line_items[${i}][price_data][unit_amount]`);
      const quantity = int(li.quantity, `line_items[${i}][quantity]`, 1);
      return { name, description: (product?.description as string) ?? null, metadata: product?.metadata ?? {}, unit_amount: unit, quantity, amount_total: unit * quantity };
    });
    const subtotal = lines.reduce((s, l) => s + l.amount_total, 0);
    let discount = 0;
    for (const [i, d] of ((p.discounts as Obj[] | undefined) ?? []).entries()) {
      const coupon = this.coupons.get(String(d.coupon));
      if (!coupon) throw new StripeError(400, "invalid_request_error", `No such coupon: '${String(d.coupon)}'`, `discounts[${i}][coupon]`, "resource_missing");
      if (coupon.currency !== currency) throw new StripeError(400, "invalid_request_error", "The coupon's currency must match the session's.", `discounts[${i}][coupon]`);
      discount += Math.min(Number(coupon.amount_off), subtotal - discount);
    }
    const total = subtotal - discount;
    // Stripe's minimum charge in SEK is 3,00 kr.
    if (total < 300) throw new StripeError(400, "invalid_request_error", "The Checkout Session's total amount due must add up to at least kr 3.00 sek", "line_items", "amount_too_small");
    const nowS = Math.floor(this.now() / 1000);
    const expiresAt = p.expires_at === undefined ? nowS + 24 * 3600 : int(p.expires_at, "expires_at");
    if (expiresAt < nowS + 30 * 60 || expiresAt > nowS + 24 * 3600) {
      throw new StripeError(400, "invalid_request_error", "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.", "expires_at");
    }
    const sid = id("cs");
    const session: Obj = {
      id: sid,
      object: "checkout.session",
      amount_subtotal: subtotal,
      amount_total: total,
      total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
      cancel_url: str(p.cancel_url, "cancel_url"),
      success_url: str(p.success_url, "success_url"),
      client_reference_id: (p.client_reference_id as string) ?? null,
      customer_email: (p.customer_email as string) ?? null,
      created: nowS,
      currency,
      expires_at: expiresAt,
      livemode: false,
      locale: (p.locale as string) ?? null,
      metadata: p.metadata ?? {},
      mode: "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      url: `${this.url}/pay/${sid}`,
      lines,
      payment_intent_data: p.payment_intent_data ?? {},
    };
    this.sessions.set(sid, session);
    return this.publicSession(session);
  }

  private createRefund(p: Obj): Obj {
    const pi = str(p.payment_intent, "payment_intent");
    const s = [...this.sessions.values()].find((x) => x.payment_intent === pi && x.payment_status === "paid");
    const charge = s && this.charges.get(String(s.id));
    if (!charge) throw new StripeError(400, "invalid_request_error", `No such payment_intent: '${pi}'`, "payment_intent", "resource_missing");
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const amount = p.amount === undefined ? left : int(p.amount, "amount", 1);
    if (amount > left) throw new StripeError(400, "invalid_request_error", `Refund amount (kr ${amount / 100}) is greater than unrefunded amount on charge (kr ${left / 100})`, "amount", "amount_too_large");
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    const refund: Obj = { id: id("re"), object: "refund", amount, currency: "sek", charge: charge.id, payment_intent: pi, reason: p.reason ?? null, metadata: p.metadata ?? {}, status: "pending", created: Math.floor(this.now() / 1000) };
    this.refunds.set(String(refund.id), refund);
    charge.refunds.data.unshift(refund);
    if (this.refundConfirmDelayMs !== null) {
      const delay = this.refundConfirmDelayMs;
      this.afterResponse = () => {
        const p2 = (async () => {
          if (delay) await new Promise((r) => setTimeout(r, delay));
          await this.confirmRefund(String(refund.id));
        })();
        this.pending.add(p2);
        void p2.finally(() => this.pending.delete(p2));
      };
    }
    return { ...refund };
  }

  /** The bank has moved the money: the refund succeeds (`refund.updated`, then `charge.refunded`). */
  async confirmRefund(refundId: string): Promise<void> {
    const r = this.refunds.get(refundId);
    if (!r || r.status !== "pending") return;
    r.status = "succeeded";
    await this.emit("refund.updated", { ...r });
    const s = [...this.sessions.values()].find((x) => x.payment_intent === r.payment_intent);
    const charge = s && this.charges.get(String(s.id));
    if (charge) await this.emit("charge.refunded", { ...charge, refunded: charge.amount_refunded === charge.amount });
  }

  private session(sid: string): Obj {
    const s = this.sessions.get(sid);
    if (!s) throw new StripeError(404, "invalid_request_error", `No such checkout.session: '${sid}'`, "id", "resource_missing");
    return s;
  }

  private openSession(sid: string): Obj {
    const s = this.session(sid);
    if (s.status !== "open") throw new StripeError(400, "invalid_request_error", `This Checkout Session is ${String(s.status)}.`);
    return s;
  }

  /** The session as Stripe's API shows it (without the double's own fields). */
  private publicSession(s: Obj): Obj {
    const { lines: _l, payment_intent_data: _pid, ...pub } = s;
    return { ...pub };
  }

  private async hostedPage(method: string, sid: string, raw: string, res: ServerResponse): Promise<void> {
    const s = this.sessions.get(sid);
    if (!s) {
      res.writeHead(404, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>Sidan finns inte</title><p>Sidan finns inte.</p>");
      return;
    }
    if (method === "POST") {
      const action = new URLSearchParams(raw).get("action");
      const to = action === "pay" ? await this.pay(sid) : action === "decline" ? await this.decline(sid) : this.cancel(sid);
      res.writeHead(303, { location: to });
      res.end();
      return;
    }
    const kr = (ore: number) => `${(ore / 100).toFixed(2).replace(".", ",")} kr`;
    const lines = (s.lines as { name: string; description: string | null; quantity: number; amount_total: number }[])
      .map((l) => `<tr><td>${esc(l.name)}${l.description ? `<br><small>${esc(l.description)}</small>` : ""}</td><td>${l.quantity}</td><td class="r">${kr(l.amount_total)}</td></tr>`)
      .join("");
    const discount = Number((s.total_details as Obj).amount_discount);
    const open = s.status === "open";
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Betala – Stripe-dubbel</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:0 auto;padding:1rem;color:#1d2a24}table{width:100%;border-collapse:collapse}td{padding:.4rem 0;border-bottom:1px solid #ddd;vertical-align:top}.r{text-align:right;white-space:nowrap}button{font:inherit;padding:.7rem 1.2rem;margin:.3rem .3rem 0 0;border-radius:.5rem;border:1px solid #1d2a24;background:#fff;min-height:44px}button[value=pay]{background:#1d2a24;color:#fff}p.note{font-size:.9rem;color:#555}</style></head>
<body><main><h1>Betala ${kr(Number(s.amount_total))}</h1>
<p class="note">Stripe-dubbel: en lokal stand-in för Stripes betalsida. Inga riktiga pengar.</p>
<table><thead><tr><th align="left">Vara</th><th>Antal</th><th class="r">Belopp</th></tr></thead><tbody>${lines}
${discount > 0 ? `<tr><td>Rabatt</td><td></td><td class="r">−${kr(discount)}</td></tr>` : ""}
<tr><td><strong>Att betala</strong></td><td></td><td class="r" data-testid="double-total"><strong>${kr(Number(s.amount_total))}</strong></td></tr></tbody></table>
${open ? `<form method="post"><button name="action" value="pay">Betala</button><button name="action" value="decline">Avböj</button><button name="action" value="cancel">Avbryt</button></form>` : `<p>Sessionen är ${esc(String(s.status))}.</p>`}
</main></body></html>`);
  }
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

// By hand: npx tsx tests/doubles/stripe-double.ts [port] [webhook URL]
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 12111);
  const target = process.argv[3] ?? "http://localhost:3000/webhooks/stripe";
  const double = await new StripeDouble({ port, webhookTarget: target }).start();
  console.log(`Stripe double at ${double.url}; webhooks to ${target}.`);
  console.log(`Start the shop with STRIPE_SECRET_KEY=${double.secretKey} STRIPE_WEBHOOK_SECRET=${double.webhookSecret} STRIPE_API_BASE=${double.url}`);
}
