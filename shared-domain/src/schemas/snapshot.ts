import { z } from 'zod';
import { lazySchema } from './lazySchema';
import { KNOWN_GASES } from '../analysis/gases';

/**
 * Snapshot payloads (spec 000 section 3). Shared by the client (validation at the boundary)
 * and the api-server (the shape it must produce), so there is one source of truth.
 * Dates are ISO 8601 strings in UTC.
 */

export const PD_CLASSIFICATIONS = ['negativeCorona', 'positiveNegativeCorona', 'floating', 'surfaceInternal'] as const;
export const DEVICE_ANALYSIS_TYPES = ['A1', 'A2', 'E1', 'E2', 'E3', 'M1', 'L1'] as const;
export const COST_MODES = ['energy', 'volume', 'mass', 'off'] as const;

export const pdClassificationSchema = lazySchema(() => z.object({ name: z.enum(PD_CLASSIFICATIONS), confidence: z.number().min(0).max(1) }));

/** PD summary stored with a snapshot (list and detail). */
export const snapshotPdSchema = lazySchema(() => z.object({
  severity_min: z.number(),
  severity_max: z.number(),
  classification: z.array(pdClassificationSchema),
}));

/** Mechanical summary (spec 000 section 3). `kurtosis` is the plain (not excess) kurtosis: 3 for Gaussian noise. */
export const snapshotMechSchema = lazySchema(() => z.object({
  fromAudioTime: z.number(),
  analysis_available: z.boolean(),
  kurtosis: z.number().nullable(),
  crest_factor: z.number().nullable(),
  possible_fault: z.boolean(),
}));

/** Leak summary used by the list's leak-size sort and cards. */
export const snapshotLeakSchema = lazySchema(() => z.object({
  leakSize: z.number().nullable(),
  unit: z.enum(['lpm', 'cfm']),
  leakDetected: z.boolean(),
  infDetected: z.boolean(),
  gas: z.enum(KNOWN_GASES),
  /** Yearly cost of the leak in `currency`, null when cost mode is off or no leak was sized; the cards show it. */
  cost: z.number().nullable().optional(),
  currency: z.string().optional(),
}));

export const locationSchema = lazySchema(() => z.object({ latitude: z.number(), longitude: z.number() }));

/** Snapshot meta (spec 000 section 3); open to fields the viewer does not read. */
export const snapshotMetaSchema = lazySchema(() => z
  .object({
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    analyzer_mode: z.string(),
    mode_name: z.string(),
    leak_type: z.enum(KNOWN_GASES),
    leak_type_description: z.string(),
    leak_detected: z.boolean(),
    heatmap_mode: z.enum(['multi', 'single']),
    picture_brightness: z.number(),
    zoom_val: z.number(),
    zoom_heatmap: z.number(),
    heatmap_offset_x: z.number(),
    heatmap_offset_y: z.number(),
    heatmap_rotation_deg: z.number(),
    heatmap_scale_minus_one: z.number(),
    filter_threshold: z.number(),
    filter_colormin: z.number(),
    filter_colormax: z.number(),
    mic_revision: z.string(),
    mic_threshold_multiplier: z.number(),
    calibration_current: z.number(),
    max_value: z.number(),
    video_type: z.enum(['continuous', 'instant']),
    duration: z.string(),
    acimg_latency_compensation_ms: z.number().nullable(),
    software_version: z.string(),
    distance: z.number(),
    current_env_temperature_kelvin: z.number(),
    current_relative_humidity_percent: z.number(),
    energy_cost: z.number(),
    volume_cost: z.number(),
    mass_cost: z.number(),
    cost_mode: z.enum(COST_MODES),
    specific_power: z.number(),
    currency: z.string(),
    utilization: z.object({ current_util_hours: z.number(), current_util_days: z.number(), current_util_weeks: z.number() }),
    lower_cutoff_frequency_hz: z.number(),
    higher_cutoff_frequency_hz: z.number(),
    gas_whitelist: z.string(),
    gas_blacklist: z.string(),
    mech_analysis_kurtosis: z.number().nullable(),
    mech_analysis_crest_factor: z.number().nullable(),
    mech_analysis_potential_issue_detected: z.boolean(),
    pd_location: z.string().nullable(),
    acfreq: z.number(),
    voltage: z.number(),
    is_si2: z.boolean(),
  })
  .passthrough());

/** One snapshot as the list returns it. */
export const snapshotSchema = lazySchema(() => z.object({
  id: z.number(),
  label: z.string(),
  active: z.boolean(),
  device_label: z.string(),
  device_serial: z.string(),
  device: z.number(),
  created_date: z.string(),
  synced_date: z.string(),
  source_distance: z.number(),
  comments: z.string(),
  tags: z.array(z.string()),
  dynamicrange_lin: z.number().nullable(),
  fixed: z.boolean(),
  fixed_date: z.string().nullable(),
  starred: z.boolean(),
  ownership: z.number(),
  device_analysis_type: z.enum(DEVICE_ANALYSIS_TYPES),
  analysis_time: z.number(),
  leak: snapshotLeakSchema.nullable(),
  pd: snapshotPdSchema.nullable(),
  mech: snapshotMechSchema.nullable(),
  locations: z.array(locationSchema),
  meta: snapshotMetaSchema,
  thumbnail_url: z.string(),
  heatmap_still_url: z.string(),
}));
export type Snapshot = z.infer<typeof snapshotSchema>;

