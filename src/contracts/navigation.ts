import { z } from 'zod';

export const navLinkSchema = z.object({ name: z.string(), uri: z.string() });
export const navCategorySchema = z.object({
  name: z.string(),
  uri: z.string(),
  subCategories: z.array(navLinkSchema),
  brands: z.array(navLinkSchema),
});
export const topNavSchema = z.object({
  displayCartIcon: z.boolean(),
  displayProjectIcon: z.boolean(),
  displaySearchIcon: z.boolean(),
  displayContactUsIcon: z.boolean(),
});
export const navbarResponseSchema = z.object({
  mainNav: z.array(navCategorySchema),
  topNav: topNavSchema,
});
export type NavCategory = z.infer<typeof navCategorySchema>;
export type TopNav = z.infer<typeof topNavSchema>;
export type NavbarResponse = z.infer<typeof navbarResponseSchema>;
