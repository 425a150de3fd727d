import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRoutes } from './index';

/** Property names anywhere in a JSON Schema. */
function propertyNames(schema: unknown): string[] {
  if (Array.isArray(schema)) return schema.flatMap(propertyNames);
  if (typeof schema !== 'object' || schema === null) return [];
  const own = 'properties' in schema && typeof schema.properties === 'object' ? Object.keys(schema.properties as object) : [];
  return [...own, ...Object.values(schema).flatMap(propertyNames)];
}

describe('calls that carry prices', () => {
  it('declare it, so the commercial flavour withholds their prices from anonymous callers', () => {
    const undeclared = Object.values(apiRoutes)
      // Prices are withheld from anonymous callers only: a call for signed-in callers always shows them.
      .filter((route) => route.access === 'public' && route.response !== null)
      .filter((route) =>
        propertyNames(z.toJSONSchema(route.response!, { unrepresentable: 'any' })).some((name) => /^(price|rrp|Price)$/.test(name)),
      )
      .filter((route) => !('carriesPrices' in route && route.carriesPrices))
      .map((route) => `${route.method} ${route.path}`);
    expect(undeclared).toEqual([]);
  });
});
