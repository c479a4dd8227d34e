import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  componentListSchema,
  componentSchema,
  COMPONENT_KINDS,
  createComponentBodySchema,
  patchComponentBodySchema,
  type Component,
  type ComponentKind,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import {
  deleteComponent,
  findComponent,
  insertComponent,
  listComponents,
  listComponentSnapshots,
  setComponentSnapshots,
  snapshotKinds,
  updateComponent,
  type ComponentRow,
} from '../db/components';
import { notFound, validationError } from '../http/errors';
import { visibleSnapshotIds } from '../jobs/visibility';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { componentFigures, TREND_THRESHOLDS, TREND_WINDOW } from './componentsSeverity';
import { idParam } from './organizationsCommon';
import { MEDIA_FILES, mediaPath, signedUrl } from './snapshotsCommon';

/**
 * Component tracker (spec 001 section 7 "Components"). A component belongs to its creator and
 * follows snapshots the creator can see, all of one analysis type (a mix would trend
 * leak sizes against PD severities); its figures, trend and classification are computed on every
 * read from those snapshots (see componentsSeverity.ts), so edits of a snapshot's analysis inputs
 * show at once.
 */

const TAGS = ['components'];
const BASE = '/api/component-tracker/component/';
const idParams = z.object({ id: z.string().describe('Component id') });
const FIGURES =
  'A component follows snapshots of one analysis type, its `kind` (leak, pd or mechanical; null until its first ' +
  'snapshots set it). `history` holds its measurements of that type, oldest first: leak size in l/min and yearly ' +
  'cost by the leak-reporting rule (no reported leak: 0 l/min, no cost; cost mode off: cost null); PD severity ' +
  'min/max (percent) with band and most confident class; mechanical kurtosis, crest factor and possible fault. ' +
  'Trend: a snapshot marked fixed is a repair, so only the measurements taken after the latest fixed snapshot count: ' +
  `least-squares line through the last ${TREND_WINDOW} of them over their taken time; a change along it of ` +
  `${TREND_THRESHOLDS.leak} l/min (leak), ${TREND_THRESHOLDS.pd} points of mean severity (pd) or ${TREND_THRESHOLDS.mechanical} ` +
  'of kurtosis (mechanical) or more is rising or falling, less is stable; under 2 measurements: unknown. ' +
  'Classification: most confident PD class of the latest classified PD snapshot.';
const KIND_RULE = 'Every id must be a snapshot the caller can see, and all of one kind: the component’s, when it has one (400 `{snapshots}` otherwise).';

describeRoute({ method: 'GET', path: BASE, summary: "The caller's components", description: FIGURES, tags: TAGS, auth: true, response: componentListSchema });
describeRoute({
  method: 'POST',
  path: BASE,
  summary: 'Create a component',
  description: `\`tags\` is a list or one string split on spaces; \`snapshots\` (optional) set the component's kind. ${KIND_RULE}`,
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
  description: `\`snapshots\` replaces the list (an empty list clears the kind). ${KIND_RULE}`,
  tags: TAGS,
  auth: true,
  params: idParams,
  body: patchComponentBodySchema,
  response: componentSchema,
  responses: { 404: 'Not a component of the caller' },
});
describeRoute({
  method: 'DELETE',
  path: `${BASE}:id/`,
  summary: 'Delete a component',
  description: 'The component goes; its snapshots are kept.',
  tags: TAGS,
  auth: true,
  params: idParams,
  status: 204,
  responses: { 404: 'Not a component of the caller' },
});

/** How the messages name a kind. */
const KIND_NAMES: Record<string, string> = { leak: 'leak', pd: 'PD', mechanical: 'mechanical', other: 'sound level' };
const isComponentKind = (kind: string): kind is ComponentKind => (COMPONENT_KINDS as readonly string[]).includes(kind);
const listIds = (ids: readonly number[]) => ids.map((id) => `#${id}`).join(', ');

/**
 * The one kind of `ids` (null for none), or 400 `{snapshots}` saying why they cannot go together:
 * a kind no component follows, several kinds, or another kind than the component's.
 */
async function checkKind(db: Queryable, ids: readonly number[], componentKind: ComponentKind | null): Promise<ComponentKind | null> {
  const kinds = await snapshotKinds(db, ids);
  const byKind = new Map<string, number[]>();
  for (const id of ids) {
    // checkSnapshots found every id, so each has a kind.
    const kind = kinds.get(id) ?? 'other';
    byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
  }
  const untracked = [...byKind].filter(([kind]) => !isComponentKind(kind)).flatMap(([, of]) => of);
  if (untracked.length) {
    throw validationError({ snapshots: [`A component follows leak, PD or mechanical snapshots, not sound level ones (${listIds(untracked)}).`] });
  }
  if (byKind.size > 1) {
    const parts = [...byKind].map(([kind, of]) => `${KIND_NAMES[kind]} (${listIds(of)})`).join(' and ');
    throw validationError({ snapshots: [`A component follows snapshots of one type; these mix ${parts}.`] });
  }
  const [kind] = [...byKind.keys()].filter(isComponentKind);
  if (kind && componentKind && kind !== componentKind) {
    throw validationError({ snapshots: [`This component follows ${KIND_NAMES[componentKind]} snapshots, not ${KIND_NAMES[kind]} ones (${listIds(ids)}).`] });
  }
  return kind ?? null;
}

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
        row.kind,
        mine.map((s) => ({
          id: s.id,
          createdDate: s.created_date,
          kind: s.kind,
          fixed: s.fixed,
          severityMin: s.severity_min,
          severityMax: s.severity_max,
          classification: s.pd_classification as Component['classifications'] | null,
          leak: { sizeLpm: s.leak_size_lpm, detected: s.leak_detected, inf: s.leak_inf, gas: s.gas, cost: s.leak_cost, costMode: s.cost_mode, currency: s.currency },
          mech: s.mech && { kurtosis: s.mech.kurtosis, crestFactor: s.mech.crest_factor, possibleFault: s.mech.possible_fault },
        })),
      );
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        tags: row.tags,
        kind: row.kind,
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
    const kind = await checkKind(ctx.db, snapshots, null);
    const id = await ctx.db.transaction(async (tx) => {
      const created = (await insertComponent(tx, { userId: user.id, name: body.name, description: body.description, tags: body.tags }))!;
      if (snapshots.length) await setComponentSnapshots(tx, created, snapshots, kind);
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
    const kind = snapshots && (await checkKind(ctx.db, snapshots, row.kind));
    await ctx.db.transaction(async (tx) => {
      await updateComponent(tx, row.id, { name: body.name, description: body.description, tags: body.tags });
      if (snapshots) await setComponentSnapshots(tx, row.id, snapshots, kind ?? null);
    });
    return (await serializeComponents(ctx, request, [(await findComponent(ctx.db, row.user_id, row.id))!]))[0];
  });

  app.delete(`${BASE}:id/`, auth, async (request, reply) => {
    const row = await loadComponent(ctx, request);
    await deleteComponent(ctx.db, row.id);
    return reply.code(204).send();
  });
}
