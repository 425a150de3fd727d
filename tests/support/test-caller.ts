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
