import type { ApiResult } from '../../../../contracts/api-client';
import { DEVICE_PAYMENT_STATUS } from '../../../../domain/checkout-options';

/** Document 2 section 9: Zip in store's status is asked every 2 s, for up to 65 s. */
export const ZIP_POLL_INTERVAL_MS = 2_000;
export const ZIP_POLL_TIMEOUT_MS = 65_000;

/** What GET /api/payment/status answers (src/contracts/payments.ts). */
export interface DeviceStatusAnswer {
  paymentStatus: number;
  message: string;
  orderReference: string | null;
}

export type ZipPollOutcome =
  /** The customer approved in their Zip app: the order is placed. */
  | { kind: 'approved' }
  /** Cancelled, Declined or Expired, or an error that is not the server's: polling stops with a message. */
  | { kind: 'stopped'; status: number; message: string }
  /** No decision within 65 s. */
  | { kind: 'timedOut'; status: 408; message: string };

const STOPPING_STATUSES: ReadonlySet<number> = new Set([
  DEVICE_PAYMENT_STATUS.Cancelled,
  DEVICE_PAYMENT_STATUS.Declined,
  DEVICE_PAYMENT_STATUS.Expired,
]);

/** Document 2 section 8's default text, for an answer that carries no message of its own. */
export const POLL_ERROR_TEXT = 'An error has occurred, please try again';

/** The 408 text (document 2 section 4): an error processing the order, contact support, with the order reference. */
export function zipTimeoutMessage(orderReference: string, supportPhone: string): string {
  return `There was an error processing your order. Please contact our team on ${supportPhone} and quote your order reference ${orderReference}.`;
}

export interface ZipPollInput {
  /** One status call. */
  check(): Promise<ApiResult<DeviceStatusAnswer>>;
  orderReference: string;
  supportPhone: string;
  onOutcome(outcome: ZipPollOutcome): void;
}

/**
 * Asks for the payment's status every 2 s until the customer decides in their Zip app, for at most
 * 65 s (document 2 section 4): Approved ends in the order, Cancelled, Declined and Expired stop with
 * the server's message, a 5xx (or no answer) is the server's trouble and keeps asking, any other
 * error stops. Nothing is asked after the 65 s; the caller's stop() ends it early (the page is left).
 * A call is never overlapped by the next: the next waits for the answer, then 2 s.
 */
export function pollZipInStore({ check, orderReference, supportPhone, onOutcome }: ZipPollInput): { stop(): void } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = (outcome: ZipPollOutcome) => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    clearTimeout(deadline);
    onOutcome(outcome);
  };
  const deadline = setTimeout(
    () => finish({ kind: 'timedOut', status: 408, message: zipTimeoutMessage(orderReference, supportPhone) }),
    ZIP_POLL_TIMEOUT_MS,
  );

  async function ask() {
    const answer = await check().catch(() => null);
    if (stopped) return;
    const outcome = outcomeOf(answer);
    if (outcome) return finish(outcome);
    timer = setTimeout(() => void ask(), ZIP_POLL_INTERVAL_MS);
  }

  timer = setTimeout(() => void ask(), ZIP_POLL_INTERVAL_MS);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(deadline);
    },
  };
}

/** The outcome an answer decides, or null to keep asking. */
function outcomeOf(answer: ApiResult<DeviceStatusAnswer> | null): ZipPollOutcome | null {
  if (answer === null || answer.status === 0 || answer.status >= 500) return null;
  if (!answer.ok) {
    const errors = answer.data?.errors ?? [];
    return { kind: 'stopped', status: answer.status, message: errors.length > 0 ? errors.join('\n\n') : POLL_ERROR_TEXT };
  }
  const status = answer.data?.paymentStatus;
  if (status === DEVICE_PAYMENT_STATUS.Approved) return { kind: 'approved' };
  if (status !== undefined && STOPPING_STATUSES.has(status)) {
    return { kind: 'stopped', status: answer.status, message: answer.data?.message || POLL_ERROR_TEXT };
  }
  return null;
}
