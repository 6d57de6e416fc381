/**
 * Accounts with Better Auth: email + password, the Drizzle adapter, the admin plugin for roles,
 * rate limiting on in every environment (docs/decisions/003), kept in the shop's own fixed-window counters,
 * and every input held to the shop's form limits by a before-hook (docs/decisions/032).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { and, eq, sql } from "drizzle-orm";
import type { SessionUser } from "./context.server";
import type { Db } from "./db.server";
import type { Mailer } from "./mail.server";
import * as schema from "./schema";
import { emailChangeMail, emailChangeNoticeMail } from "~/content/account";
import { passwordResetMail } from "~/content/mails";
import { AUTH_LIMITS, authInputProblem } from "~/domain/auth-schemas";
import { hitRateLimit } from "./rate-limit.server";

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  port: number;
  rateLimitScale?: number;
  /** The rate limits' clock (ms); tests move it. */
  now?: () => number;
}

/** The endpoints whose `password` becomes an account's password (elsewhere it is only compared). */
const NEW_PASSWORD_PATHS = new Set(["/sign-up/email", "/admin/create-user"]);

/**
 * Better Auth answers 429 with only `X-Retry-After`; the standard `Retry-After` (seconds) is added beside it.
 */
export function withRetryAfter(res: Response): Response {
  if (res.status !== 429 || res.headers.has("retry-after")) return res;
  const seconds = res.headers.get("x-retry-after") ?? "60";
  const headers = new Headers(res.headers);
  headers.set("Retry-After", seconds);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
}

