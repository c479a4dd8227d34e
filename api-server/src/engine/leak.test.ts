import { cameraLevelForLeakDb, gasFlowFactor, LEAK_MODEL, leakAnalysis, leakLevelDb, propagationLossDb } from './leak';
import { leakSignal, SAMPLE_RATE_HZ } from './signal';

// At the 1 m reference distance there is no propagation loss, so 70 dB is exactly
// 10^((70 − 50) / 10) = 100 l/min of air.
const at1m = { levelDb: 70, distanceM: 1, gas: 'AIR', utilization: { hours: 24, days: 7, weeks: 52 } };

describe('leakAnalysis cost modes (spec 000 §3 cost_mode, §9)', () => {
  it('energy: 100 l/min × 11.7 W per l/min × 8736 h = 10 221.12 kWh at 0.15 → 1 533.17', () => {
    const r = leakAnalysis({ ...at1m, unit: 'lpm', costMode: 'energy', energyCostPerKwh: 0.15 });
    expect(r.leakSize).toBeCloseTo(100, 9);
    expect(r.details?.energyKwhPerYear).toBeCloseTo(10_221.12, 6);
    expect(r.leakCost).toBeCloseTo(1533.168, 6);
  });

  it('energy in cfm: 3.53147 cfm, 33 kW per 100 cfm is the same efficiency (× 0.3545454)', () => {
    const r = leakAnalysis({ ...at1m, unit: 'cfm', costMode: 'energy', energyCostPerKwh: 0.15 });
    expect(r.unit).toBe('cfm');
    expect(r.leakSize).toBeCloseTo(3.53147, 9);
    expect(r.leakCost).toBeCloseTo(1533.1678, 3);
  });

  it('volume: 0.1 m³/min × 60 × 8736 h = 52 416 m³ at 0.02 → 1 048.32', () => {
    const r = leakAnalysis({ ...at1m, costMode: 'volume', volumeCostPerM3: 0.02 });
    expect(r.details?.volumeM3PerYear).toBeCloseTo(52_416, 6);
    expect(r.leakCost).toBeCloseTo(1048.32, 6);
  });

  it('mass: 52 416 m³ × 1.2922834 kg/m³ (air at 101 325 Pa, 273.15 K) at 0.5 → 33 868.16', () => {
    const r = leakAnalysis({ ...at1m, costMode: 'mass', massCostPerKg: 0.5 });
    expect(r.details?.massKgPerYear).toBeCloseTo(67_736.32, 1);
    expect(r.leakCost).toBeCloseTo(33_868.16, 1);
  });

  it('off: no cost', () => {
    expect(leakAnalysis({ ...at1m, costMode: 'off', energyCostPerKwh: 1 }).leakCost).toBe(0);
  });

  it('uses the utilisation hours (UE: 24 h × 365 d × 1)', () => {
    const r = leakAnalysis({ ...at1m, costMode: 'energy', energyCostPerKwh: 1, utilization: { hours: 24, days: 365, weeks: 1 } });
    expect(r.leakCost).toBeCloseTo(100 * 0.0117 * 8760, 6);
  });
});

describe('leakAnalysis model', () => {
  it('estimates a larger flow for the same level seen from further away', () => {
    const sizes = [1, 2, 5, 10, 20].map((distanceM) => leakAnalysis({ levelDb: 30, distanceM }).leakSize!);
    for (let i = 1; i < sizes.length; i += 1) expect(sizes[i]!).toBeGreaterThan(sizes[i - 1]!);
  });

  it('adds spherical spreading (6 dB per doubling) and ISO 9613-1 absorption', () => {
    const loss = propagationLossDb(2, 20, 50);
    expect(loss.spreadingLossDb).toBeCloseTo(6.02, 2);
    expect(loss.absorptionDbPerM).toBeCloseTo(0.94, 2);
    expect(loss.absorptionLossDb).toBeCloseTo(0.94, 2);
  });

  it.each([
    [40, 3, 0.5, 2],
    [58, 3, 50, 100],
    [30, 10, 0.5, 10],
    [42, 10, 10, 100],
  ])('maps a typical seed level %i dB at %i m into %f–%f l/min', (levelDb, distanceM, min, max) => {
    const { leakSize } = leakAnalysis({ levelDb, distanceM });
    expect(leakSize!).toBeGreaterThan(min);
    expect(leakSize!).toBeLessThan(max);
  });

  it('inverts with cameraLevelForLeakDb', () => {
    const levelDb = cameraLevelForLeakDb(12, 7, 25, 40);
    expect(leakAnalysis({ levelDb, distanceM: 7, temperatureC: 25, humidityPct: 40 }).leakSize).toBeCloseTo(12, 9);
  });

  it('corrects other gases by √(M_air / M_gas) and applies the correction factor (0 means 1)', () => {
    const air = leakAnalysis({ ...at1m }).leakSize!;
    expect(leakAnalysis({ ...at1m, gas: 'HYDROGEN' }).leakSize! / air).toBeCloseTo(3.79058, 4);
    expect(gasFlowFactor('SULPHUR_HEXAFLUORIDE')).toBeLessThan(1);
    expect(leakAnalysis({ ...at1m, correction: 0 }).leakSize).toBeCloseTo(air, 9);
    expect(leakAnalysis({ ...at1m, correction: 1.5 }).leakSize).toBeCloseTo(air * 1.5, 9);
  });

  it.each(['STEAM', 'OTHER', 'NOT_A_GAS'])('does not analyse %s', (gas) => {
    expect(leakAnalysis({ ...at1m, gas })).toMatchObject({ error: 'gasNotAnalysable', leakSize: null, leakCost: null, gas, isPd: false });
  });

  it.each([0.1, 0.29, 501, Number.NaN, Number.POSITIVE_INFINITY])('rejects distance %f with invalidDistance and infDetected', (distanceM) => {
    expect(leakAnalysis({ levelDb: 40, distanceM })).toMatchObject({ error: 'invalidDistance', infDetected: true, leakSize: null });
  });

  it('accepts the range ends 0.3 m and 500 m (spec 000 §5)', () => {
    expect(leakAnalysis({ levelDb: 40, distanceM: 0.3 }).error).toBeUndefined();
    expect(leakAnalysis({ levelDb: 40, distanceM: 500 }).error).toBeUndefined();
  });

  it('flags an estimate beyond the calibrated range as infinite', () => {
    const r = leakAnalysis({ levelDb: 40, distanceM: 400 });
    expect(r).toMatchObject({ infDetected: true, leakSize: null, leakDetected: true });
    expect(r.details!.airEquivalentLpm).toBeGreaterThan(LEAK_MODEL.maxCalibratedLpm);
  });

  it('detects a leak only above the detection threshold', () => {
    expect(leakAnalysis({ levelDb: LEAK_MODEL.detectionThresholdDb - 1, distanceM: 1 }).leakDetected).toBe(false);
    expect(leakAnalysis({ levelDb: LEAK_MODEL.detectionThresholdDb, distanceM: 1 }).leakDetected).toBe(true);
  });

  it('reads the camera level from the 0.1 s window of a leak signal', () => {
    const signal = leakSignal({ seed: 3, levelDb: 42, durationS: 1 });
    expect(leakLevelDb(signal, SAMPLE_RATE_HZ, 0.5)).toBeCloseTo(42, 0);
  });
});
