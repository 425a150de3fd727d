import type { BrandConfig } from '../../../domain/brands';

/** The search page a SearchAction fills in: /search/{term} (document 3, search results). */
const SEARCH_TERM_PLACEHOLDER = '{search_term_string}';

/**
 * schema.org Organization and WebSite of the home page: the company, how to call it, and a
 * SearchAction so search engines can offer the site's own search for a query.
 */
export function siteStructuredData(brand: Pick<BrandConfig, 'companyName' | 'customerSupportNumber' | 'country'>, publicUrl: string) {
  const origin = publicUrl.replace(/\/+$/, '');
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${origin}/#organization`,
        name: brand.companyName,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        contactPoint: {
          '@type': 'ContactPoint',
          telephone: brand.customerSupportNumber.phone,
          contactType: 'customer service',
          areaServed: brand.country,
        },
      },
      {
        '@type': 'WebSite',
        '@id': `${origin}/#website`,
        name: brand.companyName,
        url: `${origin}/`,
        publisher: { '@id': `${origin}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search/${SEARCH_TERM_PLACEHOLDER}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
