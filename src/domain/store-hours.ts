/**
 * Open-today status of a store (document 1 section 2.7): computed in the store's own time zone,
 * so a Perth store at 8 pm Sydney time is still judged on Perth's clock.
 */
export interface DayHours {
  isOpen: boolean;
  openTime: string | null;
  closeTime: string | null;
}

export type OpenTodayKind = 'closed' | 'appointment' | 'open';
export interface OpenToday {
  kind: OpenTodayKind;
  text: string;
}

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

// Building an Intl formatter costs far more than using one; keep one per time zone.
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
function weekdayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = weekdayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'short' });
    weekdayFormats.set(timeZone, format);
  }
  return format;
}

/** Monday = 0 … Sunday = 6, for the calendar day at `now` in `timeZone`. */
export function weekdayIndexIn(timeZone: string, now: Date): number {
  const weekday = weekdayFormat(timeZone).format(now);
  const index = WEEKDAY_INDEX[weekday];
  if (index === undefined) throw new Error(`Unexpected weekday "${weekday}"`);
  return index;
}

/** "17:30" -> "5:30pm", "09:00" -> "9am". */
export function formatClockTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, '0')}${suffix}`;
}

export function openToday(store: { isAppointmentOnly: boolean; timeZone: string; openTimes: readonly DayHours[] }, now: Date): OpenToday {
  if (store.isAppointmentOnly) return { kind: 'appointment', text: 'By appointment only' };
  const today = store.openTimes[weekdayIndexIn(store.timeZone, now)];
  if (!today?.isOpen || !today.closeTime) return { kind: 'closed', text: 'Closed today' };
  return { kind: 'open', text: `Open today until ${formatClockTime(today.closeTime)}` };
}
