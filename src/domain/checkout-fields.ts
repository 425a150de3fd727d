import { EMAIL_PATTERN } from './newsletter-fields';

/**
 * The checkout form's limits and messages (document 2 sections 5, 8 and 9), in one place for the
 * browser form and the server's checks. Texts are the spec's, spelling included.
 */

export const CHECKOUT_LIMITS = {
  emailMin: 5,
  emailMax: 254,
  phoneMin: 8,
  phoneMax: 20,
  poNumber: 40,
  firstName: 20,
  lastName: 29,
  companyName: 50,
  address: 50,
  /** Company name and address when the cart holds a Miele item. */
  mieleAddress: 35,
  suburb: 30,
  state: 3,
  postcode: 4,
  deliveryInstructions: 150,
  cardNumber: 19,
  cardExpiry: 9,
  cardCvvMin: 3,
  cardCvvMax: 4,
  zipStoreCode: 6,
  coupon: 40,
} as const;

/** Letters, digits, dashes, brackets and spaces (document 2 section 5). */
export const PHONE_CHARACTERS = /^[A-Za-z0-9\-() ]+$/;
/** The checkout's e-mail rule (document 2 section 5): the pattern, 5 to 254 characters. Trimmed by the caller. */
export const isCheckoutEmail = (value: string) =>
  value.length >= CHECKOUT_LIMITS.emailMin && value.length <= CHECKOUT_LIMITS.emailMax && EMAIL_PATTERN.test(value);

/** The checkout's phone rule: 8 to 20 letters, digits, dashes, brackets and spaces. Trimmed by the caller. */
export const isCheckoutPhone = (value: string) =>
  value.length >= CHECKOUT_LIMITS.phoneMin && value.length <= CHECKOUT_LIMITS.phoneMax && PHONE_CHARACTERS.test(value);

/** Optional leading plus, then digits, letters, dashes, brackets and spaces. */
export const PO_NUMBER_PATTERN = /^\+?[A-Za-z0-9\-() ]*$/;
/** General post office box variants at the start of the street address. */
export const PO_BOX_PATTERN = /^\s*(?:(?:p(?:ost)?\.?\s*o(?:ffice)?\.?|g\.?\s*p\.?\s*o\.?|general\s+post\s+office)\s*box|box)\b/i;
export const CARD_EXPIRY_PATTERN = /^\d{2}\s*\/\s*\d{2,4}$/;
export const ZIP_STORE_CODE_PATTERN = /^\d{6}$/;

export const CHECKOUT_MESSAGES = {
  firstName: 'Please enter a first name (max 20 characters)',
  lastName: 'Please enter a last name (max 20 characters)',
  companyTooLong: (max: number) => `Company Name cannot be more than ${max} characters`,
  companyRequired: (max: number) => `Please enter a company name (max ${max} characters)`,
  address: (max: number) => `Please enter a valid address (max ${max} characters)`,
  addressTooLong: (max: number) => `Address cannot be more than ${max} characters`,
  poBox: "We don't deliver to PO Boxes",
  suburb: 'Please enter a valid suburb',
  suburbFromList: 'Please, select a suburb in the suggested list.',
  deliveryInstructions: 'Only 150 characters are aloud in this field',
  mieleWarning: 'Please tick the box to confirm you have read the Miele delivery and installation conditions.',
  storageFee: 'To continue, please tick the box to acknowledge that my delivery date selection will incur a daily fee.',
  cardName: 'Please enter a valid name',
  cardNumber: 'Please enter a valid card number',
  cardExpiry: 'Please enter a valid expiry date (MM / YYYY)',
  cardCvv: 'Please enter a valid CVV',
  cardCvvMin: 'CVV must be at least 3 digits',
  cardCheckCvc: 'Please check your CVC number.',
  cardCheckName: 'Please check the name on your card entered.',
  cardCheckNumber: 'Please check your card number.',
  cardCheckExpiry: 'Please check the card expiry date entered.',
  depositWrongInput: 'Input must be a postive number.',
  minDeposit: (percentage: number, amount: string) => `Minimum deposit is ${percentage}% of order total (${amount}).`,
  requestExceedsTotal: 'Deposit request cannot equal or exceed order total.',
  zipStoreCodeRequired: 'Please enter a zip store code',
  zipStoreCodeFormat: 'Zip store code should be exactly 6 digits and contain only numbers',
  couponEmpty: 'Coupon value cannot be empty.',
  blockedDeposit: 'There is an error with the deposit amount. Please try again or contact support.',
  blockedInvalid: 'There has been an error. Please check below to see what fields are invalid.',
  blockedDeliveryDate: 'There is an error with the delivery date. Please try again or contact support.',
  cancelledPayment: "You've cancelled your payment.",
  leaveWarning: 'You have not completed your order yet. Are you sure you want to leave?',
  checkoutDefault: "We're sorry, something has gone wrong. Please try again later.",
  checkoutPayment: (phone: string) =>
    `Sorry there has been a problem with your payment. Please check your details or try a different payment method. If the problem persists, kindly contact a member of our team on ${phone}.`,
  checkoutOther: (phone: string) =>
    `An error occurred when processing your checkout request. Please do not attempt to checkout again. To resolve this issue, kindly contact a member of our team on ${phone}.`,
  locationSelectError: 'An error has occurred when selecting a delivery location. Please try again',
  mapLookupError: 'An error occurred while looking up this address. Please check the address and try again.',
  localityUnavailable: 'Delivery services unavailable for the provided address',
  hcDeliveryUnavailable: (phone: string) =>
    `Unfortunately delivery is not currently available for your order. Please call us to see if we can make alternative arrangements ${phone}`,
  transactionCanceled: 'The transaction was canceled',
  orderTotalTooLarge: (limit: string) =>
    `Orders over ${limit} cannot be placed online. Please contact a member of our team to place a large order.`,
} as const;

/**
 * The largest order placed online (not a spec figure): far above any real appliance order, it keeps
 * a cart of 99 of many costly products from becoming an order nobody will pay. Money columns are
 * bigint all the same (ADR 0004): the cap is a business rule, not the database's limit.
 */
export const ORDER_TOTAL_LIMIT_CENTS = 1_000_000_00;

/** Business constants of document 2 section 9. */
export const CHECKOUT_CONSTANTS = {
  defaultDepositPercentage: 30,
  storageFreeDays: 60,
  storageFeeCentsPerDay: 400,
  storageMinItemPriceCents: 30_000,
  /** The acknowledgement is asked for when the date is later than the first available date plus this. */
  storageAcknowledgeAfterDays: 59,
  proformaDeliveryDays: 21,
  calendarDays: 42,
} as const;
