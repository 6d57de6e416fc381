/**
 * Configuration from the environment, validated once at start. A bad value stops the
 * process with a message that names the variable (see README "Configuration").
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import path from "node:path";
import { z } from "zod";
import { INVOICE } from "~/domain/constants";
import { normaliseSwishNumber } from "~/domain/swish";

/** The development password when SITE_PASSWORD is unset; documented in the README. */
export const DEV_SITE_PASSWORD = "stilla";
/** VIDEO_QUEUE_MAX's default: jobs waiting or under way at once (three hero batches and a few of the generator's). */
export const VIDEO_QUEUE_MAX_DEFAULT = 12;

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SITE_PASSWORD: z.string().optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional().or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional().or(z.literal("").transform(() => undefined)),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().default("Stilla <hej@stilla.se>"),
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  PUBLIC_URL: z.url("must be a URL such as https://stilla.se").optional().or(z.literal("").transform(() => undefined)),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === "object" && "error" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed;
    }),
  SWISH_NUMBER: z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === "") return "1231234567";
      const n = normaliseSwishNumber(v);
      if (!n) ctx.addIssue({ code: "custom", message: "must be a 10-digit Swish number such as 1231234567" });
      return n ?? z.NEVER;
    }),
  INVOICE_DUE_DAYS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int("must be a whole number of days").min(1, "must be 1–90 days").max(90, "must be 1–90 days").default(INVOICE.dueDays),
  ),
  VIDEO_PROVIDER: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["local", "http"], "must be local or http").default("local")),
  VIDEO_DIR: z.string().optional(),
  VIDEO_API_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url("must be a URL such as https://api.replicate.com/v1").default("https://api.replicate.com/v1")),
  VIDEO_API_TOKEN: z.string().optional(),
  VIDEO_MODEL: z.string().optional(),
  VIDEO_BILLING_URL: z.preprocess((v) => (v === "" ? undefined : v), z.url("must be a URL").default("https://replicate.com/account/billing")),
  VIDEO_MAX_RENDERS: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int("must be a whole number").min(1, "must be 1–64").max(64, "must be 1–64").optional(),
  ),
  VIDEO_QUEUE_MAX: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number().int("must be a whole number").min(1, "must be 1–1000").max(1000, "must be 1–1000").default(VIDEO_QUEUE_MAX_DEFAULT),
  ),
  BANKGIRO: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^\d{3,4}-\d{4}$/, "must be a bankgiro number such as 123-4567 or 1234-5678")
      .default("123-4567"),
  ),
  // Stripe Checkout (ADR 075): offered only when both keys are set. STRIPE_API_BASE points the official SDK at
  // another server (the tests' and `npm run dev`'s double); unset: Stripe's own API.
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)").optional().or(z.literal("").transform(() => undefined)),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a webhook signing secret (whsec_…)").optional().or(z.literal("").transform(() => undefined)),
  STRIPE_API_BASE: z.url("must be a URL such as http://127.0.0.1:12111").optional().or(z.literal("").transform(() => undefined)),
  // Swish Handel (ADR 082): offered (as "Swish", in place of the manual Swish) when the certificate, its key and the
  // shop's Swish Handel number are set. SWISH_CA: the CA that signs Swish's server certificate (the double's in tests).
  SWISH_CERT: z.string().optional().or(z.literal("").transform(() => undefined)),
  SWISH_KEY: z.string().optional().or(z.literal("").transform(() => undefined)),
  SWISH_CA: z.string().optional().or(z.literal("").transform(() => undefined)),
  SWISH_PAYEE_ALIAS: z.string().regex(/^123\d{7}$/, "must be the shop's Swish Handel number (10 digits, 123…)").optional().or(z.literal("").transform(() => undefined)),
  SWISH_API_BASE: z.preprocess((v) => (v === "" ? undefined : v), z.url("must be a URL such as https://cpc.getswish.net/swish-cpcapi").default("https://cpc.getswish.net/swish-cpcapi")),
  // PostNord as the carrier (issue #39, ADR 083): service points at checkout when the key is set. POSTNORD_API_BASE
  // points at another server (the tests' and `npm run dev`'s double); unset: PostNord's own API.
  POSTNORD_API_KEY: z.string().trim().regex(/^\S{8,128}$/, "must be a PostNord API key (8–128 characters, no spaces)").optional().or(z.literal("").transform(() => undefined)),
  POSTNORD_API_BASE: z.url("must be a URL such as https://api2.postnord.com").optional().or(z.literal("").transform(() => undefined)),
  POSTNORD_CUSTOMER_NUMBER: z.string().trim().regex(/^\d{1,20}$/, "must be the shop's PostNord customer number (digits)").optional().or(z.literal("").transform(() => undefined)),
});

