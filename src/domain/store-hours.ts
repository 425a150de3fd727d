import { inTimeZone, weekdayIndexIn } from './calendar-date';

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

/** "17:30" -> 1050 minutes after midnight. */
function toMinutes(hhmm: string): number {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** "17:30" -> "5:30pm", "09:00" -> "9am". */
export function formatClockTime(hhmm: string): string {
  const minutes = toMinutes(hhmm);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${hour12}${suffix}` : `${hour12}:${String(m).padStart(2, '0')}${suffix}`;
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** Minutes since midnight at `now` on the clock of `timeZone`. */
export function minutesIn(timeZone: string, now: Date): number {
  const clock = inTimeZone(now, timeZone);
  return clock.getHours() * 60 + clock.getMinutes();
}

/** "opens today at 9am", "opens tomorrow at 9am", "opens Monday at 10am", or null when no day of the week opens. */
function nextOpening(openTimes: readonly DayHours[], today: number, minutesNow: number): string | null {
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const day = (today + ahead) % 7;
    const hours = openTimes[day];
    if (!hours?.isOpen || !hours.openTime) continue;
    if (ahead === 0 && toMinutes(hours.openTime) <= minutesNow) continue;
    const when = ahead === 0 ? 'today' : ahead === 1 ? 'tomorrow' : WEEKDAY_NAMES[day];
    return `opens ${when} at ${formatClockTime(hours.openTime)}`;
  }
  return null;
}

/**
 * The spec's three texts ('By appointment only', 'Closed today', 'Open today until {time}') while
 * they are true; outside today's trading hours a store says it is closed now and when it opens next.
 */
export function openToday(store: { isAppointmentOnly: boolean; timeZone: string; openTimes: readonly DayHours[] }, now: Date): OpenToday {
  if (store.isAppointmentOnly) return { kind: 'appointment', text: 'By appointment only' };
  const todayIndex = weekdayIndexIn(store.timeZone, now);
  const today = store.openTimes[todayIndex];
  if (!today?.isOpen || !today.closeTime) return { kind: 'closed', text: 'Closed today' };
  const minutesNow = minutesIn(store.timeZone, now);
  const opensLater = today.openTime !== null && minutesNow < toMinutes(today.openTime);
  if (!opensLater && minutesNow < toMinutes(today.closeTime)) {
    return { kind: 'open', text: `Open today until ${formatClockTime(today.closeTime)}` };
  }
  const next = nextOpening(store.openTimes, todayIndex, minutesNow);
  return { kind: 'closed', text: next ? `Closed now, ${next}` : 'Closed now' };
}
