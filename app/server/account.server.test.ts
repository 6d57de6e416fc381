import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { accountCopy } from "~/content/account";
import { AccountAddressSchema } from "~/domain/account-schemas";
import type { Database } from "./db.server";
import { createAuth, type Auth } from "./auth.server";
import { changeEmail, changePassword } from "./auth-flows.server";
import { checkoutDefaults, eraseOwnAccount, ERASE_RATE, exportOwnData, newsletterState, saveAddress, savedAddress, saveName, setNewsletter } from "./account.server";
import { Mailer } from "./mail.server";
import { applyDeskAction } from "./orders.server";
import type { Services } from "./runtime.server";
import { auditLog, order, outbox, profile, session, user } from "./schema";
import { placedOrder } from "./test-factories";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";

const PUBLIC_URL = "http://localhost:3997";
const SECRET = "k".repeat(40);

describe(`Mitt konto: address, name, password, e-mail, newsletter, export and self-erasure (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let auth: Auth;
  let mailer: Mailer;
  let services: Services;
  let n = 0;

  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
    mailer = new Mailer(db, { from: "hej@stilla.se" });
    auth = createAuth({ db, mailer, secret: SECRET, publicUrl: PUBLIC_URL, port: 3997 });
    // Only what the auth flows read.
    services = { auth, env: { publicUrl: PUBLIC_URL } } as unknown as Services;
  });

  /** A customer signed up through Better Auth; `cookie` is the session's Cookie header. */
  async function customer(name = "Sigrid Ek", password = "hemligt1") {
    n += 1;
    const email = `konto-${n}-${Date.now().toString(36)}@example.se`;
    const res = await auth.handler(
      new Request(`${PUBLIC_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": `10.2.0.${n}` },
        body: JSON.stringify({ name, email, password }),
      }),
    );
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const [u] = await db.select().from(user).where(eq(user.email, email));
    return { id: u!.id, email, name, password, cookie };
  }

  const requestWith = (cookie: string) => new Request(`${PUBLIC_URL}/konto`, { method: "POST", headers: { cookie } });

  async function signInStatus(email: string, password: string) {
    const res = await auth.handler(
      new Request(`${PUBLIC_URL}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": "10.2.9.9" },
        body: JSON.stringify({ email, password }),
      }),
    );
    return res.status;
  }

  describe("saved address", () => {
    it("is saved normalised, loaded, used for the checkout's defaults and removed", async () => {
      const c = await customer();
      expect(await savedAddress(db, c.id)).toBeNull();
      expect(checkoutDefaults({ name: c.name, email: c.email }, null)).toEqual({ name: c.name, email: c.email });

      const parsed = AccountAddressSchema.parse({ name: " Sigrid Ek ", address: "Hornsgatan 12", postalCode: "11455", city: "Stockholm" });
      await saveAddress(db, { id: c.id, name: c.name }, parsed);
      const saved = await savedAddress(db, c.id);
      expect(saved).toEqual({ name: "Sigrid Ek", address: "Hornsgatan 12", postalCode: "114 55", city: "Stockholm", phone: null });
      expect(checkoutDefaults({ name: c.name, email: c.email }, saved)).toEqual({
        name: "Sigrid Ek",
        email: c.email,
        address: "Hornsgatan 12",
        postalCode: "114 55",
        city: "Stockholm",
      });

      await saveAddress(db, { id: c.id, name: c.name }, null);
      expect(await savedAddress(db, c.id)).toBeNull();
      // The profile (and its full name) stays.
      const [p] = await db.select().from(profile).where(eq(profile.userId, c.id));
      expect(p?.fullName).toBe(c.name);
    });

    it("refuses what the checkout refuses", () => {
      expect(AccountAddressSchema.safeParse({ name: "S", address: "Hg", postalCode: "1145", city: "S1" }).success).toBe(false);
    });
  });

  it("a new name reaches the account and the profile", async () => {
    const c = await customer();
    await saveName(db, c.id, "Sigrid Ekström", new Date());
    const [u] = await db.select().from(user).where(eq(user.id, c.id));
    const [p] = await db.select().from(profile).where(eq(profile.userId, c.id));
    expect([u?.name, p?.fullName]).toEqual(["Sigrid Ekström", "Sigrid Ekström"]);
  });

  describe("password", () => {
    it("needs the current password; the new one signs in, the old does not, other sessions are signed out", async () => {
      const c = await customer();
      // A second device.
      expect(await signInStatus(c.email, c.password)).toBe(200);
      expect(await db.select().from(session).where(eq(session.userId, c.id))).toHaveLength(2);

      const wrong = await changePassword(services, requestWith(c.cookie), "10.2.1.1", { currentPassword: "fel-fel-fel", newPassword: "nytt-losen-42" });
      expect(wrong).toMatchObject({ ok: false, message: accountCopy.password.wrong });

      const common = await changePassword(services, requestWith(c.cookie), "10.2.1.1", { currentPassword: c.password, newPassword: "password1" });
      expect(common.ok).toBe(false);

      const ok = await changePassword(services, requestWith(c.cookie), "10.2.1.1", { currentPassword: c.password, newPassword: "nytt-losen-42" });
      expect(ok.ok).toBe(true);
      if (ok.ok) expect(ok.headers.getSetCookie().some((h) => h.includes("session_token"))).toBe(true);
      expect(await db.select().from(session).where(eq(session.userId, c.id))).toHaveLength(1);
      expect(await signInStatus(c.email, c.password)).toBe(401);
      expect(await signInStatus(c.email, "nytt-losen-42")).toBe(200);
    });
  });

  describe("e-mail", () => {
    it("mails a link to the new address and tells the old; the link changes the address", async () => {
      const c = await customer();
      const next = `ny-${n}-${Date.now().toString(36)}@example.se`;
      const r = await changeEmail(services, requestWith(c.cookie), "10.2.2.1", { newEmail: next, currentPassword: c.password });
      expect(r.ok).toBe(true);
      // Unchanged until the link is opened.
      expect((await db.select().from(user).where(eq(user.id, c.id)))[0]?.email).toBe(c.email);

      const [link] = await db.select().from(outbox).where(and(eq(outbox.to, next), eq(outbox.kind, "email_change")));
      const [notice] = await db.select().from(outbox).where(and(eq(outbox.to, c.email), eq(outbox.kind, "email_change_notice")));
      expect(link?.subject).toMatch(/Bekräfta din nya e-postadress/);
      expect(notice?.text).toContain(next);
      const url = /https?:\/\/\S+verify-email\S+/.exec(link!.text)![0];
      const opened = await auth.handler(new Request(url, { headers: { cookie: c.cookie } }));
      expect(opened.status).toBe(302);
      expect(opened.headers.get("location")).toBe("/konto?epost=bytt");
      expect((await db.select().from(user).where(eq(user.id, c.id)))[0]?.email).toBe(next);

      // The link holds once: a second opening comes back with an error.
      const again = await auth.handler(new Request(url));
      expect(again.headers.get("location")).toMatch(/^\/konto\?epost=bytt&error=/);
    });

    it("an address another account has answers the same and mails no one", async () => {
      const a = await customer();
      const b = await customer();
      const before = await db.select().from(outbox).where(eq(outbox.to, b.email));
      expect((await changeEmail(services, requestWith(a.cookie), "10.2.2.2", { newEmail: b.email, currentPassword: a.password })).ok).toBe(true);
      expect(await db.select().from(outbox).where(eq(outbox.to, b.email))).toHaveLength(before.length);
      expect(await db.select().from(outbox).where(and(eq(outbox.to, a.email), eq(outbox.kind, "email_change_notice")))).toHaveLength(0);
    });
  });

  describe("e-mail change needs the current password and signs the other devices out (issue #32)", () => {
    it("a wrong or missing password changes nothing and mails no one; the right one ends every other session", async () => {
      const c = await customer();
      // Two more devices signed in.
      expect(await signInStatus(c.email, c.password)).toBe(200);
      expect(await signInStatus(c.email, c.password)).toBe(200);
      expect(await db.select().from(session).where(eq(session.userId, c.id))).toHaveLength(3);
      const next = `stold-${n}-${Date.now().toString(36)}@example.se`;

      const wrong = await changeEmail(services, requestWith(c.cookie), "10.2.2.3", { newEmail: next, currentPassword: "fel-fel-fel" });
      expect(wrong).toMatchObject({ ok: false, status: 400, message: accountCopy.email.wrongPassword });
      // Straight to Better Auth's endpoint with only the session, as an attacker would: refused the same.
      const direct = await auth.handler(
        new Request(`${PUBLIC_URL}/api/auth/change-email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: PUBLIC_URL, "x-forwarded-for": "10.2.2.3", cookie: c.cookie },
          body: JSON.stringify({ newEmail: next, callbackURL: "/konto" }),
        }),
      );
      expect(direct.status).toBe(400);
      expect(((await direct.json()) as { message: string }).message).toBe(accountCopy.email.wrongPassword);
      expect(await db.select().from(outbox).where(eq(outbox.to, next))).toHaveLength(0);
      expect(await db.select().from(session).where(eq(session.userId, c.id))).toHaveLength(3);

      const ok = await changeEmail(services, requestWith(c.cookie), "10.2.2.3", { newEmail: next, currentPassword: c.password });
      expect(ok.ok).toBe(true);
      const left = await db.select().from(session).where(eq(session.userId, c.id));
      expect(left).toHaveLength(1);
      // The one left is this browser's.
      expect(decodeURIComponent(c.cookie.split("=")[1]!).startsWith(`${left[0]!.token}.`)).toBe(true);
      expect(await db.select().from(outbox).where(and(eq(outbox.to, next), eq(outbox.kind, "email_change")))).toHaveLength(1);
    });
  });

  it("newsletter: on is the double opt-in for the account's address, off unsubscribes", async () => {
    const c = await customer();
    const env = { publicUrl: PUBLIC_URL, secret: SECRET, clientKey: `10.2.3.${n}` };
    expect(await newsletterState(db, c.email)).toBe("off");
    expect(await setNewsletter(db, mailer, c, true, env, new Date())).toEqual({ ok: true });
    expect(await newsletterState(db, c.email)).toBe("pending");
    expect(await db.select().from(outbox).where(and(eq(outbox.to, c.email), eq(outbox.kind, "newsletter_confirmation")))).toHaveLength(1);
    expect(await setNewsletter(db, mailer, c, false, env, new Date())).toEqual({ ok: true });
    expect(await newsletterState(db, c.email)).toBe("off");
  });

  it("the export holds the account, the saved address and the orders, and is logged with the customer as actor", async () => {
    const c = await customer();
    await saveAddress(db, { id: c.id, name: c.name }, { name: c.name, address: "Hornsgatan 12", postalCode: "114 55", city: "Stockholm" });
    const placed = await placedOrder(db, [["sleep", 1]], { userId: c.id, form: { email: c.email } });
    const data = (await exportOwnData(db, c, new Date()))!;
    expect(data.account).toMatchObject({ id: c.id, email: c.email });
    expect(data.profile?.savedAddress).toEqual({ name: c.name, address: "Hornsgatan 12", postalCode: "114 55", city: "Stockholm", phone: null });
    expect(data.orders.map((o) => o.id)).toEqual([placed.id]);
    expect(JSON.stringify(data)).not.toMatch(/"password"|scrypt|\$argon/);
    const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "customer.export"), eq(auditLog.entityId, c.id)));
    expect(entry?.actorUserId).toBe(c.id);
  });

  describe("self-erasure", () => {
    it("a wrong password erases nothing; the right one erases like the admin does and queues the confirmation", async () => {
      const c = await customer();
      await saveAddress(db, { id: c.id, name: c.name }, { name: c.name, address: "Hornsgatan 12", postalCode: "114 55", city: "Stockholm" });
      expect(await eraseOwnAccount(auth, db, c, "fel-losenord", new Date())).toEqual({ status: "wrong_password" });
      expect((await db.select().from(user).where(eq(user.id, c.id)))[0]?.email).toBe(c.email);

      const r = await eraseOwnAccount(auth, db, c, c.password, new Date());
      expect(r).toMatchObject({ status: "erased" });
      const [u] = await db.select().from(user).where(eq(user.id, c.id));
      expect(u).toMatchObject({ name: "Raderad kund", banned: true });
      expect(await db.select().from(profile).where(eq(profile.userId, c.id))).toEqual([]);
      expect(await db.select().from(session).where(eq(session.userId, c.id))).toEqual([]);
      if (r.status === "erased") {
        const [mail] = await db.select().from(outbox).where(eq(outbox.id, r.mailId));
        expect(mail).toMatchObject({ kind: "customer_erased", to: c.email });
      }
      expect(await signInStatus(c.email, c.password)).toBe(401);
      const [entry] = await db.select().from(auditLog).where(and(eq(auditLog.action, "customer.erase"), eq(auditLog.entityId, c.id)));
      expect(entry?.actorUserId).toBe(c.id);
    });

    it("refuses an admin and an order not sent yet; a delivered order is kept without the person", async () => {
      const a = await customer("Admin Adminsson");
      await db.update(user).set({ role: "admin" }).where(eq(user.id, a.id));
      expect(await eraseOwnAccount(auth, db, a, a.password, new Date())).toEqual({ status: "admin" });

      const c = await customer();
      const pending = await placedOrder(db, [["sleep", 1]], { userId: c.id, form: { email: c.email } });
      expect(await eraseOwnAccount(auth, db, c, c.password, new Date())).toEqual({ status: "open_orders", numbers: [pending.number] });
      expect(accountCopy.erase.openOrders([pending.number])).toContain(String(pending.number));

      const now = new Date();
      for (const action of [{ type: "mark_paid" }, { type: "processing" }, { type: "shipped", carrier: "PostNord", trackingNumber: "PN1" }] as const) {
        await applyDeskAction(db, pending.id, action, a.id, now);
      }
      expect(await eraseOwnAccount(auth, db, c, c.password, now)).toMatchObject({ status: "erased", ordersKept: 1 });
      const [o] = await db.select().from(order).where(eq(order.id, pending.id));
      expect(o).toMatchObject({ shippingName: "Raderad kund", shippingEmail: "", shippingAddress: "" });
    });

    it("stops guessing the password after a few tries", async () => {
      const c = await customer();
      const now = new Date();
      for (let i = 0; i < ERASE_RATE.limit; i++) expect(await eraseOwnAccount(auth, db, c, `fel-${i}`, now)).toEqual({ status: "wrong_password" });
      expect(await eraseOwnAccount(auth, db, c, c.password, now)).toMatchObject({ status: "rate_limited" });
      expect((await db.select().from(user).where(eq(user.id, c.id)))[0]?.email).toBe(c.email);
    });
  });
});
