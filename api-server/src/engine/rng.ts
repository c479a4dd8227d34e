/**
 * Seeded pseudo-random numbers, so every synthetic signal, heatmap, picture and weather value is
 * a pure function of its seed (same seed → same bytes on every run and machine).
 */

// Module-level aliases: a global lookup of `Math` in a hot loop is ~30x slower inside jest's vm
// context (and costs nothing to avoid in Node).
const { cos, exp, floor, imul, log, sin, sqrt, PI } = Math;

/** A seeded random source. All draws advance the same internal state. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform float in [min, max). */
  range(min: number, max: number): number;
  /** Uniform integer in [0, n) (n ≥ 1). */
  int(n: number): number;
  /** Standard normal deviate (mean 0, standard deviation 1), Box–Muller. */
  gaussian(): number;
  /** Poisson-distributed count with mean `lambda` (Knuth's method; fine for lambda ≲ 30). */
  poisson(lambda: number): number;
  /** An element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
}

/**
 * mulberry32: a 32-bit state generator by Tommy Ettinger, period 2³², passes gjrand/PractRand to
 * useful sizes, and is tiny. Not cryptographic.
 * @param seed any number; only its low 32 bits are used.
 * @returns a function giving uniform floats in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Hashes a string (or a list of numbers and strings) to a 32-bit seed with FNV-1a, e.g.
 * `hashSeed('snapshot', 42)`, so related objects get independent but reproducible streams.
 */
export function hashSeed(...parts: readonly (string | number)[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join('\u0000')) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Creates an {@link Rng} from a numeric seed or a string (hashed with {@link hashSeed}). */
export function createRng(seed: number | string): Rng {
  const uniform = mulberry32(typeof seed === 'string' ? hashSeed(seed) : seed);
  let spare: number | null = null;
  const rng: Rng = {
    next: uniform,
    range: (min, max) => min + (max - min) * uniform(),
    int: (n) => floor(uniform() * n),
    gaussian() {
      if (spare !== null) {
        const value = spare;
        spare = null;
        return value;
      }
      // 1 - u keeps the argument of log in (0, 1], so the result is always finite.
      const radius = sqrt(-2 * log(1 - uniform()));
      const angle = 2 * PI * uniform();
      spare = radius * sin(angle);
      return radius * cos(angle);
    },
    poisson(lambda) {
      if (!(lambda > 0)) return 0;
      const limit = exp(-lambda);
      let count = 0;
      let product = uniform();
      while (product > limit) {
        count += 1;
        product *= uniform();
      }
      return count;
    },
    pick: (items) => items[floor(uniform() * items.length)]!,
  };
  return rng;
}
