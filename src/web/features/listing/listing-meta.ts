import type { MetaDescriptor } from 'react-router';
import type { ListingPage } from '../../../contracts/listing';
import type { Facets } from '../../../contracts/search';
import { groupDigits } from '../../../domain/digit-groups';
import { notFoundMeta, pageMeta, type MetaMatchLike } from '../seo/page-meta';

/** The size of the unfiltered set: facets count the page's subject, not the filters chosen. */
export const subjectCount = (facets: Facets) => facets.brands.reduce((n, b) => n + b.count, 0);

/** A meta description from the subject and its leading brands, within the 155 characters search engines show. */
export function listingDescription(subject: string, facets: Facets): string {
  const count = subjectCount(facets);
  const brands = facets.brands.slice(0, 3).map((b) => b.name);
  const from =
    brands.length > 1
      ? ` from ${brands.slice(0, -1).join(', ')}, ${brands.at(-1)} and more`
      : brands.length === 1
        ? ` from ${brands[0]}`
        : '';
  const text = `Shop ${groupDigits(count)} ${subject} products${from}. Compare prices and features, with delivery and expert advice.`;
  return text.length <= 155 ? text : `${text.slice(0, 152).trimEnd()}…`;
}

/** Page 2 onwards says so in the title, so paged results are told apart in search engines and tabs. */
export const pagedTitle = (title: string, page: number) => (page > 1 ? `${title} – Page ${page}` : title);

/** Meta of a category or brand listing: paged title, brand-led description, canonical on the subject. */
export function subjectListingMeta({
  loaderData,
  matches,
  location,
}: {
  loaderData: { page: ListingPage; state: { page: number } } | undefined;
  matches: readonly MetaMatchLike[];
  location: { pathname: string };
}): MetaDescriptor[] {
  if (!loaderData) return notFoundMeta({ matches, location });
  const { page, state } = loaderData;
  return pageMeta(matches, {
    title: pagedTitle(page.subject.name, state.page),
    description: listingDescription(page.subject.name, page.facets),
    pathname: page.subject.uri,
    ogType: 'product.group',
    page: state.page,
  });
}
