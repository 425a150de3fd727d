import type { FastifyInstance } from 'fastify';
import { customerClubRequestSchema, customerClubResponseSchema } from '../../contracts/customer-club';
import type { ErrorBody } from '../../contracts/errors';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';

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

  defineRoute(
    app,
    {
      method: 'POST',
      access: 'public',
      url: '/forms/customer-club',
      summary:
        'Signs an e-mail up to the customer club from one form source; a repeated submit of the same e-mail and form updates it. Errors carry errtext.',
      idempotent: true,
      body: customerClubRequestSchema,
      response: customerClubResponseSchema,
    },
    async ({ body, caller }, _request, reply) => {
      reply.header('cache-control', 'no-store');
      return services.customerClub.submit(brand, body, caller.visitorId, now());
    },
  );
}
