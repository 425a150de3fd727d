import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerClubResponse } from '../../src/contracts/customer-club';
import { customerClubSubmissions, idempotencyKeys, outboxJobs } from '../../src/db/schema';
import { createIdempotencyRepository } from '../../src/db/repositories/idempotency-repository';
import { createTestApp, workerDatabase } from '../support/test-app';
import { asCustomer } from '../support/test-caller';

const URL = '/api/forms/customer-club';
const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
const signUp = (email: string, name = 'Jo') => ({ formType: 'Newsletter', fields: { Name: name, Email: email, Postcode: '2000' } });

async function submitCount(email: string): Promise<number | undefined> {
  const { db } = await workerDatabase();
  const [row] = await db.select().from(customerClubSubmissions).where(eq(customerClubSubmissions.email, email));
  return row?.submitCount;
}

describe('Idempotency-Key on calls that create something', () => {
  it('replays the first answer to a retry with the same key and does the work once', async () => {
    const app = await createTestApp();
    const email = unique('retry');
    const headers = { 'idempotency-key': randomUUID() };
    const first = await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) });
    const retry = await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) });
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<CustomerClubResponse>()).toEqual({ formType: 'Newsletter', created: true });
    expect(await submitCount(email)).toBe(1);
  });

  it('runs a concurrent retry once: it waits for the first and replays its answer', async () => {
    const app = await createTestApp();
    const email = unique('concurrent');
    const headers = { 'idempotency-key': randomUUID() };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    // Every answer is the first one (created: true); had the work run twice, a later one would say created: false.
    expect(answers.map((a) => a.json<CustomerClubResponse>().created)).toEqual([true, true, true, true, true, true]);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await submitCount(email)).toBe(1);
    const { db } = await workerDatabase();
    expect(
      await db
        .select()
        .from(outboxJobs)
        .where(sql`${outboxJobs.payload}->>'to' = ${email}`),
    ).toHaveLength(1);
  });

  it('refuses the same key with a different body with 422 and changes nothing', async () => {
    const app = await createTestApp();
    const email = unique('mismatch');
    const headers = { 'idempotency-key': randomUUID() };
    await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email, 'Jo') });
    const other = await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email, 'Joanne') });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      status: 422,
      errors: ['This Idempotency-Key was already used with a different request. Send a new key for a new request.'],
    });
    expect(await submitCount(email)).toBe(1);
  });

  it('treats a body with its keys in another order as the same request', async () => {
    const app = await createTestApp();
    const email = unique('order');
    const headers = { 'idempotency-key': randomUUID() };
    await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) });
    const reordered = { fields: { Postcode: '2000', Email: email, Name: 'Jo' }, formType: 'Newsletter' };
    const retry = await app.inject({ method: 'POST', url: URL, headers, payload: reordered });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await submitCount(email)).toBe(1);
  });

  it('scopes keys to the caller: another caller with the same key gets their own answer', async () => {
    const app = await createTestApp();
    const email = unique('scoped');
    const key = randomUUID();
    const a = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'idempotency-key': key, ...asCustomer('a') },
      payload: signUp(email),
    });
    const b = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'idempotency-key': key, ...asCustomer('b') },
      payload: signUp(email),
    });
    expect(a.json<CustomerClubResponse>().created).toBe(true);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(b.json<CustomerClubResponse>().created).toBe(false);
    expect(await submitCount(email)).toBe(2);
  });

  it('never replays one cookie-less client’s answer to another using the same key; the same client’s retry still replays', async () => {
    const app = await createTestApp();
    const key = randomUUID();
    const post = (email: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: URL, headers: { 'idempotency-key': key }, payload: signUp(email), remoteAddress });
    const first = unique('first');
    const second = unique('second');
    expect((await post(first, '203.0.113.10')).json<CustomerClubResponse>().created).toBe(true);
    const other = await post(second, '203.0.113.20');
    // Another client, the same key: its own request is done (not refused as a mismatch, not another's answer).
    expect(other.statusCode).toBe(200);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(other.json<CustomerClubResponse>()).toEqual({ formType: 'Newsletter', created: true });
    expect(await submitCount(second)).toBe(1);
    const retry = await post(first, '203.0.113.10');
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await submitCount(first)).toBe(1);
  });

  it('forgets a key after a day', async () => {
    let now = new Date('2026-11-25T01:00:00Z');
    const app = await createTestApp({ now: () => now });
    const email = unique('expiry');
    const headers = { 'idempotency-key': randomUUID() };
    await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) });
    now = new Date('2026-11-26T00:59:59Z');
    expect((await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) })).headers['idempotent-replayed']).toBe('true');
    now = new Date('2026-11-26T01:00:00Z');
    const later = await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email, 'Jo Later') });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<CustomerClubResponse>().created).toBe(false);
    expect(await submitCount(email)).toBe(2);
  });

  it('frees the key when the attempt fails, so a corrected retry is not stuck', async () => {
    const app = await createTestApp();
    const email = unique('bad-then-good');
    const headers = { 'idempotency-key': randomUUID() };
    const bad = await app.inject({ method: 'POST', url: URL, headers, payload: { formType: 'Newsletter', fields: { Email: email } } });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({ method: 'POST', url: URL, headers, payload: signUp(email) });
    expect(good.statusCode).toBe(200);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
    const { db } = await workerDatabase();
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, headers['idempotency-key']))).toHaveLength(1);
  });

  it('answers a malformed key with 400', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      headers: { 'idempotency-key': 'x'.repeat(256) },
      payload: signUp(unique('long')),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: ['Idempotency-Key must be 1 to 255 visible characters, such as a UUID.'] });
  });

  it('purges expired keys and keeps live ones', async () => {
    const { db } = await workerDatabase();
    const keys = createIdempotencyRepository(db);
    const scope = `purge-${randomUUID()}`;
    const at = (iso: string) => new Date(iso);
    await keys.claim(scope, 'old', 'f', at('2026-01-01T00:00:00Z'), at('2026-01-02T00:00:00Z'));
    await keys.claim(scope, 'new', 'f', at('2026-01-02T00:00:00Z'), at('2026-01-03T00:00:00Z'));
    expect(await keys.purgeExpired(at('2026-01-02T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, scope));
    expect(left.map((k) => k.key)).toEqual(['new']);
  });
});
