import { ApiError, toApiError } from 'shared-core';
import { pairingErrorText } from './pairingError';

// A translate function that shows which key and values were asked for.
const t = (key: string, values: Record<string, string | number>) => (Object.keys(values).length ? `${key} ${JSON.stringify(values)}` : key);

describe('pairing failures (spec 001 section 8)', () => {
  it.each([
    [400, 'invalidToken'],
    [400, 'tokenExpired'],
    [404, 'unknownDevice'],
    [409, 'pairedToAnotherUser'],
    [409, 'alreadyPaired'],
    [429, 'tooManyAttempts'],
  ])('a %i with msg %s shows pairErr{msg}', (status, msg) => {
    expect(pairingErrorText(toApiError('pairStatus', status, { msg, detail: 'server words' }), t)).toBe(`common:errors.pairErr.${msg}`);
  });

  it('an unknown code shows the raw JSON', () => {
    expect(pairingErrorText(toApiError('pairStatus', 400, { msg: 'cameraOnFire', detail: 'Hot' }), t)).toBe('{"detail":"Hot","msg":"cameraOnFire"}');
  });

  it('another status without a code shows the status and the body', () => {
    expect(pairingErrorText(toApiError('pair', 502, { detail: 'Bad gateway' }), t)).toBe(
      'common:errors.requestFailedStatus {"status":502,"body":"{\\"detail\\":\\"Bad gateway\\"}"}',
    );
  });

  it('a network failure is the undefined error', () => {
    expect(pairingErrorText(new ApiError('pair', 0, 'Failed to fetch'), t)).toBe('common:errors.undefinedError');
  });
});
