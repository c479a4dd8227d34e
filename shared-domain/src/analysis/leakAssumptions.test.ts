import { leakCo2ePerYear } from './co2e';
import { ANALYSIS_VERSION } from './constants';
import { leakAssumptionColumns, leakAssumptions, leakRowCo2e, NO_LEAK_ASSUMPTION_COLUMNS, specificPowerIn } from './leakAssumptions';
import { leakFigures } from './leakFigures';

describe('leak assumptions', () => {
  it("takes a snapshot's stored inputs, the shared defaults where one is missing, and the customer's CO2 factor", () => {
    expect(leakAssumptions({ specific_power: 9.6, utilization: { current_util_hours: 16, current_util_days: 5, current_util_weeks: 50 } }, 0.4)).toEqual({
      specificPowerKwPer1000Lpm: 9.6,
      utilization: { hours: 16, days: 5, weeks: 50 },
      co2KgPerKwh: 0.4,
      modelVersion: ANALYSIS_VERSION,
    });
    expect(leakAssumptions({ specific_power: Number.NaN, utilization: null }, -1)).toMatchObject({ specificPowerKwPer1000Lpm: 11.7, utilization: { hours: 24, days: 7, weeks: 52 }, co2KgPerKwh: 0 });
  });

  it('gives a CFM user the specific power per 100 cfm (11.7 per 1000 l/min is 33 per 100 cfm)', () => {
    expect(specificPowerIn({ specificPowerKwPer1000Lpm: 11.7 }, 'cfm')).toBeCloseTo(33, 1);
    expect(leakAssumptionColumns(leakAssumptions({}, 0.4), 'cfm', 12.5)).toEqual({
      co2eKg: 12.5, specificPower: 33, hoursPerDay: 24, daysPerWeek: 7, weeksPerYear: 52, co2KgPerKwh: 0.4, referenceConditions: '0 °C, 101325 Pa', modelVersion: ANALYSIS_VERSION,
    });
    expect(Object.values(NO_LEAK_ASSUMPTION_COLUMNS).every((value) => value === null)).toBe(true);
  });

  it('computes a leak’s CO2e to the gram, from the flow at the precision the server stores', () => {
    const assumed = leakAssumptions({ specific_power: 9.6, utilization: { current_util_hours: 16, current_util_days: 5, current_util_weeks: 50 } }, 0.4);
    const exact = leakCo2ePerYear({ leakLpm: 12.3456, gas: 'METHANE', co2KgPerKwh: 0.4, utilization: { hours: 16, days: 5, weeks: 50 }, specificPowerKwPer1000Lpm: 9.6 }).totalKgCo2e;
    expect(leakRowCo2e(12.3456, 'METHANE', assumed)).toBe(Math.round(exact * 1000) / 1000);
    // A fresh analysis (full precision) and the stored row (4 decimals) give the same figure.
    expect(leakRowCo2e(12.345649, 'METHANE', assumed)).toBe(leakRowCo2e(12.3456, 'METHANE', assumed));
  });

  it('adds the per-leak CO2e as printed: the total is the sum of the rows to the gram', () => {
    const rows = [0.0004, 0.0004, 0.0004].map((co2e) => ({ reported: true, costPerYear: 1, currency: 'EUR', co2eKgPerYear: co2e, fixed: false }));
    // Each row prints 0 kg (to the gram); the total is the sum of what was printed.
    expect(leakFigures(rows).co2eKgPerYear).toBe(0);
  });
});
