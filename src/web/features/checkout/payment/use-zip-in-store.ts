import { useCallback, useEffect, useRef, useState } from 'react';
import { readPaymentStatus } from '../checkout-calls';
import { pollZipInStore, type ZipPollOutcome } from './zip-in-store-polling';

export interface ZipInStorePayment {
  cartId: string;
  paymentReference: string;
  orderReference: string;
}

/**
 * Zip in store after the order is posted (document 2 section 4): the waiting dialog shows while the
 * payment's status is polled; the outcome closes it. Leaving the page stops the polling.
 */
export function useZipInStore({
  supportPhone,
  onOutcome,
}: {
  supportPhone: string;
  onOutcome(outcome: ZipPollOutcome, payment: ZipInStorePayment): void;
}) {
  const [waiting, setWaiting] = useState(false);
  const poll = useRef<{ stop(): void } | null>(null);
  const latest = useRef(onOutcome);
  useEffect(() => {
    latest.current = onOutcome;
  });
  useEffect(() => () => poll.current?.stop(), []);

  const start = useCallback(
    (payment: ZipInStorePayment) => {
      poll.current?.stop();
      setWaiting(true);
      poll.current = pollZipInStore({
        check: () => readPaymentStatus(payment.cartId, payment.paymentReference),
        orderReference: payment.orderReference,
        supportPhone,
        onOutcome: (outcome) => {
          poll.current = null;
          setWaiting(false);
          latest.current(outcome, payment);
        },
      });
    },
    [supportPhone],
  );
  return { waiting, start };
}
