import { afterFirstFrame, FIRST_FRAME_WAIT_MS, nextTask } from './afterFirstFrame';

describe('afterFirstFrame', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    jest.useFakeTimers();
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    return done;
  };

  it('waits for an animation frame and the task after it', async () => {
    const waiting = afterFirstFrame();
    expect(await settled(waiting)).toBe(false);
    frames.shift()!(0);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on without a frame after its wait (a background tab draws none)', async () => {
    const waiting = afterFirstFrame();
    jest.advanceTimersByTime(FIRST_FRAME_WAIT_MS - 1);
    expect(await settled(waiting)).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await settled(waiting)).toBe(true);
  });
});

describe('nextTask', () => {
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resolves in a later task, not in a microtask', async () => {
    jest.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(done).toBe(false);
    jest.advanceTimersByTime(0);
    await Promise.resolve();
    expect(done).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yielded = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yielded };
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
  });
});

describe('the entry', () => {
  it('evaluates the platform after the first frame, in three stages of a task each', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const evaluated: string[] = [];
    for (const [path, stage] of [
      ['../startup/react', 'react'],
      ['../startup/platform', 'platform'],
      ['../bootstrap', 'bootstrap'],
    ] as const) {
      jest.doMock(path, () => {
        evaluated.push(stage);
        return {};
      });
    }
    const settle = () => new Promise(jest.requireActual('timers').setImmediate);
    jest.isolateModules(() => {
      require('../index');
    });
    await settle();
    expect(evaluated).toEqual([]);
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
    await settle();
    expect(evaluated).toEqual(['react']);
    jest.advanceTimersByTime(0);
    await settle();
    expect(evaluated).toEqual(['react', 'platform']);
    jest.advanceTimersByTime(0);
    await settle();
    expect(evaluated).toEqual(['react', 'platform', 'bootstrap']);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
});
