import { createApiClient, type ApiTransport } from '../../contracts/api-client';
import { isGiftCardCall, missingResourceAction, NOT_FOUND_PATH } from '../../domain/missing-resource';

export interface MissingResourceNavigation {
  /** Path and query of the page being shown, for the redirect lookup. */
  currentPath(): string;
  /** An internal destination replaces the current history entry. */
  replace(path: string): void;
  /** An absolute destination is a full page load. */
  assign(url: string): void;
}

/**
 * For widgets that load what the page is about: a 404 answer sends the shopper on through the
 * redirect table (document 1 section 8). The caller still receives the 404 result, so it can stop
 * rendering; gift-card calls are passed through untouched.
 */
export function withMissingResourceRedirects(transport: ApiTransport, navigation: MissingResourceNavigation): ApiTransport {
  const plain = createApiClient(transport);
  return async (request) => {
    const raw = await transport(request);
    if (raw.status !== 404 || isGiftCardCall(request.path)) return raw;
    const lookup = await plain.get('/api/redirect', { query: { fromUrl: navigation.currentPath() } });
    const action = missingResourceAction(lookup.ok ? lookup.data : null);
    if (action.kind === 'external') navigation.assign(action.url);
    else navigation.replace(action.kind === 'internal' ? action.path : NOT_FOUND_PATH);
    return raw;
  };
}
