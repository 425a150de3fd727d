import type { CheckoutSubmit } from '../../contracts/checkout';
import type { OrderAddress } from '../../db/schema';
import type { CountryCode } from '../../domain/brands';
import { isSignedIn, type Caller } from '../../domain/caller';
import type { CartOwner } from '../cart/cart-service';
import type { PaymentOption } from '../../domain/checkout-options';
import { isProviderOption } from '../../providers/payments/payment-providers';
import type { CheckoutDeps } from './checkout-deps';
import type { OrderDraft } from './checkout-draft';
import { CheckoutRefusal } from './checkout-refusal';

export const ORDER_EXPIRY_JOB = 'checkout.expire-order';

/** How each payment option is named on the order (`orders.payment_method`). */
const PAYMENT_METHOD_NAME: Record<PaymentOption, string> = {
  Default: 'card',
  PayPal: 'paypal',
  AfterPay: 'afterpay',
  Zip: 'zip',
  ZipInStore: 'zip-in-store',
  StaffOnlyOtherPaymentMethod: 'staff-other',
  CRAccount: 'cr-account',
  COD: 'cod',
  Klarna: 'klarna',
  Humm: 'humm',
  ApplePay: 'apple-pay',
  GooglePay: 'google-pay',
};

export interface StaffContext {
  storeName: string | null;
  subdivision: string | null;
  salespersonCode: string | null;
  /** Cash and carry: the store's address is the delivery address. */
  storeAddress: Omit<OrderAddress, 'firstName' | 'lastName' | 'companyName'> | null;
}

export interface ReservedOrder {
  orderId: string;
  orderNumber: string;
  cartId: string;
  payNowCents: number;
  paymentId: string | null;
}

/** Whose use of a code counts against a per-customer limit (as the cart counts it). */
export const codeCustomerKey = (owner: CartOwner, email: string) =>
  'accountId' in owner ? `account:${owner.accountId}` : `email:${email.trim().toLowerCase()}`;

function orderAddresses(
  body: CheckoutSubmit,
  staff: StaffContext,
  country: CountryCode,
): { delivery: OrderAddress; billing: OrderAddress } {
  // The flavour delivers only within its own country.
  const d = body.deliveryAddress;
  const delivery: OrderAddress = {
    firstName: d.firstName,
    lastName: d.lastName,
    companyName: d.companyName ?? '',
    ...(body.cashAndCarry && staff.storeAddress
      ? staff.storeAddress
      : { address: d.address, suburb: d.suburb, state: d.state, postcode: d.postcode, country }),
    ...(d.deliveryInstructions ? { deliveryInstructions: d.deliveryInstructions } : {}),
  };
  const b = body.billingAddress;
  const billing: OrderAddress = b
    ? {
        firstName: b.firstName,
        lastName: b.lastName,
        companyName: b.companyName ?? '',
        address: b.address,
        suburb: b.suburb,
        state: b.state,
        postcode: b.postcode,
        country: b.country,
      }
    : { ...delivery, deliveryInstructions: undefined };
  return { delivery, billing };
}

/**
 * The order's one transaction of reservations: stock (a conditional update per product, in product
 * order so two orders never wait on each other crosswise), the delivery day's capacity, the codes,
 * then the order as pending with its payment intent and its expiry job. Any refusal rolls all of it
 * back; once committed, everything it holds is given back by compensation or by the expiry job.
 */
