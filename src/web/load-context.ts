import type { ApiClient } from '../contracts/api-client';
import type { BrandConfig } from '../domain/brands';

/** What the server hands every loader and action: the API, the flavour, and the CSP nonce. */
export interface StorefrontContext {
  api: ApiClient;
  brand: BrandConfig;
  nonce: string;
  publicUrl: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
