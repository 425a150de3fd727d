import { and } from 'drizzle-orm';
import type { Database } from '../client';
import { allAssortments, assortmentKey, type Assortment } from '../../domain/assortment';
import { brands, categories, listingFacets } from '../schema';
import { productInAssortmentSql } from './assortment-sql';
import { createListingRepository } from './listing-repository';
import { createProductPageRepository, type SetFacets } from './product-page-repository';

/** A category page lies inside one top-level category, so it counts the same in every flavour that sells it. */
export const categoryFacetSubject = (categoryId: number) => `category:${categoryId}`;
/** A brand's page and the product landing page count only what the flavour sells (its assortment). */
export const brandFacetSubject = (brandId: number, assortment: Assortment) => `brand:${brandId}@${assortmentKey(assortment)}`;
export const allProductsFacetSubject = (assortment: Assortment) => `all@${assortmentKey(assortment)}`;

/**
 * Recounts the facets of every category and brand page and the product landing page into `listing_facets`. Run after the
 * catalogue is written in bulk (the seed, a catalogue import), beside `refreshSearchDocuments`.
 * The counts are computed first and swapped in one transaction, so readers never see a half-filled table.
 */
export async function refreshListingFacets(db: Database): Promise<number> {
  const listing = createListingRepository(db);
  const pages = createProductPageRepository(db);
  const brandIds = (await db.select({ id: brands.id }).from(brands)).map((b) => b.id);
  const subjects = [
    ...(await db.select({ id: categories.id }).from(categories)).map((c) => ({
      subject: categoryFacetSubject(c.id),
      base: listing.inCategory(c.id),
    })),
    ...allAssortments().flatMap((assortment) => [
      ...brandIds.map((id) => ({
        subject: brandFacetSubject(id, assortment),
        base: and(listing.ofBrand(id), productInAssortmentSql(assortment))!,
      })),
      { subject: allProductsFacetSubject(assortment), base: productInAssortmentSql(assortment) },
    ]),
  ];
  const rows: (SetFacets & { subject: string })[] = [];
  for (const { subject, base } of subjects) rows.push({ subject, ...(await pages.facetsOf(base)) });
  await db.transaction(async (tx) => {
    await tx.delete(listingFacets);
    if (rows.length > 0) await tx.insert(listingFacets).values(rows);
  });
  return rows.length;
}
