import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { placeOrder } from "../orders.server";
import { orderEvent, outbox } from "../schema";
import { TEST_DB_KIND } from "../test-db";
import { findCardByCode } from "./codes.server";
import { cardsIssuedByOrder, listGiftCards, resendGiftCard } from "./desk.server";
import { codeInMail, deps, form, giftCardShop, now, SECRET } from "./test-fixtures";

describe(`gift cards at the order desk (${TEST_DB_KIND})`, () => {
  const { db, buyCard, cartWith } = giftCardShop();

  it("shows the cards an order issued with their ledgers, and every card newest first", async () => {
    const { card, code, orderId } = await buyCard(30_000);
    const c = await cartWith([["sleep", 1]], code);
    const spent = await placeOrder(db(), { ...c, form: form(), now });
    const [issued] = await cardsIssuedByOrder(db(), orderId);
    expect(issued).toMatchObject({ id: card.id, masked: `••••-••••-••••-${card.codeLast4}`, orderId, initialOre: 30_000, balanceOre: 200 });
    expect(issued!.ledger.map((l) => [l.type, l.amountOre, l.orderId])).toEqual([
      ["issue", 30_000, orderId],
      ["debit", -29_800, spent.orderId],
    ]);
    expect(await cardsIssuedByOrder(db(), spent.orderId)).toEqual([]);
    const newer = await buyCard(10_000);
    const ids = (await listGiftCards(db())).map((x) => x.id);
    expect(ids.indexOf(newer.card.id)).toBeLessThan(ids.indexOf(card.id));
  });

  it("re-sending gives the card a new code with the same balance; the old code stops working", async () => {
    const { card, code, orderId } = await buyCard(20_000);
    const mailId = await resendGiftCard(db(), card.id, deps, { id: "admin", email: "agare@stilla.se" }, now);
    const [mail] = await db().select().from(outbox).where(eq(outbox.id, mailId!));
    const fresh = codeInMail(mail!.text)!;
    expect(fresh).not.toBe(code);
    expect(await findCardByCode(db(), SECRET, code)).toBeNull();
    expect(await findCardByCode(db(), SECRET, fresh)).toMatchObject({ id: card.id, balanceOre: 20_000 });
    const events = await db().select().from(orderEvent).where(eq(orderEvent.orderId, orderId));
    expect(events.find((e) => e.type === "gift_card_resent")).toMatchObject({ actorUserId: "admin", note: expect.stringContaining(fresh.slice(-4)) });
    expect(await resendGiftCard(db(), 999_999, deps, { id: "admin", email: "agare@stilla.se" }, now)).toBeNull();
  });
});
