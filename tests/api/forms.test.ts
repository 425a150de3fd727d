import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerClubSubmissions } from '../../src/db/schema';
import { createTestApp, workerDatabase } from '../support/test-app';
import { clubLinkMailedTo, confirmClubSignUp } from '../support/club-fixtures';
import { mailsTo } from '../support/identity-app';
import { QUOTA_WINDOW_MS } from '../../src/domain/address-quota';
import { CUSTOMER_CLUB_MESSAGES, FORM_TYPES, type CustomerClubError, type CustomerClubResponse } from '../../src/contracts/customer-club';

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

describe('customer club: the address confirms before it is added', () => {
  it('nine sign-ups of a stranger’s address send it one confirmation link and no welcome, with the attacker’s text nowhere', async () => {
    const app = await createTestApp();
    const stranger = unique('stranger');
    const forms = FORM_TYPES.filter((formType) => formType !== 'Newsletter');
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: URL, payload: newsletter({ Name: 'Robin', Email: stranger, Postcode: '2000' }) }),
      ...forms.map((formType) =>
        app.inject({ method: 'POST', url: URL, payload: { formType, fields: { Email: stranger, Message: 'Win at evil.example' } } }),
      ),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(9).fill(200));
    const mails = await mailsTo(stranger);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/^Please confirm your .* customer club sign-up$/)]);
    expect(mails[0]!.text).not.toContain('evil.example');
    expect(mails[0]!.text).not.toContain('Robin');
    expect((await rowsFor(stranger)).map((row) => row.confirmedAt)).toEqual(Array(9).fill(null));
  });

  it('the link adds the address and sends the welcome once; a used or made-up link is a 400 with a message', async () => {
    const app = await createTestApp();
    const email = unique('joining');
    await app.inject({ method: 'POST', url: URL, payload: newsletter({ Name: "Mary-Jane O'Brien", Email: email, Postcode: '2000' }) });
    const link = await clubLinkMailedTo(email);
    const confirmed = await app.inject({ method: 'GET', url: link });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ confirmed: true, message: CUSTOMER_CLUB_MESSAGES.confirmed });
    const [welcome] = await mailsTo(email);
    expect(welcome!.subject).toMatch(/^Welcome to the .* customer club$/);
    expect(welcome!.text).toMatch(/^Hi Mary-Jane O'Brien,\n/);
    expect((await rowsFor(email))[0]!.confirmedAt).not.toBeNull();

    const again = await app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    expect(again.json<CustomerClubError>().errtext).toBe(CUSTOMER_CLUB_MESSAGES.invalidLink);
    const madeUp = await app.inject({ method: 'GET', url: `${URL}/confirm/${'m'.repeat(43)}` });
    expect(madeUp.statusCode).toBe(400);
    expect(await mailsTo(email)).toHaveLength(2);
    // A confirmed member's repeat sign-up sends nothing more.
    await app.inject({ method: 'POST', url: URL, payload: newsletter({ Name: 'Mary', Email: email, Postcode: '2000' }) });
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('a pending address gets a new link after the 15-minute window, and only the newest link works', async () => {
    let now = Date.now();
    const app = await createTestApp({ now: () => new Date(now) });
    const email = unique('later');
    const send = () => app.inject({ method: 'POST', url: URL, payload: { formType: 'Footer', fields: { Email: email } } });
    await send();
    const first = await clubLinkMailedTo(email);
    now += QUOTA_WINDOW_MS - 1000;
    await send();
    expect(await mailsTo(email)).toHaveLength(1);
    now += 1000;
    await send();
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(400);
    expect((await confirmClubSignUp(app, email)).statusCode).toBe(200);
  });

  it.each([
    ['a line break', 'Robin\nClaim your prize'],
    ['a link', 'Robin https://evil.example'],
    ['a host name', 'evil.example'],
  ])('refuses a Name with %s, from the newsletter and from any other form', async (_case, Name) => {
    const app = await createTestApp();
    for (const payload of [
      newsletter({ Name, Email: unique('named'), Postcode: '2000' }),
      { formType: 'Footer', fields: { Name, Email: unique('named') } },
    ]) {
      const res = await app.inject({ method: 'POST', url: URL, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<CustomerClubError>().errtext).toContain('Name may only contain letters, spaces, apostrophes, hyphens and dots.');
    }
  });

  it('refuses an e-mail with < or >', async () => {
    const app = await createTestApp();
    const res = await app.inject({
      method: 'POST',
      url: URL,
      payload: newsletter({ Name: 'Jo', Email: '<jo@example.com>', Postcode: '2000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<CustomerClubError>().errtext).toContain('Please enter a valid Email');
  });
});
