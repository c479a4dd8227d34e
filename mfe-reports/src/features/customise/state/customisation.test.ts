import { clearLocalCustomisation, DEFAULT_CUSTOMISATION, isDefaultCustomisation, parseCustomisation, readLocalCustomisation } from './customisation';

describe("the browser's old copy of the customisation", () => {
  beforeEach(() => localStorage.clear());

  it('is read per user, and is null when there is none', () => {
    localStorage.setItem('reports.customisation.7', JSON.stringify({ ...DEFAULT_CUSTOMISATION, titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 }));
    expect(readLocalCustomisation(7)).toMatchObject({ titleText: 'Hall 3 survey', logo: 'img-1', logoSize: 3 });
    expect(readLocalCustomisation(8)).toBeNull();
    clearLocalCustomisation(7);
    expect(readLocalCustomisation(7)).toBeNull();
  });

  it('keeps only well-formed stored fields', () => {
    localStorage.setItem('reports.customisation.7', '{not json');
    expect(readLocalCustomisation(7)).toEqual(DEFAULT_CUSTOMISATION);
    expect(parseCustomisation({ logoSize: 9, titleText: 5, headerText: 'x'.repeat(600), fixedSummary: 'yes' })).toEqual({ ...DEFAULT_CUSTOMISATION, headerText: 'x'.repeat(500) });
  });

  it('tells the defaults apart from a saved customisation', () => {
    expect(isDefaultCustomisation({ ...DEFAULT_CUSTOMISATION })).toBe(true);
    expect(isDefaultCustomisation({ ...DEFAULT_CUSTOMISATION, fixedSummary: true })).toBe(false);
  });
});
