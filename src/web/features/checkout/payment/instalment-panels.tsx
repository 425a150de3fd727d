import { formatCalendarDate } from '../../../../domain/calendar-date';
import { formatMoneyWithCents } from '../../../../domain/money-format';
import {
  afterpayInstalments,
  afterpayText,
  hummOffer,
  shareRoundedUp,
  zipNzSchedule,
  zipPromise,
  type Instalment,
} from '../../../../domain/payment-instalments';
import type { MethodPanelProps } from './method-panel-props';
import { ProviderMark, type ProviderName } from './provider-mark';
import styles from './methods.module.css';

/**
 * The panels of the redirect methods (document 2 sections 2 and 9): each says what the provider
 * offers for this total and that the shopper approves on the provider's page and comes back here.
 */
function RedirectNote({ provider }: { provider: ProviderName }) {
  return (
    <p className={styles.small}>
      After you place your order you will be taken to {provider} to approve the payment, then brought back here to see your confirmation.
    </p>
  );
}

function InstalmentList({ instalments, money, label }: { instalments: Instalment[]; money: MethodPanelProps['money']; label: string }) {
  return (
    <ol className={styles.schedule} aria-label={label}>
      {instalments.map((instalment) => (
        <li key={instalment.weeksFromToday}>
          <strong>{formatMoneyWithCents(instalment.amountCents, money)}</strong>
          <span className={styles.small}>{dueText(instalment, money.locale)}</span>
        </li>
      ))}
    </ol>
  );
}

function dueText(instalment: Instalment, locale: string): string {
  const when = instalment.weeksFromToday === 0 ? 'Today' : `In ${instalment.weeksFromToday} weeks`;
  return instalment.due ? `${when} (${formatCalendarDate(instalment.due, locale, { day: 'numeric', month: 'short' })})` : when;
}

export function PayPalPanel({ configuration }: MethodPanelProps) {
  return (
    <div className={styles.panel} data-testid="paypal-panel">
      <p className={styles.headline}>
        <ProviderMark name="PayPal" /> Pay with your PayPal account
      </p>
      {configuration.PayPal.disclaimer ? <p className={styles.small}>{configuration.PayPal.disclaimer}</p> : null}
      <RedirectNote provider="PayPal" />
    </div>
  );
}

export function AfterpayPanel({ totalCents, money }: MethodPanelProps) {
  return (
    <div className={styles.panel} data-testid="afterpay-panel">
      <p className={styles.headline}>
        <ProviderMark name="Afterpay" /> {afterpayText(totalCents, money)}
      </p>
      <InstalmentList instalments={afterpayInstalments(totalCents)} money={money} label="Afterpay instalments" />
      <p className={styles.small}>
        <a href="/afterpay" target="_blank" rel="noopener">
          How Afterpay works (opens in a new tab)
        </a>
      </p>
      <RedirectNote provider="Afterpay" />
    </div>
  );
}

export function ZipPanel({ totalCents, configuration, money, country, today }: MethodPanelProps) {
  const zip = configuration.Zip;
  return (
    <div className={styles.panel} data-testid="zip-panel">
      {country === 'NZ' ? (
        <>
          <p className={styles.headline}>
            <ProviderMark name="Zip" /> 4 interest-free payments
          </p>
          <InstalmentList instalments={zipNzSchedule(totalCents, today)} money={money} label="Zip payments" />
        </>
      ) : (
        <>
          <p className={styles.headline}>
            <ProviderMark name="Zip" />{' '}
            {zipPromise(
              { totalCents, repaymentPeriodMonths: zip.repaymentPeriodMonths, interestFree: zip.offerExpiryInclusion !== null },
              money,
            )}
          </p>
          {zip.offerExpiryInclusion ? (
            <p className={styles.small}>
              *Interest free when paid in full by{' '}
              {formatCalendarDate(zip.offerExpiryInclusion, money.locale, { day: 'numeric', month: 'long', year: 'numeric' })}. Fees and
              terms apply.
            </p>
          ) : (
            <p className={styles.small}>*Fees and terms apply.</p>
          )}
        </>
      )}
      <p className={styles.small}>
        <a href="/zipmoney" target="_blank" rel="noopener">
          How Zip works (opens in a new tab)
        </a>
      </p>
      <RedirectNote provider="Zip" />
    </div>
  );
}

const KLARNA_PAYMENTS = 4;

export function KlarnaPanel({ totalCents, money }: MethodPanelProps) {
  return (
    <div className={styles.panel} data-testid="klarna-panel">
      <p className={styles.headline}>
        <ProviderMark name="Klarna" /> {KLARNA_PAYMENTS} interest-free payments of{' '}
        {formatMoneyWithCents(shareRoundedUp(totalCents, KLARNA_PAYMENTS), money)}
      </p>
      <RedirectNote provider="Klarna" />
    </div>
  );
}

export function HummPanel({ totalCents, money }: MethodPanelProps) {
  const offer = hummOffer(totalCents, money);
  return (
    <div className={styles.panel} data-testid="humm-panel">
      <p className={styles.headline}>
        <ProviderMark name="Humm" /> {offer.text}
      </p>
      <RedirectNote provider="Humm" />
    </div>
  );
}
