import { unseenCount } from './unseen';

describe('release-notes badge (spec 000 section 2)', () => {
  const dates = ['2026-09-30', '2026-10-20', '2026-11-15'];
  it.each([
    [null, 3],
    ['2026-10-20', 1],
    ['2026-11-15', 0],
    ['2027-01-01', 0],
  ])('last seen %s -> %i unseen', (lastSeen, expected) => {
    expect(unseenCount(dates, lastSeen)).toBe(expected);
  });
});
