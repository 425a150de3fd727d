import { describe, expect, it } from 'vitest';
import { canonicalUrl } from './canonical-url';

describe('canonical link', () => {
  it('forces https and lower case', () => {
    expect(canonicalUrl('http://WWW.Example.com.au', '/Stores/Alexandria')).toBe('https://www.example.com.au/stores/alexandria');
  });
  it('keeps a trailing slash only for home', () => {
    expect(canonicalUrl('https://shop.test/', '/')).toBe('https://shop.test/');
    expect(canonicalUrl('https://shop.test', '')).toBe('https://shop.test/');
    expect(canonicalUrl('https://shop.test', '/stores/')).toBe('https://shop.test/stores');
  });
});
