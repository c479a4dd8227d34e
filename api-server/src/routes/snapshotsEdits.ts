import type { FastifyInstance } from 'fastify';
import {
  AC_FREQUENCY_LIMITS_HZ,
  allowedGases,
  COST_LIMITS,
  distanceLimits,
  fahrenheitToCelsius,
  HUMIDITY_LIMITS,
  LABEL_MAX,
  normalizeTags,
  roundAnalysisTime,
  SPECIFIC_POWER_LIMITS,
  temperatureLimits,
  utilizationLimits,
  type Edition,
} from 'shared-domain/analysis';
import { addressSchema, COST_MODES, snapshotDetailSchema } from 'shared-domain/schemas';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Queryable } from '../db/Database';
import { findVisibleSnapshot, lockSnapshot, updateSnapshot, type SnapshotRow, type SnapshotUpdate } from '../db/snapshots';
import { clusterIdForPoint } from '../db/snapshotsClusters';
import { syntheticAddress } from '../engine';
import { requestEdition } from '../http/edition';
import { notFound, validationError, type FieldErrors } from '../http/errors';
import { parseBody } from '../http/parseBody';
import { describeRoute } from '../openapi/registry';
import { computeSummary, KELVIN_OFFSET } from './snapshotsAnalysis';
import { hasSignal, readSignal } from '../media/recording';
import { loadVisibleSnapshot, refuseDemo, serializeDetail, videoDurationS } from './snapshotsCommon';

/**
 * Snapshot edits (spec 001 section 7 "Snapshot edits and deletion"; validation spec 000
 * section 5; demo restrictions section 6). Each is `POST /api/snapshots/{id}/<edit>/` with a
 * JSON body and answers the updated snapshot detail, except `change_address/` (the new address)
 * and `DELETE .../deactivate/` (204). Edits that change an analysis input (distance, voltage, AC
 * frequency, temperature, humidity, specific power, costs, cost mode, gas, utilisation, analysis
 * time) recompute the stored summary (leak size and cost, PD severity, mechanical indicators)
 * with the engine, so the list's filters and sorts see the new figures.
 */

type Meta = Record<string, unknown>;

const TAGS = ['snapshot edits'];
const idParams = z.object({ id: z.string().describe('Snapshot id') });

/** A JSON number, also accepted as a numeric string (as DRF's FloatField does). */
const num = () => z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v), z.number());
const between = (min: number, max: number) =>
  num()
    .refine((v) => v >= min, `Ensure this value is greater than or equal to ${min}.`)
    .refine((v) => v <= max, `Ensure this value is less than or equal to ${max}.`);
/** 0/1 (also true/false and '0'/'1'), as the viewer sends toggles (spec 000 section 4). */
const flag = () =>
  z.preprocess(
    (v) => (v === true || v === '1' ? 1 : v === false || v === '0' ? 0 : v),
    z.number().refine((v) => v === 0 || v === 1, 'Must be 0 or 1.'),
  );

const MAX_TAGS = 100;
const MAX_TAG_LENGTH = 100;
const COMMENTS_MAX = 10000;
/** Upper bound of the PD voltage, kV (the largest suggestion is 765 kV). */
const VOLTAGE_MAX_KV = 1500;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
/** A whole number (the utilisation fields); the range depends on the edition, see the edit. */
const wholeNumber = () => num().refine(Number.isInteger, 'A valid integer is required.');

/** What an edit changes. */
interface EditResult {
  update?: SnapshotUpdate;
  meta?: Meta;
  /** Re-run the engine on the stored signal with the new meta and analysis time. */
  recompute?: boolean;
  /** Answer this instead of the updated detail. */
  answer?: unknown;
}

/** What an edit may use: the app's context with the edit's transaction as its database. */
type EditContext = Omit<AppContext, 'db'> & { db: Queryable };

interface EditDef<S extends z.ZodType> {
  path: string;
  summary: string;
  description?: string;
  body: S;
  /** Demo users get 403 (spec 000 section 6). */
  demoForbidden?: boolean;
  /** `edition()` is the request's edition (src/http/edition.ts), read only by edits whose rules differ by edition. */
  apply(ctx: EditContext, row: SnapshotRow, body: z.output<S>, edition: () => Edition): Promise<EditResult> | EditResult;
}

function edit<S extends z.ZodType>(def: EditDef<S>): EditDef<S> {
  return def;
}

const inputValues = (row: SnapshotRow, patch: Meta): Meta => {
  const input = (row.meta.input_data ?? {}) as Meta;
  return { input_data: { ...input, inputs_values: { ...((input.inputs_values ?? {}) as Meta), ...patch } } };
};

