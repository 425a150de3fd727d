import { z } from 'zod';

export const settingSchema = z.object({ name: z.string(), value: z.string() });
export const settingsResponseSchema = z.object({
  items: z.array(settingSchema),
  totalCount: z.number().int(),
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;
