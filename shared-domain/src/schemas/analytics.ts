import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { KNOWN_GASES } from '../analysis/gases';
import { ENVELOPE_MAX_COLUMNS } from '../analysis/waveform';
import { PD_CLASSIFICATIONS } from './snapshot';

/**
 * Answers of the per-snapshot analytics and media calls (spec 000 sections 3 and 4, spec 001
 * section 7): `GET /api/snapshots/{id}/analytics/{leak,pd,pattern,mech,locations}/`, the signed
 * media links, `video-bfv/`, `weather/`, `address/`, uploads and image attachments.
 * Shared by the client (validation at the boundary) and the api-server (the shape it produces).
 */


const queryNumber = (message = 'A valid number is required.') =>
  z
    .string()
    .trim()
    .regex(/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i, message)
    .transform(Number);

/**
 * Query of `analytics/leak/` (spec 000 section 3 "Leak parameters sent"). Every field is optional;
 * missing ones come from the snapshot's meta. Short aliases are accepted too: `distance`, `cost`
 * (= electricityCost), `temperature` (°C), `humidity`, `unit` (= resultLeakUnit).
 * `resultLeakUnit`: lpm (also LPM, lpmin) or cfm (also CFM). `correction`: the settings'
 * `leak_size_corr_factor`, 0 meaning none.
 */
export const leakQuerySchema = lazySchema(() => z.object({
  resultLeakUnit: z.string().optional(),
  unit: z.string().optional(),
  distanceM: queryNumber().optional(),
  distance: queryNumber().optional(),
  electricityCost: queryNumber().optional(),
  cost: queryNumber().optional(),
  specificPower: queryNumber().optional(),
  correction: queryNumber().optional(),
  audioTime: queryNumber().optional(),
  environmentTemperatureC: queryNumber().optional(),
  temperature: queryNumber().optional(),
  environmentHumidityPr: queryNumber().optional(),
  humidity: queryNumber().optional(),
  version: z.string().optional(),
}));

/** `GET .../analytics/leak/` (spec 000 section 3 "Leak result"). */
export const leakResultSchema = lazySchema(() => z.object({
  /** Flow in `unit`; null when not estimable (infinite, invalid distance, unanalysable gas, PD). */
  leakSize: z.number().nullable(),
  unit: z.enum(['lpm', 'cfm']),
  /** Yearly cost in `currency` with `costMode`; null when the size is not estimable. */
  leakCost: z.number().nullable(),
  leakDetected: z.boolean(),
  infDetected: z.boolean(),
  gas: z.enum(KNOWN_GASES),
  /** The snapshot is a partial-discharge recording: no leak analysis (message "PD detected"). */
  isPd: z.boolean(),
  /** invalidDistance | gasNotAnalysable (STEAM, OTHER) | notALeak (mechanical or level snapshot). */
  error: z.string().optional(),
  currency: z.string(),
  costMode: z.enum(['energy', 'volume', 'mass', 'off']),
  /** Analysis window start, s. */
  audioTime: z.number(),
}));
export type LeakResult = z.infer<typeof leakResultSchema>;

/**
 * Query of `analytics/pd/` and `analytics/pattern/`: overrides of meta `acfreq` (0 = estimate),
 * `voltage` (kV), `distance` (m); `audioTime` (s) analyses the 1 s of the recording ending with
 * that time's 0.1 s window (the video's "Update"), omitted the whole recording.
 */
export const pdQuerySchema = lazySchema(() => z.object({
  acfrequency: queryNumber().optional(),
  voltage: queryNumber().optional(),
  distance: queryNumber().optional(),
  audioTime: queryNumber().optional(),
  version: z.string().optional(),
}));

/** `GET .../analytics/pd/` (spec 000 section 3 "PD result"). Empty classifications: pattern not detected. */
export const pdResultSchema = lazySchema(() => z.object({
  /** Highest confidence first; confidences 0..1 sum to at most 1. */
  classifications: z.array(z.object({ name: z.enum(PD_CLASSIFICATIONS), confidence: z.number().min(0).max(1) })),
  severityMinPr: z.number().min(0).max(100),
  severityMaxPr: z.number().min(0).max(100),
  /** English text; `descriptionKey` / `recommendationKey` are stable i18n keys. */
  description: z.string(),
  recommendation: z.string(),
  descriptionKey: z.string(),
  recommendationKey: z.string(),
}));
export type PdResult = z.infer<typeof pdResultSchema>;

