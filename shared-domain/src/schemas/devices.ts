import { z } from 'zod';
import { lazySchema } from './lazySchema';

/**
 * Cameras (devices), pairing, fleet updates, device notifications and manuals (spec 001 sections
 * 3, 4, 5, 7 and 9). The server validates requests with these schemas and the client validates
 * answers with them: one source of truth. Camera field names follow the spec's spelling (the
 * vendor cloud mixes PascalCase and camelCase).
 */

// ---- constants (spec 001 section 9) --------------------------------------------------------

/** Pairing serial length, characters (spec 001 sections 5 and 9). */
export const PAIR_SERIAL_MIN_LENGTH = 3;
export const PAIR_SERIAL_MAX_LENGTH = 10;
/** Pairing token length, characters (spec 001 section 9). */
export const PAIR_TOKEN_LENGTH = 13;
/**
 * Token format: the camera's fixed 7-character pairing code (base32 letters A-Z and digits 2-7,
 * shown on its pairing screen and printed under the battery) followed by the 6-digit TOTP
 * (RFC 6238, SHA-1, 30 s step) the camera shows next to it. Lower case is accepted.
 */
export const PAIR_CODE_LENGTH = 7;
export const PAIR_TOTP_DIGITS = 6;
export const PAIR_TOTP_PERIOD_S = 30;
export const PAIR_TOKEN_PATTERN = /^[A-Za-z2-7]{7}[0-9]{6}$/;
/** Camera nickname, at most 100 characters (spec 001 section 5). */
export const NICKNAME_MAX_LENGTH = 100;
/** A repeat update request for the same camera within this is refused (spec 001 section 4). */
export const FLEET_UPDATE_REPEAT_GUARD_S = 20;
/** The viewer keeps update buttons disabled this long after a request (spec 001 section 4). */
export const FLEET_UPDATE_LOCK_S = 120;
/** Update delivery: over the air (S3 bucket, Wi-Fi) or a package copied by USB. */
export const UPDATE_MODES = ['S3', 'USB'] as const;
export type UpdateMode = (typeof UPDATE_MODES)[number];

/**
 * Server `msg` codes of pairing failures; the viewer shows the key `pairErr{msg}` (spec 001
 * section 8), e.g. `pairErrinvalidToken`.
 * - `unknownDevice`: no camera has this serial
 * - `invalidToken`: the code or the TOTP does not match
 * - `tokenExpired`: the TOTP was valid a few minutes ago (read a fresh one from the camera)
 * - `alreadyPaired`: the camera is already paired to the caller
 * - `pairedToAnotherUser`: the camera is actively paired to another account
 * - `organizationDevice`: the camera belongs to an organization (listed in a group)
 * - `tooManyAttempts`: too many failed attempts in the last 10 minutes
 * - `demoUser`: demo accounts cannot pair cameras
 */
export const PAIR_ERROR_CODES = [
  'unknownDevice',
  'invalidToken',
  'tokenExpired',
  'alreadyPaired',
  'pairedToAnotherUser',
  'organizationDevice',
  'tooManyAttempts',
  'demoUser',
] as const;
export type PairErrorCode = (typeof PAIR_ERROR_CODES)[number];

/** Why a camera cannot be paired (the "cannot pair" outcome of pair/status/). */
export const CANNOT_PAIR_REASONS = ['pairedToAnotherUser', 'organizationDevice'] as const;

/**
 * Alert codes of a FAILED fleet update (shown and clickable, spec 001 section 8):
 * - `targetNotAvailable`: the target version/configuration is not an active available update
 * - `updateNotAllowed`: the camera's AllowedToUpdate is false
 * - `wifiUnavailable`: S3 (over-the-air) delivery needs a camera with Wi-Fi
 */
export const FLEET_ALERT_CODES = ['targetNotAvailable', 'updateNotAllowed', 'wifiUnavailable'] as const;
export type FleetAlertCode = (typeof FLEET_ALERT_CODES)[number];

/** Manual categories (spec 001 section 2, Software tab). */
export const MANUAL_CATEGORIES = ['datasheets', 'quickstarts', 'usermanuals', 'calibration_certificate', 'licenses'] as const;
export type ManualCategory = (typeof MANUAL_CATEGORIES)[number];

/** Device notification kinds (the "camera update available" and "pairing lost" snackbars). */
export const DEVICE_NOTIFICATION_KINDS = ['updateAvailable', 'pairingLost'] as const;

// ---- camera ----------------------------------------------------------------------------------

