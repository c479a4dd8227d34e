import { addTags, dynamicRangeBounds, effectiveDynamicRange, fixedDateError, fixedTimestampMs, labelError, latLngErrors, parseLatLng, typeIntoLatLng } from './validation';

describe('detail input rules (spec 000 section 5)', () => {
  it('label: at most 2048 characters', () => {
    expect(labelError('a'.repeat(2048))).toBeNull();
    expect(labelError('a'.repeat(2049))).toBe('label.tooLong');
  });

  it('tags: NFC-normalised, split on spaces, duplicates refused', () => {
    expect(addTags(['pump'], '  valve   flange ')).toEqual({ tags: ['pump', 'valve', 'flange'], error: null });
    // "é" typed as e + combining acute is the same tag as the precomposed one.
    expect(addTags(['caf\u00e9'], 'cafe\u0301 new')).toEqual({ tags: ['caf\u00e9', 'new'], error: null });
    expect(addTags(['pump'], 'pump')).toEqual({ tags: ['pump'], error: 'tags.duplicate' });
    expect(addTags(['pump'], '   ').error).toBe('tags.empty');
    expect(addTags([], 'a a b').tags).toEqual(['a', 'b']);
  });

  it('location: "lat,lng" typed into either field splits into both', () => {
    const empty = { latitude: '', longitude: '' };
    expect(typeIntoLatLng(empty, 'latitude', '52.37, 4.89')).toEqual({ latitude: '52.37', longitude: '4.89' });
    expect(typeIntoLatLng(empty, 'longitude', '-33.9,18.4')).toEqual({ latitude: '-33.9', longitude: '18.4' });
    expect(typeIntoLatLng({ latitude: '1', longitude: '2' }, 'longitude', '3')).toEqual({ latitude: '1', longitude: '3' });
  });

  it('location: latitude -90..90, longitude -180..180, numbers only', () => {
    expect(latLngErrors({ latitude: '90', longitude: '-180' })).toEqual({ latitude: null, longitude: null });
    expect(latLngErrors({ latitude: '90.1', longitude: '180.5' })).toEqual({ latitude: 'location.invalidLatitude', longitude: 'location.invalidLongitude' });
    expect(latLngErrors({ latitude: 'abc', longitude: '' })).toEqual({ latitude: 'location.invalidLatitude', longitude: 'location.invalidLongitude' });
    expect(parseLatLng({ latitude: ' 52.5 ', longitude: '13.4' })).toEqual({ latitude: 52.5, longitude: 13.4 });
    expect(parseLatLng({ latitude: '95', longitude: '13.4' })).toBeNull();
  });

  it('fixed date: not before the creation day, not in the future', () => {
    const created = new Date(2026, 2, 10, 15, 30).getTime();
    const now = new Date(2026, 3, 1, 12, 0).getTime();
    expect(fixedDateError(new Date(2026, 2, 9, 23, 0).getTime(), created, now)).toBe('fixed.beforeCreation');
    expect(fixedDateError(new Date(2026, 2, 10, 0, 0).getTime(), created, now)).toBeNull();
    expect(fixedDateError(new Date(2026, 3, 2).getTime(), created, now)).toBe('fixed.inFuture');
    // A same-day pick is sent as the creation instant, which the server accepts.
    expect(fixedTimestampMs(new Date(2026, 2, 10, 0, 0).getTime(), created)).toBe(created);
  });

  it('dynamic range: default is min + 0.8 of the span, and the slider cannot go below it', () => {
    expect(dynamicRangeBounds(40, 90)).toEqual({ floor: 80, max: 90 });
    expect(effectiveDynamicRange(null, 40, 90)).toBe(80);
    expect(effectiveDynamicRange(60, 40, 90)).toBe(80);
    expect(effectiveDynamicRange(85, 40, 90)).toBe(85);
    expect(effectiveDynamicRange(120, 40, 90)).toBe(90);
  });
});
