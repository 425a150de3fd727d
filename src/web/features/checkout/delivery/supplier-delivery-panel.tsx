import type { Availability } from '../../../../contracts/checkout';
import { formatDeliveryPrice, formatSelectedDate, tripleToDay } from '../../../../domain/delivery-calendar';
import { useMoneyFormat } from '../../../shared/money';
import styles from './delivery-section.module.css';

/**
 * Brands delivered by their supplier (document 2 section 3): per supplier, its first date and price,
 * and what went wrong for a supplier that could not answer.
 */
export function SupplierDeliveryPanel({ availability }: { availability: Availability }) {
  const money = useMoneyFormat();
  const suppliers = Object.entries(availability.supplierAvailability);
  const errors = Object.entries(availability.supplierErrors);
  if (suppliers.length === 0 && errors.length === 0) return null;
  return (
    <div className={styles.panel} data-testid="supplier-delivery">
      <p className={styles.panelTitle}>Delivered by the supplier</p>
      <ul className={styles.list}>
        {suppliers.map(([supplier, entry]) => {
          const first = entry.dates[0];
          return (
            <li key={supplier}>
              <strong>{supplier} Delivery</strong>
              {first ? (
                <>
                  {' '}
                  from {formatSelectedDate(tripleToDay(first.date))}:{' '}
                  <span className={styles.price}>{formatDeliveryPrice(first.price, money)}</span>
                </>
              ) : (
                ' – the date will be confirmed after your order is processed'
              )}
            </li>
          );
        })}
        {errors.map(([supplier, message]) => (
          <li key={`error-${supplier}`} className={styles.error}>
            {supplier}: {message}
          </li>
        ))}
      </ul>
    </div>
  );
}
