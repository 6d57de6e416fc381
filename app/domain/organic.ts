/**
 * Organic claims (issue #36 item 5, ADR 077), pure: the control body's code as EU 2018/848 requires it beside an
 * organic claim (Swedish codes SE-EKO-NN), and the texts a shopper sees with and without it. Without a code the shop
 * calls nothing organic: the words "ekologisk/ekologiskt/ekologiska" are taken out of the texts (the owner's own texts
 * in the database stay as written). With one, a product whose ingredients claim it gets the note with the code.
 */
import { organicCopy } from "~/content/organic";

/** "se-eko-01", "SE EKO 01", " SE-EKO-01 " → "SE-EKO-01"; anything else null. */
export function normaliseControlBody(input: string): string | null {
  const m = /^SE[\s-]?EKO[\s-]?(\d{2})$/i.exec(input.trim());
  return m ? `SE-EKO-${m[1]}` : null;
}

const CLAIM = /\bekologisk[at]?\b\s*/gi;

/** Whether a text calls something organic. */
export const claimsOrganic = (text: string) => new RegExp(CLAIM.source, "i").test(text);

/**
 * The text without its organic claims: "Ekologisk kamomill 35 %" → "Kamomill 35 %", "basen är ekologiskt grönt te"
 * → "basen är grönt te" (a capital moved to the next word where the claim began the text or a sentence).
 */
export function withoutOrganicClaims(text: string): string {
  return text.replace(/\b(e)kologisk[at]?\b\s*(\S?)/gi, (_, e: string, next: string) => (e === "E" ? next.toUpperCase() : next));
}

/** The texts of a product as a shopper may see them, given the control body's code (null: none set). */
export interface OrganicTexts {
  description?: string;
  tagline?: string;
  fullDescription?: string;
  ingredients?: string[];
  benefits?: string[];
  howToUse?: string[];
  paragraphs?: string[];
}

/**
 * A product's texts with the organic rule applied: without a code every claim is taken out; with one, a product
 * whose ingredients claim it gets the note "Ekologisk enligt … Kontrollorgan SE-EKO-NN" as its last ingredient line.
 */
export function organicTexts<T extends OrganicTexts>(p: T, code: string | null): T {
  if (code) {
    return p.ingredients?.some(claimsOrganic) ? { ...p, ingredients: [...p.ingredients, organicCopy.note(code)] } : p;
  }
  const out: T = { ...p };
  for (const key of ["description", "tagline", "fullDescription"] as const) {
    const v = p[key];
    if (typeof v === "string") (out as OrganicTexts)[key] = withoutOrganicClaims(v);
  }
  for (const key of ["ingredients", "benefits", "howToUse", "paragraphs"] as const) {
    const v = p[key];
    if (Array.isArray(v)) (out as OrganicTexts)[key] = v.map(withoutOrganicClaims);
  }
  return out;
}
