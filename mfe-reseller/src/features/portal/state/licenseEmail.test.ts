import { isLicenseEmailValid, licenseEmailProblems } from './licenseEmail';

/** Spec 001 section 5: the address is non-empty and contains an at-sign; the content is non-empty. */
describe('license e-mail rules', () => {
  it.each([
    [{ email: 'buyer@contoso.example', content: 'Your key' }, {}],
    [{ email: ' buyer@contoso.example ', content: 'Your key' }, {}],
    [{ email: 'a@b', content: 'x' }, {}],
    [{ email: '', content: 'Your key' }, { email: 'required' }],
    [{ email: '   ', content: 'Your key' }, { email: 'required' }],
    [{ email: 'buyer.contoso.example', content: 'Your key' }, { email: 'atSign' }],
    [{ email: 'buyer@contoso.example', content: '' }, { content: 'required' }],
    [{ email: 'buyer@contoso.example', content: ' \n\t ' }, { content: 'required' }],
    [{ email: '', content: '' }, { email: 'required', content: 'required' }],
  ])('%p -> %p', (mail, problems) => {
    expect(licenseEmailProblems(mail)).toEqual(problems);
    expect(isLicenseEmailValid(mail)).toBe(Object.keys(problems).length === 0);
  });
});
