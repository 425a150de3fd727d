import type { CallerResolver } from '../../src/api/http/caller';
import { anonymousCaller } from '../../src/api/http/caller';

/**
 * Test identities: `x-test-caller: customer:c-1` or `staff:s-1` signs the
 * request in as that customer or staff member. Only tests pass this resolver to the server factory;
 * the production server has no such header.
 *
 * A page test signs in with the cookie of the same name instead (`signedInCookie`, `customerCookie`): the page's
 * in-process API reads carry the page request's cookies, as they will carry a real session's.
 */
export const TEST_CALLER_HEADER = 'x-test-caller';
export const TEST_CALLER_COOKIE = 'x-test-caller';

function readTestCaller(request: Parameters<CallerResolver>[0]): string | undefined {
  const header = request.headers[TEST_CALLER_HEADER];
  if (typeof header === 'string') return header;
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return cookies?.[TEST_CALLER_COOKIE];
}

export const testCallerResolver: CallerResolver = async (request) => {
  const visitor = await anonymousCaller(request);
  const [kind, id] = readTestCaller(request)?.split(':') ?? [];
  if (kind === 'customer' && id) return { kind, accountId: id, visitorId: visitor.visitorId };
  if (kind === 'staff' && id) return { kind, accountId: id, visitorId: visitor.visitorId };
  return visitor;
};

export const asCustomer = (id: string) => ({ [TEST_CALLER_HEADER]: `customer:${id}` });
export const asStaff = (id: string) => ({ [TEST_CALLER_HEADER]: `staff:${id}` });

/** The Cookie header of a page request signed in as a customer (or staff with `staff:`). */
export const signedInCookie = (caller: `customer:${string}` | `staff:${string}`) => `${TEST_CALLER_COOKIE}=${caller}`;

export const customerCookie = (id: string) => ({ cookie: signedInCookie(`customer:${id}`) });
