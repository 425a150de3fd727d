import { useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import type { CheckoutAnswer } from '../../../contracts/checkout';
import { submitFailure } from '../../../domain/checkout-submit';
import { useApiMutation, type ApiCallError } from '../../client/use-api-mutation';
import { submitCheckout } from './checkout-calls';
import { clearCheckoutPreferences } from './checkout-preferences-store';
import { postSecureForm } from './post-secure-form';
import type { CheckoutSubmitBody } from './submit-body';

/** No answer, or a gateway in front of us gave up: the same submit is sent again with the same key. */
const RETRIED_STATUSES = new Set([0, 502, 503, 504]);
const MAX_RETRIES = 2;

interface SubmitOptions {
  supportPhone: string;
  /** Called before the page is left for good (the leave warning must not ask then). */
  onLeaving(): void;
}

/**
 * The checkout's POST (document 2 section 4). Each press of the submit button is one action with
 * one Idempotency-Key; when no answer comes (or a gateway answers 502 to 504) the same body is sent
 * again with the same key, so the server places the order at most once and a retry gets the
 * first answer. Then: an order goes to its confirmation and forgets the saved preferences; a
 * provider's page or a 3-D Secure challenge is followed; a failure shows its text (section 8), and
 * a 400 reads the checkout view again.
 */
export function useCheckoutSubmit({ supportPhone, onLeaving }: SubmitOptions) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);

  /** Shows a failure; `focus: false` when the focus goes to an invalid field instead. */
  function showFailure(text: string, options: { focus: boolean } = { focus: true }) {
    setFailure(text);
    // After the render that shows it, so the focus lands on the message and a screen reader reads it.
    if (options.focus) requestAnimationFrame(() => message.current?.focus());
  }

  const mutation = useApiMutation<CheckoutSubmitBody, CheckoutAnswer>({
    call: (body, idempotencyKey) => submitCheckout(body as never, idempotencyKey),
    retry: (count, error) => count < MAX_RETRIES && RETRIED_STATUSES.has(error.status),
    retryDelay: 1000,
    onSuccess: (answer, body) => {
      if (!answer) return showFailure(submitFailure({ status: 0, errors: [], supportPhone }).message);
      if (answer.secure3DResponse) {
        onLeaving();
        return postSecureForm(answer.secure3DResponse);
      }
      if (answer.redirectUrl) {
        onLeaving();
        return window.location.assign(answer.redirectUrl);
      }
      if (answer.orderCompleted) {
        clearCheckoutPreferences();
        onLeaving();
        void navigate(`/customer/confirmation?id=${encodeURIComponent(answer.cartId || body.cartId)}`);
      }
    },
    onError: (error: ApiCallError) => {
      const shown = submitFailure({ status: error.status, errors: error.data?.errors, supportPhone });
      showFailure(shown.message);
      if (shown.reloadView) void revalidator.revalidate();
    },
  });

  return {
    /** Sends the order; ignored while one is under way. */
    send(body: CheckoutSubmitBody) {
      setFailure(null);
      mutation.submit(body);
    },
    /** A reason the order cannot be sent yet (a blocker): shown and focused like an answer's failure. */
    block: showFailure,
    pending: mutation.isPending,
    failure,
    messageRef: message,
  };
}
