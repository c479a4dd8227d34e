import { TAG_FRAME_BATCH } from 'shared-core';
import { pickedTags, runTagFrames } from './bulkTag';
import type { BulkProgress } from './runBulk';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('bulk tag (spec 000 sections 4 and 9)', () => {
  it('saves in frames of 100: no snapshot of a frame starts before the previous frame has finished, 10 at a time within one', async () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const started: number[] = [];
    const finished = new Set<number>();
    let running = 0;
    let peak = 0;
    const startedBeforeFrameDone: number[] = [];
    const progress: BulkProgress[] = [];
    const result = await runTagFrames(
      ids,
      async (id) => {
        const frame = Math.floor((id - 1) / TAG_FRAME_BATCH);
        // Every snapshot of the earlier frames must be saved already.
        for (let earlier = 1; earlier <= frame * TAG_FRAME_BATCH; earlier += 1) if (!finished.has(earlier)) startedBeforeFrameDone.push(id);
        started.push(id);
        running += 1;
        peak = Math.max(peak, running);
        await tick();
        running -= 1;
        finished.add(id);
        if (id === 120) throw new Error('refused');
      },
      (p) => progress.push(p),
    );
    expect(TAG_FRAME_BATCH).toBe(100);
    expect(startedBeforeFrameDone).toEqual([]);
    expect(peak).toBe(10);
    expect([...started].sort((a, b) => a - b)).toEqual(ids);
    expect(result.failed).toEqual([120]);
    expect(result.succeeded).toHaveLength(249);
    // Progress counts across frames, up to every snapshot once.
    expect(progress.at(-1)).toEqual({ total: 250, done: 250, failed: 1 });
    expect(progress.map((p) => p.done)).toEqual(ids);
  });

  it('needs at least one tag, normalised as the server stores them', () => {
    expect(pickedTags([' ', '']).error).toBe('tagsRequired');
    expect(pickedTags(['valve', 'valve', 'North hall']).tags).toEqual(['valve', 'North', 'hall']);
  });
});
