/**
 * What the gift-card server tests share: a seeded test database per file (PGlite, or PostgreSQL with
 * TEST_DB=postgres), customers with carts, and a card bought, paid at the desk and read from its e-mail.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { CheckoutInput } from "~/domain/schemas";
import { runDeskAction } from "../admin-orders.server";
import { addGiftCard, addProduct, ensureCart } from "../carts.server";
import type { Database } from "../db.server";
import { seedDiscountCodes } from "../discount-seed.server";
import { placeOrder } from "../orders.server";
import { giftCard, giftCardLedger, outbox, user } from "../schema";
import { seed } from "../seed.server";
import { createTestDatabase } from "../test-db";
import { applyGiftCard } from "./checkout.server";

export const SECRET = "test-secret-for-gift-card-hashes-0123456789";
export const deps = { secret: SECRET, publicUrl: "https://stilla.example" };
export const now = new Date("2026-11-21T12:00:00Z");
export const recipient = {
  recipientName: "Bo Ek",
  recipientEmail: "bo@example.se",
  senderName: "Åsa",
  message: "Grattis på födelsedagen!",
};

let seq = 0;
/** A value no other test in the run uses (idempotency keys, client keys). */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(seq++).toString().padStart(8, "0")}`;

export const form = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  name: "Åsa Öberg",
  email: "asa@example.se",
  address: "Hornsgatan 12",
  city: "Stockholm",
  postalCode: "114 55",
  paymentMethod: "swish",
  idempotencyKey: unique("gk"),
  ...over,
});

/** The code in a recipient's e-mail. */
export const codeInMail = (text: string) => text.match(/Presentkortskod: ([A-Z0-9-]+)/)?.[1];

/** Opens a seeded database for the file (closed after it) and returns the helpers bound to it. */
export function giftCardShop() {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seed(database.db);
    await seedDiscountCodes(database.db);
  });
  afterAll(async () => database.close());
  const db = () => database.db;

  async function customer() {
    const id = unique("u");
    await db().insert(user).values({ id, name: "Kund", email: `${id}@example.se` });
    const c = await ensureCart(db(), { userId: id });
    return { userId: id, cartId: c.id };
  }

  /** Buys a card of `amountOre`, marks the order paid at the desk and returns the code from the recipient's e-mail. */
  async function buyCard(amountOre: number) {
    const c = await customer();
    await addGiftCard(db(), c.cartId, { amountOre, ...recipient });
    const placed = await placeOrder(db(), { ...c, form: form(), now });
    expect(await runDeskAction(db(), placed.orderId, { type: "mark_paid" }, "admin", now, deps)).toEqual({ ok: true, changed: true });
    const [card] = await db().select().from(giftCard).where(eq(giftCard.orderId, placed.orderId));
    const mails = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "gift_card"), eq(outbox.to, recipient.recipientEmail)));
    const code = mails.map((m) => codeInMail(m.text)).find((x) => x && x.endsWith(card!.codeLast4));
    return { card: card!, code: code!, orderId: placed.orderId };
  }

  /** A customer whose cart holds `items` (product id, quantity), with the card `code` applied when given. */
  async function cartWith(items: [string, number][], code?: string) {
    const c = await customer();
    for (const [p, q] of items) await addProduct(db(), c.cartId, p, q);
    if (code) expect(await applyGiftCard(db(), { ...c, code, secret: SECRET, now })).toEqual({ ok: true });
    return c;
  }

  const balanceOf = async (id: number) => (await db().select().from(giftCard).where(eq(giftCard.id, id)))[0]!.balanceOre;
  const ledgerSum = async (id: number) =>
    Number(
      (
        await db()
          .select({ s: sql<number>`coalesce(sum(${giftCardLedger.amountOre}), 0)::int` })
          .from(giftCardLedger)
          .where(eq(giftCardLedger.giftCardId, id))
      )[0]!.s,
    );

  return { db, customer, buyCard, cartWith, balanceOf, ledgerSum };
}
