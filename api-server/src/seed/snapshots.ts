import type { Database, Queryable } from '../db/Database';
import { insertSnapshots, kindOfAnalysisType, type NewSnapshot, type SnapshotKind } from '../db/snapshots';
import { putBlob } from '../db/snapshotsBlobs';
import { clusterIdsForPoints } from '../db/snapshotsClusters';
import {
  cameraLevelForLeakDb,
  createRng,
  encodeHeatmap,
  encodeJpeg,
  hashSeed,
  heatmapFrames,
  PD_PATTERNS,
  pressureToDb,
  RECORDING_HEAD_S,
  recordingSignal,
  renderScene,
  rms,
  SAMPLE_RATE_HZ,
  SEED_SITES,
  type RecordingRecipe,
  type Rng,
  type SceneKind,
  type ScenePoint,
} from '../engine';
import { computeSummary, KELVIN_OFFSET } from '../routes/snapshotsAnalysis';
import { videoDurationS } from '../routes/snapshotsCommon';
import { thumbnailJpeg } from '../routes/snapshotsMedia';
import { seedDevices, type SeedAnalysisType, type SeedCamera } from './devices';
import { readSeedCache, writeSeedCache } from './snapshotsCache';

/**
 * Demo snapshots (see README "Seed data"): for each user with cameras, a fixed number of
 * snapshots over six weeks ending {@link SEED_LAST_DAY}, taken on visits to demo sites (the
 * engine's `SEED_SITES`) along short walking routes. Everything is drawn from seeded random
 * streams, so a fresh database always gets identical rows and bytes.
 *
 * Media per snapshot: the recipe of its whole recording (engine `recordingSignal`: 4 s for an
 * instant video, 8 to 47 s for a continuous one, at 62 500 Hz; a few hundred bytes where the
 * samples would be 250 kB a second), 110 x 110 heatmap frames every 2 s of the recording (three
 * for an instant video: t = 0, 2, 4 s) and, shared by all snapshots of the same scene, an 800 x 480 JPEG picture and its 320 x 180 JPEG
 * thumbnail (nine scenes: three per scene kind). The summary columns come from the engine run on
 * recording with the snapshot's meta, exactly as the analytics routes compute them.
 *
 * Generation is pure (no database ids), so its output is kept in a disk cache keyed by the
 * generating code (./snapshotsCache.ts): a fresh database then only pays for the writes.
 */

/** The newest seeded day (a Friday); the seeded period is the six weeks before and including it. */
export const SEED_LAST_DAY = '2026-11-13';
/** Length of the seeded period, days. */
export const SEED_PERIOD_DAYS = 42;
/** Seconds of recording between two stored heatmap frames. */
export const SEED_HEATMAP_FRAME_STEP_S = 2;

/** Heatmap frames stored for a recording of `durationS`: one every {@link SEED_HEATMAP_FRAME_STEP_S}, from 0 to the end. */
export function seedHeatmapFrameCount(durationS: number): number {
  return Math.max(3, 1 + Math.round(durationS / SEED_HEATMAP_FRAME_STEP_S));
}

/** How many snapshots each user gets and at which sites (indices into `SEED_SITES`). */
export const SEED_SNAPSHOT_PLANS: readonly { username: string; count: number; sites: readonly number[] }[] = [
  { username: 'engineer', count: 72, sites: [0, 1, 2, 5] },
  { username: 'orgadmin', count: 74, sites: [3, 4, 5, 6] },
  { username: 'demo', count: 62, sites: [7, 4, 6] },
  { username: 'staff', count: 66, sites: [0, 1, 3, 2] },
];

const SCENE_POINTS: Record<SceneKind, readonly ScenePoint[]> = {
  pipes: [
    { x: 0.42, y: 0.38 },
    { x: 0.63, y: 0.55 },
    { x: 0.3, y: 0.66 },
  ],
  switchgear: [
    { x: 0.5, y: 0.3 },
    { x: 0.36, y: 0.42 },
    { x: 0.66, y: 0.35 },
  ],
  motor: [
    { x: 0.45, y: 0.52 },
    { x: 0.6, y: 0.48 },
    { x: 0.38, y: 0.58 },
  ],
};

