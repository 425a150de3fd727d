import type { SuggestResponse } from '../../../contracts/search';
import { dollarsToCents } from '../../../domain/money';
import type { MoneyFormat } from '../../../domain/money-format';
import { formatPrice, priceLoginHref, pricingView } from '../../../domain/price-display';
import { sanitiseSearchTerm } from '../../../domain/search-term';
import { searchPath } from '../../../domain/page-paths';

type Results = SuggestResponse['results'];

/** One entry of the dropdown listbox, in arrow-key order: terms, products, then 'View all products'. */
export type DropdownOption =
  | { kind: 'term'; text: string; url: string }
  | { kind: 'product'; text: string; url: string; imageUrl: string | null; price: string }
  | { kind: 'all'; text: string; url: string }
  | { kind: 'login'; text: string; url: string };

type ProductResult = Results['products'][number];

/** The price line of a product: the price display rules of document 3 section 2; the server says when it withheld the price. */
export function productPriceText(product: Pick<ProductResult, 'price' | 'pricesWithheld'>, money: MoneyFormat): string {
  const priceCents = product.price === null || product.price === undefined ? null : dollarsToCents(product.price);
  const view = pricingView({ pricesWithheld: product.pricesWithheld === true, priceCents });
  return view.view === 'price' ? formatPrice(priceCents, money) : view.text;
}

/**
 * The listbox's options. An option cannot hold a link, so where the server withheld the products'
 * prices a last option, 'LOG IN for Price', leads to the login and back to `returnPath`.
 */
export function dropdownOptions(
  term: string,
  results: Results,
  productCount: number,
  money: MoneyFormat,
  returnPath?: string,
): DropdownOption[] {
  if (results.suggestions.length === 0 && results.products.length === 0) return [];
  const shown = results.products.slice(0, productCount);
  const login = shown.some((p) => p.pricesWithheld)
    ? [{ kind: 'login' as const, text: 'LOG IN for Price', url: priceLoginHref(returnPath) }]
    : [];
  return [
    ...results.suggestions.map((s) => ({ kind: 'term' as const, text: s.text, url: s.url })),
    ...shown.map((p) => ({
      kind: 'product' as const,
      text: p.text,
      url: p.url,
      imageUrl: p.imageUrl,
      price: productPriceText(p, money),
    })),
    { kind: 'all' as const, text: 'View all products', url: searchPath(sanitiseSearchTerm(term)) },
    ...login,
  ];
}
