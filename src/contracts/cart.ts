import { z } from 'zod';
import { codeEntryError } from '../domain/cart-codes';
import { CART_LINE_MAX_QUANTITY } from '../domain/cart-rules';
import { isCheckoutEmail } from '../domain/checkout-fields';
import { EMAIL_MAX_LENGTH } from '../domain/newsletter-fields';
import { PRODUCT_CONDITIONS, RIBBON_STYLES } from './products';

/**
 * The cart calls of document 3 section 7. Money crosses the API as dollars with at most two
 * decimals (ADR 0004), each figure converted from the cents the server computed. The browser sends
 * what it wants (a product, a quantity, add-on ids, a code), never a price.
 */

/** The spec's cartId when there is no cart. */
export const EMPTY_CART_ID = '00000000-0000-0000-0000-000000000000';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** GET /api/cart/: the delivery locality (kept for delivery pricing; it changes no product price). */
export const cartQuerySchema = z.object({
  suburb: optionalText(60),
  postcode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, 'postcode must be 4 digits')
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  state: optionalText(3),
  winningDeliveryServiceOverride: z
    .enum(['true', 'false', ''], { error: 'winningDeliveryServiceOverride must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});

const addOnId = z
  .number({ error: 'must be an add-on option id' })
  .int('must be an add-on option id')
  .nonnegative('must be an add-on option id')
  .nullable()
  .optional();

/**
 * The spec's cart line for add: qty, sku, unitId, productCode, category, warrantyId, installId.
 * The product is found by sku or productCode; unitId and category are accepted and not trusted
 * (the category is the catalogue's). `mode: 'set'` makes qty the line's quantity (the slide-out's
 * quantity change); otherwise qty is added to it. An add-on id of 0 or null removes that add-on.
 */
export const cartAddBodySchema = z
  .object({
    qty: z
      .number({ error: `qty must be a whole number from 1 to ${CART_LINE_MAX_QUANTITY}` })
      .int(`qty must be a whole number from 1 to ${CART_LINE_MAX_QUANTITY}`)
      .min(1, `qty must be a whole number from 1 to ${CART_LINE_MAX_QUANTITY}`)
      .max(CART_LINE_MAX_QUANTITY, `qty must be a whole number from 1 to ${CART_LINE_MAX_QUANTITY}`),
    sku: z.string().trim().max(100, 'sku must be at most 100 characters').optional(),
    unitId: z
      .union([z.string().max(100), z.number()])
      .nullable()
      .optional(),
    productCode: z.string().trim().max(100, 'productCode must be at most 100 characters').optional(),
    category: z.string().max(200).nullable().optional(),
    warrantyId: addOnId,
    installId: addOnId,
    mode: z.enum(['add', 'set'], { error: "mode must be 'add' or 'set'" }).default('add'),
  })
  .refine((body) => Boolean(body.sku || body.productCode), { message: 'sku or productCode is required', path: ['sku'] });
export type CartAddBody = z.output<typeof cartAddBodySchema>;

export const cartProductParamsSchema = z.object({
  productCode: z.string().trim().min(1, 'productCode is required').max(100, 'productCode must be at most 100 characters'),
});

const EMAIL_ERROR = 'Please enter a valid email address.';
/** Document 3's loose pattern (a local part, an @ and a dotted domain), 5 to EMAIL_MAX_LENGTH characters (document 2). */
export const cartEmailBodySchema = z.object({
  email: z.string({ error: 'email is required' }).trim().refine(isCheckoutEmail, EMAIL_ERROR),
});

/**
 * A code as typed: the spec's texts are the whole message, so the check is on the object (an issue
 * on the field would be prefixed with its name).
 */
const withCode = <T extends z.ZodRawShape>(field: 'code' | 'id', extra: T) =>
  z.object({ [field]: z.string({ error: `${field} must be text` }).nullish(), ...extra }).superRefine((value, ctx) => {
    const error = codeEntryError((value as Record<string, string | null | undefined>)[field]);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: [] });
  });

export const cartCouponBodySchema = withCode('code', { userEmail: z.string().trim().max(EMAIL_MAX_LENGTH).nullish() }).transform(
  (body) => ({
    code: (body.code ?? '').trim(),
    userEmail: body.userEmail ?? null,
  }),
);
export const cartCouponParamsSchema = withCode('id', {}).transform((params) => ({ id: (params.id ?? '').trim() }));

const money = z.number();

export const addOnOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Per unit, dollars. */
  price: money,
});
export type AddOnOption = z.infer<typeof addOnOptionSchema>;

