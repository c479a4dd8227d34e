import type { FastifyInstance } from 'fastify';
import { ANALYSIS_VERSION } from 'shared-domain/analysis';
import {
  leakQuerySchema,
  leakResultSchema,
  mechQuerySchema,
  mechResultSchema,
  patternSchema,
  pdQuerySchema,
  pdResultSchema,
  placesQuerySchema,
  placesSchema,
  type LeakResult,
  type MechResult,
  type Pattern,
  type PdResult,
  type Places,
} from 'shared-domain/schemas';
import { z } from 'zod';
import type { AppContext } from '../context';
import { listLocatedSnapshots, newestSnapshotDate } from '../db/snapshots';
import { validationError, type FieldErrors } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { placesClusters, placesRoutes, placesWindowStart } from './places';
import { costModeOf, leakParamsFromMeta, metaString, pdParamsFromMeta, runLeak, runMech, runPd, storedMech, type LeakParams } from './snapshotsAnalysis';
import { readSignal } from '../media/recording';
import { loadVisibleSnapshot, videoDurationS } from './snapshotsCommon';

/**
 * Per-snapshot analytics (spec 001 section 7), computed by the engine from the stored signal
 * and the snapshot's meta, with query parameters overriding meta (bearer token; 404 when the
 * snapshot is not visible):
 * - `analytics/leak/` -> Leak result; the parameters of spec 000 section 3 "Leak parameters sent"
 * - `analytics/pd/` -> PD result; `analytics/pattern/` -> PRPD points; of the whole recording, or
 *   with `audioTime` of the 1 s ending with that time's audio window, the first second near the start (engine `pdWindowAt`)
 * - `analytics/mech/` -> mechanical result at `audioTime`
 * - `analytics/locations/` -> the user's location clusters and routes (as /api/snapshots/locations/)
 * `version`, when given, must be 4.1.1. (`prpdvideo/` and `realtimevideo/` belong to the live routes.)
 */

const TAGS = ['snapshot analytics'];
const idParams = z.object({ id: z.string().describe('Snapshot id') });

describeRoute({ method: 'GET', path: '/api/snapshots/:id/analytics/leak/', summary: 'Leak size and yearly cost (engine leak model)', tags: TAGS, auth: true, params: idParams, query: leakQuerySchema, response: leakResultSchema });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/analytics/pd/', summary: 'PD classification, severity band, description and recommendation', tags: TAGS, auth: true, params: idParams, query: pdQuerySchema, response: pdResultSchema });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/analytics/pattern/', summary: 'PRPD pattern (phase-resolved pulses, aligned phase axis)', tags: TAGS, auth: true, params: idParams, query: pdQuerySchema, response: patternSchema });
describeRoute({ method: 'GET', path: '/api/snapshots/:id/analytics/mech/', summary: 'Kurtosis, crest factor and possible fault over 0.5 s from audioTime', tags: TAGS, auth: true, params: idParams, query: mechQuerySchema, response: mechResultSchema });
describeRoute({
  method: 'GET',
  path: '/api/snapshots/:id/analytics/locations/',
  summary: "Location clusters and daily routes of the user's snapshots (days back from the newest; default all time)",
  tags: TAGS,
  auth: true,
  params: idParams,
  query: placesQuerySchema,
  response: placesSchema,
});

function checkVersion(version: string | undefined): void {
  if (version !== undefined && version !== ANALYSIS_VERSION) throw validationError({ version: [`Only version ${ANALYSIS_VERSION} is supported.`] });
}

/** An analysis time must lie within the video (s), as the default analysis time does; the engine fits its window into the recording. */
function checkAudioTime(audioTimeS: number, durationS: number): void {
  if (audioTimeS < 0) throw validationError({ audioTime: ['Ensure this value is greater than or equal to 0.'] });
  if (audioTimeS > durationS) throw validationError({ audioTime: [`Ensure this value is less than or equal to ${Number(durationS.toFixed(3))}.`] });
}

/** Leak unit codes the viewer may send (spec 000 section 3): LPM/lpm/lpmin, CFM/cfm. */
function leakUnit(raw: string | undefined): 'lpm' | 'cfm' | undefined {
  if (raw === undefined) return undefined;
  const code = raw.trim().toLowerCase();
  if (code === 'lpm' || code === 'lpmin') return 'lpm';
  if (code === 'cfm') return 'cfm';
  throw validationError({ resultLeakUnit: [`"${raw}" is not a valid choice; use lpm or cfm.`] });
}

