import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceList } from '../../src/contracts/account';
import { demoId, seedAccountArea } from '../support/account-fixtures';
import { createPageServer } from '../support/page-server';
import { customerCookie, testCallerResolver } from '../support/test-caller';
import { headingOf, textOf } from './html-text';

/** /account as the server renders it: signed out it asks the browser to load; signed in it carries the account. */
describe('the account page', () => {
  let wa: FastifyInstance;
  let nz: FastifyInstance;
  const jane = customerCookie(demoId('customer'));
  beforeAll(async () => {
    await seedAccountArea();
    const options = { env: { RATE_LIMIT_PER_MINUTE: '0' }, resolveCaller: testCallerResolver };
    wa = await createPageServer({ app: 'wa', ...options });
    nz = await createPageServer({ app: 'aol-nz', ...options });
  });
  afterAll(async () => {
    await wa.close();
    await nz.close();
  });

  it('renders for a visitor with its heading, a log-out link and no one’s data, kept by no shared cache', async () => {
    const res = await wa.inject('/account');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toMatch(/public/);
    expect(headingOf(res.body)).toBe('My Account');
    expect(res.body).toContain('href="/account/logout"');
    const text = textOf(res.body);
    expect(text).toContain('Loading your account…');
    expect(text).not.toContain('W9000001');
  });

  it('renders the signed-in customer’s details, orders and addresses on the first paint', async () => {
    const res = await wa.inject({ url: '/account', headers: jane });
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Welcome back, Jane.');
    expect(text).toContain('jane.citizen@example.com');
    expect(res.body).toMatch(/<label for="[^"]+">First name<\/label><input[^>]*value="Jane"/);
    expect(res.body).toMatch(/<label for="[^"]+">Phone<\/label><input[^>]*value="0412 345 678"/);
    expect(text).toContain('Page 1 of 1, 5 orders');
    for (const number of ['W9000001', 'W9000005']) expect(text).toContain(number);
    expect(text).not.toContain('W9000006');
    expect(text).toContain('12 Wattle Street Parramatta NSW 2150 0412 345 678');
    expect(text).toContain('Citizen Design Studio Level 3, 88 Collins Street Melbourne VIC 3000');
    expect(res.body).toContain('aria-label="Delete address 12 Wattle Street"');
  });

  it('opens an order with its lines, delivery, payment and totals', async () => {
    const list = (await wa.inject({ url: '/api/account/order/invoiced', headers: jane })).json<InvoiceList>();
    const order = list.invoices[1]!;
    const res = await wa.inject({ url: `/account?order=${order.id}`, headers: jane });
    const text = textOf(res.body);
    expect(text).toContain(`Order ${order.orderNumber}`);
    expect(text).toContain('Payment PayPal (captured)');
    expect(text).toContain('Coupon WELCOME20 -$20');
    expect(text).toContain('Delivery FREE');
    expect(text).toMatch(/Total \$[\d,]+(\.\d\d)? Includes GST \$[\d,]+(\.\d\d)?/);
    expect(text).toContain('Melbourne VIC 3000');
  });

  it('shows another customer’s order to nobody: the page renders the not-found text for it', async () => {
    const list = (await wa.inject({ url: '/api/account/order/invoiced', headers: jane })).json<InvoiceList>();
    const res = await wa.inject({ url: `/account?order=${list.invoices[0]!.id}`, headers: customerCookie(demoId('secondCustomer')) });
    const text = textOf(res.body);
    expect(text).not.toContain(`Order ${list.invoices[0]!.orderNumber}`);
    expect(text).toContain('Welcome back, Sam.');
  });

  it('shows New Zealand addresses as suburb and postcode, with no state field', async () => {
    const res = await nz.inject({ url: '/account', headers: customerCookie(demoId('customer', 'aol-nz')) });
    const text = textOf(res.body);
    expect(text).toContain('8 Kauri Road Ponsonby 1011 0212 345 678');
    expect(text).toContain('45 Cuba Street Te Aro 6011');
    expect(res.body).not.toContain('>State</label>');
  });
});
