import { normalToken, serialError, tokenError, validatePairFields } from './pairForm';

describe('pairing form validation (spec 001 sections 5 and 9)', () => {
  it.each([
    ['', 'pairReqSerial'],
    ['   ', 'pairReqSerial'],
    ['NL', 'pairErrSerial'],
    ['NLC', null],
    ['NLC21050', null],
    [' NLC21050 ', null],
    ['NLC2105012', null],
    ['NLC21050123', 'pairErrSerial'],
  ])('serial %j -> %s', (serial, expected) => {
    expect(serialError(serial)).toBe(expected);
  });

  it.each([
    ['', 'pairReqToken'],
    ['ABCDEFG12345', 'pairErrSecretCode'],
    ['ABCDEFG123456', null],
    ['ABCDEFG 123456', null],
    ['ABCDEFG1234567', 'pairErrSecretCode'],
  ])('token %j -> %s', (token, expected) => {
    expect(tokenError(token)).toBe(expected);
  });

  it('reports both fields at once, and nothing for a valid form', () => {
    expect(validatePairFields({ serial: '', token: 'x' })).toEqual({ serial: 'pairReqSerial', token: 'pairErrSecretCode' });
    expect(validatePairFields({ serial: 'NLC21050', token: 'abcdefg123456' })).toEqual({});
  });

  it('sends the token without the space between code and digits', () => {
    expect(normalToken(' ABCDEFG 123456 ')).toBe('ABCDEFG123456');
  });
});
