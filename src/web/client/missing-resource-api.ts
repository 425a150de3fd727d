import type { ApiClient, ApiResult } from '../../contracts/api-client';
import type { RedirectResult } from '../../contracts/content';
import { isGiftCardCall, missingResourceAction, NOT_FOUND_PATH, redirectLookupPath } from '../../domain/missing-resource';

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
export function withMissingResourceRedirects(api: ApiClient, navigation: MissingResourceNavigation): ApiClient {
  async function follow<T>(path: string, result: ApiResult<T>): Promise<ApiResult<T>> {
    if (result.status !== 404 || isGiftCardCall(path)) return result;
    const lookup = await api.get<RedirectResult>(redirectLookupPath(navigation.currentPath()));
    const action = missingResourceAction(lookup.ok ? lookup.data : null);
    if (action.kind === 'external') navigation.assign(action.url);
    else navigation.replace(action.kind === 'internal' ? action.path : NOT_FOUND_PATH);
    return result;
  }
  return {
    get: async (path) => follow(path, await api.get(path)),
    post: async (path, body) => follow(path, await api.post(path, body)),
    delete: async (path) => follow(path, await api.delete(path)),
  };
}
