import { ApiError, NO_VIDEO_CODE, type VideoMov } from 'shared-core';

/** Video readiness as the viewer shows it (spec 000 section 4), plus a failed request. */
export type VideoReadiness = 'loading' | 'noVideo' | 'preparingVideo' | 'conversionNeeded' | 'ready' | 'error';

/**
 * Maps the readiness call's state to what the video area shows: pending -> loading; a 404 with
 * code 1010 -> noVideo; the server's preparing / conversionNeeded / ready as such; any other
 * failure -> error.
 */
export function readinessOf(state: { isPending: boolean; error: unknown; data: VideoMov | undefined }): VideoReadiness {
  if (state.error) return state.error instanceof ApiError && state.error.code === NO_VIDEO_CODE ? 'noVideo' : 'error';
  if (state.isPending || !state.data) return 'loading';
  switch (state.data.status) {
    case 'preparing':
      return 'preparingVideo';
    case 'conversionNeeded':
      return 'conversionNeeded';
    default:
      return 'ready';
  }
}
