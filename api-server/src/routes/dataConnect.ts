import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DATA_CONNECT_KEY_HEADER,
  DATA_CONNECT_NEW_KEY_FEATURE,
  DATA_CONNECT_PREFIX,
  dataConnectExportQuerySchema,
  dataConnectExportSchema,
  dataConnectKeyListSchema,
  dataConnectKeySchema,
  deleteDataConnectKeyQuerySchema,
  type DataConnectKey,
  type DataConnectSnapshot,
} from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import {
  deleteDataConnectKey,
  findDataConnectKey,
  insertDataConnectKey,
  invokeDataConnectKey,
  listDataConnectKeys,
  listOrganizationSnapshots,
  type DataConnectKeyRow,
  type ExportSnapshotRow,
} from '../db/dataConnect';
import { findOrganization, organizationOfUser, type OrganizationRow } from '../db/organizations';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';

/**
 * The Data Connect host (spec 001 section 7), served under its own prefix `/dataconnect` on the
 * API's origin. Keys belong to the caller's organization (spec 001 section 6: Data Connect needs
 * an organization; creating a key needs the DataConnectNewKey feature of the user or of the
 * organization). A key authorises the read-only export call, which counts its uses in `invoked`.
 */

const TAGS = ['data connect'];
const KEYS = `${DATA_CONNECT_PREFIX}/keys`;
const EXPORT = `${DATA_CONNECT_PREFIX}/export/snapshots`;
const NO_ORGANIZATION = 'The caller belongs to no organization (`code: organizationRequired`)';

describeRoute({ method: 'GET', path: KEYS, summary: "The organization's API keys", tags: TAGS, auth: true, response: dataConnectKeyListSchema, responses: { 403: NO_ORGANIZATION } });
describeRoute({
  method: 'POST',
  path: KEYS,
  summary: 'Create an API key',
  description: `Needs the \`${DATA_CONNECT_NEW_KEY_FEATURE}\` feature on the user or the organization; otherwise 403 \`code: dataConnectPermissionRequired\` (the viewer's ask-for-permission message).`,
  tags: TAGS,
  auth: true,
  response: dataConnectKeySchema,
  status: 201,
  responses: { 403: `${NO_ORGANIZATION}, or no ${DATA_CONNECT_NEW_KEY_FEATURE} feature (\`code: dataConnectPermissionRequired\`)` },
});
describeRoute({
  method: 'DELETE',
  path: KEYS,
  summary: 'Delete an API key',
  tags: TAGS,
  auth: true,
  query: deleteDataConnectKeyQuerySchema,
  status: 204,
  responses: { 403: NO_ORGANIZATION, 404: 'Not a key of the organization' },
});
describeRoute({
  method: 'GET',
  path: EXPORT,
  summary: "Export the organization's snapshots (read-only, API key)",
  description:
    `Authorised by a Data Connect key in the \`${DATA_CONNECT_KEY_HEADER}\` header instead of a bearer token; each ` +
    'call counts one use of the key (`invoked`). Answers the active snapshots of the cameras listed in the ' +
    "organization's groups taken at or after `since`, oldest first, as slim rows: leak summary for leak snapshots " +
    '(A1, A2), PD severity and top classification for PD snapshots (E1-E3). Page with `limit` and `offset`; ' +
    '`count` is the total matching `since`.',
  tags: TAGS,
  auth: false,
  query: dataConnectExportQuerySchema,
  response: dataConnectExportSchema,
  responses: { 401: { description: `Missing or unknown key in \`${DATA_CONNECT_KEY_HEADER}\` (\`code: invalidApiKey\`)` } },
});

function serializeKey(row: DataConnectKeyRow): DataConnectKey {
  return { key: row.key, createdAt: row.created_at.toISOString(), invoked: row.invoked };
}

function serializeExportRow(row: ExportSnapshotRow): DataConnectSnapshot {
  return {
    id: row.id,
    serial: row.serial,
    created_date: row.created_date.toISOString(),
    type: row.device_analysis_type as DataConnectSnapshot['type'],
    kind: row.kind as DataConnectSnapshot['kind'],
    label: row.label,
    leak: row.kind === 'leak' ? { gas: row.gas, leakSizeLpm: row.leak_size_lpm, leakDetected: row.leak_detected } : null,
    pd: row.kind === 'pd' ? { severityMinPr: row.severity_min, severityMaxPr: row.severity_max, classification: row.pd_top_class } : null,
  };
}

/** Whether a user may create keys: the DataConnectNewKey feature on the user or the organization (spec 001 section 6). */
export function mayCreateDataConnectKey(userFeatures: readonly string[], organizationFeatures: readonly string[]): boolean {
  return userFeatures.includes(DATA_CONNECT_NEW_KEY_FEATURE) || organizationFeatures.includes(DATA_CONNECT_NEW_KEY_FEATURE);
}

/** The caller's organization, or 403 `organizationRequired`. */
async function requireOrganization(ctx: AppContext, request: FastifyRequest): Promise<OrganizationRow> {
  const org = await organizationOfUser(ctx.db, requireUser(request).id);
  if (!org) throw new ApiError(403, { detail: 'Data Connect needs an organization.', code: 'organizationRequired' });
  return org;
}

function invalidKey(detail: string): ApiError {
  return new ApiError(401, { detail, code: 'invalidApiKey' });
}

/** Registers the Data Connect routes. */
export function registerDataConnectRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get(KEYS, auth, async (request) => {
    const org = await requireOrganization(ctx, request);
    return (await listDataConnectKeys(ctx.db, org.id)).map(serializeKey);
  });

  app.post(KEYS, auth, async (request, reply) => {
    const org = await requireOrganization(ctx, request);
    const user = requireUser(request);
    if (!mayCreateDataConnectKey(user.features, org.features)) {
      throw new ApiError(403, {
        detail: 'Creating Data Connect keys needs the DataConnectNewKey permission; ask your administrator.',
        code: 'dataConnectPermissionRequired',
      });
    }
    const row = await insertDataConnectKey(ctx.db, { organizationId: org.id, key: `dc_${randomBytes(24).toString('base64url')}`, createdBy: user.id });
    return reply.code(201).send(serializeKey(row));
  });

  app.delete(KEYS, auth, async (request, reply) => {
    const org = await requireOrganization(ctx, request);
    const { key } = parseBody(deleteDataConnectKeyQuerySchema, request.query);
    if (!(await deleteDataConnectKey(ctx.db, org.id, key))) throw notFound();
    return reply.code(204).send();
  });

  app.get(EXPORT, async (request) => {
    const header = request.headers[DATA_CONNECT_KEY_HEADER.toLowerCase()];
    const key = Array.isArray(header) ? header[0] : header;
    if (!key) throw invalidKey(`An API key is required in the ${DATA_CONNECT_KEY_HEADER} header.`);
    if (!(await findDataConnectKey(ctx.db, key))) throw invalidKey('Invalid API key.');
    const query = parseBody(dataConnectExportQuerySchema, request.query);
    // Counted only once the request is valid; a key deleted in between is refused like an unknown one.
    const used = await invokeDataConnectKey(ctx.db, key);
    if (!used) throw invalidKey('Invalid API key.');
    const org = (await findOrganization(ctx.db, used.organization_id))!;
    const since = query.since === undefined ? null : new Date(query.since).toISOString();
    const page = await listOrganizationSnapshots(ctx.db, org.id, { since, limit: query.limit, offset: query.offset });
    return { organization: { id: org.id, name: org.name }, count: page.count, results: page.rows.map(serializeExportRow) };
  });
}
