import * as analysis from './index';

describe('analysis public surface (spec 000 §3, §4, §5, §9; spec 001 §5, §9)', () => {
  it.each([
    'severityBand', 'isSeverePd', 'formatLeakSize', 'lpmToCfm', 'cfmToLpm', 'celsiusToFahrenheit', 'fahrenheitToCelsius',
    'metresToFeet', 'feetToMetres', 'kelvinToCelsius', 'celsiusToKelvin', 'massFlowKgPerYear', 'defaultDynamicRange',
    'roundAnalysisTime', 'isLeakReported', 'allowedGases', 'analysisKindFor', 'filterTypeFor', 'disabledFilterGroups',
    'isWithin', 'distanceLimits', 'temperatureLimits', 'utilizationLimits', 'isValidUtilization', 'isValidAcFrequency',
    'normalizeVoltageKv', 'isValidNodeKey', 'isValidPairing', 'isValidEmail', 'normalizeTags', 'mergeTags', 'yearlyHours',
    'leakCostPerYear', 'specificPowerDefault', 'currencySymbol', 'formatDate', 'durationMmSsToSeconds',
  ] as const)('exports function %s', (name) => {
    expect(typeof analysis[name]).toBe('function');
  });

  it.each([
    'GAS_TYPES', 'HUMIDITY_LIMITS', 'SPECIFIC_POWER_LIMITS', 'COST_LIMITS', 'PD_VOLTAGE_SUGGESTIONS_KV',
    'AC_FREQUENCY_SUGGESTIONS_HZ', 'SOURCE_DISTANCE_OPTIONS', 'LPM_TO_CFM_COST_RATIO', 'DEFAULT_SPECIFIC_POWER', 'UNIT_CODES',
  ] as const)('exports data %s', (name) => {
    expect(analysis[name]).toBeDefined();
  });
});
