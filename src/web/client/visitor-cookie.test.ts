import { describe, expect, it } from 'vitest';
import { browserCookies } from '../../../tests/support/browser-cookies';
import { VISITOR_ID_COOKIE, VISITOR_COOKIE_MAX_AGE_SECONDS } from '../../domain/visitor-id';
import { ensureVisitorCookie, readVisitorCookie } from './visitor-cookie';

const NEW_ID = '5f1c2a9e-7d3b-4e8a-9c41-0b6d2e8f7a13';
/** A page over the jar (the jar keeps its cookie accessors), always handed the same new id. */
const page = (jar: ReturnType<typeof browserCookies>, https = false) => Object.assign(jar, { https, newId: () => NEW_ID });

describe('the visitor cookie the browser makes before its first API call', () => {
  it('is made when the page has none, with the attributes the API gives it', () => {
    const jar = page(browserCookies({ other: 'x' }));
    expect(ensureVisitorCookie(jar)).toBe(NEW_ID);
    expect(readVisitorCookie(jar)).toBe(NEW_ID);
    expect(jar.attributesOf(VISITOR_ID_COOKIE)).toEqual({ path: '/', 'max-age': String(VISITOR_COOKIE_MAX_AGE_SECONDS), samesite: 'Lax' });
    expect(jar.cookie).toContain('other=x');
  });

  it('is Secure on an https page', () => {
    const jar = page(browserCookies(), true);
    ensureVisitorCookie(jar);
    expect(jar.attributesOf(VISITOR_ID_COOKIE)).toMatchObject({ secure: true, samesite: 'Lax', path: '/' });
  });

  it('is kept when the page already has a valid one, so later calls and other tabs keep the same id', () => {
    const existing = 'e2e-visitor-00000042';
    const jar = page(browserCookies({ [VISITOR_ID_COOKIE]: existing }));
    expect(ensureVisitorCookie(jar)).toBe(existing);
    expect(ensureVisitorCookie(jar)).toBe(existing);
    expect(jar.writes).toEqual([]);
  });

  it.each([['short'], ['not a visitor id at all'], ['a'.repeat(65)], ['%3Cscript%3E-0000000000']])(
    'replaces a value the server would not accept (%s)',
    (malformed) => {
      const jar = page(browserCookies({ [VISITOR_ID_COOKIE]: malformed }));
      expect(readVisitorCookie(jar)).toBeNull();
      expect(ensureVisitorCookie(jar)).toBe(NEW_ID);
      expect(readVisitorCookie(jar)).toBe(NEW_ID);
    },
  );

  it('answers null where the browser refuses the cookie, so the calls go as before and the API decides', () => {
    const jar = page(browserCookies({}, { refuse: true }));
    expect(ensureVisitorCookie(jar)).toBeNull();
    expect(jar.writes).toHaveLength(1);
  });

  it('does nothing during a server render (no document)', () => {
    expect(ensureVisitorCookie()).toBeNull();
    expect(readVisitorCookie()).toBeNull();
  });
});
