import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isVisitorId } from './visitor-id';

describe('isVisitorId', () => {
  it('takes the random UUIDs both the browser and the server make', () => {
    for (let i = 0; i < 1000; i += 1) expect(isVisitorId(randomUUID())).toBe(true);
  });

  it('refuses ids a client picks to share with others: low entropy, all zeros, repeated patterns', () => {
    for (const chosen of [
      '0000000000000000',
      '00000000-0000-0000-0000-000000000000',
      'aaaaaaaaaaaaaaaaaaaa',
      '0101010101010101',
      '1234567-1234567-1234567',
    ])
      expect(isVisitorId(chosen), chosen).toBe(false);
  });

  it('refuses a malformed id', () => {
    for (const bad of ['short', 'has space 0123456789', 'x'.repeat(65), null, undefined]) expect(isVisitorId(bad)).toBe(false);
  });
});
