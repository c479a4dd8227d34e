import { z } from 'zod';

/**
 * The OpenAPI description of the server, built from the same zod schemas the routes validate
 * with (zod 4's `z.toJSONSchema`, JSON Schema draft 2020-12, which OpenAPI 3.1 uses as is).
 *
 * Each route module describes its routes once, at module level, next to the handlers:
 *
 *     describeRoute({ method: 'GET', path: '/api/things/:id/', summary: 'One thing', tags: ['things'],
 *       auth: true, response: thingSchema });
 *
 * `buildOpenApi` then lists every route the server actually registered (collected by
 * `installOpenApi` in `./routes.ts`); a registered route nobody described still appears, flagged
 * `x-undocumented`, and the openapi test fails until it is described.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One answer of a route other than the main success answer. */
export interface ResponseDoc {
  description: string;
  /** JSON body schema; omit for no body. */
  schema?: z.ZodType;
  /** Content type of the body; default `application/json`. */
  contentType?: string;
}

/** What `describeRoute` takes. */
export interface RouteDoc {
  method: HttpMethod;
  /** Fastify form (`/api/x/:id/`) or OpenAPI form (`/api/x/{id}/`); the trailing slash is kept as written. */
  path: string;
  summary: string;
  description?: string;
  /** Groups in the rendered documentation, e.g. `['account']`. */
  tags: string[];
  /** Bearer access token required (`true`), not used (`false`), or used when present (`'optional'`). */
  auth: boolean | 'optional';
  /** JSON request body (documented as the schema's input). */
  body?: z.ZodType;
  /** Query-string parameters: a zod object, one parameter per key. */
  query?: z.ZodObject;
  /** Path parameters: a zod object; by default every `:name` is documented as a string. */
  params?: z.ZodObject;
  /** Body of the success answer (documented as the schema's output). */
  response?: z.ZodType;
  /** Status of the success answer: default 200, or 201/204... (204 has no body). */
  status?: number;
  /**
   * Further answers by status (a string is just the description; undefined entries are skipped,
   * so answers can be added conditionally). 400 and 401 are added automatically when a
   * body/query/params or auth applies.
   */
  responses?: Partial<Record<number, ResponseDoc | string>>;
  /** Default: method and path in camelCase, e.g. `postAuthUsersActivation`. */
  operationId?: string;
  deprecated?: boolean;
}

/** A route as the server registered it. */
export interface RegisteredRoute {
  method: string;
  /** Fastify URL pattern, e.g. `/api/snapshots/:id/`. */
  url: string;
}

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { securitySchemes: Record<string, JsonSchema>; schemas: Record<string, JsonSchema> };
}

// Module-level, so a route module describes its routes once however many servers a process
// builds (tests build many); re-describing a method and path replaces the entry.
const registry = new Map<string, RouteDoc>();

/** `/api/x/{id}/` and `/api/x/:id` both become `/api/x/:id` (the key routes are matched by). */
function routeKey(method: string, path: string): string {
  const fastifyPath = path.replace(/\{(\w+)\}/g, ':$1');
  const trimmed = fastifyPath.length > 1 ? fastifyPath.replace(/\/+$/, '') : fastifyPath;
  return `${method.toUpperCase()} ${trimmed}`;
}

/** The OpenAPI spelling of a path: `:id` becomes `{id}`. */
function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Adds (or replaces) the description of one route. Call it at module level in the route file. */
export function describeRoute(doc: RouteDoc): void {
  registry.set(routeKey(doc.method, doc.path), doc);
}

/** Every description given so far (for tests and tooling). */
export function describedRoutes(): RouteDoc[] {
  return [...registry.values()];
}

/** Status codes with the words HTTP uses, for generated descriptions. */
const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  400: 'Validation error: `{field: [messages]}` or `{detail}`',
  401: 'Not authenticated or token not valid: `{detail, code}`',
  403: 'Forbidden: `{detail}`',
  404: 'Not found: `{detail}`',
};

const fieldErrorsSchema: JsonSchema = {
  type: 'object',
  description: 'DRF-style errors: messages per field (`non_field_errors` for the body as a whole), or `{detail}`.',
  additionalProperties: { type: 'array', items: { type: 'string' } },
  properties: { detail: { type: 'string' } },
};
const detailSchema: JsonSchema = {
  type: 'object',
  properties: { detail: { type: 'string' }, code: { type: 'string' } },
  required: ['detail'],
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** Rewrites `#/$defs/x` references in place, using `rename`. */
function rewriteRefs(node: unknown, rename: (id: string) => string): void {
  if (Array.isArray(node)) {
    for (const item of node) rewriteRefs(item, rename);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
      record[key] = `#/components/schemas/${rename(value.slice('#/$defs/'.length))}`;
    } else {
      rewriteRefs(value, rename);
    }
  }
}

/**
 * Converts a zod schema to JSON Schema. Shared definitions (recursive schemas, schemas with a
 * `.meta({id})`) move to `components.schemas`, since a `#/$defs/...` reference would resolve
 * against the OpenAPI document's root.
 */
function toJson(schema: z.ZodType, io: 'input' | 'output', hint: string, components: Record<string, JsonSchema>): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  const defs = json.$defs as Record<string, JsonSchema> | undefined;
  delete json.$defs;
  if (defs) {
    const rename = (id: string) => (id.startsWith('__schema') ? `${hint}_${id.slice('__schema'.length)}` : id);
    for (const [id, def] of Object.entries(defs)) {
      rewriteRefs(def, rename);
      components[rename(id)] = def;
    }
    rewriteRefs(json, rename);
  }
  return json;
}

