import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCallerResolution } from '../../src/api/http/caller';
import { defineRoute, documentedRoutes } from '../../src/api/http/define-route';
import { registerApiErrorHandling } from '../../src/api/http/errors';
import { errorStatuses } from '../../src/contracts/http/route-statuses';
import { ACCESS_LEVELS } from '../../src/domain/caller';
import { createTestApp } from '../support/test-app';
import { asCustomer, asStaff, testCallerResolver } from '../support/test-caller';

/** A small /api with one call per access level, wired exactly as registerApi wires the real one. */
async function appWithGuardedCalls(): Promise<{ app: FastifyInstance; handled: string[] }> {
  const handled: string[] = [];
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(
    async (api) => {
      registerApiErrorHandling(api);
      registerCallerResolution(api, testCallerResolver);
      const body = z.object({ note: z.string().min(1) });
      for (const access of ACCESS_LEVELS) {
        defineRoute(
          api,
          {
            method: 'POST',
            access,
            path: `/api-access-test/guarded/${access}`,
            operationId: `guarded${access}`,
            summary: access,
            body,
            response: z.unknown(),
          },
          async (input) => {
            handled.push(access);
            return { caller: input.caller };
          },
        );
      }
    },
    { prefix: '/api-access-test' },
  );
  await app.ready();
  return { app, handled };
}

describe('who may call', () => {
  let app: FastifyInstance;
  let handled: string[];
  beforeAll(async () => ({ app, handled } = await appWithGuardedCalls()));
  afterAll(() => app.close());
  const post = (access: string, headers: Record<string, string> = {}, payload: Record<string, unknown> = { note: 'hi' }) =>
    app.inject({ method: 'POST', url: `/api-access-test/guarded/${access}`, headers, payload });

  it('answers 401 with the generic text to a visitor calling a customer or staff call, before reading the input', async () => {
    for (const access of ['customer', 'staff']) {
      const res = await post(access, {}, { note: '' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 401, message: 'Authentication required. Please log in again.', errors: [] });
    }
    expect(handled).toEqual([]);
  });

  it('answers 403 with the generic text to the wrong kind of account', async () => {
    const asCustomerToStaff = await post('staff', asCustomer('c-1'));
    const asStaffToCustomer = await post('customer', asStaff('s-1'));
    for (const res of [asCustomerToStaff, asStaffToCustomer]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ status: 403, message: 'You do not have permission to perform this action.', errors: [] });
    }
    expect(handled).toEqual([]);
  });

  it('runs the handler for an allowed caller and hands it the caller', async () => {
    const customer = await post('customer', asCustomer('c-1'));
    expect(customer.statusCode).toBe(200);
    expect(customer.json()).toEqual({ caller: { kind: 'customer', accountId: 'c-1', visitorId: null } });
    const staff = await post('staff', { ...asStaff('s-9'), cookie: 'wau=0123456789abcdef0123' });
    expect(staff.json()).toEqual({ caller: { kind: 'staff', accountId: 's-9', visitorId: '0123456789abcdef0123' } });
    const visitor = await post('public');
    expect(visitor.json()).toEqual({ caller: { kind: 'visitor', visitorId: null } });
    expect(handled).toEqual(['customer', 'staff', 'public']);
  });

  it('refuses before reading the body: even malformed JSON gets the 401', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api-access-test/guarded/staff',
      headers: { 'content-type': 'application/json' },
      payload: '{"note":',
    });
    expect(res.statusCode).toBe(401);
  });

  it('documents 401 and 403 for calls that need a signed-in caller', () => {
    expect(errorStatuses(documentedRoutes.get('POST /api-access-test/guarded/staff')!)).toEqual(expect.arrayContaining([401, 403]));
    expect(errorStatuses(documentedRoutes.get('POST /api-access-test/guarded/public')!)).not.toContain(401);
    // A public write still lists 403: the same call sent from another site is refused.
    expect(errorStatuses(documentedRoutes.get('POST /api-access-test/guarded/public')!)).toContain(403);
  });

  it('still validates the input of an allowed caller', async () => {
    const res = await post('customer', asCustomer('c-1'), { note: '' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the storefront API declares who may call each call', () => {
  it('records access and idempotency for every registered call', async () => {
    const app = await createTestApp();
    const routes = [...documentedRoutes.values()].filter((route) => !route.path.startsWith('/api-access-test'));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) expect(ACCESS_LEVELS, `${route.method} ${route.path}`).toContain(route.access);
    expect(documentedRoutes.get('POST /api/forms/customer-club')).toMatchObject({ access: 'public', idempotent: true });
    expect(errorStatuses(documentedRoutes.get('POST /api/forms/customer-club')!)).toContain(422);
    expect(documentedRoutes.get('GET /api/settings')).toMatchObject({ access: 'public' });
    expect(documentedRoutes.get('GET /api/settings')?.idempotent ?? false).toBe(false);
    expect(errorStatuses(documentedRoutes.get('GET /api/settings')!)).toEqual([429, 500]);
    await app.close();
  });
});
