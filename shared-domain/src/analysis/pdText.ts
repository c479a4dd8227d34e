/**
 * The server names its PD description and recommendation with stable keys (the api-server's
 * engine/pdText.ts): `pd.description.<type>`, `pd.recommendation.<type>.<band>` (the type's
 * action, then the severity band's) and `pd.recommendation.none`. These map them to the `common`
 * messages that the detail and the PDF both show, so the texts are in the user's language; null
 * for a key this viewer does not know (a newer server), where the server's own text is shown.
 */
const TYPES = ['negativeCorona', 'positiveNegativeCorona', 'floating', 'surfaceInternal'] as const;
const BANDS = ['low', 'medium', 'high', 'veryHigh'] as const;
const isType = (value: string | undefined) => (TYPES as readonly (string | undefined)[]).includes(value);
const isBand = (value: string | undefined) => (BANDS as readonly (string | undefined)[]).includes(value);

export function pdDescriptionKeys(key: string): string[] | null {
  const [scope, kind, type, ...rest] = key.split('.');
  if (scope !== 'pd' || kind !== 'description' || rest.length) return null;
  return isType(type) || type === 'none' ? [`common:pdText.description.${type}`] : null;
}

export function pdRecommendationKeys(key: string): string[] | null {
  const [scope, kind, type, band, ...rest] = key.split('.');
  if (scope !== 'pd' || kind !== 'recommendation' || rest.length) return null;
  if (type === 'none' && band === undefined) return ['common:pdText.action.none'];
  return isType(type) && isBand(band) ? [`common:pdText.action.${type}`, `common:pdText.band.${band}`] : null;
}
