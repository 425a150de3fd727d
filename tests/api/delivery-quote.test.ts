import { describe, expect, it } from 'vitest';
import { createDeliveryRepository } from '../../src/db/repositories/delivery-repository';
import { CHECKOUT_OPTION, combineOptions } from '../../src/domain/checkout-options';
import { DELIVERY_QUOTE_MESSAGES } from '../../src/services/delivery/delivery-quoter';
import type { DeliveryQuoteInput } from '../../src/services/delivery/delivery-quote';
import { createDeliveryService } from '../../src/services/delivery/delivery-service';
import { BONDI, BROOME, insertSupplier, PERTH, setDay, TUESDAY_9AM_SYDNEY } from '../support/delivery-fixtures';
import { unique } from '../support/fixtures';
import { workerDatabase } from '../support/test-app';

/** DeliveryQuoter.quote: the server's price of the delivery chosen, on the seeded wa zones and a fake clock. */
async function quoter(now = TUESDAY_9AM_SYDNEY) {
  const { db } = await workerDatabase();
  return createDeliveryService({
    repository: createDeliveryRepository(db),
    app: 'wa',
    country: 'AU',
    timeZone: 'Australia/Sydney',
    defaultDayCapacity: 40,
    now: () => now,
  }).quoter;
}

const shopperOpts = combineOptions(['ConnectRemove', 'PaidInstalls', 'WarehouseStorageCharge']);

const input = (over: Partial<DeliveryQuoteInput> = {}): DeliveryQuoteInput => ({
  app: 'wa',
  lines: [{ productId: 1, sku: 'FRIDGE', brand: 'Fixture', priceCents: 199_900, quantity: 1, isProforma: false }],
  locality: BONDI,
  deliveryDate: '2027-03-04',
  supplierDates: [],
  serviceSkus: [],
  winningDeliveryServiceOverride: false,
  uniqueRequirements: false,
  cashAndCarry: false,
  opts: shopperOpts,
  ...over,
});

