import type { FastifyInstance } from 'fastify';
import {
  devPairingTokenSchema,
  pairAnswerSchema,
  pairBodySchema,
  pairErrorSchema,
  pairStatusSchema,
  PAIR_ERROR_CODES,
  type PairBody,
  type PairErrorCode,
  type PairStatus,
} from 'shared-domain/schemas';
import { z } from 'zod';
import { requireUser } from '../auth/authenticate';
import type { AppContext } from '../context';
import { countFailedPairingAttempts, createOwnership, pairingState, recordFailedPairingAttempt } from '../db/devicesPairing';
import { findDeviceBySerial, type DeviceRow } from '../db/snapshotsDevices';
import type { UserRow } from '../db/users';
import { ApiError, notFound } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { checkPairingToken, currentPairingToken } from './pairingToken';

/**
 * Camera pairing (spec 001 sections 4, 5 and 8): step one `POST /api/pair/status/` checks the
 * serial and token and answers not paired / already paired / cannot pair; step two
 * `POST /api/pair/` creates the active pairing. Failures carry `{msg, detail}`; the viewer shows
 * `pairErr{msg}`.
 */

/** Failed attempts allowed per user within {@link ATTEMPT_WINDOW_MS} before `tooManyAttempts`. */
export const MAX_FAILED_ATTEMPTS = 10;
export const ATTEMPT_WINDOW_MS = 10 * 60 * 1000;

