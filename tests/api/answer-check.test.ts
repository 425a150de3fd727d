import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractDrifts } from '../../src/api/http/answer-check';
import { registerCallerResolution } from '../../src/api/http/caller';
import { defineRoute } from '../../src/api/http/define-route';
import { registerApiErrorHandling } from '../../src/api/http/errors';
import { apiRoute } from '../../src/contracts/http/route-contract';
import { testCallerResolver } from '../support/test-caller';

const priceContract = apiRoute({
  method: 'GET',
  path: '/api-answer-test/price',
  operationId: 'answerTestPrice',
  summary: 'A price',
  access: 'public',
  response: z.object({ price: z.number() }),
});

/** One call whose handler answers what the test tells it, wired as registerApi wires the real API. */
async function appAnswering(answer: () => unknown, checkAnswers: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(
    async (api) => {
      registerApiErrorHandling(api);
      api.decorate('checkAnswers', checkAnswers);
      registerCallerResolution(api, testCallerResolver);
      defineRoute(api, priceContract, async (_input, _request, reply) => {
        const value = answer();
        return typeof value === 'number' ? reply.status(value).send({ status: value, message: 'teapot', errors: [] }) : (value as never);
      });
    },
    { prefix: '/api-answer-test' },
  );
  await app.ready();
  return app;
}

// These tests make drifts on purpose; the suite-wide check must not count them.
afterEach(() => void contractDrifts.splice(0));

describe('answers checked against their contracts', () => {
  it('passes an answer that matches', async () => {
    const app = await appAnswering(() => ({ price: 12.5 }), true);
    const res = await app.inject('/api-answer-test/price');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: 12.5 });
    expect(contractDrifts).toEqual([]);
  });

  it('turns a body off its schema into a 500 and records the drift', async () => {
    const app = await appAnswering(() => ({ price: '12.50' }), true);
    const res = await app.inject('/api-answer-test/price');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, message: 'A server error occurred. Please try again later.', errors: [] });
    expect(contractDrifts).toEqual([
      { call: 'GET /api-answer-test/price', status: 200, problems: ['price: Invalid input: expected number, received string'] },
    ]);
  });

  it('records an error status the contract does not list', async () => {
    const app = await appAnswering(() => 418, true);
    const res = await app.inject('/api-answer-test/price');
    expect(res.statusCode).toBe(418);
    expect(contractDrifts).toEqual([{ call: 'GET /api-answer-test/price', status: 418, problems: ['status 418 is not in the contract'] }]);
  });

  it('leaves answers unchecked when the checks are off (production)', async () => {
    const app = await appAnswering(() => ({ price: '12.50' }), false);
    const res = await app.inject('/api-answer-test/price');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ price: '12.50' });
    expect(contractDrifts).toEqual([]);
  });
});
