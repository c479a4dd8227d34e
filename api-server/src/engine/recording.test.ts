import { mechanicalAnalysis } from './indicators';
import { leakLevelDb } from './leak';
import { pdAnalysis } from './pd';
import { pdSignal } from './pdSignal';
import { LEAK_DRIFT_DB, RECORDING_BLOCK_S, recordingDrift, recordingSamples, recordingSignal, type RecordingRecipe } from './recording';
import { leakSignal, mechSignal } from './signal';

const RATE = 62_500;
/** Byte equality (jest's toEqual walks a million samples one by one, slowly). */
const same = (a: Float32Array, b: Float32Array) => a.length === b.length && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
const leak: RecordingRecipe = { generator: 'leak', seed: 'seed:test:1', levelDb: 40, durationS: 18, rateHz: RATE };
const pd: RecordingRecipe = { generator: 'pd', seed: 'seed:test:2', acFrequencyHz: 50, pattern: 'negativeCorona', pulsesPerCycle: 6, amplitude: 0.1, durationS: 12, rateHz: RATE };
const mech: RecordingRecipe = { generator: 'mech', seed: 'seed:test:3', faultSeverity: 0.5, defectFrequencyHz: 87.3, durationS: 8, rateHz: RATE };

describe('recordingSignal', () => {
  it('draws the whole recording, the same bytes every time', () => {
    const whole = recordingSignal(leak);
    expect(whole.length).toBe(18 * RATE);
    expect(recordingSamples(leak)).toBe(18 * RATE);
    expect(same(recordingSignal(leak), whole)).toBe(true);
  });

  it('keeps the first second exactly as the one-second recordings seeded before', () => {
    expect(same(recordingSignal(leak, 0, 1), leakSignal({ seed: leak.seed, levelDb: 40, durationS: 1 }))).toBe(true);
    expect(same(recordingSignal(pd, 0, 1), pdSignal({ seed: pd.seed, acFrequencyHz: 50, pattern: 'negativeCorona', pulsesPerCycle: 6, amplitude: 0.1, durationS: 1 }))).toBe(true);
    expect(same(recordingSignal(mech, 0, 1), mechSignal({ seed: mech.seed, faultSeverity: 0.5, defectFrequencyHz: 87.3, durationS: 1 }))).toBe(true);
  });

  it('draws any span as the same samples the whole recording has there', () => {
    const whole = recordingSignal(leak);
    for (const [from, to] of [
      [4.5, 4.6],
      [0.95, 1.3],
      [17.9, 18],
      [10, 10.1],
    ] as const) {
      expect(same(recordingSignal(leak, from, to), whole.subarray(Math.round(from * RATE), Math.round(to * RATE)))).toBe(true);
    }
    expect(recordingSignal(leak, 17.95, 30).length).toBe(Math.round(0.05 * RATE));
  });

  it('drifts after the first second, within its bounds, so the level differs at 0.9, 4.5 and 10 s', () => {
    const whole = recordingSignal(leak);
    const levels = [0.9, 4.5, 10].map((t) => leakLevelDb(whole, RATE, t));
    expect(levels[0]).toBeCloseTo(40, 0);
    expect(new Set(levels.map((l) => l.toFixed(1))).size).toBe(3);
    for (let t = 0; t <= 18; t += RECORDING_BLOCK_S) expect(Math.abs(recordingDrift(leak.seed, t))).toBeLessThanOrEqual(1);
    expect(recordingDrift(leak.seed, 0.99)).toBe(0);
    for (const level of levels) expect(Math.abs(level - 40)).toBeLessThanOrEqual(LEAK_DRIFT_DB + 0.5);
  });

  it('keeps PD pulses in phase across blocks: the whole recording classifies as its pattern', () => {
    const whole = recordingSignal(pd);
    const analysis = pdAnalysis(whole, RATE, { acFrequencyHz: 50, voltageKv: 20, distanceM: 5, phaseReference: 'absolute' });
    expect(analysis.window).toEqual({ fromS: 0, toS: 12 });
    expect(analysis.classifications[0]?.name).toBe('negativeCorona');
  });

  it('varies a mechanical fault over time', () => {
    const whole = recordingSignal(mech);
    const kurtoses = [0.5, 3, 6].map((t) => mechanicalAnalysis(whole, RATE, t).kurtosis!.toFixed(2));
    expect(new Set(kurtoses).size).toBe(3);
  });
});
