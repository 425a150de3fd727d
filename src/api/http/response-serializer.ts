import { z } from 'zod';

/**
 * The JSON Schema Fastify compiles into the success answer's serializer (fast-json-stringify):
 * built from the contract's zod schema, it writes the body several times faster than
 * JSON.stringify and never sends a field the contract does not name. Undefined when the schema
 * has no JSON Schema form; Fastify then falls back to JSON.stringify.
 */
export function responseSerializerSchema(schema: z.ZodType | null): object | undefined {
  if (schema === null) return undefined;
  try {
    const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-07' });
    return json;
  } catch {
    return undefined;
  }
}
