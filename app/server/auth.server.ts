/**
 * Accounts with Better Auth: email + password, the Drizzle adapter, the admin plugin for roles,
 * rate limiting on in every environment (docs/decisions/003), kept in the shop's own fixed-window counters,
 * and every input held to the shop's form limits by a before-hook (docs/decisions/032).
 */
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getSessionCookie } from "better-auth/cookies";
import { admin } from "better-auth/plugins/admin";
import { and, eq, like, ne, sql } from "drizzle-orm";
import type { SessionUser } from "./context.server";
import { getShopFacts } from "./shop-identity.server";
import { isDatabaseUnavailable, type Db } from "./db.server";
import type { Mailer } from "./mail.server";
import * as schema from "./schema";
import { accountCopy, emailChangeMail, emailChangeNoticeMail } from "~/content/account";
import { passwordResetMail } from "~/content/mails";
import * as sv from "~/content/sv";
import { AUTH_LIMITS, authInputProblem } from "~/domain/auth-schemas";
import { hitRateLimit } from "./rate-limit.server";
import {
  accountLoginWait,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE,
  deviceCookieValue,
  isKnownDevice,
  LOGIN_ACCOUNT_RATE,
  recordLoginFailure,
} from "./login-limit.server";

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

/** The cookie prefix the auth is configured with (`advanced.cookiePrefix`): Better Auth names its cookies after it. */
const COOKIE_PREFIX = "stilla";

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

/** Seconds a client is asked to wait when the database is unavailable (as entry.server.tsx answers pages). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Whether the database answers now: false when it is down or restarting (isDatabaseUnavailable). */
async function databaseIsDown(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return false;
  } catch (err) {
    return isDatabaseUnavailable(err);
  }
}