/** `GET .../analytics/pattern/` (spec 000 section 3 "Pattern"): the PRPD points. */
export const patternSchema = lazySchema(() => z.object({
  /** Phase of each pulse, degrees 0..360. */
  xValues: z.array(z.number()),
  /** Peak level of each pulse at the camera, dB SPL. */
  yValues: z.array(z.number()),
  /** Span of the phase axis: 360. */
  cycleLength: z.number(),
  /** Supply frequency used (given, or estimated from the pulses when 0). */
  acFrequencyHz: z.number(),
  /** `aligned`: the phase origin was chosen from the data (densest window at 270°), not measured. */
  phaseReference: z.enum(['aligned', 'absolute']),
  /** The part of the recording the points come from, s (the whole recording unless `audioTime` was given). */
  fromS: z.number().optional(),
  toS: z.number().optional(),
}));
export type Pattern = z.infer<typeof patternSchema>;

/** Query of `analytics/mech/`: the analysis window start (default the snapshot's analysis time). */
export const mechQuerySchema = lazySchema(() => z.object({ audioTime: queryNumber().optional(), version: z.string().optional() }));

/** `GET .../analytics/mech/` (spec 000 section 3 "Mechanical result"). `kurtosis` is plain (3 for Gaussian noise). */
export const mechResultSchema = lazySchema(() => z.object({
  fromAudioTime: z.number(),
  analysis_available: z.boolean(),
  kurtosis: z.number().nullable(),
  crest_factor: z.number().nullable(),
  possible_fault: z.boolean(),
  /** Length of the analysed window, s. */
  windowS: z.number(),
}));
export type MechResult = z.infer<typeof mechResultSchema>;

/** A signed link the browser can load without a bearer header (thumbnail-url/, wav-url/, ...). */
export const mediaUrlSchema = lazySchema(() => z.object({
  url: z.string(),
  /** ISO 8601 time after which the link answers 403. */
  expires: z.string(),
}));
export type MediaUrl = z.infer<typeof mediaUrlSchema>;

/**
 * Query of `signal/`: without `columns`, every sample; with it, the recording's envelope, the
 * lowest and highest sample of each of `columns` equal slices of the whole recording.
 */
export const signalQuerySchema = lazySchema(() =>
  z.object({
    columns: queryNumber()
      .pipe(z.number().int('A whole number is required.').min(1, 'Ensure this value is greater than or equal to 1.').max(ENVELOPE_MAX_COLUMNS, `Ensure this value is less than or equal to ${ENVELOPE_MAX_COLUMNS}.`))
      .optional(),
  }),
);

/** Query of `video-bfv/`: window in seconds of the video (default the whole recording). */
export const videoBfvQuerySchema = lazySchema(() => z.object({ begin: queryNumber().optional(), end: queryNumber().optional() }));

/** `GET .../video-bfv/`: heatmap frames between `begin` and `end` (levels in dB SPL, row by row, top row first). */
export const videoBfvSchema = lazySchema(() => z.object({
  width: z.number().int(),
  height: z.number().int(),
  durationS: z.number(),
  begin: z.number(),
  end: z.number(),
  frames: z.array(z.object({ index: z.number().int(), time: z.number(), levels: z.array(z.number()) })),
}));
export type VideoBfv = z.infer<typeof videoBfvSchema>;

/** `GET .../weather/` (spec 000 section 3 "Weather"), synthetic and deterministic. */
export const weatherSchema = lazySchema(() => z
  .object({
    date: z.string(),
    utcOffsetH: z.number(),
    hourly: z.array(z.object({ time: z.string(), tempC: z.number(), tempF: z.number() })),
    averageTempC: z.number(),
    minTempC: z.number(),
    maxTempC: z.number(),
    averageTempF: z.number(),
    minTempF: z.number(),
    maxTempF: z.number(),
    astronomy: z.object({ sunrise: z.string().nullable(), sunset: z.string().nullable(), polar: z.enum(['day', 'night']).nullable() }),
    uvIndex: z.number(),
    cloudCoverPct: z.number(),
    source: z.string(),
  })
  .passthrough());
