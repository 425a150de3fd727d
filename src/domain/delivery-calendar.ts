/**
 * The delivery calendar of document 2 sections 2 to 4, as pure rules over calendar days
 * ("2026-11-25", the shop's clock): the 42-day month grid, each day's label, which date is chosen
 * when the dates arrive, proforma delivery and, beyond the spec, the cheapest day in view.
 * Prices are dollars as the availability document carries them; null means no price ('N/A').
 */
import { addMonths, format, lightFormat, startOfMonth, startOfWeek } from 'date-fns';
import { calendarDateIn } from './calendar-date';
import { CHECKOUT_CONSTANTS } from './checkout-fields';
import { dateTriple, fromDateTriple } from './delivery-calendar-rules';
import { addCalendarDays } from './delivery-days';
import { formatMoney, type MoneyFormat } from './money-format';

export interface DeliveryDay {
  /** "2026-11-25" */
  date: string;
  price: number | null;
  available: boolean;
}

export interface CalendarDay {
  date: string;
  /** Day of the month, "1" to "31". */
  dayNumber: string;
  price: number | null;
  isToday: boolean;
  isAvailable: boolean;
  isSelected: boolean;
  isViewedMonth: boolean;
  /** Beyond the spec: the cheapest available day of the viewed month (see `cheapestDayInView`). */
  isCheapest: boolean;
  /** FREE, a price, 'TODAY - price' or 'TODAY - FREE'; empty for a day without delivery. */
  label: string;
}

/** A calendar day as a local Date at midnight (date-fns works on those; the day is all that counts). */
export function dayToDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}
const dateToDay = (date: Date) => lightFormat(date, 'yyyy-MM-dd');

/** [year, month, day] of the availability document as a calendar day, and back. */
export const tripleToDay = (triple: readonly number[]) => fromDateTriple(triple as [number, number, number]);
export const dayToTriple = dateTriple;
export const addDaysToDay = addCalendarDays;

/** Today on the shop's clock (the flavour's time zone): the calendar's "today". */
export const deliveryToday = (timeZone: string) => calendarDateIn(new Date(), timeZone);

/** "2026-11": the month a day falls in. */
export const monthOf = (day: string) => day.slice(0, 7);
export const addMonthsToMonth = (month: string, months: number) => lightFormat(addMonths(dayToDate(`${month}-01`), months), 'yyyy-MM');

/** Selected-date display of section 2: "12th Mar 2025". */
export const formatSelectedDate = (day: string) => format(dayToDate(day), 'do MMM yyyy');
/** The month heading: "March 2025". */
export const formatMonthHeading = (month: string) => format(dayToDate(`${month}-01`), 'MMMM yyyy');
/** What a screen reader hears for a day's date: "Wednesday 12th March 2025". */
export const formatDayName = (day: string) => format(dayToDate(day), 'EEEE do MMMM yyyy');

/** Section 9's price display for a day: whole dollars with cents when non-zero, 'FREE' at zero, 'N/A' with none. */
export function formatDeliveryPrice(price: number | null, money: MoneyFormat): string {
  if (price === null) return 'N/A';
  return price === 0 ? 'FREE' : formatMoney(Math.round(price * 100), money);
}

/** A day's label: FREE, a price, 'TODAY - price' or 'TODAY - FREE'; an unavailable day has none. */
export function dayLabel(day: { price: number | null; isToday: boolean; isAvailable: boolean }, money: MoneyFormat): string {
  if (!day.isAvailable) return '';
  const price = formatDeliveryPrice(day.price, money);
  return day.isToday ? `TODAY - ${price}` : price;
}

/**
 * Beyond the spec: the cheapest available day of the viewed month, so a shopper who can wait sees
 * where delivery costs least. The earliest of equally cheap days is marked, and nothing is marked
 * when every available day in view costs the same (there is no cheaper day to point at).
 */
export function cheapestDayInView(days: readonly DeliveryDay[], month: string): string | null {
  const inView = days.filter((day) => day.available && day.price !== null && monthOf(day.date) === month);
  if (inView.length < 2) return null;
  const prices = inView.map((day) => day.price as number);
  const lowest = Math.min(...prices);
  if (prices.every((price) => price === lowest)) return null;
  return inView.find((day) => day.price === lowest)?.date ?? null;
}

