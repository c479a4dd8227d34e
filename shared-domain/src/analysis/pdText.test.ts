import { pdDescriptionKeys, pdRecommendationKeys } from './pdText';

// The server's keys (api-server/src/engine/pdText.ts) to the common messages.
describe('PD text keys', () => {
  it.each([
    ['pd.description.floating', ['common:pdText.description.floating']],
    ['pd.description.positiveNegativeCorona', ['common:pdText.description.positiveNegativeCorona']],
    ['pd.description.none', ['common:pdText.description.none']],
    ['pd.description.arcing', null],
    ['pd.description', null],
    ['other.description.floating', null],
  ])('description %s', (key, expected) => expect(pdDescriptionKeys(key)).toEqual(expected));

  it.each([
    ['pd.recommendation.surfaceInternal.veryHigh', ['common:pdText.action.surfaceInternal', 'common:pdText.band.veryHigh']],
    ['pd.recommendation.negativeCorona.low', ['common:pdText.action.negativeCorona', 'common:pdText.band.low']],
    ['pd.recommendation.none', ['common:pdText.action.none']],
    ['pd.recommendation.floating', null],
    ['pd.recommendation.floating.extreme', null],
    ['pd.recommendation.floating.high.extra', null],
  ])('recommendation %s', (key, expected) => expect(pdRecommendationKeys(key)).toEqual(expected));
});
