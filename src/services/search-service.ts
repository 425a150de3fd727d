import type { PageFilters, SearchPage, SuggestResponse } from '../contracts/search';
import type { ProductPageRepository } from '../db/repositories/product-page-repository';
import { idsIn, searchWords, type SearchRepository } from '../db/repositories/search-repository';
import { centsToDollars } from '../domain/money';
import type { MoneyFormat } from '../domain/money-format';
import { createTtlCache } from './ttl-cache';
import { pageRequest, toProductPage } from './product-page';
import { brandPath, categoryPath, productPath, searchPath } from '../domain/page-paths';
import { primaryImage } from '../domain/product-images';

const MAX_TERM_SUGGESTIONS = 6;
/** Results pages cover the best 5,000 matches; nobody pages past that. */
const MAX_RESULTS = 5000;
const SEARCH_CACHE_MS = 30_000;

/** Search as you type, search result pages and term resolution. Terms arrive cleaned by the contract. */
export function createSearchService(search: SearchRepository, pages: ProductPageRepository, money: MoneyFormat) {
  // Type-ahead repeats the same few prefixes; ranking thousands of matches costs tens of ms on a
  // large catalogue, so matches are kept briefly. Popular terms are read live (one indexed query).
  const suggestCache = createTtlCache<Awaited<ReturnType<typeof loadSuggestions>>>(SEARCH_CACHE_MS, { maxEntries: 2000 });
  const resultsCache = createTtlCache<SearchPage>(SEARCH_CACHE_MS, { maxEntries: 1000 });

  async function loadResults(term: string, filters: PageFilters): Promise<SearchPage> {
    const { match, corrected } = await matchFor(term, true);
    const ids = await search.matchingIds(match, MAX_RESULTS);
    const rows = await pages.page({ ...pageRequest(idsIn(ids), filters), rankedIds: ids });
    return { ...toProductPage(rows, filters, money), searchTerm: term, correctedTerm: corrected };
  }

  async function loadSuggestions(term: string, limit: number, autoCorrect: boolean) {
    const { match, words } = await matchFor(term, autoCorrect);
    return {
      rows: await search.topProducts(match, words, limit),
      categories: await search.matchingCategories(term, words, 3),
      brands: await search.matchingBrands(term, words, 3),
    };
  }

  async function matchFor(term: string, autoCorrect: boolean) {
    const words = searchWords(term);
    const corrected = autoCorrect ? await search.correctWords(words) : words;
    return {
      match: search.match(term, words, corrected),
      words: corrected,
      corrected: corrected.join(' ') !== words.join(' ') ? corrected.join(' ') : null,
    };
  }

  return {
    async suggest(app: string, term: string, options: { limit: number; autoCorrect: boolean }): Promise<SuggestResponse> {
      const { rows, categories, brands } = await suggestCache.get(`${options.autoCorrect}|${options.limit}|${term.toLowerCase()}`, () =>
        loadSuggestions(term, options.limit, options.autoCorrect),
      );
      const popular = await search.popularTerms(app, term, 3);
      const suggestions = [
        ...popular.map((text) => ({ type: 'term' as const, text, url: searchPath(text) })),
        ...brands.map((b) => ({ type: 'term' as const, text: b.name, url: brandPath(b.slug) })),
        ...categories.map((c) => ({ type: 'term' as const, text: c.name, url: categoryPath(c.uri) })),
      ].slice(0, MAX_TERM_SUGGESTIONS);
      return {
        results: {
          suggestions,
          products: rows.map((row) => ({
            type: 'product' as const,
            text: row.title,
            imageUrl: primaryImage(row.images)?.thumbUrl ?? null,
            price: row.priceCents === null ? null : centsToDollars(row.priceCents),
            url: productPath(row.slug),
          })),
        },
      };
    },

    results(term: string, filters: PageFilters): Promise<SearchPage> {
      return resultsCache.get(JSON.stringify([term.toLowerCase(), filters]), () => loadResults(term, filters));
    },

    /** Exact category name, brand, or SKU go straight to their page; anything else to the results. */
    async resolveUrl(term: string): Promise<string> {
      const category = await search.categoryByName(term);
      if (category) return categoryPath(category.uri);
      const brand = await search.brandByName(term);
      if (brand) return brandPath(brand.slug);
      const product = await search.productBySku(term);
      if (product) return productPath(product.slug);
      return searchPath(term);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
