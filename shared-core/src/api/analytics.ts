import { api } from '../platform/platform';
import type { CostMode } from 'shared-domain/analysis';
import type { TemperatureUnit, Utilization } from 'shared-domain/analysis';
import { ANALYSIS_VERSION } from 'shared-domain/analysis';
import { jobRecordSchema, prpdVideoFileSchema, prpdVideoSchema, realtimeVideoSchema } from 'shared-domain/schemas';
import {
  leakResultSchema,
  mechResultSchema,
  mediaUrlSchema,
  patternSchema,
  pdResultSchema,
  videoBfvSchema,
  videoExportAnswerSchema,
  videoMovSchema,
  type PD_LOCATIONS,
} from 'shared-domain/schemas';
import { snapshotDetailSchema } from 'shared-domain/schemas';

/**
 * Per-snapshot analytics, media links and analysis edits (spec 001 section 7; spec 000 sections
 * 3 to 5). Reads send the analysis version 4.1.1; edits answer the updated snapshot detail.
 */

/** Parameters of `analytics/leak/` (spec 000 section 3 "Leak parameters sent"); missing ones come from meta. */
export interface LeakQuery {
  resultLeakUnit?: 'lpm' | 'cfm';
  distanceM?: number;
  electricityCost?: number;
  specificPower?: number;
  correction?: number;
  audioTime?: number;
  environmentTemperatureC?: number;
  environmentHumidityPr?: number;
}

