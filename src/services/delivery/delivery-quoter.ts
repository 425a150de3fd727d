import type { DeliveryRepository } from '../../db/repositories/delivery-repository';
import { hasOption } from '../../domain/checkout-options';
import { firstAvailable } from '../../domain/delivery-calendar-rules';
import { storageChargeCents } from '../../domain/storage-fee';
import type { DeliveryQuote, DeliveryQuoteInput, DeliveryQuoter } from './delivery-quote';
import type { DeliveryPlan, DeliveryPlanner } from './delivery-plan';

export const DELIVERY_QUOTE_MESSAGES = {
  locality: 'Delivery services unavailable for the provided address',
  // Unique delivery requirements arrange the day and the truck by phone; they do not reach addresses beyond our zones.
  noDelivery: 'We do not deliver to this address, with or without unique delivery requirements. Please contact us to arrange delivery.',
  dateMissing: 'Please choose a delivery date.',
  dateGone: (date: string) => `The delivery date ${date} is no longer available. Please choose another date.`,
  supplierDateGone: (supplier: string, date: string) => `${supplier} no longer delivers on ${date}. Please choose another date.`,
  service: (sku: string) => `The delivery service ${sku} is not available for this order.`,
} as const;

const emptyQuote = (plan: DeliveryPlan | null, errors: string[]): DeliveryQuote => ({
  warehouseCode: plan?.origin?.warehouseCode ?? '',
  deliveryFeeCents: 0,
  sameDay: false,
  supplierLines: [],
  services: [],
  storageFeeCents: 0,
  firstAvailableDate: plan ? (firstAvailable(plan.days)?.date ?? null) : null,
  errors,
});

/**
 * The server's price of the delivery the shopper chose, from the same plan the calendar showed:
 * the chosen day's fee (refused when the day is no longer offered or is full), the supplier
 * deliveries, the chosen services the caller's options allow, and the storage fee.
 */
export function createDeliveryQuoter(deps: {
  planner: DeliveryPlanner;
  repository: DeliveryRepository;
  defaultDayCapacity: number;
}): DeliveryQuoter {
  const { planner } = deps;
  return {
    async quote(input: DeliveryQuoteInput): Promise<DeliveryQuote> {
      const locality = await planner.locality(input.locality);
      if (!locality) return emptyQuote(null, [DELIVERY_QUOTE_MESSAGES.locality]);
      const plan = await planner.plan(locality, input.lines, input.opts);
      const errors: string[] = [];
      const first = firstAvailable(plan.days)?.date ?? null;

      let deliveryFeeCents = 0;
      let chosen: string | null = null;
      // The zone check holds whatever is ticked: only cash and carry (the shopper takes it) needs no delivery.
      if (!input.cashAndCarry && !plan.origin) errors.push(DELIVERY_QUOTE_MESSAGES.noDelivery);
      else if (!input.cashAndCarry && !input.uniqueRequirements) {
        if (!input.deliveryDate) errors.push(DELIVERY_QUOTE_MESSAGES.dateMissing);
        else {
          const day = plan.days.find((d) => d.date === input.deliveryDate);
          if (!day?.available) errors.push(DELIVERY_QUOTE_MESSAGES.dateGone(input.deliveryDate));
          else {
            deliveryFeeCents = day.priceCents;
            chosen = day.date;
          }
        }
      }

      // Staff may send supplier-delivered items with ours (the option is only in staff's opts).
      const supplierOverride = input.winningDeliveryServiceOverride && hasOption(input.opts, 'WinningDeliveryServiceOverride');
      const supplierLines: DeliveryQuote['supplierLines'] = [];
      if (!supplierOverride && !input.cashAndCarry)
        for (const supplier of plan.suppliers) {
          if (supplier.error) {
            errors.push(supplier.error);
            continue;
          }
          const asked = input.supplierDates.find((s) => s.supplier === supplier.supplier)?.date;
          const day = asked ? supplier.days.find((d) => d.date === asked) : supplier.days[0];
          if (!day) errors.push(DELIVERY_QUOTE_MESSAGES.supplierDateGone(supplier.supplier, asked ?? ''));
          else supplierLines.push({ supplier: supplier.supplier, date: day.date, priceCents: day.priceCents });
        }

      const services: DeliveryQuote['services'] = [];
      for (const sku of new Set(input.serviceSkus)) {
        const offer = plan.services.find((s) => s.sku === sku);
        if (!offer) errors.push(DELIVERY_QUOTE_MESSAGES.service(sku));
        else services.push({ sku: offer.sku, title: offer.title, priceCents: offer.priceCents });
      }

      const storage = storageChargeCents({ opts: input.opts, items: input.lines, selectedDate: chosen, firstAvailableDate: first });
      return {
        warehouseCode: plan.origin?.warehouseCode ?? '',
        deliveryFeeCents,
        sameDay: chosen !== null && chosen === plan.today,
        supplierLines,
        services,
        storageFeeCents: storage,
        firstAvailableDate: first,
        errors,
      };
    },

    bookDay: (warehouseCode, date) => deps.repository.bookDay(warehouseCode, date, deps.defaultDayCapacity),
    releaseDay: (warehouseCode, date) => deps.repository.releaseDay(warehouseCode, date),
  };
}
