import { dayOfYear, sunTimes } from './solar';
import { syntheticWeather } from './weather';

describe('solar', () => {
  it('counts days of the year', () => {
    expect(dayOfYear(new Date('2024-01-01T12:00:00Z'))).toBe(1);
    expect(dayOfYear(new Date('2024-12-31T00:00:00Z'))).toBe(366);
  });

  it('puts sunrise and sunset near 06:00 / 18:00 at the equinox on the equator, and handles polar day and night', () => {
    const sun = sunTimes(0, 0, 80);
    expect(sun.sunriseUtcMin! / 60).toBeCloseTo(6, 0);
    expect(sun.sunsetUtcMin! / 60).toBeCloseTo(18.1, 0);
    expect(sunTimes(78, 15, 172).polar).toBe('day');
    expect(sunTimes(78, 15, 355).polar).toBe('night');
  });
});

describe('syntheticWeather', () => {
  const helsinkiSummer = { latitude: 60.17, longitude: 24.94, date: '2024-06-21' };

  it('gives 24 hourly temperatures in °C and °F with consistent summary values', () => {
    const w = syntheticWeather(helsinkiSummer);
    expect(w.hourly).toHaveLength(24);
    expect(w.hourly[0]!.time).toBe('00:00');
    for (const h of w.hourly) expect(h.tempF).toBeCloseTo(h.tempC * 1.8 + 32, 0);
    expect(w.minTempC).toBeLessThanOrEqual(w.averageTempC);
    expect(w.maxTempC).toBeGreaterThanOrEqual(w.averageTempC);
    expect(w.maxTempC).toBe(w.hourly[15]!.tempC);
  });

  it('is plausible: Helsinki midsummer mild with long days, midwinter cold with short days', () => {
    const summer = syntheticWeather(helsinkiSummer);
    const winter = syntheticWeather({ ...helsinkiSummer, date: '2024-01-15' });
    expect(summer.averageTempC).toBeGreaterThan(8);
    expect(summer.averageTempC).toBeLessThan(25);
    expect(winter.averageTempC).toBeLessThan(summer.averageTempC - 8);
    // Helsinki 21 June: sunrise ≈ 03:54, sunset ≈ 22:50 EEST (= 02:54 / 21:50 in UTC+2).
    expect(summer.utcOffsetH).toBe(2);
    expect(summer.astronomy.sunrise).toMatch(/^0[23]:/);
    expect(summer.astronomy.sunset).toMatch(/^2[12]:/);
    expect(summer.uvIndex).toBeGreaterThan(winter.uvIndex);
  });

  it('is deterministic and accepts date-times', () => {
    expect(syntheticWeather(helsinkiSummer)).toEqual(syntheticWeather({ ...helsinkiSummer, date: '2024-06-21T16:30:00Z' }));
    expect(syntheticWeather(helsinkiSummer)).not.toEqual(syntheticWeather({ ...helsinkiSummer, date: '2024-06-22' }));
    expect(() => syntheticWeather({ ...helsinkiSummer, date: 'nope' })).toThrow(/invalid date/);
  });
});