const KIND_OF_SCENE: Record<SceneKind, SnapshotKind[]> = { pipes: ['leak', 'other'], switchgear: ['pd'], motor: ['mechanical'] };

const SI2_GASES = ['AIR', 'AIR', 'AIR', 'AIR', 'AIR', 'NITROGEN', 'CARBON_DIOXIDE', 'METHANE', 'HELIUM', 'ARGON', 'HYDROGEN', 'AMMONIA', 'STEAM', 'OTHER'];
const PLAIN_GASES = ['AIR', 'AIR', 'AIR', 'AIR', 'AIR', 'AIR', 'AIR', 'AIR', 'STEAM', 'OTHER'];
/** Gases excluded by the staff SI2 camera's configuration (exercises the blacklist). */
const STAFF_BLACKLIST = 'HYDROGEN,AMMONIA';

const LABELS: Record<SnapshotKind, readonly string[]> = {
  leak: ['Compressor outlet union', 'Filter regulator FRL-#', 'Quick coupling line #', 'Flange DN50 header', 'Drain valve receiver tank', 'Hose reel bay #', 'Solenoid valve manifold', 'Pressure gauge tee', 'Ball valve V-#', 'Pipe joint north wall'],
  other: ['Background level check', 'Ambient noise reference'],
  pd: ['Busbar joint bay #', 'Cable termination T#', 'Insulator string phase L#', 'Bushing transformer TR#', 'Switchgear panel #', 'Surge arrester feeder #'],
  mechanical: ['Motor M-# bearing DE', 'Fan drive NDE', 'Gearbox input shaft', 'Pump P-# coupling', 'Conveyor roller #'],
};
const TAGS: Record<SnapshotKind, readonly string[]> = {
  leak: ['compressor', 'line-3', 'valve', 'follow-up', 'Q4-survey', 'urgent'],
  other: ['reference'],
  pd: ['substation', 'follow-up', 'Q4-survey', 'urgent', 'Prüfung'],
  mechanical: ['bearing', 'follow-up', 'Q4-survey', 'urgent'],
};
const COMMENTS: Record<SnapshotKind, readonly string[]> = {
  leak: ['Reported to maintenance, work order raised.', 'Audible without the camera. Re-check after the shutdown.', 'Customer asked for a follow-up survey in Q1.'],
  other: ['Reference recording, no source.'],
  pd: ['Insulator surface dirty, cleaning scheduled.', 'Ozone smell near the panel.', 'Compare with the next quarterly survey.'],
  mechanical: ['Vibration also felt by hand; bearing replacement planned.', 'Lubrication done, measure again in two weeks.'],
};
const PD_LOCATIONS = ['Busbar', 'Cable termination', 'Insulator', 'Bushing', 'Switchgear'];
const PD_VOLTAGES = [10, 20, 35, 110, 220, 400];

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Renders a scene picture (800 x 480 JPEG, as a camera's photo) and its thumbnail (320 x 180 JPEG). */
function generateScene(key: string): { picture: Buffer; thumbnail: Buffer } {
  const [kind, variant] = key.split(':') as [SceneKind, string];
  const rgb = renderScene({ seed: `seed-scene:${key}`, kind, width: 800, height: 480, sources: [SCENE_POINTS[kind][Number(variant)]!] });
  return { picture: encodeJpeg(rgb, 800, 480), thumbnail: thumbnailJpeg(rgb, 800, 480) };
}

interface Visit {
  dayOffset: number;
  site: number;
  count: number;
}

/** Weekday visits of the period, with the snapshot count spread over them to sum to `count`. */
function planVisits(rng: Rng, sites: readonly number[], count: number): Visit[] {
  const last = new Date(`${SEED_LAST_DAY}T00:00:00Z`);
  const days: number[] = [];
  for (let offset = SEED_PERIOD_DAYS - 1; offset >= 0; offset -= 1) {
    const weekday = new Date(last.getTime() - offset * 86_400_000).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    if (offset === 0 || rng.next() < 0.55) days.push(offset);
  }
  const visits = days.map((dayOffset, i) => ({ dayOffset, site: sites[(i + (rng.next() < 0.3 ? 1 : 0)) % sites.length]!, count: 0 }));
  for (let i = 0; i < count; i += 1) visits[i < visits.length ? i : rng.int(visits.length)]!.count += 1;
  return visits.filter((v) => v.count > 0);
}

function analysisTypeFor(rng: Rng, camera: SeedCamera, kind: SnapshotKind): SeedAnalysisType {
  const fitting = camera.analysisTypes.filter((t) => (kind === 'other' ? t === 'L1' : kindOfAnalysisType(t) === kind));
  return rng.pick(fitting);
}

function label(rng: Rng, kind: SnapshotKind): string {
  if (rng.next() < 0.08) return '';
  return rng.pick(LABELS[kind]).replace('#', String(1 + rng.int(12)));
}

/** Row columns that do not depend on database ids. */
type SeedRow = Omit<NewSnapshot, 'device_id' | 'ownership_id' | 'picture_blob_id' | 'thumbnail_blob_id' | 'heatmap_blob_id' | 'signal_blob_id' | 'cluster_id'>;

/** One generated snapshot: its row, camera, scene and media bytes (no database ids yet). */
interface GeneratedSnapshot {
  serial: string;
  sceneKey: string;
  row: SeedRow;
  heatmap: Buffer;
}

/** Lowest and highest level over all frames, dB. */
function levelRange(frames: readonly Float32Array[]): { min: number; max: number } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const frame of frames) {
    for (let i = 0; i < frame.length; i += 1) {
      min = Math.min(min, frame[i]!);
      max = Math.max(max, frame[i]!);
    }
  }
  return { min, max };
}

