/** The sandbox provider's one person (demo mode): who "Approve" signs in as. */
export const SANDBOX_IDENTITY = {
  sub: 'sandbox-shopper-0001',
  email: 'sandbox.shopper@example.com',
  email_verified: true,
  given_name: 'Sandy',
  family_name: 'Shopper',
  name: 'Sandy Shopper',
} as const;

/** The demo provider's name and client credentials (demo mode only; they are public on purpose). */
export const SANDBOX_PROVIDER = { name: 'sandbox', clientId: 'storefront-demo', clientSecret: 'sandbox-client-secret' } as const;

export const SANDBOX_PREFIX = '/sandbox/oauth';
