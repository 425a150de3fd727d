import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatMoney } from '../domain/money-format';
import { PAYMENT_CALLBACK_SIGNATURE_HEADER } from '../contracts/payments';
import {
  REDIRECT_SLUGS,
  SANDBOX_DEVICE_PATH,
  SANDBOX_WALLET_TOKENS,
  sandboxPagePath,
  type Decision,
  type RedirectSlug,
  type SandboxProviders,
} from '../providers/payments/sandbox-providers';
import { requestInMemory } from './in-memory-http';
import { acceptForms, escape, fieldsOf } from './payment-pages';

/** The sandbox wallet sheet: stands in for Apple Pay's and Google Pay's own sheet in the browser. */
export const SANDBOX_WALLET_PATH = '/sandbox/pay/wallet';

const PROVIDER_TITLE: Record<RedirectSlug | 'zip-in-store' | 'applepay' | 'googlepay', string> = {
  paypal: 'PayPal',
  afterpay: 'Afterpay',
  zip: 'Zip',
  klarna: 'Klarna',
  humm: 'Humm',
  'zip-in-store': 'Zip app',
  applepay: 'Apple Pay',
  googlepay: 'Google Pay',
};
const DECISIONS: { value: Decision; label: string }[] = [
  { value: 'approve', label: 'Approve' },
  { value: 'decline', label: 'Decline' },
  { value: 'cancel', label: 'Cancel' },
];
const isDecision = (value: string | undefined): value is Decision => value === 'approve' || value === 'decline' || value === 'cancel';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #f3f3f3; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #bbb; }
  button { font: inherit; padding: .6rem 1.2rem; margin: 0 .5rem .5rem 0; border: 2px solid #1a1a1a; background: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid #0645ad; outline-offset: 2px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; } dt { font-weight: 600; }
</style></head>
<body><main>
<h1>${escape(title)}</h1>
${body}
</main></body></html>`;
}

function decisionPage(details: { title: string; merchantName: string; amount: string; action: string; hidden: Record<string, string> }) {
  const hidden = Object.entries(details.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  const buttons = DECISIONS.map((d) => `<button type="submit" name="decision" value="${d.value}">${d.label}</button>`).join('\n');
  return page(
    details.title,
    `<p>This is a sandbox stand-in for the provider's own page. No real money moves.</p>
<dl><dt>Merchant</dt><dd>${escape(details.merchantName)}</dd><dt>Amount</dt><dd>${escape(details.amount)}</dd></dl>
<form method="post" action="${escape(details.action)}">${hidden}
${buttons}
</form>`,
  );
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(body);
const ended = (reply: FastifyReply) => html(reply, 404, page('Payment not found', '<p>This payment has ended or does not exist.</p>'));
const money = (amountCents: number, currency: string) =>
  formatMoney(amountCents, { locale: currency === 'NZD' ? 'en-NZ' : 'en-AU', currency: currency as 'AUD' });

/**
 * The SANDBOX providers' hosted pages (demo and tests; real providers serve their own): each
 * redirect provider's approval page, Zip in store's device (the shopper's Zip app) and the wallet
 * sheet. Each shows the merchant and the amount with the buttons "Approve", "Decline" and "Cancel".
 * Callbacks the sandbox sends go to our own callback route, signed like a provider's.
 */
export async function registerSandboxProviderPages(app: FastifyInstance, providers: SandboxProviders): Promise<void> {
  providers.sandbox.setCallbackSender(async (slug, callback, signature) => {
    await requestInMemory(app.server, {
      method: 'POST',
      path: `/api/payments/callback/${slug}`,
      headers: { [PAYMENT_CALLBACK_SIGNATURE_HEADER]: signature, 'content-type': 'application/json' },
      body: JSON.stringify(callback),
    });
  });
  /** A pending session's page with its buttons; anything else has ended. */
  async function sessionPage(query: unknown, reply: FastifyReply, slug: RedirectSlug | 'zip-in-store', action: string) {
    const reference = String((query as Record<string, unknown>).reference ?? '');
    const session = reference ? await providers.sandbox.session(reference) : null;
    if (!session || session.provider !== `sandbox-${slug}` || session.state !== 'pending') return ended(reply);
    const title = `Sandbox ${PROVIDER_TITLE[slug]}`;
    const amount = money(session.amountCents, session.currency);
    return html(reply, 200, decisionPage({ title, merchantName: session.merchantName, amount, action, hidden: { reference } }));
  }

  await app.register(async (scope) => {
    acceptForms(scope);
    for (const slug of Object.values(REDIRECT_SLUGS)) {
      const path = sandboxPagePath(slug);
      scope.get(path, async (request, reply) => sessionPage(request.query, reply, slug, path));
      scope.post(path, async (request, reply) => {
        const fields = fieldsOf(request.body);
        if (!isDecision(fields.decision) || !fields.reference) return ended(reply);
        const next = await providers.sandbox.decide(slug, fields.reference, fields.decision);
        if (!next) return ended(reply);
        return reply.header('cache-control', 'no-store').redirect(next, 303);
      });
    }

    scope.get(SANDBOX_DEVICE_PATH, async (request, reply) => sessionPage(request.query, reply, 'zip-in-store', SANDBOX_DEVICE_PATH));
    scope.post(SANDBOX_DEVICE_PATH, async (request, reply) => {
      const fields = fieldsOf(request.body);
      if (!isDecision(fields.decision) || !fields.reference || !(await providers.sandbox.decideDevice(fields.reference, fields.decision)))
        return ended(reply);
      return html(
        reply,
        200,
        page(
          `Sandbox ${PROVIDER_TITLE['zip-in-store']}`,
          '<p role="status">Your answer was sent to the store. You can close this page.</p>',
        ),
      );
    });

    // The wallet sheet: the browser opens it with the amount and where to come back to, and gets a token back.
    for (const wallet of ['applepay', 'googlepay'] as const) {
      const path = `${SANDBOX_WALLET_PATH}/${wallet}`;
      scope.get(path, async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const amountCents = Number(query.amountCents);
        const returnUrl = query.returnUrl ?? '';
        // Only back to our own pages: a sheet must not hand tokens to another site.
        if (!Number.isInteger(amountCents) || amountCents < 0 || !returnUrl.startsWith('/') || returnUrl.startsWith('//'))
          return ended(reply);
        return html(
          reply,
          200,
          decisionPage({
            title: `Sandbox ${PROVIDER_TITLE[wallet]}`,
            merchantName: query.merchantName ?? '',
            amount: money(amountCents, query.currency === 'NZD' ? 'NZD' : 'AUD'),
            action: path,
            hidden: { returnUrl },
          }),
        );
      });
      scope.post(path, async (request, reply) => {
        const fields = fieldsOf(request.body);
        const returnUrl = fields.returnUrl ?? '';
        if (!isDecision(fields.decision) || !returnUrl.startsWith('/') || returnUrl.startsWith('//')) return ended(reply);
        const back = new URL(returnUrl, 'http://return.invalid');
        if (fields.decision === 'cancel') back.searchParams.set('walletStatus', 'CANCELLED');
        else back.searchParams.set('walletToken', SANDBOX_WALLET_TOKENS[fields.decision]);
        return reply.header('cache-control', 'no-store').redirect(`${back.pathname}${back.search}`, 303);
      });
    }
  });
}
