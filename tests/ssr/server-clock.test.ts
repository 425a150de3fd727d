import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMOTION_SEEDS } from '../../src/db/seed/promotion-data';
import { textOf } from './html-text';
import { pageServer, serverBuild } from './support/page-server';

/**
 * Pages read the server's clock, the one the API reads, not the system's: a server whose clock is
 * fixed (as the tests fix it, or a preview of a future sale) shows offers as that moment sees them.
 */
describe('pages on a fixed server clock', () => {
  const promotion = PROMOTION_SEEDS[0]!;
  // Far past and far future of any seeded promotion, whatever day the seed ran on; each test sets it.
  let clock = new Date();
  let server: FastifyInstance;

  beforeAll(async () => {
    server = await pageServer('wa', await serverBuild(), () => clock);
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows a promotion as ended once the server clock is past its end', async () => {
    clock = new Date('2100-01-01T00:00:00Z');
    const response = await server.inject(`/promotion/${promotion.path}`);
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain('This offer has ended.');
  });

  it('shows a promotion as not started while the server clock is before its start', async () => {
    clock = new Date('2000-01-01T00:00:00Z');
    const response = await server.inject(`/promotion/${promotion.path}`);
    expect(response.statusCode).toBe(200);
    expect(textOf(response.body)).toContain('This offer has not started yet.');
    expect(textOf(response.body)).not.toContain('This offer has ended.');
  });
});
