import type { DeliveryQuoter } from '../delivery/delivery-quote';

/**
 * Stands in for the delivery service's quoter until checkout is wired to it: free delivery on any
 * date from tomorrow, no day capacity, no services. Replaced by the real DeliveryQuoter at merge.
 */
export function interimDeliveryQuoter(now: () => Date): DeliveryQuoter {
  return {
    async quote(input) {
      const tomorrow = new Date(now().getTime() + 86_400_000).toISOString().slice(0, 10);
      return {
        warehouseCode: 'MAIN',
        deliveryFeeCents: 0,
        sameDay: false,
        supplierLines: [],
        services: [],
        storageFeeCents: 0,
        firstAvailableDate: tomorrow,
        errors: input.serviceSkus.map((sku) => `The delivery service "${sku}" is not offered.`),
      };
    },
    bookDay: async () => true,
    releaseDay: async () => {},
  };
}
