import {
  AC_FREQUENCY_SUGGESTIONS_HZ,
  COST_LIMITS,
  distanceLimits,
  HUMIDITY_LIMITS,
  isIntegerWithin,
  isValidAcFrequency,
  isValidCost,
  isValidDistance,
  isValidHumidityPct,
  isValidSpecificPower,
  isValidTemperature,
  isValidUtilization,
  isWithin,
  normalizeVoltageKv,
  PD_VOLTAGE_SUGGESTIONS_KV,
  SOURCE_DISTANCE_OPTIONS,
  SPECIFIC_POWER_LIMITS,
  temperatureLimits,
  utilizationLimits,
  type DistanceUnit,
  type Edition,
  type Limits,
  type TemperatureUnit,
  type Utilization,
} from './limits';

describe('isWithin / isIntegerWithin (spec 000 §5 range message)', () => {
  const limits: Limits = { min: 1, max: 10 };
  it.each<[number, boolean, boolean]>([
    [1, true, true],
    [10, true, true],
    [0.999, false, false],
    [10.001, false, false],
    [5.5, true, false],
    [Number.NaN, false, false],
    [Infinity, false, false],
    [-Infinity, false, false],
  ])('%p → within %p, integer within %p', (value, within, integerWithin) => {
    expect(isWithin(limits, value)).toBe(within);
    expect(isIntegerWithin(limits, value)).toBe(integerWithin);
  });
});

describe('distanceLimits (spec 000 §5 Distance)', () => {
  it.each<[DistanceUnit, Limits]>([
    ['METERS', { min: 0.3, max: 500 }],
    ['FEET', { min: 1, max: 1500 }],
  ])('%s → %j', (unit, limits) => {
    expect(distanceLimits(unit)).toEqual(limits);
  });
  it.each<[DistanceUnit, number, boolean]>([
    ['METERS', 0.3, true],
    ['METERS', 0.29, false],
    ['METERS', 500, true],
    ['METERS', 500.01, false],
    ['FEET', 1, true],
    ['FEET', 0.99, false],
    ['FEET', 1500, true],
    ['FEET', 1501, false],
    ['METERS', Infinity, false],
  ])('isValidDistance(%s, %p) → %p', (unit, value, expected) => {
    expect(isValidDistance(unit, value)).toBe(expected);
  });
});

describe('temperatureLimits (spec 000 §5 Temperature)', () => {
  it.each<[TemperatureUnit, Limits]>([
    ['CELSIUS', { min: -273, max: 1000 }],
    ['FAHRENHEIT', { min: -459, max: 1832 }],
  ])('%s → %j', (unit, limits) => {
    expect(temperatureLimits(unit)).toEqual(limits);
  });
  it.each<[TemperatureUnit, number, boolean]>([
    ['CELSIUS', -273, true],
    ['CELSIUS', -273.1, false],
    ['CELSIUS', 1000, true],
    ['CELSIUS', 1000.1, false],
    ['FAHRENHEIT', -459, true],
    ['FAHRENHEIT', -460, false],
    ['FAHRENHEIT', 1832, true],
    ['FAHRENHEIT', 1833, false],
  ])('isValidTemperature(%s, %p) → %p', (unit, value, expected) => {
    expect(isValidTemperature(unit, value)).toBe(expected);
  });
});