/**
 * Which reverse proxies to trust (ADR 033), as Express's `trust proxy` takes it: false (nobody: the socket's
 * address and protocol are the client's), a number of proxy hops in front of the app, or a list of addresses,
 * CIDR ranges and proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isAddressOrRange(item: string): boolean {
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY's text to Express's value, or what is wrong with it. */
export function parseTrustProxy(value: string | undefined): TrustProxy | { error: string } {
  const v = (value ?? "").trim();
  if (v === "" || v === "false" || v === "0") return false;
  if (v === "true") {
    // Express would then take the left-most X-Forwarded-For address, which any client can write.
    return { error: "true would let any client choose its own address; name the proxy: loopback, a number of hops, or addresses/CIDRs" };
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? hops : { error: "must be 1–10 proxy hops, or the proxies' addresses" };
  }
  const items = v.split(",").map((i) => i.trim()).filter((i) => i !== "");
  const bad = items.filter((i) => !PROXY_NAMES.has(i) && !isAddressOrRange(i));
  if (items.length === 0 || bad.length > 0) {
    return { error: `must be false, loopback, linklocal, uniquelocal, a number of hops, or IP addresses/CIDRs separated by commas${bad.length ? ` (not: ${bad.join(", ")})` : ""}` };
  }
  return items;
}

export interface Env {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** null: the gate is off. */
  sitePassword: string | null;
  sitePasswordIsDefault: boolean;
  authSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /**
   * The reverse proxies whose X-Forwarded-For the server believes (ADR 033); false: none. When set, every
   * request's URL has PUBLIC_URL's origin.
   */
  trustProxy: TrustProxy;
  /** Multiplies every rate limit's allowance (tests raise it; limits stay on). */
  rateLimitScale: number;
  /** The shop's own Swish number (10 digits) that Swish payments go to. */
  swishNumber: string;
  /** Faktura: days to pay. */
  invoiceDueDays: number;
  /** Faktura: the shop's bankgiro number. */
  bankgiro: string;
  /** Stripe Checkout (ADR 075), when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are both set; null otherwise. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
  /** Swish Handel (ADR 082), when SWISH_CERT, SWISH_KEY and SWISH_PAYEE_ALIAS are set and callbacks can reach the shop. */
  swishHandel: SwishHandelConfig | null;
  /** Why Swish Handel is off although it was configured (the start log says it), or null. */
  swishHandelOff: string | null;
  /** PostNord (ADR 083), when POSTNORD_API_KEY is set; null: no carrier, the owner types carrier and tracking number. */
  postnord: { apiKey: string; apiBase: string; customerNumber: string | null } | null;
  /** The video tools (ADR 030): which provider renders, and where finished videos are kept. */
  video: {
    provider: "local" | "http";
    dir: string;
    apiUrl: string;
    apiToken: string | undefined;
    model: string | undefined;
    billingUrl: string;
    /** Local renders (ffmpeg) at once in this process: VIDEO_MAX_RENDERS, default the cores less one, at least 1. */
    maxRenders: number;
    /** Jobs waiting or under way at most (VIDEO_QUEUE_MAX); a page that would queue more is refused. */
    queueMax: number;
  };
}

export class ConfigError extends Error {}

export interface SwishHandelConfig {
  /** PEM files: the client certificate, its key, and the CA that Swish's server certificate is checked against. */
  certPath: string;
  keyPath: string;
  caPath: string | null;
  /** The shop's Swish Handel number (123…): the payee of every request, the payer of every refund. */
  payeeAlias: string;
  /** The Commerce API's base ("…/swish-cpcapi"), without a trailing slash. */
  apiBase: string;
  /** Where Swish calls back: PUBLIC_URL + /webhooks/swish. */
  callbackUrl: string;
}

/**
 * Swish Handel's configuration: the three settings together, the files readable. Swish calls back only over https, so
 * an http PUBLIC_URL turns Swish Handel off (with the reason for the start log) — unless the API base is on this
 * machine (the local double, which accepts http callbacks when told to).
 */
