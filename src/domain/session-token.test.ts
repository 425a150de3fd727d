import { describe, expect, it } from 'vitest';
import { hasShowLogin, RENEW_MARGIN_MS, safeReturnPath, tokenClaims, tokenStatus, withoutShowLogin } from './session-token';

const token = (claims: unknown) =>
  `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('session token rules', () => {
  it('reads the claims of a compact token, and nothing from anything else', () => {
    expect(tokenClaims(token({ sub: 'a', given_name: 'Zoë' }))).toEqual({ sub: 'a', given_name: 'Zoë' });
    expect(tokenClaims('abc')).toBeNull();
    expect(tokenClaims('a.%%%.c')).toBeNull();
    expect(tokenClaims(token([1, 2]))).toBeNull();
  });

  it('is invalid without an expiry, expired once it passed, due for renew under 900 ms', () => {
    const now = 1_700_000_000_000;
    expect(tokenStatus(token({ sub: 'a' }), now)).toEqual({ state: 'invalid' });
    expect(tokenStatus(token({ exp: now / 1000 }), now)).toEqual({ state: 'expired' });
    expect(tokenStatus(token({ exp: (now + RENEW_MARGIN_MS - 1) / 1000 }), now)).toEqual({ state: 'renew' });
    expect(tokenStatus(token({ exp: (now + RENEW_MARGIN_MS) / 1000 }), now)).toEqual({ state: 'valid', renewInMs: 1 });
    expect(tokenStatus(token({ exp: (now + 60_000) / 1000 }), now)).toEqual({ state: 'valid', renewInMs: 60_000 - 899 });
  });

  it('follows only return paths on this site', () => {
    expect(safeReturnPath('/p/kettle?x=1')).toBe('/p/kettle?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/a\nb', '', null, undefined]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
  });

  it('finds showlogin in any letter case and removes it', () => {
    for (const search of ['?showlogin', '?ShowLogin=true', '?a=1&SHOWLOGIN=1']) expect(hasShowLogin(search)).toBe(true);
    expect(hasShowLogin('?show=login')).toBe(false);
    expect(withoutShowLogin('?a=1&ShowLogin=1&b=2')).toBe('?a=1&b=2');
    expect(withoutShowLogin('?showLogin')).toBe('');
  });
});
