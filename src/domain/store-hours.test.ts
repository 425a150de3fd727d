import { describe, expect, it } from 'vitest';
import { weekdayIndexIn } from './calendar-date';
import { formatClockTime, openToday } from './store-hours';

const week = (overrides: Record<number, { isOpen: boolean; closeTime: string | null }> = {}) =>
  Array.from({ length: 7 }, (_, day) => ({ isOpen: true, openTime: '09:00', closeTime: '17:30', ...overrides[day] }));

describe('store open-today status', () => {
  // 2026-11-23 is a Monday.
  const mondayNoonSydney = new Date('2026-11-23T01:00:00Z');

  it('indexes weekdays from Monday = 0 in the store time zone', () => {
    expect(weekdayIndexIn('Australia/Sydney', mondayNoonSydney)).toBe(0);
    // 23:30 UTC Sunday is already Monday in Sydney but still Sunday in Perth.
    const lateSundayUtc = new Date('2026-11-22T23:30:00Z');
    expect(weekdayIndexIn('Australia/Sydney', lateSundayUtc)).toBe(0);
    expect(weekdayIndexIn('Australia/Perth', lateSundayUtc)).toBe(0);
    expect(weekdayIndexIn('Australia/Perth', new Date('2026-11-22T15:00:00Z'))).toBe(6);
  });

  it('says until when the store is open today', () => {
    expect(openToday({ isAppointmentOnly: false, timeZone: 'Australia/Sydney', openTimes: week() }, mondayNoonSydney)).toEqual({
      kind: 'open',
      text: 'Open today until 5:30pm',
    });
  });

  it('says closed today when the day is closed', () => {
    const store = { isAppointmentOnly: false, timeZone: 'Australia/Sydney', openTimes: week({ 0: { isOpen: false, closeTime: null } }) };
    expect(openToday(store, mondayNoonSydney).text).toBe('Closed today');
  });

  it('puts appointment-only before opening hours', () => {
    expect(openToday({ isAppointmentOnly: true, timeZone: 'Australia/Sydney', openTimes: week() }, mondayNoonSydney).text).toBe(
      'By appointment only',
    );
  });

  it('formats clock times the Australian way', () => {
    expect(formatClockTime('09:00')).toBe('9am');
    expect(formatClockTime('12:00')).toBe('12pm');
    expect(formatClockTime('00:15')).toBe('12:15am');
    expect(formatClockTime('21:00')).toBe('9pm');
  });
});
