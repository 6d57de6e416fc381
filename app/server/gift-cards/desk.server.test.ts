import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { placeOrder } from "../orders.server";
import { auditLog, giftCardLedger, orderEvent, outbox } from "../schema";
import { TEST_DB_KIND } from "../test-db";
import { findCardByCode } from "./codes.server";
import { checkBalance } from "./balance.server";
import { applyGiftCard } from "./checkout.server";
import { adjustGiftCardBalance, cardsIssuedByOrder, listGiftCards, resendGiftCard, voidGiftCard } from "./desk.server";
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

  const admin = { id: "admin", email: "agare@stilla.se" };
  const auditOf = (id: number) =>
    db().select().from(auditLog).where(and(eq(auditLog.entity, "gift_card"), eq(auditLog.entityId, String(id)))).orderBy(auditLog.id);

  it("sets a balance with a reason: an adjust row in the ledger, an audit entry; never above the card's amount", async () => {
    const { card, code } = await buyCard(50_000);
    expect(await adjustGiftCardBalance(db(), { giftCardId: card.id, balanceOre: 30_000, reason: "Kompensation för trasig leverans", actor: admin, now })).toEqual({ ok: true });
    const [listed] = (await listGiftCards(db())).filter((c) => c.id === card.id);
    expect(listed!.balanceOre).toBe(30_000);
    expect(listed!.ledger.at(-1)).toMatchObject({ type: "adjust", amountOre: -20_000, note: "Kompensation för trasig leverans" });
    expect(await findCardByCode(db(), SECRET, code)).toMatchObject({ balanceOre: 30_000 });
    // Raising it again up to the initial amount is allowed; above it, or to the same balance, is refused.
    expect(await adjustGiftCardBalance(db(), { giftCardId: card.id, balanceOre: 50_000, reason: "Rättelse", actor: admin, now })).toEqual({ ok: true });
    expect(await adjustGiftCardBalance(db(), { giftCardId: card.id, balanceOre: 50_001, reason: "Försök", actor: admin, now })).toEqual({ ok: false, error: "above_initial" });
    expect(await adjustGiftCardBalance(db(), { giftCardId: card.id, balanceOre: 50_000, reason: "Igen", actor: admin, now })).toEqual({ ok: false, error: "unchanged" });
    expect(await adjustGiftCardBalance(db(), { giftCardId: 999_999, balanceOre: 0, reason: "Finns inte", actor: admin, now })).toEqual({ ok: false, error: "not_found" });
    const entries = await auditOf(card.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ["gift_card.adjust", { balanceOre: 50_000, voided: null }, { balanceOre: 30_000, voided: null, reason: "Kompensation för trasig leverans" }],
      ["gift_card.adjust", { balanceOre: 30_000, voided: null }, { balanceOre: 50_000, voided: null, reason: "Rättelse" }],
    ]);
    const ledger = await db().select().from(giftCardLedger).where(eq(giftCardLedger.giftCardId, card.id));
    expect(ledger.reduce((sum, l) => sum + l.amountOre, 0)).toBe(50_000);
  });

  it("voids a card: balance 0 in the ledger, no balance shown, refused at checkout, and no second void or adjustment", async () => {
    const { card, code } = await buyCard(25_000);
    expect(await voidGiftCard(db(), { giftCardId: card.id, reason: "Koden har spridits", actor: admin, now })).toEqual({ ok: true });
    const [listed] = (await listGiftCards(db())).filter((c) => c.id === card.id);
    expect(listed).toMatchObject({ balanceOre: 0, voided: now.toISOString() });
    expect(listed!.ledger.at(-1)).toMatchObject({ type: "void", amountOre: -25_000, note: "Koden har spridits" });
    expect(await checkBalance(db(), { code, clientKey: "void-test", secret: SECRET, now })).toEqual({ status: "not_found" });
    const c = await cartWith([["sleep", 1]]);
    expect(await applyGiftCard(db(), { ...c, code, secret: SECRET, now })).toEqual({ ok: false, message: "Presentkortet är spärrat. Kontakta oss om du har frågor." });
    expect(await voidGiftCard(db(), { giftCardId: card.id, reason: "Igen", actor: admin, now })).toEqual({ ok: false, error: "voided" });
    expect(await adjustGiftCardBalance(db(), { giftCardId: card.id, balanceOre: 100, reason: "Ångrar", actor: admin, now })).toEqual({ ok: false, error: "voided" });
    const [entry] = await auditOf(card.id);
    expect(entry).toMatchObject({ action: "gift_card.void", before: { balanceOre: 25_000, voided: null }, after: { balanceOre: 0, voided: now.toISOString(), reason: "Koden har spridits" } });
  });

  it("a card voided while it sits in a cart cannot pay for the order", async () => {
    const { card, code } = await buyCard(40_000);
    const c = await cartWith([["sleep", 1]], code);
    await voidGiftCard(db(), { giftCardId: card.id, reason: "Stulen kod", actor: admin, now });
    await expect(placeOrder(db(), { ...c, form: form(), now })).rejects.toThrow("Presentkortet är spärrat");
  });
});
