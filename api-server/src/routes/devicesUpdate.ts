import type { FastifyInstance } from 'fastify';
import { FLEET_UPDATE_REPEAT_GUARD_S, fleetUpdateAnswerSchema, fleetUpdateBodySchema, type FleetUpdateAnswer } from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { insertUpdateRequest, latestUpdateRequest, lockDevice, setUpdateRequestJob, updateInProgress } from '../db/devicesUpdates';
import { ApiError } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { newExecutionId, startFleetUpdate } from '../jobs/fleetUpdate';
import { describeRoute } from '../openapi/registry';
import { refuseDemo, requireActiveDeviceEntry } from './devicesCommon';
import { requestOrigin } from './live';

const updateQuery = z.object({ iotId: z.string().max(200).optional() });

describeRoute({
  method: 'POST',
  path: '/api/device/:serial/update/',
  summary: 'Start a camera software (fleet) update',
  description:
    'Starts a `fleet-update` task (202). Its statuses arrive on `users/<userId>/tasks/fleet-update` with `serial` and ' +
    '`ExecutionId`: VALIDATING, SUBMITTED, STARTING, RUNNING (progress 0..1), then SUCCEEDED (the camera now runs the target ' +
    'version; USB mode adds a package `downloadUrl`) or FAILED with `alertCode` (`targetNotAvailable`: not an Active entry of ' +
    'the camera’s AvailableSoftwareUpdates with this configuration; `updateNotAllowed`: AllowedToUpdate is false; ' +
    '`wifiUnavailable`: S3 mode on a camera without Wi-Fi). ' +
    `A repeat request for the same camera within ${FLEET_UPDATE_REPEAT_GUARD_S} s of the previous one is refused with 429 ` +
    '`{detail, code: "updateRequested", retryAfterSeconds, taskId?}` and a `Retry-After` header (spec 001 section 4); while an ' +
    'earlier update still runs, 409 `{detail, code: "updateRunning", taskId?}`. `taskId` is the earlier request\'s task when it is the caller\'s own. ' +
    'Allowed through an active pairing, the user’s own or an organization group’s. Query `iotId`: the caller’s live-channel id, ' +
    'echoed in the messages.',
  tags: ['devices'],
  auth: true,
  query: updateQuery,
  body: fleetUpdateBodySchema,
  status: 202,
  response: fleetUpdateAnswerSchema,
  responses: {
    404: 'Camera not visible',
    409: 'An update of this camera is still running, the user’s pairing has ended, or a demo user (`{detail, code: "demoUser"}`)',
    429: 'A request for this camera less than 20 s ago',
  },
});

/**
 * The task of an earlier request, when it is the caller's own: another tab of the same user then
 * follows that update instead of reporting a failure. Another user's task id is not theirs to read.
 */
const ownTask = (request: { user_id: number; job_id: string | null } | undefined, userId: number) =>
  request && request.user_id === userId && request.job_id ? { taskId: request.job_id } : {};

/** POST /api/device/{serial}/update/ */
export function registerDeviceUpdateRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/device/:serial/update/', { preHandler: ctx.authenticate }, async (request, reply) => {
    const user = requireUser(request);
    const { serial } = request.params as { serial: string };
    const body = parseBody(fleetUpdateBodySchema, request.body);
    const { iotId } = parseBody(updateQuery, request.query);
    const entry = await requireActiveDeviceEntry(ctx.db, user.id, serial);
    refuseDemo(user, 'update cameras');

    const now = ctx.now();
    const executionId = newExecutionId();
    await ctx.db.transaction(async (tx) => {
      await lockDevice(tx, entry.device_id);
      const latest = await latestUpdateRequest(tx, entry.device_id);
      const sinceMs = latest ? now - latest.requested_at.getTime() : Infinity;
      if (sinceMs >= 0 && sinceMs < FLEET_UPDATE_REPEAT_GUARD_S * 1000) {
        const retryAfterSeconds = Math.max(1, Math.ceil((FLEET_UPDATE_REPEAT_GUARD_S * 1000 - sinceMs) / 1000));
        throw new ApiError(
          429,
          { detail: `An update of this camera was requested less than ${FLEET_UPDATE_REPEAT_GUARD_S} s ago.`, code: 'updateRequested', retryAfterSeconds, ...ownTask(latest, user.id) },
          { 'retry-after': String(retryAfterSeconds) },
        );
      }
      const running = await updateInProgress(tx, entry.device_id);
      if (running) {
        throw new ApiError(409, { detail: 'An update of this camera is still running.', code: 'updateRunning', ...ownTask(running, user.id) });
      }
      await insertUpdateRequest(tx, {
        device_id: entry.device_id,
        user_id: user.id,
        execution_id: executionId,
        target_software_version: body.targetSoftwareVersion,
        configuration_id: body.configurationId,
        update_mode: body.updateMode,
        from_software_version: entry.software_version,
        requested_at: new Date(now),
      });
    });
    const job = await startFleetUpdate(ctx, { userId: user.id, serial: entry.serial, executionId, body, iotId, origin: requestOrigin(request) });
    await setUpdateRequestJob(ctx.db, executionId, job.id);
    const answer: FleetUpdateAnswer = { ExecutionId: executionId, taskId: job.id, serial: entry.serial, status: 'VALIDATING' };
    return reply.code(202).send(answer);
  });
}
