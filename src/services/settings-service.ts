import type { SettingsResponse } from '../contracts/settings';
import type { SettingsRepository } from '../db/repositories/settings-repository';
import type { SettingName } from '../domain/setting-names';
import { isSettingOn, settingsByName } from '../domain/settings';
import { createTtlCache } from './ttl-cache';

export function createSettingsService(repository: SettingsRepository) {
  const cache = createTtlCache<SettingsResponse>(30_000);
  return {
    list(app: string): Promise<SettingsResponse> {
      return cache.get(app, async () => {
        const items = await repository.listForApp(app);
        return { items, totalCount: items.length };
      });
    },
    async flag(app: string, name: SettingName): Promise<boolean> {
      return isSettingOn(settingsByName((await this.list(app)).items), name);
    },
    clearCache: () => cache.clear(),
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
