import { airAbsorptionDbPerM } from './airAbsorption';

describe('airAbsorptionDbPerM (ISO 9613-1)', () => {
  // ISO 9613-1 values, computed at 20 °C and 101.325 kPa.
  it.each([
    [20_000, 20, 0.51],
    [20_000, 50, 0.52],
    [20_000, 80, 0.38],
    [30_000, 20, 0.65],
    [30_000, 50, 0.94],
    [30_000, 80, 0.78],
    [40_000, 20, 0.78],
    [40_000, 50, 1.32],
    [40_000, 80, 1.23],
  ])('%i Hz at %i %% RH gives %f dB/m', (frequencyHz, humidityPct, expected) => {
    expect(airAbsorptionDbPerM(frequencyHz, 20, humidityPct)).toBeCloseTo(expected, 2);
  });

  it('matches the ISO 9613-1 table value at 1 kHz, 20 °C, 70 % RH (about 4.9 dB/km)', () => {
    expect(airAbsorptionDbPerM(1000, 20, 70) * 1000).toBeCloseTo(4.9, 0);
  });
});
