import type { CodeKind, RewardKind } from '../schema';

/**
 * Add-ons per top-level category: installation and extended warranty, priced per unit. Small
 * appliances take a warranty only; furniture and BBQs take assembly instead of installation.
 */
export interface AddOnSeed {
  kind: 'install' | 'warranty';
  name: string;
  priceDollars: number;
}

const WARRANTIES: AddOnSeed[] = [
  { kind: 'warranty', name: '3 Year Extended Warranty', priceDollars: 99 },
  { kind: 'warranty', name: '5 Year Extended Warranty', priceDollars: 179 },
];
const installation = (name: string, priceDollars: number): AddOnSeed => ({ kind: 'install', name, priceDollars });

export const ADD_ON_SEEDS: Readonly<Record<string, readonly AddOnSeed[]>> = {
  kitchen: [installation('Standard Installation', 149), ...WARRANTIES],
  cooking: [installation('Standard Installation', 189), installation('Gas Installation', 289), ...WARRANTIES],
  dishwashers: [installation('Standard Installation', 169), ...WARRANTIES],
  refrigeration: [installation('Connect Water Line', 129), ...WARRANTIES],
  laundry: [installation('Connect and Remove Old Appliance', 79), ...WARRANTIES],
  'heating-cooling': [installation('Back-to-Back Installation', 899), ...WARRANTIES],
  'tv-audio': [installation('Wall Mounting', 249), ...WARRANTIES],
  'small-appliances': [{ kind: 'warranty', name: '2 Year Extended Warranty', priceDollars: 39 }],
  bbqs: [installation('Assembly', 99), ...WARRANTIES],
  furniture: [installation('Assembly', 129)],
};

/** Rewards of the seeded promotions (promotion-data.ts), by promotion path. */
export interface RewardSeed {
  promotionPath: string;
  kind: RewardKind;
  title: string;
  valueDollars: number;
  percentOff?: number;
  minItems?: number;
}

export const REWARD_SEEDS: readonly RewardSeed[] = [
  { promotionPath: 'miele-cashback-2026', kind: 'cashback', title: 'Miele cashback: claim up to $500 back', valueDollars: 500 },
  { promotionPath: 'bosch-bonus-cookware-2026', kind: 'bonus', title: 'Bonus Bosch five-piece induction cookware set', valueDollars: 399 },
  { promotionPath: 'samsung-tv-cashback-2026', kind: 'cashback', title: 'Samsung TV cashback: up to $1,000 back', valueDollars: 1000 },
  {
    promotionPath: 'breville-win-italy-2026',
    kind: 'gift',
    title: 'Gift with purchase: Breville milk jug and an entry to win a trip for two',
    valueDollars: 49,
  },
  { promotionPath: 'dyson-black-friday-2026', kind: 'gift', title: 'Gift with purchase: Dyson storage bag', valueDollars: 79 },
  { promotionPath: 'weber-summer-bbq-2026', kind: 'bonus', title: 'Bonus Weber cover and tool set', valueDollars: 149 },
  { promotionPath: 'daikin-cooling-rebate-2026', kind: 'cashback', title: 'Daikin cooling rebate: up to $400 back', valueDollars: 400 },
  { promotionPath: 'westinghouse-winter-2026', kind: 'bonus', title: 'Bonus Westinghouse cookware', valueDollars: 199 },
  {
    promotionPath: 'fisher-paykel-kitchen-package-2026',
    kind: 'bundle-discount',
    title: 'Fisher & Paykel kitchen package: 10% off three or more',
    valueDollars: 0,
    percentOff: 10,
    minItems: 3,
  },
];

/** The demo codes of every flavour; the README's "Demo codes" table lists them. */
export interface DemoCodeSeed {
  code: string;
  kind: CodeKind;
  description: string;
  percentOff?: number;
  amountDollars?: number;
  minSpendDollars?: number;
  brand?: string;
  categoryUri?: string;
  /** Days from the seed reference day. */
  expiresDay?: number;
  maxUses?: number;
  maxUsesPerCustomer?: number;
  /** Uses recorded by the seed (to show a code whose limit is reached). */
  seededUses?: number;
  balanceDollars?: number;
}

export const DEMO_CODE_SEEDS: readonly DemoCodeSeed[] = [
  { code: 'SAVE10', kind: 'percentage', percentOff: 10, description: '10% off every product in the cart' },
  { code: 'TAKE50', kind: 'fixed', amountDollars: 50, description: '$50 off the cart' },
  {
    code: 'BIG100',
    kind: 'fixed',
    amountDollars: 100,
    minSpendDollars: 2000,
    description: '$100 off when the cart holds $2,000 or more of products',
  },
  { code: 'MIELE15', kind: 'percentage', percentOff: 15, brand: 'Miele', description: '15% off Miele products only' },
  { code: 'LAUNDRY20', kind: 'percentage', percentOff: 20, categoryUri: 'laundry', description: '20% off laundry products only' },
  {
    code: 'EXPIRED25',
    kind: 'percentage',
    percentOff: 25,
    expiresDay: -30,
    description: 'Expired a month before the demo data: refused as expired',
  },
  {
    code: 'ONCEONLY',
    kind: 'fixed',
    amountDollars: 20,
    maxUsesPerCustomer: 1,
    description: '$20 off, once per customer (checked against the e-mail or account)',
  },
  {
    code: 'SOLDOUT',
    kind: 'percentage',
    percentOff: 30,
    maxUses: 100,
    seededUses: 100,
    description: '30% off, limited to 100 uses overall, all used: refused',
  },
  { code: 'GIFT100', kind: 'gift-card', balanceDollars: 100, description: 'Gift card with a $100 balance; pays up to its balance' },
  {
    code: 'GIFT500',
    kind: 'gift-card',
    balanceDollars: 500,
    description: 'Gift card with a $500 balance; stacks with a coupon and other gift cards',
  },
  { code: 'GIFTEMPTY', kind: 'gift-card', balanceDollars: 0, description: 'Gift card with nothing left: refused' },
];