async function locationEdit(ctx: EditContext, row: SnapshotRow, point: { latitude: number; longitude: number } | null): Promise<EditResult> {
  const clusterId = point ? await clusterIdForPoint(ctx.db, point.latitude, point.longitude, row.id) : null;
  return {
    update: { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null, cluster_id: clusterId, weather: null, address: null },
    meta: { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null },
  };
}

/** At most {@link MAX_TAGS} tags of {@link MAX_TAG_LENGTH} characters. */
function checkTags(tags: readonly string[]): void {
  if (tags.length > MAX_TAGS) throw validationError({ tags: [`Ensure this field has no more than ${MAX_TAGS} elements.`] });
  if (tags.some((t) => t.length > MAX_TAG_LENGTH)) throw validationError({ tags: [`Ensure each tag has no more than ${MAX_TAG_LENGTH} characters.`] });
}

const tagsBody = z.object({ tags: z.array(z.string()).min(1, 'Name at least one tag.') });

const coordinates = z.object({ latitude: between(-90, 90), longitude: between(-180, 180) });

const EDITS = [
  edit({
    path: 'distance',
    summary: 'Source distance, m (0.3-500); recomputes leak and PD severity',
    body: z.object({ distance: between(distanceLimits('METERS').min, distanceLimits('METERS').max) }),
    demoForbidden: true,
    apply: (_ctx, row, { distance }) => ({ update: { source_distance: distance }, meta: { distance, ...inputValues(row, { distance }) }, recompute: true }),
  }),
  edit({
    path: 'voltage',
    summary: `PD line voltage, kV (negatives become 0; at most ${VOLTAGE_MAX_KV})`,
    body: z.object({ voltage: num().refine((v) => v <= VOLTAGE_MAX_KV, `Ensure this value is less than or equal to ${VOLTAGE_MAX_KV}.`) }),
    apply: (_ctx, row, { voltage }) => {
      const kv = voltage <= 0 ? 0 : voltage;
      return { meta: { voltage: kv, ...inputValues(row, { voltage_kv: kv }) }, recompute: true };
    },
  }),
  edit({
    path: 'acfrequency',
    summary: 'AC frequency, Hz: 0 (unknown) or 12.5-450',
    body: z.object({
      acfrequency: num().refine(
        (v) => v === 0 || (v >= AC_FREQUENCY_LIMITS_HZ.min && v <= AC_FREQUENCY_LIMITS_HZ.max),
        `Ensure this value is 0 or between ${AC_FREQUENCY_LIMITS_HZ.min} and ${AC_FREQUENCY_LIMITS_HZ.max}.`,
      ),
    }),
    apply: (_ctx, _row, { acfrequency }) => ({ meta: { acfreq: acfrequency }, recompute: true }),
  }),
  edit({
    path: 'location',
    summary: 'Map location {latitude, longitude}, or null to remove it; re-clusters and clears weather/address',
    body: z.object({ location: coordinates.nullable() }),
    apply: (ctx, row, { location }) => locationEdit(ctx, row, location),
  }),
  edit({
    path: 'change_address',
    summary: 'Moves the location to {latitude, longitude} and answers the new address',
    body: coordinates,
    apply: async (ctx, row, point) => {
      const result = await locationEdit(ctx, row, point);
      const address = { ...syntheticAddress(point.latitude, point.longitude), ...point };
      return { ...result, update: { ...result.update, address }, answer: address };
    },
  }),
  edit({
    path: 'tags',
    summary: `Tags (NFC-normalised, split on spaces, duplicates dropped; at most ${MAX_TAGS} of ${MAX_TAG_LENGTH} characters)`,
    body: z.object({ tags: z.array(z.string()) }),
    demoForbidden: true,
    apply: (_ctx, _row, body) => {
      const tags = normalizeTags(body.tags);
      checkTags(tags);
      return { update: { tags } };
    },
  }),
  edit({
    path: 'dynamicrange',
    summary: 'Heatmap dynamic range in dB SPL (not below the default min + 0.8 of the span, not above the max); null resets',
    body: z.object({ value: num().nullable() }),
    demoForbidden: true,
    apply: (_ctx, row, { value }) => {
      if (value !== null && row.level_min_db !== null && row.level_max_db !== null) {
        const lowest = Math.round((row.level_min_db + 0.8 * (row.level_max_db - row.level_min_db)) * 100) / 100;
        if (value < lowest) throw validationError({ value: [`Ensure this value is greater than or equal to ${lowest}.`] });
        if (value > row.level_max_db) throw validationError({ value: [`Ensure this value is less than or equal to ${row.level_max_db}.`] });
      }
      return { update: { dynamicrange_lin: value, heatmap_still_blob_id: null } };
    },
  }),
  edit({
    path: 'temperature',
    summary: 'Environment temperature in °C (-273 to 1000), or °F with unit FAHRENHEIT (-459 to 1832); stored in kelvin',
    body: z
      .object({ temperature: num(), unit: z.enum(['CELSIUS', 'FAHRENHEIT']).optional() })
      .superRefine(({ temperature, unit }, issue) => {
        const limits = temperatureLimits(unit ?? 'CELSIUS');
        if (temperature < limits.min) issue.addIssue({ code: 'custom', path: ['temperature'], message: `Ensure this value is greater than or equal to ${limits.min}.` });
        if (temperature > limits.max) issue.addIssue({ code: 'custom', path: ['temperature'], message: `Ensure this value is less than or equal to ${limits.max}.` });
      }),
    demoForbidden: true,
    apply: (_ctx, _row, { temperature, unit }) => {
      const celsius = unit === 'FAHRENHEIT' ? fahrenheitToCelsius(temperature) : temperature;
      return { meta: { current_env_temperature_kelvin: Math.round((celsius + KELVIN_OFFSET) * 100) / 100 }, recompute: true };
    },
  }),
  edit({
    path: 'humidity',
    summary: 'Relative humidity, % (0-100)',
    body: z.object({ humidity: between(HUMIDITY_LIMITS.min, HUMIDITY_LIMITS.max) }),
    apply: (_ctx, _row, { humidity }) => ({ meta: { humidity, current_relative_humidity_percent: humidity }, recompute: true }),
  }),
  edit({
    path: 'specificpower',
    summary: 'Compressor specific power, kW per 1000 l/min (0-1000)',
    body: z.object({ specific_power: between(SPECIFIC_POWER_LIMITS.min, SPECIFIC_POWER_LIMITS.max) }),
    apply: (_ctx, _row, { specific_power }) => ({ meta: { specific_power }, recompute: true }),
  }),
  ...(
    [
      ['energycost', 'energy_cost', 'Energy cost per kWh'],
      ['volumecost', 'volume_cost', 'Volume cost per m³'],
      ['masscost', 'mass_cost', 'Mass cost per kg'],
    ] as const
  ).map(([path, key, label]) =>
    edit({
      path,
      summary: `${label} (0-10000) as {value}`,
      body: z.object({ value: between(COST_LIMITS.min, COST_LIMITS.max) }),
      apply: (_ctx, _row, { value }) => ({ meta: { [key]: value }, recompute: true }),
    }),
  ),
  edit({
    path: 'costmode',
    summary: 'Cost mode: energy, volume, mass or off',
    body: z.object({ cost_mode: z.enum(COST_MODES) }),
    apply: (_ctx, _row, { cost_mode }) => ({ meta: { cost_mode }, recompute: true }),
  }),
  edit({
    path: 'currency',
    summary: 'ISO 4217 currency code of the costs',
    body: z.object({
      currency: z
        .string()
        .transform((v) => v.trim().toUpperCase())
        .refine((v) => CURRENCIES.has(v), 'Not a supported ISO 4217 currency code.'),
    }),
    apply: (_ctx, _row, { currency }) => ({ meta: { currency } }),
  }),
  edit({
    path: 'gas-type',
    summary: 'Gas of the leak (AIR, STEAM, OTHER without an SI2 microphone; filtered by the gas white- and blacklists); description for OTHER',
    body: z.object({ gas: z.string().transform((v) => v.trim().toUpperCase()), description: z.string().max(500).optional() }),
    apply: (_ctx, row, { gas, description }) => {
      const allowed = allowedGases({ isSi2: row.meta.is_si2 === true, whitelist: row.meta.gas_whitelist as string, blacklist: row.meta.gas_blacklist as string });
      if (!(allowed as string[]).includes(gas)) throw validationError({ gas: [`"${gas}" is not a valid choice; allowed: ${allowed.join(', ')}.`] });
      return {
        update: row.kind === 'leak' ? { gas } : {},
        meta: { leak_type: gas, leak_type_description: gas === 'OTHER' ? (description ?? String(row.meta.leak_type_description ?? '')) : '' },
        recompute: true,
      };
    },
  }),
  edit({
    path: 'fixed',
    summary: 'Leak fixed toggle {fixed: 0|1, fixed_date_utc_ts (s)}; the date may not precede the creation date',
    body: z.object({ fixed: flag(), fixed_date_utc_ts: num().optional() }),
    apply: (ctx, row, { fixed, fixed_date_utc_ts }) => {
      if (fixed === 0) return { update: { fixed: false, fixed_date: null } };
      const at = fixed_date_utc_ts === undefined ? ctx.now() : fixed_date_utc_ts * 1000;
      if (at < Math.floor(row.created_date.getTime() / 1000) * 1000) {
        throw validationError({ fixed_date_utc_ts: ['The fixed date must not be before the creation date.'] });
      }
      if (at > ctx.now() + 86_400_000) throw validationError({ fixed_date_utc_ts: ['The fixed date must not be in the future.'] });
      return { update: { fixed: true, fixed_date: new Date(at).toISOString() } };
    },
  }),
  edit({
    path: 'starred',
    summary: 'Star toggle {starred: 0|1}',
    body: z.object({ starred: flag() }),
    apply: (_ctx, _row, { starred }) => ({ update: { starred: starred === 1 } }),
  }),
  edit({
    path: 'heatmap-mode',
    summary: 'Heatmap mode: multi or single (standard is taken as single)',
    body: z.object({ mode: z.enum(['multi', 'single', 'standard']) }),
    apply: (_ctx, _row, { mode }) => ({ meta: { heatmap_mode: mode === 'multi' ? 'multi' : 'single' } }),
  }),
  edit({
    path: 'picture-brightness',
    summary: 'Picture brightness overlay, 0-1',
    body: z.object({ picture_brightness: between(0, 1) }),
    apply: (_ctx, _row, { picture_brightness }) => ({ meta: { picture_brightness } }),
  }),
  edit({
    path: 'comments',
    summary: `Comment text (at most ${COMMENTS_MAX} characters)`,
    body: z.object({ comments: z.string().max(COMMENTS_MAX, `Ensure this field has no more than ${COMMENTS_MAX} characters.`) }),
    demoForbidden: true,
    apply: (_ctx, _row, { comments }) => ({ update: { comments: comments.normalize('NFC') } }),
  }),
  edit({
    path: 'label',
    summary: `Label {text} (at most ${LABEL_MAX} characters)`,
    body: z.object({ text: z.string().max(LABEL_MAX, `Ensure this field has no more than ${LABEL_MAX} characters.`) }),
    apply: (_ctx, _row, { text }) => ({ update: { label: text.normalize('NFC') } }),
  }),
  edit({
    path: 'utilization',
    summary: 'Leak utilisation: whole hours per day 1-24, days 1-7 per week (NL, FLIR) or 1-365 per year (UE), weeks per year 1-52',
    description:
      'The limits are those of the edition the `X-Edition` header names (NL, FLIR or UE), else of the server (`EDITION`, default NL). ' +
      'UE counts days per year and sends weeks 1, so the yearly hours are hours x days x weeks in every edition.',
    body: z.object({ hours: wholeNumber(), days: wholeNumber(), weeks: wholeNumber() }),
    apply: (_ctx, row, { hours, days, weeks }, edition) => {
      const limits = utilizationLimits(edition());
      const errors: FieldErrors = {};
      for (const [field, value] of [['hours', hours], ['days', days], ['weeks', weeks]] as const) {
        const { min, max } = limits[field];
        if (value < min || value > max) errors[field] = [`Ensure this value is between ${min} and ${max}.`];
      }
      if (Object.keys(errors).length) throw validationError(errors);
      return {
        meta: { utilization: { ...((row.meta.utilization ?? {}) as Meta), current_util_hours: hours, current_util_days: days, current_util_weeks: weeks } },
        recompute: true,
      };
    },
  }),
  edit({
    path: 'analysistime',
    summary: 'Default analysis time {audioTime} in s (rounded to 0.5 s, within the video) and optional heatmapOptions (an object kept in meta)',
    body: z.object({ audioTime: num().refine((v) => v >= 0, 'Ensure this value is greater than or equal to 0.'), heatmapOptions: z.record(z.string(), z.unknown()).optional() }),
    apply: (_ctx, row, { audioTime, heatmapOptions }) => {
      const duration = videoDurationS(row.meta);
      if (audioTime > duration) throw validationError({ audioTime: [`Ensure this value is less than or equal to ${duration}.`] });
      return { update: { analysis_time: roundAnalysisTime(audioTime) }, meta: heatmapOptions ? { heatmap_options: heatmapOptions } : {}, recompute: true };
    },
  }),
];

