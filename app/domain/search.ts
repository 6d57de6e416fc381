/**
 * The shop's search (ADR 078), the pure part: a query's words and their simple Swedish forms, the full-text query the
 * database runs (PostgreSQL's 'swedish' configuration, the same in PGlite), and the "Menade du …?" suggestion picked
 * from the catalogue's own words. No I/O.
 *
 * The database's Swedish stemmer already folds most plural and definite forms ("kamomillen" → kamomill, "lavendeln"
 * → lavendel), and each word is matched as a prefix ("kamomill" finds "kamomillblommor"). What it leaves are short
 * words whose ending it cannot strip ("teer", "teet", "teerna" stay as they are), so those forms are added here.
 */

/** At most this many words of a query are searched for. */
export const MAX_TERMS = 6;

/** Plural and definite endings, longest first: "teerna" → "te", "teer" → "te", "teet" → "te", "lavendeln" → "lavendel". */
const ENDINGS = ["erna", "arna", "orna", "na", "er", "ar", "or", "en", "et", "n"] as const;

/** The letters a search word keeps (Swedish and the odd loan word); anything else separates words. */
const WORD = /[0-9a-zåäöéèüæø]+/g;

/** A query's words: lower case (Swedish), letters and digits only, at most MAX_TERMS, no repeats. */
export function queryWords(q: string): string[] {
  const words = q.toLocaleLowerCase("sv-SE").normalize("NFC").match(WORD) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/** A word and the forms it may stand for: itself, and the word without a plural or definite ending (at least two letters left). */
export function wordForms(word: string): string[] {
  const forms = [word];
  for (const ending of ENDINGS) {
    if (word.length - ending.length >= 2 && word.endsWith(ending)) forms.push(word.slice(0, -ending.length));
  }
  // A stem without its ending may not be a word of its own ("kamomillen" → "kamomill" → fine; "ten" → "te"): the
  // database's stemmer normalises each form again, so forms that add nothing cost nothing.
  return [...new Set(forms)];
}

/**
 * The text for `to_tsquery('swedish', …)`: every word must match (`&`), in any of its forms (`|`), each as a prefix
 * (`:*`). Only letters and digits reach it (queryWords), so nothing in it is tsquery syntax from the visitor.
 */
export function tsQueryText(words: readonly string[]): string {
  return words.map((w) => `(${wordForms(w).map((f) => `${f}:*`).join(" | ")})`).join(" & ");
}

/** The edit distance (insert, delete, replace, swap two neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** How far a word may be from a catalogue word to be offered instead: one slip for short words, two for longer ones. */
export const allowedDistance = (word: string) => (word.length <= 5 ? 1 : 2);

export interface VocabularyWord {
  /** A word of the catalogue as written (lower case). */
  word: string;
  /** The database's Swedish stem of it. */
  stem: string;
  /** In how many products it occurs (ties go to the commoner word). */
  products: number;
}

/**
 * "Menade du …?": for each word of the query that the catalogue does not know (no form of it has the stem of a
 * catalogue word), the nearest catalogue word within `allowedDistance`; the query with those words replaced, or
 * null when every word is known or none has a near neighbour. Words shorter than four letters are never replaced.
 *
 * `stemsOf` gives the database's stems of each word's forms (so "kamomillen" is known through "kamomill").
 */
export function suggestQuery(words: readonly string[], stemsOf: ReadonlyMap<string, readonly string[]>, vocabulary: readonly VocabularyWord[]): string | null {
  const known = new Set(vocabulary.map((v) => v.stem));
  let changed = false;
  const out = words.map((w) => {
    if ((stemsOf.get(w) ?? [w]).some((s) => s === "" || known.has(s)) || w.length < 4) return w;
    let best: VocabularyWord | null = null;
    let bestDistance = Infinity;
    for (const v of vocabulary) {
      if (v.word.length < 3 || Math.abs(v.word.length - w.length) > allowedDistance(w)) continue;
      const distance = editDistance(w, v.word);
      if (distance > allowedDistance(w)) continue;
      if (distance < bestDistance || (distance === bestDistance && best && (v.products > best.products || (v.products === best.products && v.word < best.word)))) {
        best = v;
        bestDistance = distance;
      }
    }
    if (!best) return w;
    changed = true;
    return best.word;
  });
  return changed ? out.join(" ") : null;
}
