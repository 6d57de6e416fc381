import { afterAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { SHOP } from "~/domain/constants";
import { ContactSchema } from "~/domain/schemas";
import type { Database } from "./db.server";
import { CONTACT_RATE, listContactMessages, submitContactMessage } from "./contact.server";
import { Mailer } from "./mail.server";
import { contactMessage, outbox } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { startSmtpSink } from "./test-smtp";
import { createCustomer } from "./test-factories";

const now = new Date("2026-11-23T09:30:00Z");
let seq = 0;

const input = (over: Record<string, string> = {}) =>
  ContactSchema.parse({
    name: "  Åsa Öberg ",
    email: `asa-${seq++}@example.se`,
    subject: "Fråga om Sleep",
    message: "Hej! Kan man dricka Sleep varje kväll?\nMvh Åsa <script>",
    ...over,
  });

describe(`contact messages (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: Mailer;
  useSeededDatabase({ seed: false }, async (seeded) => {
    db = seeded.db;
    sink = await startSmtpSink();
    mailer = new Mailer(db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url, backoffMs: [0, 0, 0, 0, 0] });
  });
  afterAll(async () => {
    await mailer.flush();
    await sink.close();
  });

  it("stores the message (with the signed-in user) and mails the shop (Reply-To: the sender) and a receipt, over SMTP", async () => {
    const userId = `contact-user-${seq++}`;
    await createCustomer(db, { id: userId, name: "Åsa" });
    const message = input();
    const outcome = await submitContactMessage(db, mailer, { message, honeypot: "", userId, clientKey: "10.0.0.1", now });
    expect(outcome.status).toBe("sent");
    if (outcome.status !== "sent") return;

    const [row] = await db.select().from(contactMessage).where(eq(contactMessage.id, outcome.id));
    expect(row).toMatchObject({ name: "Åsa Öberg", email: message.email, subject: "Fråga om Sleep", message: message.message, userId });
    expect(row!.createdAt.toISOString()).toBe(now.toISOString());

    const mails = await db.select().from(outbox).where(inArray(outbox.id, outcome.mailIds));
    const toShop = mails.find((m) => m.kind === "contact_message")!;
    const receipt = mails.find((m) => m.kind === "contact_receipt")!;
    expect(toShop).toMatchObject({ to: SHOP.email, subject: "Kontakt: Fråga om Sleep" });
    expect(toShop.text).toContain(`Från: Åsa Öberg <${message.email}> (inloggad kund)`);
    expect(toShop.text).toContain(message.message);
    expect(toShop.html).toContain("Mvh Åsa &lt;script&gt;");
    expect(receipt).toMatchObject({ to: message.email });
    expect(receipt.text).toContain("Hej Åsa Öberg!");
    expect(receipt.text).toContain("inom 24 timmar");

    await mailer.flush();
    const sent = await db.select().from(outbox).where(inArray(outbox.id, outcome.mailIds));
    expect(sent.map((m) => m.status)).toEqual(["sent", "sent"]);
    const delivered = sink.mails.find((m) => m.to.includes(SHOP.email) && m.raw.includes(`Reply-To: ${message.email}`));
    expect(delivered).toBeDefined();
    expect(sink.mails.some((m) => m.to.includes(message.email))).toBe(true);
    expect((await listContactMessages(db))[0]!.id).toBe(outcome.id);
  });

  it("a visitor's message has no user; a filled honeypot answers like success and stores and sends nothing", async () => {
    const visitor = await submitContactMessage(db, mailer, { message: input(), honeypot: "", userId: null, clientKey: "10.0.0.2", now });
    expect(visitor.status).toBe("sent");
    if (visitor.status === "sent") expect((await db.select().from(contactMessage).where(eq(contactMessage.id, visitor.id)))[0]!.userId).toBeNull();

    const before = { messages: (await db.select().from(contactMessage)).length, mails: (await db.select().from(outbox)).length };
    const bot = input({ email: "bot@example.se" });
    expect(await submitContactMessage(db, mailer, { message: bot, honeypot: "https://spam.example", userId: null, clientKey: "10.0.0.3", now })).toEqual({
      status: "ignored",
    });
    expect((await db.select().from(contactMessage)).length).toBe(before.messages);
    expect((await db.select().from(outbox)).length).toBe(before.mails);
  });

  it(`allows ${CONTACT_RATE.limit} messages per client in ${CONTACT_RATE.windowMs / 60_000} minutes, then refuses without storing`, async () => {
    const send = (clientKey: string, at: Date) => submitContactMessage(db, mailer, { message: input(), honeypot: "", userId: null, clientKey, now: at });
    for (let i = 0; i < CONTACT_RATE.limit; i++) expect((await send("10.9.9.9", now)).status).toBe("sent");
    const count = (await db.select().from(contactMessage)).length;
    const refused = await send("10.9.9.9", new Date(now.getTime() + 60_000));
    expect(refused).toMatchObject({ status: "rate_limited" });
    expect((await db.select().from(contactMessage)).length).toBe(count);
    expect((await send("10.9.9.10", now)).status).toBe("sent");
    expect((await send("10.9.9.9", new Date(now.getTime() + CONTACT_RATE.windowMs))).status).toBe("sent");
  });

  it("RATE_LIMIT_SCALE multiplies the allowance", async () => {
    for (let i = 0; i < CONTACT_RATE.limit * 2; i++) {
      expect((await submitContactMessage(db, mailer, { message: input(), honeypot: "", userId: null, clientKey: "scaled", now, rateLimitScale: 2 })).status).toBe("sent");
    }
    expect((await submitContactMessage(db, mailer, { message: input(), honeypot: "", userId: null, clientKey: "scaled", now, rateLimitScale: 2 })).status).toBe(
      "rate_limited",
    );
  });
});
