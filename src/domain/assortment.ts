import { APP_IDS, BRANDS, type BrandConfig } from './brands';

/**
 * A flavour sells the top-level categories of its navigation and nothing else: its search, product
 * landing page, brand, promotion and category pages show only those (issue: fk found built-in ovens).
 */
export type Assortment = readonly string[];

export const assortmentOf = (brand: Pick<BrandConfig, 'navCategories'>): Assortment => [...brand.navCategories].sort();

/** A stable name for an assortment, for keys of precomputed data. */
export const assortmentKey = (assortment: Assortment) => [...assortment].sort().join(',');

/** The distinct assortments of all flavours, for precomputing what each flavour's pages count. */
export function allAssortments(): Assortment[] {
  const byKey = new Map(APP_IDS.map((app) => [assortmentKey(assortmentOf(BRANDS[app])), assortmentOf(BRANDS[app])]));
  return [...byKey.values()];
}

/** Whether a category uri ("cooking/ovens" or "cooking") is in the assortment. */
export const categoryInAssortment = (uri: string, assortment: Assortment) =>
  assortment.includes(uri.replace(/^\/?(c\/)?/, '').split('/')[0] ?? '');
