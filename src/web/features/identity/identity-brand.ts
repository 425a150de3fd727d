import type { BrandConfig } from '../../../domain/brands';

/** What the identity pages need of the flavour, handed over by their loaders. */
export type IdentityBrand = Pick<BrandConfig, 'app' | 'clientId' | 'country' | 'loginRoute' | 'routeAfterLogin'>;

export function identityBrand(brand: BrandConfig): IdentityBrand {
  const { app, clientId, country, loginRoute, routeAfterLogin } = brand;
  return { app, clientId, country, loginRoute, routeAfterLogin };
}
