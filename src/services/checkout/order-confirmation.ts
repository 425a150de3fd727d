import type { OrderConfirmation } from '../../contracts/checkout';
import type { Caller } from '../../domain/caller';
import { centsToDollars } from '../../domain/money';
import type { CheckoutDeps } from './checkout-deps';
import { CheckoutRefusal } from './checkout-refusal';
import { ownsOrder } from './order-ownership';

const NOT_FOUND = () => new CheckoutRefusal(404, ['The order was not found.']);

/** GET /api/checkout/confirmation?id={cartId}: only the shopper who placed the order sees it; anyone else is told it does not exist. */
export async function confirmationOf(deps: CheckoutDeps, caller: Caller, cartId: string): Promise<OrderConfirmation> {
  const order = await deps.checkout.latestOrderForCart(cartId);
  if (!order || !ownsOrder(caller, order)) throw NOT_FOUND();
  const lines = await deps.checkout.lines(order.id);
  const d = order.deliveryAddress;
  const subTotal = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity - l.lineDiscountCents, 0);
  return {
    orderReference: order.orderNumber,
    status: order.status,
    paymentState: order.paymentState,
    paymentMethod: order.paymentMethod,
    email: order.contactEmail,
    deliveryAddress: {
      firstName: d.firstName,
      lastName: d.lastName,
      companyName: d.companyName || null,
      address: d.address,
      suburb: d.suburb,
      state: d.state,
      postcode: d.postcode,
    },
    deliveryDate: order.deliveryDate,
    cashAndCarry: order.cashAndCarry,
    lines: lines.map((l) => ({
      sku: l.sku,
      productCode: l.productCode,
      title: l.title,
      brand: l.brand,
      quantity: l.quantity,
      price: centsToDollars(l.unitPriceCents),
    })),
    services: order.services.map((s) => ({ sku: s.sku, title: s.name, price: centsToDollars(s.priceCents) })),
    subTotal: centsToDollars(subTotal),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    storageFee: centsToDollars(order.storageFeeCents),
    couponDiscount: centsToDollars(order.couponDiscountCents),
    giftCardTotal: centsToDollars(order.giftCardCents),
    orderTotal: centsToDollars(order.totalCents),
    gst: centsToDollars(order.gstCents),
    country: order.country,
    paidNow: centsToDollars(order.paidNowCents),
    balanceDue: centsToDollars(order.balanceDueCents),
  };
}
