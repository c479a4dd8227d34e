import { mergeTags, normalizeTags, removeTags } from './tags';

const composedE = '\u00e9'; // é as one code point (NFC)
const decomposedE = 'e\u0301'; // e + combining acute (NFD)

describe('normalizeTags (spec 000 §3 NFC tags, §5 split on spaces)', () => {
  it.each<[string | string[], string[]]>([
    ['', []],
    ['   ', []],
    ['pump', ['pump']],
    ['pump valve', ['pump', 'valve']],
    ['  pump \t valve\npipe  ', ['pump', 'valve', 'pipe']],
    ['pump valve pump', ['pump', 'valve']],
    ['b a b c a', ['b', 'a', 'c']], // first-occurrence order
    ['Pump pump', ['Pump', 'pump']], // case-sensitive
    [['a b', 'b c', ''], ['a', 'b', 'c']],
    [[], []],
    [`caf${decomposedE}`, [`caf${composedE}`]],
    [`caf${composedE} caf${decomposedE}`, [`caf${composedE}`]], // duplicates after NFC
  ])('%j → %j', (input, expected) => {
    expect(normalizeTags(input)).toEqual(expected);
  });
});

describe('mergeTags / removeTags (spec 000 §4 Bulk tag)', () => {
  it.each<[string[], string | string[], string[]]>([
    [[], 'a b', ['a', 'b']],
    [['a', 'b'], 'b c', ['a', 'b', 'c']],
    [['a', 'b'], ['c', 'a'], ['a', 'b', 'c']],
    [['x'], '', ['x']],
    [[`caf${composedE}`], `caf${decomposedE}`, [`caf${composedE}`]],
  ])('mergeTags(%j, %j) → %j', (existing, added, expected) => {
    expect(mergeTags(existing, added)).toEqual(expected);
  });

  it.each<[string[], string | string[], string[]]>([
    [['a', 'b', 'c'], 'b', ['a', 'c']],
    [['a', 'b', 'c'], 'c a', ['b']],
    [['a', 'b'], ['z'], ['a', 'b']],
    [[`caf${composedE}`, 'x'], `caf${decomposedE}`, ['x']],
  ])('removeTags(%j, %j) → %j', (existing, removed, expected) => {
    expect(removeTags(existing, removed)).toEqual(expected);
  });

  it('does not mutate its inputs', () => {
    const existing = ['a'];
    mergeTags(existing, 'b');
    removeTags(existing, 'a');
    expect(existing).toEqual(['a']);
  });
});
