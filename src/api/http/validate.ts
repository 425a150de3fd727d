import type { z } from 'zod';
import { HttpError, zodMessages } from './errors';

/**
 * C0 controls (but tab, line feed and carriage return), DEL and the C1 controls. No field of any
 * call needs them, PostgreSQL refuses NUL in text, and they hide text from people reading logs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters.';

/** How deep request input may nest: no contract goes past a handful of levels. */
export const MAX_INPUT_DEPTH = 64;
export const INPUT_TOO_DEEP_MESSAGE = `The request is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;

/**
 * The dotted paths of every string in the input that holds a control character (keys count too),
 * or null when the input nests deeper than MAX_INPUT_DEPTH. A walk with its own stack, not
 * recursion: a 6 kB body nested 3,000 deep must not run the server out of call stack.
 */
export function controlCharacterPaths(input: unknown): string[] | null {
  const found: string[] = [];
  const pending: { value: unknown; path: string[] }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) found.push(path.join('.'));
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= MAX_INPUT_DEPTH) return null;
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    const children: typeof pending = [];
    for (const [key, item] of entries) {
      if (CONTROL_CHARACTER.test(key)) found.push([...path, key].join('.'));
      else children.push({ value: item, path: [...path, key] });
    }
    // Pushed last first, so the fields are visited in their order (one at a time: a spread of a
    // long array would itself overflow the stack).
    for (let i = children.length - 1; i >= 0; i -= 1) pending.push(children[i]!);
  }
  return found;
}

/** Refuses input nested too deeply, or holding control characters, with a 400 naming each field. */
export function refuseControlCharacters(input: unknown): void {
  const paths = controlCharacterPaths(input);
  if (paths === null) throw new HttpError(400, [INPUT_TOO_DEEP_MESSAGE]);
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
