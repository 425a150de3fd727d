import { z } from 'zod';

const MAX_ID = 2_147_483_647;

/**
 * A database id sent as a number or a numeric string. Bounded to the integer column range so an
 * oversized number is a 400 with the field's message, not a database error.
 */
export function databaseId(message: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: message },
    )
    .refine((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID, message);
}
