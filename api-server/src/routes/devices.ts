import type { FastifyInstance } from 'fastify';
import {
  deviceListQuerySchema,
  deviceListSchema,
  deviceNotificationListSchema,
  deviceSchema,
  nicknameBodySchema,
  NICKNAME_MAX_LENGTH,
  type DeviceNotification,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { endOwnership, isOwnershipInGroup, listDeviceEntries, lostOwnerships, setDeviceNickname } from '../db/devices';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { refuseDemo, requireActiveDeviceEntry, requireDeviceEntry, toDevices } from './devicesCommon';
import { registerDeviceManualRoutes } from './devicesManuals';
import { registerDeviceUpdateRoutes } from './devicesUpdate';
import { registerPairingRoutes } from './pairing';

const serialParams = z.object({ serial: z.string() });

describeRoute({
  method: 'GET',
  path: '/api/devices/',
  summary: "The user's cameras with their pairings",
  description:
    'One entry per camera (serial): cameras paired to the user (active, or ended: `ownership.isActive` false) and cameras the user ' +
    'sees through an organization group (`ownership.isOwn` false, `isOrganizationDevice` true). Duplicate serials collapse to the ' +
    'active pairing; active entries come first, then by serial (spec 001 section 4). `ownerships` (comma list of pairing ids) ' +
    'restricts the list to entries shown through those pairings. `snapshotCount` and `mostRecentSnapshot` count the user’s ' +
    'visible snapshots of the entry’s pairing.',
  tags: ['devices'],
  auth: true,
  query: deviceListQuerySchema,
  response: deviceListSchema,
});
describeRoute({
  method: 'GET',
  path: '/api/device/:serial/',
  summary: 'One camera (all fields of spec 001 section 3)',
  tags: ['devices'],
  auth: true,
  params: serialParams,
  response: deviceSchema,
  responses: { 404: 'No such camera, or one the user cannot see' },
});
describeRoute({
  method: 'POST',
  path: '/api/device/:serial/nickname/',
  summary: 'Rename a camera (at most 100 characters; blank clears)',
  description: 'Allowed through an active pairing, the user’s own or an organization group’s. Answers the camera.',
  tags: ['devices'],
  auth: true,
  params: serialParams,
  body: nicknameBodySchema,
  response: deviceSchema,
  responses: { 404: 'Camera not visible', 409: 'The user’s pairing has ended, or a demo user (`{detail, code: "demoUser", nickname: [message]}`)' },
});
describeRoute({
  method: 'POST',
  path: '/api/device/:serial/remove/',
  summary: 'Remove a camera: end the user’s pairing',
  description:
    'Answers the plain text `SUCCESS`. The camera stops sending snapshots to this account; its entry stays in `GET /api/devices/` ' +
    'as inactive (`ownership.isActive` false, listed after the active ones) and the snapshots taken while it was paired stay ' +
    'visible to the user, with their count; snapshots the camera takes later, for anyone, are not. ' +
    'An organization’s camera (its pairing is listed in a group) cannot be removed by a user: 409 ' +
    '`{detail, msg: "organizationDevice"}` (409 rather than 403, since the viewer ends the session on any 403, spec 001 section 8).',
  tags: ['devices'],
  auth: true,
  params: serialParams,
  response: z.literal('SUCCESS'),
  responses: {
    200: { description: 'SUCCESS', schema: z.literal('SUCCESS'), contentType: 'text/plain' },
    404: 'Camera not visible',
    409: 'An organization camera, a pairing that has already ended, or a demo user (`{detail, code: "demoUser"}`)',
  },
});
describeRoute({
  method: 'GET',
  path: '/api/device-notifications/',
  summary: 'Camera notifications: update available, pairing lost',
  description:
    '`updateAvailable`: a camera the user sees through an active pairing, allowed to update, with an installable (Active) newer ' +
    'version; the newest is named. `pairingLost`: a pairing of the user that ended without the user removing it (the camera was ' +
    'reset or re-paired), unless the user paired the camera again. Ids are stable, so the viewer remembers dismissed ones; the ' +
    'shell shows the "camera update available" and "pairing lost" snackbars from this list (spec 001 section 2).',
  tags: ['devices'],
  auth: true,
  response: deviceNotificationListSchema,
});

/** Cameras: list, detail, nickname, removal, notifications; manuals, fleet updates and pairing. */
export function registerDeviceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pre = { preHandler: ctx.authenticate };

  app.get('/api/devices/', pre, async (request) => {
    const user = requireUser(request);
    const query = parseBody(deviceListQuerySchema, request.query);
    const ownershipIds = query.ownerships?.split(',').map((id) => Number(id.trim()));
    return toDevices(ctx.db, await listDeviceEntries(ctx.db, user.id, { ownershipIds }));
  });

  app.get('/api/device/:serial/', pre, async (request) => {
    const user = requireUser(request);
    const { serial } = request.params as { serial: string };
    return (await toDevices(ctx.db, [await requireDeviceEntry(ctx.db, user.id, serial)]))[0];
  });

  app.post('/api/device/:serial/nickname/', pre, async (request) => {
    const user = requireUser(request);
    const { serial } = request.params as { serial: string };
    const body = parseBody(nicknameBodySchema, request.body);
    const entry = await requireActiveDeviceEntry(ctx.db, user.id, serial);
    refuseDemo(user, 'rename cameras', {}, 'nickname');
    await setDeviceNickname(ctx.db, entry.device_id, body.nickname.slice(0, NICKNAME_MAX_LENGTH));
    return (await toDevices(ctx.db, [await requireDeviceEntry(ctx.db, user.id, serial)]))[0];
  });

  app.post('/api/device/:serial/remove/', pre, async (request, reply) => {
    const user = requireUser(request);
    const { serial } = request.params as { serial: string };
    const entry = await requireActiveDeviceEntry(ctx.db, user.id, serial);
    refuseDemo(user, 'remove cameras');
    if (!entry.is_own || (await isOwnershipInGroup(ctx.db, entry.ownership_id))) {
      throw new ApiError(409, {
        detail: 'This camera belongs to an organization and cannot be removed by a user. Ask an organization administrator.',
        msg: 'organizationDevice',
      });
    }
    if (!(await endOwnership(ctx.db, entry.ownership_id, 'removed', new Date(ctx.now())))) {
      throw new ApiError(409, { detail: 'This camera is no longer paired to you.' });
    }
    return reply.type('text/plain; charset=utf-8').send('SUCCESS');
  });

  app.get('/api/device-notifications/', pre, async (request) => {
    const user = requireUser(request);
    const entries = await toDevices(ctx.db, await listDeviceEntries(ctx.db, user.id));
    const out: DeviceNotification[] = [];
    for (const device of entries) {
      // A demo user may not update a camera (requireNotDemo): no notice invites them to.
      if (user.is_demo || !device.ownership.isActive || !device.AllowedToUpdate) continue;
      const newest = device.AvailableSoftwareUpdates.find((u) => u.Active);
      if (!newest) continue;
      out.push({
        id: `updateAvailable:${device.serial}:${newest.SoftwareVersionId}:${newest.ConfigurationId}`,
        kind: 'updateAvailable',
        serial: device.serial,
        nickname: device.nickname,
        createdAt: newest.PublishedAt,
        SoftwareVersionId: newest.SoftwareVersionId,
        ConfigurationId: newest.ConfigurationId,
      });
    }
    for (const lost of await lostOwnerships(ctx.db, user.id)) {
      out.push({
        id: `pairingLost:${lost.ownership_id}`,
        kind: 'pairingLost',
        serial: lost.serial,
        nickname: lost.nickname,
        createdAt: lost.unpaired_at.toISOString(),
        ownershipId: lost.ownership_id,
      });
    }
    return out.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id));
  });

  registerDeviceManualRoutes(app, ctx);
  registerDeviceUpdateRoutes(app, ctx);
  registerPairingRoutes(app, ctx);
}
