import { runBulk, type BulkProgress } from './runBulk';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runBulk (spec 000 section 9: bulk concurrency 10)', () => {
  it('never runs more than 10 at a time and runs every id once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const ids = Array.from({ length: 35 }, (_, i) => i + 1);
    await runBulk(ids, async (id) => {
      running += 1;
      peak = Math.max(peak, running);
      seen.push(id);
      await tick();
      running -= 1;
    });
    expect(peak).toBe(10);
    expect([...seen].sort((a, b) => a - b)).toEqual(ids);
  });

  it('keeps going after a failure and reports both sides in input order', async () => {
    const progress: BulkProgress[] = [];
    const result = await runBulk(
      [5, 6, 7, 8],
      async (id) => {
        if (id % 2) throw new Error('refused');
      },
      (p) => progress.push(p),
    );
    expect(result).toEqual({ succeeded: [6, 8], failed: [5, 7] });
    expect(progress.at(-1)).toEqual({ total: 4, done: 4, failed: 2 });
    expect(progress.map((p) => p.done)).toEqual([1, 2, 3, 4]);
  });

  it('does nothing for no ids', async () => {
    const worker = jest.fn();
    expect(await runBulk([], worker)).toEqual({ succeeded: [], failed: [] });
    expect(worker).not.toHaveBeenCalled();
  });
});