describe('DeliveryQuoter.quote', () => {
  it('prices the chosen day from the zone, names the warehouse and flags same day', async () => {
    const q = await quoter();
    expect(await q.quote(input())).toEqual({
      warehouseCode: 'SYD',
      deliveryFeeCents: 2900,
      sameDay: false,
      supplierLines: [],
      services: [],
      storageFeeCents: 0,
      firstAvailableDate: '2027-03-02',
      errors: [],
    });
    expect(await q.quote(input({ deliveryDate: '2027-03-02' }))).toMatchObject({ deliveryFeeCents: 8900, sameDay: true, errors: [] });
    expect(await q.quote(input({ deliveryDate: '2027-03-10' }))).toMatchObject({ deliveryFeeCents: 0, errors: [] });
  });

  it('refuses a day no longer offered or full, and a missing date', async () => {
    const q = await quoter();
    await setDay('SYD', '2027-03-12', 2, 2);
    expect((await q.quote(input({ deliveryDate: '2027-03-12' }))).errors).toEqual([DELIVERY_QUOTE_MESSAGES.dateGone('2027-03-12')]);
    expect((await q.quote(input({ deliveryDate: '2027-03-01' }))).errors).toEqual([DELIVERY_QUOTE_MESSAGES.dateGone('2027-03-01')]);
    expect((await q.quote(input({ deliveryDate: null }))).errors).toEqual([DELIVERY_QUOTE_MESSAGES.dateMissing]);
    expect((await q.quote(input({ deliveryDate: null, cashAndCarry: true }))).errors).toEqual([]);
    expect((await q.quote(input({ deliveryDate: null, uniqueRequirements: true }))).errors).toEqual([]);
  });

  it('charges the services the options allow and refuses the others', async () => {
    const q = await quoter();
    const both = await q.quote(input({ serviceSkus: ['DS-REMOVAL', 'DS-INSTALL', 'DS-REMOVAL'] }));
    expect(both.services).toEqual([
      { sku: 'DS-REMOVAL', title: 'Removal of your old appliance', priceCents: 3900 },
      { sku: 'DS-INSTALL', title: 'Installation', priceCents: 14900 },
    ]);
    const noInstalls = await q.quote(input({ serviceSkus: ['DS-INSTALL', 'NOPE'], opts: CHECKOUT_OPTION.ConnectRemove }));
    expect(noInstalls.services).toEqual([]);
    expect(noInstalls.errors).toEqual([DELIVERY_QUOTE_MESSAGES.service('DS-INSTALL'), DELIVERY_QUOTE_MESSAGES.service('NOPE')]);
  });

  it('adds the storage fee past 60 free days from the first available date', async () => {
    const q = await quoter();
    // First available 2 March; 2 March + 65 days = 6 May (a Thursday): 5 days charged at $4.
    expect(await q.quote(input({ deliveryDate: '2027-05-06' }))).toMatchObject({ storageFeeCents: 2000, errors: [] });
    expect(await q.quote(input({ deliveryDate: '2027-05-06', opts: CHECKOUT_OPTION.ConnectRemove }))).toMatchObject({ storageFeeCents: 0 });
  });

  it('prices supplier deliveries, refuses a date the supplier does not offer, and reports an unreachable postcode', async () => {
    const q = await quoter();
    const brand = unique('Supplied');
    const supplier = unique('Supplier');
    await insertSupplier({ supplier, brand, unreachableFrom: '6000', unreachableTo: '6999' });
    const lines = [...input().lines, { productId: 2, sku: 'OVEN', brand, priceCents: 299_900, quantity: 1, isProforma: false }];
    expect((await q.quote(input({ lines }))).supplierLines).toEqual([{ supplier, date: '2027-03-09', priceCents: 7900 }]);
    const chosen = await q.quote(input({ lines, supplierDates: [{ supplier, date: '2027-03-11' }] }));
    expect(chosen.supplierLines).toEqual([{ supplier, date: '2027-03-11', priceCents: 7900 }]);
    const wrong = await q.quote(input({ lines, supplierDates: [{ supplier, date: '2027-03-10' }] }));
    expect(wrong.errors).toEqual([DELIVERY_QUOTE_MESSAGES.supplierDateGone(supplier, '2027-03-10')]);
    const perth = await q.quote(input({ lines, locality: PERTH, deliveryDate: '2027-03-09' }));
    expect(perth.errors).toEqual([`${supplier} does not deliver to 6000. Please contact us to arrange delivery of its products.`]);
    const staffOverride = await q.quote(
      input({ lines, winningDeliveryServiceOverride: true, opts: shopperOpts | CHECKOUT_OPTION.WinningDeliveryServiceOverride }),
    );
    expect(staffOverride).toMatchObject({ supplierLines: [], errors: [] });
    const shopperOverride = await q.quote(input({ lines, winningDeliveryServiceOverride: true }));
    expect(shopperOverride.supplierLines).toHaveLength(1);
  });

  it('refuses an unknown locality and one beyond every zone', async () => {
    const q = await quoter();
    expect((await q.quote(input({ locality: { ...BONDI, postcode: '2000' } }))).errors).toEqual([DELIVERY_QUOTE_MESSAGES.locality]);
    expect(await q.quote(input({ locality: BROOME }))).toMatchObject({ warehouseCode: '', errors: [DELIVERY_QUOTE_MESSAGES.noDelivery] });
  });

  it('refuses an address beyond every zone with unique delivery requirements ticked too; a zone address with them is arranged later', async () => {
    const q = await quoter();
    const beyond = await q.quote(input({ locality: BROOME, uniqueRequirements: true, deliveryDate: null }));
    expect(beyond).toMatchObject({ deliveryFeeCents: 0, errors: [DELIVERY_QUOTE_MESSAGES.noDelivery] });
    expect(DELIVERY_QUOTE_MESSAGES.noDelivery).toBe(
      'We do not deliver to this address, with or without unique delivery requirements. Please contact us to arrange delivery.',
    );
    const within = await q.quote(input({ locality: BONDI, uniqueRequirements: true, deliveryDate: null }));
    expect(within.errors).toEqual([]);
  });
});
