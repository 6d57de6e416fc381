import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, desc, eq, like } from "drizzle-orm";
import * as sv from "~/content/sv";
import { openPostgres, type Database } from "./db.server";
import { createAuth, endSessions, ensureAdmin, hasSessionCookie, sessionUser, type Auth } from "./auth.server";
import { signIn, signUp } from "./auth-flows.server";
import { Mailer } from "./mail.server";
import type { Services } from "./runtime.server";
import { outbox, profile, session, user, verification } from "./schema";
import { createTestDatabase, TEST_DB_KIND, useSeededDatabase } from "./test-db";

const PUBLIC_URL = "http://localhost:3999";

function post(auth: Auth, path: string, body: unknown, ip = "10.0.0.1", cookie?: string) {
  return auth.handler(
    new Request(`${PUBLIC_URL}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
  );
}

const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

describe(`accounts (${TEST_DB_KIND})`, () => {
  let database: Database;
  let auth: Auth;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
    const mailer = new Mailer(database.db, { from: "hej@stilla.se" });
    auth = createAuth({ db: database.db, mailer, secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3999 });
  });

  it("signs up with a full name kept as the profile's full_name, and signs in", async () => {
    const res = await post(auth, "/sign-up/email", { name: "Åsa Öberg", email: "asa@example.se", password: "hemligt" });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("stilla.session_token="))).toBe(true);
    const [u] = await database.db.select().from(user).where(eq(user.email, "asa@example.se"));
    const [p] = await database.db.select().from(profile).where(eq(profile.userId, u!.id));
    expect(p!.fullName).toBe("Åsa Öberg");
    expect(u!.role).toBe("user");

    expect((await post(auth, "/sign-in/email", { email: "asa@example.se", password: "hemligt" })).status).toBe(200);
    expect((await post(auth, "/sign-in/email", { email: "asa@example.se", password: "fel-lösen" })).status).toBe(401);
  });

  it("finds the session cookie a sign-in sets, on http and https, and nothing in other cookies", async () => {
    const res = await post(auth, "/sign-in/email", { email: "asa@example.se", password: "hemligt" }, "10.0.0.9");
    const cookie = sessionCookie(res);
    const headers = (value: string) => new Headers({ cookie: value });
    expect(hasSessionCookie(headers(cookie))).toBe(true);
    expect((await auth.api.getSession({ headers: headers(cookie) }))?.user.email).toBe("asa@example.se");
    expect(hasSessionCookie(headers(`stilla_cart=abc; ${cookie.replace("stilla.", "__Secure-stilla.")}`))).toBe(true);
    expect(hasSessionCookie(new Headers())).toBe(false);
    expect(hasSessionCookie(headers("stilla_cart=abc; stilla_consent=all"))).toBe(false);
    expect(hasSessionCookie(headers("xstilla.session_token=abc; stilla.session_token="))).toBe(false);
  });

  it("refuses a second account for the same address and a password under 6 characters", async () => {
    const dup = await post(auth, "/sign-up/email", { name: "X", email: "asa@example.se", password: "hemligt" }, "10.0.0.2");
    expect(dup.status).toBe(422);
    expect(((await dup.json()) as { code: string }).code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    const short = await post(auth, "/sign-up/email", { name: "X", email: "kort@example.se", password: "12345" }, "10.0.0.2");
    expect(short.status).toBe(400);
  });

  it("rate-limits sign-in attempts per address", async () => {
    const statuses: number[] = [];
    // A different account each time, so that only the address's limit counts (not the account's, issue #32).
    for (let i = 0; i < 12; i++) {
      statuses.push((await post(auth, "/sign-in/email", { email: `saknas-${i}@example.se`, password: "fel" }, "10.9.9.9")).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await post(auth, "/sign-in/email", { email: "asa@example.se", password: "fel" }, "10.9.9.9");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // another address is not affected
    expect((await post(auth, "/sign-in/email", { email: "asa@example.se", password: "hemligt" }, "10.9.9.10")).status).toBe(200);
  });

  it("sends a password-reset link through the outbox, and the link sets a new password", async () => {
    const res = await post(auth, "/request-password-reset", { email: "asa@example.se", redirectTo: "/auth/nytt-losenord" }, "10.0.0.3");
    expect(res.status).toBe(200);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "asa@example.se")).orderBy(desc(outbox.id));
    expect(mail!.kind).toBe("password_reset");
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    const follow = await auth.handler(new Request(link));
    expect(follow.status).toBe(302);
    const token = new URL(follow.headers.get("location")!, PUBLIC_URL).searchParams.get("token")!;
    expect(token).toBeTruthy();
    expect((await post(auth, "/reset-password", { token, newPassword: "nytt-lösen" }, "10.0.0.3")).status).toBe(200);
    expect((await post(auth, "/sign-in/email", { email: "asa@example.se", password: "nytt-lösen" }, "10.0.0.4")).status).toBe(200);
    expect((await post(auth, "/sign-in/email", { email: "asa@example.se", password: "hemligt" }, "10.0.0.4")).status).toBe(401);
  });

  it("ensureAdmin creates the admin account, and later makes it admin and resets its password", async () => {
    expect(await ensureAdmin(auth, database.db, "admin@stilla.se", "admin-lösen-1")).toBe("created");
    let [a] = await database.db.select().from(user).where(eq(user.email, "admin@stilla.se"));
    expect(a!.role).toBe("admin");
    expect(a!.emailVerified).toBe(true);
    // Nothing to change: nothing written (a restart keeps the owner signed in).
    expect(await ensureAdmin(auth, database.db, "admin@stilla.se", "admin-lösen-1")).toBe("unchanged");
    await database.db.update(user).set({ role: "user" }).where(eq(user.id, a!.id));
    expect(await ensureAdmin(auth, database.db, "admin@stilla.se", "admin-lösen-2")).toBe("updated");
    [a] = await database.db.select().from(user).where(eq(user.email, "admin@stilla.se"));
    expect(a!.role).toBe("admin");
    expect((await post(auth, "/sign-in/email", { email: "admin@stilla.se", password: "admin-lösen-2" }, "10.0.0.5")).status).toBe(200);
    expect((await post(auth, "/sign-in/email", { email: "admin@stilla.se", password: "admin-lösen-1" }, "10.0.0.5")).status).toBe(401);
  });

  it("ensureAdmin never makes an unverified customer account admin: the sign-up attack (issue #32)", async () => {
    // The attacker signs up with the address the owner later puts in ADMIN_EMAIL, and keeps the cookie.
    const signedUp = await post(auth, "/sign-up/email", { name: "Mallory", email: "agare@stilla.se", password: "angriparen-1" }, "10.0.3.1");
    expect(signedUp.status).toBe(200);
    const cookie = sessionCookie(signedUp);
    expect(await ensureAdmin(auth, database.db, "Agare@Stilla.se", "ägarens-lösen-1")).toBe("refused");
    const [u] = await database.db.select().from(user).where(eq(user.email, "agare@stilla.se"));
    expect(u!.role).toBe("user");
    // Nothing changed: the attacker's password still works, and their cookie opens only a customer's pages.
    expect((await sessionUser(auth, new Headers({ cookie })))?.role).toBe("user");
    expect((await post(auth, "/sign-in/email", { email: "agare@stilla.se", password: "ägarens-lösen-1" }, "10.0.3.2")).status).toBe(401);
    expect(await ensureAdmin(auth, database.db, "agare@stilla.se", "ägarens-lösen-1")).toBe("refused");

    // The owner proves the mailbox: a reset link reaches it. The address is then verified, and the next start
    // makes the account admin; the attacker's sessions have ended (the reset ended them, the start would too).
    await post(auth, "/request-password-reset", { email: "agare@stilla.se", redirectTo: "/auth/nytt-losenord" }, "10.0.3.3");
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "agare@stilla.se")).orderBy(desc(outbox.id));
    const follow = await auth.handler(new Request(mail!.text.match(/https?:\/\/\S+/)![0]));
    const token = new URL(follow.headers.get("location")!, PUBLIC_URL).searchParams.get("token")!;
    expect((await post(auth, "/reset-password", { token, newPassword: "ägarens-eget-1" }, "10.0.3.3")).status).toBe(200);
    expect((await database.db.select().from(user).where(eq(user.id, u!.id)))[0]!.emailVerified).toBe(true);
    expect(await ensureAdmin(auth, database.db, "agare@stilla.se", "ägarens-lösen-1")).toBe("updated");
    expect((await database.db.select().from(user).where(eq(user.id, u!.id)))[0]!.role).toBe("admin");
    expect(await sessionUser(auth, new Headers({ cookie }))).toBeNull();
  });

  it("ensureAdmin ends every session of the account when it sets the admin role or the password (issue #32)", async () => {
    expect(await ensureAdmin(auth, database.db, "chef@stilla.se", "chefens-lösen-1")).toBe("created");
    const [a] = await database.db.select().from(user).where(eq(user.email, "chef@stilla.se"));
    // The server's own sign-up leaves no session behind.
    expect(await database.db.select().from(session).where(eq(session.userId, a!.id))).toHaveLength(0);
    const signedIn = await post(auth, "/sign-in/email", { email: "chef@stilla.se", password: "chefens-lösen-1" }, "10.0.3.4");
    const cookie = sessionCookie(signedIn);
    expect((await sessionUser(auth, new Headers({ cookie })))?.role).toBe("admin");

    // A restart with the same settings keeps the session.
    expect(await ensureAdmin(auth, database.db, "chef@stilla.se", "chefens-lösen-1")).toBe("unchanged");
    expect((await sessionUser(auth, new Headers({ cookie })))?.role).toBe("admin");
    // ADMIN_PASSWORD rotated: every session ends, with every reset link.
    await post(auth, "/request-password-reset", { email: "chef@stilla.se", redirectTo: "/auth/nytt-losenord" }, "10.0.3.4");
    expect(await ensureAdmin(auth, database.db, "chef@stilla.se", "chefens-lösen-2")).toBe("updated");
    expect(await sessionUser(auth, new Headers({ cookie }))).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.userId, a!.id))).toHaveLength(0);
    expect(await database.db.select().from(verification).where(eq(verification.value, a!.id))).toHaveLength(0);

    // An admin from before the rule (address unverified, made admin by the old start): verified once, sessions ended.
    const again = sessionCookie(await post(auth, "/sign-in/email", { email: "chef@stilla.se", password: "chefens-lösen-2" }, "10.0.3.5"));
    await database.db.update(user).set({ emailVerified: false }).where(eq(user.id, a!.id));
    expect(await ensureAdmin(auth, database.db, "chef@stilla.se", "chefens-lösen-2")).toBe("updated");
    expect(await sessionUser(auth, new Headers({ cookie: again }))).toBeNull();
    expect(await ensureAdmin(auth, database.db, "chef@stilla.se", "chefens-lösen-2")).toBe("unchanged");
  });

  it("a new reset link, a reset and a password change end every earlier reset link (issue #32)", async () => {
    const email = "lankar@example.se";
    const signedUp = await post(auth, "/sign-up/email", { name: "Länk", email, password: "lankarnas-1" }, "10.0.4.1");
    const cookie = sessionCookie(signedUp);
    const linkToken = async () => {
      expect((await post(auth, "/request-password-reset", { email, redirectTo: "/auth/nytt-losenord" }, "10.0.4.2")).status).toBe(200);
      const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id));
      const follow = await auth.handler(new Request(mail!.text.match(/https?:\/\/\S+/)![0]));
      return new URL(follow.headers.get("location")!, PUBLIC_URL).searchParams.get("token")!;
    };
    const first = await linkToken();
    const second = await linkToken();
    expect(second).not.toBe(first);
    expect((await post(auth, "/reset-password", { token: first, newPassword: "forsta-lanken" }, "10.0.4.3")).status).toBe(400);

    expect((await post(auth, "/reset-password", { token: second, newPassword: "andra-lanken" }, "10.0.4.3")).status).toBe(200);
    expect((await post(auth, "/reset-password", { token: second, newPassword: "andra-igen" }, "10.0.4.3")).status).toBe(400);

    const fourth = await linkToken();
    const fresh = sessionCookie(await post(auth, "/sign-in/email", { email, password: "andra-lanken" }, "10.0.4.4"));
    expect(cookie).not.toBe(fresh);
    expect((await post(auth, "/change-password", { currentPassword: "andra-lanken", newPassword: "eget-bytt-1" }, "10.0.4.4", fresh)).status).toBe(200);
    expect((await post(auth, "/reset-password", { token: fourth, newPassword: "fjarde-lanken" }, "10.0.4.3")).status).toBe(400);
    expect((await post(auth, "/sign-in/email", { email, password: "eget-bytt-1" }, "10.0.4.5")).status).toBe(200);
    const [u] = await database.db.select().from(user).where(eq(user.email, email));
    expect(await database.db.select().from(verification).where(and(eq(verification.value, u!.id), like(verification.identifier, "reset-password:%")))).toHaveLength(0);
  });

  it("holds every API input to the shop's limits: 400 with the Swedish message (ADR 032)", async () => {
    const ip = "10.0.1.1";
    const long = await post(auth, "/sign-up/email", { name: "x".repeat(200_000), email: "lang@example.se", password: "te-och-ro" }, ip);
    expect(long.status).toBe(400);
    expect(((await long.json()) as { message: string }).message).toBe("Namnet får vara högst 100 tecken");
    const longEmail = await post(auth, "/sign-up/email", { name: "X", email: `${"a".repeat(251)}@b.se`, password: "te-och-ro" }, ip);
    expect(longEmail.status).toBe(400);
    const common = await post(auth, "/sign-up/email", { name: "X", email: "vanlig@example.se", password: "123456" }, ip);
    expect(common.status).toBe(400);
    expect(((await common.json()) as { message: string }).message).toBe("Lösenordet är för vanligt och lätt att gissa. Välj ett annat.");
    expect(await database.db.select().from(user).where(eq(user.email, "vanlig@example.se"))).toHaveLength(0);

    const ok = await post(auth, "/sign-up/email", { name: "Kort Namn", email: "kort-namn@example.se", password: "te-och-ro" }, ip);
    expect(ok.status).toBe(200);
    const cookie = sessionCookie(ok);
    const rename = await post(auth, "/update-user", { name: "y".repeat(200_000) }, ip, cookie);
    expect(rename.status).toBe(400);
    const [u] = await database.db.select().from(user).where(eq(user.email, "kort-namn@example.se"));
    expect(u!.name).toBe("Kort Namn");
    expect((await post(auth, "/update-user", { name: "Nytt Namn" }, ip, cookie)).status).toBe(200);
    const change = await post(auth, "/change-password", { currentPassword: "te-och-ro", newPassword: "password1" }, ip, cookie);
    expect(change.status).toBe(400);
    expect(((await change.json()) as { message: string }).message).toBe("Lösenordet är för vanligt och lätt att gissa. Välj ett annat.");
  });

  it("answers who is signed in as Better Auth's getSession does (issue #17)", async () => {
    const res = await post(auth, "/sign-in/email", { email: "asa@example.se", password: "nytt-lösen" }, "10.0.0.12");
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    const headers = (value: string) => new Headers({ cookie: value });
    const both = async (value: string) => {
      const viaBetterAuth = await auth.api.getSession({ headers: headers(value) });
      const quick = await sessionUser(auth, headers(value));
      return { quick, viaBetterAuth: viaBetterAuth?.user ? { id: viaBetterAuth.user.id, name: viaBetterAuth.user.name, email: viaBetterAuth.user.email, role: viaBetterAuth.user.role ?? null } : null };
    };
    const token = decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;
    const [u] = await database.db.select().from(user).where(eq(user.email, "asa@example.se"));
    const expected = { id: u!.id, name: u!.name, email: "asa@example.se", role: "user" };

    // A live session, beside other cookies: the same user; no cookie, a forged or broken signature: null.
    expect(await both(`stilla_cart=abc; ${cookie}; stilla_consent=all`)).toEqual({ quick: expected, viaBetterAuth: expected });
    expect(await sessionUser(auth, new Headers())).toBeNull();
    // One bit of the signature's first byte flipped (its last base64 character can carry padding bits that decode alike).
    const [cookieName, cookieValue] = cookie.split("=") as [string, string];
    const [signedToken, signature] = decodeURIComponent(cookieValue).split(".") as [string, string];
    const flipped = Buffer.from(signature, "base64");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const forged = `${cookieName}=${encodeURIComponent(`${signedToken}.${flipped.toString("base64")}`)}`;
    expect(forged).not.toBe(cookie);
    expect(await both(forged)).toEqual({ quick: null, viaBetterAuth: null });
    expect(await both(`stilla.session_token=${token}`)).toEqual({ quick: null, viaBetterAuth: null });

    // Due to be extended (updateAge, a day): Better Auth answers and moves the expiry, as before.
    const soon = new Date(Date.now() + 10 * 24 * 3600 * 1000);
    await database.db.update(session).set({ expiresAt: soon }).where(eq(session.token, token));
    expect(await sessionUser(auth, headers(cookie))).toEqual(expected);
    const [extended] = await database.db.select().from(session).where(eq(session.token, token));
    expect(extended!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 19 * 24 * 3600 * 1000);

    // A name and role change shows on the next request.
    await database.db.update(user).set({ name: "Åsa Ö. Berg", role: "admin" }).where(eq(user.id, u!.id));
    expect(await sessionUser(auth, headers(cookie))).toEqual({ ...expected, name: "Åsa Ö. Berg", role: "admin" });
    await database.db.update(user).set({ name: u!.name, role: "user" }).where(eq(user.id, u!.id));

    // Expired: null, and Better Auth deletes the session as before.
    await database.db.update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, token));
    expect(await sessionUser(auth, headers(cookie))).toBeNull();
    expect(await database.db.select().from(session).where(eq(session.token, token))).toEqual([]);

    // Signed out (the row gone): null.
    const again = sessionCookie(await post(auth, "/sign-in/email", { email: "asa@example.se", password: "nytt-lösen" }, "10.0.0.13"));
    expect(await sessionUser(auth, headers(again))).toEqual(expected);
    await post(auth, "/sign-out", {}, "10.0.0.13", again);
    expect(await both(again)).toEqual({ quick: null, viaBetterAuth: null });
  });

  it("asks Better Auth's getSession for every request with a session cookie, and nothing without one (issue #33)", async () => {
    const cookie = sessionCookie(await post(auth, "/sign-in/email", { email: "asa@example.se", password: "nytt-lösen" }, "10.0.0.14"));
    // A spy that calls through: the real getSession answers, the test only counts the calls.
    const getSession = vi.spyOn(auth.api, "getSession");
    try {
      expect(await sessionUser(auth, new Headers({ cookie: "stilla_cart=abc; stilla_consent=all" }))).toBeNull();
      expect(getSession).not.toHaveBeenCalled();
      expect((await sessionUser(auth, new Headers({ cookie })))?.email).toBe("asa@example.se");
      expect((await sessionUser(auth, new Headers({ cookie })))?.email).toBe("asa@example.se");
      expect(getSession).toHaveBeenCalledTimes(2);
    } finally {
      getSession.mockRestore();
    }
  });

  it("a session ended on the server opens nothing on the next request, with every cookie the sign-in set (ADR 003)", async () => {
    const signedIn = await post(auth, "/sign-in/email", { email: "asa@example.se", password: "nytt-lösen" }, "10.0.0.15");
    // Every cookie the browser was given, as it would send them back (a cookie cache's copy of the session included).
    const cookie = sessionCookie(signedIn);
    const [u] = await database.db.select().from(user).where(eq(user.email, "asa@example.se"));
    expect((await sessionUser(auth, new Headers({ cookie })))?.id).toBe(u!.id);
    await endSessions(database.db, u!.id);
    expect(await sessionUser(auth, new Headers({ cookie }))).toBeNull();
  });

  it("refuses a common password on reset", async () => {
    await post(auth, "/request-password-reset", { email: "kort-namn@example.se", redirectTo: "/auth/nytt-losenord" }, "10.0.1.2");
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, "kort-namn@example.se")).orderBy(desc(outbox.id));
    const follow = await auth.handler(new Request(mail!.text.match(/https?:\/\/\S+/)![0]));
    const token = new URL(follow.headers.get("location")!, PUBLIC_URL).searchParams.get("token")!;
    const res = await post(auth, "/reset-password", { token, newPassword: "qwerty123" }, "10.0.1.2");
    expect(res.status).toBe(400);
    expect((await post(auth, "/reset-password", { token, newPassword: "kamomill-och-ro" }, "10.0.1.2")).status).toBe(200);
  });
});

describe(`Better Auth's rate-limit windows end on time (${TEST_DB_KIND})`, () => {
  let database: Database;
  let auth: Auth;
  let clock = 1_000_000;
  useSeededDatabase({ seed: false }, (seeded) => {
    database = seeded.database;
    const mailer = new Mailer(database.db, { from: "hej@stilla.se" });
    auth = createAuth({ db: database.db, mailer, secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3999, now: () => clock });
  });

  it("a steady stream of sign-ups from one address gets 10 a minute, every minute", async () => {
    const ip = "10.7.7.7";
    let n = 0;
    const signUp = () => post(auth, "/sign-up/email", { name: "N", email: `steady${n++}@example.se`, password: "te-och-ro" }, ip);
    // 9 sign-ups spread over the first minute: under the limit, each one after the other.
    for (let i = 0; i < 9; i++) {
      expect((await signUp()).status).toBe(200);
      clock += 6_000;
    }
    // 54 s in: the 10th is allowed, the 11th refused until the window (started at the first) ends.
    expect((await signUp()).status).toBe(200);
    const refused = await signUp();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBe(6);
    // A whole minute after the first sign-up the allowance is back, although sign-ups never paused a minute.
    clock += 6_000;
    expect((await signUp()).status).toBe(200);
  });
});

describe(`a per-account sign-in limit that does not lock the owner out (issue #32, ${TEST_DB_KIND})`, () => {
  let database: Database;
  let auth: Auth;
  let clock = 5_000_000;
  beforeAll(async () => {
    database = await createTestDatabase();
    const mailer = new Mailer(database.db, { from: "hej@stilla.se" });
    auth = createAuth({ db: database.db, mailer, secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3999, now: () => clock });
  });
  afterAll(async () => database.close());

  const deviceCookie = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!)
      .filter((c) => c.startsWith("stilla_device="))
      .join("; ");

  it("36 wrong passwords from 4 addresses: the right one is refused on a new device, accepted on the owner's", async () => {
    const email = "agarinna@example.se";
    const signedUp = await post(auth, "/sign-up/email", { name: "Ägarinna", email, password: "ratt-losen-1" }, "10.8.0.1");
    expect(signedUp.status).toBe(200);
    const owners = deviceCookie(signedUp);
    expect(owners).toMatch(/^stilla_device=[\w-]{22}$/);

    const statuses: number[] = [];
    for (let i = 0; i < 36; i++) {
      statuses.push((await post(auth, "/sign-in/email", { email, password: `gissning-${i}` }, `10.8.1.${i % 4}`)).status);
    }
    // Ten wrong passwords, then the account is closed to devices it does not know; no address hit its own limit.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);

    const stranger = await post(auth, "/sign-in/email", { email, password: "ratt-losen-1" }, "10.8.2.1");
    expect(stranger.status).toBe(429);
    const retryAfter = Number(stranger.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await stranger.json()) as { message: string }).message).toBe(sv.auth.accountLimited(Math.ceil(retryAfter / 60)));
    // A forged device cookie does not help.
    expect((await post(auth, "/sign-in/email", { email, password: "ratt-losen-1" }, "10.8.2.1", "stilla_device=AAAAAAAAAAAAAAAAAAAAAA")).status).toBe(429);

    // The owner's browser (it signed up here) signs in, from any address.
    const owner = await post(auth, "/sign-in/email", { email, password: "ratt-losen-1" }, "10.8.2.2", owners);
    expect(owner.status).toBe(200);
    // Through the /auth form: the Swedish message and Retry-After.
    const services = { auth, env: { publicUrl: PUBLIC_URL } } as unknown as Services;
    const viaForm = await signIn(services, new Request(`${PUBLIC_URL}/auth`, { method: "POST" }), "10.8.2.3", email, "ratt-losen-1");
    expect(viaForm).toMatchObject({ ok: false, status: 429, message: sv.auth.accountLimited(Math.ceil(retryAfter / 60)) });
    expect(viaForm.ok === false && viaForm.retryAfterSeconds).toBeGreaterThan(0);

    // When the window has ended, any device may try again.
    clock += 15 * 60_000;
    expect((await post(auth, "/sign-in/email", { email, password: "ratt-losen-1" }, "10.8.2.4")).status).toBe(200);
  });
});

