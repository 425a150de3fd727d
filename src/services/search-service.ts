import type { PageFilters, SearchPage, SuggestResponse } from '../contracts/search';
import type { ProductPageRepository } from '../db/repositories/product-page-repository';
import { idsIn, searchWords, type SearchRepository } from '../db/repositories/search-repository';
import { centsToDollars } from '../domain/money';
import { pageRequest, toProductPage } from './product-page';

const MAX_TERM_SUGGESTIONS = 6;
/** Results pages cover the best 5,000 matches; nobody pages past that. */
const MAX_RESULTS = 5000;

export const searchPath = (term: string) => `/search/${encodeURIComponent(term)}`;

/** Search as you type, search result pages and term resolution. Terms arrive cleaned by the contract. */
export function createSearchService(search: SearchRepository, pages: ProductPageRepository) {
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
      const { match, words } = await matchFor(term, options.autoCorrect);
      const [rows, categories, brands, popular] = [
        await search.topProducts(match, options.limit),
        await search.matchingCategories(term, words, 3),
        await search.matchingBrands(term, words, 3),
        await search.popularTerms(app, term, 3),
      ];
      const suggestions = [
        ...popular.map((text) => ({ type: 'term' as const, text, url: searchPath(text) })),
        ...brands.map((b) => ({ type: 'term' as const, text: b.name, url: `/brands/${b.slug}` })),
        ...categories.map((c) => ({ type: 'term' as const, text: c.name, url: `/c/${c.uri}` })),
      ].slice(0, MAX_TERM_SUGGESTIONS);
      return {
        results: {
          suggestions,
          products: rows.map((row) => ({
            type: 'product' as const,
            text: row.title,
            imageUrl: (row.images.find((i) => i.type === 0) ?? row.images[0])?.thumbUrl ?? null,
            price: row.priceCents === null ? null : centsToDollars(row.priceCents),
            url: `/p/${row.slug}`,
          })),
        },
      };
    },

    async results(term: string, filters: PageFilters): Promise<SearchPage> {
      const { match, corrected } = await matchFor(term, true);
      const ids = await search.matchingIds(match, MAX_RESULTS);
      const rows = await pages.page({ ...pageRequest(idsIn(ids), filters), rankedIds: ids });
      return { ...toProductPage(rows, filters), searchTerm: term, correctedTerm: corrected };
    },

    /** Exact category name, brand, or SKU go straight to their page; anything else to the results. */
    async resolveUrl(term: string): Promise<string> {
      const category = await search.categoryByName(term);
      if (category) return `/c/${category.uri}`;
      const brand = await search.brandByName(term);
      if (brand) return `/brands/${brand.slug}`;
      const product = await search.productBySku(term);
      if (product) return `/p/${product.slug}`;
      return searchPath(term);
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
