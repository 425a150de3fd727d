import type { FastifyInstance } from 'fastify';
import { CUSTOMER_CLUB_MESSAGES } from '../../contracts/customer-club';
import type { ErrorBody } from '../../contracts/errors';
import type { ApiDeps } from '../api-deps';
import { apiRoutes } from '../../contracts/routes';
import { defineRoute } from '../http/define-route';
import { HttpError } from '../http/errors';

/**
 * The customer-club form service (document 1 section 7): the newsletter popup and the other sign-up
 * forms post here. Its clients show an error answer's `errtext`, so every error body of this call
 * carries one beside the usual status, message and errors.
 */
export async function customerClubRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    try {
      const body = JSON.parse(payload) as ErrorBody & { errtext?: string };
      body.errtext ??= body.errors.length > 0 ? body.errors.join(' ') : body.message;
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });

  defineRoute(app, apiRoutes.customerClub, async ({ body, caller }) => {
    return services.customerClub.submit(brand, body, caller.visitorId, now());
  });

  defineRoute(app, apiRoutes.confirmCustomerClub, async ({ params }) => {
    if (!(await services.customerClub.confirm(brand, params.token, now()))) throw new HttpError(400, [CUSTOMER_CLUB_MESSAGES.invalidLink]);
    return { confirmed: true as const, message: CUSTOMER_CLUB_MESSAGES.confirmed };
  });
}
