import type { FastifyBaseLogger } from 'fastify';
import { errorBodySchema } from '../../contracts/errors';
import type { RouteContract } from '../../contracts/http/route-contract';
import { errorStatuses, successStatuses } from '../../contracts/http/route-statuses';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether answers are checked against their contracts (development and tests; see API_RESPONSE_CHECKS). */
    checkAnswers: boolean;
  }
}

/** An answer that does not match its contract: an undocumented status or a body off its schema. */
export interface ContractDrift {
  call: string;
  status: number;
  problems: string[];
}

/** Every drift this process has seen; the API test suite fails when one appears. */
export const contractDrifts: ContractDrift[] = [];

/**
 * Checks one answer (Fastify's preSerialization hook, so only JSON bodies, or a page's call in process) against the call's
 * contract. A drifting success answer becomes a 500, so a test or a developer sees it at once; a
 * drifting error answer is logged and recorded, since it is already an error.
 */
export async function checkAnswer(contract: RouteContract, status: number, payload: unknown, log: FastifyBaseLogger): Promise<unknown> {
  const problems: string[] = [];
  if (![...successStatuses(contract), ...errorStatuses(contract)].includes(status))
    problems.push(`status ${status} is not in the contract`);
  const schema = status < 300 ? contract.response : status < 400 ? undefined : errorBodySchema;
  const result = schema?.safeParse(payload);
  if (result && !result.success) {
    problems.push(...result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`));
  }
  if (problems.length === 0) return payload;
  const drift = { call: `${contract.method} ${contract.path}`, status, problems };
  contractDrifts.push(drift);
  log.error({ drift }, 'the answer does not match its contract');
  if (status < 300) throw new Error(`${drift.call} answered off its contract: ${problems.join('; ')}`);
  return payload;
}
