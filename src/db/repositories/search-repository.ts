import { and, asc, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../client';
import { brands, categories, products, searchTerms, searchWordProducts } from '../schema';
import { assortmentKey } from '../../domain/assortment';
import type { Assortment } from '../../domain/assortment';
import { categoryInAssortmentSql, productInAssortmentSql } from './assortment-sql';
import { selectProductSummaries, type ProductSummaryRow } from './product-rows';

/** Lower-case words of a term, letters and digits only (safe inside a tsquery). At most 10. */
export function searchWords(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, 10);
}

const TYPE_AHEAD_CANDIDATES = 2000;
/** Products of the longest typed word that the other words then filter: each is a row read, so few. */
const MULTI_WORD_CANDIDATES = 48;

/**
 * Brand and category names compare by their letters and digits only: a submitted term has lost
 * '&' and apostrophes to the search term rule, yet "Fisher Paykel" still names Fisher & Paykel.
 */
const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const sqlNameKey = (column: AnyColumn) => sql`regexp_replace(lower(${column}), '[^[:alnum:]]+', '', 'g')`;

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const likeAnywhere = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every word as a prefix, stemmed (english) or as written (simple, for brands and model numbers). */
function prefixQuery(words: string[]): SQL {
  return sql.join(
    words.map((w) => sql`(to_tsquery('english', ${`${w}:*`}) || to_tsquery('simple', ${`${w}:*`}))`),
    sql` && `,
  );
}

/** Small tables (brands, categories): a word of the name starts with a word of the term, or the name contains it. */
function nameMatches(column: AnyColumn, term: string, words: string[]): SQL {
  const starts = words.filter((w) => w.length >= 3).map((w) => sql`lower(${column}) ~ ${`(^|[^[:alnum:]])${w}`}`);
  return or(ilike(column, likeAnywhere(term)), ...starts)!;
}

/** Products that match, whatever the assortment, and each one's score (higher is better). */
export interface Ranking {
  hits: SQL;
  score: SQL;
}

export interface SearchMatch {
  /** By the search document or a model-number prefix (GIN and prefix indexes). */
  exact: Ranking;
  /** Fallback when nothing matches: titles close to the term by trigram word similarity. */
  fuzzy: Ranking;
}

/** Word-table rows of words starting with any of `prefixes`, the first `perWord` of each word: one index range per prefix. */
export function wordTableRows(assortment: Assortment, prefixes: string[], perWord: number): SQL {
  return and(
    eq(searchWordProducts.assortment, assortmentKey(assortment)),
    or(...prefixes.map((p) => sql`${searchWordProducts.word} like ${likePrefix(p)}`)),
    sql`${searchWordProducts.rank} <= ${perWord}`,
  )!;
}

