import { afterFirstFrame, FIRST_FRAME_WAIT_MS } from './afterFirstFrame';

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

describe('the entry', () => {
  it('evaluates the platform only after the first frame', async () => {
    jest.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const started = jest.fn();
    jest.doMock('../bootstrap', () => {
      started();
      return {};
    });
    jest.isolateModules(() => {
      require('../index');
    });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).not.toHaveBeenCalled();
    frames.shift()!(0);
    jest.advanceTimersByTime(0);
    await new Promise(jest.requireActual('timers').setImmediate);
    expect(started).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
});
