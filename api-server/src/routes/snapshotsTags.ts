import type { FastifyInstance } from 'fastify';
import { snapshotTagsQuerySchema, snapshotTagsSchema, SNAPSHOT_TAGS_MAX, type SnapshotTags } from 'shared-domain/schemas';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { visibilityCtes } from '../db/snapshotsDevices';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';

describeRoute({
  method: 'GET',
  path: '/api/snapshots/tags/',
  summary: 'The tags on the snapshots the user sees, most used first (the tag filter’s suggestions)',
  tags: ['snapshots'],
  auth: true,
  query: snapshotTagsQuerySchema,
  response: snapshotTagsSchema,
});

/**
 * `GET /api/snapshots/tags/?q=&limit=` (bearer) -> {@link SnapshotTags}: every tag on the active
 * snapshots the user sees (their own and their groups'), with how many carry it, most used first
 * and then by name; `q` keeps those containing it, case-insensitively. 400 with field messages for
 * a `q` over 100 characters or a `limit` outside 1 to 500.
 */
export function registerSnapshotTagRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/snapshots/tags/', { preHandler: ctx.authenticate }, async (request): Promise<SnapshotTags> => {
    const query = parseBody(snapshotTagsQuerySchema, request.query);
    const user = requireUser(request);
    const { rows } = await ctx.db.query<{ tag: string; count: number }>(
      `WITH RECURSIVE ${visibilityCtes(1)}
       SELECT t.tag, count(*)::int AS count
       FROM snapshots s CROSS JOIN LATERAL unnest(s.tags) AS t(tag)
       WHERE s.active AND s.ownership_id IN (SELECT id FROM visible_ownerships)
         AND ($2::text IS NULL OR position(lower($2::text) IN lower(t.tag)) > 0)
       GROUP BY t.tag
       ORDER BY count DESC, t.tag COLLATE "C"
       LIMIT $3`,
      [user.id, query.q?.trim().normalize('NFC') || null, query.limit ?? SNAPSHOT_TAGS_MAX],
    );
    return { results: rows };
  });
}
