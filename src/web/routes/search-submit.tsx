import { redirect } from 'react-router';
import { isSearchableTerm, sanitiseSearchTerm } from '../../domain/search-term';
import type { Route } from './+types/search-submit';

/**
 * The header search form without JavaScript: the term goes where search-url says (a category,
 * brand or product page, otherwise the results page). A blank or too short term, or a failed
 * lookup, goes nowhere: the shopper is sent back to the page they searched from.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const term = sanitiseSearchTerm(url.searchParams.get('q') ?? '');
  const back = sameOriginReferrer(request, url) ?? '/products';
  if (!isSearchableTerm(term)) return redirect(back);
  const target = await context.api.get('/api/v2/sitesearch/search-url', { query: { searchterms: term } });
  if (!target.ok || !target.data) return redirect(back);
  await context.api.post('/api/analytics/search', {
    body: { analyticsEventType: 'search', query: term, productList: [], url: target.data.url },
  });
  return redirect(target.data.url);
}

function sameOriginReferrer(request: Request, url: URL): string | null {
  const referrer = request.headers.get('referer');
  if (!referrer) return null;
  try {
    const from = new URL(referrer);
    if (from.origin !== url.origin || from.pathname === url.pathname) return null;
    // One leading slash: a Referer path such as //evil.example/ must not become another host.
    return `/${from.pathname.replace(/^[/\\]+/, '')}${from.search}`;
  } catch {
    return null;
  }
}
