import type { Database } from '../db/client';
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
import { createAnalyticsService } from './analytics-service';
import { createCompareService } from './compare-service';
import { createContentService } from './content-service';
import { createListingService } from './listing-service';
import { createSearchService } from './search-service';
import { createNavigationService } from './navigation-service';
import { createPlacesService } from './places-service';
import { createProductService } from './product-service';
import { createSettingsService } from './settings-service';

/** Wires repositories into the use cases the API calls. */
export function createServices(db: Database) {
  const settings = createSettingsService(createSettingsRepository(db));
  const pages = createProductPageRepository(db);
  return {
    search: createSearchService(createSearchRepository(db), pages),
    listing: createListingService(createListingRepository(db), pages),
    analytics: createAnalyticsService(createAnalyticsRepository(db)),
    compare: createCompareService(createCompareRepository(db)),
    settings,
    navigation: createNavigationService(createCatalogueRepository(db), settings),
    content: createContentService(createContentRepository(db)),
    places: createPlacesService(createPlacesRepository(db)),
    products: createProductService(createProductRepository(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
