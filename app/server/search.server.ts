/**
 * The shop's search, done by the database (ADR 078): PostgreSQL full-text search with the 'swedish' configuration
 * (built in, the same in PGlite; no extension), over each active product's name (weight A), tagline and description
 * (B), ingredients and, for a bundle, its parts' names and ingredients (C), and its long description (D); and, as
 * before, a product whose name, tagline or description holds every word anywhere (the tail of a compound). Ranked
 * with the products whose name matches first, then `ts_rank`. The catalogue is small (tens of products), so the
 * documents are built in the query, with no stored column or index to keep in step with edits.
 *
 * The "Menade du …?" suggestion is picked (domain/search.ts) from the catalogue's own words, which the database
 * splits and stems with the same configuration.
 */
import { sql, type SQL } from "drizzle-orm";
import { queryWords, suggestQuery, tsQueryText, wordForms, type VocabularyWord } from "~/domain/search";
import type { Db } from "./db.server";

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The words of the catalogue's texts, split where the domain splits a query (letters and digits). */
const SPLIT = "[^0-9a-zåäöéèüæø]+";

/** An active product's searchable text, weighted (see above). */
const DOCUMENT: SQL = sql`
  setweight(to_tsvector('swedish', p.name), 'A') ||
  setweight(to_tsvector('swedish', p.tagline || ' ' || p.description), 'B') ||
  setweight(to_tsvector('swedish', coalesce((select string_agg(i, ' ') from jsonb_array_elements_text(p.ingredients) i), '') || ' ' || coalesce(parts.text, '')), 'C') ||
  setweight(to_tsvector('swedish', p.full_description), 'D')`;

/** A bundle's parts: their names and ingredients (empty for other products). */
const PARTS: SQL = sql`
  left join lateral (
    select string_agg(c.name || ' ' || coalesce((select string_agg(i, ' ') from jsonb_array_elements_text(c.ingredients) i), ''), ' ') as text
    from product c
    where c.id in (select jsonb_array_elements_text(p.bundle_products))
  ) parts on true`;

export interface SearchResult {
  /** The matching active products' ids, best first: a match in the name before any other, then by rank. */
  ids: string[];
  /** "Menade du …?": the query with its unknown words replaced by the nearest catalogue words; null if none. */
  suggestion: string | null;
}

/** The products matching `q`, ranked, and a suggestion for a near miss. An empty query matches nothing here. */
export async function searchCatalogue(db: Db, q: string): Promise<SearchResult> {
  const words = queryWords(q);
  if (words.length === 0) return { ids: [], suggestion: null };
  const query = tsQueryText(words);
  const forms = [...new Set(words.flatMap(wordForms))];
  // Inside a compound, a word counts in its shortest simple form ("teer" → "te"), as the full-text part reads it.
  const wordList = sql.join(
    words.map((w) => sql`${wordForms(w).reduce((a, b) => (b.length < a.length ? b : a))}`),
    sql`, `,
  );
  const [matches, stems, vocabulary] = await Promise.all([
    db.execute(sql`
      with q as (select to_tsquery('swedish', ${query}) as query, array[${wordList}]::text[] as words),
      docs as (
        select p.id, p.name, ${DOCUMENT} as doc,
          -- Every word inside the name, tagline or description, also within a compound ("kvällste" holds "te"): what
          -- the shop's search found before (ADR 078 keeps it), ranked after the full-text matches.
          (select bool_and(strpos(lower(p.name || ' ' || p.tagline || ' ' || p.description), w) > 0) from q, unnest(q.words) w) as within,
          (select bool_and(strpos(lower(p.name), w) > 0) from q, unnest(q.words) w) as within_name
        from product p ${PARTS} where p.active)
      select docs.id, (to_tsvector('swedish', docs.name) @@ q.query or docs.within_name) as in_name, ts_rank(docs.doc, q.query) as rank
      from docs, q
      where docs.doc @@ q.query or docs.within
      order by in_name desc, rank desc, docs.id`),
    // The stems of the query's forms ('' for a stop word such as "och": known, never replaced).
    db.execute(sql`select f as form, coalesce((ts_lexize('swedish_stem', f))[1], '') as stem from unnest(array[${sql.join(
      forms.map((f) => sql`${f}`),
      sql`, `,
    )}]::text[]) f`),
    db.execute(sql`
      select w as word, coalesce((ts_lexize('swedish_stem', w))[1], '') as stem, count(distinct p.id)::int as products
      from product p, regexp_split_to_table(lower(p.name || ' ' || p.tagline || ' ' || p.description || ' ' || p.ingredients::text || ' ' || p.full_description), ${SPLIT}) w
      where p.active and length(w) >= 2
      group by w`),
  ]);
  const stemOf = new Map(rowsOf<{ form: string; stem: string }>(stems).map((r) => [r.form, r.stem]));
  const stemsOf = new Map(words.map((w) => [w, wordForms(w).map((f) => stemOf.get(f) ?? f)]));
  const vocab = rowsOf<VocabularyWord>(vocabulary).filter((v) => v.stem !== "");
  return {
    ids: rowsOf<{ id: string }>(matches).map((r) => r.id),
    suggestion: suggestQuery(words, stemsOf, vocab),
  };
}
