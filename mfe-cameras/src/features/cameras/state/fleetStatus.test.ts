import { FLEET_UPDATE_STATUSES } from 'shared-core';
import { fleetView } from './fleetStatus';

describe('fleet update status mapping (spec 001 section 4)', () => {
  it.each([
    ['VALIDATING', 'inProgress'],
    ['SUBMITTED', 'inProgress'],
    ['STARTING', 'inProgress'],
    ['RUNNING', 'inProgress'],
    ['RUNNABLE', 'inProgress'],
    ['FAILED', 'failed'],
    ['ABORTED', 'failed'],
    ['SUCCEEDED', 'ready'],
    ['PASSED', 'ready'],
  ])('%s is %s', (status, view) => {
    expect(fleetView(status)).toBe(view);
  });

  it('covers every status of the live schema', () => {
    expect(FLEET_UPDATE_STATUSES.map(fleetView).sort()).toEqual(
      ['failed', 'failed', 'inProgress', 'inProgress', 'inProgress', 'inProgress', 'inProgress', 'ready', 'ready'].sort(),
    );
  });

  it('treats an unknown word as not ended', () => {
    expect(fleetView('QUEUED')).toBe('inProgress');
  });
});