function swishHandelOf(e: { SWISH_CERT?: string; SWISH_KEY?: string; SWISH_CA?: string; SWISH_PAYEE_ALIAS?: string; SWISH_API_BASE: string }, publicUrl: string): { config: SwishHandelConfig | null; off: string | null } {
  const set = [e.SWISH_CERT, e.SWISH_KEY, e.SWISH_PAYEE_ALIAS].filter(Boolean).length;
  if (set === 0) return { config: null, off: null };
  if (set !== 3) throw new ConfigError("Invalid configuration:\n  SWISH_CERT, SWISH_KEY and SWISH_PAYEE_ALIAS must be set together");
  for (const [name, file] of [["SWISH_CERT", e.SWISH_CERT], ["SWISH_KEY", e.SWISH_KEY], ["SWISH_CA", e.SWISH_CA]] as const) {
    if (file && !existsSync(file)) throw new ConfigError(`Invalid configuration:\n  ${name}: no file at ${file}`);
  }
  const apiBase = e.SWISH_API_BASE.replace(/\/$/, "");
  const local = ["127.0.0.1", "localhost", "[::1]"].includes(new URL(apiBase).hostname);
  if (!publicUrl.startsWith("https://") && !local) {
    return { config: null, off: `Swish Handel: off, PUBLIC_URL (${publicUrl}) is not https and Swish calls back only over https` };
  }
  return {
    config: { certPath: e.SWISH_CERT!, keyPath: e.SWISH_KEY!, caPath: e.SWISH_CA ?? null, payeeAlias: e.SWISH_PAYEE_ALIAS!, apiBase, callbackUrl: `${publicUrl}/webhooks/swish` },
    off: null,
  };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL && !e.ADMIN_PASSWORD) || (!e.ADMIN_EMAIL && e.ADMIN_PASSWORD)) {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.VIDEO_PROVIDER === "http" && (!e.VIDEO_API_TOKEN || !e.VIDEO_MODEL)) {
    throw new ConfigError("Invalid configuration:\n  VIDEO_PROVIDER=http needs VIDEO_API_TOKEN and VIDEO_MODEL");
  }
  if (e.TRUST_PROXY !== false && !e.PUBLIC_URL) {
    throw new ConfigError("Invalid configuration:\n  TRUST_PROXY needs PUBLIC_URL, the address visitors use through the proxy (such as https://stilla.se)");
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together");
  }
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const swish = swishHandelOf(e, publicUrl);
  const sitePassword = e.SITE_PASSWORD === undefined ? DEV_SITE_PASSWORD : e.SITE_PASSWORD === "" ? null : e.SITE_PASSWORD;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sitePassword,
    sitePasswordIsDefault: e.SITE_PASSWORD === undefined,
    authSecret: e.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    publicUrl,
    trustProxy: e.TRUST_PROXY,
    swishNumber: e.SWISH_NUMBER,
    invoiceDueDays: e.INVOICE_DUE_DAYS,
    bankgiro: e.BANKGIRO,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? { secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE?.replace(/\/$/, "") ?? null }
        : null,
    swishHandel: swish.config,
    swishHandelOff: swish.off,
    postnord: e.POSTNORD_API_KEY ? { apiKey: e.POSTNORD_API_KEY, apiBase: (e.POSTNORD_API_BASE ?? "https://api2.postnord.com").replace(/\/$/, ""), customerNumber: e.POSTNORD_CUSTOMER_NUMBER ?? null } : null,
    video: {
      provider: e.VIDEO_PROVIDER,
      dir: e.VIDEO_DIR ? path.resolve(e.VIDEO_DIR) : path.join(dataDir, "videos"),
      apiUrl: e.VIDEO_API_URL.replace(/\/$/, ""),
      apiToken: e.VIDEO_API_TOKEN || undefined,
      model: e.VIDEO_MODEL || undefined,
      billingUrl: e.VIDEO_BILLING_URL,
      maxRenders: e.VIDEO_MAX_RENDERS ?? Math.max(1, availableParallelism() - 1),
      queueMax: e.VIDEO_QUEUE_MAX,
    },
  };
}

/** AUTH_SECRET unset: generate one on first start and keep it in DATA_DIR. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}
