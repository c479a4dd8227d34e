import type { LicenseKey } from 'shared-core';

/** The license-key dialog's steps (spec 001 section 4): create, then e-mail, then done. */
export const DIALOG_STEPS = ['create', 'email', 'done'] as const;
export type DialogStep = (typeof DIALOG_STEPS)[number];

/** Where the dialog is: the key once created, and the address it was mailed to (null: not mailed). */
export type DialogState =
  | { step: 'create' }
  | { step: 'email'; key: LicenseKey }
  | { step: 'done'; key: LicenseKey; mailedTo: string | null };

export type DialogEvent = { type: 'created'; key: LicenseKey } | { type: 'mailed'; to: string } | { type: 'skipped' } | { type: 'restart' };

export const INITIAL_DIALOG_STATE: DialogState = { step: 'create' };

/**
 * The only ways forward: a created key leads to the e-mail step; sending or skipping the e-mail
 * leads to done; from done the person may start over for another key. Any other event is
 * ignored (a late answer after the dialog moved on changes nothing), and there is no way back
 * from the e-mail step to create: the key exists and its remaining key is spent.
 */
export function dialogReducer(state: DialogState, event: DialogEvent): DialogState {
  switch (event.type) {
    case 'created':
      return state.step === 'create' ? { step: 'email', key: event.key } : state;
    case 'mailed':
      return state.step === 'email' ? { step: 'done', key: state.key, mailedTo: event.to } : state;
    case 'skipped':
      return state.step === 'email' ? { step: 'done', key: state.key, mailedTo: null } : state;
    case 'restart':
      return state.step === 'done' ? INITIAL_DIALOG_STATE : state;
  }
}
