import { isValidEmail, isValidNodeKey, isValidPairing, type PairingInput } from './validation';

describe('isValidNodeKey (spec 001 §5 Reseller license key)', () => {
  it.each<[string, boolean]>([
    ['ABCD-EFGH', true],
    ['AB2C-7XYZ', true],
    ['2345-6777', true],
    ['abcd-efgh', false], // upper case only
    ['AB1C-EFGH', false], // 1 is not base32
    ['AB8C-EFGH', false], // 8 is not base32
    ['AB0C-EFGH', false],
    ['ABCD-EFG1', false], // second group checked too
    ['ABCD-EFG8', false],
    ['ABCD-efgh', false],
    ['ABCDEFGH', false],
    ['ABC-EFGHI', false],
    ['ABCDE-FGHI', false],
    [' ABCD-EFGH', false],
    ['ABCD-EFGH ', false],
    ['ABCD-EFGH-IJKL', false],
    ['', false],
  ])('%p → %p', (text, expected) => {
    expect(isValidNodeKey(text)).toBe(expected);
  });
});

describe('isValidPairing (spec 000 §5 Pairing, spec 001 §9)', () => {
  const token13 = '1234567890123';
  it.each<[PairingInput, boolean]>([
    [{ serial: 'ABC', token: token13 }, true],
    [{ serial: 'AB', token: token13 }, false],
    [{ serial: '1234567890', token: token13 }, true],
    [{ serial: '12345678901', token: token13 }, false],
    [{ serial: '  ABC  ', token: ` ${token13} ` }, true], // trimmed
    [{ serial: ' AB ', token: token13 }, false],
    [{ serial: 'ABC', token: '123456789012' }, false],
    [{ serial: 'ABC', token: '12345678901234' }, false],
    [{ serial: '', token: '' }, false],
  ])('%j → %p', (input, expected) => {
    expect(isValidPairing(input)).toBe(expected);
  });
});

describe('isValidEmail (spec 000 §5 Register, spec 001 §5 Organization invite)', () => {
  it.each<[string, boolean]>([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['a@b.c', true],
    ['userexample.com', false],
    ['user@example', false],
    ['user@@example.com', false],
    ['user @example.com', false],
    ['@example.com', false],
    ['user@.com', false],
    [' user@example.com', false],
    ['', false],
  ])('%p → %p', (text, expected) => {
    expect(isValidEmail(text)).toBe(expected);
  });
});
