import styles from './methods.module.css';

/** The providers' names as our own simple wordmarks (no third-party artwork), each an image named for screen readers. */
export type ProviderName = 'Zip' | 'Afterpay' | 'PayPal' | 'Humm' | 'Klarna' | 'Apple Pay' | 'Google Pay';

export function ProviderMark({ name, large = false }: { name: ProviderName; large?: boolean }) {
  return (
    <span role="img" aria-label={name} className={styles.mark} data-provider={name} data-large={large || undefined}>
      <span aria-hidden="true">{name}</span>
    </span>
  );
}
