import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { documentedRoutes } from '../../src/api/http/define-route';
import { HttpError } from '../../src/api/http/errors';
import { controlCharacterPaths, parseInput } from '../../src/api/http/validate';
import { databaseId } from '../../src/contracts/ids';
import { createTestApp } from '../support/test-app';

/**
 * Property-based tests of the contracts' input parsers as the API applies them (parseInput):
 * whatever arrives, a call either gets its parsed input or a 400 with readable messages, never
 * another exception (which would be a 500).
 */
// eslint-disable-next-line no-control-regex -- the rule under test is about control characters
const HAS_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085', '\u009F');
const textWithControl = fc.tuple(fc.string(), CONTROL, fc.string()).map(([a, control, b]) => `${a}${control}${b}`);
/** Request-like input: what a query string, path or JSON body can carry. */
const requestValue = fc.oneof(
  fc.string(),
  fc.stringMatching(/^\d{1,25}$/),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 4 }),
);

let schemas: { label: string; schema: z.ZodType }[] = [];

function fieldsOf(schema: z.ZodType): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : ['value'];
}

function expectParsedOr400(schema: z.ZodType, input: unknown) {
  try {
    parseInput(schema, input);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(400);
    expect((error as HttpError).errors.length).toBeGreaterThan(0);
    for (const message of (error as HttpError).errors) expect(typeof message).toBe('string');
  }
}

beforeAll(async () => {
  await createTestApp();
  schemas = [...documentedRoutes.values()].flatMap((route) =>
    (['params', 'query', 'body'] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? [{ label: `${route.method} ${route.path} ${part}`, schema }] : [];
    }),
  );
});

describe('contract input parsers (fast-check)', () => {
  it('covers the inputs of the registered calls', () => {
    expect(schemas.length).toBeGreaterThan(30);
  });

  it('answer any value in any field with the parsed input or a 400, never another error', () => {
    for (const { schema } of schemas) {
      const fields = fieldsOf(schema);
      fc.assert(
        fc.property(fc.dictionary(fc.constantFrom(...fields, 'extra'), requestValue), (input) => {
          expectParsedOr400(schema, input);
        }),
        { numRuns: 60 },
      );
      fc.assert(
        fc.property(fc.anything(), (input) => {
          expectParsedOr400(schema, input);
        }),
        { numRuns: 30 },
      );
    }
  });

  it('refuse a control character in any field, naming the field', () => {
    for (const { label, schema } of schemas) {
      const fields = fieldsOf(schema);
      fc.assert(
        fc.property(fc.constantFrom(...fields), textWithControl, (field, value) => {
          const attempt = () => parseInput(schema, { [field]: value });
          expect(attempt, label).toThrow(HttpError);
          try {
            attempt();
          } catch (error) {
            expect((error as HttpError).errors, label).toContain(`${field}: must not contain control characters.`);
          }
        }),
        { numRuns: 20 },
      );
    }
  });
});

describe('the control-character rule (fast-check)', () => {
  it('finds nothing in text without control characters, tabs and line breaks included', () => {
    const clean = fc.string({
      unit: fc.oneof(
        fc.constantFrom('\t', '\n', '\r'),
        fc.string({ minLength: 1, maxLength: 1, unit: 'binary' }).filter((c) => !HAS_CONTROL.test(c)),
      ),
    });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), clean), (input) => {
        expect(controlCharacterPaths(input)).toEqual([]);
      }),
    );
  });

  it('finds every planted control character, however deep', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({ maxLength: 5 }).filter((s) => !HAS_CONTROL.test(s) && !s.includes('.')),
          { minLength: 1, maxLength: 4 },
        ),
        textWithControl,
        (path, value) => {
          const input = path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);
          expect(controlCharacterPaths(input)).toEqual([path.join('.')]);
        },
      ),
    );
  });
});

describe('database ids (fast-check)', () => {
  const id = databaseId('bad id');
  it('accept every id of the integer column, as a number or a numeric string', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), (n) => {
        expect(id.parse(n)).toBe(n);
        expect(id.parse(String(n))).toBe(n);
      }),
    );
  });

  it('refuse everything outside the column, so the database never sees it', () => {
    const outside = fc.oneof(
      fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
      fc.integer({ min: 2_147_483_648, max: Number.MAX_SAFE_INTEGER }),
      fc.double().filter((d) => !Number.isInteger(d)),
      fc.stringMatching(/^\d{11,30}$/),
      fc.string().filter((s) => !/^\s*\d{1,10}\s*$/.test(s)),
    );
    fc.assert(
      fc.property(outside, (value) => {
        expect(id.safeParse(value).success).toBe(false);
      }),
    );
  });
});
