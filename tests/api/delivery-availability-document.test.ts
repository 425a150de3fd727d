import { describe, expect, it } from 'vitest';
import { withheldPrices } from '../../src/api/http/price-withholding';
import { CHECKOUT_OPTION } from '../../src/domain/checkout-options';
import { availabilityDocument } from '../../src/services/delivery/delivery-availability';
import type { DeliveryPlan } from '../../src/services/delivery/delivery-plan';

const plan = (over: Partial<DeliveryPlan> = {}): DeliveryPlan => ({
  locality: { id: 1, suburb: 'Bondi', state: 'NSW', postcode: '2026', country: 'AU', latitude: -33.89, longitude: 151.27 },
  origin: {
    kind: 'warehouse',
    name: 'Wetherill Park',
    warehouseCode: 'SYD',
    timeZone: 'Australia/Sydney',
    latitude: -33.85,
    longitude: 150.9,
  },
  zone: null,
  distanceKm: 7,
  today: '2027-03-02',
  days: [
    { date: '2027-03-02', priceCents: 8900, available: false },
    { date: '2027-03-03', priceCents: 4950, available: true },
    { date: '2027-03-04', priceCents: 2900, available: true },
  ],
  proforma: false,
  suppliers: [{ supplier: 'Ilve', brands: ['Ilve'], days: [{ date: '2027-03-09', priceCents: 7900 }], error: null }],
  services: [],
  ...over,
});
const request = { deliveryServices: [], requestedDeliveryContact: false, uniqueDeliveryRequirements: false };
const visitor = { kind: 'visitor', visitorId: null } as const;
const staff = { kind: 'staff', accountId: 's-1', visitorId: null } as const;

describe('availabilityDocument', () => {
  it('answers dollars, the first and cheapest available dates, and the option-driven flags', () => {
    const doc = availabilityDocument({ cartId: 'c', plan: plan(), opts: CHECKOUT_OPTION.UniqueRequirements, caller: visitor, request });
    expect(doc.dates[1]).toEqual({ date: [2027, 3, 3], price: 49.5, available: true });
    expect(doc).toMatchObject({
      firstAvailableDate: [2027, 3, 3],
      cheapestDate: [2027, 3, 4],
      showUniqueDeliveryRequirements: true,
      showInstallationContact: false,
      supplierAvailability: { Ilve: { dates: [{ date: [2027, 3, 9], price: 79 }] } },
      winningDeliveryServiceOverride: false,
    });
  });

  it('hides the calendar when unique requirements are ticked, and offers staff the supplier override only with the option', () => {
    const ticked = availabilityDocument({
      cartId: 'c',
      plan: plan(),
      opts: 0,
      caller: visitor,
      request: { ...request, uniqueDeliveryRequirements: true },
    });
    expect(ticked.showCalendarWithAvailableDates).toBe(false);
    const opts = CHECKOUT_OPTION.WinningDeliveryServiceOverride;
    expect(availabilityDocument({ cartId: 'c', plan: plan(), opts, caller: staff, request }).winningDeliveryServiceOverride).toBe(true);
    expect(availabilityDocument({ cartId: 'c', plan: plan(), opts: 0, caller: staff, request }).winningDeliveryServiceOverride).toBe(false);
    expect(
      availabilityDocument({ cartId: 'c', plan: plan({ suppliers: [] }), opts, caller: staff, request }).winningDeliveryServiceOverride,
    ).toBe(false);
  });

  it('is unavailable with no dates when every day is taken', () => {
    const full = plan({ days: plan().days.map((d) => ({ ...d, available: false })) });
    expect(availabilityDocument({ cartId: 'c', plan: full, opts: 0, caller: visitor, request })).toMatchObject({
      unavailable: true,
      deliveryUnavailable: true,
      dates: [],
      firstAvailableDate: null,
    });
  });

  it('loses every price when withheld (prices shown only after sign-in)', () => {
    const doc = availabilityDocument({ cartId: 'c', plan: plan(), opts: 0, caller: visitor, request });
    expect(withheldPrices.availability(doc)).toMatchObject({
      dates: [],
      supplierAvailability: {},
      deliveryServices: [],
      cheapestDate: null,
      firstAvailableDate: null,
      showCalendarWithAvailableDates: false,
    });
  });
});
