import type { FastifyInstance } from 'fastify';
import { apiRoutes } from '../../contracts/routes';
import type { SignedInCaller } from '../../domain/caller';
import type { ApiDeps } from '../api-deps';
import { defineRoute } from '../http/define-route';
import { HttpError, notFound, orNotFound } from '../http/errors';

/** Account calls are declared `account` or `staff`, so the caller here is always signed in. */
function signedIn(caller: { kind: string }): SignedInCaller {
  if (caller.kind === 'visitor') throw new HttpError(401);
  return caller as SignedInCaller;
}

/**
 * The account area. Every call reads the account id from the server's own caller, never from the
 * request, and every query is scoped to it: someone else's order or address is a 404.
 */
export async function accountRoutes(app: FastifyInstance, { services, brand, now }: ApiDeps) {
  const context = () => ({ country: brand.country, now: now() });

  defineRoute(app, apiRoutes.accountInfo, async ({ caller }) =>
    orNotFound(await services.account.info(signedIn(caller).accountId), 'The account'),
  );

  defineRoute(app, apiRoutes.updateAccount, async ({ caller, body }) => {
    const result = await services.account.updateProfile(signedIn(caller).accountId, body, context());
    if (result.outcome === 'invalid') throw new HttpError(400, result.errors);
    if (result.outcome === 'missing') throw notFound('The account');
    return result.account;
  });

  defineRoute(app, apiRoutes.setTradeCredit, async ({ caller, body }) =>
    orNotFound(await services.tradeCredit.set(signedIn(caller).accountId, body), 'A customer account with this e-mail'),
  );

  defineRoute(app, apiRoutes.accountReminders, async ({ caller }) => services.account.reminders(signedIn(caller).accountId));

  defineRoute(app, apiRoutes.invoicedOrders, async ({ caller, query }) =>
    services.orderHistory.invoicedPage(signedIn(caller).accountId, query.page),
  );

  defineRoute(app, apiRoutes.invoicedOrder, async ({ caller, params }) =>
    orNotFound(await services.orderHistory.invoiced(signedIn(caller).accountId, params.id), 'The order'),
  );

  defineRoute(app, apiRoutes.savedAddresses, async ({ caller }) => ({
    addresses: await services.addressBook.list(signedIn(caller).accountId),
  }));

  defineRoute(app, apiRoutes.saveAddress, async ({ caller, body }) => {
    const result = await services.addressBook.save(signedIn(caller).accountId, body, context());
    if (result.outcome === 'invalid') throw new HttpError(400, Object.values(result.errors));
    if (result.outcome === 'missing') throw notFound('The address');
    return result.address;
  });

  defineRoute(app, apiRoutes.deleteAddress, async ({ caller, params }) => ({
    addresses: orNotFound(await services.addressBook.remove(signedIn(caller).accountId, params.id), 'The address'),
  }));
}
