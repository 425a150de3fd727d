import type { AppId } from '../../domain/brands';
import type { Caller } from '../../domain/caller';
import { CHECKOUT_OPTION, combineOptions, STAFF_ONLY_OPTIONS, type CheckoutOptionName } from '../../domain/checkout-options';
import { settingsByName, type SettingItems } from '../../domain/settings';
import { NO_TRADE_CREDIT, withoutUnapprovedCredit, type TradeCredit } from '../../domain/trade-credit';

/** The retail flavours with showrooms (wa, hc). */
const RETAIL_STORE_OPTIONS: readonly CheckoutOptionName[] = [
  'PayPal',
  'Zip',
  'AfterPay',
  'ConnectRemove',
  'DeliveryInstructions',
  'PaidInstalls',
  'UniqueRequirements',
  'WarehouseStorageCharge',
  'InstallationContact',
  'SetSalesperson',
  'StaffOnlyOtherPaymentMethod',
  'ZipInStore',
  'CashAndCarry',
  'WinningDeliveryServiceOverride',
];

/**
 * The option flags (`opts`) each flavour's checkout offers, before the caller is considered. Staff-only
 * options are listed here too: they are what staff of the flavour get; shoppers never do.
 *
 * - Retail (wa, hc): cards, PayPal, Zip, Afterpay; removal/connection and paid installation; unique
 *   requirements, installation contact and storage charge; staff sell in stores (salesperson, Zip in
 *   store, cash and carry, other payment method, delivery-service override).
 * - Trade (wac, aoc): account customers pay on their CR account, no buy-now-pay-later; delivery
 *   services and storage as retail; staff as retail without Zip in store. The trade showrooms
 *   (wac) also take cash on delivery.
 * - Online only (aol, aol-nz, andoo): no stores, so no cash and carry or Zip in store; New Zealand has
 *   no paid installation, and its Zip is paid in four (today, in 2, 4 and 6 weeks) within its own range.
 * - Furniture (fk): no connection or installation services.
 *
 * A deployment can replace a flavour's list without a release with the setting `checkoutOptions`
 * (a comma list of option names, e.g. `PayPal,Zip,ConnectRemove`); unknown names are ignored.
 */
export const CHECKOUT_OPTIONS_BY_APP: Record<AppId, readonly CheckoutOptionName[]> = {
  wa: RETAIL_STORE_OPTIONS,
  hc: RETAIL_STORE_OPTIONS,
  wac: [
    'CRAccount',
    'COD',
    'ConnectRemove',
    'DeliveryInstructions',
    'PaidInstalls',
    'UniqueRequirements',
    'WarehouseStorageCharge',
    'InstallationContact',
    'SetSalesperson',
    'StaffOnlyOtherPaymentMethod',
    'CashAndCarry',
    'WinningDeliveryServiceOverride',
  ],
  aoc: [
    'CRAccount',
    'ConnectRemove',
    'DeliveryInstructions',
    'PaidInstalls',
    'UniqueRequirements',
    'WarehouseStorageCharge',
    'SetSalesperson',
    'StaffOnlyOtherPaymentMethod',
    'WinningDeliveryServiceOverride',
  ],
  aol: [
    'PayPal',
    'Zip',
    'AfterPay',
    'ConnectRemove',
    'DeliveryInstructions',
    'PaidInstalls',
    'WarehouseStorageCharge',
    'InstallationContact',
    'SetSalesperson',
    'WinningDeliveryServiceOverride',
  ],
  'aol-nz': [
    'PayPal',
    'Zip',
    'AfterPay',
    'ConnectRemove',
    'DeliveryInstructions',
    'WarehouseStorageCharge',
    'SetSalesperson',
    'WinningDeliveryServiceOverride',
  ],
  fk: [
    'PayPal',
    'Zip',
    'AfterPay',
    'DeliveryInstructions',
    'UniqueRequirements',
    'WarehouseStorageCharge',
    'SetSalesperson',
    'StaffOnlyOtherPaymentMethod',
    'CashAndCarry',
  ],
  andoo: ['PayPal', 'AfterPay', 'DeliveryInstructions', 'WarehouseStorageCharge'],
};

/** The setting that replaces a flavour's list (see above). */
export const CHECKOUT_OPTIONS_SETTING = 'checkoutOptions';

const isOptionName = (name: string): name is CheckoutOptionName => Object.hasOwn(CHECKOUT_OPTION, name);

export function flavourOptions(app: string, settings: SettingItems): readonly CheckoutOptionName[] {
  const override = settingsByName(settings)[CHECKOUT_OPTIONS_SETTING];
  if (override !== undefined)
    return override
      .split(',')
      .map((name) => name.trim())
      .filter(isOptionName);
  return CHECKOUT_OPTIONS_BY_APP[app as AppId] ?? [];
}

/**
 * The checkout view's `opts` for this caller: the flavour's options, less the staff-only ones unless
 * the caller is a signed-in staff member (the kind comes from the account, never from the browser),
 * and less the credit methods (CR account, cash on delivery) the caller's account is not approved
 * for (ADR 0050; `credit` is the account's approval, none for a guest).
 */
export function checkoutOptionsFor(app: string, caller: Caller, settings: SettingItems, credit: TradeCredit = NO_TRADE_CREDIT): number {
  const names = flavourOptions(app, settings);
  const allowed = caller.kind === 'staff' ? names : names.filter((name) => !STAFF_ONLY_OPTIONS.includes(name));
  return withoutUnapprovedCredit(combineOptions(allowed), caller, credit);
}
