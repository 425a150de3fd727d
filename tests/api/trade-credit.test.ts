import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CheckoutAnswer, CheckoutView } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { accounts, tradeCreditApprovals } from '../../src/db/schema';
import { seedDemoAccounts } from '../../src/db/seed/demo-accounts';
import { BRANDS, type AppId } from '../../src/domain/brands';
import { hasOption } from '../../src/domain/checkout-options';
import { demoId } from '../support/account-fixtures';
import { visitorCookie } from '../support/cart-fixtures';
import { readyCart } from '../support/checkout-fixtures';
import { unique } from '../support/fixtures';
import { ordersOf, submitWith } from '../support/provider-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';
import { asCustomer, asStaff } from '../support/test-caller';

/**
 * Issue 36 item 4: the CR account and cash on delivery take no money at the checkout, so only a
 * trade account staff approved for them may use them (ADR 0050); never a guest, never an account
 * registered a minute ago.
 */

const db = async () => (await workerDatabase()).db;

/** A fresh account of a flavour's client, as registering makes one (customer) or as staff are set up. */
async function insertAccountOf(app: AppId, role: 'customer' | 'staff' = 'customer') {
  const email = `${unique('trade')}@example.com`;
  const [row] = await (
    await db()
  )
    .insert(accounts)
    .values({ clientId: BRANDS[app].clientId, email, emailKey: email.toLowerCase(), firstName: 'Trade', lastName: 'Tester', role })
    .returning({ id: accounts.id });
  return { id: row!.id, email };
}

async function optsOf(app: FastifyInstance, headers: Record<string, string>) {
  return (await app.inject({ url: '/api/checkout', headers })).json<CheckoutView>().opts;
}

function setTradeCredit(app: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/account/tradecredit', headers, payload });
}

const GUEST_CR = 'The CR account is only for signed-in trade accounts approved for it. Please sign in or choose another payment method.';
const CUSTOMER_CR = 'The CR account is only for trade accounts approved for it by our trade team. Please choose another payment method.';
const CUSTOMER_COD = 'Cash on delivery is only for trade accounts approved for it by our trade team. Please choose another payment method.';

describe('credit only for approved trade accounts', () => {
  it('a guest on aoc is not offered the CR account and is refused it (403): no order, nothing due', async () => {
    const app = await createTestApp({ app: 'aoc' });
    const headers = { cookie: visitorCookie() };
    expect(hasOption(await optsOf(app, headers), 'CRAccount')).toBe(false);
    const ready = await readyCart(app, { headers });
    const res = await submitWith(app, ready, 'CRAccount');
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().errors).toEqual([GUEST_CR]);
    expect(await ordersOf([ready.cartId])).toEqual([]);
  });

  it('a customer registered a minute ago on wac is offered neither and is refused both (403)', async () => {
    const app = await createTestApp({ app: 'wac' });
    const customer = await insertAccountOf('wac');
    const headers = asCustomer(customer.id);
    const opts = await optsOf(app, headers);
    expect([hasOption(opts, 'CRAccount'), hasOption(opts, 'COD')]).toEqual([false, false]);
    const ready = await readyCart(app, { headers });
    const cr = await submitWith(app, ready, 'CRAccount');
    expect(cr.statusCode).toBe(403);
    expect(cr.json<ErrorBody>().errors).toEqual([CUSTOMER_CR]);
    const cod = await submitWith(app, ready, 'COD');
    expect(cod.statusCode).toBe(403);
    expect(cod.json<ErrorBody>().errors).toEqual([CUSTOMER_COD]);
    expect(await ordersOf([ready.cartId])).toEqual([]);
  });

  it('staff approve an account: it is offered and may use what was approved, and no more; withdrawing it refuses again', async () => {
    const app = await createTestApp({ app: 'wac' });
    const staff = await insertAccountOf('wac', 'staff');
    const customer = await insertAccountOf('wac');
    const headers = asCustomer(customer.id);

    const approved = await setTradeCredit(app, asStaff(staff.id), {
      email: customer.email.toUpperCase(),
      crAccount: true,
      cashOnDelivery: false,
      note: 'Trade application TA-1042',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toEqual({ email: customer.email, crAccount: true, cashOnDelivery: false, note: 'Trade application TA-1042' });
    const [row] = await (await db()).select().from(tradeCreditApprovals).where(eq(tradeCreditApprovals.accountId, customer.id));
    expect(row).toMatchObject({ approvedBy: staff.id, crAccount: true, cashOnDelivery: false });

    const opts = await optsOf(app, headers);
    expect([hasOption(opts, 'CRAccount'), hasOption(opts, 'COD')]).toEqual([true, false]);
    const ready = await readyCart(app, { headers });
    expect((await submitWith(app, ready, 'COD')).json<ErrorBody>().errors).toEqual([CUSTOMER_COD]);
    const res = await submitWith(app, ready, 'CRAccount');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CheckoutAnswer>()).toMatchObject({ orderCompleted: true });
    expect(await ordersOf([ready.cartId])).toEqual([
      expect.objectContaining({ status: 'placed', paymentMethod: 'cr-account', paidNowCents: 0 }),
    ]);

    const withdrawn = await setTradeCredit(app, asStaff(staff.id), { email: customer.email, crAccount: false, cashOnDelivery: false });
    expect(withdrawn.statusCode).toBe(200);
    const next = await readyCart(app, { headers });
    expect((await submitWith(app, next, 'CRAccount')).statusCode).toBe(403);
    expect(hasOption(await optsOf(app, headers), 'CRAccount')).toBe(false);
  });

  it('only staff set an approval (a customer approving themselves is refused 403), for an account of their flavour (404 otherwise)', async () => {
    const app = await createTestApp({ app: 'wac' });
    const customer = await insertAccountOf('wac');
    const self = await setTradeCredit(app, asCustomer(customer.id), { email: customer.email, crAccount: true, cashOnDelivery: true });
    expect(self.statusCode).toBe(403);
    expect(
      (await setTradeCredit(app, { cookie: visitorCookie() }, { email: customer.email, crAccount: true, cashOnDelivery: true })).statusCode,
    ).toBe(401);
    const staff = await insertAccountOf('wac', 'staff');
    const elsewhere = await insertAccountOf('wa');
    const missing = await setTradeCredit(app, asStaff(staff.id), { email: elsewhere.email, crAccount: true, cashOnDelivery: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().errors).toEqual(['A customer account with this e-mail was not found.']);
    const bad = await setTradeCredit(app, asStaff(staff.id), { email: customer.email, crAccount: 'yes', cashOnDelivery: true });
    expect(bad.statusCode).toBe(400);
    const [row] = await (await db()).select().from(tradeCreditApprovals).where(eq(tradeCreditApprovals.accountId, customer.id));
    expect(row).toBeUndefined();
  });

  it('the demo trade account is approved for both in every flavour; the demo customers are not', async () => {
    await seedDemoAccounts(await db());
    const app = await createTestApp({ app: 'wac' });
    const trade = await optsOf(app, asCustomer(demoId('trade', 'wac')));
    expect([hasOption(trade, 'CRAccount'), hasOption(trade, 'COD')]).toEqual([true, true]);
    const jane = await optsOf(app, asCustomer(demoId('customer', 'wac')));
    expect([hasOption(jane, 'CRAccount'), hasOption(jane, 'COD')]).toEqual([false, false]);
  });
});
