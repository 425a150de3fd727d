import { describe, expect, it } from 'vitest';
import { createSharedResponseCache, sharedLifetimeSeconds } from './shared-response-cache';

describe('sharedLifetimeSeconds', () => {
  it('keeps a public answer for its max-age', () => {
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'accept-encoding' })).toBe(30);
    expect(sharedLifetimeSeconds(204, { 'cache-control': 'max-age=60, public' })).toBe(60);
    // CORS varies every API answer on Origin; the pages' in-process reads never send one.
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Origin, accept-encoding' })).toBe(30);
  });

  it('never keeps what depends on the visitor or may not be stored', () => {
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'private, no-store' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'no-cache' })).toBe(0);
    expect(sharedLifetimeSeconds(200, {})).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', 'set-cookie': 'a=b' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Cookie' })).toBe(0);
    expect(sharedLifetimeSeconds(200, { 'cache-control': 'public, max-age=30', vary: 'Origin, Authorization, Cookie' })).toBe(0);
    expect(sharedLifetimeSeconds(404, { 'cache-control': 'public, max-age=30' })).toBe(0);
  });
});

describe('createSharedResponseCache', () => {
  it('hands every reader the one parsed, frozen body of a kept answer, so pages do not parse it again', () => {
    const cache = createSharedResponseCache(() => 0);
    cache.put('/api/navbar/', { status: 200, text: '{"mainNav":[{"uri":"/c/kitchen"}]}', setCookies: [] }, 30);
    const first = cache.get('/api/navbar/')!;
    const second = cache.get('/api/navbar/')!;
    expect(first.parsed).toEqual({ mainNav: [{ uri: '/c/kitchen' }] });
    expect(second.parsed).toBe(first.parsed);
    expect(Object.isFrozen((first.parsed as { mainNav: object[] }).mainNav[0])).toBe(true);
  });
});
