import { describe, expect, it } from 'vitest';
import { bannerSignature, closeBanner, emptyAlertCache, receiveBanner } from './alert-banner-cache';

const sale = { bannerURL: '/sale', backgroundColor: '#c4102b', desktopContent: '<p>Sale</p>', mobileContent: 'Sale' };

describe('alert banner cache', () => {
  it('caches a received banner', () => {
    expect(receiveBanner(null, sale)).toEqual({ banner: sale, closed: null });
  });

  it('clears the banner when the server has none or the fetch failed', () => {
    expect(receiveBanner({ banner: sale, closed: null }, null)).toEqual(emptyAlertCache);
  });

  it('keeps a closed banner closed, but shows a changed one', () => {
    const closed = closeBanner({ banner: sale, closed: null }, sale);
    expect(closed).toEqual({ banner: null, closed: bannerSignature(sale) });
    expect(receiveBanner(closed, sale).banner).toBeNull();
    const changed = { ...sale, desktopContent: '<p>Sale ends tonight</p>' };
    expect(receiveBanner(closed, changed).banner).toEqual(changed);
    // An empty answer keeps the memory of the closed banner.
    expect(receiveBanner(closed, null).closed).toBe(bannerSignature(sale));
  });

  it('tells banners apart by every field', () => {
    const signatures = new Set([
      bannerSignature(sale),
      bannerSignature({ ...sale, bannerURL: null }),
      bannerSignature({ ...sale, backgroundColor: '#000000' }),
      bannerSignature({ ...sale, mobileContent: 'Sale now' }),
    ]);
    expect(signatures.size).toBe(4);
  });
});