/** Generates one snapshot: recording recipe, heatmap, meta and the engine's summary. Pure and deterministic. */
function generateSnapshot(
  ctx: { username: string; index: number; camera: SeedCamera; kind: SnapshotKind; sceneKind: SceneKind; siteIndex: number; counters: { pd: number; mech: number } },
  created: Date,
  point: { latitude: number; longitude: number } | undefined,
): GeneratedSnapshot {
  const { username, index, camera, kind, sceneKind, siteIndex, counters } = ctx;
  const seedKey = `seed:${username}:${index}`;
  const rng = createRng(hashSeed(seedKey));
  const site = SEED_SITES[siteIndex]!;
  const american = site.country === 'United States';
  const analysisType = analysisTypeFor(rng, camera, kind);

  const temperatureC = round(american ? rng.range(18, 31) : rng.range(4, 24), 1);
  const humidity = Math.round(rng.range(35, 88));
  let distance = round(rng.pick([1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12]) * rng.range(0.9, 1.1), 1);
  let recipe: RecordingRecipe;
  let gas = 'AIR';
  let voltage = 220;
  let acfreq = american ? 60 : 50;
  let pdLocation: string | null = null;
  if (kind === 'leak' || kind === 'other') {
    const gases = camera.isSi2 ? SI2_GASES.filter((g) => !(camera.owner === 'staff' && STAFF_BLACKLIST.includes(g))) : PLAIN_GASES;
    gas = kind === 'leak' ? rng.pick(gases) : 'AIR';
    // Leak flows from 0.3 to 60 l/min, log-uniform; a few far, faint ones end up undetected.
    const lpm = 10 ** rng.range(Math.log10(0.3), Math.log10(60));
    if (rng.next() < 0.06) distance = round(rng.range(25, 40), 1);
    const levelDb = kind === 'other' ? rng.range(12, 20) : cameraLevelForLeakDb(lpm, distance, temperatureC, humidity);
    recipe = { generator: 'leak', seed: seedKey, levelDb, durationS: RECORDING_HEAD_S, rateHz: SAMPLE_RATE_HZ };
  } else if (kind === 'pd') {
    const pattern = PD_PATTERNS[counters.pd++ % PD_PATTERNS.length]!;
    voltage = rng.pick(PD_VOLTAGES);
    distance = round(rng.range(3, 15), 1);
    pdLocation = rng.next() < 0.7 ? rng.pick(PD_LOCATIONS) : null;
    recipe = {
      generator: 'pd',
      seed: seedKey,
      acFrequencyHz: acfreq,
      pattern,
      pulsesPerCycle: rng.range(1.5, 14),
      amplitude: 10 ** rng.range(Math.log10(0.006), Math.log10(0.4)),
      durationS: RECORDING_HEAD_S,
      rateHz: SAMPLE_RATE_HZ,
    };
    if (rng.next() < 0.15) acfreq = 0; // unknown supply frequency: the analysis estimates it
  } else {
    const faulty = counters.mech++ % 2 === 1;
    const faultSeverity = faulty ? rng.range(0.35, 0.9) : rng.range(0, 0.12);
    recipe = { generator: 'mech', seed: seedKey, faultSeverity, defectFrequencyHz: rng.range(40, 160), durationS: RECORDING_HEAD_S, rateHz: SAMPLE_RATE_HZ };
  }

  // Heatmap: one source on the scene's object, a background 12-20 dB below it, as loud as the
  // recording's first second.
  const variant = rng.int(3);
  const at = SCENE_POINTS[sceneKind][variant]!;
  const strengthDb = Math.max(18, pressureToDb(rms(recordingSignal(recipe))) + 10);
  const noiseDb = strengthDb - rng.range(12, 20);
  const source = { x: at.x + rng.range(-0.01, 0.01), y: at.y + rng.range(-0.01, 0.01), strengthDb };
  // The camera's colour scale comes from the first three frames (0, 2 and 4 s); the stored
  // level range covers every frame (see below).
  const { min: levelMin, max: levelMax } = levelRange(heatmapFrames({ seed: seedKey, sources: [source], frames: 3, noiseDb }));
  const belowThreshold = rng.next() < 0.04;
  const continuous = rng.next() < 0.25;
  const costMode = kind !== 'leak' ? 'energy' : rng.next() < 0.06 ? 'off' : gas === 'AIR' ? (rng.next() < 0.85 ? 'energy' : 'volume') : rng.pick(['mass', 'mass', 'volume']);
  const utilization = rng.pick([
    { current_util_hours: 24, current_util_days: 7, current_util_weeks: 52 },
    { current_util_hours: 24, current_util_days: 7, current_util_weeks: 52 },
    { current_util_hours: 16, current_util_days: 5, current_util_weeks: 50 },
    { current_util_hours: 8, current_util_days: 5, current_util_weeks: 48 },
  ]);
  const analysisTime = rng.next() < 0.5 ? 0 : 0.5;
  const meta: Record<string, unknown> = {
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    analyzer_mode: analysisType,
    mode_name: { leak: 'Leak detection', other: 'Sound level', pd: 'Partial discharge', mechanical: 'Mechanical' }[kind],
    leak_type: gas,
    leak_type_description: gas === 'OTHER' ? rng.pick(['Refrigerant R134a', 'Process gas blend', 'Unknown, check drawing']) : '',
    leak_detected: false,
    heatmap_mode: rng.next() < 0.2 ? 'single' : 'multi',
    picture_brightness: rng.next() < 0.15 ? 0.35 : 0.2,
    zoom_val: rng.next() < 0.2 ? 2 : 1,
    zoom_heatmap: 1,
    heatmap_offset_x: 0,
    heatmap_offset_y: 0,
    heatmap_rotation_deg: 0,
    heatmap_scale_minus_one: 0,
    filter_threshold: round(belowThreshold ? levelMax + 3 : noiseDb + 2, 1),
    filter_colormin: round(noiseDb, 1),
    filter_colormax: round(levelMax, 1),
    mic_revision: camera.micRevision,
    mic_threshold_multiplier: camera.micRevision === '1.0.1' ? 0.87 : 1,
    calibration_current: 0.0025729,
    max_value: round(levelMax, 1),
    video_type: continuous ? 'continuous' : 'instant',
    duration: continuous ? `00:${pad(8 + rng.int(40))}` : '00:04',
    acimg_latency_compensation_ms: camera.softwareVersion.startsWith('2.') ? null : 500,
    software_version: camera.softwareVersion,
    input_data: { location: pdLocation ?? '', inputs_values: { distance, voltage_kv: voltage }, component: '', tags: [], tag_list: '' },
    distance,
    current_env_temperature_kelvin: round(temperatureC + KELVIN_OFFSET, 2),
    humidity,
    current_relative_humidity_percent: humidity,
    energy_cost: round(american ? rng.range(0.07, 0.14) : rng.range(0.12, 0.28), 3),
    volume_cost: round(rng.range(0.015, 0.05), 3),
    mass_cost: round(gas === 'HELIUM' ? rng.range(20, 40) : rng.range(0.4, 6), 2),
    cost_mode: costMode,
    specific_power: rng.next() < 0.8 ? 11.7 : round(rng.range(9, 14), 1),
    currency: american ? 'USD' : 'EUR',
    utilization,
    lower_cutoff_frequency_hz: kind === 'mechanical' ? 2000 : 20000,
    higher_cutoff_frequency_hz: kind === 'mechanical' ? 20000 : 40000,
    gas_whitelist: '',
    gas_blacklist: camera.owner === 'staff' && camera.isSi2 ? STAFF_BLACKLIST : '',
    mech_analysis_kurtosis: null,
    mech_analysis_crest_factor: null,
    mech_analysis_potential_issue_detected: false,
    pd_location: pdLocation,
    acfreq,
    voltage,
    is_si2: camera.isSi2,
  };
  // The whole recording, and a heatmap frame every 2 s of it. Frames are drawn in order from one
  // seed, so the first three are those above.
  recipe.durationS = videoDurationS(meta);
  const frames = heatmapFrames({ seed: seedKey, sources: [source], frames: seedHeatmapFrameCount(recipe.durationS), noiseDb });
  const levels = levelRange(frames);
  // The recording's loudest level is that of all its frames (the colour scale stays the camera's).
  meta.max_value = round(levels.max, 1);
  // A PD analysis hears the whole recording; the leak and mechanical windows at 0 or 0.5 s lie in
  // its first second, so only that is drawn for them.
  const heard = recordingSignal(recipe, 0, kind === 'pd' ? recipe.durationS : RECORDING_HEAD_S);
  const { summary, metaPatch } = computeSummary(kind, meta, analysisTime, heard, SAMPLE_RATE_HZ);
  Object.assign(meta, metaPatch);

  const synced = new Date(created.getTime() + (rng.next() < 0.8 ? rng.range(5, 90) * 60_000 : rng.range(1, 3) * 86_400_000));
  const fixed = kind === 'leak' && rng.next() < 0.3;
  const tags = rng.next() < 0.45 ? [...new Set(Array.from({ length: 1 + rng.int(3) }, () => rng.pick(TAGS[kind])))] : [];
  const defaultRange = levelMin + 0.8 * (levelMax - levelMin);
  const stamp = created.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15);
  return {
    serial: camera.serial,
    sceneKey: `${sceneKind}:${variant}`,
    heatmap: encodeHeatmap(frames),
    row: {
      file_name: `${camera.serial}_${stamp}.nlz`,
      label: label(rng, kind),
      comments: rng.next() < 0.2 ? rng.pick(COMMENTS[kind]) : '',
      tags: tags.map((t) => t.normalize('NFC')),
      starred: rng.next() < 0.15,
      fixed,
      fixed_date: fixed ? new Date(created.getTime() + (1 + rng.int(10)) * 86_400_000).toISOString() : null,
      created_date: created.toISOString(),
      synced_date: synced.toISOString(),
      device_analysis_type: analysisType,
      kind: kindOfAnalysisType(analysisType),
      analysis_time: analysisTime,
      dynamicrange_lin: rng.next() < 0.15 ? round(defaultRange + (levelMax - defaultRange) * rng.range(0, 0.5), 2) : null,
      source_distance: distance,
      meta,
      ...summary,
      level_min_db: round(levels.min, 2),
      level_max_db: round(levels.max, 2),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      heatmap_still_blob_id: null,
      signal_rate_hz: SAMPLE_RATE_HZ,
      signal_recipe: recipe,
      movie_exists: continuous,
      seed_key: seedKey,
    },
  };
}

