/** Every mail builder signs with the identity it is given (issue #34, ADR 071), never the shipped example. */
import { describe, expect, it } from "vitest";
import { EXAMPLE_IDENTITY, shopFacts } from "~/domain/shop-identity";
import { ownIdentity } from "~/domain/shop-identity.fixtures";
import { emailChangeMail, emailChangeNoticeMail } from "./account";
import { erasureConfirmationMail } from "./admin-customers";
import { contactReceiptMail, contactReplyMail } from "./contact";
import { giftCardBuyerMail, giftCardRecipientMail } from "./gift-cards";
import { mailSignature } from "./mail-signature";
import { type MailContent, passwordResetMail, refundMail, shippedMail, withdrawalAcknowledgementMail } from "./mails";
import { newsletterConfirmMail, newsletterWelcomeMail } from "./newsletter";

const shop = shopFacts(ownIdentity({ legalName: "Tesalongen Norrland AB", email: "hej@tesalongen.se" }));
const url = "https://stilla.example";
const card = { recipientName: "Bo Ek", recipientEmail: "bo@example.se", senderName: "Åsa", message: "Grattis!", amountOre: 50_000, expiresAt: new Date("2027-11-21T12:00:00Z"), publicUrl: url, shop };
const contact = { id: 7, name: "Åsa Öberg", email: "asa@example.se", subject: "Fråga", message: "Hur länge ska teet dra?", receivedAt: new Date("2026-11-21T12:00:00Z"), signedIn: false };
const order = { to: "asa@example.se", name: "Åsa Öberg", orderId: "3f0c1d2e-0000-4000-8000-000000000001", orderNumber: 1042, publicUrl: url };

const mails: Record<string, MailContent> = {
  password_reset: passwordResetMail({ to: "asa@example.se", name: "Åsa", url: `${url}/reset`, shop }),
  email_change: emailChangeMail({ to: "ny@example.se", name: "Åsa", url: `${url}/verify`, shop }),
  email_change_notice: emailChangeNoticeMail({ to: "asa@example.se", name: "Åsa", newEmail: "ny@example.se", shop }),
  gift_card: giftCardRecipientMail({ ...card, code: "ABCD-EFGH-JKLM" }),
  gift_card_copy: giftCardBuyerMail({ ...card, buyerEmail: "asa@example.se", buyerName: "Åsa", maskedCode: "••••-••••-JKLM", orderNumber: 1042 }),
  newsletter_confirmation: newsletterConfirmMail({ to: "asa@example.se", confirmUrl: `${url}/c`, unsubscribeUrl: `${url}/u`, shop }),
  newsletter_welcome: newsletterWelcomeMail({ to: "asa@example.se", code: "VALKOMMEN-1", shopUrl: `${url}/shop`, unsubscribeUrl: `${url}/u`, shop }),
  contact_receipt: contactReceiptMail(contact, shop),
  contact_reply: contactReplyMail(contact, "Fem minuter.", shop),
  refund: refundMail({ ...order, amountOre: 24_900, methodOre: 24_900, giftCardOre: 0, deductionOre: 0, paymentMethod: "swish", lines: [{ name: "Calm", quantity: 1 }], shippingOre: 0, reason: "Retur", shop }),
  order_shipped: shippedMail({ ...order, carrier: "PostNord", trackingNumber: "RR123456785SE", trackingUrl: null, orderUrl: `${url}/orders/1`, shop }),
  withdrawal_acknowledgement: withdrawalAcknowledgementMail({ ...order, withdrawnAt: new Date("2026-11-21T12:00:00Z"), cancelled: false, paid: true, totalOre: 29_800, shop }),
};

describe("the mails' signature", () => {
  it.each(Object.entries(mails))("%s signs with the e-mail address in force and never names the example's", (kind, mail) => {
    expect(mail.kind).toBe(kind);
    expect(mail.text).toContain(mailSignature(shop));
    for (const part of [mail.text, mail.html ?? ""]) {
      expect(part).not.toContain(EXAMPLE_IDENTITY.email);
      expect(part).not.toContain(EXAMPLE_IDENTITY.legalName);
    }
  });

  it("the sentences that name the shop's address use the identity in force", () => {
    expect(mails.gift_card_copy!.text).toContain(`skriv till ${shop.email}, så skickar vi presentkortet igen`);
    expect(mails.email_change_notice!.text).toContain(`kontakta oss på ${shop.email}.`);
    expect(mails.withdrawal_acknowledgement!.text).toContain(`till ${shop.legalName}, ${shop.address}.`);
    const erased = erasureConfirmationMail("asa@example.se", shop);
    expect(erased.text).toContain(`skriv till ${shop.email}.`);
    expect(erased.text).not.toContain(EXAMPLE_IDENTITY.email);
  });
});