export function createAuth({ db, mailer, secret, publicUrl, port, rateLimitScale = 1, now = Date.now }: AuthOptions) {
  const max = (n: number) => n * rateLimitScale;
  const auth = betterAuth({
    appName: "Stilla",
    secret,
    baseURL: publicUrl,
    basePath: "/api/auth",
    trustedOrigins: [publicUrl, `http://localhost:${port}`, `http://127.0.0.1:${port}`],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: AUTH_LIMITS.passwordMin,
      maxPasswordLength: AUTH_LIMITS.passwordMax,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, url }));
      },
    },
    /**
     * An e-mail change (/konto, ADR 035): Better Auth signs a one-hour link to the new address and changes the
     * address when it is opened; the old address is told at the same time. Plain address verification is not
     * used by the shop, so a request for it sends nothing.
     */
    user: {
      changeEmail: { enabled: true },
    },
    emailVerification: {
      expiresIn: 60 * 60,
      async sendVerificationEmail({ user: target, url }) {
        const current = await db.query.user.findFirst({ where: eq(schema.user.id, target.id) });
        if (!current || current.email.toLowerCase() === target.email.toLowerCase()) return;
        await mailer.send(emailChangeMail({ to: target.email, name: current.name, url }));
        await mailer.send(emailChangeNoticeMail({ to: current.email, name: current.name, newEmail: target.email }));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: max(100),
      /**
       * Better Auth's own stores measure the window from the LAST allowed request, so steady traffic under the
       * limit never lets the count reset. The shop's fixed windows end on time, and hold across processes.
       */
      customStorage: {
        async consume(key, rule) {
          const hit = await hitRateLimit(db, `auth:${key}`, { limit: rule.max, windowMs: rule.window * 1000, now: now() });
          return { allowed: hit.allowed, retryAfter: hit.allowed ? null : hit.retryAfterSeconds };
        },
      },
      customRules: {
        "/sign-in/email": { window: 60, max: max(10) },
        "/sign-up/email": { window: 60, max: max(10) },
        "/request-password-reset": { window: 300, max: max(5) },
        "/reset-password": { window: 300, max: max(10) },
        "/change-email": { window: 3600, max: max(5) },
        "/change-password": { window: 300, max: max(10) },
        "/send-verification-email": { window: 3600, max: max(3) },
      },
    },
    advanced: {
      cookiePrefix: "stilla",
      // server.ts sets x-forwarded-for from the socket, replacing any value the client sent.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    databaseHooks: {
      user: {
        create: {
          async after(created) {
            await db
              .insert(schema.profile)
              .values({ userId: created.id, fullName: created.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    hooks: {
      /** Every body is held to the shop's limits before Better Auth reads it: 400 with the form's message. */
      before: createAuthMiddleware(async (ctx) => {
        const problem = authInputProblem(ctx.body, {
          passwordIsNew: NEW_PASSWORD_PATHS.has(ctx.path),
          // The server's own calls (ensureAdmin: ADMIN_PASSWORD is the owner's choice) skip the common list.
          checkCommon: ctx.request !== undefined,
        });
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "STILLA_INPUT_REFUSED" });
      }),
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
  });
  const handler = auth.handler;
  return Object.assign(auth, { handler: async (request: Request) => withRetryAfter(await handler(request)) });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session cookie's name (cookiePrefix "stilla"; "__Secure-" in front of it over https). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?stilla\.session_token=[^;\s]/;

/**
 * Whether the request carries a session cookie at all. Without one Better Auth finds no session, so a visitor's
 * request need not ask it (issue #17: the lookup cost ~1 ms of every page). With one, getSession decides.
 */
export function hasSessionCookie(headers: Headers): boolean {
  const cookie = headers.get("cookie");
  return cookie !== null && SESSION_COOKIE.test(cookie);
}

/**
 * The signed-in user of a request, or null. Without a session cookie: null, nothing asked. With one, the common case
 * is answered in one statement (`quickSessionUser`); every other case is Better Auth's `getSession`, as before.
 */
export async function sessionUser(auth: Auth, db: Db, headers: Headers, now: number = Date.now()): Promise<SessionUser | null> {
  if (!hasSessionCookie(headers)) return null;
  const quick = await quickSessionUser(auth, db, headers, now);
  if (quick !== undefined) return quick;
  const session = await auth.api.getSession({ headers });
  return session?.user ? { id: session.user.id, name: session.user.name, email: session.user.email, role: session.user.role ?? null } : null;
}

/** The session's row and its user's, by the session token: one statement, built once per database handle. */
const sessionReads = new WeakMap<Db, ReturnType<typeof prepareSessionRead>>();
function prepareSessionRead(db: Db) {
  return db
    .select({ expiresAt: schema.session.expiresAt, id: schema.user.id, name: schema.user.name, email: schema.user.email, role: schema.user.role })
    .from(schema.session)
    .innerJoin(schema.user, eq(schema.user.id, schema.session.userId))
    .where(eq(schema.session.token, sql.placeholder("token")))
    .prepare("stilla_session_user");
}

/**
 * Better Auth's `getSession`, for the case every signed-in page is (issue #17): one statement (the session joined
 * with its user) and an HMAC instead of its endpoint machinery, two statements and WebCrypto, with the same answer.
 * `undefined` — Better Auth decides — whenever the answer could differ or Better Auth would write:
 * - its options for a session cookie cache, secondary storage or deferred refresh are on (they are not);
 * - a cookie name appears twice, a value is quoted or does not decode, a "don't remember me" or session-data cookie
 *   is sent (Better Auth would clear or read them);
 * - the signature is not exactly the base64 HMAC-SHA256 of the token with the secret (a bad one: Better Auth says
 *   null as before; an odd but valid encoding: it accepts it);
 * - the session has expired (Better Auth deletes it) or is due to be extended (`updateAge`: Better Auth moves its
 *   expiry and sets the cookie again; the middleware ignored that cookie before as now).
 * A token with no session (signed out, revoked, the user deleted) is null, as Better Auth answers it.
 */
async function quickSessionUser(auth: Auth, db: Db, headers: Headers, now: number): Promise<SessionUser | null | undefined> {
  const ctx = await auth.$context;
  const o: BetterAuthOptions = ctx.options;
  if (o.session?.cookieCache?.enabled || o.session?.deferSessionRefresh || o.secondaryStorage) return undefined;
  const names = { token: ctx.authCookies.sessionToken.name, dontRemember: ctx.authCookies.dontRememberToken.name, data: ctx.authCookies.sessionData.name };
  let signed: string | undefined;
  for (const part of (headers.get("cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name === names.dontRemember || name.startsWith(names.data)) return undefined;
    if (name !== names.token) continue;
    if (signed !== undefined) return undefined;
    const raw = part.slice(eq + 1).trim();
    if (raw.startsWith('"')) return undefined;
    try {
      signed = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  if (signed === undefined) return undefined;
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = signed.slice(0, dot);
  // Compared in constant time, so the answer's timing says nothing about how much of a forged signature was right.
  const expected = Buffer.from(createHmac("sha256", ctx.secret).update(token).digest("base64"));
  const given = Buffer.from(signed.slice(dot + 1));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let read = sessionReads.get(db);
  if (!read) sessionReads.set(db, (read = prepareSessionRead(db)));
  const [row] = await read.execute({ token });
  if (!row) return null;
  const expiresAt = row.expiresAt.getTime();
  const { expiresIn, updateAge } = ctx.sessionConfig;
  if (expiresAt <= now || expiresAt - expiresIn * 1000 + updateAge * 1000 <= now) return undefined;
  return { id: row.id, name: row.name, email: row.email, role: row.role ?? null };
}

/** ADMIN_EMAIL / ADMIN_PASSWORD: create the admin account, or make it admin and set its password. */
/** Creates the admin account from ADMIN_EMAIL/ADMIN_PASSWORD, or makes it admin and resets its password. */
export async function ensureAdmin(auth: Auth, db: Db, email: string, password: string): Promise<"created" | "updated"> {
  const existing = await db.query.user.findFirst({ where: eq(schema.user.email, email) });
  const ctx = await auth.$context;
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password, name: "Stilla Admin" } });
  } else {
    const hash = await ctx.password.hash(password);
    await db
      .update(schema.account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(schema.account.userId, existing.id), eq(schema.account.providerId, "credential")));
  }
  await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.email, email));
  return existing ? "updated" : "created";
}
