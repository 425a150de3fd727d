import { customerClubErrorSchema, customerClubRequestSchema, customerClubResponseSchema } from '../customer-club';
import { apiRoute } from '../http/route-contract';
import { VARIANT_VISITOR_HEADER, variantTestBodySchema, variantTestResponseSchema } from '../variant-test';

export const formRoutes = {
  customerClub: apiRoute({
    method: 'POST',
    path: '/api/forms/customer-club',
    operationId: 'signUpToCustomerClub',
    summary:
      'Signs an e-mail up to the customer club from one form source; a repeated submit of the same e-mail and form updates it. Errors carry errtext.',
    access: 'public',
    cache: 'no-store',
    idempotent: true,
    body: customerClubRequestSchema,
    response: customerClubResponseSchema,
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
