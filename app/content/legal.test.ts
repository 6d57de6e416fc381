import { describe, it, expect } from "vitest";
import { LEGAL_DOCUMENTS, NECESSARY_COOKIES, type LegalDocument } from "~/content/legal";
import { FAQ } from "~/content/faq";
import { RETURNS, SHIPPING, SHOP, TEA_FACTS } from "~/domain/constants";

const docText = (doc: LegalDocument) =>
  [
    doc.title,
    doc.description,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.items))]),
  ].join("\n");

const faqText = () => FAQ.flatMap((c) => [c.title, ...c.items.flatMap((i) => [i.question, i.answer])]).join("\n");

const allTexts = () => [...Object.values(LEGAL_DOCUMENTS).map(docText), faqText()];

/** Whole kronor as the texts show them; the threshold and fee are interpolated, never typed. */
const kr = (ore: number) => `${(ore / 100).toLocaleString("sv-SE")} kr`;

describe("legal documents", () => {
  it("has the spec's section counts", () => {
    expect(LEGAL_DOCUMENTS.terms.sections).toHaveLength(9);
    expect(LEGAL_DOCUMENTS.privacy.sections).toHaveLength(12);
    expect(LEGAL_DOCUMENTS.cookies.sections).toHaveLength(8);
  });

  it("keys each document by its own slug, with title, description and non-empty sections", () => {
    for (const [slug, doc] of Object.entries(LEGAL_DOCUMENTS)) {
      expect(doc.slug).toBe(slug);
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.description.length).toBeGreaterThan(0);
      expect(doc.sections.length).toBeGreaterThan(0);
      for (const section of doc.sections) {
        expect(section.heading.length).toBeGreaterThan(0);
        expect(section.blocks.length).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.type === "p") expect(block.text.trim().length).toBeGreaterThan(0);
          else expect(block.items.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it("shows a fixed ISO 'senast uppdaterad' date on every document", () => {
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${doc.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updated);
    }
  });

  it("states the shipping fee and free-shipping threshold from the constants", () => {
    expect(kr(SHIPPING.feeOre)).toBe("49 kr");
    expect(kr(SHIPPING.freeFromOre)).toBe("500 kr");
    for (const doc of [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.shipping]) {
      const text = docText(doc);
      expect(text).toContain("49 kr");
      expect(text).toContain("500 kr");
      expect(text).toContain(kr(SHIPPING.feeOre));
      expect(text).toContain(kr(SHIPPING.freeFromOre));
    }
    // On the returns page the relevant figure is the 49 kr return shipping for a change of mind.
    expect(docText(LEGAL_DOCUMENTS.returns)).toContain("49 kr");
    expect(docText(LEGAL_DOCUMENTS.returns)).toContain(kr(RETURNS.returnShippingOre));
  });

  it("states the return periods consistently", () => {
    for (const doc of [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.returns]) {
      const text = docText(doc);
      expect(text).toContain(`${RETURNS.withdrawalDays} dagar`);
      expect(text).toContain(`${RETURNS.openPurchaseDays} dagars öppet köp`);
      expect(text).toContain("Ångra köp");
      expect(text).toContain("/angerblankett");
      expect(text).toContain("2 kap. 11 § 5");
    }
  });

  it("points disputes to ARN and never to the closed EU ODR platform", () => {
    const terms = docText(LEGAL_DOCUMENTS.terms);
    expect(terms).toContain("Allmänna reklamationsnämnden");
    expect(terms).toContain("Box 174, 101 23 Stockholm");
    expect(terms).toContain("www.arn.se");
    for (const text of allTexts()) {
      expect(text).not.toMatch(/\bODR\b/i);
      expect(text).not.toContain("ec.europa.eu/consumers/odr");
    }
  });

  it("never repeats the original's free-shipping contradiction", () => {
    for (const text of allTexts()) {
      expect(text.toLowerCase()).not.toContain("gratis frakt på alla");
      expect(text.toLowerCase()).not.toContain("fri frakt på alla");
    }
  });

  it("has no failed interpolations", () => {
    for (const text of allTexts()) {
      expect(text).not.toMatch(/undefined|NaN|\[object |\$\{/);
    }
  });

  it("lists every necessary cookie by name in the cookie policy", () => {
    const items = LEGAL_DOCUMENTS.cookies.sections.flatMap((s) =>
      s.blocks.flatMap((b) => (b.type === "ul" ? b.items : [])),
    );
    for (const name of ["stilla_gate", "stilla_session", "better-auth.session_token", "stilla_cart", "stilla_consent"]) {
      expect(items.some((item) => item.includes(name))).toBe(true);
    }
    expect(NECESSARY_COOKIES.map((c) => c.name).join(" ")).toContain("stilla_consent");
    expect(docText(LEGAL_DOCUMENTS.cookies)).toContain("knappen nedan");
  });

  it("fills the withdrawal form with the shop's details", () => {
    const text = docText(LEGAL_DOCUMENTS.angerblankett);
    expect(text).toContain(`Till: ${SHOP.legalName}, ${SHOP.address}, ${SHOP.email}`);
    expect(text).toContain("meddelar härmed att jag/vi (*) frånträder mitt/vårt (*) avtal om köp av följande varor");
    expect(text).toContain("Beställd den (*)/mottagen den (*)");
    expect(text).toContain("Konsumentens/konsumenternas namn");
    expect(text).toContain("Konsumentens/konsumenternas adress");
    expect(text).toContain("endast om formuläret skickas på papper");
    expect(text).toContain("Datum");
  });
});

describe("FAQ", () => {
  it("has the five categories in order with Swedish titles", () => {
    expect(FAQ.map((c) => c.id)).toEqual(["shipping", "returns", "brewing", "products", "payment"]);
    expect(FAQ.map((c) => c.title)).toEqual([
      "Frakt och leverans",
      "Retur och byten",
      "Bryggtips och användning",
      "Produkter och ingredienser",
      "Betalning och säkerhet",
    ]);
  });

  it("has 3–5 items per category and unique item ids", () => {
    for (const category of FAQ) {
      expect(category.items.length).toBeGreaterThanOrEqual(3);
      expect(category.items.length).toBeLessThanOrEqual(5);
    }
    const ids = FAQ.flatMap((c) => c.items.map((i) => i.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("states the shipping fee, threshold and return shipping from the constants", () => {
    const text = faqText();
    expect(text).toContain("49 kr");
    expect(text).toContain("500 kr");
    expect(text).toContain(kr(SHIPPING.feeOre));
    expect(text).toContain(kr(SHIPPING.freeFromOre));
    expect(text).toContain(kr(RETURNS.returnShippingOre));
  });

  it("gives the brewing facts from the constants", () => {
    const text = faqText();
    const { sleep, calm, focus } = TEA_FACTS.brewing;
    for (const b of [sleep, calm, focus]) {
      expect(text).toContain(`${b.tempC} °C i ${b.minutes.min}–${b.minutes.max} minuter`);
    }
    expect(text).toContain(`${focus.caffeineMgPerCup.min}–${focus.caffeineMgPerCup.max} mg`);
    expect(text).toContain(`${TEA_FACTS.cupsPer50g.min}–${TEA_FACTS.cupsPer50g.max} koppar`);
    expect(text).toContain(`${TEA_FACTS.shelfLifeMonths} månader`);
  });
});
