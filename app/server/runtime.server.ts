/**
 * The process's services: configuration, database, mailer and auth, created once at start
 * (bootstrap) and closed at SIGTERM (shutdown). Kept on globalThis so that a dev-server
 * module reload never opens the database twice.
 */
import { openDatabase, migrateDatabase, withStartLock, type Database, type Db } from "./db.server";
import { parseEnv, type Env } from "./env.server";
import { Mailer } from "./mail.server";
import { isCommonPassword } from "~/domain/auth-schemas";
import { createAuth, ensureAdmin, type AdminAccountResult, type Auth } from "./auth.server";
import { seed } from "./seed.server";
import type { GateConfig } from "./gate.server";
import { watchCatalogue, type CatalogueWatch } from "./catalogue-cache.server";

export interface Services {
  env: Env;
  database: Database;
  db: Db;
  mailer: Mailer;
  auth: Auth;
  gate: GateConfig;
  /** The process-wide catalogue cache and its invalidation (ADR 040). */
  catalogue: CatalogueWatch;
  /** What start-up did with ADMIN_EMAIL/ADMIN_PASSWORD (null: not configured). */
  /** `commonPassword`: ADMIN_PASSWORD is on the common-passwords list (allowed: the owner's choice; the log warns). */
  admin: { email: string; account: AdminAccountResult; commonPassword?: boolean } | null;
}

interface RuntimeState {
  services?: Services;
  starting?: Promise<Services>;
}

const state: RuntimeState = ((globalThis as Record<string, unknown>).__stillaRuntime ??= {}) as RuntimeState;

export function isReady(): boolean {
  return state.services !== undefined;
}

export function services(): Services {
  if (!state.services) throw new Error("Stilla services are not started yet");
  return state.services;
}

/**
 * Everything a start writes: migrations, the seed and the admin account from ADMIN_EMAIL/ADMIN_PASSWORD. Serialised
 * across processes that start at the same moment (`withStartLock`), and each step idempotent, so every process
 * starts, whichever goes first (docs/deploy.md: processes may start together).
 */
export async function prepareDatabase(
  database: Database,
  opts: { auth: Auth; adminEmail?: string | null; adminPassword?: string | null },
): Promise<Services["admin"]> {
  return withStartLock(database, async () => {
    await migrateDatabase(database);
    await seed(database.db);
    if (!opts.adminEmail || !opts.adminPassword) return null;
    return {
      email: opts.adminEmail,
      account: await ensureAdmin(opts.auth, database.db, opts.adminEmail, opts.adminPassword),
      commonPassword: isCommonPassword(opts.adminPassword),
    };
  });
}

export async function createServices(env: Env, database: Database): Promise<Services> {
  const mailer = new Mailer(database.db, { smtpUrl: env.smtpUrl, from: env.mailFrom });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: env.authSecret,
    publicUrl: env.publicUrl,
    port: env.port,
    rateLimitScale: env.rateLimitScale,
  });
  const admin = await prepareDatabase(database, { auth, adminEmail: env.adminEmail, adminPassword: env.adminPassword });
  await mailer.resumePending();
  // STILLA_CATALOGUE_CACHE=0 turns the cache off (every read goes to the database): for A/B measurements.
  const catalogue: CatalogueWatch =
    process.env.STILLA_CATALOGUE_CACHE === "0" ? { live: false, stop: async () => {} } : await watchCatalogue(database);
  return {
    env,
    database,
    db: database.db,
    mailer,
    auth,
    gate: { password: env.sitePassword, secret: env.authSecret, secure: env.publicUrl.startsWith("https://") },
    admin,
    catalogue,
  };
}

/** The admin area's entry page: the overview. */
export const ADMIN_HOME = "/admin";

/** The start log's lines about the admin account: what happened to it and where the admin pages are. */
export function adminStartLines(admin: Services["admin"], publicUrl: string): string[] {
  const where = `${publicUrl}${ADMIN_HOME}`;
  if (!admin) {
    return [
      "Admin account: none configured. To get one, set ADMIN_EMAIL and ADMIN_PASSWORD (at least 8 characters)",
      `  and restart; the account is then created, and the admin pages open at ${where}.`,
    ];
  }
  if (admin.account === "refused") {
    // ADR 024: an account anyone could have signed up is never made admin by ADMIN_EMAIL.
    return [
      `Admin account: NOT granted. ${admin.email} is a customer account signed up on the site, and its address is not verified:`,
      "  anyone can sign up with any address, so it was left a customer and no admin account exists now.",
      `  If the mailbox is yours: ask for a new password at ${publicUrl}/auth/glomt-losenord, open the link it mails you`,
      "  (that verifies the address and signs every other device out), then restart. Or set another ADMIN_EMAIL.",
    ];
  }
  const what =
    admin.account === "created"
      ? `created for ${admin.email}`
      : admin.account === "updated"
        ? `${admin.email} exists: made admin, password set from ADMIN_PASSWORD, every session of it ended`
        : `${admin.email} is admin, password as ADMIN_PASSWORD`;
  const lines = [`Admin account: ${what}. Sign in at ${publicUrl}/auth; admin pages at ${where}.`];
  if (admin.commonPassword) {
    lines.push("  Warning: ADMIN_PASSWORD is one of the most common passwords; customers may not choose it. Choose another and restart.");
  }
  return lines;
}

export function bootstrap(env: Env = parseEnv()): Promise<Services> {
  state.starting ??= (async () => {
    try {
      const database = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
      try {
        state.services = await createServices(env, database);
        return state.services;
      } catch (err) {
        await database.close().catch(() => {});
        throw err;
      }
    } catch (err) {
      state.starting = undefined; // a failed start may be tried again (PostgreSQL down at boot)
      throw err;
    }
  })();
  return state.starting;
}

export async function shutdown(): Promise<void> {
  const s = state.services;
  state.services = undefined;
  state.starting = undefined;
  if (!s) return;
  await s.mailer.stop();
  await Promise.race([s.mailer.flush(), new Promise((r) => setTimeout(r, 3_000))]);
  await s.catalogue.stop();
  await s.database.close();
}