/** Generates all snapshots of one user, in visit order (a generator, so writing can overlap). */
function* generateUserSnapshots(plan: (typeof SEED_SNAPSHOT_PLANS)[number], cameras: readonly SeedCamera[]): Generator<GeneratedSnapshot> {
  const rng = createRng(hashSeed('seed-visits', plan.username));
  const visits = planVisits(rng, plan.sites, plan.count);
  const counters = { pd: 0, mech: 0 };
  const last = new Date(`${SEED_LAST_DAY}T00:00:00Z`).getTime();
  const fits = (c: SeedCamera, kind: SnapshotKind) => c.analysisTypes.some((t) => (kind === 'other' ? t === 'L1' : kindOfAnalysisType(t) === kind));
  let index = 0;
  for (const visit of visits) {
    const siteIndex = visit.site;
    const site = SEED_SITES[siteIndex]!;
    const sceneKind = site.kind;
    // A walking route: start within ~300 m of the site, 25-70 m between snapshots.
    let lat = site.latitude + rng.range(-0.0027, 0.0027);
    let lng = site.longitude + rng.range(-0.0027, 0.0027) / Math.cos((site.latitude * Math.PI) / 180);
    let heading = rng.range(0, 2 * Math.PI);
    let time = last - visit.dayOffset * 86_400_000 + rng.range(6.5, 10) * 3_600_000;
    for (let k = 0; k < visit.count; k += 1) {
      const kinds = KIND_OF_SCENE[sceneKind].filter((kind) => cameras.some((c) => fits(c, kind)));
      const kind = kinds.length > 1 && rng.next() < 0.06 ? kinds[1]! : kinds[0]!;
      const camera = rng.pick(cameras.filter((c) => fits(c, kind)));
      const point = rng.next() < 0.07 ? undefined : { latitude: round(lat, 6), longitude: round(lng, 6) };
      yield generateSnapshot({ username: plan.username, index, camera, kind, sceneKind, siteIndex, counters }, new Date(Math.round(time / 1000) * 1000), point);
      index += 1;
      const step = rng.range(25, 70);
      heading += rng.range(-0.6, 0.6);
      lat += (step * Math.cos(heading)) / 111_320;
      lng += (step * Math.sin(heading)) / (111_320 * Math.cos((lat * Math.PI) / 180));
      time += rng.range(4, 25) * 60_000;
    }
  }
}

