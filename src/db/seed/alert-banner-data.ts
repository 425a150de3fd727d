/** The demo's site-wide alert banners: each flavour's current one and one that has ended. */
import { APP_IDS, BRANDS, type AppId } from '../../domain/brands';
import type { DayWindow } from './demo-windows';

export interface AlertBannerSeed {
  app: AppId;
  /** Also the banner's seed key: the demo finds its own banners by flavour and this text. */
  desktop: string;
  mobile: string;
  url: string;
  colour: string;
  /** Days relative to the seed's reference day. */
  days: DayWindow;
}

/** Each flavour's current announcement, in its own voice. Dated texts would go stale as the demo moves on: none names a day or year. */
const ALERT_COPY: Record<AppId, { desktop: string; mobile: string; url: string; colour: string }> = {
  wa: {
    desktop:
      '<strong>Black Friday Sale</strong> is on now: up to 40% off selected kitchen and laundry appliances. <a href="/sale">Shop the sale</a>',
    mobile: '<strong>Black Friday:</strong> up to 40% off. <a href="/sale">Shop now</a>',
    url: '/sale',
    colour: '#c4102b',
  },
  wac: {
    desktop: 'Trade customers: lock in project pricing for the year ahead. <a href="/project">Open your projects</a>',
    mobile: 'Lock in project pricing. <a href="/project">Projects</a>',
    url: '/project',
    colour: '#1d3557',
  },
  aoc: {
    desktop: 'Commercial accounts: free delivery on orders of 10 or more appliances. <a href="/s/delivery-information">Details</a>',
    mobile: 'Free delivery on 10+ appliances.',
    url: '/s/delivery-information',
    colour: '#004f9f',
  },
  hc: {
    desktop: 'Summer cooking demonstrations are now open for booking in every showroom. <a href="/cooking-demos">Book a seat</a>',
    mobile: 'Book a summer cooking demo. <a href="/cooking-demos">Book</a>',
    url: '/cooking-demos',
    colour: '#7a3e12',
  },
  aol: {
    desktop: '<strong>Black Friday:</strong> free next-day delivery on thousands of appliances. <a href="/sale">Shop deals</a>',
    mobile: 'Free next-day delivery. <a href="/sale">Shop deals</a>',
    url: '/sale',
    colour: '#e4002b',
  },
  'aol-nz': {
    desktop: '<strong>Black Friday:</strong> free delivery anywhere in New Zealand on orders over $99. <a href="/sale">Shop deals</a>',
    mobile: 'Free NZ delivery over $99.',
    url: '/sale',
    colour: '#e4002b',
  },
  fk: {
    desktop: 'New season sofas have arrived, with made-to-order fabrics in 8 weeks. <a href="/c/furniture/sofas">Explore sofas</a>',
    mobile: 'New season sofas. <a href="/c/furniture/sofas">Explore</a>',
    url: '/c/furniture/sofas',
    colour: '#4a5d4f',
  },
  andoo: {
    desktop: 'Shop trusted sellers with buyer protection on every order. <a href="/s/returns">How it works</a>',
    mobile: 'Buyer protection on every order.',
    url: '/s/returns',
    colour: '#5b2a86',
  },
};

/** The current banners run with the demo's sale. */
const CURRENT_DAYS: DayWindow = { startDay: -1, endDay: 11 };

export const ALERT_BANNER_SEEDS: readonly AlertBannerSeed[] = [
  ...APP_IDS.map((app) => ({ app, ...ALERT_COPY[app], days: CURRENT_DAYS })),
  {
    app: 'wa',
    desktop: `Our showrooms are closed on Melbourne Cup Day. Call ${BRANDS.wa.customerSupportNumber.phone} for help.`,
    mobile: 'Showrooms closed on Cup Day.',
    url: '/stores',
    colour: '#1d3557',
    days: { startDay: -21, endDay: -18 },
  },
];
