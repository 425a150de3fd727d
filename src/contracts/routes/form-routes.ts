import {
  customerClubConfirmParamsSchema,
  customerClubConfirmResponseSchema,
  customerClubErrorSchema,
  customerClubRequestSchema,
  customerClubResponseSchema,
} from '../customer-club';
import { apiRoute } from '../http/route-contract';
import { VARIANT_VISITOR_HEADER, variantTestBodySchema, variantTestResponseSchema } from '../variant-test';

export const formRoutes = {
  customerClub: apiRoute({
    method: 'POST',
    path: '/api/forms/customer-club',
    operationId: 'signUpToCustomerClub',
    summary:
      'Asks an e-mail to confirm a customer-club sign-up from one form source (one link mail per address in 15 minutes); a repeated submit of the same e-mail and form updates it. Errors carry errtext.',
    access: 'public',
    cache: 'no-store',
    idempotent: true,
    body: customerClubRequestSchema,
    response: customerClubResponseSchema,
    errorResponse: customerClubErrorSchema,
  }),
  confirmCustomerClub: apiRoute({
    method: 'GET',
    path: '/api/forms/customer-club/confirm/{token}',
    operationId: 'confirmCustomerClub',
    summary: 'Confirms a customer-club sign-up by the link mailed to its address, once; the welcome mail follows.',
    access: 'public',
    cache: 'no-store',
    params: customerClubConfirmParamsSchema,
    response: customerClubConfirmResponseSchema,
    errorResponse: customerClubErrorSchema,
  }),
  variantTest: apiRoute({
    method: 'POST',
    path: '/api/varianttest',
    operationId: 'getVariantBucket',
    summary: `The visitor's bucket in a variant test (body: the test id as a JSON string); header ${VARIANT_VISITOR_HEADER} carries the visitor id`,
    access: 'public',
    cache: 'private',
    body: variantTestBodySchema,
    response: variantTestResponseSchema,
    responseHeaders: {
      [VARIANT_VISITOR_HEADER]:
        'The visitor id the bucket was chosen for; the browser uses the answer only when it matches its wau cookie.',
    },
  }),
};