/** Cached form of a user's generated snapshots: rows as JSON (with their recording's recipe), buffer i the heatmap of row i. */
type CachedUser = { serial: string; sceneKey: string; row: SeedRow }[];

/**
 * The user's generated snapshots: from the disk cache when the generating code is unchanged,
 * otherwise generated (then cached). `onEach` sees each snapshot as soon as it exists.
 */
async function userSnapshots(plan: (typeof SEED_SNAPSHOT_PLANS)[number], cameras: readonly SeedCamera[], onEach: (g: GeneratedSnapshot) => Promise<void>): Promise<void> {
  const cached = readSeedCache<CachedUser>(`snapshots-${plan.username}`);
  if (cached && cached.buffers.length === cached.value.length) {
    for (const [i, item] of cached.value.entries()) await onEach({ ...item, heatmap: cached.buffers[i]! });
    return;
  }
  const all: GeneratedSnapshot[] = [];
  for (const generated of generateUserSnapshots(plan, cameras)) {
    all.push(generated);
    await onEach(generated);
  }
  writeSeedCache<CachedUser>(`snapshots-${plan.username}`, {
    value: all.map(({ serial, sceneKey, row }) => ({ serial, sceneKey, row })),
    buffers: all.map((g) => g.heatmap),
  });
}

/** Scene picture and thumbnail blob ids, rendered (or read from the cache) and stored once. */
function scenePool(db: Queryable): (key: string) => Promise<{ picture: number; thumbnail: number }> {
  const ids = new Map<string, Promise<{ picture: number; thumbnail: number }>>();
  return (key) => {
    let found = ids.get(key);
    if (!found) {
      const cached = readSeedCache<null>(`scene-${key.replace(':', '-')}`);
      const scene = cached?.buffers.length === 2 ? { picture: cached.buffers[0]!, thumbnail: cached.buffers[1]! } : generateScene(key);
      if (!cached) writeSeedCache(`scene-${key.replace(':', '-')}`, { value: null, buffers: [scene.picture, scene.thumbnail] });
      found = Promise.all([putBlob(db, 'picture', 'image/jpeg', scene.picture), putBlob(db, 'thumbnail', 'image/jpeg', scene.thumbnail)]).then(
        ([picture, thumbnail]) => ({ picture, thumbnail }),
      );
      ids.set(key, found);
    }
    return found;
  };
}