/** Registers the analytics routes. */
export function registerSnapshotAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { preHandler: ctx.authenticate };

  app.get('/api/snapshots/:id/analytics/leak/', auth, async (request): Promise<LeakResult> => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const q = parseBody(leakQuerySchema, request.query);
    checkVersion(q.version);
    const defaults = leakParamsFromMeta(row.meta, row.analysis_time);
    const p: LeakParams = {
      ...defaults,
      unit: leakUnit(q.resultLeakUnit ?? q.unit) ?? 'lpm',
      distanceM: q.distanceM ?? q.distance ?? defaults.distanceM,
      energyCostPerKwh: q.electricityCost ?? q.cost ?? defaults.energyCostPerKwh,
      specificPower: q.specificPower ?? defaults.specificPower,
      correction: q.correction ?? 0,
      audioTimeS: q.audioTime ?? defaults.audioTimeS,
      temperatureC: q.environmentTemperatureC ?? q.temperature ?? defaults.temperatureC,
      humidityPct: q.environmentHumidityPr ?? q.humidity ?? defaults.humidityPct,
    };
    const errors: FieldErrors = {};
    if (p.audioTimeS < 0) errors.audioTime = ['Ensure this value is greater than or equal to 0.'];
    if (p.humidityPct < 0 || p.humidityPct > 100) errors.environmentHumidityPr = ['Ensure this value is between 0 and 100.'];
    if (p.temperatureC < -273) errors.environmentTemperatureC = ['Ensure this value is greater than or equal to -273.'];
    if (p.specificPower < 0 || p.specificPower > 1000) errors.specificPower = ['Ensure this value is between 0 and 1000.'];
    if (p.energyCostPerKwh < 0 || p.energyCostPerKwh > 10000) errors.electricityCost = ['Ensure this value is between 0 and 10000.'];
    if (Object.keys(errors).length) throw validationError(errors);
    // A CFM user's specific power is per 100 cfm: convert the stored per-1000-l/min figure.
    if (p.unit === 'cfm' && q.specificPower === undefined) p.specificPower = p.specificPower / 0.3545454;

    const gas = metaString(row.meta, 'leak_type', 'AIR') as LeakResult['gas'];
    const common = { unit: p.unit, gas, currency: metaString(row.meta, 'currency', 'USD'), costMode: costModeOf(row.meta.cost_mode) };
    if (row.kind !== 'leak') {
      return {
        ...common,
        leakSize: null,
        leakCost: null,
        leakDetected: false,
        infDetected: false,
        isPd: row.kind === 'pd',
        audioTime: p.audioTimeS,
        ...(row.kind === 'pd' ? {} : { error: 'notALeak' }),
      };
    }
    const { signal, rateHz } = await readSignal(ctx.db, row);
    const result = runLeak(signal, rateHz, p);
    return {
      ...common,
      leakSize: result.leakSize,
      leakCost: result.leakCost,
      leakDetected: result.leakDetected,
      infDetected: result.infDetected,
      isPd: false,
      audioTime: p.audioTimeS,
      ...(result.error ? { error: result.error } : {}),
    };
  });

  const pdInputs = async (request: Parameters<typeof loadVisibleSnapshot>[1]) => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const q = parseBody(pdQuerySchema, request.query);
    checkVersion(q.version);
    const defaults = pdParamsFromMeta(row.meta);
    const acFrequencyHz = q.acfrequency ?? defaults.acFrequencyHz;
    if (acFrequencyHz !== 0 && (acFrequencyHz < 12.5 || acFrequencyHz > 450)) throw validationError({ acfrequency: ['Ensure this value is 0 or between 12.5 and 450.'] });
    const { signal, rateHz } = await readSignal(ctx.db, row);
    if (q.audioTime !== undefined) checkAudioTime(q.audioTime, Math.max(videoDurationS(row.meta), signal.length / rateHz));
    return runPd(
      signal,
      rateHz,
      { acFrequencyHz, voltageKv: Math.max(0, q.voltage ?? defaults.voltageKv), distanceM: q.distance ?? defaults.distanceM },
      q.audioTime,
    );
  };

  app.get('/api/snapshots/:id/analytics/pd/', auth, async (request): Promise<PdResult> => {
    const pd = await pdInputs(request);
    return {
      classifications: pd.classifications.map((c) => ({ name: c.name, confidence: c.confidence })),
      severityMinPr: pd.severityMinPr,
      severityMaxPr: pd.severityMaxPr,
      description: pd.description.text,
      recommendation: pd.recommendation.text,
      descriptionKey: pd.description.key,
      recommendationKey: pd.recommendation.key,
    };
  });

  app.get('/api/snapshots/:id/analytics/pattern/', auth, async (request): Promise<Pattern> => {
    const { pattern, window } = await pdInputs(request);
    return {
      xValues: pattern.xValues.map((v) => Math.round(v * 100) / 100),
      yValues: pattern.yValues.map((v) => Math.round(v * 100) / 100),
      cycleLength: pattern.cycleLength,
      acFrequencyHz: pattern.acFrequencyHz,
      phaseReference: pattern.phaseReference,
      fromS: Math.round(window.fromS * 1000) / 1000,
      toS: Math.round(window.toS * 1000) / 1000,
    };
  });

  app.get('/api/snapshots/:id/analytics/mech/', auth, async (request): Promise<MechResult> => {
    const { row } = await loadVisibleSnapshot(ctx, request);
    const q = parseBody(mechQuerySchema, request.query);
    checkVersion(q.version);
    const audioTime = q.audioTime ?? row.analysis_time;
    if (audioTime < 0) throw validationError({ audioTime: ['Ensure this value is greater than or equal to 0.'] });
    const { signal, rateHz } = await readSignal(ctx.db, row);
    const mech = runMech(signal, rateHz, audioTime);
    return { ...storedMech(mech), windowS: mech.windowS };
  });

  app.get('/api/snapshots/:id/analytics/locations/', auth, async (request): Promise<Places> => {
    const { user } = await loadVisibleSnapshot(ctx, request);
    const { days } = parseBody(placesQuerySchema, request.query);
    const newest = await newestSnapshotDate(ctx.db, user.id);
    if (!newest) return { newest: null, clusters: [], routes: [] };
    const points = await listLocatedSnapshots(ctx.db, user.id, placesWindowStart(newest, days));
    return { newest: newest.toISOString(), clusters: placesClusters(points), routes: placesRoutes(points) };
  });
}
