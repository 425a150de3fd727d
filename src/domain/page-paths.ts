/**
 * The addresses of the storefront's pages (document 1 section 3), built in one place so a link,
 * a search suggestion, a canonical URL and the route table never disagree. Each takes the
 * identifier as stored (a slug, a category uri such as "cooking/ovens", a store uri, a promotion
 * path) and answers a root-relative path.
 */
const withoutLeadingSlashes = (value: string) => value.replace(/^\/+/, '');

export const PAGE_PREFIXES = {
  product: '/p/',
  category: '/c/',
  brand: '/brands/',
  promotion: '/promotion/',
  store: '/stores/',
  search: '/search/',
} as const;

export const productPath = (slug: string) => `${PAGE_PREFIXES.product}${withoutLeadingSlashes(slug)}`;

/** "cooking/ovens" -> "/c/cooking/ovens". */
export const categoryPath = (uri: string) => `${PAGE_PREFIXES.category}${withoutLeadingSlashes(uri)}`;

export const brandPath = (slug: string) => `${PAGE_PREFIXES.brand}${withoutLeadingSlashes(slug)}`;

export const promotionPath = (path: string) => `${PAGE_PREFIXES.promotion}${withoutLeadingSlashes(path)}`;

export const storePath = (storeUri: string) => `${PAGE_PREFIXES.store}${withoutLeadingSlashes(storeUri)}`;

/** The results page of a term, the term encoded as one path segment ("a/b" stays one segment). */
export const searchPath = (term: string) => `${PAGE_PREFIXES.search}${encodeURIComponent(term)}`;

/** The category uri of a category page's path: "/c/cooking/ovens" -> "cooking/ovens". */
export const categoryUriOf = (path: string) => path.replace(/^\/c\//, '');
