import { describe, expect, it } from 'vitest';
import { addCalendarDays, deliveryDays, isoWeekday } from './delivery-days';
import type { DeliveryZone } from './delivery-zones';

const metro: DeliveryZone = {
  code: 'metro',
  name: 'Metro',
  maxDistanceKm: 40,
  leadDays: 2,
  sameDayCutoff: '10:00',
  sameDayCents: 8900,
  nextDayCutoff: '15:00',
  nextDayCents: 4900,
  weekdayCents: 2900,
  weekendCents: 4900,
  freeWeekday: 3,
};
const regional: DeliveryZone = {
  ...metro,
  code: 'regional',
  leadDays: 5,
  sameDayCutoff: null,
  sameDayCents: null,
  nextDayCutoff: null,
  nextDayCents: null,
  weekdayCents: 9900,
  weekendCents: null,
  freeWeekday: null,
};

const brief = (days: ReturnType<typeof deliveryDays>) => days.map((d) => `${d.date} ${d.kind} ${d.offered ? d.priceCents : '-'}`);

describe('deliveryDays', () => {
  it('offers same day before the cut-off on the warehouse’s clock, next day, then weekdays and weekends from the lead time', () => {
    // 09:59 on Friday 5 March 2027 in Sydney (UTC+11).
    const days = deliveryDays({ zone: metro, now: new Date('2027-03-04T22:59:00Z'), timeZone: 'Australia/Sydney', horizonDays: 6 });
    expect(brief(days)).toEqual([
      '2027-03-05 same-day 8900',
      '2027-03-06 next-day 4900',
      '2027-03-07 weekend 4900',
      '2027-03-08 weekday 2900',
      '2027-03-09 weekday 2900',
      '2027-03-10 weekday 0',
    ]);
  });

  it('drops same day at the cut-off and next day at its own, and keeps the price of a day not delivered', () => {
    // 15:00 on Friday 5 March 2027 in Sydney.
    const days = deliveryDays({ zone: metro, now: new Date('2027-03-05T04:00:00Z'), timeZone: 'Australia/Sydney', horizonDays: 3 });
    expect(days).toEqual([
      { date: '2027-03-05', kind: 'same-day', offered: false, priceCents: 8900 },
      { date: '2027-03-06', kind: 'weekend', offered: false, priceCents: 4900 },
      { date: '2027-03-07', kind: 'weekend', offered: true, priceCents: 4900 },
    ]);
  });

  it('reads the day in the warehouse’s time zone: 23:30 UTC is already tomorrow in Auckland and still today in Perth', () => {
    const now = new Date('2027-03-04T23:30:00Z');
    expect(deliveryDays({ zone: metro, now, timeZone: 'Pacific/Auckland', horizonDays: 1 })[0]?.date).toBe('2027-03-05');
    expect(deliveryDays({ zone: metro, now, timeZone: 'Australia/Perth', horizonDays: 1 })[0]).toMatchObject({
      date: '2027-03-05',
      offered: true,
    });
    expect(
      deliveryDays({ zone: metro, now: new Date('2027-03-04T15:00:00Z'), timeZone: 'Australia/Perth', horizonDays: 1 })[0],
    ).toMatchObject({
      date: '2027-03-04',
      offered: false,
    });
  });

  it('has no weekend deliveries in a zone without a weekend price, and nothing before the lead time', () => {
    const days = deliveryDays({ zone: regional, now: new Date('2027-03-04T22:00:00Z'), timeZone: 'Australia/Sydney', horizonDays: 12 });
    expect(days.filter((d) => d.offered).map((d) => d.date)).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
      '2027-03-15',
      '2027-03-16',
    ]);
  });

  it('lists 120 days by default, enough for the storage-fee rule', () => {
    expect(deliveryDays({ zone: metro, now: new Date('2027-03-04T22:00:00Z'), timeZone: 'Australia/Sydney' })).toHaveLength(120);
  });
});

describe('calendar arithmetic', () => {
  it('adds days across months and daylight-saving changes, and names ISO weekdays', () => {
    expect(addCalendarDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addCalendarDays('2026-04-04', 1)).toBe('2026-04-05');
    expect(addCalendarDays('2026-10-03', 1)).toBe('2026-10-04');
    expect(isoWeekday('2027-03-01')).toBe(1);
    expect(isoWeekday('2027-03-07')).toBe(7);
  });
});
