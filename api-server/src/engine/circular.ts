/** Circular statistics on angles in degrees (phases of PD pulses). */

/** Wraps an angle into [0, 360). */
export function wrapDeg(angleDeg: number): number {
  const wrapped = angleDeg % 360;
  return wrapped < 0 ? wrapped + 360 : wrapped;
}

/** Smallest absolute difference between two angles, 0–180°. */
export function angleDistanceDeg(aDeg: number, bDeg: number): number {
  const d = wrapDeg(aDeg - bDeg);
  return d > 180 ? 360 - d : d;
}

/**
 * Mean resultant length Rₖ = |Σ exp(i·k·θ)| / n of the k-th harmonic (0 = uniform, 1 = all equal),
 * and its mean direction in degrees (of the k-fold angle, divide by k for the angle itself).
 */
export function resultant(anglesDeg: readonly number[], harmonic = 1): { length: number; directionDeg: number } {
  if (anglesDeg.length === 0) return { length: 0, directionDeg: 0 };
  let c = 0;
  let s = 0;
  for (const angle of anglesDeg) {
    const rad = (harmonic * angle * Math.PI) / 180;
    c += Math.cos(rad);
    s += Math.sin(rad);
  }
  return { length: Math.hypot(c, s) / anglesDeg.length, directionDeg: wrapDeg((Math.atan2(s, c) * 180) / Math.PI) };
}

/** Counts of angles in `bins` equal bins over 0–360°. */
export function phaseHistogram(anglesDeg: readonly number[], bins: number): number[] {
  const counts = new Array<number>(bins).fill(0);
  for (const angle of anglesDeg) {
    const bin = Math.min(bins - 1, Math.floor((wrapDeg(angle) / 360) * bins));
    counts[bin] = counts[bin]! + 1;
  }
  return counts;
}

/** Shannon entropy of a histogram divided by log(bins): 0 = one bin, 1 = uniform. 0 when empty. */
export function normalizedEntropy(counts: readonly number[]): number {
  const total = counts.reduce((sum, c) => sum + c, 0);
  if (total === 0 || counts.length < 2) return 0;
  let h = 0;
  for (const c of counts) if (c > 0) h -= (c / total) * Math.log(c / total);
  return h / Math.log(counts.length);
}

/**
 * Centre of the densest ±`halfWidthDeg` phase window (5° resolution), refined by the circular
 * mean of the angles inside it. 0 for an empty list.
 */
export function densestPhaseDeg(anglesDeg: readonly number[], halfWidthDeg = 30): number {
  if (anglesDeg.length === 0) return 0;
  const bins = 72;
  const counts = phaseHistogram(anglesDeg, bins);
  const reach = Math.round(halfWidthDeg / 5);
  let bestBin = 0;
  let bestCount = -1;
  for (let b = 0; b < bins; b += 1) {
    let sum = 0;
    for (let k = -reach; k <= reach; k += 1) sum += counts[(b + k + bins) % bins]!;
    if (sum > bestCount) {
      bestCount = sum;
      bestBin = b;
    }
  }
  const centre = bestBin * 5 + 2.5;
  return resultant(anglesDeg.filter((a) => angleDistanceDeg(a, centre) <= halfWidthDeg)).directionDeg;
}
