import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  calendarGrid,
  canViewPreviousMonth,
  cheapestDayInView,
  chooseDateOnLoad,
  dateAfterClick,
  dayLabel,
  deliveryIsUnavailable,
  deliveryToday,
  formatDayName,
  formatSelectedDate,
  gridStart,
  provisionalDeliveryDate,
  settleAvailability,
  tripleToDay,
  type DeliveryDay,
} from './delivery-calendar';
import { AUSTRALIAN_DOLLARS } from './money-format';

const NZD = { locale: 'en-NZ', currency: 'NZD' };
const day = (date: string, price: number | null, available = true): DeliveryDay => ({ date, price, available });

/** A fortnight of deliveries from Wednesday 25 November 2026: weekdays $45, weekends $60, the 30th free. */
function fortnight(): DeliveryDay[] {
  return Array.from({ length: 14 }, (_, index) => {
    const date = new Date(2026, 10, 25 + index);
    const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    return day(iso, iso === '2026-11-30' ? 0 : weekend ? 60 : 45);
  });
}

afterEach(() => vi.useRealTimers());

describe('the month grid', () => {
  it('has 42 days from the Monday of the week holding the first of the month', () => {
    const grid = calendarGrid({ month: '2026-11', days: [], today: '2026-11-25', selected: null, money: AUSTRALIAN_DOLLARS });
    expect(grid).toHaveLength(42);
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October and ends on Sunday 6 December.
    expect(grid[0]?.date).toBe('2026-10-26');
    expect(grid[41]?.date).toBe('2026-12-06');
    expect(grid.filter((cell) => cell.isViewedMonth)).toHaveLength(30);
  });

  it('starts on the first itself when the month begins on a Monday', () => {
    expect(gridStart('2026-06')).toBe('2026-06-01');
  });

  it('labels FREE, a price with cents only when non-zero, and TODAY before today’s price', () => {
    const days = [day('2026-11-25', 45), day('2026-11-26', 0), day('2026-11-27', 49.5), day('2026-11-28', 60, false)];
    const grid = calendarGrid({ month: '2026-11', days, today: '2026-11-25', selected: null, money: AUSTRALIAN_DOLLARS });
    const label = (date: string) => grid.find((cell) => cell.date === date)?.label;
    expect(label('2026-11-25')).toBe('TODAY - $45');
    expect(label('2026-11-26')).toBe('FREE');
    expect(label('2026-11-27')).toBe('$49.50');
    expect(label('2026-11-28')).toBe('');
    expect(grid.find((cell) => cell.date === '2026-11-28')?.isAvailable).toBe(false);
  });

  it("says 'TODAY - FREE' for a free delivery today, and N/A for a day without a price", () => {
    expect(dayLabel({ price: 0, isToday: true, isAvailable: true }, AUSTRALIAN_DOLLARS)).toBe('TODAY - FREE');
    expect(dayLabel({ price: null, isToday: false, isAvailable: true }, NZD)).toBe('N/A');
  });

  it('never offers a day before today, whatever the server sent', () => {
    const grid = calendarGrid({ month: '2026-11', days: [day('2026-11-24', 45)], today: '2026-11-25', selected: null, money: NZD });
    expect(grid.find((cell) => cell.date === '2026-11-24')?.isAvailable).toBe(false);
  });

  it('marks the selected and today’s day', () => {
    const grid = calendarGrid({ month: '2026-11', days: fortnight(), today: '2026-11-25', selected: '2026-11-27', money: NZD });
    expect(grid.filter((cell) => cell.isSelected).map((cell) => cell.date)).toEqual(['2026-11-27']);
    expect(grid.filter((cell) => cell.isToday).map((cell) => cell.date)).toEqual(['2026-11-25']);
  });
});

describe('the cheapest day in view (beyond the spec)', () => {
  it('is the earliest of the cheapest available days of the viewed month', () => {
    expect(cheapestDayInView(fortnight(), '2026-11')).toBe('2026-11-30');
    const grid = calendarGrid({ month: '2026-11', days: fortnight(), today: '2026-11-25', selected: null, money: NZD });
    expect(grid.filter((cell) => cell.isCheapest).map((cell) => cell.date)).toEqual(['2026-11-30']);
  });

  it('looks only at the viewed month', () => {
    // December's days of the fortnight: weekdays $45 from the 1st, weekends $60; the 1st is the first $45.
    expect(cheapestDayInView(fortnight(), '2026-12')).toBe('2026-12-01');
  });

  it('ignores unavailable days, even cheaper ones', () => {
    const days = [day('2026-11-25', 0, false), day('2026-11-26', 60), day('2026-11-27', 45)];
    expect(cheapestDayInView(days, '2026-11')).toBe('2026-11-27');
  });

  it('marks nothing when every available day costs the same, or only one is available', () => {
    expect(cheapestDayInView([day('2026-11-25', 45), day('2026-11-26', 45)], '2026-11')).toBeNull();
    expect(cheapestDayInView([day('2026-11-25', 45), day('2026-11-26', 0, false)], '2026-11')).toBeNull();
  });
});

