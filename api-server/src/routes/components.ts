import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  componentListSchema,
  componentSchema,
  createComponentBodySchema,
  patchComponentBodySchema,
  type Component,
} from 'shared-core/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import {
  findComponent,
  insertComponent,
  listComponents,
  listComponentSnapshots,
  setComponentSnapshots,
  updateComponent,
  type ComponentRow,
} from '../db/components';
import { notFound, validationError } from '../http/errors';
import { visibleSnapshotIds } from '../jobs/visibility';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { componentFigures } from './componentsSeverity';
import { idParam } from './organizationsCommon';
import { MEDIA_FILES, mediaPath, signedUrl } from './snapshotsCommon';

/**
 * Component tracker (spec 001 section 7 "Components"). A component belongs to its creator and
 * follows snapshots the creator can see; its severities, trend and classification are computed
 * on every read from those snapshots (see componentsSeverity.ts), so edits of a snapshot's
 * analysis inputs show at once.
 */

const TAGS = ['components'];
const BASE = '/api/component-tracker/component/';
const idParams = z.object({ id: z.string().describe('Component id') });
const FIGURES =
  'Severities: PD severity (percent) of the latest PD snapshot; without PD snapshots, the latest leak size as a ' +
  'percentage of the 20 l/min slider range. Trend: least-squares line through the mean severity of the last 5 ' +
  'measured snapshots over their taken time; a change across them of 5 percentage points or more is rising or ' +
  'falling, less is stable; under 2 measured snapshots: unknown. ' +
  'Classification: most confident PD class of the latest classified PD snapshot.';

describeRoute({ method: 'GET', path: BASE, summary: "The caller's components", description: FIGURES, tags: TAGS, auth: true, response: componentListSchema });
describeRoute({
  method: 'POST',
  path: BASE,
  summary: 'Create a component',
  description: '`tags` is a list or one string split on spaces; `snapshots` (optional) are ids of snapshots the caller can see.',
  tags: TAGS,
  auth: true,
  body: createComponentBodySchema,
  response: componentSchema,
  status: 201,
});
describeRoute({ method: 'GET', path: `${BASE}:id/`, summary: 'One component', description: FIGURES, tags: TAGS, auth: true, params: idParams, response: componentSchema, responses: { 404: 'Not a component of the caller' } });
describeRoute({
  method: 'PATCH',
  path: `${BASE}:id/`,
  summary: 'Change a component (name, description, tags, snapshots)',
  description: '`snapshots` replaces the list; every id must be a snapshot the caller can see (400 otherwise).',
  tags: TAGS,
  auth: true,
  params: idParams,
  body: patchComponentBodySchema,
  response: componentSchema,
  responses: { 404: 'Not a component of the caller' },
});

/** 400 unless every id is a snapshot the user can see. */
async function checkSnapshots(db: Queryable, userId: number, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const visible = await visibleSnapshotIds(db, userId, unique);
  const missing = unique.filter((id) => !visible.has(id));
  if (missing.length) throw validationError({ snapshots: missing.map((id) => `Invalid pk "${id}" - object does not exist.`) });
  return unique;
}

/** The API shape of components, computed from their visible snapshots. */
async function serializeComponents(ctx: AppContext, request: FastifyRequest, rows: readonly ComponentRow[]): Promise<Component[]> {
  const userId = requireUser(request).id;
  const snapshots = await listComponentSnapshots(ctx.db, userId, rows.map((r) => r.id));
  return Promise.all(
    rows.map(async (row) => {
      const mine = snapshots.filter((s) => s.component_id === row.id);
      const latest = mine[0];
      const figures = componentFigures(
        mine.map((s) => ({
          id: s.id,
          createdDate: s.created_date,
          kind: s.kind,
          severityMin: s.severity_min,
          severityMax: s.severity_max,
          leakSizeLpm: s.leak_size_lpm,
          classification: s.pd_classification as Component['classifications'] | null,
        })),
      );
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        tags: row.tags,
        snapshots: mine.map((s) => s.id),
        ...figures,
        latestSnapshot: latest
          ? {
              id: latest.id,
              created_date: latest.created_date.toISOString(),
              thumbnail_url: latest.thumbnail_blob_id === null ? null : (await signedUrl(ctx, request, mediaPath(latest.id, MEDIA_FILES.thumbnail))).url,
              // The list card draws the heatmap over the thumbnail, as the snapshot cards do.
              heatmap_still_url: latest.thumbnail_blob_id === null ? null : (await signedUrl(ctx, request, mediaPath(latest.id, MEDIA_FILES.heatmapStill))).url,
            }
          : null,
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
      };
    }),
  );
}

async function loadComponent(ctx: AppContext, request: FastifyRequest): Promise<ComponentRow> {
  const row = await findComponent(ctx.db, requireUser(request).id, idParam(request));
  if (!row) throw notFound();
  return row;
}

/** Registers the component tracker routes. */
export function registerComponentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get(BASE, auth, async (request) => serializeComponents(ctx, request, await listComponents(ctx.db, requireUser(request).id)));

  app.post(BASE, auth, async (request, reply) => {
    const user = requireUser(request);
    const body = parseBody(createComponentBodySchema, request.body);
    const snapshots = await checkSnapshots(ctx.db, user.id, body.snapshots);
    const id = await ctx.db.transaction(async (tx) => {
      const created = (await insertComponent(tx, { userId: user.id, name: body.name, description: body.description, tags: body.tags }))!;
      if (snapshots.length) await setComponentSnapshots(tx, created, snapshots);
      return created;
    });
    const [answer] = await serializeComponents(ctx, request, [(await findComponent(ctx.db, user.id, id))!]);
    return reply.code(201).send(answer);
  });

  app.get(`${BASE}:id/`, auth, async (request) => (await serializeComponents(ctx, request, [await loadComponent(ctx, request)]))[0]);

  app.patch(`${BASE}:id/`, auth, async (request) => {
    const row = await loadComponent(ctx, request);
    const body = parseBody(patchComponentBodySchema, request.body);
    const snapshots = body.snapshots && (await checkSnapshots(ctx.db, row.user_id, body.snapshots));
    await ctx.db.transaction(async (tx) => {
      await updateComponent(tx, row.id, { name: body.name, description: body.description, tags: body.tags });
      if (snapshots) await setComponentSnapshots(tx, row.id, snapshots);
    });
    return (await serializeComponents(ctx, request, [(await findComponent(ctx.db, row.user_id, row.id))!]))[0];
  });
}
