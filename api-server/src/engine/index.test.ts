import * as engine from './index';

describe('engine chain (seed data → analyses)', () => {
  it('recovers a seeded leak size from the generated signal', () => {
    const levelDb = engine.cameraLevelForLeakDb(12, 5);
    const signal = engine.decodeSignal(engine.encodeSignal(engine.leakSignal({ seed: 'leak-1', levelDb })));
    const measuredDb = engine.leakLevelDb(signal, engine.SAMPLE_RATE_HZ, 2);
    const result = engine.leakAnalysis({ levelDb: measuredDb, distanceM: 5 });
    expect(result.leakDetected).toBe(true);
    expect(result.leakSize!).toBeGreaterThan(12 * 0.9);
    expect(result.leakSize!).toBeLessThan(12 * 1.1);
  });

  it('puts the heatmap maximum at the seeded source level', () => {
    const frames = engine.heatmapFrames({ seed: 1, sources: [{ x: 0.5, y: 0.5, strengthDb: 45 }], frames: 5, noiseDb: 10 });
    expect(engine.maxLevel(engine.decodeHeatmap(engine.encodeHeatmap(frames)).frames)).toBeCloseTo(45, -0.5);
  });
});
