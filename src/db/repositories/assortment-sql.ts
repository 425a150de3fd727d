import { sql, type SQL } from 'drizzle-orm';
import type { Assortment } from '../../domain/assortment';
import { categories, products } from '../schema';

const topsArray = (assortment: Assortment) => sql`${`{${assortment.join(',')}}`}::text[]`;

/** Categories in the assortment: those whose top-level part of the uri is one of its tops. */
export const categoryInAssortmentSql = (assortment: Assortment): SQL =>
  sql`split_part(${categories.uri}, '/', 1) = any(${topsArray(assortment)})`;

/**
 * Products of the assortment, by their own (leaf) category: cross-listings stay under the same
 * top-level category, so the primary category decides. Uses the products' category index.
 */
export const productInAssortmentSql = (assortment: Assortment): SQL =>
  sql`${products.categoryId} in (select c.id from ${categories} c where split_part(c.uri, '/', 1) = any(${topsArray(assortment)}))`;
