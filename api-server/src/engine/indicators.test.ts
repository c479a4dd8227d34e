import { analysisWindow, crestFactor, kurtosis, MECH_FAULT_RULE, mechanicalAnalysis, rms } from './indicators';
import { createRng } from './rng';
import { mechSignal, SAMPLE_RATE_HZ } from './signal';

function sine(length: number, cyclesPerSample: number): Float64Array {
  return Float64Array.from({ length }, (_, i) => Math.sin(2 * Math.PI * cyclesPerSample * i));
}

describe('indicators', () => {
  it('gives RMS 1/√2 and crest factor √2 for a sine', () => {
    const s = sine(62_500, 1000 / 62_500);
    expect(rms(s)).toBeCloseTo(Math.SQRT1_2, 4);
    expect(Math.abs(crestFactor(s) - Math.SQRT2)).toBeLessThan(0.01);
    expect(kurtosis(s)).toBeCloseTo(1.5, 2);
  });

  it('gives plain kurtosis 3 ± 0.15 for Gaussian noise (excess kurtosis would be 0)', () => {
    const rng = createRng(11);
    const noise = Float64Array.from({ length: 200_000 }, () => rng.gaussian());
    expect(Math.abs(kurtosis(noise) - 3)).toBeLessThan(0.15);
  });

  it('returns NaN for a constant signal instead of dividing by zero', () => {
    expect(kurtosis(new Float32Array(100).fill(2))).toBeNaN();
    expect(crestFactor(new Float32Array(100))).toBeNaN();
  });

  it('cuts the 0.1 s analysis window and keeps it inside the recording', () => {
    const s = new Float32Array(62_500);
    expect(analysisWindow(s, 62_500, 0.5)).toMatchObject({ fromAudioTimeS: 0.5 });
    expect(analysisWindow(s, 62_500, 0.5).samples).toHaveLength(6250);
    expect(analysisWindow(s, 62_500, 0.95).fromAudioTimeS).toBeCloseTo(0.9, 6);
    expect(analysisWindow(s, 62_500, Number.NaN).fromAudioTimeS).toBe(0);
    expect(analysisWindow(s, 62_500, 0, 5).samples).toHaveLength(62_500);
  });
});

describe('mechanicalAnalysis', () => {
  it('flags a signal with bearing knocks', () => {
    const result = mechanicalAnalysis(mechSignal({ seed: 3, faultSeverity: 0.6 }), SAMPLE_RATE_HZ, 1);
    expect(result.analysis_available).toBe(true);
    expect(result.kurtosis!).toBeGreaterThan(MECH_FAULT_RULE.kurtosisAbove);
    expect(result.possible_fault).toBe(true);
    expect(result.fromAudioTime).toBe(1);
  });

  it.each([1, 2, 3, 4, 5])('does not flag pure noise (seed %i)', (seed) => {
    const result = mechanicalAnalysis(mechSignal({ seed, faultSeverity: 0 }), SAMPLE_RATE_HZ, 2);
    expect(result.kurtosis!).toBeGreaterThan(2.8);
    expect(result.kurtosis!).toBeLessThan(3.2);
    expect(result.crest_factor!).toBeLessThan(MECH_FAULT_RULE.crestFactorAbove);
    expect(result.possible_fault).toBe(false);
  });

  it('raises kurtosis and crest factor with fault severity', () => {
    const at = (faultSeverity: number) => mechanicalAnalysis(mechSignal({ seed: 9, faultSeverity }), SAMPLE_RATE_HZ, 0);
    expect(at(1).kurtosis!).toBeGreaterThan(at(0.5).kurtosis!);
    expect(at(0.5).kurtosis!).toBeGreaterThan(at(0).kurtosis!);
    expect(at(1).crest_factor!).toBeGreaterThan(at(0).crest_factor!);
  });

  it('is not available for silence or a too-short recording', () => {
    expect(mechanicalAnalysis(new Float32Array(62_500), SAMPLE_RATE_HZ, 0)).toMatchObject({ analysis_available: false, kurtosis: null, crest_factor: null, possible_fault: false });
    expect(mechanicalAnalysis(new Float32Array(100).fill(1), SAMPLE_RATE_HZ, 0).analysis_available).toBe(false);
  });
});
