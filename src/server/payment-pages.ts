import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../domain/caller';
import { formatMoney } from '../domain/money-format';
import type { SandboxGateway } from '../providers/payments/sandbox-gateway';
import { SANDBOX_CHALLENGE_PATH } from '../providers/payments/sandbox-gateway';
import type { Services } from '../services/create-services';
import { THREE_DS_RETURN_PATH } from '../services/checkout/checkout-deps';

const FORM = 'application/x-www-form-urlencoded';

export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Form posts (a 3-D Secure challenge and its return) arrive url-encoded; these routes read them as fields. */
export function acceptForms(scope: FastifyInstance): void {
  if (scope.hasContentTypeParser(FORM)) return;
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

export const fieldsOf = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );

/**
 * The 3-D Secure return (outside /api: a gateway's page posts it cross-site as a plain form, which the
 * API's cross-site rule would refuse). The gateway checks the signed result; the shopper's browser
 * is sent on to the confirmation, or back to checkout with the refusal.
 */
export async function registerCheckoutReturn(
  app: FastifyInstance,
  services: Services,
  callerOf: (request: FastifyRequest) => Promise<Caller>,
): Promise<void> {
  await app.register(async (scope) => {
    acceptForms(scope);
    scope.post(THREE_DS_RETURN_PATH, async (request, reply) => {
      // The browser's own cookies (visitor, session) say whose checkout this is.
      const next = await services.checkout.completeChallenge(await callerOf(request), fieldsOf(request.body));
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    });
  });
}

function challengePage(details: { amount: string; merchantName: string; returnUrl: string; md: string; approve: string; decline: string }) {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Sandbox 3-D Secure check</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f3f3f3; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #bbb; }
  button { font: inherit; padding: .6rem 1.2rem; margin-right: .5rem; border: 2px solid #1a1a1a; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; }
</style></head>
<body><main>
<h1>Sandbox 3-D Secure check</h1>
<p>This is the sandbox payment gateway's stand-in for your bank's check. No real card is charged.</p>
<dl><dt>Merchant</dt><dd>${escape(details.merchantName)}</dd><dt>Amount</dt><dd>${escape(details.amount)}</dd></dl>
<form method="post" action="${escape(details.returnUrl)}">
<input type="hidden" name="MD" value="${escape(details.md)}">
<button type="submit" name="PaRes" value="${escape(details.approve)}">Approve</button>
<button type="submit" name="PaRes" value="${escape(details.decline)}">Decline</button>
</form>
</main></body></html>`;
}

/** The SANDBOX gateway's 3-D Secure challenge page (demo and tests; a real gateway serves its own). */
export async function registerSandboxGatewayPages(app: FastifyInstance, gateway: SandboxGateway): Promise<void> {
  await app.register(async (scope) => {
    acceptForms(scope);
    scope.post(SANDBOX_CHALLENGE_PATH, async (request, reply) => {
      const md = fieldsOf(request.body).MD ?? '';
      const payment = md ? await gateway.challenge(md) : null;
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!payment)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send('<!doctype html><title>Not found</title><p>This check has ended or does not exist.</p>');
      const amount = formatMoney(payment.amountCents, {
        locale: payment.currency === 'NZD' ? 'en-NZ' : 'en-AU',
        currency: payment.currency as 'AUD',
      });
      return reply.type('text/html; charset=utf-8').send(
        challengePage({
          amount,
          merchantName: payment.merchantName,
          returnUrl: payment.returnUrl,
          md,
          approve: await gateway.challengeResult(md, true),
          decline: await gateway.challengeResult(md, false),
        }),
      );
    });
  });
}
