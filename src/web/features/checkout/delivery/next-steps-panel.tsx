import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Availability } from '../../../../contracts/checkout';
import { hasOption } from '../../../../domain/checkout-options';
import { formatDeliveryPrice } from '../../../../domain/delivery-calendar';
import { useMoneyFormat } from '../../../shared/money';
import type { DeliveryState } from './delivery-state';
import styles from './delivery-section.module.css';

/**
 * Next steps (document 2 sections 2 and 3): the delivery services offered for the cart (removal,
 * connection, installation) with title, price and blurb, the installation contact request and the
 * notify-me-if-sooner request.
 */
export function NextStepsPanel({ availability, delivery, opts }: { availability: Availability; delivery: DeliveryState; opts: number }) {
  const id = useId();
  const money = useMoneyFormat();
  const { register } = useFormContext();
  const services = availability.deliveryServices.filter((service) => !service.hidden);
  const installationContact = availability.showInstallationContact && hasOption(opts, 'InstallationContact');
  const notify = availability.showNotifyIfAvailableSooner;
  if (services.length === 0 && !installationContact && !notify) return null;
  return (
    <fieldset className={styles.panel} data-testid="next-steps">
      <legend className={styles.panelTitle}>Next steps</legend>
      {services.length > 0 ? (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.sku}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  checked={delivery.chosenServices.some((chosen) => chosen.sku === service.sku)}
                  onChange={(event) => delivery.toggleService(service.sku, event.target.checked)}
                  aria-describedby={`${id}-${service.sku}`}
                />
                <span>
                  {service.title} <span className={styles.price}>{formatDeliveryPrice(service.price, money)}</span>
                  <span id={`${id}-${service.sku}`} className={styles.blurb}>
                    {service.blurb}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      {installationContact ? (
        <label className={styles.check}>
          <input type="checkbox" {...register('requestedInstallationContact')} />
          <span>Please contact me to arrange installation</span>
        </label>
      ) : null}
      {notify ? (
        <label className={styles.check}>
          <input type="checkbox" {...register('EarlyNotification')} />
          <span>Notify me if delivery becomes available sooner</span>
        </label>
      ) : null}
    </fieldset>
  );
}
