import type { Database } from '../db/client';
import { createTransactions } from '../db/transactions';
import { createCatalogueRepository } from '../db/repositories/catalogue-repository';
import { createAnalyticsRepository } from '../db/repositories/analytics-repository';
import { createCompareRepository } from '../db/repositories/compare-repository';
import { createListingRepository } from '../db/repositories/listing-repository';
import { createProductPageRepository } from '../db/repositories/product-page-repository';
import { createSearchRepository } from '../db/repositories/search-repository';
import { createContentRepository } from '../db/repositories/content-repository';
import { createPlacesRepository } from '../db/repositories/places-repository';
import { createProductRepository } from '../db/repositories/product-repository';
import { createSettingsRepository } from '../db/repositories/settings-repository';
import { createAddressQuotaRepository } from '../db/repositories/address-quota-repository';
import { createOutboxRepository } from '../db/repositories/outbox-repository';
import { createIdempotencyRepository } from '../db/repositories/idempotency-repository';
import { createSitemapRepository } from '../db/repositories/sitemap-repository';
import { createCustomerClubRepository } from '../db/repositories/customer-club-repository';
import { createVariantRepository } from '../db/repositories/variant-repository';
import { createAccountProfileRepository } from '../db/repositories/account-profile-repository';
import { createTradeCreditRepository } from '../db/repositories/trade-credit-repository';
import { createAddressRepository } from '../db/repositories/address-repository';
import { createOrderHistoryRepository } from '../db/repositories/order-history-repository';
import { createCartRepository } from '../db/repositories/cart-repository';
import { createPromoCodeRepository } from '../db/repositories/promo-code-repository';
import { createDeliveryRepository } from '../db/repositories/delivery-repository';
import { createDeliveryService } from './delivery/delivery-service';
import { createCartService } from './cart/cart-service';
import { createCheckoutRepository } from '../db/repositories/checkout-repository';
import { createSandboxGatewayRepository } from '../db/repositories/sandbox-gateway-repository';
import { createSandboxGateway } from '../providers/payments/sandbox-gateway';
import { createSandboxProviderRepository } from '../db/repositories/sandbox-provider-repository';
import { createSandboxProviders, type CallbackPlan } from '../providers/payments/sandbox-providers';
import type { PaymentGateway } from '../providers/payments/payment-gateway';
import type { BrandConfig } from '../domain/brands';
import { BRANDS } from '../domain/brands';
import type { DeliveryQuoter } from './delivery/delivery-quote';
import { createCheckoutService } from './checkout/checkout-service';
import { createTradeCreditService } from './trade-credit-service';
import type { Assortment } from '../domain/assortment';
import type { AnalyticsSinkName } from '../config/env';
import { AUSTRALIAN_DOLLARS, type MoneyFormat } from '../domain/money-format';
import { databaseAnalyticsSink, fanOutSink, sandboxAnalyticsSink, type SinkLogger } from '../providers/analytics/analytics-sink';
import { createAccountService } from './account-service';
import { createAddressBookService } from './address-book-service';
import { createAnalyticsService } from './analytics-service';
import { createOrderHistoryService } from './order-history-service';
import { createCustomerClubService } from './customer-club-service';
import { createIdempotencyService } from './idempotency-service';
import { createVariantTestService } from './variant-test-service';
import { createCompareService } from './compare-service';
import { createContentService } from './content-service';
import { createListingService } from './listing-service';
import { createSearchService } from './search-service';
import { createNavigationService } from './navigation-service';
import { createPlacesService } from './places-service';
import { cachedProductRepository } from './cached-product-repository';
import { createProductService } from './product-service';
import { createSettingsService } from './settings-service';
import { createSitemapService } from './sitemap-service';

export interface ServiceOptions {
  /** Sinks for storefront events (ANALYTICS_SINKS); our own table when not given. */
  analyticsSinks?: readonly AnalyticsSinkName[];
  /** Where the sandbox sink writes. */
  log?: SinkLogger;
  /** How prices in answers (facet labels) are printed: the flavour's locale and currency. */
  money?: MoneyFormat;
  /** The top-level categories the flavour sells; search and listing pages show nothing else. */
  assortment: Assortment;
  /** The flavour served (carts and codes are per flavour); 'wa' when not given. */
  app?: string;
  /** The clock promotions and codes are dated by. */
  now?: () => Date;
  /** The flavour's configuration (checkout's company name, currency, support phone); the app's by default. */
  brand?: BrandConfig;
  /** The origin links in mail point at (PUBLIC_URL); the brand's own host when not given. */
  publicUrl?: string;
  /** Card payments: the gateway adapter (PAYMENT_GATEWAY) and how long to wait for it. */
  payments?: {
    gateway?: PaymentGateway;
    timeoutMs?: number;
    sandboxPrivateKey?: string;
    pendingLifetimeMs?: number;
    /** The providers' callback secret and the sandbox's callback plan (PAYMENT_PROVIDER_SECRET, SANDBOX_CALLBACK_*). */
    providerSecret?: string;
    sandboxCallbacks?: CallbackPlan;
  };
  /** How delivery is priced and booked; the delivery service's quoter. */
  deliveryQuoter?: DeliveryQuoter;
  /** Deliveries a warehouse makes on a day without a capacity of its own (DELIVERY_DAY_CAPACITY); 40 when not given. */
  deliveryDayCapacity?: number;
}

