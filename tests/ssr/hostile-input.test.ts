import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedRoutes } from '../../src/api/http/define-route';
import { errorBodySchema } from '../../src/contracts/errors';
import { REFRESH_COOKIE } from '../../src/contracts/identity';
import type { Store } from '../../src/contracts/places';
import { DEMO_ACCOUNTS } from '../../src/domain/demo-accounts';
import { canonicalTarget, isApiTarget } from '../../src/server/request-url';
import { ROUTE_TABLE } from '../../src/web/route-table';
import { createPageServer } from '../support/page-server';
import { listenLocally, rawRequest, type RawAnswer } from '../support/raw-http';
import { workerDatabase } from '../support/test-app';
import { ATTACKS, PARAM, PLANTED, SELF, type Attack, type AttackRequest, type Target } from './hostile-attacks';

/**
 * The attack table (hostile-attacks.ts) against every registered /api call, every page kind and
 * the static files, over a real socket so nothing normalises the requests on the way. Each
 * answer is checked for its status class, its error shape and its Location; after the refused
 * attacks no table a request can write to has a new row.
 */
/** package.json and .env, the files a traversal would be after. */
const FILE_LEAK = /"name":\s*"storefront"|DATABASE_URL=/;
const WRITTEN_TABLES = ['analytics_events', 'search_events', 'customer_club_submissions', 'variant_assignments', 'compare_items'];

type Answer = RawAnswer;

let app: FastifyInstance;
let origin: string;
let targets: Target[];

/**
 * Access tokens of the demo customer and the demo staff member: calls that need a signed-in caller
 * are attacked past their access check, staff calls as staff.
 */
const accessTokens = new Map<'customer' | 'staff', string>();
/** The registered calls that need a signed-in caller, with who may call them ("POST /api/account/updateprofile" → customer). */
const signedInCalls = new Map<string, 'customer' | 'staff'>();

function send(request: AttackRequest, target?: Target): Promise<Answer> {
  const headers = Object.fromEntries(Object.entries(request.headers ?? {}).map(([key, value]) => [key, value === SELF ? origin : value]));
  const signedInAs = target && signedInCalls.get(`${target.method} ${target.path}`);
  if (signedInAs) headers.authorization ??= `Bearer ${accessTokens.get(signedInAs)}`;
  return rawRequest(app, { ...request, headers });
}

async function signInDemo(key: 'customer' | 'staff'): Promise<string> {
  const account = DEMO_ACCOUNTS.find((demo) => demo.key === key)!;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/account/login-redir',
    headers: { accept: 'application/json' },
    payload: { email: account.email, password: account.password, origin: 'http://localhost', nonce: 'nonce-hostile-input' },
  });
  const refresh = signIn.cookies.find((cookie) => cookie.name === REFRESH_COOKIE)!.value;
  const renew = await app.inject({
    method: 'POST',
    url: '/api/account/relogin',
    cookies: { [REFRESH_COOKIE]: refresh },
    payload: { origin: 'http://localhost', nonce: 'nonce-hostile-input' },
  });
  return renew.json<{ accessToken: string }>().accessToken;
}

async function writtenRows(): Promise<number> {
  const { db } = await workerDatabase();
  let total = 0;
  for (const table of WRITTEN_TABLES) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] };
    total += Number(result.rows[0]!.n);
  }
  return total;
}

