/**
 * The checkout view's option flags (`opts`, document 2 section 3): a bit set the server computes per
 * flavour and per caller. Staff-only bits (SetSalesperson, StaffOnlyOtherPaymentMethod, ZipInStore,
 * CashAndCarry, WinningDeliveryServiceOverride) are never set for a shopper.
 */
export const CHECKOUT_OPTION = {
  Default: 0,
  COD: 1,
  PayPal: 2,
  CRAccount: 4,
  ConnectRemove: 8,
  DeliveryInstructions: 16,
  PaidInstalls: 32,
  SetSalesperson: 64,
  StaffOnlyOtherPaymentMethod: 128,
  Zip: 256,
  ZipInStore: 512,
  UniqueRequirements: 1024,
  AfterPay: 2048,
  CashAndCarry: 4096,
  WarehouseStorageCharge: 8192,
  InstallationContact: 16384,
  WinningDeliveryServiceOverride: 32768,
} as const;
export type CheckoutOptionName = keyof typeof CHECKOUT_OPTION;

/** The options only staff are given, whatever the flavour's settings say. */
export const STAFF_ONLY_OPTIONS: readonly CheckoutOptionName[] = [
  'SetSalesperson',
  'StaffOnlyOtherPaymentMethod',
  'ZipInStore',
  'CashAndCarry',
  'WinningDeliveryServiceOverride',
];

export const hasOption = (opts: number, name: CheckoutOptionName): boolean =>
  CHECKOUT_OPTION[name] !== 0 && (opts & CHECKOUT_OPTION[name]) === CHECKOUT_OPTION[name];

export const combineOptions = (names: readonly CheckoutOptionName[]): number =>
  names.reduce((opts, name) => opts | CHECKOUT_OPTION[name], 0);

/**
 * The form's payment radio values (document 2 section 3), then the methods the payment configuration
 * can enable beyond them (document 2 section 3's payment method enumeration): Klarna, Humm and the
 * wallets. The spec's values keep their order first.
 */
export const PAYMENT_OPTIONS = [
  'Default',
  'PayPal',
  'AfterPay',
  'Zip',
  'ZipInStore',
  'StaffOnlyOtherPaymentMethod',
  'CRAccount',
  'COD',
  'Klarna',
  'Humm',
  'ApplePay',
  'GooglePay',
] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** Payment method codes the provider calls use: credit card 0, PayPal 2, Zip 256, Afterpay 2048. */
export const PAYMENT_METHOD_CODE = { Default: 0, PayPal: 2, Zip: 256, AfterPay: 2048 } as const;

/** Zip-in-store payment status (document 2 section 3). */
export const DEVICE_PAYMENT_STATUS = { Pending: 0, Approved: 1, Declined: 2, Cancelled: 3, Expired: 4, Unknown: 5 } as const;