describe('choosing a date', () => {
  it('keeps the earlier choice when it is still available, otherwise takes the first available date', () => {
    const days = [day('2026-11-25', 45, false), day('2026-11-26', 45), day('2026-11-27', 0), day('2026-11-28', 60, false)];
    expect(chooseDateOnLoad(days, '2026-11-27')).toBe('2026-11-27');
    expect(chooseDateOnLoad(days, '2026-11-28')).toBe('2026-11-26');
    expect(chooseDateOnLoad(days, null)).toBe('2026-11-26');
    expect(chooseDateOnLoad([day('2026-11-25', 45, false)], null)).toBeNull();
  });

  it('does nothing on an unavailable or already selected day', () => {
    expect(dateAfterClick({ date: '2026-11-26', isAvailable: false, isSelected: false })).toBeNull();
    expect(dateAfterClick({ date: '2026-11-26', isAvailable: true, isSelected: true })).toBeNull();
    expect(dateAfterClick({ date: '2026-11-26', isAvailable: true, isSelected: false })).toBe('2026-11-26');
  });

  it('disables the previous month at the current month or earlier', () => {
    expect(canViewPreviousMonth('2026-11', '2026-11-25')).toBe(false);
    expect(canViewPreviousMonth('2026-10', '2026-11-25')).toBe(false);
    expect(canViewPreviousMonth('2026-12', '2026-11-25')).toBe(true);
    expect(canViewPreviousMonth('2027-01', '2026-12-31')).toBe(true);
  });

  it('shows the selected date like 12th Mar 2025, and names a day in full for screen readers', () => {
    expect(formatSelectedDate('2025-03-12')).toBe('12th Mar 2025');
    expect(formatSelectedDate('2026-11-01')).toBe('1st Nov 2026');
    expect(formatSelectedDate('2026-11-22')).toBe('22nd Nov 2026');
    expect(formatSelectedDate('2026-11-23')).toBe('23rd Nov 2026');
    expect(formatDayName('2026-11-25')).toBe('Wednesday 25th November 2026');
  });

  it('reads and writes the [year, month, day] of the availability document', () => {
    expect(tripleToDay([2026, 3, 5])).toBe('2026-03-05');
  });
});

describe('unavailable delivery', () => {
  it('puts the provisional date 21 days ahead, across a month end', () => {
    expect(provisionalDeliveryDate('2026-11-25')).toBe('2026-12-16');
  });

  it('counts delivery unavailable when flagged or when no day can be chosen', () => {
    expect(deliveryIsUnavailable({ unavailable: false, deliveryUnavailable: false, days: [day('2026-11-26', 0)] })).toBe(false);
    expect(deliveryIsUnavailable({ unavailable: true, deliveryUnavailable: false, days: [day('2026-11-26', 0)] })).toBe(true);
    expect(deliveryIsUnavailable({ unavailable: false, deliveryUnavailable: false, days: [day('2026-11-26', 0, false)] })).toBe(true);
    expect(deliveryIsUnavailable({ unavailable: false, deliveryUnavailable: false, days: [] })).toBe(true);
  });
});

describe("today on the shop's clock", () => {
  it('is the calendar day in the flavour’s time zone, not the machine’s', () => {
    vi.useFakeTimers();
    // 14:30 UTC on 25 November is already the 26th in Sydney (UTC+11) and in Auckland (UTC+13).
    vi.setSystemTime(new Date('2026-11-25T14:30:00Z'));
    expect(deliveryToday('Australia/Sydney')).toBe('2026-11-26');
    expect(deliveryToday('Pacific/Auckland')).toBe('2026-11-26');
    vi.setSystemTime(new Date('2026-11-25T10:30:00Z'));
    expect(deliveryToday('Australia/Sydney')).toBe('2026-11-25');
    expect(deliveryToday('Pacific/Auckland')).toBe('2026-11-25');
    vi.setSystemTime(new Date('2026-11-25T11:30:00Z'));
    expect(deliveryToday('Australia/Sydney')).toBe('2026-11-25');
    expect(deliveryToday('Pacific/Auckland')).toBe('2026-11-26');
  });
});

describe('settling an availability answer', () => {
  const answer = (dates: [number, number, number, number, boolean][], flags = { unavailable: false, deliveryUnavailable: false }) => ({
    ...flags,
    dates: dates.map(([y, m, d, price, available]) => ({ date: [y, m, d], price, available })),
  });

  it('keeps the earlier choice when still available and reports the first available day', () => {
    const settled = settleAvailability(
      answer([
        [2026, 11, 25, 45, false],
        [2026, 11, 26, 45, true],
        [2026, 11, 27, 0, true],
      ]),
      { today: '2026-11-25', earlier: '2026-11-27' },
    );
    expect(settled).toMatchObject({ selected: '2026-11-27', firstAvailable: '2026-11-26', unavailable: false, provisional: null });
  });

  it('treats a server-flagged unavailability or no dates as unavailable, with a date 21 days ahead', () => {
    const flagged = settleAvailability(answer([[2026, 11, 26, 45, true]], { unavailable: true, deliveryUnavailable: false }), {
      today: '2026-11-25',
      earlier: null,
    });
    expect(flagged).toMatchObject({ selected: null, unavailable: true, provisional: '2026-12-16' });
    expect(settleAvailability(answer([]), { today: '2026-11-25', earlier: null })).toMatchObject({
      unavailable: true,
      provisional: '2026-12-16',
    });
  });
});
