import type { AccountSummary } from '../../contracts/identity';
import { useRouteLoaderData } from 'react-router';
import type { AlertBanner } from '../../contracts/content';
import type { Geo } from '../../contracts/places';
import type { BrandConfig } from '../../domain/brands';
import { isSettingOn, type BrowserSettingName, type BrowserSettings } from '../../domain/settings';
import type { StoreSummary } from './store-summary';
import type { SaleFooter } from './sale-footer';
import type { NavbarSummary } from './nav-summary';

/** What the root loader hands the frame: the flavour plus the page-wide data of every page. */
export interface RootData {
  brand: BrandConfig;
  publicUrl: string;
  /** The main categories without their panels' links (they load on use, see nav-summary). */
  navbar: NavbarSummary | null;
  alertBanner: AlertBanner | null;
  geo: Geo | null;
  /** The visitor's store (from `/api/store/{id}`), what the header's store panel shows. */
  store: StoreSummary | null;
  /** The sale running now as its footer banner shows it, or null (the home page reads the sale itself). */
  sale: SaleFooter | null;
  /** The settings the browser reads (BROWSER_SETTING_NAMES) by name; empty when the call failed. */
  settings: BrowserSettings;
  /** The signed-in account's summary (the header's name, staff chrome) on first paint; null for a visitor. */
  account: AccountSummary | null;
}

/** A feature flag of the settings (the one rule in domain/settings: absent or failed is off). */
export function settingOn(root: RootData | undefined, name: BrowserSettingName): boolean {
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