describe("sign-up and sign-in during a database outage answer 503 with Retry-After (issue #32)", () => {
  let database: Database;
  let auth: Auth;
  beforeAll(async () => {
    // A real PostgreSQL client against a port where no server listens: every statement fails with ECONNREFUSED.
    database = await openPostgres("postgres://postgres@127.0.0.1:1/stilla_down");
    const mailer = new Mailer(database.db, { from: "hej@stilla.se" });
    auth = createAuth({ db: database.db, mailer, secret: "s".repeat(40), publicUrl: PUBLIC_URL, port: 3999 });
  });
  afterAll(async () => database.close());

  it("through /api/auth and through the /auth form's flows", async () => {
    for (const [path, body] of [
      ["/sign-up/email", { name: "N", email: "nere@example.se", password: "te-och-ro" }],
      ["/sign-in/email", { email: "nere@example.se", password: "te-och-ro" }],
    ] as const) {
      const res = await post(auth, path, body, "10.6.0.1");
      expect(res.status, path).toBe(503);
      expect(res.headers.get("retry-after"), path).toBe("5");
      expect(((await res.json()) as { message: string }).message).toBe(sv.auth.unavailable);
    }
    const services = { auth, env: { publicUrl: PUBLIC_URL } } as unknown as Services;
    const form = new Request(`${PUBLIC_URL}/auth`, { method: "POST" });
    const down = { ok: false, status: 503, message: sv.auth.unavailable, retryAfterSeconds: 5 };
    expect(await signIn(services, form, "10.6.0.2", "nere@example.se", "te-och-ro")).toEqual(down);
    expect(await signUp(services, form, "10.6.0.2", { fullName: "N", email: "nere@example.se", password: "te-och-ro" })).toEqual(down);
  });
});
