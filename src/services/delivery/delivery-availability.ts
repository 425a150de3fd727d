import type { Availability, AvailabilityRequest } from '../../contracts/checkout';
import { isSignedIn, type Caller } from '../../domain/caller';
import { hasOption } from '../../domain/checkout-options';
import { cheapestAvailable, dateTriple, firstAvailable } from '../../domain/delivery-calendar-rules';
import { addCalendarDays } from '../../domain/delivery-days';
import { centsToDollars } from '../../domain/money';
import type { DeliveryPlan } from './delivery-plan';

/** A first date further out than this offers "notify me if a date comes up sooner" (EarlyNotification). */
export const NOTIFY_SOONER_AFTER_DAYS = 7;

type Flags = Pick<AvailabilityRequest, 'deliveryServices' | 'requestedDeliveryContact' | 'uniqueDeliveryRequirements'>;

/** The answer when nothing of ours reaches the locality: no dates, delivery confirmed by phone. */
export function unavailableDocument(cartId: string, request: Flags): Availability {
  return {
    cartId,
    dates: [],
    unavailable: true,
    deliveryUnavailable: true,
    supplierAvailability: {},
    supplierErrors: {},
    winningDeliveryServiceOverride: false,
    deliveryServices: [],
    showNotifyIfAvailableSooner: false,
    showInstallationContact: false,
    showUniqueDeliveryRequirements: false,
    showCalendarWithAvailableDates: false,
    requestedDeliveryContact: request.requestedDeliveryContact,
    firstAvailableDate: null,
    cheapestDate: null,
  };
}

/**
 * The availability document of document 2 section 3 from a delivery plan, prices in dollars.
 * `opts` are the caller's option flags: services, installation contact, unique requirements and the
 * staff override of supplier deliveries appear only when they allow it.
 */
export function availabilityDocument(input: {
  cartId: string;
  plan: DeliveryPlan;
  opts: number;
  caller: Caller;
  request: Flags;
}): Availability {
  const { cartId, plan, opts, request } = input;
  const first = firstAvailable(plan.days);
  if (!first) return { ...unavailableDocument(cartId, request), ...supplierParts(plan, opts, input.caller) };
  const cheapest = cheapestAvailable(plan.days);
  return {
    cartId,
    dates: plan.days.map((day) => ({ date: dateTriple(day.date), price: centsToDollars(day.priceCents), available: day.available })),
    unavailable: false,
    deliveryUnavailable: false,
    ...supplierParts(plan, opts, input.caller),
    deliveryServices: plan.services.map((offer) => ({
      sku: offer.sku,
      title: offer.title,
      price: centsToDollars(offer.priceCents),
      blurb: offer.blurb,
      selected: request.deliveryServices.includes(offer.sku),
      hidden: false,
    })),
    showNotifyIfAvailableSooner: first.date > addCalendarDays(plan.today, NOTIFY_SOONER_AFTER_DAYS),
    showInstallationContact: hasOption(opts, 'InstallationContact'),
    showUniqueDeliveryRequirements: hasOption(opts, 'UniqueRequirements'),
    showCalendarWithAvailableDates: !request.uniqueDeliveryRequirements,
    requestedDeliveryContact: request.requestedDeliveryContact,
    firstAvailableDate: dateTriple(first.date),
    cheapestDate: cheapest ? dateTriple(cheapest.date) : null,
  };
}

function supplierParts(plan: DeliveryPlan, opts: number, caller: Caller) {
  const supplierAvailability: Availability['supplierAvailability'] = {};
  const supplierErrors: Availability['supplierErrors'] = {};
  for (const supplier of plan.suppliers) {
    if (supplier.error) supplierErrors[supplier.supplier] = supplier.error;
    else
      supplierAvailability[supplier.supplier] = {
        dates: supplier.days.map((day) => ({ date: dateTriple(day.date), price: centsToDollars(day.priceCents) })),
      };
  }
  // Staff may send supplier-delivered items with our own delivery instead (the option is staff-only).
  const override =
    isSignedIn(caller) && caller.kind === 'staff' && hasOption(opts, 'WinningDeliveryServiceOverride') && plan.suppliers.length > 0;
  return { supplierAvailability, supplierErrors, winningDeliveryServiceOverride: override };
}
