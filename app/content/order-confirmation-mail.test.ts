/** The order confirmation as distansavtalslagen 2 kap. 12 § reads it (ADR 071): every part in the mail itself. */
import { describe, expect, it } from "vitest";
import { EXAMPLE_IDENTITY, shopFacts } from "~/domain/shop-identity";
import { paymentMethod } from "~/payments/registry";
import { confirmationCopy, orderConfirmationMail } from "./mails";
import { complaintTexts, legalDocuments, SEALED_GOODS_EXCEPTION, WITHDRAWAL_FORM_TITLE, WITHDRAWAL_RETURN_SHIPPING } from "./legal";

/** An identity the owner saved: nothing of it is the shipped example. */
const shop = shopFacts({
  ...EXAMPLE_IDENTITY,
  legalName: "Tesalongen Norrland AB",
  orgNumber: "556036-0793",
  street: "Storgatan 5",
  postalCode: "903 26",
  city: "Umeå",
  email: "order@tesalongen.se",
});

const order = {
  id: "3f2a9b1c-0000-4000-8000-000000000000",
  number: 1042,
  totalOre: 29_800,
  createdAt: new Date("2026-11-21T12:00:00Z"),
  goodsListOre: 24_900,
  multiBuyDiscountOre: 0,
  discountCode: null,
  discountOre: 0,
  shippingOre: 4_900,
  vatSummary: [{ rateBp: 600, grossOre: 29_800, vatOre: 1_687 }],
  shippingName: "Åsa Öberg",
  shippingEmail: "asa@example.se",
  shippingAddress: "Hornsgatan 14",
  shippingPostalCode: "114 55",
  shippingCity: "Stockholm",
  shippingPhone: null,
};
const items = [{ kind: "product", productName: "Sleep", quantity: 1, unitPriceOre: 24_900, multiBuyDiscountOre: 0, codeDiscountOre: 0, lineTotalOre: 24_900 }];
const instructions = paymentMethod("invoice").instructions(order, { swishNumber: shop.swishNumber, bankgiro: shop.bankgiro, invoiceDueDays: 14 });
const mail = orderConfirmationMail(order, items, instructions, "https://stilla.example", shop);
const html = mail.html!;
/** The HTML part as a reader sees it: tags out, entities decoded. */
const htmlText = html
  .replace(/<[^>]+>/g, " ")
  .replace(/&quot;/g, '"')
  .replace(/&#39;/g, "'")
  .replace(/&lt;/g, "<")
  .replace(/&gt;/g, ">")
  .replace(/&amp;/g, "&")
  .replace(/\s+/g, " ");
const flat = (s: string) => s.replace(/\s+/g, " ");

describe("the order confirmation on a durable medium", () => {
  it("has a heading for each part, in the text part and as <h2> in the HTML, in the same order", () => {
    const headings = ["Ångerrätt", confirmationCopy.returnTitle, confirmationCopy.exceptionTitle, confirmationCopy.complaintTitle, WITHDRAWAL_FORM_TITLE, confirmationCopy.termsTitle];
    const textAt = headings.map((h) => mail.text.indexOf(`\n${h.toUpperCase()}\n`));
    const htmlAt = headings.map((h) => html.indexOf(`>${h}</h2>`));
    for (const at of [...textAt, ...htmlAt]) expect(at).toBeGreaterThan(0);
    expect(textAt).toEqual([...textAt].sort((a, b) => a - b));
    expect(htmlAt).toEqual([...htmlAt].sort((a, b) => a - b));
  });

  it("carries the standard withdrawal form filled with the seller in force and the order's number and date", () => {
    for (const part of [
      "STANDARDFORMULÄR FÖR UTÖVANDE AV ÅNGERRÄTT",
      "(Fyll i och skicka detta formulär endast om du vill frånträda avtalet.)",
      "Till: Tesalongen Norrland AB, Storgatan 5, 903 26 Umeå, order@tesalongen.se",
      "avtal om köp av följande varor (*)/tillhandahållande av följande tjänster (*): order 1042, ",
      "Beställd den (*)/mottagen den (*): beställd den 21 november 2026, mottagen den ",
      "Konsumentens/konsumenternas namn:",
      "Konsumentens/konsumenternas adress:",
      "Konsumentens/konsumenternas underskrift (endast om formuläret skickas på papper):",
      "(*) Stryk det som inte gäller.",
      "Mejla det ifyllda formuläret till order@tesalongen.se eller skicka det med post till Tesalongen Norrland AB, Storgatan 5, 903 26 Umeå.",
    ]) {
      expect(mail.text).toContain(part);
      expect(htmlText).toContain(part.replace("STANDARDFORMULÄR FÖR UTÖVANDE AV ÅNGERRÄTT", WITHDRAWAL_FORM_TITLE));
    }
  });

  it("the form is the one /angerblankett shows, the same lines apart from the filled-in order", () => {
    const page = legalDocuments(shop).angerblankett.sections.flatMap((s) => s.blocks).find((b) => b.type === "ul");
    expect(page?.type).toBe("ul");
    const pageLines = page!.type === "ul" ? page!.items : [];
    const mailLines = mail.text.split("\n").filter((l) => pageLines.some((p) => l.startsWith(p.split(":")[0]!)));
    expect(mailLines).toHaveLength(pageLines.length);
    expect(mailLines.filter((l) => pageLines.includes(l))).toHaveLength(pageLines.length - 2);
  });

  it("states the sealed-goods exception, the return shipping the customer pays (49 kr) and the right to complain, as the terms word them", () => {
    const terms = legalDocuments(shop).terms.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === "p" ? [b.text] : b.items));
    for (const part of [SEALED_GOODS_EXCEPTION, WITHDRAWAL_RETURN_SHIPPING, ...complaintTexts(shop)]) {
      expect(terms).toContain(part);
      expect(mail.text).toContain(part);
      expect(htmlText).toContain(flat(part));
    }
    expect(SEALED_GOODS_EXCEPTION).toContain("2 kap. 11 § 5 distansavtalslagen");
    expect(WITHDRAWAL_RETURN_SHIPPING).toMatch(/Du betalar returfrakten: .*kostar den 49\u00a0kr/);
    expect(mail.text).toContain("Enligt konsumentköplagen har du rätt att reklamera en felaktig vara i 3 år");
    expect(mail.text).toContain("Kontakta oss på order@tesalongen.se, berätta vilken order det gäller");
  });

  it("names the seller from the identity in force, never the shipped example", () => {
    expect(mail.text).toContain("Säljare: Tesalongen Norrland AB, org.nr 556036-0793, Storgatan 5, 903 26 Umeå, order@tesalongen.se");
    expect(mail.text).toMatch(/Varma hälsningar,\nStilla\norder@tesalongen.se$/);
    for (const example of [EXAMPLE_IDENTITY.email, EXAMPLE_IDENTITY.legalName, EXAMPLE_IDENTITY.orgNumber, EXAMPLE_IDENTITY.street]) {
      expect(mail.text).not.toContain(example);
      expect(html).not.toContain(example);
    }
  });
});
