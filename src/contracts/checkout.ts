import { z } from 'zod';
import {
  CHECKOUT_LIMITS,
  CHECKOUT_MESSAGES,
  isCheckoutEmail,
  PHONE_CHARACTERS,
  PO_BOX_PATTERN,
  PO_NUMBER_PATTERN,
  ZIP_STORE_CODE_PATTERN,
} from '../domain/checkout-fields';
import { PAYMENT_OPTIONS } from '../domain/checkout-options';

/**
 * The checkout calls of document 2 section 7. The browser sends what the shopper chose; the server
 * prices the order again from the catalogue, the delivery calendar and the codes (never from a figure
 * sent here). Card details never travel in the clear: the browser encrypts them with the flavour's
 * public key (`x509EncryptionKeys`) and sends only `encryptedValues` and `cardHolderName`.
 *
 * Structural checks with the spec's messages live here; the rules that depend on the cart or the
 * flavour (the Miele limit of 35, the storage-fee acknowledgement, the deposit range, PO boxes on the
 * delivery address) are the checkout service's, which answers them in the same 400 error list.
 */

const text = (max: number, message?: string) =>
  z
    .string()
    .trim()
    .max(max, message ?? `must be at most ${max} characters`);
const optionalText = (max: number, message?: string) =>
  text(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

/** [year, month (1-12), day]: how document 2 sends a calendar date. */
export const dateTripleSchema = z.tuple([
  z.number().int().min(2000).max(2100),
  z.number().int().min(1).max(12),
  z.number().int().min(1).max(31),
]);
export type DateTriple = z.infer<typeof dateTripleSchema>;

export const checkoutDeliveryAddressSchema = z.object({
  firstName: z.string().trim().min(1, CHECKOUT_MESSAGES.firstName).max(CHECKOUT_LIMITS.firstName, CHECKOUT_MESSAGES.firstName),
  lastName: z.string().trim().min(1, CHECKOUT_MESSAGES.lastName).max(CHECKOUT_LIMITS.lastName, CHECKOUT_MESSAGES.lastName),
  companyName: optionalText(CHECKOUT_LIMITS.companyName, CHECKOUT_MESSAGES.companyTooLong(CHECKOUT_LIMITS.companyName)),
  address: z
    .string()
    .trim()
    .min(1, CHECKOUT_MESSAGES.address(CHECKOUT_LIMITS.address))
    .max(CHECKOUT_LIMITS.address, CHECKOUT_MESSAGES.addressTooLong(CHECKOUT_LIMITS.address))
    .refine((v) => !PO_BOX_PATTERN.test(v), CHECKOUT_MESSAGES.poBox),
  suburb: z.string().trim().min(1, CHECKOUT_MESSAGES.suburb).max(CHECKOUT_LIMITS.suburb, CHECKOUT_MESSAGES.suburb),
  /** Empty in New Zealand. */
  state: optionalText(CHECKOUT_LIMITS.state),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.'),
  deliveryInstructions: optionalText(CHECKOUT_LIMITS.deliveryInstructions, CHECKOUT_MESSAGES.deliveryInstructions),
});
export type CheckoutDeliveryAddress = z.output<typeof checkoutDeliveryAddressSchema>;

/** The billing address is checked only when it differs from the delivery address (null when same). */
export const checkoutBillingAddressSchema = checkoutDeliveryAddressSchema.omit({ deliveryInstructions: true, address: true }).extend({
  address: z
    .string()
    .trim()
    .min(1, CHECKOUT_MESSAGES.address(CHECKOUT_LIMITS.address))
    .max(CHECKOUT_LIMITS.address, CHECKOUT_MESSAGES.addressTooLong(CHECKOUT_LIMITS.address)),
  country: z.enum(['AU', 'NZ']).default('AU'),
});
export type CheckoutBillingAddress = z.output<typeof checkoutBillingAddressSchema>;

const email = z
  .string({ error: 'Please enter a valid email address.' })
  .trim()
  .refine(isCheckoutEmail, 'Please enter a valid email address.');
// The same rule as isCheckoutPhone, written as zod checks so the API document shows its limits.
const phone = z
  .string({ error: 'Please enter a valid phone number.' })
  .trim()
  .min(CHECKOUT_LIMITS.phoneMin, 'Please enter a valid phone number.')
  .max(CHECKOUT_LIMITS.phoneMax, 'Please enter a valid phone number.')
  .regex(PHONE_CHARACTERS, 'Please enter a valid phone number.');

const cartItemSchema = z.object({
  qty: z.number().int().min(1).max(99),
  sku: z.string().max(100),
  unitId: z.union([z.string().max(100), z.number()]).nullish(),
  productCode: z.string().max(100).nullish(),
  category: z.string().max(200).nullish(),
  warrantyId: z.number().int().nullish(),
  installId: z.number().int().nullish(),
});

/**
 * What both the availability call and the submit carry (document 2 section 3's checkout form). The
 * cart's items and total are the browser's view, sent for the spec's sake; the server uses its own.
 */
const checkoutFormShape = {
  cartId: z.string().uuid('cartId must be a cart id'),
  email,
  newsletter: z.boolean().default(true),
  phoneNumber: phone,
  /** The deposit in dollars; 0 or null means pay in full. */
  partialPayment: z.number().nonnegative(CHECKOUT_MESSAGES.depositWrongInput).nullish(),
  deliveryAddress: checkoutDeliveryAddressSchema,
  poNumber: z
    .string()
    .trim()
    .max(CHECKOUT_LIMITS.poNumber)
    .regex(PO_NUMBER_PATTERN, 'poNumber may hold letters, digits, dashes, brackets and spaces')
    .nullish(),
  billingAddress: checkoutBillingAddressSchema.nullish(),
  EarlyNotification: z.boolean().default(false),
  requestedDeliveryContact: z.boolean().default(false),
  requestedInstallationContact: z.boolean().default(false),
  /** The unique-requirements box: delivery is arranged by phone, no date is chosen. */
  uniqueDeliveryRequirements: z.boolean().default(false),
  winningDeliveryServiceOverride: z.boolean().default(false),
  /** SKUs of the chosen delivery services (removal, connection, installation). */
  deliveryServices: z.array(z.string().max(100)).max(20).default([]),
  subdivision: z.string().max(50).nullish(),
  salespersonCode: z.string().max(50).nullish(),
  selectedPaymentOption: z.enum(PAYMENT_OPTIONS).default('Default'),
  devicePaymentCode: z.string().regex(ZIP_STORE_CODE_PATTERN, CHECKOUT_MESSAGES.zipStoreCodeFormat).nullish(),
  cart: z
    .object({
      items: z.array(cartItemSchema).max(200).default([]),
      orderTotal: z.number().default(0),
      couponCode: z.string().max(40).nullish(),
    })
    .nullish(),
  brandsWarnings: z.object({ mieleWarning: z.boolean().nullish() }).nullish(),
  stockFeeAcknowledged: z.boolean().nullish(),
  cashAndCarry: z.boolean().nullish(),
};

/** POST /api/checkout/avail: the form with cardDetails and deliveryDate nulled. */
export const availabilityRequestSchema = z.object({
  ...checkoutFormShape,
  // A shopper who has not typed everything yet still gets dates for the address: only the cart and
  // the delivery locality are needed.
  email: email.nullish(),
  phoneNumber: phone.nullish(),
  deliveryAddress: z.object({
    suburb: z.string().trim().min(1, CHECKOUT_MESSAGES.suburb).max(CHECKOUT_LIMITS.suburb),
    state: optionalText(CHECKOUT_LIMITS.state),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.'),
    address: z.string().max(200).nullish(),
  }),
  billingAddress: z.unknown().optional(),
  cardDetails: z.null().optional(),
  deliveryDate: z.null().optional(),
});
export type AvailabilityRequest = z.output<typeof availabilityRequestSchema>;

export const deliveryDateSchema = z.object({ date: dateTripleSchema, price: z.number(), available: z.boolean() });

export const deliveryServiceSchema = z.object({
  sku: z.string(),
  title: z.string(),
  price: z.number(),
  blurb: z.string(),
  selected: z.boolean(),
  hidden: z.boolean(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

/** The delivery availability document (document 2 section 3). Prices are dollars. */
export const availabilitySchema = z.object({
  cartId: z.string(),
  dates: z.array(deliveryDateSchema),
  unavailable: z.boolean(),
  deliveryUnavailable: z.boolean(),
  /** Brands delivered by their supplier: the supplier's dates, the first being the one offered. */
  supplierAvailability: z.record(z.string(), z.object({ dates: z.array(z.object({ date: dateTripleSchema, price: z.number() })) })),
  supplierErrors: z.record(z.string(), z.string()),
  /** Whether staff may override the supplier's delivery with ours. */
  winningDeliveryServiceOverride: z.boolean(),
  deliveryServices: z.array(deliveryServiceSchema),
  showNotifyIfAvailableSooner: z.boolean(),
  showInstallationContact: z.boolean(),
  showUniqueDeliveryRequirements: z.boolean(),
  showCalendarWithAvailableDates: z.boolean(),
  requestedDeliveryContact: z.boolean(),
  /** Beyond the spec: the first available date and the cheapest available date, for the shopper. */
  firstAvailableDate: dateTripleSchema.nullable(),
  cheapestDate: dateTripleSchema.nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const checkoutAddressViewSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  companyName: z.string().nullable(),
  address: z.string(),
  suburb: z.string(),
  state: z.string().nullable(),
  postcode: z.string(),
});

/** GET /api/checkout: the checkout view. */
export const checkoutViewSchema = z.object({
  customer: z
    .object({
      email: z.string(),
      phone: z.string().nullable(),
      /** Signed-in customers: valid profile fields are shown disabled. */
      locked: z.boolean(),
      billingAddress: checkoutAddressViewSchema.nullable(),
      shippingAddress: checkoutAddressViewSchema.nullable(),
    })
    .nullable(),
  stores: z.array(z.object({ name: z.string(), subdivision: z.string(), selected: z.boolean() })),
  salesPeople: z.array(z.object({ code: z.string(), name: z.string(), subdivision: z.string(), selected: z.boolean() })),
  partialPaymentPercentage: z.number(),
  opts: z.number().int(),
  /** The staff member's store (cash and carry fills the address from it), or null. */
  store: z
    .object({
      name: z.string(),
      subdivision: z.string(),
      address: z.string(),
      suburb: z.string(),
      state: z.string().nullable(),
      postcode: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  /** PEM public keys (SPKI, RSA-OAEP-256) keyed by brand; the browser encrypts card details with them. */
  x509EncryptionKeys: z.record(z.string(), z.string()),
});
export type CheckoutView = z.infer<typeof checkoutViewSchema>;

/** POST /api/checkout. */
export const checkoutSubmitSchema = z.object({
  ...checkoutFormShape,
  /** [year, month, day]; null with cash and carry or unique delivery requirements. */
  deliveryDate: dateTripleSchema.nullish(),
  supplierDeliveryDates: z
    .array(z.object({ supplier: z.string().max(100), deliveryDate: dateTripleSchema, price: z.number().nullish() }))
    .max(20)
    .default([]),
  fraudCheckToken: z.string().max(2000).nullish(),
  browserInfo: z.object({ screenHeight: z.number().int().nonnegative(), screenWidth: z.number().int().nonnegative() }).nullish(),
  /** Compact JWEs (RSA-OAEP-256, A256GCM) of the card pay details, keyed like x509EncryptionKeys. */
  encryptedValues: z.record(z.string().max(50), z.string().max(8000)).nullish(),
  cardHolderName: z.string().trim().max(100).nullish(),
  /** Apple Pay / Google Pay: the payment token the browser's wallet sheet gave; the server authorises it. */
  walletToken: z.string().trim().max(8000).nullish(),
  /** Refused when it carries a card number: card details are sent encrypted only. */
  cardDetails: z
    .object({ nameOnCard: z.string().nullish(), cardNo: z.string().nullish(), expiryDate: z.string().nullish(), cvv: z.string().nullish() })
    .nullish()
    .refine((card) => !card?.cardNo && !card?.cvv, 'Card details must be sent encrypted.'),
});
export type CheckoutSubmit = z.output<typeof checkoutSubmitSchema>;

/** What the card details JWE holds (document 2's card pay details). */
export interface CardPayDetails {
  number: string;
  cvc: string;
  expiryMonth: string;
  expiryYear: string;
  holderName: string;
  /** ISO time the browser encrypted them; the gateway refuses stale ones. */
  generationtime: string;
}

export const checkoutAnswerSchema = z.object({
  orderCompleted: z.boolean(),
  success: z.boolean(),
  /** The web order id ("W1000123"): the shopper's order reference. */
  orderReference: z.string(),
  cartId: z.string(),
  /** Zip in store: the reference to poll GET /api/payment/status with; a redirect method's session; or null. */
  paymentReference: z.string().nullable(),
  /** A hosted page to go to (a provider's approval page), or null. */
  redirectUrl: z.string().nullable(),
  /** A 3-D Secure challenge: the browser posts the form to the action. */
  secure3DResponse: z.object({ htmlFormAction: z.string(), htmlFormToPost: z.string() }).nullable(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const checkoutVoidBodySchema = z.object({
  cartId: z.string().uuid('cartId must be a cart id'),
  selectedPaymentOption: z.enum(PAYMENT_OPTIONS).default('Default'),
});

export const confirmationQuerySchema = z.object({ id: z.string().uuid('id must be a cart id') });

/** GET /api/checkout/confirmation?id={cartId}: the placed order, for its confirmation page. */
export const orderConfirmationSchema = z.object({
  orderReference: z.string(),
  status: z.string(),
  paymentState: z.string(),
  paymentMethod: z.string(),
  email: z.string(),
  deliveryAddress: checkoutAddressViewSchema,
  deliveryDate: z.string().nullable(),
  cashAndCarry: z.boolean(),
  lines: z.array(
    z.object({
      sku: z.string(),
      productCode: z.string(),
      title: z.string(),
      brand: z.string(),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
  services: z.array(z.object({ sku: z.string(), title: z.string(), price: z.number() })),
  subTotal: z.number(),
  deliveryFee: z.number(),
  storageFee: z.number(),
  couponDiscount: z.number(),
  giftCardTotal: z.number(),
  orderTotal: z.number(),
  /** The GST the total includes, by the order's country (1/11 in Australia, 3/23 in New Zealand). */
  gst: z.number(),
  /** The country the order is taxed in: the flavour's. */
  country: z.enum(['AU', 'NZ']),
  /** What was paid now (a deposit or the whole total) and what is left to pay. */
  paidNow: z.number(),
  balanceDue: z.number(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;
