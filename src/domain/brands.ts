/**
 * The eight app flavours. A brand is data: identity, market and the environment-configuration
 * fields of document 1 section 9. Visual tokens live beside the web app (src/web/brands).
 */
export const APP_IDS = ['wa', 'wac', 'aoc', 'hc', 'aol', 'aol-nz', 'fk', 'andoo'] as const;
export type AppId = (typeof APP_IDS)[number];

export type CountryCode = 'AU' | 'NZ';
export type CurrencyCode = 'AUD' | 'NZD';

export interface BrandConfig {
  app: AppId;
  /** Theme name used for brand-specific rules (ribbons, search counts, value-promise modal). */
  theme: 'wa' | 'commercial' | 'aol' | 'hc' | 'fk' | 'andoo';
  companyName: string;
  /** Short name for the wordmark. */
  wordmark: string;
  tagline: string;
  hostname: string;
  /** Domain of the brand's e-mail addresses (store mailboxes): each brand writes from its own. */
  emailDomain: string;
  country: CountryCode;
  currency: CurrencyCode;
  locale: 'en-AU' | 'en-NZ';
  timeZone: 'Australia/Sydney' | 'Pacific/Auckland';
  customerSupportNumber: { phone: string };
  /** Supporting text of the 24/7 link in the checkout header. */
  supportLinkText: string;
  loginRoute: string;
  routeAfterLogin: string;
  apiName: string;
  clientId: string;
  /** Prices hidden until login (the commercial flavour). */
  pricesRequireLogin: boolean;
  /** Product ribbons are shown only on some themes. */
  showsRibbons: boolean;
  /** Top-level category uris shown in this flavour's main navigation, in order. */
  navCategories: readonly string[];
  /** Fallback location for new visitors: suburb, state, postcode. */
  defaultLocality: { suburb: string; state: string; postcode: string };
}

const AU_APPLIANCE_NAV = [
  'kitchen',
  'cooking',
  'dishwashers',
  'refrigeration',
  'laundry',
  'heating-cooling',
  'small-appliances',
  'bbqs',
  'tv-audio',
] as const;

const AU_DEFAULTS = {
  country: 'AU',
  currency: 'AUD',
  locale: 'en-AU',
  timeZone: 'Australia/Sydney',
  supportLinkText: '24/7 Australia Customer Support',
  loginRoute: '/account/login',
  routeAfterLogin: '/account',
  pricesRequireLogin: false,
  showsRibbons: false,
  defaultLocality: { suburb: 'Sydney', state: 'NSW', postcode: '2000' },
} as const;

