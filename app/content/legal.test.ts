import { describe, it, expect } from "vitest";
import { LEGAL_DOCUMENTS, NECESSARY_COOKIES, type LegalDocument } from "~/content/legal";
import { FAQ } from "~/content/faq";
import { RETURNS, SHIPPING, SHOP, TEA_FACTS } from "~/domain/constants";
import { formatKr } from "~/domain/money";
import { EXTERNAL_SITES, plainText, splitInlineLinks } from "~/lib/inline-links";

const docText = (doc: LegalDocument) =>
  [
    doc.title,
    doc.description,
    ...doc.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.items))]),
  ]
    .map(plainText)
    .join("\n");

const faqText = () => FAQ.flatMap((c) => [c.title, ...c.items.flatMap((i) => [i.question, plainText(i.answer)])]).join("\n");

/** Every `[text](/path)` in the legal texts and the FAQ, as written. */
const rawTexts = () => [
  ...Object.values(LEGAL_DOCUMENTS).flatMap((d) => d.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.items)))),
  ...FAQ.flatMap((c) => c.items.map((i) => i.answer)),
];

/** The shop's pages a copy text may link to (app/routes.ts). */
const LINKABLE = ["/orders", "/konto", "/shipping", "/returns", "/terms", "/privacy", "/cookies", "/angerblankett", "/cart", "/faq", "/contact", "/tillganglighet"];
/** Other sites a copy text may link to: the supervisory authority on the accessibility statement. */
const EXTERNAL: readonly string[] = EXTERNAL_SITES;

const allTexts = () => [...Object.values(LEGAL_DOCUMENTS).map(docText), faqText()];

/** Kronor as every page shows them ("49 kr" with a no-break space); the texts interpolate, never type. */
const kr = formatKr;

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

  it("breaks a long title only into parts that spell the title", () => {
    for (const doc of Object.values(LEGAL_DOCUMENTS)) if (doc.headingParts) expect(doc.headingParts.join("")).toBe(doc.title);
  });

  it("shows a fixed ISO 'senast uppdaterad' date on every document", () => {
    for (const doc of Object.values(LEGAL_DOCUMENTS)) {
      expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${doc.updated}T00:00:00Z`).toISOString().slice(0, 10)).toBe(doc.updated);
    }
  });

  it("states the shipping fee and free-shipping threshold from the constants", () => {
    expect(kr(SHIPPING.feeOre)).toBe("49\u00a0kr");
    expect(kr(SHIPPING.freeFromOre)).toBe("500\u00a0kr");
    for (const doc of [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.shipping]) {
      const text = docText(doc);
      expect(text).toContain("49\u00a0kr");
      expect(text).toContain("500\u00a0kr");
      expect(text).toContain(kr(SHIPPING.feeOre));
      expect(text).toContain(kr(SHIPPING.freeFromOre));
    }
    // On the returns page the relevant figure is the 49 kr return shipping for a change of mind.
    expect(docText(LEGAL_DOCUMENTS.returns)).toContain("49\u00a0kr");
    expect(docText(LEGAL_DOCUMENTS.returns)).toContain(kr(RETURNS.returnShippingOre));
  });

  it("states the return periods consistently", () => {
    for (const doc of [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.returns]) {
      const text = docText(doc);
      expect(text).toContain(`${RETURNS.withdrawalDays} dagar`);
      expect(text).toContain(`${RETURNS.openPurchaseDays} dagars öppet köp`);
      expect(text).toContain("Ångra köp");
      expect(text).toContain("2 kap. 11 § 5");
    }
    for (const doc of [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.returns]) {
      const links = doc.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === "p" ? [b.text] : b.items)));
      expect(links.some((t) => t.includes("](/angerblankett)"))).toBe(true);
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
    for (const name of ["stilla_gate", "stilla.session_token", "stilla_cart", "stilla_consent", "stilla_device"]) {
      expect(items.some((item) => item.includes(name))).toBe(true);
    }
    expect(NECESSARY_COOKIES.map((c) => c.name).join(" ")).toContain("stilla_consent");
    expect(docText(LEGAL_DOCUMENTS.cookies)).toContain("formuläret nedan");
    expect(LEGAL_DOCUMENTS.cookies.sections.filter((s) => s.widget === "cookie-choice")).toHaveLength(1);
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

describe("links in the copy", () => {
  it("only point at the shop's own pages, and the few other sites listed", () => {
    const targets = rawTexts().flatMap((t) => splitInlineLinks(t).flatMap((p) => (p.to ? [p.to] : [])));
    expect(targets.length).toBeGreaterThan(10);
    for (const to of targets) expect([...LINKABLE, ...EXTERNAL]).toContain(to);
  });

  it("leaves no half-written link markup behind", () => {
    for (const text of [...allTexts()]) expect(text).not.toMatch(/\]\(|\[[^\]]*\]/);
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
    expect(text).toContain("49\u00a0kr");
    expect(text).toContain("500\u00a0kr");
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
