import { pdDescriptionKeys, pdRecommendationKeys } from './pdText';

// The server's keys (api-server/src/engine/pdText.ts) to this area's messages.
describe('PD text keys', () => {
  it.each([
    ['pd.description.floating', ['analysis.pdText.description.floating']],
    ['pd.description.positiveNegativeCorona', ['analysis.pdText.description.positiveNegativeCorona']],
    ['pd.description.none', ['analysis.pdText.description.none']],
    ['pd.description.arcing', null],
    ['pd.description', null],
    ['other.description.floating', null],
  ])('description %s', (key, expected) => expect(pdDescriptionKeys(key)).toEqual(expected));

  it.each([
    ['pd.recommendation.surfaceInternal.veryHigh', ['analysis.pdText.action.surfaceInternal', 'analysis.pdText.band.veryHigh']],
    ['pd.recommendation.negativeCorona.low', ['analysis.pdText.action.negativeCorona', 'analysis.pdText.band.low']],
    ['pd.recommendation.none', ['analysis.pdText.action.none']],
    ['pd.recommendation.floating', null],
    ['pd.recommendation.floating.extreme', null],
    ['pd.recommendation.floating.high.extra', null],
  ])('recommendation %s', (key, expected) => expect(pdRecommendationKeys(key)).toEqual(expected));
});
