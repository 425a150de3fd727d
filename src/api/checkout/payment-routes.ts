import type { FastifyInstance } from 'fastify';
import { PAYMENT_CALLBACK_SIGNATURE_HEADER } from '../../contracts/payments';
import { apiRoutes } from '../../contracts/routes';
import { paymentConfigurationV2 } from '../../services/payments/payment-configuration';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { refusing } from './checkout-routes';

/** The payment calls beyond the card (src/contracts/routes/payment-routes.ts). */
export async function paymentRoutes(app: FastifyInstance, { services }: ApiDeps) {
  const checkout = services.checkout;
  defineRoute(app, apiRoutes.getPaymentConfiguration, async () => checkout.paymentConfiguration());
  defineRoute(app, apiRoutes.getPaymentConfigurationV2, async () => paymentConfigurationV2(await checkout.paymentConfiguration()));

  defineRoute(app, apiRoutes.zipConfirmation, async ({ query, caller }) =>
    refusing(() =>
      checkout.confirmProviderReturn(caller, { slug: 'zip', reference: query.checkoutId, shopperCancelled: query.result === 'cancelled' }),
    ),
  );
  defineRoute(app, apiRoutes.paypalConfirmation, async ({ query, caller }) =>
    refusing(() =>
      checkout.confirmProviderReturn(caller, { slug: 'paypal', reference: query.token, shopperCancelled: query.status === 'CANCELLED' }),
    ),
  );
  defineRoute(app, apiRoutes.afterpayConfirmation, async ({ query, caller }) =>
    refusing(() =>
      checkout.confirmProviderReturn(caller, {
        slug: 'afterpay',
        reference: query.orderToken,
        shopperCancelled: query.status === 'CANCELLED',
      }),
    ),
  );
  defineRoute(app, apiRoutes.paymentConfirmation, async ({ query, caller }) =>
    refusing(() =>
      checkout.confirmProviderReturn(caller, {
        slug: query.method.toLowerCase(),
        reference: query.reference,
        shopperCancelled: query.status === 'CANCELLED',
      }),
    ),
  );
  defineRoute(app, apiRoutes.getPaymentStatus, async ({ query, caller }) =>
    refusing(() => checkout.devicePaymentStatus(caller, { cartId: query.cartId, paymentReference: query.paymentReference })),
  );
  defineRoute(app, apiRoutes.paymentCallback, async ({ params, body }, request) => {
    const signature = request.headers[PAYMENT_CALLBACK_SIGNATURE_HEADER];
    return refusing(() =>
      checkout.receiveProviderCallback({
        slug: params.provider,
        callback: body,
        signature: typeof signature === 'string' ? signature : undefined,
      }),
    );
  });
}
