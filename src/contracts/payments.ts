import { z } from 'zod';
import { DEVICE_PAYMENT_STATUS, PAYMENT_OPTIONS } from '../domain/checkout-options';

/**
 * The payment calls beyond the card (document 2 sections 3 and 7): the payment configuration (v1
 * and the aol flavour's v2), the provider confirmations posted on the shopper's return, the signed
 * provider callbacks and Zip in store's status poll. Amounts are dollars (ADR 0004).
 */

/** A buy-now-pay-later or PayPal entry: offered when enabled and min <= total <= max. */
export const paymentRangeSchema = z.object({
  isEnabled: z.boolean(),
  minimumAmount: z.number().nonnegative(),
  maximumAmount: z.number().nonnegative(),
});

export const zipConfigurationSchema = paymentRangeSchema.extend({
  repaymentPeriodMonths: z.number().int().positive(),
  /** The promotional offer's last day (YYYY-MM-DD), or null without an offer. */
  offerExpiry: z.string().nullable(),
  /** The day shown to shoppers: one day before offerExpiry (document 2 section 9). */
  offerExpiryInclusion: z.string().nullable(),
});
export type ZipConfiguration = z.infer<typeof zipConfigurationSchema>;

export const payPalConfigurationSchema = paymentRangeSchema.extend({
  /** The PaypalDisclaimer setting: text shown beside the PayPal option, or null for none. */
  disclaimer: z.string().nullable(),
});

/** What the browser's wallet sheet needs (merchant and amount are the server's). */
export const walletDetailsSchema = z.object({
  merchantName: z.string(),
  merchantIdentifier: z.string(),
  countryCode: z.enum(['AU', 'NZ']),
  currencyCode: z.enum(['AUD', 'NZD']),
  supportedNetworks: z.array(z.string()),
});
export const walletConfigurationSchema = z.object({ isEnabled: z.boolean(), details: walletDetailsSchema });
export type WalletConfiguration = z.infer<typeof walletConfigurationSchema>;

/** GET /api/checkout/paymentconfiguration (document 2 section 3's payment configuration). */
export const paymentConfigurationSchema = z.object({
  Klarna: paymentRangeSchema,
  AfterPay: paymentRangeSchema,
  PayPal: payPalConfigurationSchema,
  Humm: paymentRangeSchema,
  Zip: zipConfigurationSchema,
  applepay: walletConfigurationSchema,
  googlepay: walletConfigurationSchema,
  /** PEM public keys keyed by brand, as in the checkout view. */
  x509EncryptionKeys: z.record(z.string(), z.string()),
});
export type PaymentConfiguration = z.infer<typeof paymentConfigurationSchema>;

/** The configurable methods, named as the payment method enumeration names them. */
export const CONFIGURED_METHODS = ['AfterPay', 'Zip', 'PayPal', 'Klarna', 'Humm', 'ApplePay', 'GooglePay'] as const;
export type ConfiguredMethod = (typeof CONFIGURED_METHODS)[number];

/**
 * One entry of the v2 list: the method, its switch and range (null for the wallets, which have no
 * range), and the method's own details (Zip's repayment terms, PayPal's disclaimer, a wallet's
 * merchant) under `details`.
 */
export const paymentConfigurationEntrySchema = z.object({
  paymentMethod: z.enum(CONFIGURED_METHODS),
  isEnabled: z.boolean(),
  minimumAmount: z.number().nonnegative().nullable(),
  maximumAmount: z.number().nonnegative().nullable(),
  details: z.object({
    repaymentPeriodMonths: z.number().int().positive().optional(),
    offerExpiry: z.string().nullable().optional(),
    offerExpiryInclusion: z.string().nullable().optional(),
    disclaimer: z.string().nullable().optional(),
    wallet: walletDetailsSchema.optional(),
  }),
});
export type PaymentConfigurationEntry = z.infer<typeof paymentConfigurationEntrySchema>;

