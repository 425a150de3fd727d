import type { SuggestResponse } from '../../../contracts/search';
import { dollarsToCents } from '../../../domain/money';
import type { MoneyFormat } from '../../../domain/money-format';
import { formatPrice, pricingView } from '../../../domain/price-display';
import { sanitiseSearchTerm } from '../../../domain/search-term';
import { searchPath } from '../../../domain/page-paths';

type Results = SuggestResponse['results'];

/** One entry of the dropdown listbox, in arrow-key order: terms, products, then 'View all products'. */
export type DropdownOption =
  | { kind: 'term'; text: string; url: string }
  | { kind: 'product'; text: string; url: string; imageUrl: string | null; price: string }
  | { kind: 'all'; text: string; url: string };

/** The price line of a product: the price display rules of document 3 section 2 (no accounts yet, so signed out). */
export function productPriceText(price: number | null, pricesRequireLogin: boolean, money: MoneyFormat): string {
  const priceCents = price === null ? null : dollarsToCents(price);
  const view = pricingView({ pricesRequireLogin, signedIn: false, priceCents });
  return view.view === 'price' ? formatPrice(priceCents, money) : view.text;
}

export function dropdownOptions(
  term: string,
  results: Results,
  productCount: number,
  pricesRequireLogin: boolean,
  money: MoneyFormat,
): DropdownOption[] {
  if (results.suggestions.length === 0 && results.products.length === 0) return [];
  return [
    ...results.suggestions.map((s) => ({ kind: 'term' as const, text: s.text, url: s.url })),
    ...results.products.slice(0, productCount).map((p) => ({
      kind: 'product' as const,
      text: p.text,
      url: p.url,
      imageUrl: p.imageUrl,
      price: productPriceText(p.price, pricesRequireLogin, money),
    })),
    { kind: 'all' as const, text: 'View all products', url: searchPath(sanitiseSearchTerm(term)) },
  ];
}