export const BRANDS: Record<AppId, BrandConfig> = {
  wa: {
    ...AU_DEFAULTS,
    app: 'wa',
    theme: 'wa',
    companyName: 'Wattle & Co Appliances',
    wordmark: 'Wattle & Co',
    tagline: 'Kitchens, laundries and living since 1906',
    hostname: 'www.wattleco.com.au',
    emailDomain: 'wattleco.com.au',
    customerSupportNumber: { phone: '1300 000 400' },
    apiName: 'wa',
    clientId: 'wa-web',
    navCategories: [...AU_APPLIANCE_NAV, 'furniture'],
  },
  wac: {
    ...AU_DEFAULTS,
    app: 'wac',
    theme: 'commercial',
    companyName: 'Wattle & Co Commercial',
    wordmark: 'Wattle Commercial',
    tagline: 'Trade supply for builders, designers and developers',
    hostname: 'commercial.wattleco.com.au',
    emailDomain: 'wattleco.com.au',
    customerSupportNumber: { phone: '1300 000 410' },
    loginRoute: '/account/internal/login',
    routeAfterLogin: '/project',
    apiName: 'wac',
    clientId: 'wac-web',
    pricesRequireLogin: true,
    navCategories: AU_APPLIANCE_NAV,
  },
  aoc: {
    ...AU_DEFAULTS,
    app: 'aoc',
    theme: 'aol',
    companyName: 'Appliance Lane Commercial',
    wordmark: 'Lane Commercial',
    tagline: 'Commercial appliance supply, delivered Australia-wide',
    hostname: 'commercial.appliancelane.com.au',
    emailDomain: 'appliancelane.com.au',
    customerSupportNumber: { phone: '1300 000 520' },
    apiName: 'aoc',
    clientId: 'aoc-web',
    showsRibbons: true,
    navCategories: AU_APPLIANCE_NAV,
  },
  hc: {
    ...AU_DEFAULTS,
    app: 'hc',
    theme: 'hc',
    companyName: 'Hearth & Cook',
    wordmark: 'Hearth & Cook',
    tagline: 'Cookware, cooking appliances and demonstrations',
    hostname: 'www.hearthandcook.com.au',
    emailDomain: 'hearthandcook.com.au',
    customerSupportNumber: { phone: '1300 000 430' },
    apiName: 'hc',
    clientId: 'hc-web',
    navCategories: ['cooking', 'kitchen', 'small-appliances', 'bbqs', 'dishwashers'],
  },
  aol: {
    ...AU_DEFAULTS,
    app: 'aol',
    theme: 'aol',
    companyName: 'Appliance Lane',
    wordmark: 'Appliance Lane',
    tagline: 'Free next-day delivery on thousands of appliances',
    hostname: 'www.appliancelane.com.au',
    emailDomain: 'appliancelane.com.au',
    customerSupportNumber: { phone: '1300 000 500' },
    apiName: 'aol',
    clientId: 'aol-web',
    showsRibbons: true,
    navCategories: AU_APPLIANCE_NAV,
  },
  'aol-nz': {
    ...AU_DEFAULTS,
    app: 'aol-nz',
    theme: 'aol',
    companyName: 'Appliance Lane New Zealand',
    wordmark: 'Appliance Lane NZ',
    tagline: 'Fast free delivery across New Zealand',
    hostname: 'www.appliancelane.co.nz',
    emailDomain: 'appliancelane.co.nz',
    country: 'NZ',
    currency: 'NZD',
    locale: 'en-NZ',
    timeZone: 'Pacific/Auckland',
    customerSupportNumber: { phone: '0800 000 500' },
    supportLinkText: '24/7 New Zealand Customer Support',
    apiName: 'aol-nz',
    clientId: 'aol-nz-web',
    showsRibbons: true,
    navCategories: AU_APPLIANCE_NAV,
    defaultLocality: { suburb: 'Auckland Central', state: 'AUK', postcode: '1010' },
  },
  fk: {
    ...AU_DEFAULTS,
    app: 'fk',
    theme: 'fk',
    companyName: 'Fern & Kin',
    wordmark: 'Fern & Kin',
    tagline: 'Furniture and homewares for every room',
    hostname: 'www.fernandkin.com.au',
    emailDomain: 'fernandkin.com.au',
    customerSupportNumber: { phone: '1300 000 440' },
    apiName: 'fk',
    clientId: 'fk-web',
    showsRibbons: true,
    navCategories: ['furniture', 'small-appliances', 'tv-audio'],
  },
  andoo: {
    ...AU_DEFAULTS,
    app: 'andoo',
    theme: 'andoo',
    companyName: 'Andoo Marketplace',
    wordmark: 'andoo',
    tagline: 'A marketplace of trusted home-goods sellers',
    hostname: 'www.andoo.com.au',
    emailDomain: 'andoo.com.au',
    customerSupportNumber: { phone: '1300 000 450' },
    apiName: 'andoo',
    clientId: 'andoo-web',
    navCategories: AU_APPLIANCE_NAV,
  },
};

/** The default image of a brand, shown where an image fails to load (document 1 section 8). */
export function brandFallbackImage(app: AppId): string {
  return `/media/fallback/${app}.svg`;
}

export function isAppId(value: string): value is AppId {
  return (APP_IDS as readonly string[]).includes(value);
}

/**
 * A brand's address for a mailbox. Stores keep their mailbox name; the domain is the flavour's,
 * so one catalogue of showrooms serves every brand (a stored full address keeps only its mailbox).
 */
export function brandEmail(brand: Pick<BrandConfig, 'emailDomain'>, mailbox: string): string {
  const local = mailbox.split('@')[0]!.trim();
  return local ? `${local}@${brand.emailDomain}` : '';
}
