import { ApiError, type VideoMov } from 'shared-core';
import { readinessOf } from './videoReadiness';

const mov = (status: VideoMov['status']): VideoMov => ({ status, videoType: 'continuous', durationS: 12, frames: 100, taskId: null });

describe('video readiness (spec 000 section 4)', () => {
  it.each([
    [{ isPending: true, error: null, data: undefined }, 'loading'],
    [{ isPending: false, error: new ApiError('videoMov', 404, 'No video', {}, '1010'), data: undefined }, 'noVideo'],
    [{ isPending: false, error: new ApiError('videoMov', 404, 'Not found'), data: undefined }, 'error'],
    [{ isPending: false, error: new ApiError('videoMov', 500, 'Boom'), data: undefined }, 'error'],
    [{ isPending: false, error: null, data: mov('preparing') }, 'preparingVideo'],
    [{ isPending: false, error: null, data: mov('conversionNeeded') }, 'conversionNeeded'],
    [{ isPending: false, error: null, data: mov('ready') }, 'ready'],
  ])('%o -> %s', (state, expected) => {
    expect(readinessOf(state)).toBe(expected);
  });
});
