import type { CountryCode } from '../../../domain/brands';
import styles from './delivery-promise.module.css';

/** Free delivery messaging by country (document 3 section 2). */
export function deliveryPromises(country: CountryCode): { title: string; text: string }[] {
  return [
    country === 'NZ'
      ? { title: 'Fast free delivery', text: 'Fast, free delivery to your door across New Zealand.' }
      : { title: 'Next-day delivery', text: 'Order today and we can deliver tomorrow in most metro areas.' },
    { title: 'Free removal and recycling', text: 'We take your old appliance away and recycle it, free.' },
    { title: '24/7 support', text: 'Our customer support team is here around the clock.' },
  ];
}

export function DeliveryPromise({ country }: { country: CountryCode }) {
  return (
    <ul className={styles.list} aria-label="Delivery and service">
      {deliveryPromises(country).map((item) => (
        <li key={item.title} className={styles.item}>
          <span aria-hidden="true" className={styles.tick}>
            ✓
          </span>
          <span>
            <strong className={styles.title}>{item.title}</strong>
            <span className={styles.text}>{item.text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
