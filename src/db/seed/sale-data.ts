/**
 * Site-wide sales and the image placements the storefront asks for. Shared with
 * scripts/generate-illustrations.ts, which draws every placement under public/media/sale/{slug}/.
 */
export const SALE_PLACEMENTS = {
  categoryBadge: [120, 40],
  checkoutBalloon: [160, 160],
  checkoutBanner: [970, 90],
  checkoutUrgency: [600, 60],
  footerBanner: [1200, 80],
  homePageBanner: [1600, 500],
  tallBanner: [300, 600],
  offersTile: [400, 400],
  navIcon: [48, 48],
  priceTag: [140, 48],
  productUrgencyMessage: [600, 48],
  siteWideHeaderDesktop: [1600, 60],
  siteWideHeaderMobile: [750, 120],
} as const satisfies Record<string, readonly [width: number, height: number]>;

export type SalePlacement = keyof typeof SALE_PLACEMENTS;

export interface SaleSeed {
  slug: string;
  name: string;
  colour: string;
  /** Days relative to the seed's reference day. */
  startDay: number;
  endDay: number;
  strapline: string;
}

export const SALE_SEEDS: readonly SaleSeed[] = [
  // Running: from the day before the demo's reference day (the day of seeding) to eleven days after it.
  { slug: 'black-friday-2026', name: 'Black Friday Sale', colour: '#c4102b', startDay: -1, endDay: 11, strapline: 'Up to 40% off' },
  {
    slug: 'end-of-financial-year-2026',
    name: 'End of Financial Year Sale',
    colour: '#1d4f91',
    startDay: -160,
    endDay: -142,
    strapline: 'Tax-time savings',
  },
  {
    slug: 'boxing-day-2026',
    name: 'Boxing Day Sale',
    colour: '#0b7a53',
    startDay: 35,
    endDay: 45,
    strapline: 'Our biggest sale of the year',
  },
];

export function saleImagePath(slug: string, placement: SalePlacement): string {
  return `/media/sale/${slug}/${placement}.svg`;
}
