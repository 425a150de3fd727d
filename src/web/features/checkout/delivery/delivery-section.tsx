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
 *   // resolver: deliveryFormIssues(values, delivery) (storage fee ticked when required, a date unless
 *   //           cash and carry or unique requirements); after an order: clearSavedAvailability()
 * The hook writes the form's deliveryDate ([y, m, d]), supplierDeliveryDates, deliveryServices,
 * uniqueDeliveryRequirements, winningDeliveryServiceOverride and stockFeeAcknowledged (null while
 * not required); the section registers requestedInstallationContact and EarlyNotification. The hook
 * calls POST /api/checkout/avail with the form's data (cardDetails and deliveryDate nulled) whenever
 * the delivery suburb and postcode change, and keeps the choice under 'checkout-availability' for
 * three days.
 */
import { useId } from 'react';
import { hasOption } from '../../../../domain/checkout-options';
import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-fields';
import { useRootData } from '../../../shared/root-data';
import { DeliveryCalendar } from './delivery-calendar';
import styles from './delivery-section.module.css';
import type { DeliveryState } from './delivery-state';
import { NextStepsPanel } from './next-steps-panel';
import { StorageFeeAcknowledgement } from './storage-fee-acknowledgement';
import { SupplierDeliveryPanel } from './supplier-delivery-panel';

export interface DeliverySectionProps {
  delivery: DeliveryState;
  /** The checkout view's option flags (UniqueRequirements, InstallationContact, WarehouseStorageCharge…). */
  opts: number;
}

export const FILL_IN_DETAILS_TEXT = 'Please fill in your delivery address to see the available delivery dates.';
export const DATE_CONFIRMED_LATER_TEXT =
  'Delivery is not available to book online for this order. Your delivery date will be confirmed after your order is processed.';

export const PROFORMA_TEXT =
  'Some items in your order are ordered in for you, so delivery starts 21 days from today; the first free delivery day is the earliest offered.';

function unavailableText(app: string | undefined, phone: string | undefined): string {
  return app === 'hc' && phone ? CHECKOUT_MESSAGES.hcDeliveryUnavailable(phone) : DATE_CONFIRMED_LATER_TEXT;
}

export function DeliverySection({ delivery, opts }: DeliverySectionProps) {
  const id = useId();
  const brand = useRootData()?.brand;
  const { availability, loading, unavailable, uniqueRequirements, error } = delivery;
  const uniqueOffered = Boolean(availability?.showUniqueDeliveryRequirements) && hasOption(opts, 'UniqueRequirements');
  const overrideOffered = Boolean(availability?.winningDeliveryServiceOverride) && hasOption(opts, 'WinningDeliveryServiceOverride');
  const calendarShown =
    loading || (availability !== null && availability.showCalendarWithAvailableDates && !unavailable && !uniqueRequirements);
  const askForDetails =
    !loading && !calendarShown && !unavailable && !uniqueRequirements && (!availability || availability.requestedDeliveryContact);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`} data-testid="delivery-section" aria-busy={loading}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Delivery date
      </h2>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {calendarShown ? (
        <DeliveryCalendar
          days={delivery.days}
          selectedDate={delivery.selectedDate}
          today={delivery.today}
          loading={loading}
          onSelect={delivery.selectDate}
        />
      ) : null}
      {unavailable && !loading ? (
        <p className={styles.message} role="status">
          {unavailableText(brand?.app, brand?.customerSupportNumber.phone)}
        </p>
      ) : null}
      {askForDetails ? <p className={styles.message}>{FILL_IN_DETAILS_TEXT}</p> : null}
      {delivery.proforma && calendarShown && !loading ? <p className={styles.hint}>{PROFORMA_TEXT}</p> : null}
      {uniqueOffered ? (
        <label className={styles.check}>
          <input type="checkbox" checked={uniqueRequirements} onChange={(event) => delivery.setUniqueRequirements(event.target.checked)} />
          <span>I have unique delivery requirements (for example stairs or narrow access): please contact me to arrange my delivery.</span>
        </label>
      ) : null}
      {overrideOffered ? (
        <label className={styles.check}>
          <input type="checkbox" checked={delivery.override} onChange={(event) => delivery.setOverride(event.target.checked)} />
          <span>Deliver everything with our delivery service (instead of the supplier’s)</span>
        </label>
      ) : null}
      {availability && !delivery.override ? <SupplierDeliveryPanel availability={availability} /> : null}
      {availability ? <NextStepsPanel availability={availability} delivery={delivery} opts={opts} /> : null}
      {delivery.storageFeeRequired ? <StorageFeeAcknowledgement /> : null}
    </section>
  );
}
