import { useId } from 'react';
import type { CheckoutView } from '../../../contracts/checkout';
import type { PaymentConfiguration } from '../../../contracts/payments';
import type { BrandConfig } from '../../../domain/brands';
import { calendarDateIn } from '../../../domain/calendar-date';
import { usePaymentConfiguration } from './payment/use-payment-configuration';
import { MieleWarning } from './payment/miele-warning';
import { buildPaymentPart, MissingCardKeyError, type PaymentPartResult } from './payment/payment-submit';
import { PaymentMethodGroup } from './payment/payment-method-group';
import type { CheckoutFormValues } from './checkout-form-schema';
import styles from './checkout.module.css';

interface PaymentSectionProps {
  opts: number;
  hasMiele: boolean;
  /** What the order costs now, in cents: nothing to pay asks for no card. */
  totalCents: number;
  brand: BrandConfig;
  /** The configuration the page's loader read, or null when it could not. */
  configuration: PaymentConfiguration | null;
}

/**
 * Sections 9 to 11: the payment method group with the chosen method's panel (the card panel and its
 * security code help) and the Miele warning.
 */
export function PaymentSection({ opts, hasMiele, totalCents, brand, configuration }: PaymentSectionProps) {
  const id = useId();
  const current = usePaymentConfiguration(brand.app, configuration);
  // Dated instalments count from today on the flavour's clock, not the shopper's.
  const today = calendarDateIn(new Date(), brand.timeZone);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Payment
      </h2>
      <PaymentMethodGroup opts={opts} totalCents={totalCents} configuration={current} money={brand} country={brand.country} today={today} />
      <MieleWarning shown={hasMiele} />
    </section>
  );
}

/**
 * The card checks and encryption before the post. A view without a card key cannot protect a card:
 * that is the default checkout error, not a card problem.
 */
export async function preparePayment(
  values: CheckoutFormValues,
  view: CheckoutView,
  totalCents: number,
): Promise<PaymentPartResult | null> {
  try {
    return await buildPaymentPart(values, { x509EncryptionKeys: view.x509EncryptionKeys, orderTotal: totalCents / 100 });
  } catch (error) {
    if (error instanceof MissingCardKeyError) return null;
    throw error;
  }
}
