import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER } from '../../contracts/api-client';
import { errorBodySchema, GENERIC_ERROR_TEXT } from '../../contracts/errors';
import type { RouteContract } from '../../contracts/http/route-contract';
import { errorStatuses, successStatuses } from '../../contracts/http/route-statuses';
import { API_ROUTE_GROUPS } from '../../contracts/routes';
import { documentedRoutes } from './define-route';

type JsonSchema = Record<string, unknown>;

/** The JSON Schema of a zod schema as a request or answer carries it, without the `$schema` line. */
function toSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return json;
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The input does not match the contract; `errors` lists what to fix',
  401: GENERIC_ERROR_TEXT[401]!,
  403: GENERIC_ERROR_TEXT[403]!,
  404: GENERIC_ERROR_TEXT[404]!,
  413: 'The request body is too large',
  415: 'The request body has a media type the call does not read',
  422: 'The Idempotency-Key was used before with a different request',
  429: GENERIC_ERROR_TEXT[429]!,
  500: GENERIC_ERROR_TEXT[500]!,
};

const SECURITY = {
  public: [],
  account: [{ customerToken: [] }, { staffToken: [] }],
  customer: [{ customerToken: [] }],
  staff: [{ staffToken: [] }],
} as const;

function parameters(contract: RouteContract): object[] {
  const list: object[] = [];
  for (const [location, schema] of [
    ['path', contract.params],
    ['query', contract.query],
    ['header', contract.headers],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema) as JsonSchema & { properties?: Record<string, JsonSchema>; required?: string[] };
    // A rule across several query values (exactly one of category, brand or promotion) needs the
    // whole query as one schema: OpenAPI's exploded form object says the same as separate values.
    if (location === 'query' && (json.oneOf || json.anyOf)) {
      list.push({ name: 'query', in: 'query', required: true, style: 'form', explode: true, schema: json });
      continue;
    }
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      const required = location === 'path' || (json.required ?? []).includes(name);
      list.push({ name, in: location, required, schema: property });
    }
  }
  if (contract.idempotent) {
    list.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description:
        'A fresh key (a UUID) per user action, sent again on a retry: the retry gets the first answer instead of doing the work twice.',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  return list;
}

function requestBody(contract: RouteContract) {
  if (!contract.body) return {};
  const content: Record<string, object> = {};
  for (const mediaType of contract.bodyMediaTypes ?? ['application/json']) {
    content[mediaType] =
      mediaType === 'application/json'
        ? { schema: toSchema(contract.body) }
        : { schema: { type: 'string', description: 'The same JSON, sent as text (navigator.sendBeacon)' } };
  }
  return { requestBody: { required: true, content } };
}

function responses(contract: RouteContract) {
  const answers: Record<string, object> = {};
  const headers = Object.fromEntries(
    Object.entries(contract.responseHeaders ?? {}).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );
  for (const status of successStatuses(contract)) {
    answers[status] =
      status >= 300 && status < 400
        ? { description: 'Redirect', headers: { location: { description: 'Where the browser goes next', schema: { type: 'string' } } } }
        : status === 204 || !contract.response
          ? { description: 'Nothing to answer' }
          : { description: 'Success', headers, content: { 'application/json': { schema: toSchema(contract.response) } } };
  }
  const errorSchema = contract.errorResponse ? toSchema(contract.errorResponse) : { $ref: '#/components/schemas/ErrorBody' };
  for (const status of errorStatuses(contract)) {
    answers[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: errorSchema } } };
  }
  return answers;
}

/**
 * The document's path of a call. The server ignores a trailing slash, so the spec's "/api/navbar/"
 * is documented in the usual form without it.
 */
export const documentPath = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

const groupOf = new Map<RouteContract, string>(
  API_ROUTE_GROUPS.flatMap((group) => Object.values(group.routes).map((contract): [RouteContract, string] => [contract, group.name])),
);

const WITHHELD_PRICES =
  'Where the flavour shows prices only after sign-in, an anonymous caller gets this answer with every price left out ' +
  '(`pricesWithheld: true`, price facets empty) and a price sort or price filter is refused with 400; the answer then varies on ' +
  'Authorization and Cookie, and is private to a signed-in caller.';

function description(contract: RouteContract, path: string): { description?: string } {
  const notes = [
    ...(path !== contract.path ? [`Document 3 writes this call as ${contract.path}; the server answers both forms.`] : []),
    ...(contract.carriesPrices ? [WITHHELD_PRICES] : []),
  ];
  return notes.length > 0 ? { description: notes.join(' ') } : {};
}

/** OpenAPI 3.1 document of every call registered with defineRoute, built from the route contracts. */
export function openApiDocument(title: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const contract of documentedRoutes.values()) {
    const path = documentPath(contract.path);
    paths[path] ??= {};
    paths[path]![contract.method.toLowerCase()] = {
      operationId: contract.operationId,
      tags: groupOf.has(contract) ? [groupOf.get(contract)] : [],
      summary: contract.summary,
      ...description(contract, path),
      'x-access': contract.access,
      ...(contract.carriesPrices ? { 'x-carries-prices': true } : {}),
      security: SECURITY[contract.access],
      parameters: parameters(contract),
      ...requestBody(contract),
      responses: responses(contract),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title,
      version: '1',
      description: 'The storefront API the pages and widgets call. Money is in dollars; errors share one shape (ErrorBody).',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'This storefront' }],
    tags: API_ROUTE_GROUPS.map(({ name, description }) => ({ name, description })),
    paths,
    components: {
      schemas: { ErrorBody: toSchema(errorBodySchema) },
      securitySchemes: {
        customerToken: { type: 'http', scheme: 'bearer', description: 'The access token of a signed-in customer' },
        staffToken: { type: 'http', scheme: 'bearer', description: 'The access token of a signed-in staff member' },
      },
    },
  };
}
