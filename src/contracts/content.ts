import { z } from 'zod';
import { calendarDate } from './calendar-date';

export const alertBannerSchema = z.object({
  bannerURL: z.string().nullable(),
  backgroundColor: z.string(),
  desktopContent: z.string(),
  mobileContent: z.string(),
});
export type AlertBanner = z.infer<typeof alertBannerSchema>;

export const staticPageParamsSchema = z.object({
  name: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Page name may contain only letters, digits and hyphens'),
});
export const staticPageSchema = z.object({
  slug: z.string(),
  heading: z.string(),
  body: z.string(),
  metaDescription: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

const pathLike = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(2000, `${field} must be at most 2000 characters`);

export const redirectQuerySchema = z.object({ fromUrl: pathLike('fromUrl') });
export const redirectDestinationQuerySchema = z.object({ fromUri: pathLike('fromUri') });
export const redirectResultSchema = z.object({
  doRedirect: z.boolean(),
  destinationUri: z.string().nullable(),
});
export type RedirectResult = z.infer<typeof redirectResultSchema>;

/** dateOverride: the calendar day whose sale to show (the shop's calendar), instead of today. */
export const saleQuerySchema = z.object({ dateOverride: calendarDate('dateOverride').optional() });

export const saleImageSchema = z.object({ src: z.string(), attributes: z.record(z.string(), z.string()) });
export const saleResponseSchema = z.object({
  isSaleOn: z.boolean(),
  name: z.string(),
  baseImagePath: z.string(),
  url: z.string(),
  colour: z.string(),
  /** When the sale ends (ISO instant); null when no sale is on. */
  time: z.string().nullable(),
  images: z.record(z.string(), saleImageSchema),
});
export type SaleResponse = z.infer<typeof saleResponseSchema>;
