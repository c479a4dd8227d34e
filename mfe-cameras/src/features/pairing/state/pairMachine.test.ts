import { initialPairState, outcomeOf, pairReducer, stepIndex, type PairEvent, type PairState } from './pairMachine';

const run = (events: PairEvent[], from: PairState = initialPairState) => events.reduce(pairReducer, from);

describe('pairing steps (spec 001 section 4)', () => {
  it.each([
    [{ isPaired: false, canPair: true }, 'notPaired'],
    [{ isPaired: true, canPair: false }, 'alreadyPaired'],
    [{ isPaired: false, canPair: false, reason: 'pairedToAnotherUser' as const }, 'cannotPair'],
  ])('step one answer %j leads to %s', (status, outcome) => {
    expect(outcomeOf(status)).toBe(outcome);
    expect(run([{ type: 'submit' }, { type: 'status', status }])).toMatchObject({ step: 'outcome', outcome, busy: false });
  });

  it('goes check -> not paired -> done', () => {
    const checking = run([{ type: 'submit' }]);
    expect(checking).toEqual({ step: 'check', busy: true, error: null });
    const outcome = run([{ type: 'status', status: { isPaired: false, canPair: true } }], checking);
    expect(stepIndex(outcome)).toBe(1);
    const pairing = run([{ type: 'submit' }], outcome);
    expect(pairing).toMatchObject({ busy: true });
    const done = run([{ type: 'paired', serial: 'NLC21050' }], pairing);
    expect(done).toEqual({ step: 'done', serial: 'NLC21050' });
    expect(stepIndex(done)).toBe(2);
  });

  it('keeps the step and shows the failure where it happened', () => {
    expect(run([{ type: 'submit' }, { type: 'failed', error: 'The pairing code is wrong.' }])).toEqual({
      step: 'check',
      busy: false,
      error: 'The pairing code is wrong.',
    });
    const outcome = run([{ type: 'submit' }, { type: 'status', status: { isPaired: false, canPair: true } }]);
    expect(run([{ type: 'submit' }, { type: 'failed', error: 'x' }], outcome)).toMatchObject({ step: 'outcome', outcome: 'notPaired', error: 'x' });
  });

  it('does not pair a camera whose outcome is not "not paired"', () => {
    const already = run([{ type: 'submit' }, { type: 'status', status: { isPaired: true, canPair: false } }]);
    expect(run([{ type: 'submit' }], already)).toBe(already);
    expect(run([{ type: 'paired', serial: 'X' }], already)).toBe(already);
  });

  it('ignores a late status answer after going back, and back returns to step one', () => {
    const outcome = run([{ type: 'submit' }, { type: 'status', status: { isPaired: false, canPair: true } }]);
    const back = run([{ type: 'back' }], outcome);
    expect(back).toEqual(initialPairState);
    expect(run([{ type: 'status', status: { isPaired: true, canPair: false } }], back)).toBe(back);
    expect(run([{ type: 'reset' }], { step: 'done', serial: 'A' })).toEqual(initialPairState);
  });
});