/** One offered software update of a camera. */
export const softwareUpdateSchema = lazySchema(() => z.object({
  /** false: withdrawn, listed for reference but not installable. */
  Active: z.boolean(),
  /** ISO 8601. */
  PublishedAt: z.string(),
  SoftwareVersionId: z.string(),
  ConfigurationId: z.string(),
}));
export type SoftwareUpdate = z.infer<typeof softwareUpdateSchema>;

/** A user the pairing belongs to. */
export const pairedUserSchema = lazySchema(() => z.object({ id: z.number().int(), username: z.string() }));

/** The pairing (ownership) a camera entry is shown through. */
export const deviceOwnershipSchema = lazySchema(() => z.object({
  id: z.number().int(),
  isActive: z.boolean(),
  pairedAt: z.string(),
  unpairedAt: z.string().nullable(),
  /** The caller's own pairing (false: seen through an organization group). */
  isOwn: z.boolean(),
  pairedUsers: z.array(pairedUserSchema),
}));

/** The newest visible snapshot of a camera. */
export const recentSnapshotSchema = lazySchema(() => z.object({ id: z.number().int(), label: z.string(), created_date: z.string() }));

/**
 * A camera as the list and the detail answer it (spec 001 section 3 "Camera (device)").
 * snapshotCount and mostRecentSnapshot count the caller's visible snapshots of the entry's
 * pairing (0 and null for an inactive one).
 */