/** Parameters of `analytics/pd/` and `analytics/pattern/`. */
export interface PdQuery {
  acfrequency?: number;
  voltage?: number;
  distance?: number;
  /** Analyse the 1 s ending with this time's audio window (s); omitted: the whole recording. */
  audioTime?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

const base = (id: number) => `/api/snapshots/${id}`;
const versioned = (query: Query) => ({ ...query, version: ANALYSIS_VERSION });
const detail = snapshotDetailSchema;
const post = (name: string, id: number, edit: string, body: unknown) =>
  api.request(name, { method: 'POST', path: `${base(id)}/${edit}/`, body, schema: detail });

/** The analytics reads (GET, bearer). */
export const analyticsApi = {
  /** `analytics/leak/`: size and yearly cost with the given parameters. */
  leak: (id: number, query: LeakQuery = {}) =>
    api.request('analyticsLeak', { path: withQuery(`${base(id)}/analytics/leak/`, versioned({ ...query })), schema: leakResultSchema }),
  /** `analytics/pd/`: classification, severity band and texts. */
  pd: (id: number, query: PdQuery = {}) => api.request('analyticsPd', { path: withQuery(`${base(id)}/analytics/pd/`, versioned({ ...query })), schema: pdResultSchema }),
  /** `analytics/pattern/`: the PRPD points. */
  pattern: (id: number, query: PdQuery = {}) =>
    api.request('analyticsPattern', { path: withQuery(`${base(id)}/analytics/pattern/`, versioned({ ...query })), schema: patternSchema }),
  /** `analytics/mech/` at `audioTime` (default the snapshot's analysis time). */
  mech: (id: number, audioTime?: number) =>
    api.request('analyticsMech', { path: withQuery(`${base(id)}/analytics/mech/`, versioned({ audioTime })), schema: mechResultSchema }),
  /** `analytics/prpdvideo/`: starts (or reports) the PRPD video task. */
  prpdVideo: (id: number, query: { userIot?: string; force?: boolean; manualFreq?: number } = {}) =>
    api.request('analyticsPrpdVideo', {
      path: withQuery(`${base(id)}/analytics/prpdvideo/`, { userIot: query.userIot, force: query.force ? 1 : undefined, manual_freq: query.manualFreq }),
      schema: prpdVideoSchema,
    }),
  /** The PRPD video's frames from the signed link a finished `prpdvideo/` answer gives (no bearer). */
  prpdVideoFrames: (url: string) => api.request('prpdVideoFrames', { path: url, schema: prpdVideoFileSchema, auth: false }),
  /** `analytics/realtimevideo/`: the per-step series the video overlay follows. */
  realtimeVideo: (id: number, stepS?: number) =>
    api.request('analyticsRealtimeVideo', { path: withQuery(`${base(id)}/analytics/realtimevideo/`, { step: stepS }), schema: realtimeVideoSchema }),
};

/** Media of a snapshot's video: signed links, frames, readiness, export. */
export const videoApi = {
  /** `video-thumbnail-url/`: signed link to the video thumbnail. */
  thumbnailUrl: (id: number) => api.request('videoThumbnailUrl', { path: withQuery(`${base(id)}/video-thumbnail-url/`, { rnd: Date.now() }), schema: mediaUrlSchema }),
  /** `wav-url/`: signed link to the recording (normalised, or raw with full scale 1 Pa). */
  wavUrl: (id: number, rawAudio = false) =>
    api.request('wavUrl', { path: withQuery(`${base(id)}/wav-url/`, { rawAudio: rawAudio ? 1 : undefined, _rnd: Date.now() }), schema: mediaUrlSchema }),
  /** `video-bfv/`: heatmap frames between `begin` and `end`, s. */
  bfv: (id: number, begin?: number, end?: number) =>
    api.request('videoBfv', { path: withQuery(`${base(id)}/video-bfv/`, { begin, end }), schema: videoBfvSchema }),
  /** `GET video-mov/`: readiness (404 with code 1010 when there is no video). */
  mov: (id: number) => api.request('videoMov', { path: `${base(id)}/video-mov/`, schema: videoMovSchema }),
  /** `POST video-mov/`: request the conversion of a continuous video. */
  requestConversion: (id: number, iotId?: string) =>
    api.request('videoConversion', { method: 'POST', path: `${base(id)}/video-mov/`, body: { iotId }, schema: videoMovSchema }),
  /** `POST video-export/`: export the video with the heatmap; follow the `device-export-state` task. */
  exportVideo: (id: number, iotId?: string, language?: string) =>
    api.request('videoExport', { method: 'POST', path: `${base(id)}/video-export/`, body: { iotId, language }, schema: videoExportAnswerSchema }),
  /** `GET /api/jobs/{taskId}/`: the REST copy of a video task (conversion or export) between live messages. */
  task: (taskId: string) => api.request('videoTask', { path: `/api/jobs/${encodeURIComponent(taskId)}/`, schema: jobRecordSchema }),
};

/** The analysis edits (POST, JSON bodies, spec 001 section 7); each answers the updated detail. */
export const analysisEditsApi = {
  /** Source distance in metres (0.3 to 500; convert feet first). */
  distance: (id: number, distanceM: number) => post('editDistance', id, 'distance', { distance: distanceM }),
  /** PD line voltage, kV (negatives become 0). */
  voltage: (id: number, voltageKv: number) => post('editVoltage', id, 'voltage', { voltage: voltageKv }),
  /** AC frequency, Hz: 0 or 12.5 to 450. */
  acFrequency: (id: number, frequencyHz: number) => post('editAcFrequency', id, 'acfrequency', { acfrequency: frequencyHz }),
  /** Environment temperature in the user's unit. */
  temperature: (id: number, temperature: number, unit: TemperatureUnit) => post('editTemperature', id, 'temperature', { temperature, unit }),
  /** Relative humidity, %. */
  humidity: (id: number, humidityPct: number) => post('editHumidity', id, 'humidity', { humidity: humidityPct }),
  /** Compressor specific power. */
  specificPower: (id: number, specificPower: number) => post('editSpecificPower', id, 'specificpower', { specific_power: specificPower }),
  /** Energy cost per kWh. */
  energyCost: (id: number, value: number) => post('editEnergyCost', id, 'energycost', { value }),
  /** Volume cost per m³. */
  volumeCost: (id: number, value: number) => post('editVolumeCost', id, 'volumecost', { value }),
  /** Mass cost per kg. */
  massCost: (id: number, value: number) => post('editMassCost', id, 'masscost', { value }),
  /** Cost mode (spec 000 section 4: saved, then the analysis re-runs). */
  costMode: (id: number, costMode: CostMode) => post('editCostMode', id, 'costmode', { cost_mode: costMode }),
  /** ISO 4217 currency code. */
  currency: (id: number, currency: string) => post('editCurrency', id, 'currency', { currency }),
  /** Gas type, with the free-text description for OTHER. */
  gasType: (id: number, gas: string, description?: string) => post('editGasType', id, 'gas-type', { gas, description }),
  /** Utilisation {hours, days, weeks}. */
  utilization: (id: number, utilization: Utilization) => post('editUtilization', id, 'utilization', utilization),
  /** Default analysis time (rounded to 0.5 s by the caller and the server) and heatmap options. */
  analysisTime: (id: number, audioTime: number, heatmapOptions?: Record<string, unknown>) =>
    post('editAnalysisTime', id, 'analysistime', { audioTime, heatmapOptions }),
  /** PD location: one of the known values, or null. */
  pdLocation: (id: number, location: (typeof PD_LOCATIONS)[number] | null) => post('editPdLocation', id, 'pdlocation', { location }),
};
