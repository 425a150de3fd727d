import { asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import { settings } from '../schema';

export function createSettingsRepository(db: Database) {
  return {
    async listForApp(app: string): Promise<{ name: string; value: string }[]> {
      return db
        .select({ name: settings.name, value: settings.value })
        .from(settings)
        .where(eq(settings.app, app))
        .orderBy(asc(settings.name));
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
