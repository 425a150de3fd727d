import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, formatCalendarDate, oneYearLater, parseCalendarDate, startOfCalendarDate, weekdayIndexIn } from './calendar-date';

describe('calendar dates', () => {
  it('reads real days with or without leading zeros', () => {
    expect(parseCalendarDate('2026-1-5')).toBe('2026-01-05');
    expect(parseCalendarDate('2028-02-29')).toBe('2028-02-29');
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    for (const value of [
      '2026-02-30',
      '2027-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '1905-12-31',
      '02026-1-1',
      '2026-1-1x',
      '',
    ]) {
      expect(parseCalendarDate(value), value).toBeNull();
    }
  });

  it('starts a day at midnight on the clock of the zone', () => {
    expect(startOfCalendarDate('2026-11-21', 'Australia/Sydney').toISOString()).toBe('2026-11-20T13:00:00.000Z');
    expect(startOfCalendarDate('2026-11-21', 'Australia/Perth').toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(startOfCalendarDate('2026-7-1', 'Pacific/Auckland').toISOString()).toBe('2026-06-30T12:00:00.000Z');
  });

  it('names the day an instant falls on in the zone', () => {
    expect(calendarDateIn(new Date('2026-12-31T13:30:00Z'), 'Australia/Sydney')).toBe('2027-01-01');
    expect(calendarDateIn(new Date('2026-12-31T13:30:00Z'), 'Australia/Perth')).toBe('2026-12-31');
  });

  it('adds a year on the calendar, across a change of daylight saving', () => {
    // 10:00 on 1 July (AEST, UTC+10) one year on is 10:00 on 1 July again, whatever the offset.
    expect(oneYearLater(new Date('2026-07-01T00:00:00Z'), 'Australia/Sydney').toISOString()).toBe('2027-07-01T00:00:00.000Z');
    expect(oneYearLater(new Date('2028-02-29T10:00:00Z'), 'Australia/Sydney').toISOString()).toBe('2029-02-28T10:00:00.000Z');
  });

  it('counts weekdays from Monday = 0', () => {
    expect(weekdayIndexIn('Australia/Sydney', new Date('2026-11-23T01:00:00Z'))).toBe(0);
    expect(weekdayIndexIn('Australia/Sydney', new Date('2026-11-22T01:00:00Z'))).toBe(6);
  });

  it('prints a day in the locale’s words', () => {
    expect(formatCalendarDate('2026-11-21', 'en-AU', { day: 'numeric', month: 'short', year: 'numeric' })).toBe('21 Nov 2026');
  });

  it('writes the flavours’ day shapes exactly as Intl does, and leaves other shapes to it', () => {
    const shapes: Intl.DateTimeFormatOptions[] = [
      { day: 'numeric', month: 'short', year: 'numeric' },
      { day: 'numeric', month: 'short' },
      { day: 'numeric', month: 'long', year: 'numeric' },
      { day: 'numeric', month: 'long' },
      { weekday: 'long', day: 'numeric', month: 'long' },
    ];
    const days = fc.date({ min: new Date('1906-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(days, fc.constantFrom('en-AU', 'en-NZ', 'en-GB'), fc.constantFrom(...shapes), (when, locale, shape) => {
        const day = when.toISOString().slice(0, 10);
        const intl = new Intl.DateTimeFormat(locale, { ...shape, timeZone: 'UTC' }).format(
          Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8)),
        );
        expect(formatCalendarDate(day, locale, shape)).toBe(intl);
      }),
      { numRuns: 3000 },
    );
    expect(formatCalendarDate('2026-06-05', 'en-AU', { day: 'numeric', month: 'short' })).toBe('5 June');
    expect(formatCalendarDate('2026-06-05', 'en-NZ', { day: 'numeric', month: 'short' })).toBe('5 Jun');
  });
});