export async function reserveOrder(
  deps: CheckoutDeps,
  input: { caller: Caller; owner: CartOwner; body: CheckoutSubmit; draft: OrderDraft; staff: StaffContext },
): Promise<ReservedOrder> {
  const { body, draft, caller, owner, staff } = input;
  const now = deps.now();
  const orderNumber = await deps.checkout.nextOrderNumber();

  for (const line of [...draft.lines].sort((a, b) => a.productId - b.productId)) {
    if (!(await deps.checkout.takeStock(line.productId, line.quantity, now)))
      throw new CheckoutRefusal(409, [`Sorry, ${line.title} has just sold out. Please remove it from your cart to continue.`]);
  }
  const booksDay = draft.deliveryDate !== null && !body.cashAndCarry;
  if (booksDay && !(await deps.delivery.bookDay(draft.quote.warehouseCode, draft.deliveryDate!)))
    throw new CheckoutRefusal(409, ['Sorry, the delivery day you chose has just been fully booked. Please choose another day.']);
  // A cart without codes has nothing to redeem (the cart's lock is already held: none can be added
  // meanwhile). What the codes take off is the draft's: the order shows exactly what is redeemed.
  const codeReasons = draft.hasCodes
    ? await deps.cart.redeemCodesForOrder(owner, codeCustomerKey(owner, body.email), orderNumber, draft.price.codes)
    : [];
  if (codeReasons.length > 0) throw new CheckoutRefusal(422, codeReasons);

  const { delivery, billing } = orderAddresses(body, staff, draft.country);
  const { price, quote, charges } = draft;
  const coupon = price.codes.find((c) => c.kind !== 'gift-card');
  const expiresAt = new Date(now.getTime() + deps.pendingLifetimeMs);
  const option = body.selectedPaymentOption;
  const paymentMethod = charges.totalCents === 0 ? 'none' : PAYMENT_METHOD_NAME[option];
  const orderId = await deps.checkout.insertOrder(
    {
      orderNumber,
      clientId: deps.brand.clientId,
      accountId: isSignedIn(caller) && caller.kind === 'customer' ? caller.accountId : null,
      placedByStaffId: caller.kind === 'staff' ? caller.accountId : null,
      visitorId: caller.visitorId,
      app: deps.brand.app,
      cartId: draft.cartId,
      status: 'pending',
      contactEmail: body.email,
      contactPhone: body.phoneNumber,
      newsletterOptIn: body.newsletter,
      deliveryAddress: delivery,
      billingAddress: billing,
      deliveryDate: draft.deliveryDate,
      deliveryFeeCents: charges.deliveryFeeCents,
      // Nothing is delivered with cash and carry: its services are neither kept nor charged.
      services: body.cashAndCarry ? [] : quote.services.map((s) => ({ sku: s.sku, name: s.title, priceCents: s.priceCents })),
      paymentMethod,
      paymentState: 'pending',
      couponCode: coupon?.code ?? null,
      couponDiscountCents: price.couponCents,
      giftCardCents: price.giftCardCents,
      subtotalCents: price.subtotalCents - price.lineDiscountCents + price.addOnCents,
      servicesCents: charges.servicesCents,
      storageFeeCents: charges.storageFeeCents,
      totalCents: charges.totalCents,
      country: draft.country,
      gstCents: draft.gstCents,
      paidNowCents: 0,
      balanceDueCents: charges.totalCents,
      poNumber: body.poNumber ?? null,
      storeName: staff.storeName,
      subdivision: staff.subdivision,
      salespersonCode: staff.salespersonCode,
      cashAndCarry: Boolean(body.cashAndCarry),
      warehouseCode: booksDay ? quote.warehouseCode : null,
      checkoutChoices: {
        requestedDeliveryContact: body.requestedDeliveryContact,
        requestedInstallationContact: body.requestedInstallationContact,
        earlyNotification: body.EarlyNotification,
        uniqueDeliveryRequirements: body.uniqueDeliveryRequirements,
        winningDeliveryServiceOverride: body.winningDeliveryServiceOverride,
        supplierLines: quote.supplierLines,
      },
      placedAt: now,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    },
    draft.lines.map((line, position) => {
      const priced = price.lines.find((p) => p.productCode === line.productCode);
      return {
        position,
        productId: line.productId,
        productCode: line.productCode,
        sku: line.sku,
        title: line.title,
        brand: line.brandName,
        unitPriceCents: line.priceCents ?? 0,
        lineDiscountCents: priced?.lineDiscountCents ?? 0,
        quantity: line.quantity,
      };
    }),
  );
  // The card and the providers take money: their payment is written as an intent now. The CR
  // account, cash on delivery and staff's other method take none here: the order's balance is due.
  let paymentId: string | null = null;
  const taker =
    paymentMethod === 'none' ? null : option === 'Default' ? deps.gateway : isProviderOption(option) ? deps.providers[option] : null;
  if (taker) {
    paymentId = crypto.randomUUID();
    await deps.checkout.insertPayment({
      id: paymentId,
      orderId,
      gateway: taker.name,
      merchantReference: orderNumber,
      amountCents: charges.paidNowCents,
      currency: deps.brand.currency,
      state: 'pending',
      createdAt: now,
      updatedAt: now,
    });
  }
  // Whatever happens to the answer, the order does not stay pending past its expiry.
  await deps.outbox.enqueue({ kind: ORDER_EXPIRY_JOB, payload: { orderId }, runAt: expiresAt }, now);
  return { orderId, orderNumber, cartId: draft.cartId, payNowCents: charges.paidNowCents, paymentId };
}
