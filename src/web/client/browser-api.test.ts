import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserCookies } from '../../../tests/support/browser-cookies';
import { createApiClient } from '../../contracts/api-client';
import { VISITOR_ID_COOKIE } from '../../domain/visitor-id';
import { apiBeacon, createFetchTransport, setUnauthorizedHandler } from './browser-api';
import { writeTokens } from './session-store';
import { readVisitorCookie } from './visitor-cookie';

/** A window with localStorage, as the transport and the session store read it. */
function browserWindow() {
  const items = new Map<string, string>();
  const events = new EventTarget();
  return Object.assign(events, {
    localStorage: {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    },
  });
}

describe('the browser API client and the session (document 3 section 4)', () => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
  const sentHeaders = () => fetch.mock.calls.at(-1)?.[1].headers as Record<string, string>;

  beforeEach(() => {
    vi.stubGlobal('window', browserWindow());
    vi.stubGlobal('fetch', fetch);
    fetch.mockClear();
  });
  afterEach(() => {
    setUnauthorizedHandler(null);
    vi.unstubAllGlobals();
  });

  it('sends no token while logged out', async () => {
    await createApiClient(createFetchTransport()).get('/api/geo');
    expect(sentHeaders()).not.toHaveProperty('authorization');
    expect(sentHeaders()).not.toHaveProperty('cache-control');
  });

  it('sends the access token as a bearer token with no-cache headers while logged in', async () => {
    writeTokens({ accessToken: 'access.token.value', idToken: 'id.token.value' });
    await createApiClient(createFetchTransport()).get('/api/geo');
    expect(sentHeaders()).toMatchObject({ authorization: 'Bearer access.token.value', 'cache-control': 'no-cache', pragma: 'no-cache' });
  });

  it('reports a 401 to a logged-in request to the session, and only that', async () => {
    const unauthorized = vi.fn();
    setUnauthorizedHandler(unauthorized);
    fetch.mockImplementation(async () => new Response('{"status":401,"message":"","errors":[]}', { status: 401 }));
    const api = createApiClient(createFetchTransport());

    await api.get('/api/geo');
    expect(unauthorized).not.toHaveBeenCalled();

    writeTokens({ accessToken: 'a.b.c', idToken: 'd.e.f' });
    const answer = await api.get('/api/geo');
    expect(answer.status).toBe(401);
    expect(unauthorized).toHaveBeenCalledTimes(1);

    // The session's own calls answer for themselves: no token, no 401 hook.
    await createApiClient(createFetchTransport({ withSession: false })).get('/api/geo');
    expect(sentHeaders()).not.toHaveProperty('authorization');
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});

describe('the visitor cookie on the first calls of a visit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('exists before any call leaves, so calls sent together and a beacon all carry one id', async () => {
    const page = browserCookies();
    const sentWith: (string | null)[] = [];
    vi.stubGlobal('window', browserWindow());
    vi.stubGlobal('document', page);
    vi.stubGlobal('location', { protocol: 'http:' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        sentWith.push(readVisitorCookie(page));
        return new Response('{}', { status: 200 });
      }),
    );
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        sentWith.push(readVisitorCookie(page));
        return true;
      },
    });

    // The first calls of a visit, sent together: the compare list, an add to compare, the page view, the cart.
    const api = createApiClient(createFetchTransport());
    const compareList = api.get('/api/compare/');
    const compareAdd = api.post('/api/compare/product/', { body: { sku: 'A-1' } });
    expect(apiBeacon('/api/analytics/events', '{}')).toBe(true);
    const cart = createApiClient(createFetchTransport({ keepalive: true })).get('/api/cart/');
    await Promise.all([compareList, compareAdd, cart]);

    const id = readVisitorCookie(page);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentWith).toEqual([id, id, id, id]);
    expect(page.writes.filter((write) => write.startsWith(`${VISITOR_ID_COOKIE}=`))).toHaveLength(1);
  });
});
