import type { CountryCode } from '../../../domain/brands';
import { useId } from 'react';
import { VisuallyHidden } from '../../ui/visually-hidden';
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
  const labelId = useId();
  return (
    <>
      {/* Named by a text element: an aria-label belongs on interactive elements and landmarks, not on a list. */}
      <VisuallyHidden id={labelId}>Delivery and service</VisuallyHidden>
      <ul className={styles.list} aria-labelledby={labelId}>
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
    </>
  );
}
