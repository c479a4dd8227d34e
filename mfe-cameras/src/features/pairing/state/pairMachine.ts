import type { CANNOT_PAIR_REASONS, PairStatus } from 'shared-core';

/** What step one found (spec 001 section 4): not paired, already paired, cannot pair. */
export type PairOutcome = 'notPaired' | 'alreadyPaired' | 'cannotPair';
export type CannotPairReason = (typeof CANNOT_PAIR_REASONS)[number];

/**
 * The pairing dialog's steps (spec 001 section 4): step one checks the camera's status, step
 * two shows the outcome (and pairs a camera that is not paired), then done. `busy` while a call
 * runs; `error` is the text of the last failure, shown in the step it happened in.
 */
export type PairState =
  | { step: 'check'; busy: boolean; error: string | null }
  | { step: 'outcome'; outcome: PairOutcome; reason: CannotPairReason | null; busy: boolean; error: string | null }
  | { step: 'done'; serial: string };

export type PairEvent =
  | { type: 'submit' }
  | { type: 'status'; status: PairStatus }
  | { type: 'failed'; error: string }
  | { type: 'paired'; serial: string }
  | { type: 'back' }
  | { type: 'reset' };

export const initialPairState: PairState = { step: 'check', busy: false, error: null };

/** Step two's outcome of a pair/status/ answer. */
export function outcomeOf(status: PairStatus): PairOutcome {
  if (status.isPaired) return 'alreadyPaired';
  return status.canPair ? 'notPaired' : 'cannotPair';
}

/** Index of the state in the dialog's three-step indicator. */
export function stepIndex(state: PairState): 0 | 1 | 2 {
  return state.step === 'check' ? 0 : state.step === 'outcome' ? 1 : 2;
}

/** The next state; events that do not apply to the current step leave it as it is. */
export function pairReducer(state: PairState, event: PairEvent): PairState {
  switch (event.type) {
    case 'reset':
      return initialPairState;
    case 'submit':
      if (state.step === 'check') return { ...state, busy: true, error: null };
      if (state.step === 'outcome' && state.outcome === 'notPaired') return { ...state, busy: true, error: null };
      return state;
    case 'status':
      if (state.step !== 'check' || !state.busy) return state;
      return { step: 'outcome', outcome: outcomeOf(event.status), reason: event.status.reason ?? null, busy: false, error: null };
    case 'failed':
      if (state.step === 'done') return state;
      return { ...state, busy: false, error: event.error };
    case 'paired':
      if (state.step !== 'outcome' || state.outcome !== 'notPaired') return state;
      return { step: 'done', serial: event.serial };
    case 'back':
      return state.step === 'outcome' && !state.busy ? initialPairState : state;
  }
}
