/**
 * Accounts with Better Auth: email + password, the Drizzle adapter, the admin plugin for roles,
 * rate limiting on in every environment (docs/decisions/003).
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins/admin";
import { and, eq } from "drizzle-orm";
import type { Db } from "./db.server";
import type { Mailer } from "./mail.server";
import * as schema from "./schema";
import { passwordResetMail } from "~/content/mails";

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  port: number;
  rateLimitScale?: number;
}

export function createAuth({ db, mailer, secret, publicUrl, port, rateLimitScale = 1 }: AuthOptions) {
  const max = (n: number) => n * rateLimitScale;
  return betterAuth({
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
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, url }) {
        await mailer.send(passwordResetMail({ to: user.email, name: user.name, url }));
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
      storage: "memory",
      customRules: {
        "/sign-in/email": { window: 60, max: max(10) },
        "/sign-up/email": { window: 60, max: max(10) },
        "/request-password-reset": { window: 300, max: max(5) },
        "/reset-password": { window: 300, max: max(10) },
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
    plugins: [admin({ defaultRole: "user", adminRoles: ["admin"] })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

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
