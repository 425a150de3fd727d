import { z } from 'zod';
import { parseCalendarDate } from '../domain/calendar-day';

/**
 * The one schema for a calendar day in a query or body: "YYYY-M-D" (leading zeros optional) naming
 * a real day ("2026-02-30" is refused, never rolled over into March), parsed to "YYYY-MM-DD". The
 * day means the shop's calendar; turning it into an instant is the caller's job
 * (startOfCalendarDate with the flavour's or store's time zone).
 */
export function calendarDate(field = 'The date') {
  return z
    .string({ error: `${field} must be a date like 2026-11-21.` })
    .trim()
    .regex(/^\d{4}-\d{1,2}-\d{1,2}$/, `${field} must be a date like 2026-11-21.`)
    .transform((value, context) => {
      const day = parseCalendarDate(value);
      if (day === null) {
        context.addIssue({ code: 'custom', message: `${field} must be a real calendar day.` });
        return z.NEVER;
      }
      return day;
    });
}

export const calendarDateSchema = calendarDate();
