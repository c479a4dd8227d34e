/** A recording drawn as its minimum and maximum per column, over the whole recording. */
export interface SignalEnvelope {
  /** Lowest sample of each column, Pa. */
  min: Float32Array;
  /** Highest sample of each column, Pa. */
  max: Float32Array;
  /** The recording's length, s. */
  durationS: number;
  rateHz: number;
}

/** Columns an envelope may have (a chart wider than 4,000 pixels gains nothing). */
export const ENVELOPE_MAX_COLUMNS = 4000;

/** Minimum and maximum of the samples that fall into each of `columns` equal slices (one per pixel column). */
export function waveformColumns(samples: ArrayLike<number>, columns: number): { min: Float32Array; max: Float32Array } {
  const min = new Float32Array(columns);
  const max = new Float32Array(columns);
  if (samples.length === 0 || columns <= 0) return { min, max };
  for (let c = 0; c < columns; c += 1) {
    const from = Math.floor((c * samples.length) / columns);
    const to = Math.max(from + 1, Math.floor(((c + 1) * samples.length) / columns));
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (let i = from; i < to && i < samples.length; i += 1) {
      const v = samples[i]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    min[c] = Number.isFinite(lo) ? lo : 0;
    max[c] = Number.isFinite(hi) ? hi : 0;
  }
  return { min, max };
}