const TOKEN_FORMAT =
  'The 13-character `device_totp_token` is what the camera’s pairing screen shows: its fixed 7-character pairing code ' +
  '(base32 A-Z and 2-7, also on the label under the battery; case is ignored) followed by the current 6-digit TOTP ' +
  '(RFC 6238, HMAC-SHA-1, 30 s step, checked against the camera’s secret with ±1 step of tolerance). ' +
  `Failures answer \`{msg, detail}\`; \`msg\` is one of ${PAIR_ERROR_CODES.map((c) => `\`${c}\``).join(', ')} ` +
  '(the viewer shows `pairErr{msg}`): 404 unknownDevice; 400 invalidToken, tokenExpired (valid within the last 10 minutes); ' +
  `409 alreadyPaired, pairedToAnotherUser, organizationDevice (step two only); 429 tooManyAttempts (${MAX_FAILED_ATTEMPTS} ` +
  'failed attempts in 10 minutes); 409 demoUser. Malformed fields are a 400 `{device_serial|device_totp_token: [message]}` ' +
  '(serial 3 to 10 characters, token exactly 13).';

const pairErrorDoc = { description: 'Pairing failure', schema: pairErrorSchema };

describeRoute({
  method: 'POST',
  path: '/api/pair/status/',
  summary: 'Pairing step one: check a camera',
  description:
    'Outcomes: not paired `{isPaired: false, canPair: true}`; already paired to the caller `{isPaired: true, canPair: false}`; ' +
    'cannot pair `{isPaired: false, canPair: false, reason: "pairedToAnotherUser" | "organizationDevice"}`. ' +
    TOKEN_FORMAT,
  tags: ['pairing'],
  auth: true,
  body: pairBodySchema,
  response: pairStatusSchema,
  responses: { 404: pairErrorDoc, 409: pairErrorDoc, 429: pairErrorDoc },
});
describeRoute({
  method: 'POST',
  path: '/api/pair/',
  summary: 'Pairing step two: pair the camera to the caller',
  description: 'Creates an active pairing (ownership) of the camera for the caller. ' + TOKEN_FORMAT,
  tags: ['pairing'],
  auth: true,
  body: pairBodySchema,
  response: pairAnswerSchema,
  responses: { 404: pairErrorDoc, 409: pairErrorDoc, 429: pairErrorDoc },
});
describeRoute({
  method: 'GET',
  path: '/dev/pairing-token/:serial',
  summary: 'The token a camera shows now (dev mode only)',
  description: 'Registered only with DEV=1 / --dev, to pair seed cameras (e.g. NLC21050, NLC21051) locally. The TOTP part changes every 30 s.',
  tags: ['dev'],
  auth: false,
  response: devPairingTokenSchema,
  responses: { 404: 'No such camera' },
});

function pairError(status: number, msg: PairErrorCode, detail: string): ApiError {
  return new ApiError(status, { msg, detail });
}

/** Checks the caller, the rate limit, the camera and the token; records failures. */
async function verifiedDevice(ctx: AppContext, user: UserRow, body: PairBody): Promise<DeviceRow> {
  // 409, not 403: the client ends the session on any 403 (spec 001 section 8), and a demo account
  // that tries to pair must see why instead of being signed out.
  if (user.is_demo) throw pairError(409, 'demoUser', 'Demo users cannot pair cameras.');
  const now = ctx.now();
  if ((await countFailedPairingAttempts(ctx.db, user.id, new Date(now - ATTEMPT_WINDOW_MS))) >= MAX_FAILED_ATTEMPTS) {
    throw pairError(429, 'tooManyAttempts', 'Too many failed pairing attempts. Try again in a few minutes.');
  }
  const serial = body.device_serial.toUpperCase();
  const fail = async (status: number, msg: PairErrorCode, detail: string) => {
    await recordFailedPairingAttempt(ctx.db, user.id, serial, msg, new Date(now));
    return pairError(status, msg, detail);
  };
  const device = await findDeviceBySerial(ctx.db, serial);
  if (!device) throw await fail(404, 'unknownDevice', 'No camera has this serial number.');
  const check = checkPairingToken(device.totp_secret, body.device_totp_token, now);
  if (check === 'tokenExpired') throw await fail(400, 'tokenExpired', 'This code has expired. Enter the code the camera shows now.');
  if (check !== 'valid') throw await fail(400, 'invalidToken', 'The code does not match this camera.');
  return device;
}

/** The step-one outcome for a camera and a user. */
async function statusOf(ctx: AppContext, user: UserRow, device: DeviceRow): Promise<PairStatus> {
  const { ownership, inOrganization } = await pairingState(ctx.db, device.id);
  if (!ownership) return { isPaired: false, canPair: true };
  if (ownership.user_id === user.id) return { isPaired: true, canPair: false };
  return { isPaired: false, canPair: false, reason: inOrganization ? 'organizationDevice' : 'pairedToAnotherUser' };
}

/** POST /api/pair/status/ and POST /api/pair/. */
export function registerPairingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const pre = { preHandler: ctx.authenticate };

  app.post('/api/pair/status/', pre, async (request) => {
    const user = requireUser(request);
    const body = parseBody(pairBodySchema, request.body);
    return statusOf(ctx, user, await verifiedDevice(ctx, user, body));
  });

  app.post('/api/pair/', pre, async (request) => {
    const user = requireUser(request);
    const body = parseBody(pairBodySchema, request.body);
    const device = await verifiedDevice(ctx, user, body);
    const status = await statusOf(ctx, user, device);
    if (status.isPaired) throw pairError(409, 'alreadyPaired', 'This camera is already paired to you.');
    if (!status.canPair) {
      throw status.reason === 'organizationDevice'
        ? pairError(409, 'organizationDevice', 'This camera belongs to an organization.')
        : pairError(409, 'pairedToAnotherUser', 'This camera is paired to another account.');
    }
    const ownership = await createOwnership(ctx.db, device.id, user.id, new Date(ctx.now()));
    if (!ownership) throw pairError(409, 'pairedToAnotherUser', 'This camera is paired to another account.');
    return { isPaired: true, serial: device.serial, ownershipId: ownership.id };
  });
}

/** Dev mode only: `GET /dev/pairing-token/{serial}`, the token the camera shows now. */
export function registerPairingDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/pairing-token/:serial', async (request) => {
    const { serial } = parseBody(z.object({ serial: z.string().max(20) }), request.params);
    const device = await findDeviceBySerial(ctx.db, serial.toUpperCase());
    if (!device) throw notFound();
    return { serial: device.serial, ...currentPairingToken(device.totp_secret, ctx.now()) };
  });
}
