/**
 * A local double of Swish Handel's Commerce API (ADR 082), for tests and for trying the flow by hand. Like Swish it is
 * an HTTPS server with its own CA that requires a client certificate (`requestCert` + `rejectUnauthorized`): the
 * certificates are made at start with the `openssl` CLI in a temp dir — a CA, a server certificate for
 * 127.0.0.1/localhost, the shop's client certificate (its subject CN is the payee's Swish number, as Swish's are) and
 * a stranger's client certificate from another CA (refused). It speaks the documented protocol:
 *
 * - `PUT /api/v2/paymentrequests/{instructionUUID}` (32 upper-case hex): the request rules (payeeAlias = the
 *   certificate's number, amount "123.00" within 1–999999999999.99, currency SEK, message ≤ 50 allowed characters,
 *   payeePaymentReference ≤ 35 letters and digits, payerAlias a Swedish mobile number, callbackUrl https), answered
 *   422 with Swish's error array `[{ errorCode, errorMessage }]`; 201 with `Location`, and for m-commerce (no payerAlias)
 *   a `PaymentRequestToken` header. An instructionUUID used before: 409.
 * - `GET /api/v1/paymentrequests/{id}` (and `/api/v2/…`), `PATCH /api/v1/paymentrequests/{id}` (json-patch: cancel).
 * - `PUT /api/v2/refunds/{instructionUUID}`, `GET /api/v1/refunds/{id}` (and `/api/v2/…`).
 *
 * As Swish's own simulator (MSS) does, an error code as the payment request's message selects the outcome: a code
 * Swish answers at once (FF08, RP03, BE18, RP06, ACMT03, ACMT01, ACMT07, PA02, AM02, AM03, AM06, RP01, RP02, VR01, VR02)
 * gives that 422; a code of the payment itself (RF07, BANKIDCL, FF10, TM01, DS24, BANKIDUN, BANKIDONGOING …) creates the
 * request, which then ends ERROR with that code; "DECLINED" ends it DECLINED. Otherwise the request waits for `pay`,
 * `decline` or `expire` (the payer's phone: the methods here, or the phone page on the control port).
 *
 * Callbacks are POSTed to the request's callbackUrl (or handed to `callbackTarget` in server tests) and can be late
 * (`delayMs`), duplicated at the same moment, held and sent later newest first (out of order), or dropped (missing).
 * Swish only calls https: an http callbackUrl is refused (RP03) unless the double is started with
 * `allowHttpCallbacks` — the tests' and `npm run dev`'s shop is on http://127.0.0.1, and the shop itself accepts an http
 * PUBLIC_URL for Swish Handel only when SWISH_API_BASE is on this machine (ADR 082).
 *
 * By hand: `npx tsx tests/doubles/swish-double.ts [port] [shop URL]` prints the environment to start the shop with.
 */
