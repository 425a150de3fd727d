import type { Database } from '../client';
import { brands, categories, listingFacets } from '../schema';
import { createListingRepository } from './listing-repository';
import { createProductPageRepository, type SetFacets } from './product-page-repository';

export const categoryFacetSubject = (categoryId: number) => `category:${categoryId}`;
export const brandFacetSubject = (brandId: number) => `brand:${brandId}`;
/** The product landing page lists the whole catalogue. */
export const ALL_PRODUCTS_FACET_SUBJECT = 'all';

/**
 * Recounts the facets of every category and brand page and the product landing page into `listing_facets`. Run after the
 * catalogue is written in bulk (the seed, a catalogue import), beside `refreshSearchDocuments`.
 * The counts are computed first and swapped in one transaction, so readers never see a half-filled table.
 */
export async function refreshListingFacets(db: Database): Promise<number> {
  const listing = createListingRepository(db);
  const pages = createProductPageRepository(db);
  const subjects = [
    ...(await db.select({ id: categories.id }).from(categories)).map((c) => ({
      subject: categoryFacetSubject(c.id),
      base: listing.inCategory(c.id),
    })),
    ...(await db.select({ id: brands.id }).from(brands)).map((b) => ({ subject: brandFacetSubject(b.id), base: listing.ofBrand(b.id) })),
    { subject: ALL_PRODUCTS_FACET_SUBJECT, base: listing.everything() },
  ];
  const rows: (SetFacets & { subject: string })[] = [];
  for (const { subject, base } of subjects) rows.push({ subject, ...(await pages.facetsOf(base)) });
  await db.transaction(async (tx) => {
    await tx.delete(listingFacets);
    if (rows.length > 0) await tx.insert(listingFacets).values(rows);
  });
  return rows.length;
}
