import { weekdayIndexIn } from './calendar-date';

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