/**
 * The meta keys a list row carries: what cards, places and sorts read. The full meta (about 50
 * keys) is the detail's; leaving it out keeps a 20,000-row phone page small.
 */
export const LIST_META_KEYS = ['latitude', 'longitude', 'video_type', 'leak_type', 'max_value'] as const;

/** The slim meta of a list row. */
export const snapshotListMetaSchema = lazySchema(() => z.object({
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  video_type: z.enum(['continuous', 'instant']),
  leak_type: z.enum(KNOWN_GASES),
  max_value: z.number(),
}));

/** One snapshot as GET /api/snapshots/ lists it: the snapshot fields with the slim meta. */
export const snapshotListItemSchema = lazySchema(() => snapshotSchema.extend({ meta: snapshotListMetaSchema }));
export type SnapshotListItem = z.infer<typeof snapshotListItemSchema>;

/** GET /api/snapshots/: a page of results and the total count (DRF style). */
export const snapshotPageSchema = lazySchema(() => z.object({
  count: z.number(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(snapshotListItemSchema),
}));
export type SnapshotPage = z.infer<typeof snapshotPageSchema>;

/** GET /api/snapshots/{id}/: the list fields plus the detail's (spec 000 section 3, detail adds). */
export const snapshotDetailSchema = lazySchema(() => snapshotSchema.extend({
  label_detail: z.object({ text: z.string() }),
  /** `source` is the API path of the binary frames (`GET /api/snapshots/{id}/heatmap/`, bearer). */
  heatmap: z.object({ width: z.number(), height: z.number(), source: z.string(), frames: z.number() }),
  movieExists: z.boolean(),
  signal_available: z.boolean(),
  /** Name of the uploaded file (the not-found placeholder names it). */
  file_name: z.string().optional(),
  /** Signed link to the picture PNG (loads in an <img> without a bearer header). */
  picture_url: z.string().optional(),
  /** The stored recording: float32 samples at `rate_hz` from `source` (`GET .../signal/`). */
  signal: z.object({ rate_hz: z.number(), duration_s: z.number(), source: z.string() }).nullable().optional(),
  /** Heatmap level range over all frames, dB SPL (the dynamic range default is min + 0.8 of the span). */
  level_range: z.object({ min: z.number(), max: z.number() }).nullable().optional(),
}));
export type SnapshotDetail = z.infer<typeof snapshotDetailSchema>;

/** Sort keys of the list (spec 000 section 2), each ascending or descending with a leading '-'. */
export const SNAPSHOT_SORTS = ['created_date', 'synced_date', 'severity', 'label', 'leak_size', 'location'] as const;

/** Largest page of the snapshot list (spec 000 section 2: 20000 on phones). */
export const SNAPSHOT_PAGE_SIZE_MAX = 20000;

/** How several tags of the list filter combine: a snapshot with any of them, or with all. */
export const TAGS_MATCHES = ['any', 'all'] as const;
export type TagsMatch = (typeof TAGS_MATCHES)[number];

/**
 * Query parameters of GET /api/snapshots/ (all optional; lists are comma-separated).
 * `type`: leak | pd | mechanical; `fixed`: 1 | 0; `fault`: 1 | 0 (MSI possible fault or none);
 * `severe`: 1 (max >= 50 and min <= 100); `starred`: 1; `untagged`: 1; `label`: exact device
 * label or all words; `start`/`end`: ISO dates (inclusive days); `groups`: group ids;
 * `cluster`: location cluster id; `serials`: camera serials; `ordering`: a sort key, '-' for
 * descending; `page` from 0; `page_size` up to 20000.
 *
 * Server rules (api-server README, "Snapshots"): `pd_classification` (class names, matched
 * against the top classification), `pd_severity` (low | medium | high | veryHigh, the band of the
 * mean of min and max) and `severe` imply type=pd; `gas` (gas names) and `fixed` imply
 * type=leak; `fault` implies type=mechanical; a conflicting `type` is a 400. `label` is matched
 * case-insensitively; `tags` matches any listed tag (NFC), or every one with `tags_match=all`;
 * `start`/`end` also take ISO date-times (inclusive instants); `groups` includes the groups'
 * subgroups. Default ordering
 * `-created_date`; ties are broken by id in the same direction. A page past the end is empty.
 */
export const snapshotListQuerySchema = lazySchema(() => z.object({
  type: z.enum(['leak', 'pd', 'mechanical']).optional(),
  pd_classification: z.string().optional(),
  pd_severity: z.string().optional(),
  gas: z.string().optional(),
  fixed: z.enum(['0', '1']).optional(),
  fault: z.enum(['0', '1']).optional(),
  severe: z.enum(['1']).optional(),
  starred: z.enum(['1']).optional(),
  tags: z.string().optional(),
  /** Whether a snapshot needs any (default) or all of `tags`. */
  tags_match: z.enum(TAGS_MATCHES).optional(),
  untagged: z.enum(['1']).optional(),
  label: z.string().max(2048).optional(),
  start: z.string().optional(),
  end: z.string().optional(),
  groups: z.string().optional(),
  cluster: z.string().optional(),
  serials: z.string().optional(),
  ownerships: z.string().optional(),
  ordering: z.string().optional(),
  page: z.coerce.number().int().min(0).optional(),
  page_size: z.coerce.number().int().min(1).max(SNAPSHOT_PAGE_SIZE_MAX).optional(),
}));
export type SnapshotListQuery = z.infer<typeof snapshotListQuerySchema>;