/** A warehouse's deliveries a day unless configured otherwise. */
export const DEFAULT_DELIVERY_DAY_CAPACITY = 40;

/** Wires repositories (and the configured providers) into the use cases the API calls. */
export function createServices(base: Database, options: ServiceOptions) {
  // Every repository is built on the transaction-aware handle, so a service's transactions.run covers them all.
  const transactions = createTransactions(base);
  const db = transactions.db;
  const money = options.money ?? AUSTRALIAN_DOLLARS;
  const settings = createSettingsService(createSettingsRepository(db));
  const places = createPlacesService(createPlacesRepository(db));
  const pages = createProductPageRepository(db);
  const analyticsRepository = createAnalyticsRepository(db);
  const sinks = (options.analyticsSinks ?? ['database']).map((name) =>
    name === 'database'
      ? databaseAnalyticsSink((event) => analyticsRepository.recordStorefrontEvent(event))
      : sandboxAnalyticsSink(options.log ?? { info: () => {} }),
  );
  const outbox = createOutboxRepository(db);
  const carts = createCartRepository(db);
  const now = options.now ?? (() => new Date());
  const app = options.app ?? 'wa';
  const cart = createCartService({
    carts,
    codes: createPromoCodeRepository(db),
    transactions,
    settings,
    money,
    app,
    assortment: options.assortment,
    now,
  });
  const brand = options.brand ?? BRANDS[app as keyof typeof BRANDS] ?? BRANDS.wa;
  const delivery = createDeliveryService({
    repository: createDeliveryRepository(db),
    app: brand.app,
    country: brand.country,
    timeZone: brand.timeZone,
    defaultDayCapacity: options.deliveryDayCapacity ?? DEFAULT_DELIVERY_DAY_CAPACITY,
    now,
  });
  const idempotencyKeys = createIdempotencyRepository(db);
  const paymentGateway =
    options.payments?.gateway ??
    createSandboxGateway({ repository: createSandboxGatewayRepository(db), configuredKey: options.payments?.sandboxPrivateKey ?? '', now });
  // Only sandbox adapters exist for each provider kind (PAYMENT_REDIRECT_PROVIDER and the others).
  const paymentProviders = createSandboxProviders({
    books: createSandboxProviderRepository(db),
    secret: options.payments?.providerSecret ?? 'sandbox-provider-callback-secret',
    now,
    callbacks: options.payments?.sandboxCallbacks ?? { delayMs: null, copies: 1 },
  });
  const checkout = createCheckoutService({
    brand,
    money,
    transactions,
    carts,
    cart,
    checkout: createCheckoutRepository(db),
    keys: idempotencyKeys,
    outbox,
    settings,
    profiles: createAccountProfileRepository(db),
    addresses: createAddressRepository(db),
    places: createPlacesRepository(db),
    tradeCredit: createTradeCreditRepository(db),
    gateway: paymentGateway,
    providers: paymentProviders,
    gatewayTimeoutMs: options.payments?.timeoutMs ?? 15_000,
    delivery: options.deliveryQuoter ?? delivery.quoter,
    now,
    pendingLifetimeMs: options.payments?.pendingLifetimeMs ?? 30 * 60 * 1000,
  });
  return {
    cart,
    checkout,
    paymentGateway,
    paymentProviders,
    delivery,
    transactions,
    outbox,
    search: createSearchService(createSearchRepository(db, options.assortment), pages, money),
    listing: createListingService(createListingRepository(db), pages, money, options.assortment),
    analytics: createAnalyticsService(analyticsRepository, fanOutSink(sinks)),
    customerClub: createCustomerClubService(
      createCustomerClubRepository(db),
      outbox,
      createAddressQuotaRepository(db),
      transactions,
      options.publicUrl,
    ),
    variantTests: createVariantTestService(createVariantRepository(db)),
    idempotency: createIdempotencyService(idempotencyKeys, transactions),
    compare: createCompareService(createCompareRepository(db), transactions),
    settings,
    navigation: createNavigationService(createCatalogueRepository(db), settings),
    content: createContentService(createContentRepository(db)),
    places,
    sitemap: createSitemapService(createSitemapRepository(db, options.assortment), places),
    products: createProductService(cachedProductRepository(createProductRepository(db))),
    account: createAccountService(createAccountProfileRepository(db), transactions),
    orderHistory: createOrderHistoryService(createOrderHistoryRepository(db)),
    addressBook: createAddressBookService(createAddressRepository(db), transactions),
    tradeCredit: createTradeCreditService(createTradeCreditRepository(db), { clientId: brand.clientId, now }),
  };
}
export type Services = ReturnType<typeof createServices>;
