import { celsiusToFahrenheit, celsiusToKelvin, cfmToLpm, fahrenheitToCelsius, feetToMetres, kelvinToCelsius, lpmToCfm, metresToFeet } from './units';

describe('unit conversions (spec 000 §9 Conversions)', () => {
  it.each<[string, (x: number) => number, number, number]>([
    ['lpmToCfm 1', lpmToCfm, 1, 0.0353147],
    ['lpmToCfm 100', lpmToCfm, 100, 3.53147],
    ['cfmToLpm 0.0353147', cfmToLpm, 0.0353147, 1],
    ['cfmToLpm 1', cfmToLpm, 1, 28.316813],
    ['celsiusToFahrenheit 0', celsiusToFahrenheit, 0, 32],
    ['celsiusToFahrenheit 100', celsiusToFahrenheit, 100, 212],
    ['celsiusToFahrenheit -40', celsiusToFahrenheit, -40, -40],
    ['celsiusToFahrenheit 20', celsiusToFahrenheit, 20, 68],
    ['fahrenheitToCelsius 212', fahrenheitToCelsius, 212, 100],
    ['fahrenheitToCelsius 32', fahrenheitToCelsius, 32, 0],
    ['fahrenheitToCelsius 1832', fahrenheitToCelsius, 1832, 1000],
    ['metresToFeet 1', metresToFeet, 1, 3.28084],
    ['metresToFeet 500', metresToFeet, 500, 1640.42],
    ['feetToMetres 3.28084', feetToMetres, 3.28084, 1],
    ['feetToMetres 1500', feetToMetres, 1500, 457.2000],
    ['kelvinToCelsius 273.15', kelvinToCelsius, 273.15, 0],
    ['kelvinToCelsius 293.15', kelvinToCelsius, 293.15, 20],
    ['kelvinToCelsius 0', kelvinToCelsius, 0, -273.15],
    ['celsiusToKelvin 20', celsiusToKelvin, 20, 293.15],
    ['celsiusToKelvin -273.15', celsiusToKelvin, -273.15, 0],
  ])('%s', (_name, convert, input, expected) => {
    expect(convert(input)).toBeCloseTo(expected, 3);
  });

  it.each<[string, (x: number) => number, (x: number) => number]>([
    ['lpm/cfm', lpmToCfm, cfmToLpm],
    ['C/F', celsiusToFahrenheit, fahrenheitToCelsius],
    ['m/ft', metresToFeet, feetToMetres],
    ['C/K', celsiusToKelvin, kelvinToCelsius],
  ])('%s round-trips', (_name, forward, back) => {
    for (const value of [-12.5, 0, 0.3, 7, 1234.5]) expect(back(forward(value))).toBeCloseTo(value, 9);
  });

  it('propagates NaN and Infinity', () => {
    expect(lpmToCfm(Number.NaN)).toBeNaN();
    expect(metresToFeet(Infinity)).toBe(Infinity);
  });
});