function unavailable(): Response {
  return Response.json(
    { code: "DATABASE_UNAVAILABLE", message: sv.auth.unavailable },
    { status: 503, headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" } },
  );
}

/**
 * Better Auth answers a database outage as 500, or as 422 "Failed to create user" when sign-up's insert fails
 * (it keeps the cause to its log). The rest of the shop answers 503 with Retry-After (issue #15); so does this:
 * a thrown outage, and a 500 or that 422 while the database does not answer a `select 1`, become 503.
 */
async function outageAs503(db: Db, run: () => Promise<Response>): Promise<Response> {
  let res: Response;
  try {
    res = await run();
  } catch (err) {
    if (isDatabaseUnavailable(err)) return unavailable();
    throw err;
  }
  const failedToCreate =
    res.status === 422 && ((await res.clone().json().catch(() => null)) as { code?: string } | null)?.code === "FAILED_TO_CREATE_USER";
  if ((res.status >= 500 || failedToCreate) && (await databaseIsDown(db))) return unavailable();
  return res;
}

/** Ends the account's sessions (every one, or every one but `keepToken`'s). Better Auth reads them from the table. */
export async function endSessions(db: Db, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(schema.session)
    .where(keepToken ? and(eq(schema.session.userId, userId), ne(schema.session.token, keepToken)) : eq(schema.session.userId, userId));
}

/**
 * Ends the account's password-reset links (Better Auth keeps each as a `reset-password:<token>` verification row
 * whose value is the user id), all or all but `keepToken`'s: a new link, a reset and a password change end the
 * earlier ones (issue #32).
 */
export async function endResetLinks(db: Db, userId: string, keepToken?: string): Promise<void> {
  const links = and(eq(schema.verification.value, userId), like(schema.verification.identifier, "reset-password:%"));
  await db
    .delete(schema.verification)
    .where(keepToken ? and(links, ne(schema.verification.identifier, `reset-password:${keepToken}`)) : links);
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
      async sendResetPassword({ user, url, token }) {
        await endResetLinks(db, user.id, token);
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, url, shop: await getShopFacts(db) }));
      },
      /**
       * After a reset: every other link ends, and the address counts as verified (the link reached its mailbox),
       * which is what ADMIN_EMAIL's account needs to be made admin at start (ADR 024).
       */
      async onPasswordReset({ user }) {
        await endResetLinks(db, user.id);
        await db.update(schema.user).set({ emailVerified: true }).where(eq(schema.user.id, user.id));
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
        const shop = await getShopFacts(db);
        await mailer.send(emailChangeMail({ to: target.email, name: current.name, url, shop }));
        await mailer.send(emailChangeNoticeMail({ to: current.email, name: current.name, newEmail: target.email, shop }));
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // Off on purpose (ADR 003): with it, a session ended on the server, or an admin made a customer, would go on
      // working from the browser's cached copy until the cache's maxAge.
      cookieCache: { enabled: false },
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
      cookiePrefix: COOKIE_PREFIX,
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
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // The per-account sign-in limit (login-limit.server.ts): unknown devices wait out the window.
        if (ctx.path === "/sign-in/email" && typeof body.email === "string") {
          const wait = await accountLoginWait(db, body.email, { limit: max(LOGIN_ACCOUNT_RATE.limit), now: now() });
          if (wait !== null && !isKnownDevice(ctx.headers?.get("cookie") ?? null, secret, body.email)) {
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: sv.auth.accountLimited(Math.ceil(wait / 60)), code: "STILLA_ACCOUNT_LIMITED" },
              { "Retry-After": String(wait), "X-Retry-After": String(wait) },
            );
          }
        }
        // An e-mail change asks for the current password, as a password change does (issue #32).
        if (ctx.path === "/change-email") {
          const current = await getSessionFromCtx(ctx);
          if (!current) return;
          const hit = await hitRateLimit(db, `change-email-password:${current.user.id}`, {
            limit: max(CHANGE_EMAIL_PASSWORD_RATE.limit),
            windowMs: CHANGE_EMAIL_PASSWORD_RATE.windowMs,
            now: now(),
          });
          if (!hit.allowed) {
            const wait = String(hit.retryAfterSeconds);
            throw new APIError("TOO_MANY_REQUESTS", { message: sv.auth.tooManyAttempts, code: "STILLA_RATE_LIMITED" }, { "Retry-After": wait, "X-Retry-After": wait });
          }
          const password = typeof body.currentPassword === "string" ? body.currentPassword : "";
          if (!(await passwordMatches(db, current.user.id, password, (hash) => ctx.context.password.verify({ hash, password })))) {
            throw new APIError("BAD_REQUEST", { message: accountCopy.email.wrongPassword, code: "INVALID_PASSWORD" });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        const failed = isAPIError(returned) || returned instanceof Error;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") {
          if (typeof body.email !== "string") return;
          if (ctx.path === "/sign-in/email" && isAPIError(returned) && returned.statusCode === 401) {
            await recordLoginFailure(db, body.email, { limit: max(LOGIN_ACCOUNT_RATE.limit), now: now() });
          }
          // A device that signs in (or signs up) is known to that account from now on.
          if (!failed) {
            ctx.setCookie(DEVICE_COOKIE, deviceCookieValue(ctx.headers?.get("cookie") ?? null, secret, body.email), {
              httpOnly: true,
              sameSite: "lax",
              secure: publicUrl.startsWith("https://"),
              path: "/",
              maxAge: DEVICE_COOKIE_MAX_AGE,
            });
          }
          return;
        }
        if (failed) return;
        // A password change ends every earlier reset link; an e-mail change ends the other sessions.
        if (ctx.path === "/change-password" || ctx.path === "/change-email") {
          const current = ctx.context.session ?? (await getSessionFromCtx(ctx));
          if (!current) return;
          if (ctx.path === "/change-password") await endResetLinks(db, current.user.id);
          else await endSessions(db, current.user.id, current.session.token);
        }
      }),
    },
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
  });
  const handler = auth.handler;
  return Object.assign(auth, { handler: async (request: Request) => withRetryAfter(await outageAs503(db, () => handler(request))) });
}

/** Password tries for an e-mail change: 10 per 15 minutes per account (× RATE_LIMIT_SCALE). */
export const CHANGE_EMAIL_PASSWORD_RATE = { limit: 10, windowMs: 15 * 60_000 } as const;