import { execFileSync } from "node:child_process";
import { randomBytes, X509Certificate } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from "node:http";
import { createServer, request as httpsRequest, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import { tmpdir } from "node:os";
import path from "node:path";

type Obj = Record<string, unknown>;
export interface SwishError {
  errorCode: string;
  errorMessage: string;
}

/** Swish's own texts for the codes the double answers (Swish's Commerce API guide). */
export const SWISH_ERRORS: Record<string, string> = {
  FF08: "PaymentReference is invalid",
  RP03: "Callback URL is missing or does not use HTTPS",
  BE18: "Payer alias is invalid",
  RP01: "Missing Merchant Swish Number",
  PA02: "Amount value is missing or not a valid number",
  AM02: "Amount value is too large",
  AM03: "Invalid or missing Currency",
  AM06: "Specified transaction amount is less than agreed minimum",
  RP02: "Wrong formatted message",
  RP06: "A payment request already exists for that payer",
  ACMT03: "Payer not Enrolled",
  ACMT01: "Counterpart is not activated",
  ACMT07: "Payee not Enrolled",
  VR01: "Payer does not meet the age limit",
  VR02: "The payer alias in the request is not enrolled in Swish with the supplied ssn",
  RF02: "Original Payment not found or original payment is more than 13 months old",
  RF03: "Payer alias in the refund does not match the payee alias in the original payment",
  RF04: "Payer organization number does not match original payment payee organization number",
  RF06: "The refund amount is larger than what is left of the original payment",
  RF07: "Transaction declined",
  BANKIDCL: "Payer cancelled BankId signing",
  FF10: "Bank system processing error",
  TM01: "Swish timed out before the payment was started",
  DS24: "Swish timed out waiting for an answer from the banks after payment was started",
  BANKIDUN: "BankID is not able to authorize the payment",
  BANKIDONGOING: "BankID already in use",
  RP07: "Transaction cannot be cancelled in its current status",
};
/** Codes Swish answers at once with 422 (MSS: as the message, they select that answer). */
const REQUEST_CODES = new Set(["FF08", "RP03", "BE18", "RP06", "ACMT03", "ACMT01", "ACMT07", "PA02", "AM02", "AM03", "AM06", "RP01", "RP02", "VR01", "VR02"]);
/** Codes a payment ends in (ERROR), after it was created. */
const PAYMENT_CODES = new Set(["RF07", "BANKIDCL", "FF10", "TM01", "DS24", "BANKIDUN", "BANKIDONGOING"]);

/** Swish's message characters: letters a–ö, digits and :;.,?!()-" and space (at most 50). */
export const SWISH_MESSAGE = /^[a-zA-ZåäöÅÄÖéÉüÜ0-9:;.,?!()\-" ]{0,50}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;

export interface CallbackDelivery {
  /** Wait this long before sending (a late callback). */
  delayMs?: number;
  /** Send the same callback twice at the same moment. */
  duplicate?: boolean;
  /** Keep it back; `flush()` sends the held ones later, newest first (out of order). */
  hold?: boolean;
  /** Never send it (a lost callback: only reading back finds the outcome). */
  drop?: boolean;
}

/** Where callbacks go: the request's callbackUrl (default) or a function (server tests hand the body to the handler). */
export type CallbackTarget = (url: string, body: string) => Promise<number>;

export interface SwishDoubleOptions {
  /** The shop's Swish Handel number: its client certificate's CN. */
  payeeAlias?: string;
  /** Accept http:// callbackUrls (Swish never does): for a shop on http://127.0.0.1 in tests and `npm run dev`. */
  allowHttpCallbacks?: boolean;
  /** How long after creation a request with an error code as its message ends (ms). */
  outcomeDelayMs?: number;
  port?: number;
  /** The phone page's port (plain http, for trying by hand); 0: any free port; null: none. */
  phonePort?: number | null;
  now?: () => number;
}

export interface Certificates {
  dir: string;
  /** The double's CA: the shop trusts it for the server (SWISH_CA). */
  ca: string;
  /** The shop's client certificate and key (SWISH_CERT, SWISH_KEY). */
  clientCert: string;
  clientKey: string;
  /** A client certificate from another CA: the double refuses it. */
  strangerCert: string;
  strangerKey: string;
  serverCert: string;
  serverKey: string;
}

function openssl(dir: string, ...args: string[]): void {
  execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "ignore", "pipe"] });
}

