import type { ApiClient } from '../contracts/api-client';
import type { AccountSummary } from '../contracts/identity';
import type { BrandConfig } from '../domain/brands';
import type { FragmentStore } from './fragment-store';

/** What the server hands every loader and action: the API, the flavour, and the CSP nonce. */
export interface StorefrontContext {
  api: ApiClient;
  brand: BrandConfig;
  nonce: string;
  publicUrl: string;
  /** The server's clock (tests fix it): what a page says about dates and offers agrees with the API. */
  now: () => Date;
  /** Markup kept between renders (server-fragments.ts); absent where nothing is kept. */
  fragments?: FragmentStore;
  /** Set when the server renders its error page for a request it refused (a 400, 405, 429 and so on). */
  errorStatus?: number;
  /** The signed-in account (from the refresh cookie, read by the server), or null for a visitor. */
  account: AccountSummary | null;
  /** Names of the social sign-in providers on offer (`/api/account/externallogin/{name}`). */
  socialProviders?: readonly string[];
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontContext {}
}