function bodyFields(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

function apiTargets(): Target[] {
  for (const route of documentedRoutes.values()) {
    if (route.access !== 'public') {
      signedInCalls.set(`${route.method} ${route.path.replace(/:\w+/g, '1')}`, route.access === 'staff' ? 'staff' : 'customer');
    }
  }
  return [...documentedRoutes.values()].map((route) => ({
    kind: 'api',
    method: route.method,
    path: route.path.replace(/:\w+/g, '1'),
    template: route.path.replace(/:\w+/g, PARAM),
    numericParam: /:id\b/.test(route.path),
    bodyFields: bodyFields(route.body),
    posts: false,
    mediaTypes: route.bodyMediaTypes,
  }));
}

function pageTargets(store: Store): Target[] {
  const samples: Record<string, string> = { store: `/stores/${store.storeUri}`, category: '/c/cooking/ovens', search: '/search/oven' };
  const paths = ROUTE_TABLE.map((entry) => ({
    path: samples[entry.id] ?? `/${entry.path.replace(/:\w+/g, 'sample').replace('*', 'sample')}`,
    // Pages with a form action: the store page (set as my store) and the cart page (the cart without JavaScript).
    posts: entry.id === 'store' || entry.id === 'cart',
  }));
  const extra = [
    { path: '/search-submit?q=oven', posts: false },
    { path: '/favicon.svg', posts: false },
  ];
  return [...paths, ...extra].flatMap(({ path, posts }) =>
    ['GET', 'POST'].map((method) => ({ kind: 'page' as const, method, path, template: path, numericParam: false, bodyFields: [], posts })),
  );
}

function expectOurErrorShape(answer: Answer, request: AttackRequest, label: string) {
  const api = isApiTarget(canonicalTarget(request.path));
  if (api) {
    const body = errorBodySchema.parse(JSON.parse(answer.body));
    expect(body.status, label).toBe(answer.status);
  } else {
    expect(answer.headers['content-type'], label).toMatch(/^text\/html/);
    expect(answer.body, label).toContain(`>${answer.status}<`);
  }
}

function expectNoOtherHost(answer: Answer, label: string) {
  const location = answer.headers.location;
  if (location === undefined) return;
  expect(new URL(String(location), origin).host, label).toBe(new URL(origin).host);
}

/** The problems with one refused attack's answer (none when it was refused as the table says). */
async function checkRefused([attack, target]: [Attack, Target]): Promise<string[]> {
  const expected = attack.expect(target);
  if (!('refused' in expected)) return [];
  const request = attack.request(target);
  const label = `${attack.family} (${attack.name}) on ${target.method} ${target.path}`;
  const answer = await send(request, target);
  expectNoOtherHost(answer, label);
  const problems = FILE_LEAK.test(answer.body) ? [`${label}: answer shows a file outside the assets`] : [];
  if (expected.refused === 'not-5xx') return answer.status >= 500 ? [...problems, `${label}: ${answer.status}`] : problems;
  const statusOk = expected.refused === '4xx' ? answer.status >= 400 && answer.status < 500 : answer.status === expected.refused;
  if (!statusOk) return [...problems, `${label}: ${answer.status}, expected ${expected.refused}`];
  expectOurErrorShape(answer, request, label);
  return problems;
}

/** A few requests in flight at once, as browsers send them; the order of results is the order of items. */
async function inParallel<T, R>(items: T[], work: (item: T) => Promise<R>, width = 4): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return results;
}

function applicable(attacks: Attack[]): [Attack, Target][] {
  return attacks.flatMap((attack) =>
    targets.filter((target) => attack.applies(target)).map((target): [Attack, Target] => [attack, target]),
  );
}

beforeAll(async () => {
  app = await createPageServer({ env: { RATE_LIMIT_PER_MINUTE: '0' } });
  origin = await listenLocally(app);
  const store = (await app.inject('/api/store')).json<Store[]>()[0]!;
  targets = [...apiTargets(), ...pageTargets(store)];
  for (const key of ['customer', 'staff'] as const) accessTokens.set(key, await signInDemo(key));
}, 120_000);

afterAll(async () => {
  await app.close();
});

describe('the hostile-input table', () => {
  it('covers every registered API call and page kind', () => {
    expect(targets.filter((t) => t.kind === 'api').length).toBe(documentedRoutes.size);
    expect(new Set(targets.filter((t) => t.kind === 'page').map((t) => t.path)).size).toBe(ROUTE_TABLE.length + 2);
  });

  it('refuses every refused attack with a 4xx in our error shape, no other host, and nothing written', async () => {
    const before = await writtenRows();
    const cases = applicable(ATTACKS.filter((attack) => 'refused' in attack.expect(targets[0]!)));
    const failures = (await inParallel(cases, checkRefused)).flat();
    expect(failures).toEqual([]);
    expect(await writtenRows()).toBe(before);
    console.info(`hostile-input table: ${cases.length} refused attack requests`);
  }, 600_000);

  it('answers every harmless attack as it answers the plain request, with nothing planted in the answer', async () => {
    const cases = applicable(ATTACKS.filter((attack) => 'harmless' in attack.expect(targets[0]!)));
    const plainTargets = [...new Set(cases.map(([, target]) => target))];
    const plainStatuses = await inParallel(
      plainTargets,
      async (target) => (await send({ method: target.method, path: target.path }, target)).status,
    );
    const baseline = new Map(plainTargets.map((target, index) => [target, plainStatuses[index]!]));
    const failures = (
      await inParallel(cases, async ([attack, target]) => {
        const label = `${attack.family} (${attack.name}) on ${target.method} ${target.path}`;
        const answer = await send(attack.request(target), target);
        expectNoOtherHost(answer, label);
        const problems = answer.status === baseline.get(target) ? [] : [`${label}: ${answer.status}, plain ${baseline.get(target)}`];
        return [
          ...problems,
          ...PLANTED.filter((planted) => answer.body.includes(planted)).map((planted) => `${label}: answer contains ${planted}`),
        ];
      })
    ).flat();
    expect(failures).toEqual([]);
    console.info(`hostile-input table: ${cases.length} harmless attack requests`);
  }, 600_000);
});
