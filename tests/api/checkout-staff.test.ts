import { describe, expect, it } from 'vitest';
import type { CheckoutView, OrderConfirmation } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { accounts, salespeople } from '../../src/db/schema';
import { CHECKOUT_OPTION } from '../../src/domain/checkout-options';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { unique } from '../support/fixtures';
import { readyCart, submitCheckout } from '../support/checkout-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';
import { asStaff } from '../support/test-caller';

/** A staff account whose salesperson code is one of the seeded salespeople. */
async function staffMember() {
  const db = (await workerDatabase()).db;
  const [person] = await db.select().from(salespeople).limit(1);
  const email = `${unique('staff')}@example.com`;
  const [row] = await db
    .insert(accounts)
    .values({
      clientId: 'wa-web',
      email,
      emailKey: email,
      firstName: 'Sam',
      lastName: 'Staff',
      role: 'staff',
      salespersonCode: person!.code,
    })
    .returning({ id: accounts.id });
  const others = await db.select().from(salespeople);
  const elsewhere = others.find((p) => p.subdivision !== person!.subdivision)!;
  return { headers: asStaff(row!.id), person: person!, elsewhere };
}

describe('staff checkout', () => {
  it('gets the stores, the salespeople of their store’s subdivision, their store and the staff options', async () => {
    const app = await createTestApp();
    const { headers, person } = await staffMember();
    const view = (await app.inject({ url: '/api/checkout', headers })).json<CheckoutView>();
    expect(view.store).toMatchObject({ subdivision: person.subdivision });
    expect(view.stores.filter((s) => s.selected)).toEqual([expect.objectContaining({ subdivision: person.subdivision })]);
    expect(view.salesPeople.length).toBeGreaterThan(0);
    expect(view.salesPeople.every((p) => p.subdivision === person.subdivision)).toBe(true);
    expect(view.salesPeople.find((p) => p.selected)?.code).toBe(person.code);
    expect(view.opts & CHECKOUT_OPTION.SetSalesperson).toBe(CHECKOUT_OPTION.SetSalesperson);
    expect(view.opts & CHECKOUT_OPTION.CashAndCarry).toBe(CHECKOUT_OPTION.CashAndCarry);
  });

  it('places a cash-and-carry order: the store’s address, today, no delivery date needed, salesperson recorded', async () => {
    const app = await createTestApp();
    const { headers, person } = await staffMember();
    const view = (await app.inject({ url: '/api/checkout', headers })).json<CheckoutView>();
    const ready = await readyCart(app, { headers });
    const res = await submitCheckout(app, ready, { body: { cashAndCarry: true, deliveryDate: null, salespersonCode: person.code } });
    expect(res.statusCode, res.body).toBe(200);
    const confirmation = (await app.inject({ url: `/api/checkout/confirmation?id=${ready.cartId}`, headers })).json<OrderConfirmation>();
    expect(confirmation).toMatchObject({
      cashAndCarry: true,
      deliveryDate: calendarDateIn(new Date(), 'Australia/Sydney'),
      deliveryFee: 0,
      deliveryAddress: { address: view.store!.address, suburb: view.store!.suburb, postcode: view.store!.postcode },
    });
  });

  it('refuses a salesperson from another subdivision with 400', async () => {
    const app = await createTestApp();
    const { headers, elsewhere } = await staffMember();
    const ready = await readyCart(app, { headers });
    const res = await submitCheckout(app, ready, { body: { salespersonCode: elsewhere.code } });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().errors[0]).toContain(`"${elsewhere.code}" does not work in the`);
  });
});
