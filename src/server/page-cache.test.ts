import { describe, expect, it } from 'vitest';
import { REFRESH_COOKIE } from '../contracts/identity';
import { documentBytes } from '../web/whole-document';
import { cachedPageResponse, createPageCache, sharedPageKey, type PageRequestShape } from './page-cache';

const anonymous: PageRequestShape = {
  method: 'GET',
  target: '/c/kitchen?sort=price',
  origin: 'https://www.example.com.au',
  cookieHeader: undefined,
  authorization: undefined,
  country: undefined,
};

const page = (html: string, nonce = 'n0nce') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  html,
  nonce,
});

describe('sharedPageKey', () => {
  it('keys an anonymous GET of a public page by origin, path, query and the edge’s country', () => {
    const key = sharedPageKey(anonymous);
    expect(key).not.toBeNull();
    expect(sharedPageKey({ ...anonymous, target: '/c/kitchen?sort=rating' })).not.toBe(key);
    expect(sharedPageKey({ ...anonymous, origin: 'https://www.example.co.nz' })).not.toBe(key);
    expect(sharedPageKey({ ...anonymous, country: 'NZ' })).not.toBe(key);
    // Cookies the server does not read while rendering change nothing.
    expect(sharedPageKey({ ...anonymous, cookieHeader: '_ga=GA1.1.1; theme=dark' })).toBe(key);
  });

  it('keeps no page a visitor’s cookies, a session or credentials could change', () => {
    for (const cookie of ['wau=0123456789abcdef0123', 'store=1', 'locality=2', 'locationCode=NSW_METRO', `${REFRESH_COOKIE}=abc`]) {
      expect(sharedPageKey({ ...anonymous, cookieHeader: `_ga=1; ${cookie}` }), cookie).toBeNull();
    }
    expect(sharedPageKey({ ...anonymous, authorization: 'Bearer token' })).toBeNull();
  });

  it('keeps only GETs of public paths', () => {
    expect(sharedPageKey({ ...anonymous, method: 'POST' })).toBeNull();
    expect(sharedPageKey({ ...anonymous, method: 'HEAD' })).toBeNull();
    for (const target of ['/account', '/customer/checkout', '/compare', '/cart?x=1', '/search-submit?q=oven']) {
      expect(sharedPageKey({ ...anonymous, target }), target).toBeNull();
    }
  });
});

describe('createPageCache', () => {
  it('answers a kept page until its seconds have passed', () => {
    let now = 1_000_000;
    const cache = createPageCache(30, () => now);
    cache.put('home', page('<p>home</p>'));
    now += 29_999;
    expect(cache.get('home')?.html).toBe('<p>home</p>');
    now += 1;
    expect(cache.get('home')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used pages past its byte bound', () => {
    // Each page of 10 characters is 20 bytes; the bound holds two.
    const cache = createPageCache(30, () => 0, 40);
    cache.put('a', page('aaaaaaaaaa'));
    cache.put('b', page('bbbbbbbbbb'));
    expect(cache.get('a')).toBeDefined();
    cache.put('c', page('cccccccccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('aaaaaaaaaa');
    expect(cache.get('c')?.html).toBe('cccccccccc');
    // A page larger than the whole bound is not kept, and evicts nothing.
    cache.put('huge', page('x'.repeat(21)));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('replaces a page kept again under the same key', () => {
    const cache = createPageCache(30, () => 0, 40);
    cache.put('a', page('aaaaaaaaaa'));
    cache.put('a', page('AAAAAAAAAA'));
    cache.put('b', page('bbbbbbbbbb'));
    expect(cache.get('a')?.html).toBe('AAAAAAAAAA');
    expect(cache.size).toBe(2);
  });
});

describe('cachedPageResponse', () => {
  it('gives every answer its own nonce in place of the one the page was rendered with', async () => {
    const kept = page('<script nonce="old-1">a()</script><script nonce="old-1">b()</script>', 'old-1');
    const response = cachedPageResponse(kept, 'fresh-2');
    expect((await documentBytes(response)).toString()).toBe('<script nonce="fresh-2">a()</script><script nonce="fresh-2">b()</script>');
    expect(response.headers.get('content-type')).toBe('text/html');
    expect(kept.html).toContain('old-1');
  });
});