export const cartProductSchema = z.object({
  productCode: z.string(),
  sku: z.string(),
  title: z.string(),
  brand: z.string(),
  /** The product's category name. */
  category: z.string(),
  /** Slash path of the category, e.g. "laundry/washing-machines". */
  categorization: z.string(),
  uri: z.string(),
  image: z.string().nullable(),
  /** Unit price. */
  price: money,
  rrp: money.nullable(),
  /** Discount on the whole line (bundle offers). */
  lineDiscount: money,
  quantity: z.number().int(),
  available: z.boolean(),
  sortOrder: z.number().int(),
  condition: z.enum(PRODUCT_CONDITIONS).nullable(),
  missingParts: z.string().nullable(),
  ribbonType: z.enum(RIBBON_STYLES).nullable(),
  isProforma: z.boolean(),
  selectedInstall: addOnOptionSchema.nullable(),
  selectedWarranty: addOnOptionSchema.nullable(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** The promotion panel a reward shows (document 1's cart variant of a promotion). */
export const cartPromotionPanelSchema = z.object({
  link: z.string(),
  title: z.string(),
  expiryDate: z.string(),
  thumbImg: z.string(),
  redemption: z.object({ url: z.string(), endDate: z.string().nullable() }).nullable(),
  rewardLabel: z.string().nullable(),
});

export const cartRewardSchema = z.object({
  promoId: z.number().int(),
  rewardId: z.number().int(),
  /** The product the reward comes with. */
  productCode: z.string(),
  kind: z.enum(['bonus', 'cashback', 'gift']),
  title: z.string(),
  /** What the reward is worth (a cashback's amount, a bonus item's value). */
  value: money,
  quantity: z.number().int(),
  promotion: cartPromotionPanelSchema,
});
export type CartReward = z.infer<typeof cartRewardSchema>;

export const cartCodeSchema = z.object({
  /** The code itself: DELETE /api/cart/coupon/{id} takes it. */
  id: z.string(),
  kind: z.enum(['percentage', 'fixed', 'gift-card']),
  description: z.string(),
  /** What it takes off this order. */
  amount: money,
});

export const cartErrorSchema = z.object({ message: z.string() });

export const cartSchema = z.object({
  cartId: z.string(),
  products: z.array(cartProductSchema),
  rewards: z.array(cartRewardSchema),
  /** Units of products (quantities summed); the header count adds the rewards. */
  productCount: z.number().int(),
  subTotal: money,
  lineDiscountTotal: money,
  addOnTotal: money,
  couponDiscount: money,
  giftCardTotal: money,
  orderTotal: money,
  savingTotal: money,
  rrpTotal: money,
  /** The coupon (not gift card) applied, or null. */
  couponCode: z.string().nullable(),
  codes: z.array(cartCodeSchema),
  email: z.string().nullable(),
  hasProformaDelivery: z.boolean(),
  hasUnavailableProducts: z.boolean(),
  /** Notes for the shopper (a code that stopped applying), shown as persistent error messages. */
  messages: z.array(z.string()),
  /** What blocks checkout (unavailable products); the page hides the totals and offers assistance. */
  errors: z.array(cartErrorSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** GET /api/cart/product/{productCode}: the add-ons offered for a product and its line, if in the cart. */
export const cartProductOptionsSchema = z.object({
  productCode: z.string(),
  installOptions: z.array(addOnOptionSchema),
  warrantyOptions: z.array(addOnOptionSchema),
  line: cartProductSchema.nullable(),
});
export type CartProductOptions = z.infer<typeof cartProductOptionsSchema>;
