import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import './coreRoutes';
import { buildOpenApi, describeRoute, type OpenApiDocument, type RegisteredRoute } from './registry';

export { buildOpenApi, describeRoute, describedRoutes, type RouteDoc } from './registry';

describeRoute({
  method: 'GET',
  path: '/openapi.json',
  summary: 'This OpenAPI 3.1 description',
  tags: ['meta'],
  auth: false,
  response: z.record(z.string(), z.unknown()),
});

/**
 * Collects every route registered after this call (so call it before registering routes) and
 * serves `GET /openapi.json`, built once on first request from the descriptions of the routes
 * this instance has.
 */
export function installOpenApi(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) routes.push({ method, url: route.url });
  });
  let doc: OpenApiDocument | undefined;
  app.get('/openapi.json', async () => (doc ??= buildOpenApi({ routes })));
}
