import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CustomerClubError, CustomerClubResponse } from '../../src/contracts/customer-club';
import { customerClubSubmissions } from '../../src/db/schema';
import { createTestApp, workerDatabase } from '../support/test-app';

const URL = '/api/forms/customer-club';
const newsletter = (fields: Record<string, unknown>) => ({ formType: 'Newsletter', fields });
const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

async function rowsFor(email: string) {
  const { db } = await workerDatabase();
  return db.select().from(customerClubSubmissions).where(eq(customerClubSubmissions.email, email.toLowerCase()));
}

describe('customer-club form service', () => {
  it('signs a newsletter subscriber up and stores the trimmed fields', async () => {
    const app = await createTestApp();
    const email = unique('Jo.Citizen');
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: newsletter({ Name: '  Jo Citizen ', Email: ` ${email} `, Postcode: '2000' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<CustomerClubResponse>()).toEqual({ formType: 'Newsletter', created: true });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ app: 'wa', formType: 'Newsletter', submitCount: 1 });
    expect(rows[0]!.fields).toEqual({ Name: 'Jo Citizen', Email: email.toLowerCase(), Postcode: '2000' });
  });

  it('is idempotent: the same e-mail and form updates one row instead of adding another', async () => {
    const app = await createTestApp();
    const email = unique('repeat');
    const send = (name: string, address: string) =>
      app.inject({ method: 'POST', url: URL, payload: newsletter({ Name: name, Email: address, Postcode: '3000' }) });
    const [first, second] = await Promise.all([send('Sam', email), send('Sam', email)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json<CustomerClubResponse>().created, second.json<CustomerClubResponse>().created].sort()).toEqual([false, true]);
    const third = await send('Samantha', email.toUpperCase());
    expect(third.json<CustomerClubResponse>()).toEqual({ formType: 'Newsletter', created: false });
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.submitCount).toBe(3);
    expect(rows[0]!.fields.Name).toBe('Samantha');
  });

  it('keeps sign-ups from different forms and flavours apart', async () => {
    const email = unique('apart');
    const wa = await createTestApp();
    const nz = await createTestApp({ app: 'aol-nz' });
    await wa.inject({ method: 'POST', url: URL, payload: newsletter({ Name: 'A', Email: email, Postcode: '2000' }) });
    const footer = await wa.inject({ method: 'POST', url: URL, payload: { formType: 'Footer', fields: { Email: email } } });
    expect(footer.json<CustomerClubResponse>()).toEqual({ formType: 'Footer', created: true });
    await nz.inject({ method: 'POST', url: URL, payload: newsletter({ Name: 'A', Email: email, Postcode: '0600' }) });
    const { db } = await workerDatabase();
    const newsletterRows = await db
      .select()
      .from(customerClubSubmissions)
      .where(and(eq(customerClubSubmissions.email, email), eq(customerClubSubmissions.formType, 'Newsletter')));
    expect(newsletterRows.map((r) => r.app).sort()).toEqual(['aol-nz', 'wa']);
    expect(await rowsFor(email)).toHaveLength(3);
  });

  it('accepts every form source of document 3', async () => {
    const app = await createTestApp();
    for (const formType of [
      'Checkout',
      'AskAnExpert',
      'ProductEnquiry',
      'CatalogueDetails',
      'Project',
      'PromotionRedemption',
      'Promotion',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload: { formType, fields: { Email: unique(formType), Message: 'Hello' } },
      });
      expect(res.statusCode, formType).toBe(200);
    }
  });

  it('answers bad input with 400, the field messages of the form and an errtext', async () => {
    const app = await createTestApp();
    const cases: [unknown, string[]][] = [
      [newsletter({ Name: '', Email: 'x@example.com', Postcode: '2000' }), ['Please enter your Name']],
      [newsletter({ Name: 'Jo', Email: 'not-an-email', Postcode: '2000' }), ['Please enter a valid Email']],
      [newsletter({ Name: 'Jo', Email: 'jo@example.com', Postcode: '20000' }), ['Please enter a valid Postcode']],
      [newsletter({ Name: 'Jo', Email: 'jo@example.com', Postcode: 'ab12' }), ['Please enter a valid Postcode']],
      [newsletter({}), ['Please enter your Name', 'Please enter a valid Email', 'Please enter a valid Postcode']],
      [{ formType: 'Footer', fields: { Name: 'No email' } }, ['Please enter a valid Email']],
    ];
    for (const [payload, messages] of cases) {
      const res = await app.inject({ method: 'POST', url: URL, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json<CustomerClubError>();
      expect(body.errors.map((e) => e.replace(/^fields\.\w+: /, ''))).toEqual(messages);
      expect(body.errtext).toBe(body.errors.join(' '));
      expect(body.message).toBe('Invalid request. Please check your input.');
    }
  });

  it('rejects unknown form types and malformed bodies with an errtext', async () => {
    const app = await createTestApp();
    const unknown = await app.inject({ method: 'POST', url: URL, payload: { formType: 'Spam', fields: { Email: 'a@b.co' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<CustomerClubError>().errtext).toMatch(/formType must be one of Footer, Newsletter/);
    const broken = await app.inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{"formType":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<CustomerClubError>().errtext).toBe('The request body is not valid JSON.');
  });

  it('keeps errtext to its own call: another call’s error has none', async () => {
    const app = await createTestApp();
    const other = await app.inject({
      method: 'POST',
      url: '/api/compare/product/',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json<CustomerClubError>().errtext).toBeUndefined();
  });

  it('accepts 3-digit postcodes', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: newsletter({ Name: 'Terry', Email: unique('nt'), Postcode: '800' }),
    });
    expect(res.statusCode).toBe(200);
  });
});
