import { describe, expect, it } from 'vitest';
import { applyProformaRule, cheapestAvailable, dateTriple, fromDateTriple, supplierDays, supplierReaches } from './delivery-calendar-rules';
import { nearestOrigin, zoneForDistance, type DeliveryOrigin } from './delivery-zones';

const origin = (name: string, latitude: number, longitude: number): DeliveryOrigin => ({
  kind: 'store',
  name,
  warehouseCode: name.toUpperCase().slice(0, 3),
  timeZone: 'Australia/Sydney',
  latitude,
  longitude,
});

describe('zones', () => {
  it('finds the nearest warehouse or store', () => {
    const bondi = { latitude: -33.891, longitude: 151.269 };
    const near = nearestOrigin(bondi, [origin('Melbourne', -37.81, 144.96), origin('Alexandria', -33.91, 151.194)]);
    expect(near?.origin.name).toBe('Alexandria');
    expect(near?.distanceKm).toBeGreaterThan(6);
    expect(near?.distanceKm).toBeLessThan(8);
    expect(nearestOrigin(bondi, [])).toBeNull();
  });

  it('puts a distance in the narrowest band that reaches it, and none beyond the last', () => {
    const zones = [{ maxDistanceKm: 300 }, { maxDistanceKm: 40 }, { maxDistanceKm: 100 }];
    expect(zoneForDistance(zones, 0)).toEqual({ maxDistanceKm: 40 });
    expect(zoneForDistance(zones, 40)).toEqual({ maxDistanceKm: 40 });
    expect(zoneForDistance(zones, 40.1)).toEqual({ maxDistanceKm: 100 });
    expect(zoneForDistance(zones, 300.1)).toBeNull();
  });
});

describe('calendar rules', () => {
  const day = (date: string, priceCents: number, available = true) => ({ date, priceCents, available });

  it('moves proforma delivery 21 days out, to the first free day from then, or the first day when none is free', () => {
    const days = [day('2027-03-02', 2900), day('2027-03-23', 2900), day('2027-03-24', 0), day('2027-03-25', 2900)];
    expect(applyProformaRule(days, '2027-03-02').map((d) => d.available)).toEqual([false, false, true, true]);
    const noneFree = [day('2027-03-22', 0), day('2027-03-23', 2900, false), day('2027-03-24', 2900)];
    expect(applyProformaRule(noneFree, '2027-03-02').map((d) => d.available)).toEqual([false, false, true]);
    expect(applyProformaRule([day('2027-03-03', 0)], '2027-03-02').map((d) => d.available)).toEqual([false]);
  });

  it('marks the cheapest available day, the earliest of equals', () => {
    expect(cheapestAvailable([day('a', 2900), day('b', 0, false), day('c', 1900), day('d', 1900)])?.date).toBe('c');
    expect(cheapestAvailable([day('a', 0, false)])).toBeNull();
  });

  it('lists a supplier’s days from its lead time on its weekdays, and knows the postcodes it cannot reach', () => {
    const terms = { leadDays: 7, weekdays: [2, 4], priceCents: 7900, unreachableFrom: '6000', unreachableTo: '6999' };
    expect(supplierDays(terms, '2027-03-02', 3).map((d) => d.date)).toEqual(['2027-03-09', '2027-03-11', '2027-03-16']);
    expect(supplierReaches(terms, '5999')).toBe(true);
    expect(supplierReaches(terms, '6000')).toBe(false);
    expect(supplierReaches(terms, '6999')).toBe(false);
    expect(supplierReaches({ ...terms, unreachableFrom: null, unreachableTo: null }, '6000')).toBe(true);
    expect(supplierDays({ ...terms, weekdays: [] }, '2027-03-02')).toEqual([]);
  });

  it('converts dates to and from the spec’s [year, month, day]', () => {
    expect(dateTriple('2027-03-09')).toEqual([2027, 3, 9]);
    expect(fromDateTriple([2027, 3, 9])).toBe('2027-03-09');
  });
});
