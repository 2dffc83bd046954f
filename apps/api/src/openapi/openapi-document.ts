import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorDefinition, ErrorKey, Errors } from '@app/contract';
import { SESSION_COOKIE_DEFAULT } from './openapi.constants';
import { unreadableBodyError } from '../http/json-body';
import { listRoutes, RouteEntry } from '../http/route-inventory';
import { describeDtos } from './dto-schemas';

type Operation = OpenAPIObject['paths'][string]['get'] & object;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head'] as const;

/** `/api/posts/:publicId` → `/api/posts/{publicId}`, the form OpenAPI paths take. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

const ERROR_BODY: SchemaObject = {
  type: 'object',
  required: ['status', 'message'],
  properties: { status: { type: 'integer' }, code: { type: 'string' }, message: { type: 'string' } },
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } };

const ACCESS_TEXT: Record<NonNullable<RouteEntry['access']>, string> = {
  public: 'Anyone.',
  user: 'Signed-in users (session cookie).',
  admin: 'Site admins (session cookie).',
  operator: 'Monitoring: `Authorization: Bearer $METRICS_TOKEN`; not served without a configured token.',
};

/**
 * The api's OpenAPI 3 document, built from the running app's routes and the request DTOs' validation
 * rules. Answers are described by status; their bodies are the contract's (the api contract), the
 * errors its envelope, one response per error status listing its codes and messages (`x-error-codes`: every
 * code the operation may answer). Each operation carries its summary, its access rule (`x-access`) and the tag
 * of its controller.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  describeDtos();
  const config = new DocumentBuilder()
    .setTitle('Quorum API')
    .setDescription('The HTTP API of Quorum. Mutating calls need the CSRF token (`X-Csrf-Token`, from the `Csrf-Token` response header) of the session cookie.')
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE_DEFAULT, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE_DEFAULT }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-Csrf-Token' }, 'csrf')
    .addBearerAuth({ type: 'http', scheme: 'bearer' }, 'metricsToken')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const routes = new Map(listRoutes(app.get(ModulesContainer)).map((r) => [`${r.method} ${openApiPath(r.path)}`, r]));
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      declarePathParameters(operation, path);
      const route = routes.get(`${method.toUpperCase()} ${path}`);
      describeOperation(operation, route?.access, method);
      describeErrors(operation, route ? routeErrors(route, path) : []);
    }
  }
  return document;
}

/** Path parameters read by guards (the community routes' `:communityId`) have no `@Param`: declare them. */
function declarePathParameters(operation: Operation, path: string): void {
  const parameters = (operation.parameters ??= []);
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    if (!parameters.some((p) => 'in' in p && p.in === 'path' && p.name === name))
      parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
  }
}

function describeOperation(operation: Operation, rule: RouteEntry['access'], method: string): void {
  operation.tags = operation.tags?.length ? operation.tags : [operation.operationId?.split('_')[0] ?? 'Other'];
  for (const response of Object.values(operation.responses))
    if (response && 'description' in response && !response.description) response.description = 'Success';
  if (!rule) return;
  (operation as Operation & { 'x-access': string })['x-access'] = rule;
  operation.description = [operation.description, `Access: ${ACCESS_TEXT[rule]}`].filter(Boolean).join('\n\n');
  if (rule === 'user' || rule === 'admin') operation.security = method === 'get' ? [{ session: [] }] : [{ session: [], csrf: [] }];
  else if (rule === 'operator') operation.security = [{ metricsToken: [] }];
}

/**
 * Every error an operation may answer: what the middleware, the validation pipe and the guards answer before
 * the handler (the CSRF token, the body, the login, the rate limit, the community), then the route's own
 * (`@Documented`). Declared once here, these cannot drift from the route's decorators.
 */
function routeErrors(route: RouteEntry, path: string): ErrorKey[] {
  const keys: ErrorKey[] = [];
  if (route.method !== 'GET' && route.method !== 'HEAD')
    keys.push('CSRF_FAILED', 'BODY_TOO_LARGE', unreadableBodyError(route.method, path) === Errors.BAD_JSON_BODY ? 'BAD_JSON_BODY' : 'INVALID_JSON');
  // The validation pipe answers a query DTO's repeated or mistyped parameter as it does a body's.
  if (route.query) keys.push('INVALID_JSON');
  if (route.access === 'user' || route.access === 'admin') keys.push('NOT_LOGGED_IN');
  if (route.access === 'admin') keys.push('NOT_ADMIN', 'TWO_FACTOR_SETUP_REQUIRED');
  if (route.access === 'operator') keys.push('ENDPOINT_NOT_FOUND', 'OPERATOR_TOKEN_REQUIRED');
  if (route.rateLimited) keys.push('TOO_MANY_REQUESTS');
  if (route.community) keys.push('INVALID_ID', 'COMMUNITY_NOT_FOUND');
  if (route.community?.modOrAdmin) keys.push(route.community.modOrAdmin, 'TWO_FACTOR_SETUP_REQUIRED');
  return [...new Set([...keys, ...(route.errors ?? [])])];
}

const definitionOf = (key: ErrorKey): ErrorDefinition => Errors[key];

/**
 * One response per error status, listing each code and message. The generic `4XX` stays only on operations that
 * may answer no error of their own; answers that any path may get (a blocked address, an unknown method, a
 * 503) are described once in docs/api/errors.md rather than on every operation.
 */
function describeErrors(operation: Operation, keys: readonly ErrorKey[]): void {
  if (keys.length === 0) {
    operation.responses['4XX'] = { description: 'The contract’s error envelope', content: ERROR_CONTENT };
    return;
  }
  const byStatus = new Map<number, string[]>();
  for (const { status, code, message } of keys.map(definitionOf).sort((a, b) => a.status - b.status)) {
    const line = `- ${code ? `\`${code}\`` : '(no code)'}: ${message}`;
    const lines = byStatus.get(status) ?? [];
    // Two keys may share a code and message (a CSRF failure and a missing bearer token are both "Unauthorized.").
    if (!lines.includes(line)) byStatus.set(status, [...lines, line]);
  }
  for (const [status, lines] of byStatus) operation.responses[String(status)] = { description: lines.join('\n'), content: ERROR_CONTENT };
  const codes = keys.map((key) => definitionOf(key).code).filter((code): code is string => code !== undefined);
  (operation as Operation & { 'x-error-codes': string[] })['x-error-codes'] = [...new Set(codes)].sort();
}
