import { ALIGNED_PHASE_DEG, classifyPd, estimateAcFrequencyHz, MIN_PD_PULSES, PD_WINDOW_S, pdAnalysis, pdDescription, pdRecommendation, pdSeverity, pdWindowAt, prpdPattern } from './pd';
import { PD_PATTERNS, pdSignal, SAMPLE_RATE_HZ } from './signal';

const context = { voltageKv: 20, distanceM: 5 };

describe('PD classification', () => {
  it.each(PD_PATTERNS.flatMap((pattern) => [50, 60].map((acFrequencyHz) => [pattern, acFrequencyHz] as const)))(
    'classifies a generated %s signal at %i Hz as %s first',
    (pattern, acFrequencyHz) => {
      const signal = pdSignal({ seed: `${pattern}-${acFrequencyHz}`, acFrequencyHz, pattern });
      const classes = classifyPd(prpdPattern(signal, SAMPLE_RATE_HZ, acFrequencyHz));
      expect(classes[0]!.name).toBe(pattern);
      expect(classes[0]!.confidence).toBeGreaterThan(0.5);
      const sum = classes.reduce((total, c) => total + c.confidence, 0);
      expect(sum).toBeLessThanOrEqual(1);
      for (let i = 1; i < classes.length; i += 1) expect(classes[i]!.confidence).toBeLessThanOrEqual(classes[i - 1]!.confidence);
    },
  );

  it('aligns the densest phase window on 270° and does not depend on the phase reference', () => {
    const signal = pdSignal({ seed: 8, acFrequencyHz: 50, pattern: 'surfaceInternal' });
    const aligned = prpdPattern(signal, SAMPLE_RATE_HZ, 50);
    const absolute = prpdPattern(signal, SAMPLE_RATE_HZ, 50, { phaseReference: 'absolute' });
    expect(aligned.phaseReference).toBe('aligned');
    expect(absolute.phaseOffsetDeg).toBe(0);
    // The generator puts surface discharge around 45° and 225°; aligned, one window sits on 270°.
    const near = (values: number[], centre: number) => values.filter((x) => Math.abs(x - centre) <= 45).length / values.length;
    expect(near(absolute.xValues, 45) + near(absolute.xValues, 225)).toBeGreaterThan(0.85);
    expect(near(aligned.xValues, ALIGNED_PHASE_DEG) + near(aligned.xValues, 90)).toBeGreaterThan(0.85);
    expect(classifyPd(aligned)[0]!.name).toBe(classifyPd(absolute)[0]!.name);
    expect(aligned.cycleLength).toBe(360);
    expect(aligned.xValues).toHaveLength(aligned.yValues.length);
  });

  it('estimates 50 or 60 Hz when the AC frequency is 0 (unknown)', () => {
    const signal = pdSignal({ seed: 2, acFrequencyHz: 60, pattern: 'negativeCorona' });
    expect(prpdPattern(signal, SAMPLE_RATE_HZ, 0).acFrequencyHz).toBe(60);
    expect(estimateAcFrequencyHz([])).toBe(50);
  });

  it('analyses the 1 s ending with the audio window at an audio time, on the whole pattern\'s phase axis', () => {
    const signal = pdSignal({ seed: 5, acFrequencyHz: 50, pattern: 'surfaceInternal', durationS: 3 });
    const whole = pdAnalysis(signal, SAMPLE_RATE_HZ, { acFrequencyHz: 50, ...context });
    expect(whole.window).toEqual({ fromS: 0, toS: 3 });
    const at = pdAnalysis(signal, SAMPLE_RATE_HZ, { acFrequencyHz: 50, ...context, audioTimeS: 1.5 });
    expect(at.window.fromS).toBeCloseTo(0.6, 9);
    expect(at.window.toS).toBeCloseTo(1.6, 9);
    expect(at.pattern.cycleCount).toBeCloseTo(PD_WINDOW_S * 50, 6);
    expect(at.pattern.phaseOffsetDeg).toBe(whole.pattern.phaseOffsetDeg);
    // About a third of the pulses of a 3 s recording, all of them points of the whole pattern.
    expect(at.pattern.xValues.length / whole.pattern.xValues.length).toBeGreaterThan(0.2);
    expect(at.pattern.xValues.length / whole.pattern.xValues.length).toBeLessThan(0.45);
    const points = new Set(whole.pattern.xValues.map((x, i) => `${x}:${whole.pattern.yValues[i]}`));
    expect(at.pattern.xValues.every((x, i) => points.has(`${x}:${at.pattern.yValues[i]}`))).toBe(true);
    expect(at.classifications[0]!.name).toBe('surfaceInternal');
  });

  it.each([
    // Near the start: the first second, not a few cycles.
    [0, 0, 1],
    [0.35, 0, 1],
    [0.95, 0.05, 1.05],
    [2.5, 1.6, 2.6],
    [2.95, 2, 3],
    [9, 2, 3],
  ])('pdWindowAt(%p s) in a 3 s recording is [%p, %p) s', (audioTimeS, fromS, toS) => {
    const window = pdWindowAt(audioTimeS, 3 * SAMPLE_RATE_HZ, SAMPLE_RATE_HZ);
    expect(window.fromS).toBeCloseTo(fromS, 9);
    expect(window.toS).toBeCloseTo(toS, 9);
  });

  it('reports no pattern for a noise-only recording', () => {
    const quiet = pdSignal({ seed: 1, acFrequencyHz: 50, pattern: 'negativeCorona', amplitude: 0 });
    const result = pdAnalysis(quiet, SAMPLE_RATE_HZ, { acFrequencyHz: 50, ...context });
    expect(result.pattern.xValues.length).toBeLessThan(MIN_PD_PULSES);
    expect(result).toMatchObject({ classifications: [], severityMinPr: 0, severityMaxPr: 0 });
    expect(result.description.key).toBe('pd.description.none');
    expect(result.recommendation.key).toBe('pd.recommendation.none');
  });
});