export type Weather = z.infer<typeof weatherSchema>;

/** `GET .../address/` and `POST .../change_address/` (spec 000 section 3: "Address result has place.Label"). */
export const addressSchema = lazySchema(() => z
  .object({
    place: z.object({ Label: z.string(), Municipality: z.string().nullable(), Country: z.string().nullable() }),
    latitude: z.number(),
    longitude: z.number(),
  })
  .passthrough());
export type Address = z.infer<typeof addressSchema>;

/** `POST /api/get-upload-url/` body. */
export const uploadUrlRequestSchema = lazySchema(() => z.object({ filename: z.string() }));

/** An S3-style signed form: POST `fields` plus a `file` part as multipart/form-data to `url`. */
export const uploadFormSchema = lazySchema(() => z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }));
export type UploadForm = z.infer<typeof uploadFormSchema>;

/** `GET .../imageattachments/getuploadurl/`: a signed form for one new image attachment. */
export const attachmentUploadSchema = lazySchema(() => uploadFormSchema.extend({ attachmentId: z.string() }));

/** One item of `GET .../imageattachments/list/`. */
export const attachmentSchema = lazySchema(() => z.object({ attachmentId: z.string(), category: z.string(), url: z.string() }));
export const attachmentListSchema = lazySchema(() => z.array(attachmentSchema));
export type Attachment = z.infer<typeof attachmentSchema>;

/** `POST .../imageattachments/remove/` body. */
export const attachmentRemoveSchema = lazySchema(() => z.object({ attachmentId: z.string() }));

/**
 * The `no video` error code (spec 000 section 4 "Video readiness", section 8): `GET .../video-mov/`
 * answers 404 with this `code` when a snapshot has no video frames.
 */
export const NO_VIDEO_CODE = '1010';

/** Readiness of a snapshot's video as the server reports it (the viewer adds `loading` and `noVideo`). */
export const VIDEO_SERVER_STATES = ['ready', 'preparing', 'conversionNeeded'] as const;

/**
 * `GET .../video-mov/` and `POST .../video-mov/` (request conversion): whether the video can be
 * played. Instant videos are always ready; a continuous one needs a conversion first.
 */
export const videoMovSchema = lazySchema(() => z.object({
  status: z.enum(VIDEO_SERVER_STATES),
  videoType: z.enum(['continuous', 'instant']),
  /** Length of the video, s. */
  durationS: z.number().min(0),
  /** Heatmap frames of the recording (served by `video-bfv/`). */
  frames: z.number().int().min(0),
  /** The conversion task, while or after one ran. */
  taskId: z.string().nullable(),
}));
export type VideoMov = z.infer<typeof videoMovSchema>;

/** `POST .../video-mov/` and `POST .../video-export/` body: the caller's live-channel id, if any. */
export const videoTaskBodySchema = lazySchema(() => z.object({ iotId: z.string().max(200).optional() }));

/** `POST .../video-export/` body: the task body plus the user's language, for the failure text. */
export const videoExportBodySchema = lazySchema(() => videoTaskBodySchema.extend({ language: z.string().max(20).optional() }));
export type VideoExportBody = z.infer<typeof videoExportBodySchema>;

/** `POST .../video-export/` answer (202): follow the `device-export-state` task. */
export const videoExportAnswerSchema = lazySchema(() => z.object({ taskId: z.string() }));
export type VideoExportAnswer = z.infer<typeof videoExportAnswerSchema>;

/** Known PD locations (spec 000 section 5: a location must match one of these to be sent). */
export const PD_LOCATIONS = ['Busbar', 'Cable termination', 'Insulator', 'Bushing', 'Switchgear'] as const;

/** `POST .../pdlocation/` body: one of {@link PD_LOCATIONS}, or null to clear it. */
export const pdLocationBodySchema = lazySchema(() => z.object({ location: z.enum(PD_LOCATIONS).nullable() }));
