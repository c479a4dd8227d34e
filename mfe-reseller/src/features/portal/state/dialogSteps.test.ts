import { licenseKey } from '../testing/fakeResellerServer';
import { dialogReducer, INITIAL_DIALOG_STATE, type DialogState } from './dialogSteps';

/** Spec 001 section 4: the license-key dialog goes create, then e-mail, then done. */
describe('license-key dialog steps', () => {
  const key = licenseKey();
  const email: DialogState = { step: 'email', key };

  it('goes create -> e-mail -> done with the address the key was mailed to', () => {
    const afterCreate = dialogReducer(INITIAL_DIALOG_STATE, { type: 'created', key });
    expect(afterCreate).toEqual(email);
    expect(dialogReducer(afterCreate, { type: 'mailed', to: 'buyer@contoso.example' })).toEqual({ step: 'done', key, mailedTo: 'buyer@contoso.example' });
  });

  it('can skip the e-mail, and start over from done', () => {
    const done = dialogReducer(email, { type: 'skipped' });
    expect(done).toEqual({ step: 'done', key, mailedTo: null });
    expect(dialogReducer(done, { type: 'restart' })).toEqual(INITIAL_DIALOG_STATE);
  });

  it('ignores events out of order (no skipping creation, no going back once a key is spent)', () => {
    expect(dialogReducer(INITIAL_DIALOG_STATE, { type: 'mailed', to: 'a@b' })).toBe(INITIAL_DIALOG_STATE);
    expect(dialogReducer(INITIAL_DIALOG_STATE, { type: 'skipped' })).toBe(INITIAL_DIALOG_STATE);
    expect(dialogReducer(email, { type: 'restart' })).toBe(email);
    expect(dialogReducer(email, { type: 'created', key: licenseKey({ license_key: 'OTHER' }) })).toBe(email);
  });
});