describe('utilizationLimits / isValidUtilization (spec 000 §5 Utilization)', () => {
  it.each<[Edition, number]>([
    ['NL', 7],
    ['FLIR', 7],
    ['UE', 365],
  ])('%s: hours 1–24, days 1–%p, weeks 1–52', (edition, maxDays) => {
    expect(utilizationLimits(edition)).toEqual({ hours: { min: 1, max: 24 }, days: { min: 1, max: maxDays }, weeks: { min: 1, max: 52 } });
  });
  it.each<[Edition, Utilization, boolean]>([
    ['NL', { hours: 24, days: 7, weeks: 52 }, true],
    ['NL', { hours: 1, days: 1, weeks: 1 }, true],
    ['NL', { hours: 0, days: 7, weeks: 52 }, false],
    ['NL', { hours: 25, days: 7, weeks: 52 }, false],
    ['NL', { hours: 8.5, days: 5, weeks: 52 }, false],
    ['NL', { hours: 8, days: 8, weeks: 52 }, false],
    ['FLIR', { hours: 8, days: 8, weeks: 52 }, false],
    ['UE', { hours: 8, days: 8, weeks: 1 }, true],
    ['UE', { hours: 24, days: 365, weeks: 1 }, true],
    ['UE', { hours: 24, days: 366, weeks: 1 }, false],
    ['NL', { hours: 8, days: 5, weeks: 53 }, false],
    ['NL', { hours: 8, days: 5, weeks: 0 }, false],
    ['NL', { hours: 8, days: 5, weeks: 2.5 }, false],
    ['NL', { hours: Number.NaN, days: 5, weeks: 52 }, false],
  ])('%s %j → %p', (edition, utilization, expected) => {
    expect(isValidUtilization(edition, utilization)).toBe(expected);
  });
});

describe('humidity, specific power and cost limits (spec 000 §5)', () => {
  it('have the spec values', () => {
    expect(HUMIDITY_LIMITS).toEqual({ min: 0, max: 100 });
    expect(SPECIFIC_POWER_LIMITS).toEqual({ min: 0, max: 1000 });
    expect(COST_LIMITS).toEqual({ min: 0, max: 10000 });
  });
  it.each<[string, (value: number) => boolean, number, boolean]>([
    ['humidity', isValidHumidityPct, 0, true],
    ['humidity', isValidHumidityPct, 100, true],
    ['humidity', isValidHumidityPct, -0.1, false],
    ['humidity', isValidHumidityPct, 100.1, false],
    ['specific power', isValidSpecificPower, 0, true],
    ['specific power', isValidSpecificPower, 1000, true],
    ['specific power', isValidSpecificPower, 1000.5, false],
    ['specific power', isValidSpecificPower, -1, false],
    ['cost', isValidCost, 0, true],
    ['cost', isValidCost, 10000, true],
    ['cost', isValidCost, 10000.01, false],
    ['cost', isValidCost, -0.01, false],
  ])('%s %p → %p', (_name, validate, value, expected) => {
    expect(validate(value)).toBe(expected);
  });
});

describe('isValidAcFrequency (spec 000 §5 AC frequency)', () => {
  it.each<[number, boolean]>([
    [0, true],
    [0.1, false],
    [12.49, false],
    [12.5, true],
    [50, true],
    [60, true],
    [450, true],
    [450.01, false],
    [-50, false],
    [Number.NaN, false],
  ])('%p Hz → %p', (hz, expected) => {
    expect(isValidAcFrequency(hz)).toBe(expected);
  });
  it('suggests 50 and 60 Hz', () => {
    expect(AC_FREQUENCY_SUGGESTIONS_HZ).toEqual([50, 60]);
  });
});

describe('normalizeVoltageKv and suggestions (spec 000 §5 PD voltage)', () => {
  it.each<[number, number]>([
    [-5, 0],
    [-0, 0],
    [0, 0],
    [0.4, 0.4],
    [220, 220],
  ])('%p → %p', (voltage, expected) => {
    expect(Object.is(normalizeVoltageKv(voltage), expected)).toBe(true);
  });
  it('keeps NaN for the caller to reject', () => {
    expect(normalizeVoltageKv(Number.NaN)).toBeNaN();
  });
  it('suggests the spec voltages', () => {
    expect(PD_VOLTAGE_SUGGESTIONS_KV).toEqual([3, 6, 10, 20, 35, 66, 110, 220, 330, 400, 765]);
  });
});

describe('SOURCE_DISTANCE_OPTIONS (spec 000 §5)', () => {
  it.each<[DistanceUnit, number[]]>([
    ['METERS', [0.5, 1, 2, 5, 10, 25, 50]],
    ['FEET', [1, 2, 5, 10, 25, 50, 100, 200]],
  ])('%s → %j, all within the distance limits', (unit, options) => {
    expect(SOURCE_DISTANCE_OPTIONS[unit]).toEqual(options);
    expect(options.every((option) => isValidDistance(unit, option))).toBe(true);
  });
});
