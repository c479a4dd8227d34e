import { makeToken } from '../testing/makeToken';
import { parseClaims, secondsToExpiry } from './claims';

describe('token claims (spec 000 section 3, user claims)', () => {
  const claims = { user_id: 7, username: 'reseller', email: 'r@example.com', is_reseller: true, is_resellermanager: true, is_staff: false, is_demo: false, exp: 2_000_000_000 };

  it('reads every claim of the spec', () => {
    expect(parseClaims(makeToken(claims))).toEqual(claims);
  });

  it.each([['null', null], ['not a JWT', 'abc'], ['bad base64', 'a.%%%.c'], ['missing exp', makeToken({ user_id: 1, username: 'x' })]])(
    'returns null for %s',
    (_name, token) => {
      expect(parseClaims(token)).toBeNull();
    },
  );

  it('counts seconds to expiry', () => {
    expect(secondsToExpiry(makeToken(claims), 1_999_999_970_000)).toBeCloseTo(30);
    expect(secondsToExpiry('garbage')).toBe(Number.NEGATIVE_INFINITY);
  });
});
