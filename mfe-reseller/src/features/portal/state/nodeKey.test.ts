import { nodeKeyProblem, normalizeNodeKey } from './nodeKey';

/** Spec 001 section 5: four upper-case base32 characters, a hyphen, four more; upper-cased on input. */
describe('normalizeNodeKey (as the person types)', () => {
  it.each([
    ['a', 'A'],
    ['abcd', 'ABCD'],
    ['abcd-', 'ABCD-'],
    ['abcde', 'ABCDE'],
    ['abcd-ef23', 'ABCD-EF23'],
    // Never rewritten beyond case and spaces: what is shown (and sent) is what was typed.
    ['abcdefgh', 'ABCDEFGH'],
    ['ABCD_EFGH', 'ABCD_EFGH'],
    [' abcd-ef23 ', 'ABCD-EF23'],
    ['ABCD-EF23X', 'ABCD-EF23X'],
    ['abc-def23', 'ABC-DEF23'],
    ['', ''],
  ])('%p is shown as %p', (typed, shown) => {
    expect(normalizeNodeKey(typed)).toBe(shown);
  });
});

describe('nodeKeyProblem', () => {
  it.each([
    ['ABCD-EF23', null],
    ['ZZZZ-2345', null],
    ['A2B3-C4D5', null],
    ['', 'required'],
    ['ABCD-EF01', 'characters'],
    ['ABCD-EF89', 'characters'],
    ['ABCD_EF23', 'characters'],
    ['ABCD_EFGH', 'characters'],
    ['ABCDEFGH', 'format'],
    ['ABCD-EF23X', 'format'],
    ['abcd-ef23', 'characters'],
    ['ABCD-EF2', 'format'],
    ['ABCD', 'format'],
    ['ABC-DEF23', 'format'],
    ['ABCDE-F23', 'format'],
    ['ABCD--F23', 'format'],
  ])('%p -> %p', (nodeKey, problem) => {
    expect(nodeKeyProblem(nodeKey)).toBe(problem);
  });

  it('accepts every normalised spelling of a valid key', () => {
    for (const typed of ['abcd-ef23', ' AbCd-eF23 ']) expect(nodeKeyProblem(normalizeNodeKey(typed))).toBeNull();
    // Without its hyphen it is named as such rather than rewritten.
    expect(nodeKeyProblem(normalizeNodeKey('abcdef23'))).toBe('format');
  });
});
