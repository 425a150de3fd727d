/**
 * The demo accounts seeded in every flavour when demo mode is on (README, "Demo accounts"). Ids are
 * fixed so demo orders and addresses can point at them; the passwords are public on purpose, which
 * is why these accounts exist only in demo mode.
 */
export interface DemoAccount {
  key: 'customer' | 'secondCustomer' | 'staff' | 'trade';
  role: 'customer' | 'staff';
  /** The same id suffix in every flavour; the flavour's client id makes each account distinct. */
  idSuffix: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'customer',
    role: 'customer',
    idSuffix: '000000000001',
    email: 'jane.citizen@example.com',
    password: 'Kettle-Harbour-42',
    firstName: 'Jane',
    lastName: 'Citizen',
    phone: '0412 345 678',
  },
  {
    key: 'secondCustomer',
    role: 'customer',
    idSuffix: '000000000002',
    email: 'sam.taylor@example.com',
    password: 'Toaster-Meadow-17',
    firstName: 'Sam',
    lastName: 'Taylor',
    phone: '0498 765 432',
  },
  {
    key: 'staff',
    role: 'staff',
    idSuffix: '000000000003',
    email: 'alex.morgan@staff.example.com',
    password: 'Fridge-Lantern-58',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '0400 111 222',
  },
  {
    // A builder's trade account that staff approved for the CR account and cash on delivery (ADR 0050).
    key: 'trade',
    role: 'customer',
    idSuffix: '000000000004',
    email: 'pat.builder@trade.example.com',
    password: 'Cooktop-Timber-63',
    firstName: 'Pat',
    lastName: 'Builder',
    phone: '0433 222 111',
  },
];

/** What the demo trade account is approved for (seeded with it; staff may change it like any other). */
export const DEMO_TRADE_CREDIT = { crAccount: true, cashOnDelivery: true } as const;

/** Each flavour's demo account ids differ (one uuid namespace per flavour index) so clients never share a row. */
export function demoAccountId(flavourIndex: number, account: Pick<DemoAccount, 'idSuffix'>): string {
  const prefix = (0xde000000 + flavourIndex).toString(16).padStart(8, '0');
  return `${prefix}-0000-4000-8000-${account.idSuffix}`;
}
