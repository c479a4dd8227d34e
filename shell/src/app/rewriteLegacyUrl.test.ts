import { legacyToHash } from './rewriteLegacyUrl';

describe('old-style URLs are rewritten to the hash form (spec 000 section 2)', () => {
  it.each<[string, string, string | null]>([
    ['/', '', null],
    ['/', '#/cameras', null],
    ['/index.html', '#/', null],
    ['/download', '#/', '/#/download'],
    ['/download', '', '/#/download'],
    ['/shared/reports', '#/3f2a', '/#/shared/reports/3f2a'],
    ['/shared/reports/3f2a', '', '/#/shared/reports/3f2a'],
  ])('%s%s -> %s', (pathname, hash, expected) => {
    expect(legacyToHash(pathname, hash)).toBe(expected);
  });
});
