/**
 * What the gift-card server tests share: a seeded test database per file (PGlite, or PostgreSQL with
 * TEST_DB=postgres), customers with carts, and a card bought, paid at the desk and read from its e-mail.
 */
import { expect } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { CheckoutInput } from "~/domain/schemas";
import { runDeskAction } from "../admin-orders.server";
import { addGiftCard } from "../carts.server";
import { placeOrder } from "../orders.server";
import { giftCard, giftCardLedger, outbox } from "../schema";
import { useSeededDatabase } from "../test-db";
import { checkoutForm, customerWithCart } from "../test-factories";
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

/** The shared checkout form (test-factories.ts), a fresh idempotency key each call. */
export const form = (over: Partial<CheckoutInput> = {}): CheckoutInput => checkoutForm(over);

/** The code in a recipient's e-mail. */
export const codeInMail = (text: string) => text.match(/Presentkortskod: ([A-Z0-9-]+)/)?.[1];

/** Opens a seeded database for the file (closed after it) and returns the helpers bound to it. */
export function giftCardShop() {
  const seeded = useSeededDatabase();
  const db = () => seeded.db;

  async function customer() {
    const { userId, cartId } = await customerWithCart(db(), []);
    return { userId, cartId };
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
    const { userId, cartId } = await customerWithCart(db(), items);
    const c = { userId, cartId };
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
