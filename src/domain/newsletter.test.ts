import { describe, expect, it } from 'vitest';
import { NEWSLETTER_DISMISSAL_MINUTES, newsletterAllowedOn, newsletterWanted, scrolledPastTrigger } from './newsletter';

const page = (pathname: string, extra: Partial<Parameters<typeof newsletterAllowedOn>[0]> = {}) => ({
  pathname,
  pageType: 'generic',
  blankLayout: false,
  hasCompareProducts: false,
  ...extra,
});

describe('newsletter popup pages', () => {
  it('shows on ordinary pages', () => {
    for (const path of ['/', '/stores', '/stores/alexandria', '/brands', '/s/storage-terms', '/promotions', '/compare']) {
      expect(newsletterAllowedOn(page(path)), path).toBe(true);
    }
  });

  it('never shows on checkout, brand, category, product or ask-an-expert pages', () => {
    for (const path of [
      '/customer/checkout',
      '/brands/bosch',
      '/c/cooking/ovens',
      '/C/Kitchen',
      '/p/some-oven',
      '/ask-an-expert',
      '/ask-an-expert/',
    ]) {
      expect(newsletterAllowedOn(page(path)), path).toBe(false);
    }
    expect(newsletterAllowedOn(page('/anything', { pageType: 'checkout' }))).toBe(false);
  });

  it('does not mistake look-alike paths for excluded pages', () => {
    expect(newsletterAllowedOn(page('/products'))).toBe(true);
    expect(newsletterAllowedOn(page('/ask-an-expert-guide'))).toBe(true);
  });

  it('never shows on the blank layout', () => {
    expect(newsletterAllowedOn(page('/blank/account/login-callback', { blankLayout: true }))).toBe(false);
  });

  it('with compare products, shows only on home and the compare page', () => {
    expect(newsletterAllowedOn(page('/', { hasCompareProducts: true }))).toBe(true);
    expect(newsletterAllowedOn(page('/compare', { hasCompareProducts: true }))).toBe(true);
    expect(newsletterAllowedOn(page('/stores', { hasCompareProducts: true }))).toBe(false);
  });
});

describe('newsletter popup triggers and memory', () => {
  it('expands after more than 250 px from the first scroll position, either way', () => {
    expect(scrolledPastTrigger(100, 350)).toBe(false);
    expect(scrolledPastTrigger(100, 351)).toBe(true);
    expect(scrolledPastTrigger(600, 349)).toBe(true);
  });

  it('is wanted only by wide screens of visitors who neither subscribed nor dismissed it', () => {
    expect(newsletterWanted({ subscribed: false, dismissed: false, wideEnough: true })).toBe(true);
    expect(newsletterWanted({ subscribed: true, dismissed: false, wideEnough: true })).toBe(false);
    expect(newsletterWanted({ subscribed: false, dismissed: true, wideEnough: true })).toBe(false);
    expect(newsletterWanted({ subscribed: false, dismissed: false, wideEnough: false })).toBe(false);
  });

  it('remembers a dismissal for seven days, in the minutes timed storage counts in', () => {
    expect(NEWSLETTER_DISMISSAL_MINUTES).toBe(7 * 24 * 60);
  });
});
