import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildServer } from '../app';
import { removeDataDir, seededDataDir } from '../testing/testServer';
import { buildOpenApi, describeRoute, type OpenApiDocument } from './registry';

jest.setTimeout(60_000);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Every `$ref` in the document, to check that each one resolves. */
function refs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refs(n, out));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refs(v, out);
    }
  }
  return out;
}

function resolve(doc: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], doc);
}

describe('describeRoute and buildOpenApi', () => {
  type Tree = { name: string; children: Tree[] };
  const tree: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));

  describeRoute({
    method: 'PUT',
    path: '/test/widgets/:widgetId/',
    summary: 'Replace a widget',
    tags: ['test'],
    auth: 'optional',
    params: z.object({ widgetId: z.string().regex(/^\d+$/) }),
    query: z.object({ verbose: z.enum(['0', '1']).optional(), lang: z.string().describe('Language') }),
    body: z.object({ tree }),
    status: 204,
  });

  const doc = buildOpenApi({ routes: [{ method: 'PUT', url: '/test/widgets/:widgetId/' }, { method: 'HEAD', url: '/test/widgets/:widgetId/' }, { method: 'GET', url: '/test/nobody-described-me' }] });
  const op = doc.paths['/test/widgets/{widgetId}/']!.put as Json;

  it('converts the path, parameters, auth and status', () => {
    expect(op.operationId).toBe('putTestWidgetsWidgetId');
    expect(op.security).toEqual([{}, { bearerAuth: [] }]);
    expect(op.parameters).toEqual([
      { name: 'widgetId', in: 'path', required: true, schema: { type: 'string', pattern: '^\\d+$' } },
      { name: 'verbose', in: 'query', required: false, schema: { type: 'string', enum: ['0', '1'] } },
      { name: 'lang', in: 'query', required: true, schema: { type: 'string' }, description: 'Language' },
    ]);
    expect(op.responses['204']).toEqual({ description: 'No content' });
    expect(op.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/FieldErrors' });
    expect(Object.keys(doc.paths['/test/widgets/{widgetId}/']!)).toEqual(['put']);
  });

  it('moves shared definitions of recursive schemas to components, with working references', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(resolve(doc, ref)).toBeDefined();
    }
  });

  it('lists registered routes nobody described, flagged x-undocumented', () => {
    expect(doc.paths['/test/nobody-described-me']!.get).toMatchObject({ 'x-undocumented': true });
  });
});

describe('GET /openapi.json', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    dataDir = await seededDataDir();
    app = await buildServer({ dataDir });
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json();
  });
  afterAll(async () => {
    await app.close();
    removeDataDir(dataDir);
  });

  const op = (path: string, method: string): Json => {
    const found = doc.paths[path]?.[method];
    if (!found) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    return found as Json;
  };
  const json = (node: Json) => node.content['application/json'].schema as Json;

  it('is an OpenAPI 3.1 document with a bearer scheme', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toEqual(expect.any(String));
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  });

  it.each([
    ['/health', 'get'],
    ['/openapi.json', 'get'],
    ['/api/token/', 'post'],
    ['/api/token/refresh/', 'post'],
    ['/api/me/', 'get'],
    ['/api/accept-terms/', 'post'],
    ['/auth/users/', 'post'],
    ['/auth/users/resend_activation/', 'post'],
    ['/auth/users/activation/', 'post'],
    ['/auth/users/reset_password/', 'post'],
    ['/auth/users/reset_password_confirm/', 'post'],
    ['/api/change_password/', 'post'],
    ['/api/customer-settings/', 'get'],
    ['/api/customer-settings/', 'patch'],
    ['/api/feedback/', 'post'],
    ['/api/log-client/', 'get'],
  ])('describes %s %s', (path, method) => {
    const operation = op(path, method);
    expect(operation.summary).toEqual(expect.any(String));
    expect(operation['x-undocumented']).toBeUndefined();
    expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
  });

  it('describes every route the server registered', () => {
    const undocumented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, o]) => (o as Json)['x-undocumented'])
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    // Call describeRoute (src/openapi/registry.ts, see README) for each route listed here.
    expect(undocumented).toEqual([]);
  });

  it('leaves out /dev/outbox when dev routes are off', () => {
    expect(doc.paths['/dev/outbox']).toBeUndefined();
  });

  it('gives the customer settings answer with its enum values, and the PATCH rules', () => {
    const get = op('/api/customer-settings/', 'get');
    expect(get.security).toEqual([{ bearerAuth: [] }]);
    expect(get.responses['401']).toBeDefined();
    const answer = json(get.responses['200']);
    expect(answer.properties.color_scheme.enum).toEqual(['LOCATION', 'STRENGTH']);
    expect(answer.properties.leak_size_unit.enum).toEqual(['LPM', 'CFM']);
    expect(answer.properties.temperature_unit.enum).toEqual(['CELSIUS', 'FAHRENHEIT']);
    expect(answer.properties.source_distance_unit.enum).toEqual(['METERS', 'FEET']);
    expect(answer.properties.currency_iso_code.pattern).toBe('^[A-Z]{3}$');
    expect(answer.required).toContain('init');

    const patch = op('/api/customer-settings/', 'patch');
    const body = json(patch.requestBody);
    expect(body.properties.energy_cost_kwh).toMatchObject({ type: 'number', exclusiveMinimum: 0 });
    expect(body.properties.co2_cost_kg_kwh).toMatchObject({ minimum: 0 });
    expect(body.properties.init).toBeUndefined();
    expect(body.required).toBeUndefined();
    expect(patch.responses['403']).toBeDefined();
  });

  it('documents registration as 201 with the djoser answer and no auth', () => {
    const register = op('/auth/users/', 'post');
    expect(register.security).toEqual([]);
    expect(json(register.responses['201']).required).toEqual(['id', 'username', 'email']);
    expect(json(register.requestBody).required).toEqual(['email', 'username', 'password']);
    expect(op('/auth/users/activation/', 'post').responses['204']).toEqual({ description: 'No content' });
    const log = op('/api/log-client/', 'get');
    expect(log.security).toEqual([{}, { bearerAuth: [] }]);
    expect(log.parameters).toEqual([expect.objectContaining({ name: 'errorStr', in: 'query', required: true })]);
  });

  it('has only references that resolve', () => {
    for (const ref of refs(doc)) expect(resolve(doc, ref)).toBeDefined();
  });

  it('includes /dev/outbox in dev mode', async () => {
    const devDir = await seededDataDir();
    const dev = await buildServer({ dataDir: devDir, devMode: true });
    try {
      const devDoc = (await dev.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
      expect(devDoc.paths['/dev/outbox']?.get).toMatchObject({ summary: expect.any(String), tags: ['dev'] });
    } finally {
      await dev.close();
      removeDataDir(devDir);
    }
  });
});
