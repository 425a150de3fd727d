import { z } from 'zod';
import { errorBodySchema } from '../../contracts/errors';
import { documentedRoutes, type DocumentedRoute } from './define-route';

const toSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });

function parameters(route: DocumentedRoute) {
  const list: object[] = [];
  for (const [location, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = toSchema(schema) as { properties?: Record<string, object>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

/** OpenAPI 3.1 document of every call registered with defineRoute, built from the zod contracts. */
export function openApiDocument(title: string) {
  const paths: Record<string, Record<string, object>> = {};
  const errorContent = { 'application/json': { schema: toSchema(errorBodySchema) } };
  for (const route of documentedRoutes.values()) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, object> = {
      '200': route.response
        ? { description: 'Success', content: { 'application/json': { schema: toSchema(route.response) } } }
        : { description: 'Success' },
      '400': { description: 'Invalid input', content: errorContent },
    };
    if (route.response === null) responses['204'] = { description: 'Nothing to answer' };
    for (const status of route.errors) responses[String(status)] = { description: 'Error', content: errorContent };
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      parameters: parameters(route),
      ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(route.body) } } } } : {}),
      responses,
    };
  }
  return { openapi: '3.1.0', info: { title, version: '1' }, paths };
}
