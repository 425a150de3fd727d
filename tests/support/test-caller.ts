import type { CallerResolver } from '../../src/api/http/caller';
import { anonymousCaller } from '../../src/api/http/caller';

/**
 * Test identities until accounts exist: `x-test-caller: customer:c-1` or `staff:s-1` signs the
 * request in as that customer or staff member. Only tests pass this resolver to the server factory;
 * the production server has no such header.
 */
export const TEST_CALLER_HEADER = 'x-test-caller';

export const testCallerResolver: CallerResolver = async (request) => {
  const visitor = await anonymousCaller(request);
  const header = request.headers[TEST_CALLER_HEADER];
  const [kind, id] = typeof header === 'string' ? header.split(':') : [];
  if (kind === 'customer' && id) return { kind, accountId: id, visitorId: visitor.visitorId };
  if (kind === 'staff' && id) return { kind, accountId: id, visitorId: visitor.visitorId };
  return visitor;
};

export const asCustomer = (id: string) => ({ [TEST_CALLER_HEADER]: `customer:${id}` });
export const asStaff = (id: string) => ({ [TEST_CALLER_HEADER]: `staff:${id}` });

/**
 * Page tests: the server's own API reads during rendering forward the visitor's cookies, not other
 * headers, so a page test signs in with this cookie (`test-caller=customer:<id>`) instead.
 */
export const TEST_CALLER_COOKIE = 'test-caller';

export const testCookieCallerResolver: CallerResolver = async (request) => {
  const visitor = await anonymousCaller(request);
  const [kind, id] = (request.cookies?.[TEST_CALLER_COOKIE] ?? '').split(':');
  if ((kind === 'customer' || kind === 'staff') && id) return { kind, accountId: id, visitorId: visitor.visitorId };
  return visitor;
};

export const customerCookie = (id: string) => ({ cookie: `${TEST_CALLER_COOKIE}=customer:${id}` });