/** GET /api/checkout/v2/paymentconfiguration: the aol flavour's list form of the same settings. */
export const paymentConfigurationV2Schema = z.object({
  paymentConfigurations: z.array(paymentConfigurationEntrySchema),
  x509EncryptionKeys: z.record(z.string(), z.string()),
});
export type PaymentConfigurationV2 = z.infer<typeof paymentConfigurationV2Schema>;

/** The methods whose provider sends the shopper to a hosted approval page and back. */
export const REDIRECT_METHODS = ['PayPal', 'AfterPay', 'Zip', 'Klarna', 'Humm'] as const;
export type RedirectMethod = (typeof REDIRECT_METHODS)[number];

const reference = z.string().trim().min(1, 'The payment reference is missing.').max(200);

/**
 * The providers' return queries, posted on as they came (no body). Each provider names its reference
 * and outcome its own way; a missing outcome means approved for PayPal (its cancel carries status).
 */
export const zipConfirmationQuerySchema = z.object({
  checkoutId: reference,
  result: z.enum(['approved', 'declined', 'cancelled']),
});
export const payPalConfirmationQuerySchema = z.object({
  token: reference,
  PayerID: z.string().max(100).optional(),
  status: z.enum(['CANCELLED', 'DECLINED']).optional(),
});
export const afterpayConfirmationQuerySchema = z.object({
  orderToken: reference,
  status: z.enum(['SUCCESS', 'CANCELLED', 'DECLINED']),
});
/** POST /api/checkout/paymentconfirmation?method=Klarna|Humm&reference=…&status=…: Klarna and Humm share it. */
export const paymentConfirmationQuerySchema = z.object({
  method: z.enum(['Klarna', 'Humm']),
  reference,
  status: z.enum(['SUCCESS', 'CANCELLED', 'DECLINED']),
});

/** What every confirmation answers when the order is placed (failures are the 400 error list). */
export const paymentConfirmationAnswerSchema = z.object({
  orderCompleted: z.literal(true),
  success: z.literal(true),
  orderReference: z.string(),
  cartId: z.string(),
});
export type PaymentConfirmationAnswer = z.infer<typeof paymentConfirmationAnswerSchema>;

/** GET /api/payment/status (Zip in store's poll). */
export const paymentStatusQuerySchema = z.object({
  cartId: z.string().uuid('cartId must be a cart id'),
  paymentReference: reference,
  selectedPaymentOption: z.enum(PAYMENT_OPTIONS).default('ZipInStore'),
});
const deviceStatus = z.number().int().min(DEVICE_PAYMENT_STATUS.Pending).max(DEVICE_PAYMENT_STATUS.Unknown);
export const paymentStatusAnswerSchema = z.object({
  /** DEVICE_PAYMENT_STATUS: Pending 0, Approved 1, Declined 2, Cancelled 3, Expired 4, Unknown 5. */
  paymentStatus: deviceStatus,
  message: z.string(),
  /** Set once Approved placed the order. */
  orderReference: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusAnswerSchema>;

/**
 * A provider's server-to-server callback, POST /api/payments/callback/{provider}. The body is signed
 * with the provider's shared secret (HMAC-SHA256 of the raw body, hex, in `x-payment-signature`).
 */
export const PAYMENT_CALLBACK_SIGNATURE_HEADER = 'x-payment-signature';
export const paymentCallbackBodySchema = z.object({
  /** The provider's session reference given when the payment was created. */
  reference,
  outcome: z.enum(['approved', 'declined', 'cancelled']),
  /** The provider's own id of this notification; a repeat is answered as before. */
  eventId: z.string().trim().min(1).max(200),
  /** Cents the provider authorised; must equal the pending order's total. */
  amountCents: z.number().int().nonnegative(),
});
export type PaymentCallbackBody = z.infer<typeof paymentCallbackBodySchema>;
export const paymentCallbackAnswerSchema = z.object({ received: z.literal(true), orderReference: z.string(), state: z.string() });
