import type { AccountProfileRepository } from '../../db/repositories/account-profile-repository';
import type { AddressRepository } from '../../db/repositories/address-repository';
import type { CartRepository } from '../../db/repositories/cart-repository';
import type { CheckoutRepository } from '../../db/repositories/checkout-repository';
import type { IdempotencyRepository } from '../../db/repositories/idempotency-repository';
import type { OutboxRepository } from '../../db/repositories/outbox-repository';
import type { PlacesRepository } from '../../db/repositories/places-repository';
import type { TradeCreditRepository } from '../../db/repositories/trade-credit-repository';
import type { Transactions } from '../../db/transactions';
import type { BrandConfig } from '../../domain/brands';
import type { MoneyFormat } from '../../domain/money-format';
import type { PaymentGateway } from '../../providers/payments/payment-gateway';
import type { PaymentProviders } from '../../providers/payments/payment-providers';
import type { CartService } from '../cart/cart-service';
import type { DeliveryQuoter } from '../delivery/delivery-quote';
import type { SettingsService } from '../settings-service';

/** Everything the checkout workflow uses; wired in create-services.ts. */
export interface CheckoutDeps {
  brand: BrandConfig;
  money: MoneyFormat;
  transactions: Transactions;
  carts: CartRepository;
  cart: CartService;
  checkout: CheckoutRepository;
  keys: IdempotencyRepository;
  outbox: OutboxRepository;
  settings: SettingsService;
  profiles: AccountProfileRepository;
  addresses: AddressRepository;
  places: PlacesRepository;
  /** Which trade accounts staff approved for the CR account and cash on delivery (ADR 0050). */
  tradeCredit: TradeCreditRepository;
  gateway: PaymentGateway;
  /** The providers beyond the card (PayPal, Afterpay, Zip, Klarna, Humm, Zip in store, wallets). */
  providers: PaymentProviders;
  /** How long checkout waits for the gateway (PAYMENT_GATEWAY_TIMEOUT_MS). */
  gatewayTimeoutMs: number;
  delivery: DeliveryQuoter;
  now: () => Date;
  /** How long an order may wait for its payment (a 3-D Secure challenge) before reconciliation cancels it. */
  pendingLifetimeMs: number;
}

/** Where the 3-D Secure challenge returns the shopper's browser to (outside /api: a form post). */
export const THREE_DS_RETURN_PATH = '/customer/checkout/3ds-return';
export const confirmationPath = (cartId: string) => `/customer/confirmation?id=${encodeURIComponent(cartId)}`;

/** Where a redirect provider sends the shopper back to (the checkout's return page posts the confirmation). */
export const providerReturnPath = (slug: string) => `/customer/checkout/return/${slug}`;
