import { describe, expect, it } from 'vitest';
import { buttonLinkKind, externalRel } from './button-link';

describe('buttonLinkKind', () => {
  it('treats http and https links as external, in any case', () => {
    expect(buttonLinkKind('https://example.com/x')).toBe('external');
    expect(buttonLinkKind('http://example.com')).toBe('external');
    expect(buttonLinkKind('HTTPS://EXAMPLE.COM')).toBe('external');
  });

  it('treats paths and other schemes as internal routes', () => {
    expect(buttonLinkKind('/products')).toBe('internal');
    expect(buttonLinkKind('promotions?x=1')).toBe('internal');
    expect(buttonLinkKind('httpsfoo')).toBe('internal');
    expect(buttonLinkKind('/r?to=https://example.com')).toBe('internal');
  });
});

describe('externalRel', () => {
  it('adds noopener only when the link opens a new tab', () => {
    expect(externalRel('_blank')).toContain('noopener');
    expect(externalRel(undefined)).toBeUndefined();
    expect(externalRel('_self')).toBeUndefined();
  });
});
