/**
 * Outside demo mode the sandbox payment adapters must not take orders by accident: their test card,
 * wallet token and hosted approval pages are public (README), and so is the default callback secret.
 * A deployment that truly wants the sandbox (a staging shop) says so with a variable nobody sets by
 * mistake: a long name and one exact value that states what it means.
 */
export const ALLOW_SANDBOX_VARIABLE = 'ALLOW_SANDBOX_PAYMENTS_OUTSIDE_DEMO';
export const ALLOW_SANDBOX_VALUE = 'yes-no-real-money-is-taken';
/** The README's public default for PAYMENT_PROVIDER_SECRET. */
export const DEFAULT_PROVIDER_SECRET = 'sandbox-provider-callback-secret';

export interface PaymentAdapterChoice {
  demoMode: boolean;
  allowSandbox: string | undefined;
  adapters: Record<string, string>;
  providerSecret: string;
}

/**
 * Why this configuration may not boot, one line per variable, or none. A wrong value of the allowing
 * variable is refused too, so a typo never passes for consent.
 */
export function sandboxPaymentProblems(choice: PaymentAdapterChoice): string[] {
  const allowed = choice.allowSandbox === ALLOW_SANDBOX_VALUE;
  if (choice.allowSandbox !== undefined && !allowed)
    return [`${ALLOW_SANDBOX_VARIABLE}: must be exactly "${ALLOW_SANDBOX_VALUE}" or not set`];
  if (choice.demoMode || allowed) return [];
  const problems = Object.entries(choice.adapters)
    .filter(([, adapter]) => adapter === 'sandbox')
    .map(
      ([variable]) =>
        `${variable}: the sandbox adapter takes no real money and is refused outside demo mode (DEMO_MODE=false); configure a real adapter, or set ${ALLOW_SANDBOX_VARIABLE}=${ALLOW_SANDBOX_VALUE} for a shop that must not take money`,
    );
  if (choice.providerSecret === DEFAULT_PROVIDER_SECRET)
    problems.push(
      `PAYMENT_PROVIDER_SECRET: the default secret is public (README) and is refused outside demo mode; set a secret of your own, at least 16 characters`,
    );
  return problems;
}
