import type { Facets, PageFilters, ProductPage } from '../contracts/search';
import { PRICE_BUCKETS, type PageRows, type PageRequest } from '../db/repositories/product-page-repository';
import { centsToDollars, dollarsToCents } from '../domain/money';
import { formatMoney, type MoneyFormat } from '../domain/money-format';
import { toProductSummary } from './product-dto';

/** The repository request for a page of `filters` (dollars to cents, page to offset). */
export function pageRequest(base: PageRequest['base'], filters: PageFilters): PageRequest {
  return {
    base,
    brandSlugs: filters.brands,
    minPriceCents: filters.minPrice === undefined ? undefined : dollarsToCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : dollarsToCents(filters.maxPrice),
    sort: filters.sort,
    limit: filters.pageSize,
    offset: (filters.page - 1) * filters.pageSize,
  };
}

function priceLabel(min: number, max: number | null, money: MoneyFormat): string {
  const whole = (d: number) => formatMoney(dollarsToCents(Math.round(d)), money);
  if (max === null) return `${whole(min)} and over`;
  if (min === 0) return `Under ${whole(Math.ceil(max))}`;
  return `${whole(min)} to ${whole(Math.ceil(max))}`;
}

export function toFacets(rows: PageRows, money: MoneyFormat): Facets {
  return {
    brands: rows.brandFacets,
    categories: rows.categoryFacets,
    priceRanges: PRICE_BUCKETS.map((b, i) => {
      const min = centsToDollars(b.minCents);
      const max = b.maxCents === null ? null : centsToDollars(b.maxCents);
      return { label: priceLabel(min, max, money), min, max, count: rows.priceCounts[i] ?? 0 };
    }),
  };
}

export function toProductPage(rows: PageRows, filters: PageFilters, money: MoneyFormat): ProductPage {
  return {
    products: rows.rows.map(toProductSummary),
    totalCount: rows.totalCount,
    page: filters.page,
    pageSize: filters.pageSize,
    sort: filters.sort,
    facets: toFacets(rows, money),
  };
}
