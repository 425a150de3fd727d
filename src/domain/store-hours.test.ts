import { describe, expect, it } from 'vitest';
import { weekdayIndexIn } from './calendar-date';
import { formatClockTime, openToday, type DayHours } from './store-hours';

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

  describe('outside trading hours (the clock pinned in Sydney, AEDT = UTC+11)', () => {
    const store = (openTimes: DayHours[] = week()) => ({ isAppointmentOnly: false, timeZone: 'Australia/Sydney', openTimes });
    const at = (iso: string) => new Date(iso);

    it('says closed now and opens tomorrow after closing time', () => {
      // Monday 19:10 in Sydney; the store closed at 17:30.
      expect(openToday(store(), at('2026-11-23T08:10:00Z'))).toEqual({ kind: 'closed', text: 'Closed now, opens tomorrow at 9am' });
    });

    it('is open up to the minute it closes', () => {
      expect(openToday(store(), at('2026-11-23T06:29:00Z')).text).toBe('Open today until 5:30pm');
      expect(openToday(store(), at('2026-11-23T06:30:00Z')).text).toBe('Closed now, opens tomorrow at 9am');
    });

    it('says closed now and opens today before opening time', () => {
      // Monday 07:00 in Sydney.
      expect(openToday(store(), at('2026-11-22T20:00:00Z'))).toEqual({ kind: 'closed', text: 'Closed now, opens today at 9am' });
      expect(openToday(store(), at('2026-11-22T22:00:00Z')).text).toBe('Open today until 5:30pm');
    });

    it('names the weekday when the next opening is after tomorrow', () => {
      const weekendClosed = week({ 5: { isOpen: false, closeTime: null }, 6: { isOpen: false, closeTime: null } });
      // Friday 27 November, 19:10 in Sydney.
      expect(openToday(store(weekendClosed), at('2026-11-27T08:10:00Z')).text).toBe('Closed now, opens Monday at 9am');
    });

    it('finds the same weekday next week when no other day opens', () => {
      const mondaysOnly = Array.from({ length: 7 }, (_, day) =>
        day === 0 ? { isOpen: true, openTime: '10:00', closeTime: '16:00' } : { isOpen: false, openTime: null, closeTime: null },
      );
      expect(openToday(store(mondaysOnly), at('2026-11-23T08:10:00Z')).text).toBe('Closed now, opens Monday at 10am');
    });

    it('keeps the spec texts for a closed day and appointment-only stores at any hour', () => {
      const mondayClosed = week({ 0: { isOpen: false, closeTime: null } });
      expect(openToday(store(mondayClosed), at('2026-11-23T08:10:00Z')).text).toBe('Closed today');
      expect(openToday({ ...store(), isAppointmentOnly: true }, at('2026-11-23T08:10:00Z')).text).toBe('By appointment only');
    });

    it("judges a Perth store on Perth's clock", () => {
      // 19:10 in Sydney is 16:10 in Perth (AWST = UTC+8): still open.
      expect(openToday({ ...store(), timeZone: 'Australia/Perth' }, at('2026-11-23T08:10:00Z')).text).toBe('Open today until 5:30pm');
    });
  });

  it('formats clock times the Australian way', () => {
    expect(formatClockTime('09:00')).toBe('9am');
    expect(formatClockTime('12:00')).toBe('12pm');
    expect(formatClockTime('00:15')).toBe('12:15am');
    expect(formatClockTime('21:00')).toBe('9pm');
  });
});
