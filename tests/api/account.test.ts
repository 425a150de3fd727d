import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccountInfo,
  InvoiceDetail,
  InvoiceList,
  RemindersResponse,
  SavedAddress,
  SavedAddressList,
} from '../../src/contracts/account';
import type { ErrorBody } from '../../src/contracts/errors';
import { seedDemoAccountArea } from '../../src/db/seed/account-area';
import { reminders } from '../../src/db/schema';
import { demoId, seedAccountArea } from '../support/account-fixtures';
import { createTestApp, workerDatabase } from '../support/test-app';
import { asCustomer, asStaff } from '../support/test-caller';

const jane = () => asCustomer(demoId('customer'));
const newAddress = {
  firstName: 'Jane',
  lastName: 'Citizen',
  companyName: '',
  address: '3 Banksia Lane',
  suburb: 'Newtown',
  state: 'nsw',
  postcode: '2042',
  phone: '+61 423 456 789',
};

describe('account calls', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedAccountArea();
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('seeds the demo orders and addresses once: a second run at boot adds nothing', async () => {
    expect(await seedDemoAccountArea((await workerDatabase()).db)).toEqual({ orders: 0, addresses: 0 });
  });

  describe('GET and PATCH /api/account', () => {
    it('answers the customer’s own info without staff fields', async () => {
      const res = await app.inject({ url: '/api/account', headers: jane() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/private/);
      const info = res.json<AccountInfo>();
      expect(info).toEqual({
        id: demoId('customer'),
        firstName: 'Jane',
        lastName: 'Citizen',
        email: 'jane.citizen@example.com',
        phone: info.phone,
      });
      expect(info.phone?.replace(/\s/g, '')).toBe('0412345678');
    });

    it('adds winningUserId, salespersonCode and winningCmsUrl for staff', async () => {
      const res = await app.inject({ url: '/api/account', headers: asStaff(demoId('staff')) });
      expect(res.json<AccountInfo>()).toMatchObject({
        firstName: 'Alex',
        winningUserId: 'WU-1001',
        salespersonCode: 'SP1001',
        winningCmsUrl: 'https://cms.example.com/salesperson/SP1001',
      });
    });

    it('answers 404 for a signed-in caller whose account no longer exists', async () => {
      const res = await app.inject({ url: '/api/account', headers: asCustomer('00000000-0000-4000-8000-00000000dead') });
      expect(res.statusCode).toBe(404);
    });

    it('changes name and phone, normalising the phone', async () => {
      const id = demoId('secondCustomer');
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: asCustomer(id),
        payload: { firstName: ' Samantha ', lastName: 'Taylor', phone: '+61 498 765 432' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<AccountInfo>()).toMatchObject({ firstName: 'Samantha', lastName: 'Taylor', phone: '0498765432' });
      const back = await app.inject({ url: '/api/account', headers: asCustomer(id) });
      expect(back.json<AccountInfo>().firstName).toBe('Samantha');
      const cleared = await app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: asCustomer(id),
        payload: { firstName: 'Sam', lastName: 'Taylor', phone: '' },
      });
      expect(cleared.json<AccountInfo>().phone).toBeNull();
    });

    it.each([
      [{ firstName: 'Jane', lastName: 'Citizen', phone: '9876 5432' }, 'Please include the area code, e.g. 02 9876 5432.'],
      [{ firstName: 'Jane', lastName: 'Citizen', phone: '12' }, 'Please enter a valid phone number.'],
      [{ firstName: '', lastName: 'Citizen', phone: '' }, 'firstName: Please enter your first name.'],
      [{ firstName: 'J'.repeat(21), lastName: 'Citizen', phone: '' }, 'firstName: First name must be 20 characters or fewer.'],
      [{ firstName: 'Jane', lastName: 'Citizen', phone: '', email: 'other@example.com' }, 'These fields cannot be changed here: email.'],
    ])('refuses %j with a 400 and changes nothing', async (payload, message) => {
      const before = (await app.inject({ url: '/api/account', headers: jane() })).json<AccountInfo>();
      const res = await app.inject({ method: 'PATCH', url: '/api/account', headers: jane(), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors).toContain(message);
      expect((await app.inject({ url: '/api/account', headers: jane() })).json<AccountInfo>()).toEqual(before);
    });

    it('uses the flavour country’s phone rules (aol-nz takes a NZ number, refuses an Australian one)', async () => {
      const nz = await createTestApp({ app: 'aol-nz' });
      const id = demoId('customer', 'aol-nz');
      const ok = await nz.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: asCustomer(id),
        payload: { firstName: 'Jane', lastName: 'Citizen', phone: '09 123 4567' },
      });
      expect(ok.json<AccountInfo>().phone).toBe('091234567');
      const au = await nz.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: asCustomer(id),
        payload: { firstName: 'Jane', lastName: 'Citizen', phone: '0412 345 678' },
      });
      expect(au.json<ErrorBody>().errors).toEqual(['Please enter a valid phone number.']);
      await nz.close();
    });

    it('answers a body that is not JSON with a 400', async () => {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/account',
        headers: { ...jane(), 'content-type': 'application/json' },
        payload: '{',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('GET /api/account/reminders', () => {
    it('answers a staff member’s active reminders by status then date, archived ones hidden', async () => {
      const staff = demoId('staff');
      const db = (await workerDatabase()).db;
      await db.insert(reminders).values([
        { accountId: staff, name: 'Call back about the oven', date: '2026-11-20', status: 1 },
        { accountId: staff, name: 'Send the quote', notes: 'Kitchen renovation', date: '2026-11-22', status: 0 },
        { accountId: staff, name: 'Check delivery', date: '2026-11-18', status: 0 },
        { accountId: staff, name: 'Old follow-up', date: '2026-10-01', status: 2 },
        { accountId: demoId('staff', 'hc'), name: 'Another flavour’s staff', date: '2026-11-01', status: 0 },
      ]);
      const res = await app.inject({ url: '/api/account/reminders', headers: asStaff(staff) });
      expect(res.statusCode).toBe(200);
      const body = res.json<RemindersResponse>();
      expect(body.totalCount).toBe(3);
      expect(body.reminders.map((r) => [r.name, r.date, r.status])).toEqual([
        ['Check delivery', '2026-11-18', 0],
        ['Send the quote', '2026-11-22', 0],
        ['Call back about the oven', '2026-11-20', 1],
      ]);
      expect(body.reminders[1]).toMatchObject({ notes: 'Kitchen renovation' });
    });

    it('answers an empty list to staff without reminders, 403 to a customer and 401 to a visitor', async () => {
      expect((await app.inject({ url: '/api/account/reminders', headers: asStaff(demoId('staff', 'fk')) })).json()).toEqual({
        totalCount: 0,
        reminders: [],
      });
      expect((await app.inject({ url: '/api/account/reminders', headers: jane() })).statusCode).toBe(403);
      expect((await app.inject({ url: '/api/account/reminders' })).statusCode).toBe(401);
    });
  });

  describe('invoiced orders', () => {
    it('lists the customer’s invoiced orders newest first, not the one still being processed', async () => {
      const res = await app.inject({ url: '/api/account/order/invoiced', headers: jane() });
      expect(res.statusCode).toBe(200);
      const list = res.json<InvoiceList>();
      expect(list).toMatchObject({ page: 0, itemsPerPage: 10, totalItems: 5 });
      expect(list.invoices.map((i) => i.orderNumber)).toEqual(['W9000001', 'W9000002', 'W9000003', 'W9000004', 'W9000005']);
      expect(list.invoices[0]).toMatchObject({ invoiceNumber: 'INV-9000001', itemCount: 3 });
      expect(list.invoices.every((i) => i.total > 0)).toBe(true);
    });

    it('pages: a later page is empty but keeps the total; a bad page is a 400', async () => {
      const later = await app.inject({ url: '/api/account/order/invoiced?page=1', headers: jane() });
      expect(later.json<InvoiceList>()).toEqual({ page: 1, itemsPerPage: 10, totalItems: 5, invoices: [] });
      for (const page of ['-1', 'abc', '1.5', '99999999999']) {
        const res = await app.inject({ url: `/api/account/order/invoiced?page=${page}`, headers: jane() });
        expect(res.statusCode, page).toBe(400);
        expect(res.json<ErrorBody>().errors).toEqual(['page must be a whole number from 0.']);
      }
    });

    it('answers the detail with lines, totals that add up, delivery and payment', async () => {
      const list = (await app.inject({ url: '/api/account/order/invoiced', headers: jane() })).json<InvoiceList>();
      const res = await app.inject({ url: `/api/account/order/invoiced/${list.invoices[0]!.id}`, headers: jane() });
      expect(res.statusCode).toBe(200);
      const order = res.json<InvoiceDetail>();
      expect(order).toMatchObject({
        orderNumber: 'W9000001',
        status: 'invoiced',
        payment: { method: 'Credit card', state: 'captured' },
        delivery: {
          fee: 59,
          address: {
            suburb: 'Parramatta',
            state: 'NSW',
            postcode: '2150',
            country: 'AU',
            deliveryInstructions: 'Please leave at the side gate.',
          },
        },
        services: [{ sku: 'SVC-INSTALL', name: 'Standard installation', price: 149 }],
        coupon: null,
      });
      expect(order.lines).toHaveLength(2);
      expect(order.lines[0]!.uri).toMatch(/^\/p\//);
      const cents = (dollars: number) => Math.round(dollars * 100);
      const lineSum = order.lines.reduce((sum, line) => sum + cents(line.lineTotal), 0);
      expect(lineSum).toBe(cents(order.totals.subtotal));
      for (const line of order.lines) expect(cents(line.lineTotal)).toBe(cents(line.price) * line.quantity - cents(line.lineDiscount));
      expect(cents(order.totals.total)).toBe(
        cents(order.totals.subtotal) + cents(order.totals.services) + cents(order.totals.deliveryFee) - cents(order.totals.couponDiscount),
      );
      expect(order.totals.gst).toBe(Math.round(cents(order.totals.total) / 11) / 100);
    });

    it('answers 404 for an unknown order or one not yet invoiced, and 400 for a malformed id', async () => {
      expect(
        (await app.inject({ url: '/api/account/order/invoiced/00000000-0000-4000-8000-000000000000', headers: jane() })).statusCode,
      ).toBe(404);
      const res = await app.inject({ url: '/api/account/order/invoiced/not-an-id', headers: jane() });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors).toEqual(['id: The order must be an id such as 1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.']);
    });

    it('shows an aol-nz order with a New Zealand address', async () => {
      const nz = await createTestApp({ app: 'aol-nz' });
      const headers = asCustomer(demoId('customer', 'aol-nz'));
      const list = (await nz.inject({ url: '/api/account/order/invoiced', headers })).json<InvoiceList>();
      const order = (await nz.inject({ url: `/api/account/order/invoiced/${list.invoices[0]!.id}`, headers })).json<InvoiceDetail>();
      expect(order.delivery.address).toMatchObject({ suburb: 'Ponsonby', state: null, postcode: '1011', country: 'NZ' });
      expect(order.totals.gst).toBe(Math.round((Math.round(order.totals.total * 100) * 3) / 23) / 100);
      await nz.close();
    });
  });

  describe('saved addresses', () => {
    const save = (payload: Record<string, unknown>, headers = jane(), key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/order/addresses/save',
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      });
    const list = async (headers = jane()) =>
      (await app.inject({ url: '/api/account/order/addresses', headers })).json<SavedAddressList>().addresses;

    it('lists the demo customer’s two addresses', async () => {
      const addresses = await list(asCustomer(demoId('customer', 'hc')));
      expect(addresses.map((a) => [a.suburb, a.state, a.postcode, a.country])).toEqual([
        ['Parramatta', 'NSW', '2150', 'AU'],
        ['Melbourne', 'VIC', '3000', 'AU'],
      ]);
    });

    it('adds an address (state upper-cased, phone normalised), changes it, then deletes it', async () => {
      const headers = asCustomer(demoId('customer', 'wac'));
      const created = await save(newAddress, headers, 'add-banksia-1');
      expect(created.statusCode).toBe(200);
      const address = created.json<SavedAddress>();
      expect(address).toMatchObject({ state: 'NSW', phone: '0423456789', country: 'AU' });
      // A retry of the same action answers the same address and adds nothing.
      const retry = await save(newAddress, headers, 'add-banksia-1');
      expect(retry.json<SavedAddress>().id).toBe(address.id);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await list(headers)).toHaveLength(3);

      const changed = await save({ ...newAddress, id: address.id, address: '5 Banksia Lane' }, headers);
      expect(changed.json<SavedAddress>()).toMatchObject({ id: address.id, address: '5 Banksia Lane' });
      expect((await list(headers)).map((a) => a.address)).toContain('5 Banksia Lane');

      const deleted = await app.inject({ method: 'DELETE', url: `/api/account/order/addresses/${address.id}`, headers });
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<SavedAddressList>().addresses).toHaveLength(2);
      const again = await app.inject({ method: 'DELETE', url: `/api/account/order/addresses/${address.id}`, headers });
      expect(again.statusCode).toBe(404);
    });

    it.each([
      [{ phone: '02 9876 5432' }, 'not an Australian mobile number'],
      [{ phone: '9876 5432' }, 'Please include the area code, e.g. 02 9876 5432.'],
      [{ phone: 'call me' }, 'Please enter a valid phone number.'],
      [{ state: '' }, 'Please choose a state.'],
      [{ postcode: '20420' }, 'Please enter a 4-digit postcode.'],
      [{ firstName: '   ' }, 'Please enter a first name.'],
      [{ address: 'x'.repeat(51) }, 'Street address must be 50 characters or fewer.'],
      [{ role: 'staff' }, 'Unrecognized key: "role"'],
      [{ suburb: 12 }, 'Suburb must be text.'],
    ])('refuses %j with its message and saves nothing', async (change, message) => {
      const headers = asCustomer(demoId('customer', 'aoc'));
      const res = await save({ ...newAddress, ...change }, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>().errors.join(' | ')).toContain(message);
      expect(await list(headers)).toHaveLength(2);
    });

    it('keeps New Zealand formats in aol-nz: no state, NZ mobiles', async () => {
      const nz = await createTestApp({ app: 'aol-nz' });
      const headers = asCustomer(demoId('customer', 'aol-nz'));
      const post = (payload: Record<string, unknown>) =>
        nz.inject({ method: 'POST', url: '/api/account/order/addresses/save', headers, payload });
      const nzAddress = {
        ...newAddress,
        address: '1 Queen Street',
        suburb: 'Auckland Central',
        state: null,
        postcode: '1010',
        phone: '+64 21 987 654',
      };
      const created = await post(nzAddress);
      expect(created.statusCode).toBe(200);
      expect(created.json<SavedAddress>()).toMatchObject({ state: null, country: 'NZ', phone: '021987654' });
      expect((await post({ ...nzAddress, phone: '09 123 4567' })).json<ErrorBody>().errors).toEqual(['not a NZ mobile number']);
      expect((await post({ ...nzAddress, state: 'AKL' })).json<ErrorBody>().errors).toEqual(['New Zealand addresses have no state.']);
      await nz.close();
    });

    it('answers 404 to a change of an address that does not exist', async () => {
      const res = await save({ ...newAddress, id: '00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(404);
    });
  });
});
