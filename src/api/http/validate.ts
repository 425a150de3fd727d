import type { z } from 'zod';
import { HttpError, zodMessages } from './errors';

/**
 * C0 controls (but tab, line feed and carriage return), DEL and the C1 controls. No field of any
 * call needs them, PostgreSQL refuses NUL in text, and they hide text from people reading logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters.';

/** The dotted paths of every string in the input that holds a control character (keys count too). */
export function controlCharacterPaths(input: unknown, path: string[] = [], found: string[] = []): string[] {
  if (typeof input === 'string') {
    if (CONTROL_CHARACTER.test(input)) found.push(path.join('.'));
  } else if (Array.isArray(input)) {
    input.forEach((item, index) => controlCharacterPaths(item, [...path, String(index)], found));
  } else if (typeof input === 'object' && input !== null) {
    for (const [key, value] of Object.entries(input)) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key].join('.'));
      else controlCharacterPaths(value, [...path, key], found);
    }
  }
  return found;
}

/** Refuses input holding control characters with a 400 naming each field. */
export function refuseControlCharacters(input: unknown): void {
  const paths = controlCharacterPaths(input);
  if (paths.length > 0) {
    throw new HttpError(
      400,
      paths.map((field) => (field ? `${field}: ${CONTROL_CHARACTER_MESSAGE}` : `The value ${CONTROL_CHARACTER_MESSAGE}`)),
    );
  }
}

/**
 * Parses request input with a contract schema. Control characters are refused first, for every
 * call alike; schema failures become a 400 with the schema's messages.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseControlCharacters(input);
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new HttpError(400, zodMessages(result.error));
  return result.data;
}
