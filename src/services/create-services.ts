import type { Database } from '../db/client';
import { createCatalogueRepository } from '../db/repositories/catalogue-repository';
import { createContentRepository } from '../db/repositories/content-repository';
import { createPlacesRepository } from '../db/repositories/places-repository';
import { createProductRepository } from '../db/repositories/product-repository';
import { createSettingsRepository } from '../db/repositories/settings-repository';
import { createContentService } from './content-service';
import { createNavigationService } from './navigation-service';
import { createPlacesService } from './places-service';
import { createProductService } from './product-service';
import { createSettingsService } from './settings-service';

/** Wires repositories into the use cases the API calls. */
export function createServices(db: Database) {
  const settings = createSettingsService(createSettingsRepository(db));
  return {
    settings,
    navigation: createNavigationService(createCatalogueRepository(db), settings),
    content: createContentService(createContentRepository(db)),
    places: createPlacesService(createPlacesRepository(db)),
    products: createProductService(createProductRepository(db)),
  };
}
export type Services = ReturnType<typeof createServices>;
