import { useCallback, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { CheckoutAnswer } from '../../../contracts/checkout';
import { submitFailure } from '../../../domain/checkout-submit';
import { useApiMutation, type ApiCallError } from '../../client/use-api-mutation';
import { submitCheckout } from './checkout-calls';
import { clearCheckoutPreferences } from './checkout-preferences-store';
import { clearSavedAvailability } from './delivery/saved-availability';
import { postSecure3DForm } from './payment/secure-3d-form';
import { useZipInStore } from './payment/use-zip-in-store';
import type { CheckoutSubmitBody } from './submit-body';

/** No answer, or a gateway in front of us gave up: the same submit is sent again with the same key. */
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);
const MAX_RETRIES = 2;

export interface FailedSubmit {
  message: string;
  status: number;
  errors: readonly string[];
}

interface SubmitOptions {
  supportPhone: string;
  /** Called before the page is left for good (the leave warning must not ask then). */
  onLeaving(): void;
  /** Every failed answer, for the submission-error event. */
  onFailed(failure: FailedSubmit, body: CheckoutSubmitBody): void;
}

/**
 * The checkout's POST (document 2 section 4). Each press of the submit button is one action with
 * one Idempotency-Key; when no answer comes (or a gateway answers 502 to 504) the same body is sent
 * again with the same key, so the server places the order at most once and a retry gets the first
 * answer. Then: an order goes to its confirmation and forgets the saved checkout session; a 3-D
 * Secure challenge or a provider's page is followed; Zip in store waits for the customer's app; a
 * failure shows its text (section 8), and a 400 reads the checkout view again.
 */
export function useCheckoutSubmit({ supportPhone, onLeaving, onFailed }: SubmitOptions) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const clearFailure = useCallback(() => setFailure(null), []);

  /** Shows a failure; `focus: false` when the focus goes to an invalid field instead. */
  function showFailure(text: string, options: { focus: boolean } = { focus: true }) {
    setFailure(text);
    // After the render that shows it, so the focus lands on the message and a screen reader reads it.
    if (options.focus) requestAnimationFrame(() => message.current?.focus());
  }

  function failed(status: number, errors: readonly string[], body: CheckoutSubmitBody) {
    const shown = submitFailure({ status, errors, supportPhone });
    showFailure(shown.message);
    onFailed({ message: shown.message, status, errors }, body);
    if (shown.reloadView) void revalidator.revalidate();
  }

  function placed(cartId: string) {
    clearCheckoutPreferences();
    clearSavedAvailability();
    onLeaving();
    void navigate(`/customer/confirmation?id=${encodeURIComponent(cartId)}`);
  }

  const zipInStore = useZipInStore({
    supportPhone,
    onOutcome: (outcome, payment) => {
      if (outcome.kind === 'approved') return placed(payment.cartId);
      showFailure(outcome.message);
    },
  });

  const mutation = useApiMutation<CheckoutSubmitBody, CheckoutAnswer>({
    call: (body, idempotencyKey) => submitCheckout(body, idempotencyKey),
    retry: (count, error) => count < MAX_RETRIES && RETRIED_STATUSES.has(error.status),
    retryDelay: 1000,
    onSuccess: (answer, body) => {
      if (!answer) return failed(0, [], body);
      if (answer.orderCompleted) return placed(answer.cartId || body.cartId);
      // Zip in store: the customer confirms in their Zip app while the status is polled.
      if (body.selectedPaymentOption === 'ZipInStore' && answer.paymentReference) {
        return zipInStore.start({
          cartId: answer.cartId || body.cartId,
          paymentReference: answer.paymentReference,
          orderReference: answer.orderReference,
        });
      }
      if (answer.secure3DResponse) {
        onLeaving();
        if (!postSecure3DForm(answer.secure3DResponse)) failed(0, [], body);
        return;
      }
      if (answer.redirectUrl) {
        onLeaving();
        return window.location.assign(answer.redirectUrl);
      }
      failed(0, [], body);
    },
    onError: (error: ApiCallError, body) => failed(error.status, error.data?.errors ?? [], body),
  });

  return {
    /** Sends the order; ignored while one is under way. */
    send(body: CheckoutSubmitBody) {
      setFailure(null);
      mutation.submit(body);
    },
    /** The page is left for a wallet's sheet: the leave warning must not ask. */
    leaving: onLeaving,
    /** A reason the order cannot be sent yet (a blocker or a card check): shown like an answer's failure. */
    block: showFailure,
    /** The shopper changed something: the last message no longer describes the form. */
    clearFailure,
    pending: mutation.isPending || zipInStore.waiting,
    /** Zip in store's waiting dialog is open. */
    waitingForZip: zipInStore.waiting,
    failure,
    messageRef: message,
  };
}
