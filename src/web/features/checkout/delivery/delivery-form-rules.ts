import { CHECKOUT_MESSAGES } from '../../../../domain/checkout-fields';
import type { DeliveryState } from './delivery-state';

export interface DeliveryFormIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The delivery section's checks for the page's resolver (document 2 section 5): the storage-fee
 * acknowledgement must be ticked while it is required, and a delivery date is needed unless the
 * order is cash and carry or has unique delivery requirements (the blocker of section 5). Usage:
 *   schema.superRefine((values, context) =>
 *     deliveryFormIssues(values, delivery).forEach((issue) => context.addIssue({ code: 'custom', ...issue })))
 */
export function deliveryFormIssues(
  values: { stockFeeAcknowledged?: boolean | null; deliveryDate?: unknown; cashAndCarry?: boolean | null },
  delivery: Pick<DeliveryState, 'storageFeeRequired' | 'uniqueRequirements'>,
): DeliveryFormIssue[] {
  const issues: DeliveryFormIssue[] = [];
  if (delivery.storageFeeRequired && values.stockFeeAcknowledged !== true) {
    issues.push({ path: ['stockFeeAcknowledged'], message: CHECKOUT_MESSAGES.storageFee });
  }
  if (!values.cashAndCarry && !delivery.uniqueRequirements && !values.deliveryDate) {
    issues.push({ path: ['deliveryDate'], message: CHECKOUT_MESSAGES.blockedDeliveryDate });
  }
  return issues;
}