/** The certificates, made with the openssl CLI (no npm dependency). */
export function makeCertificates(payeeAlias: string): Certificates {
  const dir = mkdtempSync(path.join(tmpdir(), "swish-double-"));
  const f = (n: string) => path.join(dir, n);
  const days = "2";
  const ca = (name: string) => {
    openssl(dir, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.pem`, "-days", days, "-subj", `/CN=${name}`);
  };
  const issue = (name: string, cn: string, caName: string, ext: string) => {
    writeFileSync(f(`${name}.ext`), ext);
    openssl(dir, "req", "-newkey", "rsa:2048", "-nodes", "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", `/CN=${cn}`);
    openssl(dir, "x509", "-req", "-in", `${name}.csr`, "-CA", `${caName}.pem`, "-CAkey", `${caName}.key`, "-CAcreateserial", "-out", `${name}.pem`, "-days", days, "-extfile", `${name}.ext`);
  };
  ca("swish-double-ca");
  ca("stranger-ca");
  issue("server", "localhost", "swish-double-ca", "subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n");
  issue("client", payeeAlias, "swish-double-ca", "extendedKeyUsage=clientAuth\n");
  issue("stranger", payeeAlias, "stranger-ca", "extendedKeyUsage=clientAuth\n");
  return {
    dir,
    ca: f("swish-double-ca.pem"),
    clientCert: f("client.pem"),
    clientKey: f("client.key"),
    strangerCert: f("stranger.pem"),
    strangerKey: f("stranger.key"),
    serverCert: f("server.pem"),
    serverKey: f("server.key"),
  };
}

const hex32 = () => randomBytes(16).toString("hex").toUpperCase();
const INSTRUCTION = /^[0-9A-F]{32}$/;

export interface LoggedRequest {
  method: string;
  path: string;
  /** The client certificate's CN. */
  cn: string;
  body: Obj | null;
  status: number;
}

export class SwishDouble {
  readonly payeeAlias: string;
  allowHttpCallbacks: boolean;
  outcomeDelayMs: number;
  /** How callbacks go out now (tests change it between steps). */
  delivery: CallbackDelivery = {};
  callbackTarget: CallbackTarget | null = null;
  readonly paymentRequests = new Map<string, Obj>();
  /** The next n answers are lost: the request is handled (a payment request is made), then the connection is cut. */
  loseAnswers = 0;
  readonly refunds = new Map<string, Obj>();
  readonly requests: LoggedRequest[] = [];
  readonly callbacks: { url: string; id: string; status: string; answer: number | string }[] = [];
  /** How long a refund takes to be PAID (ms); null: held until `settleRefund`. */
  refundDelayMs: number | null = 0;
  certs!: Certificates;
  private server: Server | null = null;
  private phone: HttpServer | null = null;
  private held: { url: string; body: string; id: string; status: string }[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private pending = new Set<Promise<unknown>>();
  private readonly port: number;
  private readonly phonePort: number | null;
  private readonly now: () => number;

  constructor(opts: SwishDoubleOptions = {}) {
    this.payeeAlias = opts.payeeAlias ?? "1231181189";
    this.allowHttpCallbacks = opts.allowHttpCallbacks ?? false;
    this.outcomeDelayMs = opts.outcomeDelayMs ?? 50;
    this.port = opts.port ?? 0;
    this.phonePort = opts.phonePort === undefined ? null : opts.phonePort;
    this.now = opts.now ?? Date.now;
  }

  get url(): string {
    return `https://127.0.0.1:${(this.server!.address() as AddressInfo).port}/swish-cpcapi`;
  }

  get phoneUrl(): string | null {
    return this.phone ? `http://127.0.0.1:${(this.phone.address() as AddressInfo).port}` : null;
  }

  /** The environment a shop needs to use this double. */
  env(): Record<string, string> {
    return { SWISH_API_BASE: this.url, SWISH_CERT: this.certs.clientCert, SWISH_KEY: this.certs.clientKey, SWISH_CA: this.certs.ca, SWISH_PAYEE_ALIAS: this.payeeAlias };
  }

  async start(): Promise<this> {
    this.certs = makeCertificates(this.payeeAlias);
    const server = createServer(
      { key: readFileSync(this.certs.serverKey), cert: readFileSync(this.certs.serverCert), ca: readFileSync(this.certs.ca), requestCert: true, rejectUnauthorized: true },
      (req, res) => void this.handle(req, res),
    );
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
    if (this.phonePort !== null) {
      const phone = createHttpServer((req, res) => void this.phonePage(req, res));
      await new Promise<void>((resolve) => phone.listen(this.phonePort!, "127.0.0.1", resolve));
      this.phone = phone;
    }
    return this;
  }

  async stop(): Promise<void> {
    for (const t of this.timers) clearTimeout(t);
    await Promise.allSettled([...this.pending]);
    await Promise.all([this.server, this.phone].map((s) => (s ? new Promise<void>((resolve) => s.close(() => resolve())) : undefined)));
    this.server = this.phone = null;
    if (this.certs) rmSync(this.certs.dir, { recursive: true, force: true });
  }

  /** Every callback sent so far has been answered. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  // ------------------------------------------------------------ the payer's side (the Swish app)

  /** The request a token (m-commerce) or an id belongs to. */
  find(idOrToken: string): Obj {
    const r = this.paymentRequests.get(idOrToken) ?? [...this.paymentRequests.values()].find((p) => p.token === idOrToken);
    if (!r) throw new Error(`no payment request ${idOrToken}`);
    return r;
  }

  /** The payer approves in the app: PAID (a different `amount` only to test the shop's check: Swish never does). */
  async pay(idOrToken: string, opts: { amount?: number } = {}): Promise<Obj> {
    const r = this.find(idOrToken);
    if (r.status !== "CREATED") throw new Error(`request ${String(r.id)} is ${String(r.status)}`);
    Object.assign(r, { status: "PAID", paymentReference: hex32(), datePaid: new Date(this.now()).toISOString(), ...(opts.amount !== undefined ? { amount: opts.amount } : {}) });
    await this.callback(r);
    return r;
  }

  /** The payer says no in the app. */
  async decline(idOrToken: string): Promise<Obj> {
    return this.end(this.find(idOrToken), "DECLINED", null);
  }

  /** The request cancelled at Swish (CANCELLED), with its callback. */
  async cancel(idOrToken: string): Promise<Obj> {
    return this.end(this.find(idOrToken), "CANCELLED", null);
  }

  /** Nobody answered: Swish ends the request (TM01), or with another payment error code. */
  async fail(idOrToken: string, code = "TM01"): Promise<Obj> {
    return this.end(this.find(idOrToken), "ERROR", code);
  }

  private async end(r: Obj, status: string, code: string | null): Promise<Obj> {
    if (r.status !== "CREATED") return r;
    Object.assign(r, { status, errorCode: code, errorMessage: code ? (SWISH_ERRORS[code] ?? code) : null });
    await this.callback(r);
    return r;
  }

  /** A refund the bank has carried out: PAID, and its callback. */
  async settleRefund(id: string): Promise<Obj> {
    const r = this.refunds.get(id);
    if (!r) throw new Error(`no refund ${id}`);
    if (r.status === "PAID") return r;
    Object.assign(r, { status: "PAID", paymentReference: hex32(), datePaid: new Date(this.now()).toISOString() });
    await this.callback(r);
    return r;
  }

  /** Sends a callback whose body says what the caller likes (Swish never lies, but anyone can POST to the shop). */
  async forgeCallback(url: string, body: Obj): Promise<number | string> {
    return this.post(url, JSON.stringify(body), String(body.id), String(body.status));
  }

  /** Sends the held callbacks, newest first (late and out of order). */
  async flush(): Promise<void> {
    const held = this.held.reverse();
    this.held = [];
    for (const h of held) await this.post(h.url, h.body, h.id, h.status);
  }

  /** Sends the callback for a request or refund as it is now, as `delivery` says. */
  async callback(r: Obj): Promise<void> {
    const url = String(r.callbackUrl);
    const body = JSON.stringify(r, (k, v: unknown) => (k === "token" ? undefined : v));
    const d = this.delivery;
    const id = String(r.id);
    const status = String(r.status);
    if (d.drop) return;
    if (d.hold) {
      this.held.push({ url, body, id, status });
      return;
    }
    const send = async () => {
      await (d.duplicate ? Promise.all([this.post(url, body, id, status), this.post(url, body, id, status)]) : this.post(url, body, id, status));
    };
    if (d.delayMs) {
      const p = new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          this.timers.delete(t);
          void send().finally(resolve);
        }, d.delayMs);
        this.timers.add(t);
      });
      this.track(p);
      return;
    }
    await this.track(send());
  }

  private track<T>(p: Promise<T>): Promise<T> {
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p)).catch(() => {});
    return p;
  }

  private async post(url: string, body: string, id: string, status: string): Promise<number | string> {
    let answer: number | string;
    try {
      answer = this.callbackTarget
        ? await this.callbackTarget(url, body)
        : (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body, signal: AbortSignal.timeout(10_000) })).status;
    } catch (err) {
      answer = (err as Error).message;
    }
    this.callbacks.push({ url, id, status, answer });
    return answer;
  }

  // ------------------------------------------------------------ the API

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const peer = (req.socket as TLSSocket).getPeerCertificate();
    const cn = typeof peer?.subject?.CN === "string" ? peer.subject.CN : "";
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = null;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return this.reply(req, res, cn, null, 400, null);
      }
    }
    const url = new URL(req.url ?? "/", "https://double");
    const m = /^\/swish-cpcapi\/api\/(v1|v2)\/(paymentrequests|refunds)\/([^/]+)$/.exec(url.pathname);
    if (!m) return this.reply(req, res, cn, body as Obj, 404, null);
    const [, version, kind, id] = m as unknown as [string, string, string, string];
    const store = kind === "paymentrequests" ? this.paymentRequests : this.refunds;
    if (req.method === "GET") {
      const found = store.get(id);
      // Only the payee's own requests are visible to its certificate.
      if (!found || (kind === "paymentrequests" ? found.payeeAlias : found.payerAlias) !== cn) return this.reply(req, res, cn, null, 404, null);
      return this.reply(req, res, cn, null, 200, this.publicView(found));
    }
    if (req.method === "PATCH" && kind === "paymentrequests" && version === "v1") {
      const found = store.get(id);
      if (!found || found.payeeAlias !== cn) return this.reply(req, res, cn, body as Obj, 404, null);
      const ops = Array.isArray(body) ? (body as Obj[]) : [];
      if (!ops.some((o) => o.op === "replace" && o.path === "/status" && o.value === "cancelled")) return this.reply(req, res, cn, body as Obj, 422, [err("PA01")]);
      if (found.status !== "CREATED") return this.reply(req, res, cn, body as Obj, 422, [err("RP07")]);
      Object.assign(found, { status: "CANCELLED" });
      // Swish sends no callback for a cancellation the merchant made itself.
      return this.reply(req, res, cn, body as Obj, 200, this.publicView(found));
    }
    if (req.method !== "PUT" || version !== "v2") return this.reply(req, res, cn, body as Obj, 405, null);
    if (!INSTRUCTION.test(id)) return this.reply(req, res, cn, body as Obj, 400, null);
    if (store.has(id)) return this.reply(req, res, cn, body as Obj, 409, null);
    const b = (body && typeof body === "object" ? body : {}) as Obj;
    const errors = kind === "paymentrequests" ? this.checkPaymentRequest(b, cn) : this.checkRefund(b, cn);
    if (errors.length > 0) return this.reply(req, res, cn, b, 422, errors);
    const location = `${this.url}/api/v1/${kind}/${id}`;
    const created = new Date(this.now()).toISOString();
    if (kind === "refunds") {
      const r: Obj = { id, paymentReference: null, payerPaymentReference: b.payerPaymentReference ?? null, originalPaymentReference: b.originalPaymentReference, callbackUrl: b.callbackUrl, payerAlias: b.payerAlias, payeeAlias: null, amount: Number(b.amount), currency: b.currency, message: b.message ?? null, status: "CREATED", dateCreated: created, datePaid: null, errorCode: null, errorMessage: null };
      this.refunds.set(id, r);
      this.reply(req, res, cn, b, 201, null, { Location: location });
      if (this.refundDelayMs !== null) this.later(this.refundDelayMs, () => this.settleRefund(id));
      return;
    }
    const token = b.payerAlias ? null : randomBytes(16).toString("hex");
    const r: Obj = {
      id,
      payeePaymentReference: b.payeePaymentReference ?? null,
      paymentReference: null,
      callbackUrl: b.callbackUrl,
      payerAlias: b.payerAlias ?? null,
      payeeAlias: b.payeeAlias,
      amount: Number(b.amount),
      currency: b.currency,
      message: b.message ?? "",
      status: "CREATED",
      dateCreated: created,
      datePaid: null,
      errorCode: null,
      errorMessage: null,
      token,
    };
    this.paymentRequests.set(id, r);
    this.reply(req, res, cn, b, 201, null, { Location: location, ...(token ? { PaymentRequestToken: token } : {}) });
    // MSS: an error code (or DECLINED) as the message decides how the payment ends.
    const msg = String(r.message);
    if (PAYMENT_CODES.has(msg)) this.later(this.outcomeDelayMs, () => this.fail(id, msg));
    else if (msg === "DECLINED") this.later(this.outcomeDelayMs, () => this.decline(id));
  }

  private later(ms: number, f: () => Promise<unknown>): void {
    const p = new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        this.timers.delete(t);
        void f()
          .catch(() => {})
          .finally(resolve);
      }, ms);
      this.timers.add(t);
    });
    this.track(p);
  }

  private checkCommon(b: Obj, errors: SwishError[]): void {
    const url = typeof b.callbackUrl === "string" ? b.callbackUrl : "";
    if (!(url.startsWith("https://") || (this.allowHttpCallbacks && url.startsWith("http://")))) errors.push(err("RP03"));
    const amount = typeof b.amount === "string" || typeof b.amount === "number" ? String(b.amount) : "";
    if (!AMOUNT.test(amount)) errors.push(err("PA02"));
    else if (Number(amount) < 1) errors.push(err("AM06"));
    else if (Number(amount) > 999999999999.99) errors.push(err("AM02"));
    if (b.currency !== "SEK") errors.push(err("AM03"));
    if (b.message !== undefined && (typeof b.message !== "string" || !SWISH_MESSAGE.test(b.message))) errors.push(err("RP02"));
  }

  private checkPaymentRequest(b: Obj, cn: string): SwishError[] {
    if (typeof b.message === "string" && REQUEST_CODES.has(b.message)) return [err(b.message)];
    const errors: SwishError[] = [];
    if (!b.payeeAlias) errors.push(err("RP01"));
    else if (b.payeeAlias !== cn) errors.push(err("ACMT07"));
    this.checkCommon(b, errors);
    const ref = b.payeePaymentReference;
    if (ref !== undefined && (typeof ref !== "string" || !/^[a-zA-Z0-9]{1,35}$/.test(ref))) errors.push(err("FF08"));
    if (b.payerAlias !== undefined) {
      if (typeof b.payerAlias !== "string" || !/^46\d{8,13}$/.test(b.payerAlias)) errors.push(err("BE18"));
      // The simulator's numbers that are not in Swish.
      else if (b.payerAlias.endsWith("0000000")) errors.push(err("ACMT03"));
      else if ([...this.paymentRequests.values()].some((p) => p.payerAlias === b.payerAlias && p.status === "CREATED")) errors.push(err("RP06"));
    }
    return errors;
  }

  private checkRefund(b: Obj, cn: string): SwishError[] {
    const errors: SwishError[] = [];
    this.checkCommon(b, errors);
    const original = [...this.paymentRequests.values()].find((p) => p.paymentReference === b.originalPaymentReference && p.status === "PAID");
    if (!original) return [...errors, err("RF02")];
    if (b.payerAlias !== cn || original.payeeAlias !== cn) errors.push(err("RF03"));
    const refunded = [...this.refunds.values()].filter((r) => r.originalPaymentReference === b.originalPaymentReference && r.status !== "ERROR").reduce((s, r) => s + Math.round(Number(r.amount) * 100), 0);
    if (errors.length === 0 && Math.round(Number(b.amount) * 100) + refunded > Math.round(Number(original.amount) * 100)) errors.push(err("RF06"));
    return errors;
  }

  private publicView(r: Obj): Obj {
    const { token: _t, ...pub } = r;
    return pub;
  }

  private reply(req: IncomingMessage, res: ServerResponse, cn: string, body: Obj | null, status: number, payload: unknown, headers: Record<string, string> = {}): void {
    this.requests.push({ method: req.method ?? "", path: new URL(req.url ?? "/", "https://double").pathname.replace(/^\/swish-cpcapi/, ""), cn, body, status });
    if (this.loseAnswers > 0) {
      this.loseAnswers--;
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { ...(payload !== null ? { "content-type": "application/json" } : {}), ...headers });
    res.end(payload !== null ? JSON.stringify(payload) : undefined);
  }

  // ------------------------------------------------------------ the phone page (by hand)

  private async phonePage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const id = form.get("id") ?? "";
      const action = form.get("action");
      try {
        if (action === "pay") await this.pay(id);
        else if (action === "decline") await this.decline(id);
        else if (action === "refund") await this.settleRefund(id);
        else await this.fail(id, "TM01");
      } catch {
        // Already ended: the page shows it as it is.
      }
      res.writeHead(303, { location: "/" });
      res.end();
      return;
    }
    const rows = [...this.paymentRequests.values()]
      .reverse()
      .map(
        (r) =>
          `<li><strong>${esc(String(r.amount))} SEK</strong> – ${esc(String(r.message))} – ${r.payerAlias ? `till ${esc(String(r.payerAlias))}` : "app/QR"} – <em>${esc(String(r.status))}</em>${
            r.status === "CREATED"
              ? `<form method="post"><input type="hidden" name="id" value="${esc(String(r.id))}"><button name="action" value="pay">Betala</button><button name="action" value="decline">Avböj</button><button name="action" value="timeout">Låt tiden gå ut</button></form>`
              : ""
          }</li>`,
      )
      .join("");
    const refunds = [...this.refunds.values()]
      .reverse()
      .map((r) => `<li>Återbetalning ${esc(String(r.amount))} SEK – <em>${esc(String(r.status))}</em>${r.status !== "PAID" ? `<form method="post"><input type="hidden" name="id" value="${esc(String(r.id))}"><button name="action" value="refund">Genomför</button></form>` : ""}</li>`)
      .join("");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="refresh" content="5"><title>Swish-dubbel – telefonen</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:0 auto;padding:1rem}li{margin:.6rem 0}button{font:inherit;margin:.3rem .3rem 0 0;min-height:44px}</style></head>