/** Whether `password` is the account's credential password (`verify`: Better Auth's own hashing). */
async function passwordMatches(db: Db, userId: string, password: string, verify: (hash: string) => Promise<boolean>): Promise<boolean> {
  if (!password) return false;
  const [cred] = await db
    .select({ hash: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential")));
  return cred?.hash ? verify(cred.hash) : false;
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Whether the request carries a session cookie at all (Better Auth's documented `getSessionCookie`, which knows
 * its cookie's name with and without `__Secure-`). Without one Better Auth finds no session, so a visitor's request
 * need not ask it (issue #17). It says nothing about whether the cookie is valid: only getSession says that.
 */
export function hasSessionCookie(headers: Headers): boolean {
  return getSessionCookie(headers, { cookiePrefix: COOKIE_PREFIX }) !== null;
}

/**
 * The signed-in user of a request, or null: Better Auth's `getSession` (its documented server API) decides, on every
 * request that carries a session cookie. No cookie cache (ADR 003): every answer reads the session row, so a session
 * ended on the server (sign-out, password or e-mail change, erasure, ADMIN_EMAIL at start) opens nothing on the next
 * request. Without a session cookie: null, and nothing is asked.
 */
export async function sessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  if (!hasSessionCookie(headers)) return null;
  const session = await auth.api.getSession({ headers });
  return session?.user ? { id: session.user.id, name: session.user.name, email: session.user.email, role: session.user.role ?? null } : null;
}

/**
 * What start-up did with ADMIN_EMAIL/ADMIN_PASSWORD: `created` the account; `updated` it (made it admin, set the
 * password or marked the address verified: every session of it ended); found it `unchanged`; or `refused` to make
 * an unverified customer account admin.
 */
export type AdminAccountResult = "created" | "updated" | "unchanged" | "refused";

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD at start (ADR 024, issue #32). The rule:
 * - No account has the address: it is created, admin, its address verified (the owner named it).
 * - An account that is not admin and whose address is not verified could have been made by anyone (sign-up
 *   verifies nothing): it is `refused`: left a customer, untouched, and the start log says so and what to do
 *   (reset its password through the link mailed to the address, which verifies it, and start again).
 * - Otherwise (an admin already, or a verified address) it is made admin with ADMIN_PASSWORD and a verified
 *   address. Whenever any of that had to change, every session of the account ends and every reset link with it,
 *   so a cookie from before the change opens nothing. When nothing had to change nothing is written: a restart
 *   keeps the owner signed in, and a second run is a no-op (idempotent).
 */
export async function ensureAdmin(auth: Auth, db: Db, email: string, password: string): Promise<AdminAccountResult> {
  const address = email.trim().toLowerCase();
  const ctx = await auth.$context;
  const find = () => db.query.user.findFirst({ where: eq(sql`lower(${schema.user.email})`, address) });
  let existing = await find();
  let created = false;
  if (!existing) {
    try {
      await auth.api.signUpEmail({ body: { email: address, password, name: "Stilla Admin" } });
      created = true;
    } catch (err) {
      // Another process created it at the same moment: go on as for an existing account.
      if (!(isAPIError(err) && err.body?.code === "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL")) throw err;
    }
    existing = await find();
    if (!existing) throw new Error(`ensureAdmin: the account for ${address} could not be created`);
    if (created) {
      await db.transaction(async (tx) => {
        await tx.update(schema.user).set({ role: "admin", emailVerified: true, updatedAt: new Date() }).where(eq(schema.user.id, existing!.id));
        // Signing up signed the server's own call in; nobody holds that session.
        await tx.delete(schema.session).where(eq(schema.session.userId, existing!.id));
      });
      return "created";
    }
  }
  const user = existing;
  const isAdmin = user.role === "admin";
  if (!isAdmin && !user.emailVerified) {
    console.error(
      `[admin] ADMIN_EMAIL ${address} belongs to an account that was signed up on the site and whose address is not ` +
        "verified: it was NOT made admin, and is left unchanged as a customer account.",
    );
    return "refused";
  }
  const [cred] = await db
    .select({ id: schema.account.id, hash: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, user.id), eq(schema.account.providerId, "credential")));
  const passwordSame = cred?.hash ? await ctx.password.verify({ hash: cred.hash, password }) : false;
  if (isAdmin && user.emailVerified && passwordSame) return "unchanged";
  const hash = passwordSame ? null : await ctx.password.hash(password);
  const at = new Date();
  await db.transaction(async (tx) => {
    await tx.update(schema.user).set({ role: "admin", emailVerified: true, updatedAt: at }).where(eq(schema.user.id, user.id));
    if (hash && cred) await tx.update(schema.account).set({ password: hash, updatedAt: at }).where(eq(schema.account.id, cred.id));
    else if (hash) {
      await tx.insert(schema.account).values({ id: randomUUID(), accountId: user.id, providerId: "credential", userId: user.id, password: hash, createdAt: at, updatedAt: at });
    }
    await tx.delete(schema.session).where(eq(schema.session.userId, user.id));
    await tx
      .delete(schema.verification)
      .where(and(eq(schema.verification.value, user.id), like(schema.verification.identifier, "reset-password:%")));
  });
  return "updated";
}
