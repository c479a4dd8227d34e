import { DEFAULT_CUSTOMISATION, loadCustomisation, parseCustomisation, saveCustomisation } from './customisation';

describe('customisation', () => {
  beforeEach(() => localStorage.clear());

  it('is remembered per user', () => {
    saveCustomisation(7, { ...DEFAULT_CUSTOMISATION, titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 });
    expect(loadCustomisation(7)).toMatchObject({ titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 });
    expect(loadCustomisation(8)).toEqual(DEFAULT_CUSTOMISATION);
    expect(loadCustomisation(undefined)).toEqual(DEFAULT_CUSTOMISATION);
  });

  it('keeps only well-formed stored fields', () => {
    localStorage.setItem('reports.customisation.7', '{not json');
    expect(loadCustomisation(7)).toEqual(DEFAULT_CUSTOMISATION);
    expect(parseCustomisation({ logoSize: 9, titleText: 5, headerText: 'x'.repeat(600), fixedSummary: 'yes' })).toEqual({ ...DEFAULT_CUSTOMISATION, headerText: 'x'.repeat(500) });
  });
});
