import { describe, expect, it } from 'vitest';
import { isGiftCardCall, missingResourceAction, redirectLookupPath } from './missing-resource';

describe('missing resource handling', () => {
  it('leaves gift-card calls alone', () => {
    expect(isGiftCardCall('/api/giftcard/balance/123')).toBe(true);
    expect(isGiftCardCall('/api/cart/gift-card')).toBe(true);
    expect(isGiftCardCall('/api/store/alexandria')).toBe(false);
    expect(isGiftCardCall('/api/store/x?note=giftcard')).toBe(false);
  });

  it('loads absolute destinations, replaces internal ones and otherwise shows /404', () => {
    expect(missingResourceAction({ doRedirect: true, destinationUri: 'https://careers.wattleco.com.au/' })).toEqual({
      kind: 'external',
      url: 'https://careers.wattleco.com.au/',
    });
    expect(missingResourceAction({ doRedirect: true, destinationUri: '/c/cooking/ovens' })).toEqual({
      kind: 'internal',
      path: '/c/cooking/ovens',
    });
    expect(missingResourceAction({ doRedirect: true, destinationUri: 'stores' })).toEqual({ kind: 'internal', path: '/stores' });
    expect(missingResourceAction({ doRedirect: false, destinationUri: '/somewhere' })).toEqual({ kind: 'notFound' });
    expect(missingResourceAction({ doRedirect: true, destinationUri: null })).toEqual({ kind: 'notFound' });
    expect(missingResourceAction(null)).toEqual({ kind: 'notFound' });
  });

  it('asks for the page path with its query', () => {
    expect(redirectLookupPath('/search?q=miele')).toBe('/api/redirect?fromUrl=%2Fsearch%3Fq%3Dmiele');
  });
});