for (const def of EDITS) {
  describeRoute({
    method: 'POST',
    path: `/api/snapshots/:id/${def.path}/`,
    summary: def.summary,
    ...(def.description ? { description: def.description } : {}),
    tags: TAGS,
    auth: true,
    params: idParams,
    body: def.body,
    response: def.path === 'change_address' ? addressSchema : snapshotDetailSchema,
    responses: { 404: 'Not visible to the user', ...(def.demoForbidden ? { 403: 'Demo users may not change this' } : {}) },
  });
}
for (const op of ['add', 'remove'] as const) {
  describeRoute({
    method: 'POST',
    path: `/api/snapshots/:id/tags/${op}/`,
    summary: op === 'add' ? 'Adds tags (normalised, split on spaces) to those the snapshot has, atomically' : 'Removes tags from the snapshot, atomically',
    description: 'Made on the locked row in one transaction, so concurrent tag changes of a snapshot all survive (a read-then-write of `tags/` would lose them). Answers the updated detail.',
    tags: TAGS,
    auth: true,
    params: idParams,
    body: tagsBody,
    response: snapshotDetailSchema,
    responses: { 403: 'Demo users may not change tags', 404: 'Not visible to the user' },
  });
}
describeRoute({
  method: 'DELETE',
  path: '/api/snapshots/:id/deactivate/',
  summary: 'Deletes (deactivates) a snapshot: it disappears from every list and read',
  tags: TAGS,
  auth: true,
  params: idParams,
  status: 204,
  responses: { 403: 'Demo users may not delete', 404: 'Not visible to the user' },
});

