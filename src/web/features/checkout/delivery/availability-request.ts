import type { z } from 'zod';
import type { Cart } from '../../../../contracts/cart';
import type { Availability, availabilityRequestSchema } from '../../../../contracts/checkout';
import type { ApiResult } from '../../../../contracts/api-client';
import { isCheckoutEmail, isCheckoutPhone } from '../../../../domain/checkout-fields';
import { browserApi } from '../../../client/browser-api';
import { checkoutCartOf } from '../checkout-cart';

export type AvailabilityBody = z.input<typeof availabilityRequestSchema>;

/** The page's form values as far as availability reads them (every part optional: the form may be half filled). */
export interface CheckoutFormSnapshot {
  email?: string | null;
  newsletter?: boolean;
  phoneNumber?: string | null;
  deliveryAddress?: { address?: string | null; suburb?: string | null; state?: string | null; postcode?: string | null } | null;
  EarlyNotification?: boolean;
  requestedDeliveryContact?: boolean;
  requestedInstallationContact?: boolean;
  subdivision?: string | null;
  salespersonCode?: string | null;
  selectedPaymentOption?: AvailabilityBody['selectedPaymentOption'];
  brandsWarnings?: { mieleWarning?: boolean | null } | null;
  cashAndCarry?: boolean | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * POST /api/checkout/avail's body (document 2 section 7): the form's data with cardDetails and
 * deliveryDate nulled. Parts the shopper has not finished (an e-mail half typed, a deposit) are
 * sent as null rather than refused: availability depends on the cart and the delivery locality.
 */
export function availabilityBody(
  values: CheckoutFormSnapshot,
  input: { cart: Cart; uniqueRequirements: boolean; override: boolean; services: readonly string[] },
): AvailabilityBody {
  const address = values.deliveryAddress ?? {};
  const email = text(values.email);
  const phone = text(values.phoneNumber);
  return {
    cartId: input.cart.cartId,
    email: isCheckoutEmail(email) ? email : null,
    newsletter: values.newsletter ?? true,
    phoneNumber: isCheckoutPhone(phone) ? phone : null,
    partialPayment: null,
    deliveryAddress: {
      suburb: text(address.suburb),
      state: text(address.state) || null,
      postcode: text(address.postcode),
      address: text(address.address).slice(0, 200) || null,
    },
    poNumber: null,
    EarlyNotification: values.EarlyNotification ?? false,
    requestedDeliveryContact: values.requestedDeliveryContact ?? false,
    requestedInstallationContact: values.requestedInstallationContact ?? false,
    uniqueDeliveryRequirements: input.uniqueRequirements,
    winningDeliveryServiceOverride: input.override,
    deliveryServices: [...input.services],
    subdivision: values.subdivision ?? null,
    salespersonCode: values.salespersonCode ?? null,
    selectedPaymentOption: values.selectedPaymentOption ?? 'Default',
    cart: checkoutCartOf(input.cart),
    brandsWarnings: values.brandsWarnings ?? null,
    cashAndCarry: values.cashAndCarry ?? null,
    cardDetails: null,
    deliveryDate: null,
  };
}

export function requestAvailability(body: AvailabilityBody, signal?: AbortSignal): Promise<ApiResult<Availability>> {
  return browserApi.post('/api/checkout/avail', { body, signal });
}
