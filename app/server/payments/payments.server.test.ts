import { describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import QRCode from "qrcode";
import type { Database } from "../db.server";
import { outbox, paymentEvent } from "../schema";
import { ConfigError, parseEnv } from "../env.server";
import { confirmationMailFor } from "../order-mail.server";
import { TEST_DB_KIND, useSeededDatabase } from "../test-db";
import { orderConfirmationMail } from "~/content/mails";
import { formatKr } from "~/domain/money";
import { checkoutPaymentOptions, footerPaymentNames, paymentMethod, paymentMethodLabel, paymentMethods } from "~/payments/registry";
import { paymentConfig, paymentInstructions, paymentView, recordPaymentEventOnce, UnknownPaymentMethodError } from "./index.server";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";
import { placedOrder } from "../test-factories";

const kr = (n: number) => formatKr(Math.round(n * 100));
const config = { swishNumber: "1231234567", invoiceDueDays: 14, bankgiro: "123-4567" };
const order = { id: "3f2a9b1c-0000-4000-8000-000000000000", number: 1042, totalOre: 47_200, createdAt: new Date("2026-11-21T12:00:00Z") };

describe("payment providers", () => {
  it("registers Stripe, Swish Handel, Swish and Faktura, neither of them a credit option by default (and 'paid by gift cards')", () => {
    expect(paymentMethods().map((p) => [p.id, p.label])).toEqual([
      ["stripe", "Kort, Klarna, Apple Pay eller Google Pay"],
      ["swish-handel", "Swish"],
      ["swish", "Swish"],
      ["invoice", "Faktura"],
      ["gift_card", "Presentkort"],
    ]);
    expect(() => paymentMethod("klarna")).toThrow(UnknownPaymentMethodError);
    expect(paymentMethodLabel("klarna")).toBe("klarna");
  });

  it("checkout offers Stripe only when its keys are configured (ADR 075)", () => {
    expect(checkoutPaymentOptions(config).map((o) => o.id)).not.toContain("stripe");
    expect(checkoutPaymentOptions({ ...config, providers: ["stripe"] }).map((o) => o.id)).toEqual(["stripe", "swish", "invoice"]);
  });

  it("with Swish Handel configured its Swish is the only Swish offered; without, the manual one (ADR 082)", () => {
    expect(checkoutPaymentOptions({ ...config, providers: ["swish-handel"] }).map((o) => [o.id, o.label])).toEqual([
      ["swish-handel", "Swish"],
      ["invoice", "Faktura"],
    ]);
    expect(checkoutPaymentOptions(config).map((o) => o.id)).toEqual(["swish", "invoice"]);
  });

  it("the footer names what checkout offers: card and Klarna only with Stripe, one Swish either way", () => {
    expect(footerPaymentNames(config)).toEqual(["Swish", "Faktura"]);
    expect(footerPaymentNames({ ...config, providers: ["stripe", "swish-handel"] })).toEqual(["Kort", "Klarna", "Swish", "Faktura"]);
    expect(footerPaymentNames({ ...config, providers: ["swish-handel"] })).toEqual(["Swish", "Faktura"]);
  });

  it("checkout offers Swish and Faktura (with the configured days to pay), not gift cards", () => {
    expect(checkoutPaymentOptions({ ...config, invoiceDueDays: 30 })).toEqual([
      { id: "swish", label: "Swish", help: "Du betalar med Swish-appen efter beställningen: på mobilen öppnar en knapp appen, på datorn skannar du en QR-kod." },
      { id: "invoice", label: "Faktura", help: "Betala inom 30 dagar. Fakturan kommer med e-post." },
    ]);
  });

  it("asks only for what gift cards left to pay (Swish QR and invoice amount)", () => {
    const part = { ...order, giftCardPaidOre: order.totalOre - 9_800 };
    const swish = paymentMethod("swish").instructions(part, config);
    expect(swish).toMatchObject({ amountOre: 9_800, amount: "98,00" });
    expect(swish).toMatchObject({ payload: expect.stringContaining(";98,00;") });
    expect(paymentMethod("invoice").instructions(part, config)).toMatchObject({ amountOre: 9_800 });
    expect(paymentMethod("gift_card").instructions({ ...order, giftCardPaidOre: order.totalOre }, config)).toMatchObject({ kind: "gift_card", amountOre: 0 });
  });

  it("Swish: number, amount with comma decimals, the order number as message, the locked C2B payload and the app link", () => {
    expect(paymentMethod("swish").instructions(order, config)).toEqual({
      kind: "swish",
      label: "Swish",
      number: "1231234567",
      numberDisplay: "123 123 45 67",
      amountOre: 47_200,
      amount: "472,00",
      message: "1042",
      payload: "C1231234567;472,00;1042;0",
      appLink: `swish://payment?data=${encodeURIComponent(
        '{"version":1,"payee":{"value":"1231234567","editable":false},"amount":{"value":472,"editable":false},"message":{"value":"1042","editable":false}}',
      )}`,
    });
  });

  it("Swish: the page gets the QR code of exactly that payload as SVG", async () => {
    const view = await paymentView(config, { ...order, paymentMethod: "swish" });
    expect(view.qrSvg).toMatch(/^<svg[^>]+viewBox="0 0 \d+ \d+"/);
    expect(view.qrSvg).toBe(await QRCode.toString("C1231234567;472,00;1042;0", { type: "svg", errorCorrectionLevel: "M", margin: 2 }));
  });

  it("Faktura: due days and date (Stockholm calendar), bankgiro and the OCR reference (digits, Luhn); no QR code", async () => {
    const late = { ...order, createdAt: new Date("2026-11-21T23:30:00Z") }; // 22 November in Stockholm
    expect(paymentMethod("invoice").instructions(late, { ...config, invoiceDueDays: 30, bankgiro: "5050-1055" })).toEqual({
      kind: "invoice",
      label: "Faktura",
      dueDays: 30,
      dueDate: "2026-12-22",
      bankgiro: "5050-1055",
      iban: null,
      amountOre: 47_200,
      // 1042, length digit 6, check digit 5 (worked out in app/domain/ocr.test.ts).
      ocr: "104265",
    });
    const view = await paymentView(config, { ...order, paymentMethod: "invoice" });
    expect(view.qrSvg).toBeNull();
    expect(view.instructions).toMatchObject({ kind: "invoice", dueDays: 14, dueDate: "2026-12-05" });
  });

  it("reads SWISH_NUMBER, INVOICE_DUE_DAYS and BANKGIRO from the environment, with defaults", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "stilla-pay-env-"));
    try {
      expect(paymentConfig(parseEnv({ DATA_DIR: dir }))).toEqual({ swishNumber: "1231234567", invoiceDueDays: 14, bankgiro: "123-4567", providers: [] });
      expect(paymentConfig(parseEnv({ DATA_DIR: dir, SWISH_NUMBER: "123 900 12 34", INVOICE_DUE_DAYS: "30", BANKGIRO: "5050-1055" }))).toEqual({
        swishNumber: "1239001234",
        invoiceDueDays: 30,
        bankgiro: "5050-1055",
        providers: [],
      });
      // Stripe (ADR 075): both keys or neither; with both, the method is live.
      const stripe = { DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123", STRIPE_API_BASE: "http://127.0.0.1:12111/" };
      expect(parseEnv(stripe).stripe).toEqual({ secretKey: "sk_test_abc123", webhookSecret: "whsec_abc123", apiBase: "http://127.0.0.1:12111" });
      expect(paymentConfig(parseEnv(stripe)).providers).toEqual(["stripe"]);
      expect(() => parseEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: "sk_test_abc123" })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/);
      expect(() => parseEnv({ DATA_DIR: dir, STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc123" })).toThrow(/STRIPE_SECRET_KEY/);
      for (const [bad, name] of [
        [{ SWISH_NUMBER: "12345" }, /SWISH_NUMBER/],
        [{ INVOICE_DUE_DAYS: "0" }, /INVOICE_DUE_DAYS/],
        [{ INVOICE_DUE_DAYS: "ten" }, /INVOICE_DUE_DAYS/],
        [{ BANKGIRO: "12-34" }, /BANKGIRO/],
      ] as const) {
        expect(() => parseEnv({ DATA_DIR: dir, ...bad })).toThrow(ConfigError);
        expect(() => parseEnv({ DATA_DIR: dir, ...bad })).toThrow(name);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("orderConfirmationMail", () => {
  const mailOrder = {
    ...order,
    goodsListOre: 49_800,
    multiBuyDiscountOre: 7_500,
    discountCode: null,
    discountOre: 0,
    shippingOre: 4_900,
    vatSummary: [{ rateBp: 600, grossOre: 47_200, vatOre: 2_672 }],
    shippingName: "Åsa <b>Öberg</b>",
    shippingEmail: "asa@example.se",
    shippingAddress: "Hornsgatan 12 & 14",
    shippingPostalCode: "114 55",
    shippingCity: "Stockholm",
  };
  const items = [{ kind: "product", productName: "Sleep", quantity: 2, unitPriceOre: 24_900, multiBuyDiscountOre: 7_500, codeDiscountOre: 0, lineTotalOre: 42_300 }];

  it("carries the order number, lines, discounts, shipping, VAT per rate, total, payment, delivery estimate and the withdrawal right", () => {
    const mail = orderConfirmationMail(mailOrder, items, paymentInstructions(config, { ...order, paymentMethod: "swish" }), "https://stilla.example", EXAMPLE_FACTS);
    expect(mail).toMatchObject({ kind: "order_confirmation", to: "asa@example.se", subject: "Orderbekräftelse för order 1042 – Stilla" });
    for (const part of [
      "Ordernummer: 1042",
      `2 × Sleep à ${kr(249)}: ${kr(423)}`,
      `Mängdrabatt −${kr(75)}`,
      `Varor: ${kr(498)}`,
      `Frakt: ${kr(49)}`,
      `Totalt: ${kr(472)}`,
      `varav moms 6\u00a0%: ${kr(26.72)}`,
      "Swishnummer: 123 123 45 67",
      `Belopp: ${kr(472)}`,
      "Meddelande: 1042",
      "inom 1–2 arbetsdagar",
      "2–4 arbetsdagar",
      "14 dagars ångerrätt",
      "https://stilla.example/angerblankett",
      `https://stilla.example/orders/${order.id}`,
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it("shows the bought-together discount per line and in the totals (ADR 038)", () => {
    const pair = { ...mailOrder, goodsListOre: 69_800, multiBuyDiscountOre: 0, togetherDiscountOre: 5_600, shippingOre: 0, totalOre: 64_200 };
    const lines = [
      { kind: "product", productName: "Focus", quantity: 1, unitPriceOre: 24_900, multiBuyDiscountOre: 0, togetherDiscountOre: 1_998, codeDiscountOre: 0, lineTotalOre: 22_902 },
      { kind: "product", productName: "Termos", quantity: 1, unitPriceOre: 44_900, multiBuyDiscountOre: 0, togetherDiscountOre: 3_602, codeDiscountOre: 0, lineTotalOre: 41_298 },
    ];
    const mail = orderConfirmationMail(pair, lines, paymentInstructions(config, { ...order, totalOre: 64_200, paymentMethod: "swish" }), "https://stilla.example", EXAMPLE_FACTS);
    for (const part of [`Tillsammansrabatt −${kr(19.98)}`, `Tillsammansrabatt −${kr(36.02)}`, `Tillsammansrabatt: −${kr(56)}`, `Totalt: ${kr(642)}`]) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain(`Tillsammansrabatt −${kr(19.98)}`);
  });

  it("the delivery block carries the mobile number when the order has one (ADR 066)", () => {
    const instructions = paymentInstructions(config, { ...order, paymentMethod: "swish" });
    const withPhone = orderConfirmationMail({ ...mailOrder, shippingPhone: "+46701234567" }, items, instructions, "https://stilla.example", EXAMPLE_FACTS);
    expect(withPhone.text).toMatch(/Levereras till: .*Stockholm\nMobil 070-123 45 67\n/);
    expect(withPhone.html).toContain("Stockholm<br>Mobil 070-123 45 67<br>");
    const without = orderConfirmationMail({ ...mailOrder, shippingPhone: null }, items, instructions, "https://stilla.example", EXAMPLE_FACTS);
    expect(without.text).not.toContain("Mobil");
    expect(without.html).not.toContain("Mobil");
  });

  it("escapes customer data in the HTML", () => {
    const mail = orderConfirmationMail(mailOrder, items, paymentInstructions(config, { ...order, paymentMethod: "invoice" }), "https://stilla.example/", EXAMPLE_FACTS);
    expect(mail.html).toContain("Åsa &lt;b&gt;Öberg&lt;/b&gt;");
    expect(mail.html).toContain("Hornsgatan 12 &amp; 14");
    expect(mail.html).not.toContain("<b>Öberg");
    expect(mail.text).toContain("Bankgiro: 123-4567");
    expect(mail.text).toContain("OCR-nummer: 104265");
    expect(mail.html).toContain("OCR-nummer: 104265");
    expect(mail.text).toContain("Betala inom 14 dagar, senast 5 december 2026.");
    expect(mail.html).toContain('href="https://stilla.example/angerblankett"');
  });
});

describe(`payment events and the confirmation hook (${TEST_DB_KIND})`, () => {
  let db: Database["db"];
  useSeededDatabase({}, (seeded) => {
    db = seeded.db;
  });

  it("records a webhook event once: the second call is false", async () => {
    expect(await recordPaymentEventOnce(db, "card", "evt_1", null)).toBe(true);
    expect(await recordPaymentEventOnce(db, "card", "evt_1", null)).toBe(false);
    // The id is the provider's: another provider may use the same id.
    expect(await recordPaymentEventOnce(db, "other", "evt_1", null)).toBe(true);
    expect(await db.select().from(paymentEvent).where(eq(paymentEvent.eventId, "evt_1"))).toHaveLength(2);
  });

  it("replays racing each other record the event exactly once", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => recordPaymentEventOnce(db, "card", "evt_race", null)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it("inside a transaction that fails, the event is not recorded (a retried webhook is applied then)", async () => {
    await expect(
      db.transaction(async (tx) => {
        expect(await recordPaymentEventOnce(tx, "card", "evt_rollback", null)).toBe(true);
        throw new Error("applying the event failed");
      }),
    ).rejects.toThrow("applying the event failed");
    expect(await recordPaymentEventOnce(db, "card", "evt_rollback", null)).toBe(true);
  });

  it("confirmationMailFor is placeOrder's hook: the confirmation is queued with the order, linked to it", async () => {
    const placed = await placedOrder(db, [["sleep", 2]], {
      now: order.createdAt,
      confirmationMail: confirmationMailFor({ publicUrl: "https://stilla.example", invoiceDueDays: config.invoiceDueDays }, { ...EXAMPLE_FACTS, swishNumber: config.swishNumber, bankgiro: config.bankgiro }),
    });
    expect(placed.mailId).not.toBeNull();
    const [mail] = await db.select().from(outbox).where(and(eq(outbox.id, placed.mailId!), eq(outbox.kind, "order_confirmation")));
    expect(mail!.to).toBe(placed.email);
    expect(placed.number).toBeGreaterThanOrEqual(1001);
    expect(mail!.subject).toContain(`order ${placed.number}`);
    expect(mail!.text).toContain(`Ordernummer: ${placed.number}`);
    expect(mail!.text).toContain(`Meddelande: ${placed.number}`);
    expect(mail!.text).toContain(`Belopp: ${kr(472)}`);
    expect(mail!.text).toContain(`https://stilla.example/orders/${placed.orderId}`);
    expect(await recordPaymentEventOnce(db, "card", "evt_with_order", placed.orderId)).toBe(true);
  });
});
