import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { listAudit } from "./audit-log.server";
import type { Database } from "./db.server";
import { Mailer } from "./mail.server";
import { resendOutboxMail } from "./outbox.server";
import { auditLog, outbox } from "./schema";
import { createTestDatabase, TEST_DB_KIND } from "./test-db";
import { startSmtpSink } from "./test-smtp";

const admin = { id: "admin-1", email: "agare@stilla.se" };
const now = new Date("2026-11-25T10:00:00Z");

describe(`the admin's outbox: send a mail again (${TEST_DB_KIND})`, () => {
  let database: Database;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await database.close();
  });

  it("queues a copy to the same recipient, delivers it over SMTP, keeps the original and logs who did it", async () => {
    const mailer = new Mailer(database.db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url, backoffMs: [0, 10, 10, 10, 10] });
    const id = await mailer.send({ kind: "order_confirmation", to: "kund@example.se", subject: "Tack för din order 1042", text: "Hej Åsa – din order är mottagen." });
    await mailer.flush();
    const result = await resendOutboxMail(database.db, id, admin, now);
    if (!result.ok) throw new Error(result.error);
    expect(result.mailId).toBeGreaterThan(id);
    await mailer.dispatch(result.mailId);
    await mailer.flush();
    const rows = await database.db.select().from(outbox).where(eq(outbox.to, "kund@example.se")).orderBy(outbox.id);
    expect(rows.map((r) => [r.id, r.kind, r.subject, r.text, r.status])).toEqual([
      [id, "order_confirmation", "Tack för din order 1042", "Hej Åsa – din order är mottagen.", "sent"],
      [result.mailId, "order_confirmation", "Tack för din order 1042", "Hej Åsa – din order är mottagen.", "sent"],
    ]);
    expect(sink.mails.filter((m) => m.to.includes("kund@example.se"))).toHaveLength(2);
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
