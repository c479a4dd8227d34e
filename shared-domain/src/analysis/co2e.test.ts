import { formatCo2e, GWP100, gwp100, leakCo2ePerYear } from './co2e';

describe('leakCo2ePerYear', () => {
  it('energy path: 100 l/min for 8736 h at 11.7 W per l/min and 0.4 kg/kWh', () => {
    // 100 × 11.7 / 1000 = 1.17 kW; × 8736 h = 10,221.12 kWh; × 0.4 = 4,088.448 kg.
    const r = leakCo2ePerYear({ leakLpm: 100, gas: 'AIR', co2KgPerKwh: 0.4 });
    expect(r.energyKwhPerYear).toBeCloseTo(10221.12, 6);
    expect(r.energyKgCo2e).toBeCloseTo(4088.448, 6);
    expect(r.gasKgCo2e).toBe(0);
    expect(r.totalKgCo2e).toBeCloseTo(4088.448, 6);
  });

  it('uses the utilisation and a CFM specific power', () => {
    // 10 l/min × (33 × 0.3545454 = 11.6999982) / 1000 × (8 × 5 × 50 = 2000 h) = 233.999964 kWh; × 0.5.
    const r = leakCo2ePerYear({ leakLpm: 10, co2KgPerKwh: 0.5, specificPowerKwPer100Cfm: 33, utilization: { hours: 8, days: 5, weeks: 50 } });
    expect(r.energyKwhPerYear).toBeCloseTo(233.999964, 5);
    expect(r.energyKgCo2e).toBeCloseTo(116.999982, 5);
  });

  it('gas path for methane: mass at 0 °C and 101,325 Pa times GWP100 29.8', () => {
    // ρ(CH4) = 101325 × 0.0160425 / (8.314462618 × 273.15) = 0.7157367 kg/m³.
    // 100 l/min → 0.1 × 60 × 8736 = 52,416 m³ → 37,516.1 kg → × 29.8 = 1,117,978 kg.
    const r = leakCo2ePerYear({ leakLpm: 100, gas: 'METHANE', co2KgPerKwh: 0 });
    expect(r.gasKgPerYear).toBeCloseTo(52416 * 0.7157367, 0);
    expect(r.gasKgCo2e).toBeCloseTo(52416 * 0.7157367 * 29.8, -1);
    expect(r.energyKgCo2e).toBe(0);
    expect(r.gwp100).toBe(29.8);
  });

  it('SF6: 1 l/min over 8760 h is 3,424.9 kg of gas, 86.3 kt CO2e', () => {
    // ρ(SF6) = 101325 × 0.146055 / (8.314462618 × 273.15) = 6.5162487 kg/m³; 0.06 m³/h × 8760 h = 525.6 m³.
    const r = leakCo2ePerYear({ leakLpm: 1, gas: 'SULPHUR_HEXAFLUORIDE', co2KgPerKwh: 0.3, utilization: { hours: 24, days: 365, weeks: 1 } });
    expect(r.gasKgPerYear).toBeCloseTo(525.6 * 6.5162487, 1);
    expect(r.gasKgCo2e).toBeCloseTo(525.6 * 6.5162487 * 25200, -2);
    // Both paths add up: 1 × 0.0117 × 8760 = 102.492 kWh × 0.3.
    expect(r.totalKgCo2e).toBeCloseTo(r.gasKgCo2e + 102.492 * 0.3, 3);
  });

  it('carbon dioxide counts with GWP 1; steam and other gases only by energy', () => {
    const co2 = leakCo2ePerYear({ leakLpm: 10, gas: 'CARBON_DIOXIDE', co2KgPerKwh: 0 });
    // 0.01 × 60 × 8736 = 5241.6 m³ × 1.9634853 kg/m³.
    expect(co2.gasKgCo2e).toBeCloseTo(5241.6 * 1.9634853, 0);
    const steam = leakCo2ePerYear({ leakLpm: 10, gas: 'STEAM', co2KgPerKwh: 1 });
    expect(steam.gasKgCo2e).toBe(0);
    expect(steam.totalKgCo2e).toBeCloseTo(10 * 0.0117 * 8736, 6);
  });

  it('gives zeros for bad flows and ignores a negative factor', () => {
    expect(leakCo2ePerYear({ leakLpm: Number.NaN, co2KgPerKwh: 1 }).totalKgCo2e).toBe(0);
    expect(leakCo2ePerYear({ leakLpm: -5, co2KgPerKwh: 1 }).totalKgCo2e).toBe(0);
    expect(leakCo2ePerYear({ leakLpm: 5, co2KgPerKwh: -1 }).totalKgCo2e).toBe(0);
  });

  it('states the AR6 factors', () => {
    expect(GWP100).toEqual({ CARBON_DIOXIDE: 1, METHANE: 29.8, SULPHUR_HEXAFLUORIDE: 25200 });
    expect(gwp100(' methane ')).toBe(29.8);
    expect(gwp100('AIR')).toBe(0);
    expect(gwp100(null)).toBe(0);
  });
});

describe('formatCo2e', () => {
  it('shows kg below 10 t and tonnes above, in the locale', () => {
    expect(formatCo2e(4088.448, 'en')).toBe('4,088 kg CO₂e');
    expect(formatCo2e(2.345, 'en')).toBe('2.3 kg CO₂e');
    expect(formatCo2e(1117978.39, 'de')).toBe('1.118 t CO₂e');
    expect(formatCo2e(Number.NaN, 'en')).toBe('–');
  });
});
