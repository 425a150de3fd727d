import { z } from 'zod';
import {
  afterpayConfirmationQuerySchema,
  PAYMENT_CALLBACK_SIGNATURE_HEADER,
  paymentCallbackAnswerSchema,
  paymentCallbackBodySchema,
  paymentConfigurationSchema,
  paymentConfigurationV2Schema,
  paymentConfirmationAnswerSchema,
  paymentConfirmationQuerySchema,
  paymentStatusAnswerSchema,
  paymentStatusQuerySchema,
  payPalConfirmationQuerySchema,
  zipConfirmationQuerySchema,
} from '../payments';
import { apiRoute } from '../http/route-contract';

/**
 * The payment methods beyond the card (document 2 sections 3 and 7, issue 13): the configuration,
 * the confirmations the browser posts on the shopper's return from a provider (no body: the
 * provider's query as it came), Zip in store's status poll and the providers' signed callbacks.
 * A confirmation or poll is the placing shopper's (or staff member's) own; the callback is the
 * provider's, trusted by its signature alone.
 */
const confirmation = <const N extends string, Q extends z.ZodType>(name: N, provider: string, query: Q) =>
  apiRoute({
    method: 'POST',
    path: `/api/checkout/${name}` as `/api/checkout/${N}`,
    operationId: name,
    summary: `${provider}: the shopper's return; the outcome is asked of the provider and the order placed or released`,
    access: 'public',
    cache: 'no-store',
    query,
    response: paymentConfirmationAnswerSchema,
    // 400: declined or cancelled (the error list says which); 409: the provider has no outcome yet.
    errors: [404, 409],
  });

export const paymentRoutes = {
  getPaymentConfiguration: apiRoute({
    method: 'GET',
    path: '/api/checkout/paymentconfiguration',
    operationId: 'getPaymentConfiguration',
    summary: 'Which payment methods the flavour takes and for what order totals, Zip’s terms, the wallets and the card encryption keys',
    access: 'public',
    cache: { publicMaxAge: 30 },
    response: paymentConfigurationSchema,
  }),
  getPaymentConfigurationV2: apiRoute({
    method: 'GET',
    path: '/api/checkout/v2/paymentconfiguration',
    operationId: 'getPaymentConfigurationList',
    summary: 'The payment configuration as a list of methods (the aol flavour’s form)',
    access: 'public',
    cache: { publicMaxAge: 30 },
    response: paymentConfigurationV2Schema,
  }),
  zipConfirmation: confirmation('zipconfirmation', 'Zip', zipConfirmationQuerySchema),
  paypalConfirmation: confirmation('paypalconfirmation', 'PayPal', payPalConfirmationQuerySchema),
  afterpayConfirmation: confirmation('afterpayconfirmation', 'Afterpay', afterpayConfirmationQuerySchema),
  paymentConfirmation: confirmation('paymentconfirmation', 'Klarna and Humm', paymentConfirmationQuerySchema),
  getPaymentStatus: apiRoute({
    method: 'GET',
    path: '/api/payment/status',
    operationId: 'getPaymentStatus',
    summary: 'Zip in store: whether the customer approved in their Zip app; Approved places the order',
    access: 'public',
    cache: 'no-store',
    query: paymentStatusQuerySchema,
    response: paymentStatusAnswerSchema,
    // 502: Zip did not answer (keep polling).
    errors: [404, 502],
  }),
  paymentCallback: apiRoute({
    method: 'POST',
    path: '/api/payments/callback/{provider}',
    operationId: 'paymentCallback',
    summary: 'A payment provider’s signed notification of a payment’s outcome (server to server)',
    access: 'public',
    cache: 'no-store',
    params: z.object({ provider: z.enum(['paypal', 'afterpay', 'zip', 'klarna', 'humm']) }),
    headers: z.object({ [PAYMENT_CALLBACK_SIGNATURE_HEADER]: z.string().max(200).optional() }),
    body: paymentCallbackBodySchema,
    response: paymentCallbackAnswerSchema,
    // 401: bad signature; 404: unknown payment; 409: the order is no longer waiting for payment.
    errors: [401, 404, 409],
  }),
};