/** Registers the edit routes and deactivation. */
export function registerSnapshotEditRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const def of EDITS) {
    app.post(`/api/snapshots/:id/${def.path}/`, { preHandler: ctx.authenticate }, async (request) => {
      const { user, row: seen } = await loadVisibleSnapshot(ctx, request);
      if (def.demoForbidden) refuseDemo(user);
      const body = parseBody(def.body, request.body);
      const apply = def.apply as (c: EditContext, r: SnapshotRow, b: unknown, e: () => Edition) => Promise<EditResult> | EditResult;
      // One transaction with the row locked: the edit and the recomputed figures are made from
      // the committed row, so edits sent together (humidity, temperature, distance...) neither
      // overwrite each other's meta nor leave a stored leak size that a recompute would not give.
      const answer = await ctx.db.transaction(async (tx) => {
        const row = (await lockSnapshot(tx, user.id, seen.id)) ?? seen;
        const result = await apply({ ...ctx, db: tx }, row, body, () => requestEdition(request, ctx.edition));
        let update = result.update ?? {};
        let meta = result.meta ?? {};
        if (result.recompute && hasSignal(row)) {
          const { signal, rateHz } = await readSignal(tx, row);
          const merged = { ...row.meta, ...meta };
          const computed = computeSummary(row.kind, merged, update.analysis_time ?? row.analysis_time, signal, rateHz);
          update = { ...update, ...computed.summary };
          meta = { ...meta, ...computed.metaPatch };
        }
        await updateSnapshot(tx, row.id, update, meta);
        return result.answer;
      });
      if (answer !== undefined) return answer;
      const fresh = await findVisibleSnapshot(ctx.db, user.id, seen.id);
      if (!fresh) throw notFound();
      return serializeDetail(ctx, request, fresh);
    });
  }

  // Tag changes as atomic additions and removals (bulk tag): made on the locked,
  // committed row, so concurrent changes of one snapshot's tags all survive.
  for (const op of ['add', 'remove'] as const) {
    app.post(`/api/snapshots/:id/tags/${op}/`, { preHandler: ctx.authenticate }, async (request) => {
      const { user, row: seen } = await loadVisibleSnapshot(ctx, request);
      refuseDemo(user);
      const { tags } = parseBody(tagsBody, request.body);
      const changed = normalizeTags(tags);
      await ctx.db.transaction(async (tx) => {
        const row = (await lockSnapshot(tx, user.id, seen.id)) ?? seen;
        const next = op === 'add' ? normalizeTags([...row.tags, ...changed]) : row.tags.filter((tag) => !changed.includes(tag));
        checkTags(next);
        await updateSnapshot(tx, row.id, { tags: next });
      });
      const fresh = await findVisibleSnapshot(ctx.db, user.id, seen.id);
      if (!fresh) throw notFound();
      return serializeDetail(ctx, request, fresh);
    });
  }

  app.delete('/api/snapshots/:id/deactivate/', { preHandler: ctx.authenticate }, async (request, reply) => {
    const { user, row } = await loadVisibleSnapshot(ctx, request);
    refuseDemo(user);
    await updateSnapshot(ctx.db, row.id, { active: false });
    return reply.code(204).send();
  });
}
