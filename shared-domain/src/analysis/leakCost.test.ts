import { DEFAULT_UTILIZATION_UE, LPM_TO_CFM_COST_RATIO } from './constants';
import { COST_MODE_VALUES, leakCostPerYear, parseCostMode, specificPowerCfmToLpm, specificPowerDefault, yearlyHours, type CostMode, type LeakCost, type LeakCostInput } from './leakCost';
import type { Utilization } from './limits';

const AIR_DENSITY = 1.2922833656; // 101325 × 0.0289652 / (8.314462618 × 273.15)
const HELIUM_DENSITY = 0.17857612; // 101325 × 0.0040026 / (8.314462618 × 273.15)

describe('yearlyHours (spec 000 §3 utilization, §9 defaults)', () => {
  it.each<[Utilization, number]>([
    [{ hours: 24, days: 7, weeks: 52 }, 8736],
    [{ hours: 24, days: 365, weeks: 1 }, 8760],
    [{ hours: 8, days: 5, weeks: 48 }, 1920],
    [{ hours: 1, days: 1, weeks: 1 }, 1],
  ])('%j → %p h', (utilization, hours) => {
    expect(yearlyHours(utilization)).toBe(hours);
  });
  it('UE default gives a full year', () => {
    expect(yearlyHours(DEFAULT_UTILIZATION_UE)).toBe(8760);
  });
});

describe('specificPowerDefault / specificPowerCfmToLpm (spec 000 §9)', () => {
  it.each<['lpm' | 'cfm', number]>([
    ['lpm', 11.7],
    ['cfm', 33],
  ])('%s → %p', (unit, value) => {
    expect(specificPowerDefault(unit)).toBe(value);
  });
  it('the CFM default converts to the LPM default (same efficiency)', () => {
    expect(specificPowerCfmToLpm(33)).toBeCloseTo(11.7, 4);
    expect(11.7 / 33).toBeCloseTo(LPM_TO_CFM_COST_RATIO, 6);
  });
  it('the ratio is within 0.5 % of the pure volume ratio (1000 l/min vs 100 cfm)', () => {
    expect(Math.abs(LPM_TO_CFM_COST_RATIO / 0.353147 - 1)).toBeLessThan(0.005);
  });
});

describe('parseCostMode (spec 000 §3 cost_mode: off, volume, mass, else energy)', () => {
  it.each<[string | null | undefined, CostMode]>([
    ['off', 'off'],
    ['volume', 'volume'],
    ['mass', 'mass'],
    ['energy', 'energy'],
    [' MASS ', 'mass'],
    ['', 'energy'],
    [null, 'energy'],
    [undefined, 'energy'],
    ['weird', 'energy'],
  ])('%p → %p', (raw, mode) => {
    expect(parseCostMode(raw)).toBe(mode);
  });
  it('lists all four modes', () => {
    expect(COST_MODE_VALUES).toEqual(['energy', 'volume', 'mass', 'off']);
  });
});

describe('leakCostPerYear (spec 000 §1, §3 cost_mode, §9) against hand calculations', () => {
  const week = { hours: 24, days: 7, weeks: 52 }; // 8736 h
  const shift = { hours: 8, days: 5, weeks: 50 }; // 2000 h

  it.each<[string, LeakCostInput, LeakCost]>([
    // energy: kWh = lpm × SP / 1000 × H; cost = kWh × price
    ['energy, 100 l/min, 11.7, 8736 h, 0.15/kWh', { leakLpm: 100, costMode: 'energy', utilization: week, specificPowerKwPer1000Lpm: 11.7, energyCostPerKwh: 0.15 }, { costPerYear: 1533.168, energyKwhPerYear: 10221.12 }],
    ['energy, defaults (11.7, 24/7/52), 1 l/min, 1/kWh', { leakLpm: 1, costMode: 'energy', energyCostPerKwh: 1 }, { costPerYear: 102.2112, energyKwhPerYear: 102.2112 }],
    ['energy, 50 l/min, SP 6.36, 2000 h, 0.2/kWh', { leakLpm: 50, costMode: 'energy', utilization: shift, specificPowerKwPer1000Lpm: 6.36, energyCostPerKwh: 0.2 }, { costPerYear: 127.2, energyKwhPerYear: 636 }],
    ['energy, CFM specific power 33 = 11.7 per 1000 l/min', { leakLpm: 100, costMode: 'energy', utilization: week, specificPowerKwPer100Cfm: 33, energyCostPerKwh: 0.15 }, { costPerYear: 1533.168, energyKwhPerYear: 10221.12 }],
    ['energy, LPM figure wins over CFM figure', { leakLpm: 100, costMode: 'energy', utilization: week, specificPowerKwPer1000Lpm: 10, specificPowerKwPer100Cfm: 33, energyCostPerKwh: 1 }, { costPerYear: 8736, energyKwhPerYear: 8736 }],
    ['energy, no price → cost 0', { leakLpm: 100, costMode: 'energy', utilization: week }, { costPerYear: 0, energyKwhPerYear: 10221.12 }],
    // volume: m³ = lpm / 1000 × 60 × H
    ['volume, 100 l/min, 8736 h, 0.02/m³', { leakLpm: 100, costMode: 'volume', utilization: week, volumeCostPerM3: 0.02 }, { costPerYear: 1048.32, volumeM3PerYear: 52416 }],
    ['volume, 10 l/min, 2000 h, 0.5/m³', { leakLpm: 10, costMode: 'volume', utilization: shift, volumeCostPerM3: 0.5 }, { costPerYear: 600, volumeM3PerYear: 1200 }],
    // mass: kg = m³ × ρ
    ['mass, 100 l/min air, 8736 h, 0.5/kg', { leakLpm: 100, costMode: 'mass', utilization: week, massCostPerKg: 0.5 }, { costPerYear: 52416 * AIR_DENSITY * 0.5, massKgPerYear: 52416 * AIR_DENSITY }],
    ['mass, 10 l/min helium, 2000 h, 20/kg', { leakLpm: 10, costMode: 'mass', utilization: shift, massCostPerKg: 20, gas: 'HELIUM' }, { costPerYear: 1200 * HELIUM_DENSITY * 20, massKgPerYear: 1200 * HELIUM_DENSITY }],
    // off
    ['off', { leakLpm: 100, costMode: 'off', utilization: week, energyCostPerKwh: 0.15 }, { costPerYear: 0 }],
  ])('%s', (_name, input, expected) => {
    const result = leakCostPerYear(input);
    expect(Object.keys(result).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) {
      expect(result[key as keyof LeakCost]).toBeCloseTo(value as number, 2);
    }
  });

  it('mass mode of 1 l/min air over a full year equals massFlowKgPerYear (≈ 679 kg)', () => {
    const result = leakCostPerYear({ leakLpm: 1, costMode: 'mass', utilization: { hours: 24, days: 365, weeks: 1 }, massCostPerKg: 1 });
    expect(result.massKgPerYear).toBeCloseTo(679.224, 2);
  });

  it.each(['STEAM', 'OTHER'])('mass mode with %s gives NaN', (gas) => {
    const result = leakCostPerYear({ leakLpm: 10, costMode: 'mass', gas, massCostPerKg: 1 });
    expect(result.costPerYear).toBeNaN();
    expect(result.massKgPerYear).toBeNaN();
  });

  it('an infinite leak has an infinite cost', () => {
    expect(leakCostPerYear({ leakLpm: Infinity, costMode: 'volume', volumeCostPerM3: 1 }).costPerYear).toBe(Infinity);
  });
});
