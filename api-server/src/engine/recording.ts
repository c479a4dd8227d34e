import { pdSignal, type PdPattern } from './pdSignal';
import { createRng, hashSeed } from './rng';
import { leakSignal, mechSignal } from './signal';

/**
 * Whole synthetic recordings from a recipe.
 *
 * A seeded snapshot keeps the recipe of its recording (generator, parameters, seed, duration),
 * a few hundred bytes, instead of its samples (250 kB a second at 62 500 Hz float32: the seed's
 * 2,700 s would be 680 MB). The samples are the same every time: the recording is a head of
 * {@link RECORDING_HEAD_S} followed by blocks of {@link RECORDING_BLOCK_S}, each drawn by the
 * generator from its own seed, so any span is made without the rest and always gives the same bytes.
 *
 * Real recordings are not steady: the operator's aim, the supply pressure and the discharge
 * activity move. Each block's parameters follow a smooth seeded drift ({@link recordingDrift}),
 * zero over the head, so an analysis at 0.9 s, 4.5 s and 10 s of one recording gives three results.
 * The head is drawn exactly as the one-second recordings the seed stored before, so figures
 * analysed in the first second are unchanged.
 */

/** Length of the head, s (one piece, 50 or 60 whole AC cycles). */
export const RECORDING_HEAD_S = 1;
/** Length of each later block, s (25 or 30 whole AC cycles, so PD phases stay aligned). */
export const RECORDING_BLOCK_S = 0.5;
/** Largest drift of a leak's level, dB (an operator moving half a metre at 3 m is about 1.5 dB). */
export const LEAK_DRIFT_DB = 3;
/** Largest relative drift of PD pulse rate and amplitude, and of a mechanical fault's impacts. */
export const ACTIVITY_DRIFT = 0.35;

interface RecipeBase {
  seed: string;
  durationS: number;
  rateHz: number;
}

/** What makes a seeded recording, by generator. */
export type RecordingRecipe =
  | (RecipeBase & { generator: 'leak'; levelDb: number })
  | (RecipeBase & { generator: 'pd'; acFrequencyHz: number; pattern: PdPattern; pulsesPerCycle: number; amplitude: number })
  | (RecipeBase & { generator: 'mech'; faultSeverity: number; defectFrequencyHz: number });

/** The recording's duration in samples. */
export function recordingSamples(recipe: Pick<RecordingRecipe, 'durationS' | 'rateHz'>): number {
  return Math.max(0, Math.round(recipe.durationS * recipe.rateHz));
}

/**
 * The drift at `timeS`, from -1 to 1: two slow seeded sines (periods 4-9 s and 9-20 s), both
 * starting from zero at the end of the head, so the head is never drifted.
 */
export function recordingDrift(seed: string, timeS: number): number {
  if (timeS <= RECORDING_HEAD_S) return 0;
  const rng = createRng(hashSeed(`${seed}:drift`));
  const waves = [
    { weight: 0.6, periodS: rng.range(4, 9), phase: rng.range(0, 2 * Math.PI) },
    { weight: 0.4, periodS: rng.range(9, 20), phase: rng.range(0, 2 * Math.PI) },
  ];
  const t = timeS - RECORDING_HEAD_S;
  return waves.reduce((sum, w) => sum + w.weight * (Math.sin((2 * Math.PI * t) / w.periodS + w.phase) - Math.sin(w.phase)) * 0.5, 0);
}

/** Start and end sample of piece `index` (0 = the head). */
function pieceBounds(recipe: RecordingRecipe, index: number): { start: number; end: number } {
  const total = recordingSamples(recipe);
  const head = Math.min(total, Math.round(RECORDING_HEAD_S * recipe.rateHz));
  const block = Math.round(RECORDING_BLOCK_S * recipe.rateHz);
  if (index === 0) return { start: 0, end: head };
  const start = head + (index - 1) * block;
  return { start: Math.min(total, start), end: Math.min(total, start + block) };
}

/** The samples of piece `index`, drawn from its own seed with the drift at its middle. */
function drawPiece(recipe: RecordingRecipe, index: number, start: number, end: number): Float32Array {
  const seed = index === 0 ? recipe.seed : `${recipe.seed}:${index}`;
  const timing = { durationS: (end - start) / recipe.rateHz, rateHz: recipe.rateHz };
  const drift = recordingDrift(recipe.seed, (start + end) / 2 / recipe.rateHz);
  const activity = 1 + ACTIVITY_DRIFT * drift;
  switch (recipe.generator) {
    case 'leak':
      return leakSignal({ seed, levelDb: recipe.levelDb + LEAK_DRIFT_DB * drift, ...timing });
    case 'pd':
      return pdSignal({
        seed,
        acFrequencyHz: recipe.acFrequencyHz,
        pattern: recipe.pattern,
        pulsesPerCycle: recipe.pulsesPerCycle * activity,
        amplitude: recipe.amplitude * activity,
        ...timing,
      });
    case 'mech':
      return mechSignal({ seed, faultSeverity: Math.min(1, recipe.faultSeverity * activity), defectFrequencyHz: recipe.defectFrequencyHz, ...timing });
  }
}

/**
 * Samples `fromS` (inclusive) to `toS` (exclusive) of a recipe's recording, clamped to it;
 * the whole recording by default. Only the pieces the span touches are drawn.
 */
export function recordingSignal(recipe: RecordingRecipe, fromS = 0, toS = recipe.durationS): Float32Array {
  const total = recordingSamples(recipe);
  const from = Math.min(total, Math.max(0, Math.round(fromS * recipe.rateHz)));
  const to = Math.min(total, Math.max(from, Math.round(toS * recipe.rateHz)));
  const out = new Float32Array(to - from);
  for (let index = 0; ; index += 1) {
    const { start, end } = pieceBounds(recipe, index);
    if (start >= to || start >= end) break;
    if (end <= from) continue;
    const piece = drawPiece(recipe, index, start, end);
    const a = Math.max(from, start);
    const b = Math.min(to, end);
    out.set(piece.subarray(a - start, b - start), a - from);
  }
  return out;
}
