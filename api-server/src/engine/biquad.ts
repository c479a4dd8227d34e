/**
 * Second-order IIR sections (RBJ Audio EQ Cookbook), used to band-limit synthetic noise.
 * Linear filtering keeps Gaussian noise Gaussian, so kurtosis stays ≈ 3.
 */

/** Normalised biquad coefficients (a0 = 1). */
export interface BiquadCoefficients {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/**
 * High-pass (`'highpass'`) or low-pass (`'lowpass'`) Butterworth-Q section.
 * @param cutoffHz corner frequency, 0 < cutoffHz < rateHz / 2.
 * @param rateHz sample rate.
 * @param q quality factor; 1/√2 gives a maximally flat (Butterworth) section.
 */
export function biquad(kind: 'highpass' | 'lowpass', cutoffHz: number, rateHz: number, q = Math.SQRT1_2): BiquadCoefficients {
  const w0 = (2 * Math.PI * cutoffHz) / rateHz;
  const cos = Math.cos(w0);
  const alpha = Math.sin(w0) / (2 * q);
  const a0 = 1 + alpha;
  const b1 = kind === 'highpass' ? -(1 + cos) : 1 - cos;
  const b0 = kind === 'highpass' ? (1 + cos) / 2 : (1 - cos) / 2;
  return { b0: b0 / a0, b1: b1 / a0, b2: b0 / a0, a1: (-2 * cos) / a0, a2: (1 - alpha) / a0 };
}

/** Filters `input` in place through one biquad section (direct form I) and returns it. */
export function applyBiquad(input: Float32Array, c: BiquadCoefficients): Float32Array {
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  for (let i = 0; i < input.length; i += 1) {
    const x0 = input[i]!;
    const y0 = c.b0 * x0 + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2;
    x2 = x1;
    x1 = x0;
    y2 = y1;
    y1 = y0;
    input[i] = y0;
  }
  return input;
}
