/**
 * The registry is the single source (ADR 020): a method registered here, in this test only, appears in the
 * checkout options, is accepted by the checkout schema, places an order through the real checkout action, and
 * shows on the order page, in the confirmation e-mail, in the shop's order mail and in the order desk —
 * without a line of any other module knowing about it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RouterContextProvider } from "react-router";
import { eq } from "drizzle-orm";
import { formatKr } from "~/domain/money";
import { amountDueOre, definePaymentMethod, type PaymentInstructions } from "~/payments/method";
import { CheckoutSchema, checkoutPaymentOptions, registerPaymentMethod } from "~/payments/registry";
import { PaymentOptions } from "~/components/checkout/payment-options";
import { OrderDetails } from "~/components/admin/order-details";
import { PaymentPanel } from "~/components/orders/payment-panel";
import { ThankYou } from "~/components/orders/thank-you";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as orderLoader } from "~/routes/order";
import type { Database } from "../db.server";
import { parseEnv } from "../env.server";
import { userContext } from "../context.server";
import { getOrderForDesk, toDeskView } from "../admin-orders.server";
import { createServices, shutdown } from "../runtime.server";
import { outbox } from "../schema";
import { createTestDatabase, TEST_DB_KIND } from "../test-db";
import { paymentConfig } from "./index.server";
import { customerWithCart } from "../test-factories";

interface TestInstructions extends PaymentInstructions {
  kind: "testbetalning";
  reference: string;
}

registerPaymentMethod(
  definePaymentMethod<TestInstructions>({
    id: "testbetalning",
    label: "Testbetalning",
    checkout: { help: (config) => `Betala med låtsaspengar till ${config.bankgiro}.` },
    instructions: (order) => ({ kind: "testbetalning", label: "Testbetalning", amountOre: amountDueOre(order), reference: `TB-${order.number}` }),
    payTitle: "Betala med låtsaspengar",
    Panel: ({ instructions }) => createElement("p", { "data-testid": "testbetalning" }, `Ange referensen ${instructions.reference}.`),
    nextStep: (i) => `Betala ${formatKr(i.amountOre)} med låtsaspengar.`,
    packsAfterPayment: true,
    mail: (i, { orderUrl }) => ({ heading: "Betala med låtsaspengar", lines: [`Referens: ${i.reference}`, `Ordersidan: ${orderUrl}`] }),
    deskReference: (order) => ({ label: "Testreferens", value: `TB-${order.number}`, testId: "desk-testbetalning" }),
  }),
);

const runtime = () => (globalThis as Record<string, unknown>).__stillaRuntime as { services?: unknown };

describe(`a third payment method, registered in one place (${TEST_DB_KIND})`, () => {
  let database: Database;
  let dataDir: string;
  const env = () => parseEnv({ DATA_DIR: dataDir, PUBLIC_URL: "https://stilla.example" });
  const userId = `tb-${Math.random().toString(36).slice(2, 10)}`;
  const sessionUser = { id: userId, name: "Tea Testsson", email: `${userId}@example.se`, role: null };
  const args = (url: string, init?: RequestInit, params: Record<string, string> = {}) => {
    const context = new RouterContextProvider();
    context.set(userContext, sessionUser);
    const request = new Request(url, init);
    return { request, context, params, url: new URL(url), pattern: new URL(url).pathname } as never;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "stilla-third-method-"));
    database = await createTestDatabase();
    // The real services, so that the real route loaders and actions run against this database.
    runtime().services = await createServices(env(), database);
    await customerWithCart(database.db, [["sleep", 1]], { customer: { id: userId, name: sessionUser.name, email: sessionUser.email } });
  });
  afterAll(async () => {
    await shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("checkout offers it after Swish and Faktura, and its schema accepts it", async () => {
    expect(checkoutPaymentOptions(paymentConfig(env())).map((o) => o.label)).toEqual(["Swish", "Faktura", "Testbetalning"]);
    const data = await checkoutLoader(args("http://localhost/checkout"));
    expect(data.paymentOptions.at(-1)).toEqual({ id: "testbetalning", label: "Testbetalning", help: "Betala med låtsaspengar till 123-4567." });
    const html = renderToString(createElement(PaymentOptions, { options: data.paymentOptions }));
    expect(html).toMatch(/<input type="radio"[^>]*value="testbetalning"/);
    expect(html).toContain("Testbetalning");
    expect(html).toContain("Betala med låtsaspengar till 123-4567.");
    const fields = { name: "Tea Testsson", email: "tea@example.se", address: "Hornsgatan 12", city: "Stockholm", postalCode: "114 55", idempotencyKey: "abcdefghijklmnop" };
    expect(CheckoutSchema.safeParse({ ...fields, paymentMethod: "testbetalning" }).success).toBe(true);
    expect(CheckoutSchema.safeParse({ ...fields, paymentMethod: "kredit" }).success).toBe(false);
  });

  it("an order placed with it shows its panel and steps, and its section is in the confirmation and the shop's mail and desk", async () => {
    const form = new URLSearchParams({
      intent: "place_order",
      idempotencyKey: `third-method-${userId}`,
      giftCardOre: "0",
      name: "Tea Testsson",
      email: sessionUser.email,
      address: "Hornsgatan 12",
      postalCode: "114 55",
      city: "Stockholm",
      paymentMethod: "testbetalning",
    });
    const thrown = await checkoutAction(args("http://localhost/checkout", { method: "POST", body: form })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    const location = (thrown as Response).headers.get("Location")!;
    const orderId = /^\/orders\/([^?]+)\?tack=1$/.exec(location)![1]!;

    const page = await orderLoader(args(`http://localhost${location}`, undefined, { id: orderId }));
    expect(page.order.paymentMethod).toBe("testbetalning");
    expect(page.payment).toEqual({ instructions: { kind: "testbetalning", label: "Testbetalning", amountOre: 24_900 + 4_900, reference: `TB-${page.order.number}` }, qrSvg: null });
    const panel = renderToString(createElement(PaymentPanel, { order: page.order, ...page.payment }));
    expect(panel).toContain("Betala med låtsaspengar</h2>");
    expect(panel).toContain("Betalsätt<!-- -->: <!-- -->Testbetalning");
    expect(panel).toContain(`<p data-testid="testbetalning">Ange referensen TB-${page.order.number}.</p>`);
    const thanks = renderToString(createElement(ThankYou, { order: page.order, instructions: page.payment.instructions }));
    expect(thanks).toContain(`Betala ${formatKr(29_800)} med låtsaspengar.`);
    expect(thanks).toContain("Vi packar när betalningen har kommit in");

    const mails = await database.db.select().from(outbox).where(eq(outbox.to, sessionUser.email));
    const confirmation = mails.find((m) => m.kind === "order_confirmation")!;
    expect(confirmation.text).toContain(`BETALNING: Betala med låtsaspengar\nReferens: TB-${page.order.number}\nOrdersidan: https://stilla.example/orders/${orderId}`);
    expect(confirmation.html).toContain("Betalning: Betala med låtsaspengar</h2>");
    const [shopMail] = await database.db.select().from(outbox).where(eq(outbox.kind, "order_owner_notification"));
    expect(shopMail!.text).toContain("Testbetalning (inte betald ännu)");

    const desk = renderToString(createElement(OrderDetails, { order: toDeskView((await getOrderForDesk(database.db, orderId))!).order }));
    expect(desk).toContain("<dd>Testbetalning</dd>");
    expect(desk).toMatch(new RegExp(`Testreferens</dt><dd[^>]*data-testid="desk-testbetalning"[^>]*>TB-${page.order.number}</dd>`));
  });
});
