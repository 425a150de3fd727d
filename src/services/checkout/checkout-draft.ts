import type { CheckoutSubmit } from '../../contracts/checkout';
import type { CartLineRow } from '../../db/repositories/cart-repository';
import { calendarDateIn } from '../../domain/calendar-date';
import type { Caller } from '../../domain/caller';
import { isProformaBrand } from '../../domain/cart-rules';
import { CHECKOUT_MESSAGES } from '../../domain/checkout-fields';
import { checkoutCharges, type CheckoutCharges } from '../../domain/checkout-charges';
import type { CountryCode } from '../../domain/brands';
import { gstIncludedCents } from '../../domain/gst';
import type { PaymentOfferConfiguration } from '../../domain/payment-offer';
import type { CartPrice } from '../../domain/cart-pricing';
import type { DeliveryQuote } from '../delivery/delivery-quote';
import type { CartOwner } from '../cart/cart-service';
import { isAvailable, priceState } from '../cart/cart-view';
import type { CheckoutDeps } from './checkout-deps';
import { checkoutErrors } from './checkout-rules';
import { CheckoutRefusal } from './checkout-refusal';

/** The order as the server prices it, before anything is reserved. Cents throughout. */
export interface OrderDraft {
  cartId: string;
  lines: CartLineRow[];
  price: CartPrice;
  quote: DeliveryQuote;
  deliveryDate: string | null;
  /** The fees, the total and what is paid now, by the rule the checkout summary shows them with. */
  charges: CheckoutCharges;
  /** The flavour's country: the order's tax is that country's GST. */
  country: CountryCode;
  gstCents: number;
  /** Codes are applied to the cart (they are redeemed with the order). */
  hasCodes: boolean;
}

const tripleToDate = (t: readonly [number, number, number] | null | undefined) =>
  t ? `${t[0]}-${String(t[1]).padStart(2, '0')}-${String(t[2]).padStart(2, '0')}` : null;

/**
 * Prices the caller's cart again from the catalogue, the delivery quote and the codes (never from a
 * figure the browser sent) and checks every rule that depends on them. Runs inside the order's
 * transaction, after the cart's lock, so the cart cannot change between pricing and reserving.
 */
export async function draftOrder(
  deps: CheckoutDeps,
  input: {
    caller: Caller;
    owner: CartOwner;
    body: CheckoutSubmit;
    opts: number;
    depositPercentage: number;
    proformaBrands: string;
    payments: PaymentOfferConfiguration;
  },
): Promise<OrderDraft> {
  const { body, owner } = input;
  const now = deps.now();
  const cart = await deps.carts.find(deps.brand.app, owner);
  if (!cart || cart.id !== body.cartId) throw new CheckoutRefusal(404, ['The cart was not found.']);
  const lines = await deps.carts.lines(cart.id);
  const unavailable = lines.filter((line) => !isAvailable(line));
  if (lines.length === 0) throw new CheckoutRefusal(400, ['Your cart is empty.']);
  if (unavailable.length > 0)
    throw new CheckoutRefusal(
      400,
      unavailable.map((l) => `${l.title} is no longer available. Please remove it from your cart.`),
    );
  const state = {
    cartId: cart.id,
    email: cart.email,
    lines,
    rules: await deps.carts.rewardRules(now),
    codes: await deps.carts.appliedCodes(cart.id),
  };
  const { price } = priceState(state, now, deps.money);

  const cashAndCarry = Boolean(body.cashAndCarry);
  const deliveryDate = cashAndCarry
    ? calendarDateIn(now, deps.brand.timeZone)
    : body.uniqueDeliveryRequirements
      ? null
      : tripleToDate(body.deliveryDate);
  // The spec's message for a missing date, before the quote (which cannot price a day not chosen).
  if (deliveryDate === null && !cashAndCarry && !body.uniqueDeliveryRequirements)
    throw new CheckoutRefusal(400, [CHECKOUT_MESSAGES.blockedDeliveryDate]);
  const quote = await deps.delivery.quote({
    app: deps.brand.app,
    lines: lines.map((l) => ({
      productId: l.productId,
      sku: l.sku,
      brand: l.brandName,
      priceCents: l.priceCents ?? 0,
      quantity: l.quantity,
      isProforma: isProformaBrand(l.brandName, input.proformaBrands),
    })),
    locality: { suburb: body.deliveryAddress.suburb, state: body.deliveryAddress.state, postcode: body.deliveryAddress.postcode },
    deliveryDate,
    supplierDates: body.supplierDeliveryDates.map((s) => ({ supplier: s.supplier, date: tripleToDate(s.deliveryDate)! })),
    serviceSkus: body.deliveryServices,
    winningDeliveryServiceOverride: body.winningDeliveryServiceOverride,
    uniqueRequirements: body.uniqueDeliveryRequirements,
    cashAndCarry,
    opts: input.opts,
  });
  if (quote.errors.length > 0) throw new CheckoutRefusal(400, quote.errors);

  const depositCents = Math.round((body.partialPayment ?? 0) * 100);
  const charges = checkoutCharges({
    cartTotalCents: price.orderTotalCents,
    cashAndCarry,
    deliveryDay: deliveryDate && !cashAndCarry ? { feeCents: quote.deliveryFeeCents, sameDay: quote.sameDay } : null,
    supplierDeliveries: quote.supplierLines,
    services: quote.services,
    storageFeeCents: quote.storageFeeCents,
    depositCents,
  });
  const { totalCents } = charges;
  const storedItems = lines.map((l) => ({ priceCents: l.priceCents ?? 0, isProforma: isProformaBrand(l.brandName, input.proformaBrands) }));
  const errors = checkoutErrors(
    body,
    { brands: lines.map((l) => l.brandName), storedItems, totalCents, deliveryDate, firstAvailableDate: quote.firstAvailableDate },
    input.opts,
    input.depositPercentage,
    deps.money,
    input.payments,
  );
  if (errors.length > 0) throw new CheckoutRefusal(400, errors);
  return {
    cartId: cart.id,
    lines,
    price,
    quote,
    deliveryDate,
    charges,
    country: deps.brand.country,
    gstCents: gstIncludedCents(totalCents, deps.brand.country),
    hasCodes: state.codes.length > 0,
  };
}
