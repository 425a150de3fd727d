import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInfo, InvoiceList, SavedAddress, SavedAddressList } from '../../src/contracts/account';
import { demoId, seedAccountArea } from '../support/account-fixtures';
import { createTestApp } from '../support/test-app';
import { asCustomer, asStaff } from '../support/test-caller';

/**
 * The access matrix of issue 10: anonymous, customer A, customer B and staff over every account
 * call. Nobody reads or changes another's profile, orders or addresses (someone else's is a 404,
 * the same as nothing at all), and no field a customer sends makes them staff.
 */
const A = demoId('customer');
const B = demoId('secondCustomer');
const STAFF = demoId('staff');
const callers = {
  anonymous: {},
  customerA: asCustomer(A),
  customerB: asCustomer(B),
  staff: asStaff(STAFF),
} as const;
type CallerName = keyof typeof callers;

const address = {
  firstName: 'Pat',
  lastName: 'Lee',
  companyName: '',
  address: '1 Test Street',
  suburb: 'Ultimo',
  state: 'NSW',
  postcode: '2007',
  phone: '0411 222 333',
};

describe('account access matrix', () => {
  let app: FastifyInstance;
  let aOrderId: string;
  let aAddress: SavedAddress;
  const get = (url: string, who: CallerName) => app.inject({ url, headers: callers[who] });

  beforeAll(async () => {
    await seedAccountArea();
    app = await createTestApp();
    aOrderId = (await get('/api/account/order/invoiced', 'customerA')).json<InvoiceList>().invoices[0]!.id;
    aAddress = (await get('/api/account/order/addresses', 'customerA')).json<SavedAddressList>().addresses[0]!;
  });
  afterAll(() => app.close());

  it('asks an anonymous caller to sign in on every account call', async () => {
    const calls = [
      { method: 'GET', url: '/api/account' },
      { method: 'PATCH', url: '/api/account', payload: { firstName: 'X', lastName: 'Y', phone: '' } },
      { method: 'GET', url: '/api/account/reminders' },
      { method: 'GET', url: '/api/account/order/invoiced' },
      { method: 'GET', url: `/api/account/order/invoiced/${aOrderId}` },
      { method: 'GET', url: '/api/account/order/addresses' },
      { method: 'POST', url: '/api/account/order/addresses/save', payload: address },
      { method: 'DELETE', url: `/api/account/order/addresses/${aAddress.id}` },
    ] as const;
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('shows each caller their own profile only, with staff fields for staff alone', async () => {
    const info = async (who: CallerName) => (await get('/api/account', who)).json<AccountInfo>();
    expect(await info('customerA')).toMatchObject({ id: A, email: 'jane.citizen@example.com' });
    expect(await info('customerB')).toMatchObject({ id: B, email: 'sam.taylor@example.com' });
    expect(await info('staff')).toMatchObject({ id: STAFF, winningUserId: 'WU-1001' });
    expect(Object.keys(await info('customerA'))).not.toContain('winningUserId');
  });

  it('changes only the caller’s own profile', async () => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: callers.customerB,
      payload: { firstName: 'Sammy', lastName: 'Taylor', phone: '' },
    });
    expect(res.json<AccountInfo>().id).toBe(B);
    expect((await get('/api/account', 'customerA')).json<AccountInfo>().firstName).toBe('Jane');
    await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: callers.customerB,
      payload: { firstName: 'Sam', lastName: 'Taylor', phone: '0498765432' },
    });
  });

  it.each([
    { role: 'staff' },
    { winningUserId: 'WU-1' },
    { salespersonCode: 'AMO' },
    { winningCmsUrl: 'https://cms.example.com' },
    { id: A },
    { accountId: A },
    { userId: A },
    { email: 'jane.citizen@example.com' },
    { emailChanged: true },
  ])('refuses a customer who sends %j in the profile and leaves them a customer', async (extra) => {
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/account',
      headers: callers.customerB,
      payload: { firstName: 'Sam', lastName: 'Taylor', phone: '', ...extra },
    });
    expect(res.statusCode).toBe(400);
    const info = (await get('/api/account', 'customerB')).json<AccountInfo>();
    expect(info).toMatchObject({ id: B, firstName: 'Sam', phone: '0498765432' });
    expect(info.winningUserId).toBeUndefined();
    expect((await get('/api/account/reminders', 'customerB')).statusCode).toBe(403);
  });

  it('opens reminders to staff only', async () => {
    expect((await get('/api/account/reminders', 'staff')).statusCode).toBe(200);
    expect((await get('/api/account/reminders', 'customerA')).statusCode).toBe(403);
    expect((await get('/api/account/reminders', 'customerB')).statusCode).toBe(403);
  });

  it('lists only the caller’s own invoiced orders', async () => {
    const numbers = async (who: CallerName) =>
      (await get('/api/account/order/invoiced', who)).json<InvoiceList>().invoices.map((i) => i.orderNumber);
    expect(await numbers('customerA')).toEqual(['W9000001', 'W9000002', 'W9000003', 'W9000004', 'W9000005']);
    expect(await numbers('customerB')).toEqual(['W9000007']);
    expect(await numbers('staff')).toEqual([]);
  });

  it('answers 404 to anyone but the owner of an order', async () => {
    expect((await get(`/api/account/order/invoiced/${aOrderId}`, 'customerA')).statusCode).toBe(200);
    for (const who of ['customerB', 'staff'] as const) {
      const res = await get(`/api/account/order/invoiced/${aOrderId}`, who);
      expect(res.statusCode, who).toBe(404);
      expect(res.body).not.toContain('W9000001');
    }
  });

  it('lists only the caller’s own addresses', async () => {
    const ids = async (who: CallerName) =>
      (await get('/api/account/order/addresses', who)).json<SavedAddressList>().addresses.map((a) => a.id);
    expect(await ids('customerA')).toContain(aAddress.id);
    expect(await ids('customerB')).not.toContain(aAddress.id);
    expect(await ids('staff')).not.toContain(aAddress.id);
  });

  it('answers 404 to anyone changing or deleting another’s address, and leaves it as it was', async () => {
    for (const who of ['customerB', 'staff'] as const) {
      const change = await app.inject({
        method: 'POST',
        url: '/api/account/order/addresses/save',
        headers: callers[who],
        payload: { ...address, id: aAddress.id },
      });
      expect(change.statusCode, who).toBe(404);
      const remove = await app.inject({ method: 'DELETE', url: `/api/account/order/addresses/${aAddress.id}`, headers: callers[who] });
      expect(remove.statusCode, who).toBe(404);
    }
    const after = (await get('/api/account/order/addresses', 'customerA'))
      .json<SavedAddressList>()
      .addresses.find((a) => a.id === aAddress.id);
    expect(after).toEqual(aAddress);
  });

  it('refuses an owner field in an address body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/account/order/addresses/save',
      headers: callers.customerB,
      payload: { ...address, accountId: A },
    });
    expect(res.statusCode).toBe(400);
    expect((await get('/api/account/order/addresses', 'customerA')).json<SavedAddressList>().addresses.map((a) => a.address)).not.toContain(
      '1 Test Street',
    );
  });

  it('files a new address under the caller, whoever else it names', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/account/order/addresses/save',
      headers: callers.customerB,
      payload: { ...address, firstName: 'Jane' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<SavedAddress>().id;
    expect((await get('/api/account/order/addresses', 'customerB')).json<SavedAddressList>().addresses.map((a) => a.id)).toContain(id);
    expect((await get('/api/account/order/addresses', 'customerA')).json<SavedAddressList>().addresses.map((a) => a.id)).not.toContain(id);
  });
});
