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
import { createOutboxRepository } from '../db/repositories/outbox-repository';
import { createIdempotencyRepository } from '../db/repositories/idempotency-repository';
import { createSitemapRepository } from '../db/repositories/sitemap-repository';
import { createCustomerClubRepository } from '../db/repositories/customer-club-repository';
import { createVariantRepository } from '../db/repositories/variant-repository';
import { createAccountProfileRepository } from '../db/repositories/account-profile-repository';
import { createAddressRepository } from '../db/repositories/address-repository';
import { createOrderHistoryRepository } from '../db/repositories/order-history-repository';
import { createCartRepository } from '../db/repositories/cart-repository';
import { createPromoCodeRepository } from '../db/repositories/promo-code-repository';
import { createDeliveryRepository } from '../db/repositories/delivery-repository';
import { createDeliveryService } from './delivery/delivery-service';
import { BRANDS, type AppId } from '../domain/brands';
import { createCartService } from './cart/cart-service';
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
  const cart = createCartService({
    carts: createCartRepository(db),
    codes: createPromoCodeRepository(db),
    transactions,
    settings,
    money,
    app: options.app ?? 'wa',
    assortment: options.assortment,
    now: options.now ?? (() => new Date()),
  });
  const brand = BRANDS[(options.app ?? 'wa') as AppId] ?? BRANDS.wa;
  const delivery = createDeliveryService({
    repository: createDeliveryRepository(db),
    transactions,
    app: brand.app,
    country: brand.country,
    timeZone: brand.timeZone,
    defaultDayCapacity: options.deliveryDayCapacity ?? DEFAULT_DELIVERY_DAY_CAPACITY,
    now: options.now ?? (() => new Date()),
  });
  return {
    cart,
    delivery,
    transactions,
    outbox,
    search: createSearchService(createSearchRepository(db, options.assortment), pages, money),
    listing: createListingService(createListingRepository(db), pages, money, options.assortment),
    analytics: createAnalyticsService(analyticsRepository, fanOutSink(sinks)),
    customerClub: createCustomerClubService(createCustomerClubRepository(db), outbox, transactions),
    variantTests: createVariantTestService(createVariantRepository(db)),
    idempotency: createIdempotencyService(createIdempotencyRepository(db), transactions),
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
  };
}
export type Services = ReturnType<typeof createServices>;
