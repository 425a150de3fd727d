import { z } from 'zod';

const VARIANT_TEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;

/** POST /api/varianttest: the body is the test id itself, as a JSON string (document 1 section 7). */
export const variantTestIdSchema = z
  .string({ error: 'The body must be the variant test id as a JSON string.' })
  .trim()
  .regex(VARIANT_TEST_ID_PATTERN, 'A variant test id has 1 to 100 letters, digits, dots, colons, dashes or underscores.');

/**
 * The request body: a JSON string, not an object. A custom check keeps the contract's own message
 * for anything else (a plain type error would read "must be a JSON object"); the metadata tells
 * OpenAPI what the check accepts.
 */
export const variantTestBodySchema = z
  .custom<string>((value) => typeof value === 'string', 'The body must be the variant test id as a JSON string.')
  .pipe(variantTestIdSchema)
  // Surrounding spaces are trimmed before the id rule applies.
  .meta({ type: 'string', pattern: String.raw`^\s*[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}\s*$`, description: 'The variant test id' });

export const variantTestResponseSchema = z.object({ bucket: z.string() });
export type VariantTestResponse = z.infer<typeof variantTestResponseSchema>;

export { ORIGINAL_BUCKET, VARIANT_VISITOR_HEADER } from '../domain/variant-buckets';
