import type { ApiClient } from '../../../../contracts/api-client';
import type { PaymentConfiguration } from '../../../../contracts/payments';
import type { AppId } from '../../../../domain/brands';
import { configurationFromV2, readsConfigurationV2 } from './payment-configuration';

/**
 * The payment configuration of the flavour (document 2 section 7): v2 for the aol flavour, v1 for
 * the others, read into one shape. Null when it cannot be read: then only the card and the
 * flag-only methods are offered, and the information pages say the range is not available.
 */
export async function readPaymentConfiguration(api: ApiClient, app: AppId): Promise<PaymentConfiguration | null> {
  if (readsConfigurationV2(app)) {
    const answer = await api.get('/api/checkout/v2/paymentconfiguration');
    return answer.ok && answer.data ? configurationFromV2(answer.data) : null;
  }
  const answer = await api.get('/api/checkout/paymentconfiguration');
  return answer.ok ? answer.data : null;
}
