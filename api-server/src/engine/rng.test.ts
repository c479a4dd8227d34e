import { createRng, hashSeed, mulberry32 } from './rng';

describe('rng', () => {
  it('repeats the same sequence for the same seed and differs for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const seqA = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seqA);
    expect([c(), c(), c()]).not.toEqual(seqA);
    expect(seqA.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('gives gaussian deviates with mean 0 and variance 1', () => {
    const rng = createRng(7);
    const n = 200_000;
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i += 1) {
      const x = rng.gaussian();
      sum += x;
      sumSq += x * x;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.01);
    expect(sumSq / n).toBeCloseTo(1, 1);
  });

  it('gives poisson counts with the requested mean', () => {
    const rng = createRng('poisson');
    let total = 0;
    for (let i = 0; i < 20_000; i += 1) total += rng.poisson(4);
    expect(total / 20_000).toBeCloseTo(4, 1);
    expect(rng.poisson(0)).toBe(0);
  });

  it('hashes strings and numbers stably', () => {
    expect(hashSeed('snapshot', 1)).toBe(hashSeed('snapshot', 1));
    expect(hashSeed('snapshot', 1)).not.toBe(hashSeed('snapshot', 2));
    expect(createRng('x').next()).toBe(createRng('x').next());
  });
});
