import { describe, expect, it } from 'vitest';
import { pageCookieJar } from './page-cookie-jar';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('the cookies of one page request', () => {
  it('go out as the page brought them until a call sets one', () => {
    expect(pageCookieJar('a=1;b=2').header()).toBe('a=1;b=2');
    expect(pageCookieJar(undefined).header()).toBeUndefined();
    expect(pageCookieJar('').header()).toBeUndefined();
  });

  it('carry a cookie a call set, new or replaced, with the others kept', () => {
    const jar = pageCookieJar('store=alexandria; wau=old-id', () => NOW);
    jar.update(['wau=new-id; Path=/; Max-Age=31536000; SameSite=Lax', 'locality=2015; Path=/']);
    expect(jar.header()).toBe('store=alexandria; wau=new-id; locality=2015');
  });

  it('drop a cookie a call removed, by Max-Age or by an expiry in the past', () => {
    const jar = pageCookieJar('refresh=abc; wau=id-1; store=x', () => NOW);
    jar.update(['refresh=; Path=/; Max-Age=0', 'store=; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(jar.header()).toBe('wau=id-1');
    jar.update(['wau=; Max-Age=-1']);
    expect(jar.header()).toBeUndefined();
  });

  it('keep a cookie whose expiry is still ahead, and values that hold an equals sign', () => {
    const jar = pageCookieJar(undefined, () => NOW);
    jar.update(['token=a=b==; Expires=Fri, 27 Nov 2027 12:00:00 GMT; HttpOnly', 'not a cookie', '=nameless']);
    expect(jar.header()).toBe('token=a=b==');
  });
});
