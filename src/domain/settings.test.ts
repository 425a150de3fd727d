import { describe, expect, it } from 'vitest';
import { browserSettings, isSettingOn, settingsByName } from './settings';

describe('settings', () => {
  const settings = settingsByName([
    { name: 'ComparePageEnabled', value: 'true' },
    { name: 'IntercomEnabled', value: 'True' },
    { name: 'PriceHistoryEnabled', value: 'false' },
  ]);

  it('keys the list by name', () => {
    expect(settings).toEqual({ ComparePageEnabled: 'true', IntercomEnabled: 'True', PriceHistoryEnabled: 'false' });
  });

  it('counts a flag on only when its value is exactly "true"', () => {
    expect(isSettingOn(settings, 'ComparePageEnabled')).toBe(true);
    expect(isSettingOn(settings, 'IntercomEnabled')).toBe(false);
    expect(isSettingOn(settings, 'PriceHistoryEnabled')).toBe(false);
  });

  it('counts a missing setting, or no settings at all, as off', () => {
    expect(isSettingOn(settings, 'TipEnabled')).toBe(false);
    expect(isSettingOn(undefined, 'ComparePageEnabled')).toBe(false);
    expect(isSettingOn(settingsByName(null), 'ComparePageEnabled')).toBe(false);
  });

  it('keeps only the settings the browser reads for the page-wide data', () => {
    const items = [
      { name: 'ComparePageEnabled', value: 'true' },
      { name: 'paymentConfiguration', value: '{"card":{"enabled":true}}' },
      { name: 'mapsScriptUrl', value: '/sandbox/maps/js' },
      { name: 'PriceHistoryEnabled', value: 'true' },
    ];
    expect(browserSettings(items)).toEqual({ ComparePageEnabled: 'true', mapsScriptUrl: '/sandbox/maps/js' });
    expect(browserSettings(null)).toEqual({});
  });
});
