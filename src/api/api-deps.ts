import type { BrandConfig } from '../domain/brands';
import type { Services } from '../services/create-services';

/** What every route module receives: the use cases, the flavour it serves, and a clock. */
export interface ApiDeps {
  services: Services;
  brand: BrandConfig;
  now: () => Date;
  /** Check every answer against its contract (development and tests). */
  checkAnswers?: boolean;
}