export const deviceSchema = lazySchema(() => z.object({
  serial: z.string(),
  SoftwareVersionId: z.string(),
  ConfigurationId: z.string(),
  /** Newer versions for this product, newest first (withdrawn ones have Active false). */
  AvailableSoftwareUpdates: z.array(softwareUpdateSchema),
  AllowedToUpdate: z.boolean(),
  HardwareVersionInformation: z.object({ SD: z.string() }),
  ProductCode: z.string(),
  ProductCodeDescription: z.string(),
  MacAddress: z.string(),
  /** Wi-Fi module state, e.g. `available`; empty when the camera has none. */
  Wifi: z.string(),
  /** ONLINE or OFFLINE. */
  Status: z.string(),
  nickname: z.string(),
  lastSeenOnline: z.string().nullable(),
  UpdatedAt: z.string(),
  /** YYYY-MM-DD. */
  WarrantyEndDate: z.string().nullable(),
  snapshotCount: z.number().int().min(0),
  mostRecentSnapshot: recentSnapshotSchema.nullable(),
  ownership: deviceOwnershipSchema,
  /** Listed in a group of an organization: it cannot be removed by a user. */
  isOrganizationDevice: z.boolean(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
}));
export type Device = z.infer<typeof deviceSchema>;

/** GET /api/devices/: active entries first, one entry per serial. */
export const deviceListSchema = lazySchema(() => z.array(deviceSchema));

/** GET /api/devices/ query: `ownerships` restricts the list to these pairing ids (comma list). */
export const deviceListQuerySchema = lazySchema(() => z.object({
  ownerships: z
    .string()
    .regex(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*$/, 'Enter a comma-separated list of ownership ids.')
    .optional(),
}));

/** POST /api/device/{serial}/nickname/ */
export const nicknameBodySchema = lazySchema(() => z.object({
  nickname: z.string().trim().max(NICKNAME_MAX_LENGTH, `Ensure this field has no more than ${NICKNAME_MAX_LENGTH} characters.`),
}));

/** POST /api/device/{serial}/remove/ answers this plain text. */
export const removeDeviceAnswerSchema = lazySchema(() => z.literal('SUCCESS'));

// ---- pairing ---------------------------------------------------------------------------------

/** POST pair/status/ and pair/ body (spec 001 section 5). */
export const pairBodySchema = lazySchema(() => z.object({
  device_serial: z
    .string()
    .trim()
    .min(1, { message: 'This field may not be blank.', abort: true })
    .min(PAIR_SERIAL_MIN_LENGTH, `Ensure this field has at least ${PAIR_SERIAL_MIN_LENGTH} characters.`)
    .max(PAIR_SERIAL_MAX_LENGTH, `Ensure this field has no more than ${PAIR_SERIAL_MAX_LENGTH} characters.`),
  device_totp_token: z
    .string()
    .trim()
    .min(1, { message: 'This field may not be blank.', abort: true })
    .length(PAIR_TOKEN_LENGTH, `Ensure this field has exactly ${PAIR_TOKEN_LENGTH} characters.`),
}));
export type PairBody = z.infer<typeof pairBodySchema>;

/**
 * POST /api/pair/status/ (step one). Outcomes: not paired `{isPaired: false, canPair: true}`,
 * already paired `{isPaired: true, canPair: false}`, cannot pair `{isPaired: false, canPair:
 * false, reason}`.
 */
export const pairStatusSchema = lazySchema(() => z.object({
  isPaired: z.boolean(),
  canPair: z.boolean(),
  reason: z.enum(CANNOT_PAIR_REASONS).optional(),
}));
export type PairStatus = z.infer<typeof pairStatusSchema>;

/** POST /api/pair/ (step two) success answer. */
export const pairAnswerSchema = lazySchema(() => z.object({ isPaired: z.literal(true), serial: z.string(), ownershipId: z.number().int() }));

/** Pairing failure body: the viewer shows `pairErr{msg}`. */
export const pairErrorSchema = lazySchema(() => z.object({ msg: z.enum(PAIR_ERROR_CODES), detail: z.string() }));

/** GET /dev/pairing-token/{serial} (dev mode only). */
export const devPairingTokenSchema = lazySchema(() => z.object({
  serial: z.string(),
  token: z.string().length(PAIR_TOKEN_LENGTH),
  code: z.string().length(PAIR_CODE_LENGTH),
  totp: z.string().length(PAIR_TOTP_DIGITS),
  /** Seconds the TOTP part stays current. */
  validForSeconds: z.number().int(),
}));

// ---- fleet updates ---------------------------------------------------------------------------

/** POST /api/device/{serial}/update/ */
export const fleetUpdateBodySchema = lazySchema(() => z.object({
  targetSoftwareVersion: z.string().trim().min(1, 'This field may not be blank.').max(40),
  configurationId: z.string().trim().min(1, 'This field may not be blank.').max(80),
  updateMode: z.enum(UPDATE_MODES),
}));
export type FleetUpdateBody = z.infer<typeof fleetUpdateBodySchema>;

/** POST /api/device/{serial}/update/ answer (202): the live `fleet-update` task started. */
export const fleetUpdateAnswerSchema = lazySchema(() => z.object({
  ExecutionId: z.string(),
  /** The task id of the live messages (`taskId`) and of GET /api/jobs/{id}/. */
  taskId: z.string(),
  serial: z.string(),
  status: z.literal('VALIDATING'),
}));
export type FleetUpdateAnswer = z.infer<typeof fleetUpdateAnswerSchema>;

// ---- notifications and manuals ---------------------------------------------------------------

/**
 * GET /api/device-notifications/ item. `id` is stable (kind, serial and version or pairing), so
 * the viewer can remember which snackbars were dismissed.
 */
export const deviceNotificationSchema = lazySchema(() => z.object({
  id: z.string(),
  kind: z.enum(DEVICE_NOTIFICATION_KINDS),
  serial: z.string(),
  nickname: z.string(),
  /** ISO 8601: when the update was published or the pairing ended. */
  createdAt: z.string(),
  /** updateAvailable: the newest installable version and its configuration. */
  SoftwareVersionId: z.string().optional(),
  ConfigurationId: z.string().optional(),
  /** pairingLost: the pairing that ended. */
  ownershipId: z.number().int().optional(),
}));
export const deviceNotificationListSchema = lazySchema(() => z.array(deviceNotificationSchema));
export type DeviceNotification = z.infer<typeof deviceNotificationSchema>;

/** One manual file. `url` is a signed link valid 10 minutes. */
export const manualSchema = lazySchema(() => z.object({
  id: z.string(),
  category: z.enum(MANUAL_CATEGORIES),
  title: z.string(),
  /** Language of the document (the requested one, or English when it has no translation). */
  language: z.string(),
  version: z.string(),
  publishedAt: z.string(),
  filename: z.string(),
  url: z.string(),
}));
export type Manual = z.infer<typeof manualSchema>;

/** GET /api/downloads/usermanuals/list/ query. */
export const manualListQuerySchema = lazySchema(() => z.object({
  device_serial: z.string().trim().min(1, 'This field may not be blank.').max(PAIR_SERIAL_MAX_LENGTH),
  lang: z
    .string()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'Enter a language code such as en or pt-BR.')
    .optional(),
}));

/** GET /api/downloads/usermanuals/list/ answer: manuals per category (every category present). */
export const manualListSchema = lazySchema(() => z.object({
  device_serial: z.string(),
  ProductCode: z.string(),
  lang: z.string(),
  manuals: z.object({
    datasheets: z.array(manualSchema),
    quickstarts: z.array(manualSchema),
    usermanuals: z.array(manualSchema),
    calibration_certificate: z.array(manualSchema),
    licenses: z.array(manualSchema),
  }),
}));
export type ManualList = z.infer<typeof manualListSchema>;
