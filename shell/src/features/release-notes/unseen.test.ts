import { lastSeenReleaseNote, markReleaseNotesSeen, unseenCount } from './unseen';

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

describe('release-notes memory where storage is blocked', () => {
  it('remembers the newest note seen, and neither reads nor writes throw when storage is refused', () => {
    markReleaseNotesSeen('2026-11-15');
    expect(lastSeenReleaseNote()).toBe('2026-11-15');
    const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(lastSeenReleaseNote()).toBeNull();
      expect(() => markReleaseNotesSeen('2026-12-01')).not.toThrow();
    } finally {
      Object.defineProperty(window, 'localStorage', descriptor);
    }
  });
});
