import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../src/contracts/errors';
import type { VariantTestResponse } from '../../src/contracts/variant-test';
import { variantAssignments } from '../../src/db/schema';
import { assignBucket } from '../../src/domain/variant-buckets';
import { createTestApp, workerDatabase } from '../support/test-app';

const ask = (app: Awaited<ReturnType<typeof createTestApp>>, testId: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/varianttest',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(testId),
  });

const visitor = () => `visitor-${Math.random().toString(36).slice(2, 14)}-0000`;

describe('variant tests', () => {
  it('answers the bucket with x-vu equal to the visitor cookie', async () => {
    const app = await createTestApp();
    const id = visitor();
    const res = await ask(app, 'checkout-button', `wau=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-vu']).toBe(id);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json<VariantTestResponse>()).toEqual({ bucket: assignBucket(id, 'checkout-button') });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('gives a visitor the same bucket every time and stores it once', async () => {
    const app = await createTestApp();
    const id = visitor();
    const answers = await Promise.all([1, 2, 3].map(() => ask(app, 'home-hero-layout', `wau=${id}`)));
    const buckets = new Set(answers.map((r) => r.json<VariantTestResponse>().bucket));
    expect(buckets.size).toBe(1);
    expect(['original', 'compact', 'image-led']).toContain([...buckets][0]);
    const { db } = await workerDatabase();
    const rows = await db
      .select()
      .from(variantAssignments)
      .where(and(eq(variantAssignments.visitorId, id), eq(variantAssignments.testId, 'home-hero-layout')));
    expect(rows.map((r) => r.bucket)).toEqual([...buckets]);
  });

  it('keeps a stored bucket even when the derived one would differ', async () => {
    const app = await createTestApp();
    const id = visitor();
    const { db } = await workerDatabase();
    await db.insert(variantAssignments).values({ visitorId: id, testId: 'legacy-test', bucket: 'retired-bucket' });
    expect((await ask(app, 'legacy-test', `wau=${id}`)).json<VariantTestResponse>().bucket).toBe('retired-bucket');
  });

  it('spreads visitors over the buckets', async () => {
    const app = await createTestApp();
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) seen.add((await ask(app, 'spread-test', `wau=${visitor()}`)).json<VariantTestResponse>().bucket);
    expect([...seen].sort()).toEqual(['original', 'variant']);
  });

  it('gives a visitor without a cookie one, and names it in x-vu', async () => {
    const app = await createTestApp();
    const res = await ask(app, 'checkout-button');
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']);
    const id = /wau=([^;]+)/.exec(cookie)?.[1];
    expect(id).toBeTruthy();
    expect(res.headers['x-vu']).toBe(id);
  });

  it('answers 400 for a body that is not a test id string', async () => {
    const app = await createTestApp();
    for (const body of [{ testId: 'x' }, 42, '', 'has spaces', 'x'.repeat(101)]) {
      const res = await ask(app, body, `wau=${visitor()}`);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<ErrorBody>().errors[0]).toMatch(/variant test id/);
    }
    const empty = await app.inject({ method: 'POST', url: '/api/varianttest' });
    expect(empty.statusCode).toBe(400);
  });
});
