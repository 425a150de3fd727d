import type { z } from 'zod';
import { HttpError, zodMessages } from './errors';

/** Parses request input with a contract schema; failures become a 400 with the schema's messages. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}