/**
 * Seeds the demo snapshots of every planned user that has cameras and no seeded snapshot yet
 * (so a user's deletions and edits survive restarts). Runs after the users exist.
 * @returns the number of snapshots inserted
 */
export async function seedSnapshots(db: Database): Promise<number> {
  const cameras = await seedDevices(db);
  const { rows } = await db.query<{ prefix: string }>(
    `SELECT DISTINCT split_part(seed_key, ':', 2) AS prefix FROM snapshots WHERE seed_key LIKE 'seed:%'`,
  );
  const done = new Set(rows.map((r) => r.prefix));
  const scene = scenePool(db);
  const bySerial = new Map(cameras.map((c) => [c.serial, c]));
  const pending: Promise<NewSnapshot>[] = [];
  for (const plan of SEED_SNAPSHOT_PLANS) {
    const own = cameras.filter((c) => c.owner === plan.username);
    if (own.length === 0 || done.has(plan.username)) continue;
    await userSnapshots(plan, own, async (g) => {
      const camera = bySerial.get(g.serial)!;
      pending.push(
        Promise.all([scene(g.sceneKey), putBlob(db, 'heatmap', 'application/octet-stream', g.heatmap)]).then(
          ([pictures, heatmap]) => ({
            ...g.row,
            device_id: camera.device.id,
            ownership_id: camera.ownership.id,
            picture_blob_id: pictures.picture,
            thumbnail_blob_id: pictures.thumbnail,
            signal_blob_id: null,
            heatmap_blob_id: heatmap,
            cluster_id: null,
          }),
        ),
      );
      // At most eight snapshots' writes in flight: generation (this thread) overlaps the
      // database (PGlite's worker) without holding every heatmap in memory.
      if (pending.length >= 8) await pending[pending.length - 8];
    });
  }
  const drafts = await Promise.all(pending);
  if (drafts.length === 0) return 0;
  const located = drafts.filter((d) => d.latitude !== null && d.longitude !== null);
  const clusterIds = await clusterIdsForPoints(
    db,
    located.map((d) => ({ key: d.seed_key!, latitude: d.latitude!, longitude: d.longitude!, date: d.created_date })),
  );
  for (const d of located) d.cluster_id = clusterIds.get(d.seed_key!) ?? null;
  // Insert in creation order so ids grow with time, as uploads would.
  drafts.sort((a, b) => a.created_date.localeCompare(b.created_date) || a.seed_key!.localeCompare(b.seed_key!));
  return insertSnapshots(db, drafts, 500);
}
