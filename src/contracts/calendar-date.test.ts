import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendar-date';

describe('calendarDate schema', () => {
  const schema = calendarDate('dateOverride');

  it('parses a real day to YYYY-MM-DD', () => {
    expect(schema.parse(' 2026-2-3 ')).toBe('2026-02-03');
  });

  it('names the field in its messages', () => {
    expect(schema.safeParse('2026-02-30').error?.issues.map((i) => i.message)).toEqual(['dateOverride must be a real calendar day.']);
    expect(schema.safeParse('tomorrow').error?.issues.map((i) => i.message)).toEqual(['dateOverride must be a date like 2026-11-21.']);
  });
});
