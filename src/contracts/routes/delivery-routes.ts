import { availabilityRequestSchema, availabilitySchema } from '../checkout';
import { apiRoute } from '../http/route-contract';

/**
 * Delivery at checkout (document 2 sections 2 to 4): the calendar priced per day from the delivery
 * zone of the address, each day's remaining capacity, supplier deliveries and delivery services.
 */
export const deliveryRoutes = {
  checkoutAvailability: apiRoute({
    method: 'POST',
    path: '/api/checkout/avail',
    operationId: 'checkoutAvailability',
    summary: 'Delivery dates with their prices and availability, supplier deliveries and delivery services for the cart and address',
    access: 'public',
    cache: 'no-store',
    body: availabilityRequestSchema,
    response: availabilitySchema,
    carriesPrices: true,
    errors: [404],
  }),
};
