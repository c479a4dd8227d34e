import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { EXPORT_ITEM_STATUSES, liveCredentialsSchema, OUTPUT_GROUP_STATUSES } from './live';

/**
 * Media host paths (spec 001 section 7 "Media host"): per camera, the recordings' heatmap video
 * frames (`bfv`), signed cookies for players that cannot send a bearer header, live-channel
 * credentials, job items (conversion state) and exports. Only cameras the caller sees.
 */

/** Names of the signed media cookies (CloudFront style: policy scope, expiry and signature). */
export const MEDIA_COOKIE_NAMES = ['Media-Path', 'Media-Expires', 'Media-Signature'] as const;

/** GET /vod/devices/{serial}/signed-cookies: also set as Set-Cookie, scoped to `path`. */
export const signedCookiesSchema = lazySchema(() => z.object({
  serial: z.string(),
  /** Paths under which the cookies authorise reads (job items and bfv frames of the camera). */
  paths: z.array(z.string()),
  cookies: z.object({ 'Media-Path': z.string(), 'Media-Expires': z.string(), 'Media-Signature': z.string() }),
  expiresAt: z.string(),
}));
export type SignedCookies = z.infer<typeof signedCookiesSchema>;

/** GET /vod/devices/{serial}/iot-credentials: live-channel credentials plus the camera's topics. */
export const deviceIotCredentialsSchema = lazySchema(() => liveCredentialsSchema.extend({
  serial: z.string(),
  /** Topics the camera's exports and conversions are announced on. */
  topics: z.array(z.string()),
}));
export type DeviceIotCredentials = z.infer<typeof deviceIotCredentialsSchema>;

/** GET /vod/devices/{serial}/job-item/{id}: one recording (snapshot) of the camera as a video item. */
export const jobItemSchema = lazySchema(() => z.object({
  id: z.number().int(),
  serial: z.string(),
  durationS: z.number().min(0),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  frames: z.number().int().min(0),
  /** Paths of the frame data on the media host. */
  bfvPath: z.string(),
  convertedBfvPath: z.string(),
  /** The newest conversion task of the item (POST .../jobs/.../job-item/{id}), if any. */
  conversion: z.object({ taskId: z.string(), status: z.enum(OUTPUT_GROUP_STATUSES), url: z.string().nullable() }).nullable(),
  /** The newest export task of the item (POST .../jobs/.../export/{id}), if any. */
  export: z.object({ taskId: z.string(), status: z.enum(EXPORT_ITEM_STATUSES), url: z.string().nullable() }).nullable(),
}));
export type JobItem = z.infer<typeof jobItemSchema>;

/** POST /vod/jobs/devices/{serial}/job-item/{id} and .../export/{id} answer (202). */
export const mediaJobStartedSchema = lazySchema(() => z.object({ taskId: z.string() }));

/** Query of GET /bfv/devices/{serial}/frames/{id}_bfv: a time window in seconds. */
export const bfvFramesQuerySchema = lazySchema(() => z.object({
  start: z.coerce.number().min(0, 'Ensure this value is greater than or equal to 0.').optional(),
  end: z.coerce.number().min(0, 'Ensure this value is greater than or equal to 0.').optional(),
}));

/**
 * GET /bfv/devices/{serial}/frames/{id}_bfv: heatmap frames in the window, levels in dB (0.1 dB).
 * `{id}_converted_bfv`: the same frames converted for a player, levels as 0..255 over the
 * snapshot's dynamic range (0 = below the range's lower edge).
 */
export const bfvFramesSchema = lazySchema(() => z.object({
  id: z.number().int(),
  serial: z.string(),
  converted: z.boolean(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  durationS: z.number().min(0),
  start: z.number(),
  end: z.number(),
  /** Converted frames: dB of level 0 and 255. */
  rangeDb: z.tuple([z.number(), z.number()]).nullable(),
  frames: z.array(z.object({ index: z.number().int(), time: z.number(), levels: z.array(z.number()) })),
}));
export type BfvFrames = z.infer<typeof bfvFramesSchema>;

/** GET /management/credentials: signed cookies for every camera the caller sees. */
export const managementCredentialsSchema = lazySchema(() => z.object({
  expiresAt: z.string(),
  devices: z.array(signedCookiesSchema),
}));
export type ManagementCredentials = z.infer<typeof managementCredentialsSchema>;
