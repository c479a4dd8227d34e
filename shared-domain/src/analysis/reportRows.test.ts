import { mapLimited, readSkippingFailures, REPORT_CONCURRENCY, reportLeakOutcome } from './reportRows';

describe('report row rules', () => {
  it('reads 10 at a time at most, keeps the order and reports progress', async () => {
    let running = 0;
    let most = 0;
    const progress: number[] = [];
    const ids = Array.from({ length: 25 }, (_v, i) => i);
    const out = await mapLimited(
      ids,
      REPORT_CONCURRENCY,
      async (id) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (id * 7) % 5));
        running -= 1;
        return id * 2;
      },
      (done) => progress.push(done),
    );
    expect(REPORT_CONCURRENCY).toBe(10);
    expect(most).toBe(10);
    expect(out).toEqual(ids.map((id) => id * 2));
    expect(progress).toEqual(ids.map((id) => id + 1));
  });

  it('skips a failed or empty read and keeps the rest in order', async () => {
    const rows = await readSkippingFailures([1, 2, 3, 4], async (id) => {
      if (id === 2) throw new Error('gone');
      return id === 3 ? undefined : `row ${id}`;
    });
    expect(rows).toEqual(['row 1', 'row 4']);
  });

  it('reads an infinite distance as invalidDistance, a sized analysable leak as reported, the rest as no leak', () => {
    const leak = { leakSize: 2.4, leakDetected: true, infDetected: false, gas: 'AIR' };
    expect(reportLeakOutcome(leak)).toBe('reported');
    expect(reportLeakOutcome({ ...leak, infDetected: true, leakSize: null })).toBe('invalidDistance');
    expect(reportLeakOutcome({ ...leak, error: 'invalidDistance' })).toBe('invalidDistance');
    expect(reportLeakOutcome({ ...leak, leakDetected: false })).toBe('noLeak');
    expect(reportLeakOutcome({ ...leak, gas: 'STEAM' })).toBe('noLeak');
    expect(reportLeakOutcome({ ...leak, leakSize: null })).toBe('noLeak');
    expect(reportLeakOutcome({ ...leak, leakSize: Number.POSITIVE_INFINITY })).toBe('noLeak');
  });
});
