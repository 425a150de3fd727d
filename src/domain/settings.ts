import type { KnownSettingName } from './setting-names';

/**
 * Reading the server's settings (GET /api/settings, document 3 section 9) is one rule everywhere:
 * a flag is on only when its value is exactly "true", and a missing setting (or a failed settings
 * load) counts as off, so an outage turns features off rather than on.
 */
export type SettingItems = readonly { name: string; value: string }[];
export type SettingsByName = Readonly<Partial<Record<KnownSettingName, string>>>;

/** The settings list keyed by name (what server-side readers look names up in). */
export function settingsByName(items: SettingItems | null | undefined): Record<string, string> {
  return Object.fromEntries((items ?? []).map((item) => [item.name, item.value]));
}

/**
 * The settings code in the browser reads, and the only ones every page's hydration data carries
 * (the root loader's `settings`). The whole list is some 15 kB that React Router serialises into
 * every page (issue 16); loaders and services that read other settings ask the API on the server.
 * A browser reader asking for a name outside this list is a type error: add the name here first.
 */
export const BROWSER_SETTING_NAMES = [
  // the chat widget
  'IntercomEnabled',
  // the compare toggle and dock
  'ComparePageEnabled',
  // the product page's rating summary
  'ReviewSummariesEnabled',
  // the checkout's address autocomplete (use-maps-adapter)
  'mapsScriptUrl',
  'mapsApiKey',
  'mapsClient',
  'mapsChannel',
] as const satisfies readonly KnownSettingName[];
export type BrowserSettingName = (typeof BROWSER_SETTING_NAMES)[number];
export type BrowserSettings = Readonly<Partial<Record<BrowserSettingName, string>>>;

const BROWSER_NAMES: ReadonlySet<string> = new Set(BROWSER_SETTING_NAMES);

/** Only the settings the browser reads, from the settings list (empty when the call failed). */
export function browserSettings(items: SettingItems | null | undefined): BrowserSettings {
  return Object.fromEntries((items ?? []).filter((item) => BROWSER_NAMES.has(item.name)).map((item) => [item.name, item.value]));
}

/** Whether a feature setting is on. */
export function isSettingOn(settings: SettingsByName | null | undefined, name: KnownSettingName): boolean {
  return settings?.[name] === 'true';
}
