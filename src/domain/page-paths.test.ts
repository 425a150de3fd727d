import { describe, expect, it } from 'vitest';
import { brandPath, categoryPath, categoryUriOf, productPath, promotionPath, searchPath, storePath } from './page-paths';

describe('page addresses', () => {
  it('builds each kind of page address from its stored identifier', () => {
    expect(productPath('miele-oven-h7260bp')).toBe('/p/miele-oven-h7260bp');
    expect(categoryPath('cooking/ovens')).toBe('/c/cooking/ovens');
    expect(brandPath('miele')).toBe('/brands/miele');
    expect(promotionPath('/spring-cooking')).toBe('/promotion/spring-cooking');
    expect(storePath('alexandria')).toBe('/stores/alexandria');
  });

  it('keeps a search term one path segment', () => {
    expect(searchPath('quiet oven')).toBe('/search/quiet%20oven');
    expect(searchPath('a+b/c')).toBe('/search/a%2Bb%2Fc');
  });

  it('reads the category uri back from a path', () => {
    expect(categoryUriOf(categoryPath('laundry/dryers'))).toBe('laundry/dryers');
  });
});
