import type { MetaDescriptor } from 'react-router';
import { canonicalUrl } from '../../../domain/canonical-url';
import { documentTitle } from '../../../domain/page-title';
import { currentRouteEntry } from '../../route-table';
import { rootDataFromMatches } from '../../shared/root-data';

/** The large Open Graph image size of document 1 section 3. */
export const OG_IMAGE_LARGE = { width: 1600, height: 630 } as const;

interface PageMetaInput {
  /** The page's own part of the title, before "| {companyName}". */
  title: string;
  description: string;
  pathname: string;
  ogType?: 'website' | 'product' | 'product.group' | 'article';
  /** Absolute or site-relative image shown when the page is shared. */
  image?: string;
  /** Pages that must not be indexed (errors, account, checkout). */
  noIndex?: boolean;
  /** Page 2 onwards of a listing is its own canonical page (`?page=N`); filters never are. */
  page?: number;
}

export type MetaMatchLike = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** Title, description, canonical link and Open Graph tags for any page. */
export function pageMeta(matches: readonly MetaMatchLike[], input: PageMetaInput): MetaDescriptor[] {
  const root = rootDataFromMatches(matches);
  const companyName = root?.brand.companyName ?? '';
  const publicUrl = root?.publicUrl ?? '';
  const title = documentTitle(input.title, companyName);
  const url = `${canonicalUrl(publicUrl, input.pathname)}${input.page !== undefined && input.page > 1 ? `?page=${input.page}` : ''}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.ogType ?? 'website' },
    { property: 'og:url', content: url },
    { property: 'og:site_name', content: companyName },
    { property: 'og:locale', content: (root?.brand.locale ?? 'en-AU').replace('-', '_') },
  ];
  if (input.image) {
    const image = /^https?:\/\//i.test(input.image) ? input.image : `${publicUrl.replace(/\/+$/, '')}${input.image}`;
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE_LARGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE_LARGE.height) },
    );
  }
  if (input.noIndex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}

/** Meta for pages whose title and description come straight from the route table. */
export function routeTableMeta({ matches, location }: { matches: readonly MetaMatchLike[]; location: { pathname: string } }) {
  const entry = currentRouteEntry(matches.filter((m): m is NonNullable<MetaMatchLike> => m !== undefined));
  return pageMeta(matches, {
    title: entry?.heading ?? 'Page',
    description: entry?.summary ?? '',
    pathname: location.pathname,
    noIndex: entry?.pageType === 'checkout' || entry?.pageType === 'accounts' || entry?.pageType === 'resetPassword',
  });
}

/** Meta of the not-found answers (the catch-all, /404 and thrown 404s): never indexed. */
export function notFoundMeta({
  matches,
  location,
}: {
  matches: readonly MetaMatchLike[];
  location: { pathname: string };
}): MetaDescriptor[] {
  return pageMeta(matches, {
    title: 'Page not found',
    description: 'The page you were looking for could not be found.',
    pathname: location.pathname,
    noIndex: true,
  });
}
