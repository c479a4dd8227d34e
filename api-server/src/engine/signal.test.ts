import { crestFactor, kurtosis, peak, rms } from './indicators';
import { pressureToDb } from './levels';
import { decodeSignal, DEFAULT_DURATION_S, encodeSignal, leakSignal, mechSignal, pdSignal, SAMPLE_RATE_HZ } from './signal';

describe('signal generators', () => {
  it('makes a 4 s, 62 500 Hz leak hiss at the requested level with Gaussian amplitude', () => {
    const s = leakSignal({ seed: 1, levelDb: 55 });
    expect(s).toHaveLength(DEFAULT_DURATION_S * SAMPLE_RATE_HZ);
    expect(pressureToDb(rms(s))).toBeCloseTo(55, 3);
    expect(Math.abs(kurtosis(s) - 3)).toBeLessThan(0.15);
  });

  it('keeps the leak hiss above 20 kHz (almost no energy below 5 kHz)', () => {
    const s = leakSignal({ seed: 2, levelDb: 60, durationS: 1 });
    // A 16-sample moving average passes only content below ~3.9 kHz.
    const smoothed = new Float32Array(s.length - 16);
    for (let i = 0; i < smoothed.length; i += 1) {
      let sum = 0;
      for (let k = 0; k < 16; k += 1) sum += s[i + k]!;
      smoothed[i] = sum / 16;
    }
    expect(rms(smoothed) / rms(s)).toBeLessThan(0.05);
  });

  it('is deterministic for a seed', () => {
    expect(pdSignal({ seed: 5, acFrequencyHz: 50, pattern: 'floating', durationS: 0.5 })).toEqual(
      pdSignal({ seed: 5, acFrequencyHz: 50, pattern: 'floating', durationS: 0.5 }),
    );
    expect(mechSignal({ seed: 5, faultSeverity: 0.5, durationS: 0.5 })).not.toEqual(mechSignal({ seed: 6, faultSeverity: 0.5, durationS: 0.5 }));
  });

  it('puts PD pulses of the requested amplitude on the noise floor', () => {
    const s = pdSignal({ seed: 4, acFrequencyHz: 50, pattern: 'negativeCorona', amplitude: 0.2, durationS: 1 });
    expect(crestFactor(s)).toBeGreaterThan(10);
    expect(peak(s)).toBeGreaterThan(0.2 * 0.6);
    expect(peak(s)).toBeLessThan(0.2 * 1.6);
  });

  it('round-trips the little-endian float32 wire format', () => {
    const s = Float32Array.from([0, 1.5, -2.25, 3.4028234663852886e38, 1e-7]);
    const bytes = encodeSignal(s);
    expect(bytes).toHaveLength(20);
    expect(bytes.readFloatLE(4)).toBe(1.5);
    expect(decodeSignal(bytes)).toEqual(s);
    expect(decodeSignal(bytes.subarray(4, 12))).toEqual(Float32Array.from([1.5, -2.25]));
    expect(() => decodeSignal(Buffer.alloc(6))).toThrow(/multiple of 4/);
  });
});
