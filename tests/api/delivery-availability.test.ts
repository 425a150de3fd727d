import { describe, expect, it } from 'vitest';
import type { Availability } from '../../src/contracts/checkout';
import type { ErrorBody } from '../../src/contracts/errors';
import { insertAccount, visitorCookie } from '../support/cart-fixtures';
import {
  addProformaBrand,
  availability,
  BONDI,
  BROOME,
  filledCart,
  insertSupplier,
  PERTH,
  setDay,
  TUESDAY_1030_SYDNEY,
  TUESDAY_9AM_SYDNEY,
} from '../support/delivery-fixtures';
import { unique } from '../support/fixtures';
import { createTestApp } from '../support/test-app';
import { asStaff } from '../support/test-caller';

const dayOf = (answer: Availability, date: [number, number, number]) => answer.dates.find((d) => d.date.join('-') === date.join('-'));

describe('POST /api/checkout/avail', () => {
  it('prices the metro calendar of Bondi from the Sydney clock: same day, next day, weekdays, weekends and free Wednesdays', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    const res = await availability(app, headers, { cartId, deliveryAddress: BONDI, deliveryServices: ['DS-REMOVAL'] });
    expect(res.statusCode).toBe(200);
    const answer = res.json<Availability>();
    expect(answer).toMatchObject({ cartId, unavailable: false, deliveryUnavailable: false, showCalendarWithAvailableDates: true });
    expect(answer.dates).toHaveLength(120);
    expect(answer.dates.slice(0, 6)).toEqual([
      { date: [2027, 3, 2], price: 89, available: true },
      { date: [2027, 3, 3], price: 49, available: true },
      { date: [2027, 3, 4], price: 29, available: true },
      { date: [2027, 3, 5], price: 29, available: true },
      { date: [2027, 3, 6], price: 49, available: true },
      { date: [2027, 3, 7], price: 49, available: true },
    ]);
    expect(dayOf(answer, [2027, 3, 10])).toEqual({ date: [2027, 3, 10], price: 0, available: true });
    expect(answer.firstAvailableDate).toEqual([2027, 3, 2]);
    expect(answer.cheapestDate).toEqual([2027, 3, 10]);
    expect(answer.deliveryServices.map((s) => [s.sku, s.price, s.selected])).toEqual([
      ['DS-REMOVAL', 39, true],
      ['DS-CONNECT', 59, false],
      ['DS-INSTALL', 149, false],
    ]);
    expect(answer).toMatchObject({
      showInstallationContact: true,
      showUniqueDeliveryRequirements: true,
      winningDeliveryServiceOverride: false,
      showNotifyIfAvailableSooner: false,
      supplierAvailability: {},
      supplierErrors: {},
    });
  });

  it('takes same day away after the cut-off and marks a full day unavailable', async () => {
    const app = await createTestApp({ now: () => TUESDAY_1030_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    await setDay('SYD', '2027-03-04', 5, 5);
    await setDay('SYD', '2027-03-05', 5, 4);
    const answer = (await availability(app, headers, { cartId, deliveryAddress: BONDI })).json<Availability>();
    expect(answer.dates.slice(0, 4)).toEqual([
      { date: [2027, 3, 2], price: 89, available: false },
      { date: [2027, 3, 3], price: 49, available: true },
      { date: [2027, 3, 4], price: 29, available: false },
      { date: [2027, 3, 5], price: 29, available: true },
    ]);
    expect(answer.firstAvailableDate).toEqual([2027, 3, 3]);
  });

  it('moves proforma orders 21 days out, to the first free day from then', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const brandName = unique('Proforma Brand');
    await addProformaBrand('wa', brandName);
    const { cartId, headers } = await filledCart(app, { brandName });
    const answer = (await availability(app, headers, { cartId, deliveryAddress: BONDI })).json<Availability>();
    // 2 March + 21 days is Tuesday 23 March; the first free (Wednesday) delivery from then is the 24th.
    expect(answer.firstAvailableDate).toEqual([2027, 3, 24]);
    expect(answer.dates.filter((d) => d.available)[0]).toEqual({ date: [2027, 3, 24], price: 0, available: true });
    expect(dayOf(answer, [2027, 3, 23])?.available).toBe(false);
    expect(answer.showNotifyIfAvailableSooner).toBe(true);
  });

  it('answers supplier dates for a supplier-delivered brand, and the supplier’s error where it cannot reach', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const brandName = unique('Supplied Brand');
    const supplier = unique('Supplier');
    await insertSupplier({ supplier, brand: brandName, unreachableFrom: '6000', unreachableTo: '6999' });
    const { cartId, headers } = await filledCart(app, { brandName });
    const bondi = (await availability(app, headers, { cartId, deliveryAddress: BONDI })).json<Availability>();
    // Seven days' lead from Tuesday 2 March, Tuesdays and Thursdays: Tuesday 9 March first.
    expect(bondi.supplierAvailability[supplier]?.dates.slice(0, 2)).toEqual([
      { date: [2027, 3, 9], price: 79 },
      { date: [2027, 3, 11], price: 79 },
    ]);
    expect(bondi.supplierErrors).toEqual({});
    const perth = (await availability(app, headers, { cartId, deliveryAddress: PERTH })).json<Availability>();
    expect(perth.supplierAvailability).toEqual({});
    expect(perth.supplierErrors).toEqual({
      [supplier]: `${supplier} does not deliver to 6000. Please contact us to arrange delivery of its products.`,
    });
  });

  it('offers staff the override of supplier deliveries, never a customer', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const brandName = unique('Supplied Brand');
    await insertSupplier({ supplier: unique('Supplier'), brand: brandName });
    const staff = await filledCart(app, { brandName, headers: asStaff(await insertAccount()) });
    const forStaff = (await availability(app, staff.headers, { cartId: staff.cartId, deliveryAddress: BONDI })).json<Availability>();
    expect(forStaff.winningDeliveryServiceOverride).toBe(true);
    const visitor = await filledCart(app, { brandName });
    const forVisitor = (await availability(app, visitor.headers, { cartId: visitor.cartId, deliveryAddress: BONDI })).json<Availability>();
    expect(forVisitor.winningDeliveryServiceOverride).toBe(false);
  });

  it('prices New Zealand deliveries in NZD on Auckland’s clock, with free Tuesdays', async () => {
    // 22:00 UTC on 1 March is 11:00 on Tuesday 2 March in Auckland: past the same-day cut-off.
    const app = await createTestApp({ app: 'aol-nz', now: () => TUESDAY_9AM_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    const answer = (
      await availability(app, headers, { cartId, deliveryAddress: { suburb: 'Ponsonby', postcode: '1011' } })
    ).json<Availability>();
    expect(answer.dates.slice(0, 3)).toEqual([
      { date: [2027, 3, 2], price: 99, available: false },
      { date: [2027, 3, 3], price: 59, available: true },
      { date: [2027, 3, 4], price: 33.35, available: true },
    ]);
    expect(dayOf(answer, [2027, 3, 9])).toEqual({ date: [2027, 3, 9], price: 0, available: true });
    expect(answer.deliveryServices.map((s) => [s.sku, s.price])).toEqual([
      ['DS-REMOVAL', 45],
      ['DS-CONNECT', 69],
    ]);
  });

  it('answers the unavailable document beyond the last zone', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    const res = await availability(app, headers, { cartId, deliveryAddress: BROOME, requestedDeliveryContact: true });
    expect(res.statusCode).toBe(200);
    expect(res.json<Availability>()).toMatchObject({
      unavailable: true,
      deliveryUnavailable: true,
      dates: [],
      deliveryServices: [],
      firstAvailableDate: null,
      cheapestDate: null,
      showCalendarWithAvailableDates: false,
      requestedDeliveryContact: true,
    });
  });

  it('answers 404 for a cart that is not the caller’s, none at all, or a locality that is not ours', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    const someoneElse = { cookie: visitorCookie() };
    for (const [who, body] of [
      [someoneElse, { cartId, deliveryAddress: BONDI }],
      [{}, { cartId, deliveryAddress: BONDI }],
      [headers, { cartId: '1b4e28ba-2fa1-41d2-883f-0016d3cca427', deliveryAddress: BONDI }],
    ] as const) {
      const res = await availability(app, who, body);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().errors).toEqual([`The cart ${body.cartId} was not found.`]);
    }
    const wrongPostcode = await availability(app, headers, { cartId, deliveryAddress: { ...BONDI, postcode: '2000' } });
    expect(wrongPostcode.statusCode).toBe(404);
    expect(wrongPostcode.json<ErrorBody>().errors).toEqual(['Delivery services unavailable for the provided address']);
  });

  it('refuses malformed input with 400 and the field’s message', async () => {
    const app = await createTestApp({ now: () => TUESDAY_9AM_SYDNEY });
    const { cartId, headers } = await filledCart(app);
    const cases: [unknown, string][] = [
      [{ cartId: 'not-a-cart', deliveryAddress: BONDI }, 'cartId must be a cart id'],
      [{ cartId, deliveryAddress: { ...BONDI, postcode: '20A6' } }, 'Please enter a 4-digit postcode.'],
      [{ cartId, deliveryAddress: { ...BONDI, suburb: '' } }, 'Please enter a valid suburb'],
      [{ cartId, deliveryAddress: BONDI, deliveryDate: [2027, 3, 4] }, 'deliveryDate'],
    ];
    for (const [payload, message] of cases) {
      const res = await availability(app, headers, payload as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().errors.join(' ')).toContain(message);
    }
    const noBody = await app.inject({
      method: 'POST',
      url: '/api/checkout/avail',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{',
    });
    expect(noBody.statusCode).toBe(400);
  });
});