/** The first day of the 42-day grid: the Monday of the week holding the month's first day. */
export const gridStart = (month: string) => dateToDay(startOfWeek(startOfMonth(dayToDate(`${month}-01`)), { weekStartsOn: 1 }));

/** The viewed month's grid: 42 days (six weeks) from the Monday of its first week. */
export function calendarGrid(input: {
  month: string;
  days: readonly DeliveryDay[];
  today: string;
  selected: string | null;
  money: MoneyFormat;
}): CalendarDay[] {
  const { month, days, today, selected, money } = input;
  const byDate = new Map(days.map((day) => [day.date, day]));
  const cheapest = cheapestDayInView(days, month);
  const first = gridStart(month);
  return Array.from({ length: CHECKOUT_CONSTANTS.calendarDays }, (_, index) => {
    const date = addDaysToDay(first, index);
    const known = byDate.get(date);
    const isViewedMonth = monthOf(date) === month;
    const isToday = date === today;
    const isAvailable = Boolean(known?.available) && date >= today;
    const price = known?.price ?? null;
    return {
      date,
      dayNumber: String(Number(date.slice(8))),
      price,
      isToday,
      isAvailable,
      isSelected: date === selected,
      isViewedMonth,
      isCheapest: date === cheapest,
      label: dayLabel({ price, isToday, isAvailable }, money),
    };
  });
}

/** The previous-month arrow is disabled when the viewed month is the current month or earlier. */
export const canViewPreviousMonth = (viewedMonth: string, today: string) => viewedMonth > monthOf(today);

/** On data load: the earlier chosen date if it is still available, otherwise the first available date. */
export function chooseDateOnLoad(days: readonly DeliveryDay[], earlier: string | null): string | null {
  const available = days.filter((day) => day.available);
  if (earlier && available.some((day) => day.date === earlier)) return earlier;
  return available[0]?.date ?? null;
}

/** Clicking a day selects it when available and not already selected; otherwise nothing happens (null). */
export function dateAfterClick(day: Pick<CalendarDay, 'date' | 'isAvailable' | 'isSelected'>): string | null {
  return day.isAvailable && !day.isSelected ? day.date : null;
}

/** Proforma delivery or no dates at all: the delivery date is set 21 days ahead (confirmed after processing). */
export const provisionalDeliveryDate = (today: string) => addDaysToDay(today, CHECKOUT_CONSTANTS.proformaDeliveryDays);

/** Delivery is unavailable when the server says so or no date can be chosen. */
export const deliveryIsUnavailable = (input: { unavailable: boolean; deliveryUnavailable: boolean; days: readonly DeliveryDay[] }) =>
  input.unavailable || input.deliveryUnavailable || !input.days.some((day) => day.available);

/** What the calendar holds once an availability answer arrives (section 4). */
export interface SettledDelivery {
  days: DeliveryDay[];
  selected: string | null;
  unavailable: boolean;
  firstAvailable: string | null;
  /** The date sent when none can be chosen: 21 days ahead, confirmed after processing. */
  provisional: string | null;
}

/**
 * Section 4 on data load: the earlier choice if still available or the first available date;
 * unavailable or empty dates make delivery unavailable with a provisional date 21 days ahead. The
 * proforma rule (nothing before 21 days out, the first free day the earliest) is applied by the
 * server (`applyProformaRule`), so the dates arrive with it.
 */
export function settleAvailability(
  answer: {
    dates: readonly { date: readonly number[]; price: number; available: boolean }[];
    unavailable: boolean;
    deliveryUnavailable: boolean;
  },
  input: { today: string; earlier: string | null },
): SettledDelivery {
  const days = answer.dates.map((entry) => ({
    date: tripleToDay(entry.date),
    price: entry.price,
    available: entry.available && tripleToDay(entry.date) >= input.today,
  }));
  const unavailable = deliveryIsUnavailable({ ...answer, days });
  const selected = unavailable ? null : chooseDateOnLoad(days, input.earlier);
  const firstAvailable = days.find((day) => day.available)?.date ?? null;
  return { days, selected, unavailable, firstAvailable, provisional: unavailable ? provisionalDeliveryDate(input.today) : null };
}
