import type { CountryCode } from '../../domain/brands';
import type { OrderService } from '../schema';

/** The demo customer's two saved addresses per country; phones are stored normalised. */
export const DEMO_ADDRESSES: Record<
  CountryCode,
  {
    firstName: string;
    lastName: string;
    companyName: string;
    address: string;
    suburb: string;
    state: string | null;
    postcode: string;
    phone: string;
  }[]
> = {
  AU: [
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      companyName: '',
      address: '12 Wattle Street',
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
      phone: '0412345678',
    },
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      companyName: 'Citizen Design Studio',
      address: 'Level 3, 88 Collins Street',
      suburb: 'Melbourne',
      state: 'VIC',
      postcode: '3000',
      phone: '0412345678',
    },
  ],
  NZ: [
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      companyName: '',
      address: '8 Kauri Road',
      suburb: 'Ponsonby',
      state: null,
      postcode: '1011',
      phone: '0212345678',
    },
    {
      firstName: 'Jane',
      lastName: 'Citizen',
      companyName: 'Citizen Design Studio',
      address: '45 Cuba Street',
      suburb: 'Te Aro',
      state: null,
      postcode: '6011',
      phone: '0212345678',
    },
  ],
};

interface OrderPlan {
  account: 'customer' | 'secondCustomer';
  invoiced: boolean;
  daysAgo: number;
  addressIndex: number;
  /** `pick` indexes the flavour's priced products, so each flavour's orders hold products it sells. */
  lines: { pick: number; quantity: number; discountCents: number }[];
  services: OrderService[];
  deliveryFeeCents: number;
  paymentMethod: string;
  coupon?: { code: string; discountCents: number };
  instructions?: string;
}

const INSTALL: OrderService = { sku: 'SVC-INSTALL', name: 'Standard installation', priceCents: 14_900 };
const REMOVAL: OrderService = { sku: 'SVC-REMOVAL', name: 'Remove old appliance', priceCents: 4_900 };

/** Five invoiced orders and one not yet invoiced (so not listed) for the demo customer; one invoiced order for the second customer. */
export const DEMO_ORDER_PLANS: readonly OrderPlan[] = [
  {
    account: 'customer',
    invoiced: true,
    daysAgo: 12,
    addressIndex: 0,
    lines: [
      { pick: 3, quantity: 1, discountCents: 10_000 },
      { pick: 17, quantity: 2, discountCents: 0 },
    ],
    services: [INSTALL],
    deliveryFeeCents: 5_900,
    paymentMethod: 'Credit card',
    instructions: 'Please leave at the side gate.',
  },
  {
    account: 'customer',
    invoiced: true,
    daysAgo: 47,
    addressIndex: 1,
    lines: [{ pick: 8, quantity: 1, discountCents: 0 }],
    services: [],
    deliveryFeeCents: 0,
    paymentMethod: 'PayPal',
    coupon: { code: 'WELCOME20', discountCents: 2_000 },
  },
  {
    account: 'customer',
    invoiced: true,
    daysAgo: 95,
    addressIndex: 0,
    lines: [
      { pick: 21, quantity: 1, discountCents: 5_000 },
      { pick: 33, quantity: 1, discountCents: 0 },
      { pick: 41, quantity: 3, discountCents: 0 },
    ],
    services: [INSTALL, REMOVAL],
    deliveryFeeCents: 7_900,
    paymentMethod: 'Afterpay',
  },
  {
    account: 'customer',
    invoiced: true,
    daysAgo: 180,
    addressIndex: 0,
    lines: [{ pick: 12, quantity: 1, discountCents: 0 }],
    services: [],
    deliveryFeeCents: 4_900,
    paymentMethod: 'Credit card',
  },
  {
    account: 'customer',
    invoiced: true,
    daysAgo: 320,
    addressIndex: 1,
    lines: [{ pick: 27, quantity: 2, discountCents: 2_000 }],
    services: [REMOVAL],
    deliveryFeeCents: 5_900,
    paymentMethod: 'Zip Pay',
  },
  {
    account: 'customer',
    invoiced: false,
    daysAgo: 1,
    addressIndex: 0,
    lines: [{ pick: 5, quantity: 1, discountCents: 0 }],
    services: [],
    deliveryFeeCents: 5_900,
    paymentMethod: 'Credit card',
  },
  {
    account: 'secondCustomer',
    invoiced: true,
    daysAgo: 30,
    addressIndex: 0,
    lines: [{ pick: 14, quantity: 1, discountCents: 0 }],
    services: [INSTALL],
    deliveryFeeCents: 5_900,
    paymentMethod: 'Credit card',
  },
];

/** "W" and seven digits: the flavour's thousand, then the plan; unique across flavours. */
export const demoOrderNumber = (flavourIndex: number, plan: number) => `W${String(9_000_000 + flavourIndex * 1_000 + plan + 1)}`;

/** Fixed ids, so a restart adds nothing twice. */
export const demoAddressId = (flavourIndex: number, index: number) =>
  `ad${flavourIndex.toString(16).padStart(6, '0')}-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

export const SECOND_CUSTOMER_MOBILE: Record<CountryCode, string> = { AU: '0498765432', NZ: '0229876543' };
