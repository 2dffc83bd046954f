import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { SESSION_COOKIE_DEFAULT } from './openapi.constants';
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

const ACCESS_TEXT: Record<NonNullable<RouteEntry['access']>, string> = {
  public: 'Anyone.',
  user: 'Signed-in users (session cookie).',
  admin: 'Site admins (session cookie).',
  operator: 'Monitoring: `Authorization: Bearer $METRICS_TOKEN`; not served without a configured token.',
};

/**
 * The api's OpenAPI 3 document, built from the running app's routes and the request DTOs' validation
 * rules. Answers are described by status; their bodies are the contract's (the api contract), the
 * errors its envelope. Each operation carries its access rule (`x-access`) and the tag of its controller.
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
  const access = new Map(listRoutes(app.get(ModulesContainer)).map((r) => [`${r.method} ${openApiPath(r.path)}`, r.access]));
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ErrorBody: ERROR_BODY } };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      declarePathParameters(operation, path);
      describeOperation(operation, access.get(`${method.toUpperCase()} ${path}`), method);
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
  operation.responses['4XX'] = {
    description: 'The contract’s error envelope',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
  };
  if (!rule) return;
  (operation as Operation & { 'x-access': string })['x-access'] = rule;
  operation.description = [operation.description, `Access: ${ACCESS_TEXT[rule]}`].filter(Boolean).join('\n\n');
  if (rule === 'user' || rule === 'admin') operation.security = method === 'get' ? [{ session: [] }] : [{ session: [], csrf: [] }];
  else if (rule === 'operator') operation.security = [{ metricsToken: [] }];
}
