import { useQuery } from '@tanstack/react-query';
import type { PaymentConfiguration } from '../../../../contracts/payments';
import type { AppId } from '../../../../domain/brands';
import { NOTHING_CONFIGURED } from './payment-configuration';
import { browserApi } from '../../../client/browser-api';
import { readPaymentConfiguration } from './payment-calls';

/**
 * The flavour's payment configuration for the checkout's method group: the page's loader reads it
 * with the checkout view; it is read again after five minutes on the page, so a changed range shows.
 * Nothing is configured while it cannot be read.
 */
export function usePaymentConfiguration(app: AppId, initial: PaymentConfiguration | null): PaymentConfiguration {
  const query = useQuery({
    queryKey: ['payment-configuration', app],
    queryFn: () => readPaymentConfiguration(browserApi, app),
    initialData: initial ?? undefined,
    staleTime: 5 * 60_000,
  });
  return query.data ?? NOTHING_CONFIGURED;
}
