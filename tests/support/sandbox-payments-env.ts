import { ALLOW_SANDBOX_VALUE, ALLOW_SANDBOX_VARIABLE } from '../../src/config/sandbox-payments';

/**
 * What a test server outside demo mode needs to boot with the sandbox payment adapters (the only
 * ones there are): the explicit consent and a callback secret other than the README's public one.
 */
export const SANDBOX_PAYMENTS_OUTSIDE_DEMO: Record<string, string> = {
  [ALLOW_SANDBOX_VARIABLE]: ALLOW_SANDBOX_VALUE,
  PAYMENT_PROVIDER_SECRET: 'a-test-secret-of-our-own-0123456789',
};
