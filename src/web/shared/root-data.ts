import type { AccountSummary } from '../../contracts/identity';
import { useRouteLoaderData } from 'react-router';
import type { AlertBanner, SaleResponse } from '../../contracts/content';
import type { Geo, Store } from '../../contracts/places';
import type { BrandConfig } from '../../domain/brands';
import type { SettingName } from '../../domain/setting-names';
import { isSettingOn } from '../../domain/settings';
import type { NavbarSummary } from './nav-summary';

/** What the root loader hands the frame: the flavour plus the page-wide data of every page. */
export interface RootData {
  brand: BrandConfig;
  publicUrl: string;
  /** The main categories without their panels' links (they load on use, see nav-summary). */
  navbar: NavbarSummary | null;
  alertBanner: AlertBanner | null;
  geo: Geo | null;
  /** The visitor's store in full (from `/api/store/{id}`), for the header's store panel. */
  store: Store | null;
  /** The sale running now, or null (the sale footer banner and the home page read it). */
  sale: SaleResponse | null;
  /** GET /api/settings by name (document 3 section 9); empty when the call failed. */
  settings: Record<string, string>;
  /** The signed-in account's summary (the header's name, staff chrome) on first paint; null for a visitor. */
  account: AccountSummary | null;
}

/** A feature flag of the settings (the one rule in domain/settings: absent or failed is off). */
export function settingOn(root: RootData | undefined, name: SettingName): boolean {
  return isSettingOn(root?.settings, name);
}

/** Root data from anywhere below the root, including error boundaries (where it may be missing). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** Root data inside a meta function, whose matches carry each route's loader data. */
export function rootDataFromMatches(
  matches: readonly ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[],
): RootData | undefined {
  const root = matches.find((match) => match?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}
