import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { dayToTriple } from '../../../../domain/delivery-calendar';
import type { DeliveryState } from './delivery-state';

/**
 * Writes the delivery choice into the page's form, the fields POST /api/checkout reads: the date as
 * [y, m, d] (none with unique requirements; the provisional date when none can be chosen), the
 * supplier dates (none when our delivery overrides theirs), the services, the two checkboxes, and
 * the storage-fee acknowledgement, which exists only while it is required (section 4).
 */
export function useDeliveryFormSync(delivery: DeliveryState): void {
  const { setValue, getValues } = useFormContext();
  const { selectedDate, provisionalDate, uniqueRequirements, override, supplierLines, chosenServices, storageFeeRequired } = delivery;
  const date = uniqueRequirements ? null : (selectedDate ?? provisionalDate);
  const supplierKey = JSON.stringify(supplierLines);
  const servicesKey = chosenServices.map((service) => service.sku).join(',');

  useEffect(() => {
    setValue('deliveryDate', date ? dayToTriple(date) : null);
  }, [date, setValue]);

  useEffect(() => {
    const lines = JSON.parse(supplierKey) as DeliveryState['supplierLines'];
    setValue(
      'supplierDeliveryDates',
      lines.map((line) => ({ supplier: line.supplier, deliveryDate: dayToTriple(line.date), price: line.price })),
    );
  }, [supplierKey, setValue]);

  useEffect(() => {
    setValue('deliveryServices', servicesKey ? servicesKey.split(',') : []);
  }, [servicesKey, setValue]);

  useEffect(() => {
    setValue('uniqueDeliveryRequirements', uniqueRequirements);
    setValue('winningDeliveryServiceOverride', override);
  }, [uniqueRequirements, override, setValue]);

  useEffect(() => {
    if (storageFeeRequired) {
      if (getValues('stockFeeAcknowledged') !== true) setValue('stockFeeAcknowledged', false);
    } else setValue('stockFeeAcknowledged', null);
  }, [storageFeeRequired, setValue, getValues]);
}
