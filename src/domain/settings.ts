import type { SettingName } from './setting-names';

/**
 * Reading the server's settings (GET /api/settings, document 3 section 9) is one rule everywhere:
 * a flag is on only when its value is exactly "true", and a missing setting (or a failed settings
 * load) counts as off, so an outage turns features off rather than on.
 */
export type SettingItems = readonly { name: string; value: string }[];
export type SettingsByName = Readonly<Record<string, string>>;

/** The settings list keyed by name (the shape the root loader keeps). */
export function settingsByName(items: SettingItems | null | undefined): Record<string, string> {
  return Object.fromEntries((items ?? []).map((item) => [item.name, item.value]));
}

/** Whether a feature setting is on. */
export function isSettingOn(settings: SettingsByName | null | undefined, name: SettingName): boolean {
  return settings?.[name] === 'true';
}