function defaultOperationId(method: string, path: string): string {
  const words = path
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1));
  return method.toLowerCase() + words.join('');
}

function parameters(doc: RouteDoc, path: string, components: Record<string, JsonSchema>, hint: string): JsonSchema[] {
  const list: JsonSchema[] = [];
  const declared = doc.params ? (toJson(doc.params, 'input', `${hint}_params`, components) as { properties?: Record<string, JsonSchema> }) : {};
  for (const [, name] of path.matchAll(/:(\w+)/g)) {
    list.push({ name, in: 'path', required: true, schema: declared.properties?.[name!] ?? { type: 'string' } });
  }
  if (doc.query) {
    const json = toJson(doc.query, 'input', `${hint}_query`, components) as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(json.properties ?? {})) {
      const { description, ...rest } = schema;
      list.push({
        name,
        in: 'query',
        required: json.required?.includes(name) ?? false,
        schema: rest,
        ...(typeof description === 'string' ? { description } : {}),
      });
    }
  }
  return list;
}

function operation(doc: RouteDoc, path: string, components: Record<string, JsonSchema>): JsonSchema {
  const operationId = doc.operationId ?? defaultOperationId(doc.method, path);
  const responses: Record<string, JsonSchema> = {};
  const status = doc.status ?? 200;
  responses[String(status)] = {
    description: STATUS_TEXT[status] ?? 'Success',
    ...(doc.response && status !== 204
      ? { content: { 'application/json': { schema: toJson(doc.response, 'output', `${operationId}_response`, components) } } }
      : {}),
  };
  if (doc.body || doc.query || doc.params) responses['400'] = { description: STATUS_TEXT[400], content: { 'application/json': { schema: ref('FieldErrors') } } };
  if (doc.auth === true) responses['401'] = { description: STATUS_TEXT[401], content: { 'application/json': { schema: ref('Detail') } } };
  for (const [code, given] of Object.entries(doc.responses ?? {})) {
    if (given === undefined) continue;
    const r: ResponseDoc = typeof given === 'string' ? { description: given } : given;
    const numeric = Number(code);
    const schema = r.schema
      ? toJson(r.schema, 'output', `${operationId}_${code}`, components)
      : !r.contentType && numeric >= 400
        ? ref(numeric === 400 ? 'FieldErrors' : 'Detail')
        : undefined;
    responses[code] = {
      description: r.description,
      ...(schema ? { content: { [r.contentType ?? 'application/json']: { schema } } } : r.contentType ? { content: { [r.contentType]: {} } } : {}),
    };
  }
  const op: JsonSchema = {
    operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: doc.tags,
    security: doc.auth === true ? [{ bearerAuth: [] }] : doc.auth === 'optional' ? [{}, { bearerAuth: [] }] : [],
    responses,
  };
  const params = parameters(doc, path, components, operationId);
  if (params.length) op.parameters = params;
  if (doc.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: toJson(doc.body, 'input', `${operationId}_body`, components) } },
    };
  }
  if (doc.deprecated) op.deprecated = true;
  return op;
}

/** Options of {@link buildOpenApi}. */
export interface BuildOpenApiOptions {
  /**
   * The routes the server registered. When given, only these are listed (a description of a
   * route this server does not have, such as `/dev/outbox` outside dev mode, is left out) and
   * registered routes without a description are listed with `x-undocumented: true`.
   */
  routes?: readonly RegisteredRoute[];
  title?: string;
  version?: string;
}

const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Builds the OpenAPI 3.1 document from the descriptions (and the registered routes, if given). */
export function buildOpenApi(opts: BuildOpenApiOptions = {}): OpenApiDocument {
  const components: Record<string, JsonSchema> = { FieldErrors: fieldErrorsSchema, Detail: detailSchema };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();

  const add = (method: string, path: string, op: JsonSchema) => {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = op;
  };

  if (opts.routes) {
    const seen = new Set<string>();
    for (const route of opts.routes) {
      const method = route.method.toUpperCase();
      const key = routeKey(method, route.url);
      // HEAD and OPTIONS routes are added by Fastify and the CORS plugin for every path.
      if (!DOCUMENTED_METHODS.has(method) || seen.has(key)) continue;
      seen.add(key);
      const doc = registry.get(key);
      if (doc) {
        doc.tags.forEach((t) => tags.add(t));
        add(method, route.url, operation(doc, route.url, components));
      } else {
        add(method, route.url, {
          operationId: defaultOperationId(method, route.url),
          summary: 'Undocumented route',
          'x-undocumented': true,
          responses: { default: { description: 'Not described yet: call describeRoute (src/openapi/registry.ts).' } },
        });
      }
    }
  } else {
    for (const doc of registry.values()) {
      doc.tags.forEach((t) => tags.add(t));
      add(doc.method, doc.path.replace(/\{(\w+)\}/g, ':$1'), operation(doc, doc.path.replace(/\{(\w+)\}/g, ':$1'), components));
    }
  }

  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: opts.title ?? 'Camera cloud API (reference server)',
      version: opts.version ?? '0.1.0',
      description:
        'Reference implementation of the API the viewer calls (spec 001 section 7). Errors are DRF-shaped: `{detail}` (with `code` on 401) or `{field: [messages]}`. Trailing slashes are optional.',
    },
    tags: [...tags].sort().map((name) => ({ name })),
    paths: sortedPaths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: components,
    },
  };
}
