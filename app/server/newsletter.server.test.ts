import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { CheckoutSchema } from "~/payments/registry";
import type { Database } from "./db.server";
import { addProduct, findCart } from "./carts.server";
import { applyCode, newIdempotencyKey, placeCheckoutOrder } from "./checkout.server";
import { Mailer } from "./mail.server";
import {
  CONFIRM_TTL_MS,
  NEWSLETTER_RATE,
  confirmSubscription,
  listSubscribers,
  subscribe,
  unsubscribe,
  unsubscribeState,
} from "./newsletter.server";
import { hashToken } from "./mail-tokens.server";
import { discountCode, newsletterSubscriber, outbox } from "./schema";
import { TEST_DB_KIND, useSeededDatabase } from "./test-db";
import { startSmtpSink } from "./test-smtp";
import { customerWithCart } from "./test-factories";

const ENV = { publicUrl: "https://stilla.example", secret: "test-secret-0123456789-0123456789-abc" };
const now = new Date("2026-11-23T09:30:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
let seq = 0;
const address = (prefix = "prenumerant") => `${prefix}-${seq++}@example.se`;

describe(`newsletter double opt-in (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let mailer: Mailer;
  useSeededDatabase({}, async (seeded) => {
    db = seeded.db;
    sink = await startSmtpSink();
    mailer = new Mailer(db, { from: "Stilla <hej@stilla.se>", smtpUrl: sink.url, backoffMs: [0, 0, 0, 0, 0] });
  });
  afterAll(async () => {
    await mailer.flush();
    await sink.close();
  });

  const signUp = (email: string, clientKey = `client-${seq++}`, at = now) => subscribe(db, mailer, { email, clientKey, now: at }, ENV);
  const subscriber = async (email: string) => (await db.select().from(newsletterSubscriber).where(eq(newsletterSubscriber.email, email)))[0]!;
  const mailsTo = (email: string, kind: string) =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
      .orderBy(outbox.id);
  const tokenIn = (text: string, path: string) => new URL(text.match(new RegExp(`https://stilla\\.example${path}\\?token=\\S+`))![0]).searchParams.get("token")!;
  const codesFor = (email: string) => db.select().from(discountCode).where(eq(discountCode.onlyForEmail, email));
  async function confirmLink(email: string) {
    const mails = await mailsTo(email, "newsletter_confirmation");
    return tokenIn(mails.at(-1)!.text, "/newsletter/bekrafta");
  }

  it("sign-up → pending with hashed tokens and a confirmation mail; the link → active with one personal 10 % code and a welcome mail", async () => {
    const email = address();
    expect(await signUp(email)).toMatchObject({ status: "accepted" });
    const pending = await subscriber(email);
    expect(pending).toMatchObject({ status: "pending", welcomeCodeId: null, confirmedAt: null });

    const [confirmation] = await mailsTo(email, "newsletter_confirmation");
    expect(confirmation!.subject).toBe("Bekräfta din prenumeration – Stilla");
    const token = tokenIn(confirmation!.text, "/newsletter/bekrafta");
    const unsub = tokenIn(confirmation!.text, "/newsletter/avregistrera");
    expect(confirmation!.html).toContain("/newsletter/avregistrera?token=");
    // Only hashes are stored.
    expect(pending.confirmTokenHash).toBe(hashToken(token));
    expect(pending.unsubscribeTokenHash).toBe(hashToken(unsub));
    expect(JSON.stringify(pending)).not.toContain(token);
    expect(pending.confirmTokenExpiresAt!.getTime()).toBe(now.getTime() + CONFIRM_TTL_MS);

    const confirmed = await confirmSubscription(db, mailer, { token, now: later(60_000) }, ENV);
    expect(confirmed).toMatchObject({ status: "confirmed", email });
    const active = await subscriber(email);
    expect(active).toMatchObject({ status: "active", confirmedAt: later(60_000) });
    const [code] = await codesFor(email);
    expect(code).toMatchObject({ type: "percent", percent: 10, usageLimit: 1, perCustomerLimit: 1, usedCount: 0, onlyForEmail: email, active: true });
    expect(active.welcomeCodeId).toBe(code!.id);
    expect(confirmed.status === "confirmed" && confirmed.code).toBe(code!.code);
    expect(code!.code).toMatch(/^STILLA10-[A-Z2-9]{8}$/);

    const [welcome] = await mailsTo(email, "newsletter_welcome");
    expect(welcome!.text).toContain(code!.code);
    expect(tokenIn(welcome!.text, "/newsletter/avregistrera")).toBe(unsub);

    await mailer.flush();
    const delivered = sink.mails.filter((m) => m.to.includes(email));
    expect(delivered).toHaveLength(2);
    expect((await listSubscribers(db)).find((s) => s.email === email)).toMatchObject({ status: "active", code: code!.code, codeUsed: 0 });
  });

  it("a second click (even at the same time) issues no second code and no second welcome mail", async () => {
    const email = address();
    await signUp(email);
    const token = await confirmLink(email);
    const both = await Promise.all([
      confirmSubscription(db, mailer, { token, now }, ENV),
      confirmSubscription(db, mailer, { token, now }, ENV),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(["already", "confirmed"]);
    expect(await confirmSubscription(db, mailer, { token, now: later(1000) }, ENV)).toEqual({ status: "already" });
    expect(await codesFor(email)).toHaveLength(1);
    expect(await mailsTo(email, "newsletter_welcome")).toHaveLength(1);
  });

  it("unknown, malformed and expired links change nothing", async () => {
    expect(await confirmSubscription(db, mailer, { token: "x".repeat(43), now }, ENV)).toEqual({ status: "invalid" });
    expect(await confirmSubscription(db, mailer, { token: "<script>", now }, ENV)).toEqual({ status: "invalid" });
    expect(await confirmSubscription(db, mailer, { token: null, now }, ENV)).toEqual({ status: "invalid" });
    const email = address();
    await signUp(email);
    const token = await confirmLink(email);
    expect(await confirmSubscription(db, mailer, { token, now: later(CONFIRM_TTL_MS) }, ENV)).toEqual({ status: "expired" });
    expect(await subscriber(email)).toMatchObject({ status: "pending", welcomeCodeId: null });
    expect(await codesFor(email)).toHaveLength(0);
  });

  it("a repeated sign-up answers the same: pending gets a fresh link (the newest works), active gets no mail", async () => {
    const email = address();
    const first = await signUp(email);
    const oldToken = await confirmLink(email);
    const again = await signUp(email);
    expect(again.status).toBe(first.status);
    expect(await mailsTo(email, "newsletter_confirmation")).toHaveLength(2);
    const newToken = await confirmLink(email);
    expect(newToken).not.toBe(oldToken);
    expect(await confirmSubscription(db, mailer, { token: oldToken, now }, ENV)).toEqual({ status: "invalid" });
    expect((await confirmSubscription(db, mailer, { token: newToken, now }, ENV)).status).toBe("confirmed");

    const mails = (await db.select().from(outbox)).length;
    const activeAgain = await signUp(email);
    expect(activeAgain).toEqual({ status: "accepted", mailId: null });
    expect((await db.select().from(outbox)).length).toBe(mails);
    expect(await subscriber(email)).toMatchObject({ status: "active" });
    expect(await codesFor(email)).toHaveLength(1);
  });

  it("unsubscribe: GET state, POST unsubscribes once; a re-subscription confirms without a second code", async () => {
    const email = address();
    await signUp(email);
    const token = await confirmLink(email);
    const unsub = tokenIn((await mailsTo(email, "newsletter_confirmation"))[0]!.text, "/newsletter/avregistrera");
    await confirmSubscription(db, mailer, { token, now }, ENV);

    expect(await unsubscribeState(db, unsub)).toBe("subscribed");
    expect(await unsubscribeState(db, "fel-token-som-inte-finns-alls")).toBe("invalid");
    expect(await subscriber(email)).toMatchObject({ status: "active" }); // the GET changed nothing
    expect(await unsubscribe(db, { token: unsub, now: later(5000) })).toBe("unsubscribed");
    expect(await subscriber(email)).toMatchObject({ status: "unsubscribed", unsubscribedAt: later(5000), confirmTokenHash: null });
    expect(await unsubscribe(db, { token: unsub, now: later(9000) })).toBe("already");
    expect(await subscriber(email)).toMatchObject({ unsubscribedAt: later(5000) });
    expect(await unsubscribeState(db, unsub)).toBe("already");
    expect(await unsubscribe(db, { token: "nope", now })).toBe("invalid");
    // The old confirmation link does not bring it back.
    expect(await confirmSubscription(db, mailer, { token, now }, ENV)).toEqual({ status: "invalid" });

    await signUp(email);
    expect(await subscriber(email)).toMatchObject({ status: "pending" });
    const back = await confirmSubscription(db, mailer, { token: await confirmLink(email), now }, ENV);
    expect(back).toMatchObject({ status: "confirmed", code: null });
    expect(await codesFor(email)).toHaveLength(1);
    const welcomes = await mailsTo(email, "newsletter_welcome");
    expect(welcomes).toHaveLength(2);
    expect(welcomes[1]!.text).toContain("Välkomstrabatten ges en gång per e-postadress");
  });

  it(`rate limits: ${NEWSLETTER_RATE.client.limit} sign-ups per client, ${NEWSLETTER_RATE.address.limit} confirmation mails per address (silently)`, async () => {
    for (let i = 0; i < NEWSLETTER_RATE.client.limit; i++) expect((await signUp(address(), "10.1.1.1")).status).toBe("accepted");
    expect(await signUp(address(), "10.1.1.1")).toMatchObject({ status: "rate_limited" });
    expect((await signUp(address(), "10.1.1.1", later(NEWSLETTER_RATE.client.windowMs))).status).toBe("accepted");

    const victim = address("offer");
    for (let i = 0; i < NEWSLETTER_RATE.address.limit; i++) expect(await signUp(victim)).toMatchObject({ status: "accepted", mailId: expect.any(Number) });
    expect(await signUp(victim)).toEqual({ status: "accepted", mailId: null });
    expect(await mailsTo(victim, "newsletter_confirmation")).toHaveLength(NEWSLETTER_RATE.address.limit);
  });

  it("the welcome code works at checkout for that e-mail only, and only once", async () => {
    const email = address("kund");
    await signUp(email);
    const confirmed = await confirmSubscription(db, mailer, { token: await confirmLink(email), now }, ENV);
    const code = confirmed.status === "confirmed" ? confirmed.code! : "";

    async function customer(mail: string) {
      const id = `nl-${seq++}`;
      const { cartId } = await customerWithCart(db, [["sleep", 1]], { customer: { id, email: mail } });
      return { who: { id, email: mail }, cartId, row: async () => (await findCart(db, { userId: id }))! };
    }
    const form = (mail: string) =>
      CheckoutSchema.parse({
        name: "Åsa Öberg",
        email: mail,
        address: "Hornsgatan 12",
        city: "Stockholm",
        postalCode: "11455",
        paymentMethod: "invoice",
        idempotencyKey: newIdempotencyKey(),
      });

    const stranger = await customer(address("annan"));
    expect(await applyCode(db, await stranger.row(), stranger.who, code.toLowerCase(), now)).toEqual({
      ok: false,
      message: "Ogiltig rabattkod",
    });

    const owner = await customer(email);
    expect(await applyCode(db, await owner.row(), owner.who, code.toLowerCase(), now)).toEqual({ ok: true, code });
    const placed = await placeCheckoutOrder(db, { userId: owner.who.id, cartId: owner.cartId, form: form(email), now });
    expect(placed.ok).toBe(true);
    const [used] = await codesFor(email);
    expect(used!.usedCount).toBe(1);

    await addProduct(db, owner.cartId, "calm", 1);
    expect(await applyCode(db, await owner.row(), owner.who, code, now)).toMatchObject({ ok: false });
    expect((await listSubscribers(db)).find((s) => s.email === email)).toMatchObject({ codeUsed: 1 });
  });
});
