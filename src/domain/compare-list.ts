/**
 * The compare list of document 1 sections 2.3, 3 and 4 and document 3 section 4: at most three
 * products, matched by SKU; a fourth is refused with 'limit' and a product already present comes
 * back unchanged. Pure rules over plain arrays so the browser store and the tests share them.
 */
import { formatSkuList, parseSkuList, sameSku } from './sku-list';

/** Document 3 section 9: at most three products are compared (the tray, the API and the compare page). */
export const COMPARE_LIMIT = 3;
/** The error code POST /api/compare/product/ answers (in `errors`) when a fourth product is added. */
export const COMPARE_LIMIT_ERROR = 'limit';
/** Compare Selected needs at least two products (document 1 section 5). */
export const COMPARE_MIN_SELECTED = 2;
/** The tray shows at most this many characters of a title (document 1 section 9). */
export const COMPARE_TITLE_MAX = 50;

/** A compare product as the client keeps it under the `CompareProducts` storage key (document 1 section 3). */
export interface CompareProduct {
  brandImage: string;
  brandName: string;
  productId: number;
  /** First image thumbnail, or '' when the product has none. */
  productImage: string;
  productName: string;
  productSKU: string;
  /** Dollars; null when the product has no price ('Request Price') or the server withheld it. */
  price: number | null;
  /** The server withheld the price from this visitor ('LOG IN for Price'). */
  pricesWithheld?: boolean;
}

export type CompareAddOutcome = 'added' | 'present' | typeof COMPARE_LIMIT_ERROR;

export function hasProduct(list: readonly CompareProduct[], sku: string): boolean {
  return list.some((p) => sameSku(p.productSKU, sku));
}

/** Adds at the end unless present (list unchanged) or full ('limit', list unchanged). */
export function addToCompareList(
  list: readonly CompareProduct[],
  product: CompareProduct,
  max = COMPARE_LIMIT,
): { outcome: CompareAddOutcome; list: readonly CompareProduct[] } {
  if (hasProduct(list, product.productSKU)) return { outcome: 'present', list };
  if (list.length >= max) return { outcome: COMPARE_LIMIT_ERROR, list };
  return { outcome: 'added', list: [...list, product] };
}

export function removeFromCompareList(list: readonly CompareProduct[], sku: string): readonly CompareProduct[] {
  return hasProduct(list, sku) ? list.filter((p) => !sameSku(p.productSKU, sku)) : list;
}

export function canCompareSelected(list: readonly unknown[]): boolean {
  return list.length >= COMPARE_MIN_SELECTED;
}

/** The compare page address: SKUs joined by a tilde in the `sku` query parameter. */
export function comparePageUrl(skus: readonly string[]): string {
  return skus.length === 0 ? '/compare' : `/compare?sku=${formatSkuList(skus.map((s) => encodeURIComponent(s)))}`;
}

/** SKUs from the page's `sku` parameter: tilde separated, trimmed, without blanks or repeats, at most three. */
export function parseCompareSkus(param: string | null | undefined, max = COMPARE_LIMIT): string[] {
  return parseSkuList(param).slice(0, max);
}

/** A tray title: at most 50 characters, the cut marked with an ellipsis. */
export function truncateTitle(title: string, max = COMPARE_TITLE_MAX): string {
  const clean = title.trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/** A stored list is whatever an older release or a hand edit left there: keep only well-formed entries, at most three. */
export function readStoredCompareList(raw: unknown): CompareProduct[] {
  if (!Array.isArray(raw)) return [];
  const list: CompareProduct[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const p = item as Record<string, unknown>;
    if (typeof p.productSKU !== 'string' || !p.productSKU || typeof p.productName !== 'string') continue;
    const product: CompareProduct = {
      brandImage: typeof p.brandImage === 'string' ? p.brandImage : '',
      brandName: typeof p.brandName === 'string' ? p.brandName : '',
      productId: typeof p.productId === 'number' ? p.productId : 0,
      productImage: typeof p.productImage === 'string' ? p.productImage : '',
      productName: p.productName,
      productSKU: p.productSKU,
      price: typeof p.price === 'number' && Number.isFinite(p.price) ? p.price : null,
      pricesWithheld: p.pricesWithheld === true,
    };
    const added = addToCompareList(list, product);
    if (added.outcome === 'added') list.push(product);
  }
  return list;
}

/**
 * The tray's states (document 1 section 4). It starts minimised (restoring the list on a page load
 * is the list's first value, which does not expand it); any later change to the list expands it,
 * except that removing the last product closes it; the pin expands and Hide minimises; going to
 * the compare page minimises it.
 */
export type TrayState = 'minimised' | 'expanded';
export type TrayEvent =
  { type: 'restored' } | { type: 'changed'; count: number } | { type: 'pin' } | { type: 'hide' } | { type: 'compare-page' };

export function nextTrayState(state: TrayState, event: TrayEvent): TrayState {
  switch (event.type) {
    case 'restored':
      return state;
    case 'changed':
      return event.count === 0 ? 'minimised' : 'expanded';
    case 'pin':
      return 'expanded';
    case 'hide':
    case 'compare-page':
      return 'minimised';
  }
}
