import { createServer, type AddressInfo, type Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { listAudit } from "./audit-log.server";
import type { Database } from "./db.server";
import { HEARTBEAT_MS, LEASE_MS, Mailer, SMTP_TIMEOUTS } from "./mail.server";
import { resendOutboxMail } from "./outbox.server";
import { auditLog, outbox } from "./schema";
import { createTestDatabase, TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { startSmtpSink } from "./test-smtp";

const message = { kind: "test", to: "kund@example.se", subject: "Hej från Stilla", text: "Välkommen – åäö" };

describe(`mailer (${TEST_DB_KIND})`, () => {
  let database: Database;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  useSeededDatabase({ seed: false }, async (seeded) => {
    database = seeded.database;
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
  });

  it("keeps every mail in the outbox when SMTP is not configured", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>" });
    const id = await mailer.send(message);
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "outbox_only", to: message.to, subject: message.subject, attempts: 0 });
  });

  it("stores and delivers over SMTP", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url });
    const id = await mailer.send({ ...message, to: "leverans@example.se" });
    await mailer.flush();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    const received = sink.mails.find((m) => m.to.includes("leverans@example.se"));
    expect(received?.raw).toMatch(/^Subject: /m);
    expect(received?.raw).toContain("Content-Type: text/plain; charset=utf-8");
  });

  it("keeps only a redacted copy of a delivered gift-card mail", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url });
    const gift = { kind: "gift_card", to: "mottagare@example.se", subject: "Ett presentkort", text: "Kod: ABCD-EFGH-JKMN-PQRS", html: "<p>ABCD-EFGH-JKMN-PQRS</p>" };
    const id = await mailer.send(gift);
    await mailer.flush();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", text: "Kod: ••••-••••-••••-PQRS", html: "<p>••••-••••-••••-PQRS</p>" });
    // The recipient got the whole code.
    expect(sink.mails.find((m) => m.to.includes("mottagare@example.se"))?.raw).toContain("ABCD-EFGH-JKMN-PQRS");
  });

  it("retries a failing server and records each failure", async () => {
    const closed = await startSmtpSink();
    await closed.close(); // nothing listens on this port any more
    const mailer = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: closed.url, backoffMs: [0, 10, 10, 10, 10] });
    const id = await mailer.send({ ...message, to: "fel@example.se" });
    await mailer.flush();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row!.status).toBe("failed");
    expect(row!.attempts).toBe(5);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });

  it("a hung SMTP server (accepts, never greets) fails the attempt within the greeting timeout, not after minutes", async () => {
    const sockets = new Set<Socket>();
    const hung = createServer((socket) => sockets.add(socket)); // takes the connection and says nothing
    await new Promise<void>((r) => hung.listen(0, "127.0.0.1", r));
    const port = (hung.address() as AddressInfo).port;
    try {
      const mailer = new Mailer(database.db, {
        from: "x@stilla.se",
        smtpUrl: `smtp://127.0.0.1:${port}`,
        backoffMs: [0, 10 * 60_000],
        smtpTimeouts: { greetingTimeout: 300 },
      });
      const started = Date.now();
      const id = await mailer.send({ ...message, to: "tyst@example.se" });
      await mailer.flush();
      expect(Date.now() - started).toBeLessThan(5_000);
      const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
      expect(row!.lastError).toMatch(/greeting/i);
      await mailer.stop();
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => hung.close(r));
    }
  });

  it("the SMTP waits end a hung attempt within about a minute (the claim is renewed meanwhile)", () => {
    const longest = SMTP_TIMEOUTS.dnsTimeout + SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout;
    expect(longest).toBeLessThan(60_000);
    expect(SMTP_TIMEOUTS.socketTimeout).toBeLessThanOrEqual(30_000);
  });

  it("resumes mails left pending by an earlier process", async () => {
    const [pending] = await database.db
      .insert(outbox)
      .values({ ...message, to: "igen@example.se", status: "pending", attempts: 1 })
      .returning({ id: outbox.id });
    const mailer = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, backoffMs: [0, 0, 0, 0, 0] });
    await mailer.resumePending();
    await mailer.flush();
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, pending!.id));
    expect(row!.status).toBe("sent");
    expect(sink.mails.some((m) => m.to.includes("igen@example.se"))).toBe(true);
  });

  it("two processes sweeping one outbox deliver each mail exactly once, with a Message-ID from its outbox id", async () => {
    const to = (n: number) => `tva-processer-${n}@example.se`;
    const ids = (
      await database.db
        .insert(outbox)
        .values([1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ ...message, to: to(n), status: "pending" })))
        .returning({ id: outbox.id })
    ).map((r) => r.id);
    const a = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url });
    const b = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url });
    await Promise.all([a.resumePending(), b.resumePending(), a.resumePending(), b.resumePending()]);
    await Promise.all([a.flush(), b.flush()]);
    for (const [i, id] of ids.entries()) {
      const got = sink.mails.filter((m) => m.to.includes(to(i + 1)));
      expect(got, to(i + 1)).toHaveLength(1);
      expect(got[0]!.raw).toContain(`Message-ID: <outbox-${id}.stilla.se>`);
    }
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === "sent" && r.attempts === 1 && r.lockedBy === null)).toBe(true);
  });

  it("a mail claimed by a process that died is taken over when its claim runs out, not before", async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({ ...message, to: "overtagen@example.se", status: "pending", lockedBy: "dead-process", lockedUntil: new Date(Date.now() + 60_000) })
      .returning({ id: outbox.id });
    // takeoverGraceMs 0: as a process that has reached the database for longer than the grace (next test).
    const mailer = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, takeoverGraceMs: 0 });
    await mailer.resumePending();
    await mailer.dispatch(row!.id);
    await mailer.flush();
    expect(sink.mails.some((m) => m.to.includes("overtagen@example.se"))).toBe(false);
    await database.db.update(outbox).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(outbox.id, row!.id));
    await mailer.resumePending();
    await mailer.flush();
    expect(sink.mails.filter((m) => m.to.includes("overtagen@example.se"))).toHaveLength(1);
  });

  it("a claim lasts at most 30 s unless renewed, and a process just started (or back from an outage) leaves another's expired claim alone for the grace", async () => {
    expect(LEASE_MS).toBeLessThanOrEqual(30_000);
    expect(HEARTBEAT_MS * 2).toBeLessThanOrEqual(LEASE_MS);
    const [row] = await database.db
      .insert(outbox)
      .values({ ...message, to: "anstand@example.se", status: "pending", lockedBy: "other-process", lockedUntil: new Date(Date.now() - 1) })
      .returning({ id: outbox.id });
    const fresh = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    await fresh.resumePending();
    await fresh.dispatch(row!.id);
    await fresh.flush();
    expect(sink.mails.some((m) => m.to.includes("anstand@example.se"))).toBe(false);
    const [still] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(still).toMatchObject({ status: "pending", lockedBy: "other-process" });
  });

  it("a delivery is recorded as sent across a database outage, its claim renewed meanwhile, and it is never sent again (issue #32)", async () => {
    // The outage: while a row in mark_outage exists, the database refuses to mark this test's mail sent (57P01, as
    // PostgreSQL shutting down). Everything else works, so the claim's heartbeat and another process's sweep can run.
    await database.db.execute(sql`create table mark_outage (on_since timestamptz not null default now())`);
    await database.db.execute(sql`create function refuse_mark() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from mark_outage) then raise exception 'the database is restarting' using errcode = '57P01'; end if;
        return new;
      end $$`);
    await database.db.execute(sql`create trigger refuse_mark before update on outbox for each row
      when (old.status = 'pending' and new.status = 'sent' and old."to" = 'avbrott@example.se') execute function refuse_mark()`);
    try {
      await database.db.execute(sql`insert into mark_outage default values`);
      const to = "avbrott@example.se";
      const delivered = () => sink.mails.filter((m) => m.to.includes(to)).length;
      // A short lease and heartbeat: the outage below lasts several leases.
      const a = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, leaseMs: 600, heartbeatMs: 150 });
      const id = await a.send({ ...message, to });
      await expect.poll(delivered, { timeout: 5_000 }).toBe(1);
      await new Promise((r) => setTimeout(r, 1_500));
      const [during] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(during).toMatchObject({ status: "pending", lockedBy: expect.any(String) });
      expect(during!.lockedUntil!.getTime()).toBeGreaterThan(Date.now()); // renewed: still held
      // Another process sweeping meanwhile (past the grace) does not take the mail.
      const b = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, takeoverGraceMs: 0, leaseMs: 600 });
      await b.resumePending();
      await b.flush();
      expect(delivered()).toBe(1);
      // The database is back: the delivery is recorded once, with one attempt.
      await database.db.execute(sql`delete from mark_outage`);
      await a.flush();
      const [after] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(after).toMatchObject({ status: "sent", attempts: 1, lockedBy: null, lockedUntil: null });
      await new Promise((r) => setTimeout(r, 700)); // past the short lease
      await b.resumePending();
      await b.flush();
      expect(delivered()).toBe(1);
    } finally {
      await database.db.execute(sql`drop trigger if exists refuse_mark on outbox`);
      await database.db.execute(sql`drop function if exists refuse_mark()`);
      await database.db.execute(sql`drop table if exists mark_outage`);
    }
  });

  it("SMTP down for a while: a long wait is left to the sweep; a probe while down costs no attempt; the next process delivers it once", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    // A long second wait: it is left to the sweep, not slept in the process.
    const down = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: closed.url, backoffMs: [0, 10 * 60_000, 60_000] });
    const id = await down.send({ ...message, to: "senare@example.se" });
    await down.flush();
    let [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null });
    const next = row!.nextAttemptAt.getTime();
    expect(next).toBeGreaterThan(Date.now() + 9 * 60_000);
    // A process that starts while SMTP is still down probes the waiting mail: not through, and not counted.
    const stillDown = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: closed.url, backoffMs: [0, 10 * 60_000, 60_000] });
    await stillDown.resumePending();
    await stillDown.flush();
    [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null, lockedUntil: null });
    expect(row!.nextAttemptAt.getTime()).toBe(next);
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    // SMTP is back and the shop restarted: the mail goes out at start, ten minutes before its next attempt, once.
    const up = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, backoffMs: [0, 10 * 60_000, 60_000] });
    await Promise.all([up.resumePending(), up.resumePending()]);
    await up.flush();
    [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null, lockedBy: null });
    expect(sink.mails.filter((m) => m.to.includes("senare@example.se"))).toHaveLength(1);
  });

  it("the sweep takes every due mail, batch after batch, not ten per round", async () => {
    const to = (n: number) => `svep-${n}@example.se`;
    const n = 35;
    const ids = (
      await database.db
        .insert(outbox)
        .values(Array.from({ length: n }, (_, i) => ({ ...message, to: to(i), status: "pending" })))
        .returning({ id: outbox.id })
    ).map((r) => r.id);
    const mailer = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    await mailer.resumePending();
    await mailer.flush();
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(n);
    for (let i = 0; i < n; i++) expect(sink.mails.filter((m) => m.to.includes(to(i))), to(i)).toHaveLength(1);
  });

  it("a mail that had failed goes through: every mail waiting for a retry is due at once and goes out once", async () => {
    const to = (n: number) => `tillbaka-${n}@example.se`;
    const hours = (h: number) => new Date(Date.now() + h * 60 * 60_000);
    const waiting = (
      await database.db
        .insert(outbox)
        .values([1, 2, 3, 4, 5].map((n) => ({ ...message, to: to(n), status: "pending", attempts: 7, lastError: "connect ECONNREFUSED", nextAttemptAt: hours(n) })))
        .returning({ id: outbox.id })
    ).map((r) => r.id);
    const [retried] = await database.db
      .insert(outbox)
      .values({ ...message, to: to(0), status: "pending", attempts: 1, lastError: "connect ECONNREFUSED" })
      .returning({ id: outbox.id });
    // No sweep and no probe here: only the retried mail's success can bring the others forward.
    const mailer = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    await mailer.dispatch(retried!.id);
    await mailer.flush();
    const rows = await database.db.select().from(outbox).where(inArray(outbox.id, [retried!.id, ...waiting]));
    expect(rows.map((r) => [r.status, r.attempts, r.lockedBy])).toEqual(rows.map((r) => ["sent", r.id === retried!.id ? 2 : 8, null]));
    for (const n of [0, 1, 2, 3, 4, 5]) expect(sink.mails.filter((m) => m.to.includes(to(n))), to(n)).toHaveLength(1);
  });

  it("two processes that start when SMTP is back send every waiting mail exactly once", async () => {
    const to = (n: number) => `omstart-${n}@example.se`;
    const ids = (
      await database.db
        .insert(outbox)
        .values(
          Array.from({ length: 30 }, (_, n) => ({
            ...message,
            to: to(n),
            status: "pending",
            attempts: 5,
            lastError: "connect ECONNREFUSED",
            nextAttemptAt: new Date(Date.now() + (n + 1) * 60_000),
          })),
        )
        .returning({ id: outbox.id })
    ).map((r) => r.id);
    const a = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    const b = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    await Promise.all([a.resumePending(), b.resumePending()]);
    // On a loaded machine a sweep can still be sending when the first flushes return: wait until all are out
    // (at most ~5 s), then check that each went exactly once.
    const read = () => database.db.select().from(outbox).where(inArray(outbox.id, ids));
    for (let round = 0; round < 50; round++) {
      await Promise.all([a.flush(), b.flush()]);
      if ((await read()).every((r) => r.status === "sent" && r.lockedBy === null)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const rows = await read();
    expect(rows.filter((r) => !(r.status === "sent" && r.attempts === 6 && r.lockedBy === null))).toEqual([]);
    for (let n = 0; n < 30; n++) expect(sink.mails.filter((m) => m.to.includes(to(n))), to(n)).toHaveLength(1);
  });

  it("stop() ends a backoff sleep at once and leaves the mail unclaimed, due for any process", async () => {
    const closed = await startSmtpSink();
    await closed.close();
    const down = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: closed.url, backoffMs: [0, 30_000, 30_000] });
    const id = await down.send({ ...message, to: "stoppad@example.se" });
    const first = async () => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
    for (let i = 0; i < 100 && (await first()).attempts === 0; i++) await new Promise((r) => setTimeout(r, 50));
    const t0 = Date.now();
    await down.stop();
    await down.flush();
    expect(Date.now() - t0).toBeLessThan(2_000);
    const row = await first();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lockedBy: null, lockedUntil: null });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // The next process (SMTP back) takes it at start, once.
    const up = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url });
    await up.resumePending();
    await up.flush();
    expect(await first()).toMatchObject({ status: "sent", attempts: 2 });
    expect(sink.mails.filter((m) => m.to.includes("stoppad@example.se"))).toHaveLength(1);
  });

  // The admin's outbox (/admin/outbox): "Skicka igen" queues a copy as a new row.
  const admin = { id: "admin-1", email: "agare@stilla.se" };
  const now = new Date("2026-11-25T10:00:00Z");

  it("queues a copy to the same recipient, delivers it over SMTP, keeps the original and logs who did it", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url, backoffMs: [0, 10, 10, 10, 10] });
    const id = await mailer.send({ kind: "order_confirmation", to: "kopia@example.se", subject: "Tack för din order 1042", text: "Hej Åsa – din order är mottagen." });
    await mailer.flush();
    const result = await resendOutboxMail(database.db, id, admin, now);
    if (!result.ok) throw new Error(result.error);
    expect(result.mailId).toBeGreaterThan(id);
    await mailer.dispatch(result.mailId);
    await mailer.flush();
    const rows = await database.db.select().from(outbox).where(eq(outbox.to, "kopia@example.se")).orderBy(outbox.id);
    expect(rows.map((r) => [r.id, r.kind, r.subject, r.text, r.status])).toEqual([
      [id, "order_confirmation", "Tack för din order 1042", "Hej Åsa – din order är mottagen.", "sent"],
      [result.mailId, "order_confirmation", "Tack för din order 1042", "Hej Åsa – din order är mottagen.", "sent"],
    ]);
    expect(sink.mails.filter((m) => m.to.includes("kopia@example.se"))).toHaveLength(2);
    const [entry] = await database.db.select().from(auditLog).where(and(eq(auditLog.entity, "outbox"), eq(auditLog.entityId, String(id))));
    expect(entry).toMatchObject({ action: "outbox.resend", actorEmail: admin.email, before: null, after: { copy: result.mailId } });
    expect((await listAudit(database.db, { page: 1, entity: "outbox" })).rows.length).toBeGreaterThan(0);
  });

  it("refuses an unknown mail and a gift-card mail (its code is not kept), writing nothing", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>" });
    const card = await mailer.send({ kind: "gift_card", to: "mottagare@example.se", subject: "Ett presentkort", text: "Presentkortskod: ••••-••••-••••-AB12" });
    const before = (await database.db.select().from(outbox)).length;
    expect(await resendOutboxMail(database.db, card, admin, now)).toEqual({ ok: false, error: "not_resendable" });
    expect(await resendOutboxMail(database.db, 999_999, admin, now)).toEqual({ ok: false, error: "not_found" });
    expect((await database.db.select().from(outbox)).length).toBe(before);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(card)))).toEqual([]);
  });
});

describe(`mailer dispatch after commit (${TEST_DB_KIND})`, () => {
  it("delivers a mail queued inside a transaction, and marks it outbox-only without SMTP", async () => {
    const database = await createTestDatabase();
    const sink = await startSmtpSink();
    try {
      const queue = async (to: string) =>
        (await database.db.insert(outbox).values({ ...message, to, status: "pending" }).returning({ id: outbox.id }))[0]!.id;
      const withSmtp = new Mailer(database.db, { from: "x@stilla.se", smtpUrl: sink.url, backoffMs: [0] });
      const a = await queue("kvitto@example.se");
      await withSmtp.dispatch(a);
      await withSmtp.flush();
      expect((await database.db.select().from(outbox).where(eq(outbox.id, a)))[0]!.status).toBe("sent");
      expect(sink.mails.some((m) => m.to.includes("kvitto@example.se"))).toBe(true);

      const without = new Mailer(database.db, { from: "x@stilla.se" });
      const b = await queue("utkorg@example.se");
      await without.dispatch(b);
      expect((await database.db.select().from(outbox).where(eq(outbox.id, b)))[0]!.status).toBe("outbox_only");
    } finally {
      await sink.close();
      await database.close();
    }
  });
});
