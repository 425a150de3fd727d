import type { CardLogo as CardLogoName } from '../../../../domain/card-input';
import styles from './payment.module.css';

const NAMES: Record<CardLogoName, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

/** Our own simple brand marks (no third-party artwork), each an image named for screen readers. */
function Mark({ logo }: { logo: CardLogoName }) {
  switch (logo) {
    case 'visa':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="var(--card-visa-background)" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fill="var(--card-mark-text)"
            fontFamily="Arial, sans-serif"
            fontSize="13"
            fontStyle="italic"
            fontWeight="700"
          >
            VISA
          </text>
        </>
      );
    case 'mastercard':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="var(--card-mastercard-background)" />
          <circle cx="19" cy="15" r="9" fill="var(--card-mastercard-red)" />
          <circle cx="29" cy="15" r="9" fill="var(--card-mastercard-yellow)" fillOpacity="0.9" />
        </>
      );
    case 'amex':
      return (
        <>
          <rect width="48" height="30" rx="4" fill="var(--card-amex-background)" />
          <text
            x="24"
            y="19"
            textAnchor="middle"
            fill="var(--card-mark-text)"
            fontFamily="Arial, sans-serif"
            fontSize="10"
            fontWeight="700"
          >
            AMEX
          </text>
        </>
      );
  }
}

/** The card brand detected from the number's prefix (visa, mastercard, amex), or nothing. */
export function CardLogo({ logo }: { logo: CardLogoName | null }) {
  if (!logo) return null;
  return (
    <svg className={styles.logo} viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={NAMES[logo]} data-card-logo={logo}>
      <Mark logo={logo} />
    </svg>
  );
}
