import type { Availability, AvailabilityRequest } from '../../contracts/checkout';
import type { Cart } from '../../contracts/cart';
import type { Caller } from '../../domain/caller';
import { dollarsToCents } from '../../domain/money';
import { availabilityDocument, unavailableDocument } from './delivery-availability';
import { createDeliveryPlanner, type DeliveryPlannerDeps, type PlannedLine } from './delivery-plan';
import { createDeliveryQuoter } from './delivery-quoter';

export type DeliveryServiceDeps = DeliveryPlannerDeps;

const cartLines = (cart: Cart): PlannedLine[] =>
  cart.products.map((product) => ({ brand: product.brand, priceCents: dollarsToCents(product.price), isProforma: product.isProforma }));

/** Delivery at checkout: the calendar for a cart and address, and the quoter orders price and book with. */
export function createDeliveryService(deps: DeliveryServiceDeps) {
  const planner = createDeliveryPlanner(deps);
  const quoter = createDeliveryQuoter({ planner, repository: deps.repository, defaultDayCapacity: deps.defaultDayCapacity });
  return {
    quoter,
    /**
     * POST /api/checkout/avail for the caller's cart. Null when the locality is not one of ours (the
     * route answers 404); a locality no warehouse reaches gets the unavailable document.
     */
    async availability(input: { cart: Cart; request: AvailabilityRequest; opts: number; caller: Caller }): Promise<Availability | null> {
      const { cart, request } = input;
      const locality = await planner.locality(request.deliveryAddress);
      if (!locality) return null;
      const plan = await planner.plan(locality, cartLines(cart), input.opts);
      if (!plan.origin) return { ...unavailableDocument(cart.cartId, request) };
      return availabilityDocument({ cartId: cart.cartId, plan, opts: input.opts, caller: input.caller, request });
    },
    /** Sets a day's capacity at a warehouse (demo data, staff tools, tests). */
    setDayCapacity: (warehouseCode: string, day: string, capacity: number, booked = 0) =>
      deps.repository.setCapacity(warehouseCode, day, capacity, booked),
    clearCache: planner.clearCache,
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