<body><main><h1>Swish-dubbel: betalarens telefon</h1><p>En lokal stand-in för Swish-appen. Inga riktiga pengar.</p><h2>Betalningsförfrågningar</h2><ul>${rows || "<li>Inga än.</li>"}</ul><h2>Återbetalningar</h2><ul>${refunds || "<li>Inga än.</li>"}</ul></main></body></html>`);
  }
}

function err(code: string): SwishError {
  return { errorCode: code, errorMessage: SWISH_ERRORS[code] ?? code };
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

/** A request to the double with the given client certificate (or none): for tests that the double refuses strangers. */
export function requestWith(url: string, tls: { cert?: string; key?: string; ca: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const r = httpsRequest(url, { method: "GET", ca: readFileSync(tls.ca), ...(tls.cert && tls.key ? { cert: readFileSync(tls.cert), key: readFileSync(tls.key) } : {}) }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    r.on("error", reject);
    r.end();
  });
}

/** The subject CN of a PEM certificate. */
export function certificateCn(pemPath: string): string {
  return /CN=([^\n,]+)/.exec(new X509Certificate(readFileSync(pemPath)).subject)?.[1] ?? "";
}

// By hand: npx tsx tests/doubles/swish-double.ts [port] [phone port]
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 12112);
  const phonePort = Number(process.argv[3] ?? 12113);
  const double = await new SwishDouble({ port, phonePort, allowHttpCallbacks: true }).start();
  console.log(`Swish double at ${double.url} (client certificates required); the payer's phone at ${double.phoneUrl}.`);
  console.log("Start the shop with:");
  console.log(Object.entries(double.env()).map(([k, v]) => `${k}=${v}`).join(" "));
  console.log("(http callbacks are accepted by this double only; the shop allows an http PUBLIC_URL for Swish only with an API base on this machine.)");
  const stop = () => void double.stop().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