/** Search over the products, categories and SKUs a flavour sells (its assortment); brands are shared. */
export function createSearchRepository(db: Database, assortment: Assortment) {
  const sold = productInAssortmentSql(assortment);
  const categorySold = categoryInAssortmentSql(assortment);
  const soldHits = (ranking: Ranking) => and(ranking.hits, sold)!;
  const bestFirst = (ranking: Ranking) => [sql`${ranking.score} desc`, asc(products.id)];

  /** The words as typed and their english stems (the search document's category words are stems). */
  async function withStems(words: string[]): Promise<string[]> {
    const result: unknown = await db.execute(
      sql`select coalesce((ts_lexize('english_stem', w))[1], w) as stem from unnest(${`{${words.join(',')}}`}::text[]) w`,
    );
    return [...new Set([...words, ...(result as { rows: { stem: string }[] }).rows.map((r) => r.stem)])];
  }

  const wordRows = (prefixes: string[], perWord: number) => wordTableRows(assortment, prefixes, perWord);

  /**
   * One typed word: its products straight from the word table, best first by the table's own order
   * (title or brand word, then rating), after SKU and product-code prefix matches. Only the page's
   * own product rows are read.
   */
  async function oneWordIds(word: string, limit: number): Promise<number[]> {
    // A model number typed by its letters ("KSB"): SKUs starting with the word, first in the list as
    // in the full match. Two letters start too many SKUs to mean one, and product codes start with
    // the brand's code, which the brand's name in the word table already answers.
    const fromSkus =
      word.length < 3
        ? []
        : (
            (await db.execute(sql`
            with hit as materialized (
              select ${products.id} as id from ${products} where lower(${products.sku}) like ${likePrefix(word)}
              order by lower(${products.sku}) limit ${limit})
            select ${products.id} as id from ${products} where ${products.id} in (select id from hit) and ${sold}
            order by lower(${products.sku})`)) as unknown as { rows: { id: number }[] }
          ).rows;
    const fromWords = await db
      .select({ id: searchWordProducts.productId })
      .from(searchWordProducts)
      .where(wordRows(await withStems([word]), limit))
      .groupBy(searchWordProducts.productId)
      .orderBy(
        sql`max(${searchWordProducts.weight}) desc`,
        sql`max(${searchWordProducts.rating}) desc nulls last`,
        asc(searchWordProducts.productId),
      )
      .limit(limit);
    return [...new Set([...fromSkus, ...fromWords].map((r) => r.id))].slice(0, limit);
  }

  /**
   * Several typed words: the longest (the most telling) names the candidates, its words' best
   * products; the whole match then filters and ranks those few. A shopper typing "washing m"
   * sees washing machines without the database expanding "m" over the whole catalogue.
   */
  async function severalWordsCandidates(words: string[]): Promise<number[]> {
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const rows = await db
      .select({ id: searchWordProducts.productId })
      .from(searchWordProducts)
      .where(wordRows(await withStems([longest]), MULTI_WORD_CANDIDATES))
      .groupBy(searchWordProducts.productId)
      .orderBy(sql`min(${searchWordProducts.rank})`, asc(searchWordProducts.productId))
      .limit(MULTI_WORD_CANDIDATES);
    return rows.map((r) => r.id);
  }

  return {
    /**
     * Replaces words the catalogue does not know (no catalogue word starts with them) by the most
     * similar catalogue word, by trigram similarity. Words with digits (model numbers) are kept.
     */
    async correctWords(words: string[]): Promise<string[]> {
      const candidates = words.filter((w) => w.length >= 3 && !/\d/.test(w));
      if (candidates.length === 0) return words;
      const result: unknown = await db.execute(sql`
        SELECT q.input, CASE WHEN EXISTS (SELECT 1 FROM search_lexicon k WHERE k.word LIKE q.input || '%') THEN NULL ELSE (
          SELECT l.word FROM search_lexicon l
          WHERE l.word % q.input OR similarity(l.word, q.input) >= 0.25
          ORDER BY similarity(l.word, q.input) DESC, l.frequency DESC, l.word
          LIMIT 1) END AS word
        FROM unnest(${sql`ARRAY[${sql.join(
          candidates.map((c) => sql`${c}`),
          sql`, `,
        )}]::text[]`}) AS q(input)`);
      const rows = (result as { rows: { input: string; word: string | null }[] }).rows;
      const replacement = new Map(rows.filter((r) => r.word).map((r) => [r.input, r.word!]));
      return words.map((w) => replacement.get(w) ?? w);
    },

    /** Full-text (prefix) match on the search document, model-number prefixes, or a close title by trigrams. */
    match(term: string, words: string[], corrected: string[]): SearchMatch {
      const lowered = term.toLowerCase();
      const compact = words.join('');
      const queries = [prefixQuery(words)];
      if (corrected.join(' ') !== words.join(' ')) queries.unshift(prefixQuery(corrected));
      const q = queries.length === 1 ? queries[0]! : sql`(${queries[0]!}) || (${queries[1]!})`;
      const skuPrefix = or(
        sql`lower(${products.sku}) like ${likePrefix(lowered)}`,
        sql`lower(${products.productCode}) like ${likePrefix(lowered)}`,
        ...(compact !== lowered ? [sql`lower(${products.sku}) like ${likePrefix(compact)}`] : []),
      )!;
      // A term of punctuation only has no words: it can still match a SKU or a title by trigrams.
      const fullText = words.length === 0 ? sql`false` : sql`${products.searchVector} @@ (${q})`;
      const textRank = words.length === 0 ? sql`0` : sql`ts_rank(${products.searchVector}, ${queries[0]!})`;
      return {
        exact: { hits: or(fullText, skuPrefix)!, score: sql`(${textRank} + case when ${skuPrefix} then 1 else 0 end)` },
        fuzzy: { hits: sql`${lowered} <% lower(${products.title})`, score: sql`word_similarity(${lowered}, lower(${products.title}))` },
      };
    },

    /**
     * Ids of the matching products, best first, at most `cap`. Evaluating the match once and
     * handing the ids to the page and facet queries keeps the trigram and full-text work to one pass.
     */
    async matchingIds(match: SearchMatch, cap: number): Promise<number[]> {
      const ids = async (ranking: Ranking) =>
        (
          await db
            .select({ id: products.id })
            .from(products)
            .where(soldHits(ranking))
            .orderBy(...bestFirst(ranking))
            .limit(cap)
        ).map((r) => r.id);
      const exact = await ids(match.exact);
      return exact.length > 0 ? exact : ids(match.fuzzy);
    },

    /**
     * The best few matches for type-ahead. Words without digits are answered from the word table
     * (`search_word_products`: each word's best products in this assortment), so a cold request
     * reads index ranges and a page of product rows. A term the table does not answer (model
     * numbers, words it has no products for) falls back to the index match, its ranking bounded to the first TYPE_AHEAD_CANDIDATES hits: a two-letter prefix can
     * match a fifth of a 100,000-product catalogue, and the dropdown only needs a handful.
     */
    async topProducts(match: SearchMatch, words: string[], limit: number): Promise<ProductSummaryRow[]> {
      if (words.length > 0 && words.every((w) => !/\d/.test(w))) {
        if (words.length === 1) {
          const ids = await oneWordIds(words[0]!, limit);
          if (ids.length > 0) {
            const byId = new Map((await selectProductSummaries(db).where(idsIn(ids))).map((r) => [r.id, r]));
            return ids.flatMap((id) => byId.get(id) ?? []);
          }
        } else {
          const candidates = await severalWordsCandidates(words);
          const rows =
            candidates.length === 0
              ? []
              : await selectProductSummaries(db)
                  .where(and(idsIn(candidates), soldHits(match.exact)))
                  .orderBy(...bestFirst(match.exact))
                  .limit(limit);
          if (rows.length > 0) return rows;
        }
      }
      const top = (ranking: Ranking) => {
        const where = soldHits(ranking);
        return selectProductSummaries(db)
          .where(and(where, inArray(products.id, db.select({ id: products.id }).from(products).where(where).limit(TYPE_AHEAD_CANDIDATES))))
          .orderBy(...bestFirst(ranking))
          .limit(limit);
      };
      const exact = await top(match.exact);
      return exact.length > 0 ? exact : top(match.fuzzy);
    },

    /** Categories whose name contains the term, or a word starting with one of its (corrected) words. */
    async matchingCategories(term: string, words: string[], limit: number) {
      return db
        .select({ name: categories.name, uri: categories.uri })
        .from(categories)
        .where(and(nameMatches(categories.name, term, words), categorySold))
        .orderBy(sql`word_similarity(${words.join(' ')}, lower(${categories.name})) desc`, asc(categories.name))
        .limit(limit);
    },

    async matchingBrands(term: string, words: string[], limit: number) {
      return db
        .select({ name: brands.name, slug: brands.slug })
        .from(brands)
        .where(nameMatches(brands.name, term, words))
        .orderBy(sql`word_similarity(${words.join(' ')}, lower(${brands.name})) desc`, asc(brands.name))
        .limit(limit);
    },

    /** Most searched earlier terms starting with the term. */
    async popularTerms(app: string, term: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ term: searchTerms.term })
        .from(searchTerms)
        .where(and(eq(searchTerms.app, app), sql`${searchTerms.term} like ${likePrefix(term.toLowerCase())}`))
        .orderBy(desc(searchTerms.searchCount), asc(searchTerms.term))
        .limit(limit);
      return rows.map((r) => r.term);
    },

    async categoryByName(name: string) {
      const key = nameKey(name);
      if (!key) return null;
      const [row] = await db
        .select({ uri: categories.uri })
        .from(categories)
        .where(and(sql`${sqlNameKey(categories.name)} = ${key}`, categorySold))
        .orderBy(asc(categories.parentId))
        .limit(1);
      return row ?? null;
    },

    async brandByName(name: string) {
      const key = nameKey(name);
      if (!key) return null;
      const [row] = await db
        .select({ slug: brands.slug })
        .from(brands)
        .where(or(sql`${sqlNameKey(brands.name)} = ${key}`, eq(brands.slug, name.toLowerCase())))
        .limit(1);
      return row ?? null;
    },

    async productBySku(sku: string) {
      const lowered = sku.toLowerCase();
      const [row] = await db
        .select({ slug: products.slug })
        .from(products)
        .where(and(or(sql`lower(${products.sku}) = ${lowered}`, sql`lower(${products.productCode}) = ${lowered}`), sold))
        .limit(1);
      return row ?? null;
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;

/** A condition on product ids, for pages over an earlier match. */
export function idsIn(ids: number[]): SQL {
  return sql`${products.id} = any(${`{${ids.join(',')}}`}::int[])`;
}
