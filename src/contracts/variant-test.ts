import { z } from 'zod';

/** POST /api/varianttest: the body is the test id itself, as a JSON string (document 1 section 7). */
export const variantTestIdSchema = z
  .string({ error: 'The body must be the variant test id as a JSON string.' })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/, 'A variant test id has 1 to 100 letters, digits, dots, colons, dashes or underscores.');

export const variantTestResponseSchema = z.object({ bucket: z.string() });
export type VariantTestResponse = z.infer<typeof variantTestResponseSchema>;

export { ORIGINAL_BUCKET, VARIANT_VISITOR_HEADER } from '../domain/variant-buckets';
