import type { CheckoutView } from '../../contracts/checkout';
import type { AccountProfileRepository } from '../../db/repositories/account-profile-repository';
import type { AddressRepository, AddressRow } from '../../db/repositories/address-repository';
import type { CheckoutRepository } from '../../db/repositories/checkout-repository';
import type { PlacesRepository } from '../../db/repositories/places-repository';
import type { TradeCreditRepository } from '../../db/repositories/trade-credit-repository';
import { brandEmail, type BrandConfig } from '../../domain/brands';
import type { Caller } from '../../domain/caller';
import { CHECKOUT_CONSTANTS } from '../../domain/checkout-fields';
import { hasOption } from '../../domain/checkout-options';
import { settingsByName, type SettingItems } from '../../domain/settings';
import { NO_TRADE_CREDIT, type TradeCredit } from '../../domain/trade-credit';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import { checkoutOptionsFor } from './checkout-options';

/** The setting that changes the minimum deposit (percent of the order total). */
export const PARTIAL_PAYMENT_SETTING = 'partialPaymentPercentage';

export function depositPercentage(settings: SettingItems): number {
  const value = Number(settingsByName(settings)[PARTIAL_PAYMENT_SETTING]);
  return Number.isFinite(value) && value > 0 && value < 100 ? value : CHECKOUT_CONSTANTS.defaultDepositPercentage;
}

export interface CheckoutViewDeps {
  brand: BrandConfig;
  profiles: AccountProfileRepository;
  addresses: AddressRepository;
  places: PlacesRepository;
  tradeCredit: TradeCreditRepository;
  checkout: CheckoutRepository;
  gateway: PaymentGateway;
}

const addressView = (row: AddressRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  companyName: row.companyName || null,
  address: row.address,
  suburb: row.suburb,
  state: row.state,
  postcode: row.postcode,
});

/** The staff member's store: the first store of their salesperson's subdivision. */
export async function staffStore(deps: Pick<CheckoutViewDeps, 'brand' | 'places' | 'checkout'>, salespersonCode: string | null) {
  const stores = await deps.places.listStores(deps.brand.country);
  const person = salespersonCode ? await deps.checkout.salespersonByCode(salespersonCode) : null;
  const store = (person && stores.find((s) => s.subdivision === person.subdivision)) ?? stores[0] ?? null;
  return { stores, person, store };
}

/** What the caller's account is approved to buy on credit; nothing for a guest (ADR 0050). */
export const tradeCreditOf = async (deps: Pick<CheckoutViewDeps, 'tradeCredit'>, caller: Caller): Promise<TradeCredit> =>
  caller.kind === 'customer' ? deps.tradeCredit.approvalOf(caller.accountId) : NO_TRADE_CREDIT;

/** GET /api/checkout for this caller. */
export async function checkoutView(deps: CheckoutViewDeps, caller: Caller, settings: SettingItems): Promise<CheckoutView> {
  const opts = checkoutOptionsFor(deps.brand.app, caller, settings, await tradeCreditOf(deps, caller));
  const x509EncryptionKeys = await deps.gateway.publicKeys([deps.brand.app]);
  const base = { partialPaymentPercentage: depositPercentage(settings), opts, x509EncryptionKeys };
  if (caller.kind === 'visitor') return { ...base, customer: null, stores: [], salesPeople: [], store: null };

  const account = await deps.profiles.byId(caller.accountId);
  const saved = account ? await deps.addresses.list(caller.accountId) : [];
  const customer = account
    ? {
        email: account.email,
        phone: account.phone ?? saved[0]?.phone ?? null,
        locked: true,
        shippingAddress: saved[0] ? addressView(saved[0]) : null,
        billingAddress: saved[1] ? addressView(saved[1]) : saved[0] ? addressView(saved[0]) : null,
      }
    : null;
  if (caller.kind !== 'staff') return { ...base, customer, stores: [], salesPeople: [], store: null };

  const { stores, person, store } = await staffStore(deps, account?.salespersonCode ?? null);
  // The store and salesperson selector is offered where the flavour lets staff set a salesperson.
  const selector = hasOption(opts, 'SetSalesperson');
  const people = store && selector ? await deps.places.salespeopleIn([store.subdivision]) : [];
  return {
    ...base,
    customer,
    stores: selector ? stores.map((s) => ({ name: s.name, subdivision: s.subdivision, selected: s.id === store?.id })) : [],
    salesPeople: people.map((p) => ({ ...p, selected: p.code === person?.code })),
    store: store
      ? {
          name: store.name,
          subdivision: store.subdivision,
          address: store.address,
          suburb: store.suburb,
          state: store.state,
          postcode: store.postcode,
          phone: store.phone,
          email: brandEmail(deps.brand, store.email || 'sales'),
        }
      : null,
  };
}
