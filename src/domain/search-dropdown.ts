import type { BrandConfig } from './brands';

/**
 * How many products the search dropdown shows (document 3, "Search bar and dropdown"). The
 * appliances brand is the Appliance Lane theme: 3 or 6 products in Australia, 4 or 8 in New
 * Zealand. The furniture and home brands (Fern & Kin, Hearth & Cook, andoo, Wattle & Co and its
 * commercial flavour) show 4 or 8. The larger count applies above the lg breakpoint.
 */
export function dropdownProductCount(brand: Pick<BrandConfig, 'theme' | 'country'>, wide: boolean): number {
  if (brand.theme === 'aol' && brand.country === 'AU') return wide ? 6 : 3;
  return wide ? 8 : 4;
}

/** Product images in the dropdown: 90 px up to the lg breakpoint, 100 px above. */
export function dropdownImageSize(wide: boolean): 90 | 100 {
  return wide ? 100 : 90;
}

/** The lg breakpoint of document 1 section 9 (minimum width), where the wide counts start. */
export const LG_BREAKPOINT_PX = 975;

/** Document 3 section 9: the bar waits 500 ms after the last keystroke before it searches. */
export const SEARCH_BAR_DEBOUNCE_MS = 500;
/** A blur closes the search after 200 ms, so a click on a dropdown option still lands. */
export const SEARCH_BLUR_CLOSE_MS = 200;
