/** A guest's order in the customer's mails (ADR 065): the private link where the shop has it, a note where it does not. */
import { describe, expect, it } from "vitest";
import { EXAMPLE_FACTS } from "~/domain/shop-identity";
import { refundMail, withdrawalAcknowledgementMail } from "./mails";

const base = {
  to: "gast@example.se",
  name: "Åsa Öberg",
  orderId: "3f0c1d2e-0000-4000-8000-000000000001",
  orderNumber: 1042,
  publicUrl: "https://stilla.example/",
};
const token = "A".repeat(43);

describe("a guest's order in the mails", () => {
  it("the withdrawal acknowledgement links back with the token for a guest, without it for an account", () => {
    const input = { ...base, withdrawnAt: new Date("2026-11-21T12:00:00Z"), cancelled: true, paid: false, totalOre: 29_800, shop: EXAMPLE_FACTS };
    const guest = withdrawalAcknowledgementMail({ ...input, accessToken: token });
    expect(guest.text).toContain(`https://stilla.example/orders/${base.orderId}?nyckel=${token}`);
    expect(guest.html).toContain(`/orders/${base.orderId}?nyckel=${token}`);
    const account = withdrawalAcknowledgementMail(input);
    expect(account.text).toContain(`https://stilla.example/orders/${base.orderId}\n`);
    expect(account.text).not.toContain("nyckel=");
  });

  it("a refund to a guest carries its private link, or without the token points to the confirmation's link", () => {
    const input = { ...base, amountOre: 24_900, methodOre: 24_900, giftCardOre: 0, deductionOre: 0, paymentMethod: "swish", lines: [{ name: "Calm", quantity: 1 }], shippingOre: 0, reason: "Retur", shop: EXAMPLE_FACTS };
    const guest = refundMail({ ...input, guest: true });
    expect(guest.text).toContain("Din order öppnar du med länken i orderbekräftelsen.");
    expect(guest.text).not.toContain("/orders/");
    expect(guest.html).not.toContain("/orders/");
    expect(refundMail(input).text).toContain(`https://stilla.example/orders/${base.orderId}`);
    // With the order's token (the desk's refund of a guest's order), the private link itself.
    const linked = refundMail({ ...input, guest: true, accessToken: token });
    expect(linked.text).toContain(`https://stilla.example/orders/${base.orderId}?nyckel=${token}`);
    expect(linked.text).not.toContain("länken i orderbekräftelsen");
  });
});
