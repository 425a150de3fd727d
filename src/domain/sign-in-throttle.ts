/**
 * Sign-in throttling (ASVS 2.2.1): failures are counted over a sliding window per account (the
 * e-mail within a client, whether or not it has an account, so the throttle tells nothing) and per
 * client address. Once a count reaches its limit, further attempts are refused with 429 until the
 * oldest failure leaves the window (README, "Demo accounts").
 */
export const SIGN_IN_WINDOW_MINUTES = 15;
export const SIGN_IN_ACCOUNT_LIMIT = 10;
export const SIGN_IN_ADDRESS_LIMIT = 20;

/** Whole seconds until the oldest failure in the window leaves it (at least 1). */
export function retryAfterSeconds(oldestFailure: Date, now: Date, windowMinutes = SIGN_IN_WINDOW_MINUTES): number {
  const freesAt = oldestFailure.getTime() + windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}
