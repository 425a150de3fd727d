import type { Availability, DeliveryService } from '../../../../contracts/checkout';
import type { DeliveryDay } from '../../../../domain/delivery-calendar';
import type { ChosenLocality } from '../address/address-fields';

/** What `useDeliveryAvailability` owns and the section, the summary and the page read. */
export interface DeliveryState {
  /** Section 4's reset: on while availability is fetched for a new address. */
  loading: boolean;
  /** The last availability document (null before the first answer or after a reset). */
  availability: Availability | null;
  /** The dates after the proforma rule, as calendar days. */
  days: readonly DeliveryDay[];
  /** No date can be chosen: the date will be confirmed after processing. */
  unavailable: boolean;
  /** The locality or availability lookup failed: the message to show. */
  error: string | null;
  /** The chosen day ("2026-11-25") and its price in dollars. */
  selectedDate: string | null;
  shippingCost: number | null;
  selectedIsToday: boolean;
  /** With no date to choose: the date sent, 21 days ahead, confirmed after processing. */
  provisionalDate: string | null;
  /** Today on the shop's clock. */
  today: string;
  /** The earliest available day (the storage-fee rule counts from it). */
  firstAvailableDate: string | null;
  /** Delivery comes 21 days out at the earliest (proforma brands). */
  proforma: boolean;
  /** The storage-fee acknowledgement is shown and required for the chosen date. */
  storageFeeRequired: boolean;
  uniqueRequirements: boolean;
  override: boolean;
  /** The delivery services the shopper ticked, for the summary. */
  chosenServices: readonly DeliveryService[];
  /** Per supplier: its first date and price, for the summary ("{supplier} Delivery"). */
  supplierLines: readonly { supplier: string; date: string; price: number }[];
  selectDate(day: string): void;
  setUniqueRequirements(checked: boolean): void;
  setOverride(checked: boolean): void;
  toggleService(sku: string, checked: boolean): void;
  /** The delivery address's locality was chosen: reset and fetch availability. */
  addressChosen(locality: ChosenLocality): void;
  /** The locality lookup failed: delivery is unavailable with this message. */
  addressFailed(message: string): void;
}