describe('pdSeverity (heuristic, no standard exists)', () => {
  const severityAt = (amplitude: number, distanceM = 5, voltageKv = 20) => {
    const pattern = prpdPattern(pdSignal({ seed: 4, acFrequencyHz: 50, pattern: 'surfaceInternal', amplitude }), SAMPLE_RATE_HZ, 50);
    return pdSeverity(pattern, { voltageKv, distanceM });
  };

  it('rises with pulse amplitude', () => {
    const [low, mid, high] = [0.02, 0.1, 0.5].map((amplitude) => severityAt(amplitude));
    expect(mid!.severityMinPr).toBeGreaterThan(low!.severityMinPr);
    expect(high!.severityMinPr).toBeGreaterThan(mid!.severityMinPr);
    expect(high!.severityMaxPr).toBeLessThanOrEqual(100);
    expect(low!.severityMinPr).toBeGreaterThanOrEqual(0);
    expect(low!.severityMaxPr).toBeGreaterThan(low!.severityMinPr);
  });

  it('rises with distance for the same camera level and falls at transmission voltages', () => {
    expect(severityAt(0.1, 10).severityMinPr).toBeGreaterThan(severityAt(0.1, 2).severityMinPr);
    expect(severityAt(0.1, 5, 400).severityMinPr).toBeLessThan(severityAt(0.1, 5, 20).severityMinPr);
  });

  it('is 0–0 without pulses', () => {
    expect(pdSeverity({ xValues: [], yValues: [], cycleCount: 200 }, context)).toEqual({ severityMinPr: 0, severityMaxPr: 0 });
  });
});

describe('PD texts', () => {
  it('keys the description by type and the recommendation by type and severity band', () => {
    const classes = [{ name: 'floating' as const, confidence: 0.8 }];
    expect(pdDescription(classes).key).toBe('pd.description.floating');
    expect(pdDescription(classes).text).toMatch(/floating/i);
    expect(pdRecommendation(classes, { severityMinPr: 60, severityMaxPr: 80 }).key).toBe('pd.recommendation.floating.high');
    expect(pdRecommendation(classes, { severityMinPr: 10, severityMaxPr: 20 }).key).toBe('pd.recommendation.floating.low');
    expect(pdRecommendation(classes, { severityMinPr: 70, severityMaxPr: 90 }).text).toMatch(/as soon as possible/);
  });

  it('runs the whole chain', () => {
    const signal = pdSignal({ seed: 6, acFrequencyHz: 50, pattern: 'negativeCorona', amplitude: 0.3 });
    const result = pdAnalysis(signal, SAMPLE_RATE_HZ, { acFrequencyHz: 50, ...context });
    expect(result.classifications[0]!.name).toBe('negativeCorona');
    expect(result.severityMaxPr).toBeGreaterThan(result.severityMinPr);
    expect(result.description.key).toBe('pd.description.negativeCorona');
    expect(result.recommendation.key).toMatch(/^pd\.recommendation\.negativeCorona\.(low|medium|high|veryHigh)$/);
  });
});
